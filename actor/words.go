package actor

import (
	"embed"
	"fmt"
	"io/fs"
	"strings"

	"sitrep/internal/wordlist"
)

//go:embed lexicon/words.txt
var wordsFS embed.FS

// nearWords holds the word classes of lexicon/words.txt, read once when the
// package is initialised; a malformed line leaves them empty and makes New
// fail with the file and line.
var nearWords, nearWordsErr = readWords(wordsFS, "lexicon/words.txt")

// phraseWords are the word classes the coder reads around a phrase.
type phraseWords struct {
	// crowd are quantity nouns that stand for people ("thousands").
	crowd map[string]bool
	// backed follow "X-" to make X a sponsor ("Iran-backed").
	backed map[string]bool
}

// readWords reads the file name of fsys: sections [crowd] and [backed],
// one lower-case word a line, both present.
func readWords(fsys fs.FS, name string) (*phraseWords, error) {
	w := &phraseWords{crowd: map[string]bool{}, backed: map[string]bool{}}
	sets := map[string]map[string]bool{"crowd": w.crowd, "backed": w.backed}
	f, err := fsys.Open(name)
	if err != nil {
		return &phraseWords{}, fmt.Errorf("actor words: %w", err)
	}
	defer f.Close()
	err = wordlist.EachIn(name, f, []string{"backed", "crowd"}, func(l wordlist.Line) error {
		switch {
		case l.Section == "":
			return l.Errorf("%q comes before any [section]", l.Text)
		case len(l.Words()) != 1:
			return l.Errorf("%q: [%s] takes one word a line", l.Text, l.Section)
		case l.Text != strings.ToLower(l.Text):
			return l.Errorf("%q: write the word in lower case", l.Text)
		}
		sets[l.Section][l.Text] = true
		return nil
	})
	if err == nil {
		for _, s := range []string{"crowd", "backed"} {
			if len(sets[s]) == 0 {
				err = fmt.Errorf("%s: no section [%s]", name, s)
				break
			}
		}
	}
	if err != nil {
		return &phraseWords{}, fmt.Errorf("actor words: %w", err)
	}
	return w, nil
}
