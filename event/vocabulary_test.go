package event

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

// TestVocabularyReads checks that the shipped ACLED refinement words read
// and fill every list.
func TestVocabularyReads(t *testing.T) {
	if vocabErr != nil {
		t.Fatal(vocabErr)
	}
	if len(vocab.means) != len(meansCodes) || len(vocab.protest) != len(protestCodes) {
		t.Errorf("%d means and %d protest kinds, want %d and %d", len(vocab.means), len(vocab.protest), len(meansCodes), len(protestCodes))
	}
	for name, lists := range vocab.sections() {
		for s, l := range lists {
			if len(*l) == 0 {
				t.Errorf("%s [%s] is empty", name, s)
			}
		}
	}
	for s, set := range vocab.lemmaSections() {
		if len(*set) == 0 {
			t.Errorf("parties.txt [%s] is empty", s)
		}
	}
	for s, set := range vocab.classSections() {
		if len(*set) == 0 {
			t.Errorf("lemmas.txt [%s] is empty", s)
		}
	}
	if !vocab.contentHosts["REQUEST"] || !vocab.sufferers["die"] || vocab.transitive["die"] {
		t.Error("lemmas.txt: REQUEST should host content, die be a sufferer and not transitive")
	}
	if !vocab.armed["checkpoint"].post || vocab.armed["soldier"].post {
		t.Error("parties.txt [armed]: checkpoint should be a post, soldier not")
	}
}

// TestVocabularyErrors edits the shipped files and checks that each fault
// is reported with its file and line, and that reading never panics.
func TestVocabularyErrors(t *testing.T) {
	for _, tc := range []struct {
		file, from, to, want string
	}{
		{"means.txt", "[GRENADE]", "[GRENADES]", `means.txt:`},
		{"means.txt", "grenade\tthrown", "grenade\tlobbed", `condition "lobbed"`},
		{"means.txt", "sarin\n", "Sarin\n", `write the phrase in lower case`},
		{"protest.txt", "[PROTEST_WITH_INTER]", "", `protest.txt: no section [PROTEST_WITH_INTER]`},
		{"cues.txt", "[fire]", "[fires]", `cues.txt:`},
		{"parties.txt", "checkpoint\tpost", "checkpoint\tplace", `flag "place"`},
		{"parties.txt", "[death]\n", "[death]\ndie\tdead\n", `takes one phrase a line`},
		{"lemmas.txt", "[matters]\n", "[matters]\ntalk about\n", `takes one word a line`},
		{"lemmas.txt", "\nperish\n", "\nPerish\n", `write the lemma in lower case`},
		{"lemmas.txt", "\nREJECT\n", "\nREFUSE\n", `want a PLOVER category`},
		{"lemmas.txt", "[transitive]\n", "[transitive]\ndrench\n", `"drench" is in [transitive] but not in [sufferers]`},
		{"lemmas.txt", "[deeds]", "[deed]", `lemmas.txt:`},
		{"lemmas.txt", "[measures]", "", `lemmas.txt: no section [measures]`},
	} {
		fsys := fstest.MapFS{}
		for _, name := range []string{"means.txt", "protest.txt", "cues.txt", "parties.txt", "lemmas.txt"} {
			b, err := fs.ReadFile(lexiconFS, "lexicon/"+name)
			if err != nil {
				t.Fatal(err)
			}
			text := string(b)
			if name == tc.file {
				if !strings.Contains(text, tc.from) {
					t.Fatalf("%s holds no %q to edit", name, tc.from)
				}
				text = strings.Replace(text, tc.from, tc.to, 1)
			}
			fsys["lexicon/"+name] = &fstest.MapFile{Data: []byte(text)}
		}
		v, err := readVocabulary(fsys)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %q -> %q: error %v, want one with %q", tc.file, tc.from, tc.to, err, tc.want)
			continue
		}
		if v == nil || len(v.means) != 0 {
			t.Errorf("%s: a failed read should leave empty lists", tc.file)
		}
		if tc.want == tc.file+":" {
			if rest := strings.TrimPrefix(err.Error(), "event lexicon: "+tc.file+":"); rest == err.Error() || rest[0] < '1' || rest[0] > '9' {
				t.Errorf("%s: error %q names no line", tc.file, err)
			}
		}
	}
}
