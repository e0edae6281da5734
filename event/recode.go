package event

import (
	"strings"

	"sitrep/doc"
)

// What the ACLED rules (acledrules.go) read of the parties: armed sectors,
// crowds and demonstrators; the means and the sentence's cues are read in
// acled.go.

// armed lists the sectors ACLED counts as armed organised groups.
var armed = map[doc.Sector]bool{doc.SectorMIL: true, doc.SectorCOP: true, doc.SectorREB: true, doc.SectorUAF: true, doc.SectorINS: true, doc.SectorSEP: true, doc.SectorIMG: true, doc.SectorSPY: true}

// personPronouns stand for people, never for a town or a base.
var personPronouns = map[string]bool{"he": true, "she": true, "him": true, "her": true, "who": true, "whom": true}

// protestKind returns the ACLED sub-event code the first matching cue of
// protest.txt gives a text, or "".
func protestKind(text string) string {
	for _, c := range vocab.protest {
		for _, w := range c.words {
			if hasWord(text, w) {
				return c.acled
			}
		}
	}
	return ""
}

// plural reports whether a lower-cased phrase names more than one person:
// "villagers", "a group of men", not "a man".
func plural(text string) bool {
	f := strings.Fields(text)
	if len(f) == 0 {
		return false
	}
	switch f[0] {
	case "a", "an", "one", "he", "she":
		return hasAny(text, vocab.collective)
	}
	last := f[len(f)-1]
	return strings.HasSuffix(last, "s") || vocab.pluralHeads[last]
}

// crowdPhrase reports whether a party's text names demonstrators or a
// demonstration.
func crowdPhrase(text string) bool {
	lower := strings.ToLower(text)
	for _, w := range vocab.crowd {
		if hasWord(lower, w) {
			return true
		}
	}
	return false
}
