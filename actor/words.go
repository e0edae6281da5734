package actor

import (
	"embed"
	"fmt"
	"io/fs"

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
	// addressed come before a title and the name of someone spoken to or
	// met ("to", "with").
	addressed map[string]bool
	// posted follow a person's title to name the place of the post
	// ("envoy for", "ambassador to").
	posted map[string]bool
}

// readWords reads the file name of fsys with wordlist.Sets: sections
// [crowd], [backed], [addressed] and [posted], lower-case words, all present. On an error it
// returns empty word classes with it.
func readWords(fsys fs.FS, name string) (*phraseWords, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return &phraseWords{}, fmt.Errorf("actor words: %w", err)
	}
	defer f.Close()
	sets, err := wordlist.Sets(name, f, []string{"backed", "crowd", "addressed", "posted"})
	if err != nil {
		return &phraseWords{}, fmt.Errorf("actor words: %w", err)
	}
	return &phraseWords{crowd: sets["crowd"], backed: sets["backed"], addressed: sets["addressed"], posted: sets["posted"]}, nil
}
