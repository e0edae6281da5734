package wordlist

import (
	"errors"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	const list = "# a list\n\nsay\treported\n[units]\n  at least  \t q \n#x\nkill  VERB  # verbs\nword#tag\n"
	lines, err := Read("l.txt", strings.NewReader(list))
	if err != nil {
		t.Fatal(err)
	}
	if len(lines) != 4 {
		t.Fatalf("%d lines, want 4: %+v", len(lines), lines)
	}
	if l := lines[0]; l.Number != 3 || l.Section != "" || strings.Join(l.Fields(), "|") != "say|reported" {
		t.Errorf("line 0 = %+v", l)
	}
	if l := lines[1]; l.Number != 5 || l.Section != "units" || strings.Join(l.Fields(), "|") != "at least|q" {
		t.Errorf("line 1 = %+v, fields %q", l, l.Fields())
	}
	if l := lines[2]; strings.Join(l.Words(), "|") != "kill|VERB" {
		t.Errorf("line 2 words %q: the comment after a space is not removed", l.Words())
	}
	if l := lines[3]; l.Text != "word#tag" {
		t.Errorf("line 3 = %q: a '#' inside a word is no comment", l.Text)
	}
}

func TestErrorsNameFileAndLine(t *testing.T) {
	err := Each("l.txt", strings.NewReader("a\nb\n"), func(l Line) error {
		if l.Text == "b" {
			return errors.New("bad entry")
		}
		return nil
	})
	if err == nil || err.Error() != "l.txt:2: bad entry" {
		t.Errorf("error %v, want l.txt:2: bad entry", err)
	}
	err = Each("l.txt", strings.NewReader("\n\nc\n"), func(l Line) error { return l.Errorf("%q: no kind", l.Text) })
	if err == nil || err.Error() != `l.txt:3: "c": no kind` {
		t.Errorf("error %v", err)
	}
	long := strings.Repeat("x", 2<<20)
	if _, err := Read("long.txt", strings.NewReader(long)); err == nil || !strings.HasPrefix(err.Error(), "long.txt: ") {
		t.Errorf("an over-long line gives %v, want an error naming the file", err)
	}
}

func TestEachInChecksSections(t *testing.T) {
	err := EachIn("l.txt", strings.NewReader("[units]\nkm\n[unit]\n"), []string{"units", "months"}, func(Line) error { return nil })
	if err == nil || !strings.HasPrefix(err.Error(), `l.txt:3: unknown section "[unit]"`) {
		t.Errorf("error %v, want one at line 3", err)
	}
}

func TestSets(t *testing.T) {
	const list = "# word classes\n[months]\njanuary february  # two on a line\nmarch\n[units]\nkm\n"
	sets, err := Sets("l.txt", strings.NewReader(list), []string{"months", "units"})
	if err != nil {
		t.Fatal(err)
	}
	if len(sets["months"]) != 3 || !sets["months"]["february"] || len(sets["units"]) != 1 || !sets["units"]["km"] {
		t.Errorf("Sets = %v; want three months and one unit", sets)
	}
	for _, tc := range []struct{ list, want string }{
		{"km\n[units]\nm\n[months]\nmay\n", `l.txt:1: "km" comes before any [section]`},
		{"[units]\nKm\n[months]\nmay\n", `l.txt:2: "Km": write the word in lower case`},
		{"[units]\nkm\n", `l.txt: no section [months]`},
		{"[units]\nkm\n[months]\n", `l.txt: no section [months]`}, // a header alone holds no word
		{"[units]\nkm\n[month]\nmay\n", `l.txt:3: unknown section "[month]"`},
	} {
		_, err := Sets("l.txt", strings.NewReader(tc.list), []string{"months", "units"})
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q: error %v; want %s", tc.list, err, tc.want)
		}
	}
}
