package reality

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

func TestShippedLexicon(t *testing.T) {
	if lexErr != nil {
		t.Fatal(lexErr)
	}
	if lex.verbClass["say"] != "say" || !lex.weaponNouns["rocket"] || !lex.aggregateWords["years"] || !slices.Contains(lex.idioms["call"], "shot") ||
		!slices.Contains(lex.linkLists, [2]string{"related", "stories"}) {
		t.Errorf("shipped lexicon lacks entries: %+v", lex.verbClass)
	}
}

func TestLexiconErrorsNameLine(t *testing.T) {
	full := func(extra string) fstest.MapFS {
		var b strings.Builder
		for s := range (&lexicon{}).sets() {
			b.WriteString("[" + s + "]\nword\n")
		}
		b.WriteString("[idioms]\ncall\tshot\n[link-lists]\nsee\talso\n[verb-classes]\nsay\tsay\n" + extra)
		return fstest.MapFS{"w.txt": {Data: []byte(b.String())}}
	}
	if _, err := readLexicon(full(""), "w.txt"); err != nil {
		t.Fatalf("well-formed list: %v", err)
	}
	// The extra line comes after two lines a set, two of idioms, two of
	// link lists and two of verb classes.
	line := fmt.Sprintf("w.txt:%d: ", 2*len((&lexicon{}).sets())+7)
	for _, c := range []struct{ extra, want string }{
		{"tell\tspeak\n", line},
		{"say\tmind\n", "already in class say"},
		{"Tell\tsay\n", "lower case"},
		{"[unknown]\n", line + "unknown section"},
		{"[idioms]\nplead\n", "want a verb and the noun it takes"},
		{"[link-lists]\nrelated\n", "want the two words that head a list of links"},
	} {
		x, err := readLexicon(full(c.extra), "w.txt")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one containing %q", c.extra, err, c.want)
		}
		if x == nil || x.verbClass != nil {
			t.Errorf("%q: a failed read must return an empty lexicon", c.extra)
		}
	}
	missing := fstest.MapFS{"w.txt": {Data: []byte("[verb-classes]\nsay\tsay\n")}}
	if _, err := readLexicon(missing, "w.txt"); err == nil || !strings.Contains(err.Error(), "no section") {
		t.Errorf("missing sections: error %v", err)
	}
}
