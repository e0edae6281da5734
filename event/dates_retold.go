package event

import "sitrep/doc"

// retoldLede dates an event of the lede's first line that its own words
// leave on the publication fallback by the day or month a later sentence
// names for the same act told again by a verb of its kind: a lede tells a
// death ("a volunteer medic was shot dead at a clinic") or a taking ("two
// fighters captured by rebels") as the story's news, and the body tells
// when ("he died on 12 May", "were seized in early April"). A clause whose
// subject is a new party ("another officer died on 2 May", "two others
// were seized") tells another act. Only the first later clause of such a
// verb that names a day or month of its own is read, and its date is
// taken only when it ends before the story's week: an act of the news's
// own days is the news.
func retoldLede(t *tree, e *doc.Event) {
	st := t.st
	i, s, ok := fallbackTrigger(t, e)
	if !ok || !ledeLine(t, s) || ledeIndex(t, s, 1) > 0 {
		return
	}
	same := retoldVerbs(t.lemma(i))
	if same == nil {
		return
	}
	for k := st.Sentences[s].EndToken; k < len(st.Tokens); k++ {
		if st.Tokens[k].UPOS != "VERB" || !same(t.lemma(k)) || !toldInPast(t, k) || anotherVictim(t, k) {
			continue
		}
		tx := clauseDate(t, k)
		if tx == nil {
			continue
		}
		if _, end, ok := dateRange(tx.Value); !ok || !beforeStoryWeek(st, end) {
			return
		}
		e.Time = storyWhen(st, tx.Span, tx.Value[:min(10, len(tx.Value))])
		return
	}
}

// retoldVerbs returns the test of a verb that tells again the act of a
// trigger with lemma l: a death ([death] of parties.txt, "kill") or a
// taking ([capture-verbs] of dates.txt); nil for any other act.
func retoldVerbs(l string) func(string) bool {
	switch {
	case vocab.tellsDeath(l):
		return vocab.tellsDeath
	case dateWords.captureVerbs[l]:
		return func(w string) bool { return dateWords.captureVerbs[w] }
	}
	return nil
}

// clauseDate returns the first day or month named in verb k's own clause
// (ownSpan), nil if none: "died on 12 May", "were seized in early
// April".
func clauseDate(t *tree, k int) *doc.Timex {
	st := t.st
	own := t.ownSpan(k)
	for j := range st.Timexes {
		tx := &st.Timexes[j]
		if tx.Type != "DATE" || !own.Contains(tx.Span) || len(tx.Value) < 7 || !validDate(tx.Value) || tx.Value[4] != '-' ||
			tx.Value[5] < '0' || tx.Value[5] > '9' || inDateline(st.Text, tx.Span) || periodOf(t, tx) {
			continue
		}
		return tx
	}
	return nil
}

// anotherVictim reports whether the subject of verb k is a party other
// than one told before: its head or a word on it is of [new-party]
// ("another", "other", "a"), or a number counts it ("two others").
func anotherVictim(t *tree, k int) bool {
	s := t.child(k, "nsubj", "nsubj:pass")
	if s < 0 {
		return false
	}
	if dateWords.newParty[t.lemma(s)] {
		return true
	}
	for _, c := range t.kids[s] {
		if dateWords.newParty[t.lemma(c)] || doc.BaseRel(t.st.Tokens[c].Rel) == "nummod" {
			return true
		}
	}
	return false
}
