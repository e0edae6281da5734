package where

import (
	"strings"
	"testing"
)

func TestWordsRead(t *testing.T) {
	if wordsErr != nil {
		t.Fatal(wordsErr)
	}
	for s, set := range words.sets() {
		if len(*set) == 0 {
			t.Errorf("data/words.txt [%s] is empty", s)
		}
	}
	if words.adminSuffix["province"] != restrictAdmin1 || words.adminSuffix["county"] != restrictAdmin2 {
		t.Error("province should restrict to a first-level division, county to a second")
	}
	if !words.siteVerbs["stormed"] || !words.siteVerbs["struck"] {
		t.Error("a verb's forms on one line should each be read")
	}
}

func TestWordsErrors(t *testing.T) {
	for _, tc := range []struct{ from, to, want string }{
		{"[titles]", "[title]", `data/words.txt:`},
		{"\nsultan\n", "\nSultan\n", `"Sultan": write the word in lower case`},
		{"[subnational]", "", `data/words.txt: no section [subnational]`},
	} {
		if !strings.Contains(wordsData, tc.from) {
			t.Fatalf("words.txt holds no %q to edit", tc.from)
		}
		w, err := readWords(strings.Replace(wordsData, tc.from, tc.to, 1))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q -> %q: error %v, want one with %q", tc.from, tc.to, err, tc.want)
		}
		if w == nil || len(w.titles) != 0 {
			t.Errorf("%q -> %q: a failed read should leave empty lists", tc.from, tc.to)
		}
	}
}
