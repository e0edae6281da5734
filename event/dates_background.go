package event

import (
	"strings"

	"sitrep/doc"
)

// allegedOnly reports whether every telling of e names it as what a party
// is accused, charged or convicted of (allegedAct), not as news: "three
// men are accused of having kidnapped a teacher". Left undated by
// its own words, such an act has no date: the day of the allegation, or
// the story's, is not the day of the act.
func allegedOnly(t *tree, e *doc.Event) bool {
	for _, m := range append([]doc.Span{e.Trigger}, e.Mentions...) {
		i := t.tokenFrom(m.Start)
		if i >= len(t.st.Tokens) || !allegedAct(t, i) {
			return false
		}
	}
	return true
}

// allegedAct reports whether trigger i tells what a word of allegation or
// verdict ([allegation-words]) says a party did: it lies, a few phrases
// up at most, in a phrase or clause of that word marked "of", "for",
// "with" or "in" ("accused of having kidnapped a teacher", "accuses the
// general of ordering the killing of a mayor", "charged with arson",
// "implicated in the torture of detainees"). A bare "in charge of" names
// a post, not a charge.
func allegedAct(t *tree, i int) bool {
	st := t.st
	k := i
	for n := 0; n < 4; n++ {
		h := st.Tokens[k].Head
		if h < 0 {
			return false
		}
		if dateWords.allegationWords[t.lemma(h)] {
			if t.marker(h) == "in" && t.child(h, "det", "nmod:poss") < 0 {
				// "the general in charge of the offensive": a post
				// held, not an allegation.
				return false
			}
			switch t.marker(k) {
			case "of", "for", "with", "in":
				return true
			}
			return false
		}
		k = h
	}
	return false
}

// toldAsBefore reports whether trigger i is modified by an adverb that
// places it before the story's news ("the envoy had previously urged
// talks", "the base was formerly held by rebels"): with no date of
// its own such an act is background, and neither the story's day nor its
// paragraph's dates it. "Earlier" is not one: a daily's "earlier, police
// had arrested two men" tells the same day's news.
func toldAsBefore(t *tree, i int) bool {
	for _, k := range t.kids[i] {
		if doc.BaseRel(t.st.Tokens[k].Rel) != "advmod" {
			continue
		}
		switch strings.ToLower(t.st.Tokens[k].Form) {
		case "previously", "formerly":
			return true
		}
	}
	return false
}
