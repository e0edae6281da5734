// Package polarity holds the words that deny a verb, hedge it as only
// possible, or tell it as owed or still to come (words.txt), in one place
// for every stage that asks: the event stage reads them on a trigger, the
// reality stage on the verb of an occasion and the count stage before a
// casualty word, and none reaches into another for them.
package polarity

import (
	"bytes"
	_ "embed"
	"fmt"

	"sitrep/internal/wordlist"
)

//go:embed words.txt
var wordsTxt []byte

// lists holds the words of each section of words.txt, each a set of its
// own so that a word is one lookup.
type lists struct {
	negators, hedges, modals, modalContractions map[string]bool
	obligations, future, reportedFuture         map[string]bool
}

// words are the lists of words.txt. Err is set when the file does not
// read; the sets are then empty, and the stages that read them fail to
// load with Err, so nothing is coded on half a list.
var words, Err = read(wordsTxt)

// read reads the sections of words.txt from data.
func read(data []byte) (lists, error) {
	s, err := wordlist.Sets("words.txt", bytes.NewReader(data), []string{"negators", "hedges", "modals",
		"modal-contractions", "obligation-modals", "future-auxiliaries", "reported-future"})
	if err != nil {
		return lists{}, fmt.Errorf("polarity words: %w", err)
	}
	return lists{negators: s["negators"], hedges: s["hedges"], modals: s["modals"], modalContractions: s["modal-contractions"],
		obligations: s["obligation-modals"], future: s["future-auxiliaries"], reportedFuture: s["reported-future"]}, nil
}

// Negator reports whether lemma l denies the verb it modifies: "not",
// "never", "n't".
func Negator(l string) bool { return words.negators[l] }

// Hedge reports whether lemma l is a modal that tells what may or would
// be, not what is.
func Hedge(l string) bool { return words.hedges[l] }

// Modal reports whether w is a modal verb or future auxiliary ("will",
// "could", "must" and the like); lemma and lower-case form alike.
func Modal(w string) bool { return words.modals[w] }

// ModalContraction reports whether lower-case form w is a modal's
// contraction ("'ll"), which a reader of forms asks about besides Modal.
func ModalContraction(w string) bool { return words.modalContractions[w] }

// Obligation reports whether lemma l is an auxiliary that tells what must
// or should be done: "must", "should", "ought".
func Obligation(l string) bool { return words.obligations[l] }

// Future reports whether lemma l is an auxiliary of an act still to come:
// "will", "shall".
func Future(l string) bool { return words.future[l] }

// ReportedFuture reports whether lemma l is the auxiliary of the future
// told from the past: "would".
func ReportedFuture(l string) bool { return words.reportedFuture[l] }
