// Package polarity holds the words that deny a verb or hedge it as only
// possible (words.txt), in one place for every stage that asks: the event
// stage reads them on a trigger and the reality stage on the verb of an
// occasion, and neither reaches into the other for them.
package polarity

import (
	"bytes"
	_ "embed"
	"fmt"

	"sitrep/internal/wordlist"
)

//go:embed words.txt
var wordsTxt []byte

// negators and hedges hold the words of the two sections of words.txt,
// each its own set so that a word is one lookup. Err is set when the file
// does not read; the lists are then empty, and the stages that read them
// fail to load with Err, so nothing is coded on half a list.
var negators, hedges, Err = load(wordsTxt)

// load reads words.txt from data into its two sets.
func load(data []byte) (negators, hedges map[string]bool, err error) {
	s, err := read(data)
	if err != nil {
		return nil, nil, err
	}
	return s["negators"], s["hedges"], nil
}

// read reads the sections of words.txt from data.
func read(data []byte) (map[string]map[string]bool, error) {
	s, err := wordlist.Sets("words.txt", bytes.NewReader(data), []string{"negators", "hedges"})
	if err != nil {
		return nil, fmt.Errorf("polarity words: %w", err)
	}
	return s, nil
}

// Negator reports whether lemma l denies the verb it modifies: "not",
// "never", "n't".
func Negator(l string) bool { return negators[l] }

// Hedge reports whether lemma l is a modal that tells what may or would
// be, not what is.
func Hedge(l string) bool { return hedges[l] }
