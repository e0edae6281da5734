// Package placenoun holds the place nouns whose of-phrase names the place
// itself (words.txt), in one place for every stage that asks: the place
// stage reads them before a name and the event stage on the place of a
// statement, and neither reaches into the other for them.
package placenoun

import (
	"bytes"
	_ "embed"
	"fmt"

	"sitrep/internal/wordlist"
)

//go:embed words.txt
var wordsTxt []byte

// naming holds the words of [naming-nouns]. Err is set when the file does
// not read; the set is then empty, and the stages that read it fail to
// load with Err, so nothing is placed on half a list.
var naming, Err = read(wordsTxt)

// read reads the [naming-nouns] section of words.txt from data.
func read(data []byte) (map[string]bool, error) {
	s, err := wordlist.Sets("words.txt", bytes.NewReader(data), []string{"naming-nouns"})
	if err != nil {
		return map[string]bool{}, fmt.Errorf("place nouns: %w", err)
	}
	return s["naming-nouns"], nil
}

// Naming reports whether w, a lower-case word or lemma, is a place noun
// whose of-phrase is the place's own name: "enclave", "resort".
func Naming(w string) bool { return naming[w] }
