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

// toldAfterPast reports whether trigger i, or the clause it lies in, is
// told as coming "later" or "subsequently" after a time before the
// story's week, the date named last before it in its sentence or the one
// before ("Rebels held two engineers in 2017. One was subsequently
// tortured by his guards"): the act followed that time by an unknown
// span, so neither that time nor the story's day dates it. In a story of
// the day "police later arrested two men" follows the day's news and
// keeps its day.
func toldAfterPast(t *tree, e *doc.Event) bool {
	st := t.st
	i := t.tokenFrom(e.Trigger.Start)
	if i >= len(st.Tokens) || st.Published.IsZero() {
		return false
	}
	head := -1
	for k, n := i, 0; k >= 0 && n < 4 && head < 0; k, n = st.Tokens[k].Head, n+1 {
		for _, c := range t.kids[k] {
			switch strings.ToLower(st.Tokens[c].Form) {
			case "later", "subsequently":
				// "eight days later" measures the span: a frame's
				// month holds it (pastFrame).
				if doc.BaseRel(st.Tokens[c].Rel) == "advmod" && len(t.kids[c]) == 0 {
					head = k
				}
			}
		}
	}
	if head < 0 || e.Time.Span != nil && t.ownSpan(head).Contains(*e.Time.Span) {
		return false // "later on Monday": a date of its own
	}
	last := lastDateBefore(t, i)
	if last == nil {
		return false
	}
	_, end, ok := dateRange(last.Value)
	return ok && beforeStoryWeek(st, end)
}

// lastDateBefore returns the calendar date named last before token i in
// its sentence or the one before, datelines left out: the time an act
// told as "later" follows. An older date named before it ("banned since
// 2014. Police raided its office on Saturday and later arrested ...")
// is not what the act comes after.
func lastDateBefore(t *tree, i int) *doc.Timex {
	st := t.st
	s := st.Tokens[i].Sentence
	var last *doc.Timex
	for k := range st.Timexes {
		tx := &st.Timexes[k]
		in := st.Sentences[s].Span.Contains(tx.Span) || s > 0 && st.Sentences[s-1].Span.Contains(tx.Span)
		if !in || tx.Start >= st.Tokens[i].Start || !validDate(tx.Value) || inDateline(st.Text, tx.Span) {
			continue
		}
		if last == nil || tx.Start > last.Start {
			last = tx
		}
	}
	return last
}

// standingSanction reports whether e is a sanction told, every time, past
// the lede's first two sentences (ledeIndex), in the passive and as what
// had already happened to its target (recalledPassive): "the brothers,
// who had been banned from the port, were seen near the harbour", "she is
// in prison after being convicted of fraud". Told so, with no date of its
// own, a verdict or penalty is its target's standing state, background,
// not the story's news. The passive alone is no sign: a court round-up
// tells each fresh verdict as "two men were sentenced to life".
func standingSanction(t *tree, e *doc.Event) bool {
	if e.Type.Plover != "SANCTION" {
		return false
	}
	for _, m := range tellings(e) {
		i := t.tokenFrom(m.Start)
		if i >= len(t.st.Tokens) || ledeIndex(t, t.st.Tokens[i].Sentence, 2) < 2 || !recalledPassive(t, i) {
			return false
		}
	}
	return true
}

// pastRelative reports whether e is told, every time past the lede's
// first two sentences (ledeIndex), in a relative clause of the simple past
// passive that recalls what befell the noun it hangs on ("paid tributes
// to the pilgrims who were killed in the fire", "named after an uncle who
// was shot in the war"): the clause says who the sentence is about, and
// the act is background, not the story's news. A by-phrase naming who did
// it tells the act itself (recalledPassive), and a clause of the present
// ("who is being questioned") or the perfect ("who have been killed since
// Sunday") may tell the news.
func pastRelative(t *tree, e *doc.Event) bool {
	for _, m := range tellings(e) {
		i := t.tokenFrom(m.Start)
		if i >= len(t.st.Tokens) || ledeIndex(t, t.st.Tokens[i].Sentence, 2) < 2 || t.st.Tokens[i].Rel != "acl:relcl" || !recalledPassive(t, i) {
			return false
		}
		if pass := t.child(i, "aux:pass"); pass < 0 || t.st.Tokens[pass].XPOS != "VBD" {
			return false
		}
	}
	return true
}

// recalledPassive reports whether trigger i is a passive participle told
// as a state reached before the news: with a pluperfect auxiliary ("had
// been jailed"; the present perfect, "have been jailed", is how a story
// tells its fresh news), in a relative clause ("who were fined", "who have
// been fined"), or in a clause of "being" ("after being convicted"). A
// conjoined participle shares its head's auxiliaries ("had been convicted
// and jailed"). A by-phrase naming who imposed it tells the act itself
// ("were sentenced by a military court"), news however it is told.
func recalledPassive(t *tree, i int) bool {
	v := i
	if t.child(i, "aux:pass") < 0 && doc.BaseRel(t.st.Tokens[i].Rel) == "conj" && t.st.Tokens[i].Head >= 0 {
		v = t.st.Tokens[i].Head
	}
	pass := t.child(v, "aux:pass")
	if pass < 0 || t.child(i, "obl:agent") >= 0 || t.child(v, "obl:agent") >= 0 {
		return false
	}
	if perfectAux(t, v) == "VBD" {
		return true // "had been jailed"; "have been jailed" is the day's news
	}
	return t.st.Tokens[v].Rel == "acl:relcl" || strings.EqualFold(t.st.Tokens[pass].Form, "being")
}
