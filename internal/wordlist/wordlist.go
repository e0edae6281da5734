// Package wordlist reads the word lists analysts may extend: the lexicons
// and dictionaries of the stages, embedded or given on the command line,
// all in one format (docs/LEXICONS.md, "The word-list format"):
//
//   - UTF-8 text, one entry a line; blank lines are skipped;
//   - '#' at the start of a line, or after a space or tab, starts a
//     comment that runs to the end of the line;
//   - a line "[name]" opens the section name, which holds the entries
//     below it up to the next header;
//   - an entry's fields are separated by tabs (Line.Fields); lists whose
//     fields are single words may align them with spaces instead
//     (Line.Words).
//
// Errors name the file and line ("triggers.txt:12: ..."); reading never
// panics.
package wordlist

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Line is one entry of a word list.
type Line struct {
	File    string // the list's name, as given to Read
	Number  int    // line number, from 1
	Section string // the last "[name]" above the line; "" before any
	Text    string // the line without its comment, trimmed
}

// Fields returns the entry's tab-separated fields, each trimmed.
func (l Line) Fields() []string {
	f := strings.Split(l.Text, "\t")
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	return f
}

// Words returns the entry's fields separated by any run of spaces or tabs.
func (l Line) Words() []string { return strings.Fields(l.Text) }

// Errorf returns an error that names the line's file and number.
func (l Line) Errorf(format string, args ...any) error {
	return lineError(fmt.Sprintf("%s:%d: %s", l.File, l.Number, fmt.Sprintf(format, args...)))
}

// lineError is an error that already names its file and line.
type lineError string

func (e lineError) Error() string { return string(e) }

// Read returns the entries of the list r, named name in errors.
func Read(name string, r io.Reader) ([]Line, error) {
	var out []Line
	err := Each(name, r, func(l Line) error {
		out = append(out, l)
		return nil
	})
	return out, err
}

// Each calls fn with each entry of the list r in order and stops at the
// first error, which it returns prefixed with name and line number unless
// fn made it with Line.Errorf.
func Each(name string, r io.Reader, fn func(Line) error) error {
	return EachIn(name, r, nil, fn)
}

// EachIn is Each for a list whose section headers must be among sections:
// another header is an error at its line.
func EachIn(name string, r io.Reader, sections []string, fn func(Line) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	section := ""
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(uncomment(sc.Text()))
		if text == "" {
			continue
		}
		if strings.HasPrefix(text, "[") && strings.HasSuffix(text, "]") {
			section = strings.TrimSpace(text[1 : len(text)-1])
			if sections != nil && !slices.Contains(sections, section) {
				return fmt.Errorf("%s:%d: unknown section %q (want one of %s)", name, n, text, strings.Join(sections, ", "))
			}
			continue
		}
		l := Line{File: name, Number: n, Section: section, Text: text}
		if err := fn(l); err != nil {
			if _, ok := err.(lineError); ok {
				return err
			}
			return fmt.Errorf("%s:%d: %w", name, n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// uncomment removes a comment from a line.
func uncomment(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == '#' && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t') {
			return s[:i]
		}
	}
	return s
}

// Sets reads a list of word classes: each section of sections holds words,
// one or more a line (Line.Words), and Sets returns the words of each, by
// section. Every word must be written in lower case (text is lower-cased
// before lookup, so a word in capitals would never match), and every
// section must hold at least one word; an entry before any header, or a
// header not among sections, is an error at its line.
func Sets(name string, r io.Reader, sections []string) (map[string]map[string]bool, error) {
	sets := make(map[string]map[string]bool, len(sections))
	err := EachIn(name, r, sections, func(l Line) error {
		if l.Section == "" {
			return l.Errorf("%q comes before any [section]", l.Text)
		}
		set := sets[l.Section]
		if set == nil {
			set = map[string]bool{}
			sets[l.Section] = set
		}
		for _, w := range l.Words() {
			if w != strings.ToLower(w) {
				return l.Errorf("%q: write the word in lower case", w)
			}
			set[w] = true
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, s := range sections {
		if len(sets[s]) == 0 {
			return nil, fmt.Errorf("%s: no section [%s]", name, s)
		}
	}
	return sets, nil
}
