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
	// male and female are the honorifics and titles just before a name
	// that tell a person's sex ("Mr", "Queen"), for "he" and "she".
	male, female map[string]bool
}

// readWords reads the file name of fsys with wordlist.Sets: sections
// [crowd], [backed], [male] and [female], lower-case words, all present. On an error it
// returns empty word classes with it.
func readWords(fsys fs.FS, name string) (*phraseWords, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return &phraseWords{}, fmt.Errorf("actor words: %w", err)
	}
	defer f.Close()
	sets, err := wordlist.Sets(name, f, []string{"backed", "crowd", "female", "male"})
	if err != nil {
		return &phraseWords{}, fmt.Errorf("actor words: %w", err)
	}
	return &phraseWords{crowd: sets["crowd"], backed: sets["backed"], male: sets["male"], female: sets["female"]}, nil
}
