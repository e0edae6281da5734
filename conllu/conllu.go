// Package conllu reads treebanks in the CoNLL-U format of Universal
// Dependencies, plain or gzipped.
package conllu

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"sitrep/internal/datafile"
)

// Word is one syntactic word (a line with an integer ID).
type Word struct {
	ID     int
	Form   string
	Lemma  string
	UPOS   string
	XPOS   string
	Feats  string
	Head   int // 0 for the root
	Deprel string
	Misc   string
}

// SpaceAfter reports whether the word is followed by a space in the raw text.
func (w Word) SpaceAfter() bool { return !strings.Contains(w.Misc, "SpaceAfter=No") }

// Multiword is a surface token that spans several words, such as "didn't"
// covering "did" and "n't".
type Multiword struct {
	First, Last int // word IDs, inclusive
	Form        string
	Misc        string
}

// Sentence is one sentence with its comments.
type Sentence struct {
	ID         string // sent_id
	Text       string // the "# text" line
	DocID      string // id of the last "# newdoc id" comment at or before it
	NewDoc     bool   // a "# newdoc" comment precedes it
	NewPar     bool   // a "# newpar" comment precedes it (or NewDoc)
	Words      []Word
	Multiwords []Multiword
}

// ReadFile reads every sentence of a CoNLL-U file.
func ReadFile(name string) ([]Sentence, error) {
	rc, err := datafile.Open(name)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	sents, err := Read(rc)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return sents, nil
}

// Read parses CoNLL-U from r. Empty nodes (IDs such as 8.1) are skipped.
func Read(r io.Reader) ([]Sentence, error) {
	var (
		out  []Sentence
		cur  Sentence
		have bool
		line int
		doc  string
	)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	flush := func() {
		if have {
			out = append(out, cur)
		}
		cur, have = Sentence{DocID: doc}, false
	}
	for sc.Scan() {
		line++
		l := strings.TrimRight(sc.Text(), "\r")
		switch {
		case l == "":
			flush()
		case strings.HasPrefix(l, "#"):
			have = true
			key, val, _ := strings.Cut(strings.TrimSpace(l[1:]), "=")
			key, val = strings.TrimSpace(key), strings.TrimSpace(val)
			switch {
			case key == "sent_id":
				cur.ID = val
			case key == "text":
				cur.Text = val
			case strings.HasPrefix(key, "newdoc"):
				cur.NewDoc, cur.NewPar = true, true
				if key == "newdoc id" {
					doc = val
				} else {
					doc = ""
				}
				cur.DocID = doc
			case strings.HasPrefix(key, "newpar"):
				cur.NewPar = true
			}
		default:
			have = true
			f := strings.Split(l, "\t")
			if len(f) != 10 {
				return out, fmt.Errorf("line %d: %d fields, want 10", line, len(f))
			}
			id := f[0]
			if strings.Contains(id, ".") {
				continue
			}
			if a, b, ok := strings.Cut(id, "-"); ok {
				first, err1 := strconv.Atoi(a)
				last, err2 := strconv.Atoi(b)
				if err1 != nil || err2 != nil || last < first {
					return out, fmt.Errorf("line %d: bad range %q", line, id)
				}
				cur.Multiwords = append(cur.Multiwords, Multiword{First: first, Last: last, Form: f[1], Misc: f[9]})
				continue
			}
			n, err := strconv.Atoi(id)
			if err != nil {
				return out, fmt.Errorf("line %d: bad id %q", line, id)
			}
			head := 0
			if f[6] != "_" {
				if head, err = strconv.Atoi(f[6]); err != nil {
					return out, fmt.Errorf("line %d: bad head %q", line, f[6])
				}
			}
			cur.Words = append(cur.Words, Word{ID: n, Form: f[1], Lemma: f[2], UPOS: f[3], XPOS: f[4],
				Feats: f[5], Head: head, Deprel: f[7], Misc: f[9]})
		}
	}
	flush()
	if err := sc.Err(); err != nil {
		return out, fmt.Errorf("line %d: %w", line, err)
	}
	return out, nil
}

// Tokens returns the sentence's surface tokens: each multiword token once, and
// every word not inside one. spaceAfter tells whether a space follows each.
func (s Sentence) Tokens() (forms []string, spaceAfter []bool) {
	mw := 0
	for i := 0; i < len(s.Words); i++ {
		w := s.Words[i]
		if mw < len(s.Multiwords) && s.Multiwords[mw].First == w.ID {
			m := s.Multiwords[mw]
			forms = append(forms, m.Form)
			spaceAfter = append(spaceAfter, !strings.Contains(m.Misc, "SpaceAfter=No"))
			for i+1 < len(s.Words) && s.Words[i+1].ID <= m.Last {
				i++
			}
			mw++
			continue
		}
		forms = append(forms, w.Form)
		spaceAfter = append(spaceAfter, w.SpaceAfter())
	}
	return forms, spaceAfter
}

// InDocs returns the sentences whose document id starts with prefix, such
// as "GUM_news_" for the news documents of GUM.
func InDocs(sents []Sentence, prefix string) []Sentence {
	var out []Sentence
	for _, s := range sents {
		if strings.HasPrefix(s.DocID, prefix) {
			out = append(out, s)
		}
	}
	return out
}
