package event

import (
	"slices"
	"strings"

	"sitrep/doc"
)

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

// retoldAct dates an act of the lede's first line other than a death or a
// taking by the earlier day a later sentence names for the same act told
// again. A statement or an agreement is seldom retold by a verb of its kind
// as a killing is, so the retelling must share the trigger's verb ("said
// on Wednesday it had agreed" ... "we agreed on Tuesday") or the thing it
// was done to ("after proposing a compromise formula" ... "had on Tuesday
// suggested a compromise formula"). Only an act dated by the publication
// fallback, or by its saying clause's day while told as before it
// (toldAsEarlier), is moved, and only to a day before that date: the
// first later clause of such a verb that names a day of its own decides.
func retoldAct(t *tree, e *doc.Event) {
	st := t.st
	if e.Time == nil || len(e.Time.Date) < 10 {
		return
	}
	i := t.tokenFrom(e.Trigger.Start)
	if i >= len(st.Tokens) || retoldVerbs(t.lemma(i)) != nil {
		return
	}
	s := st.Tokens[i].Sentence
	if !ledeLine(t, s) || ledeIndex(t, s, 1) > 0 ||
		e.Time.ResolvedFrom != "published" && (e.Time.ResolvedFrom != "text" || !toldAsEarlier(t, i)) {
		return
	}
	day, _, ok := dateRange(e.Time.Date)
	if !ok {
		return
	}
	for k := st.Sentences[s].EndToken; k < len(st.Tokens); k++ {
		if st.Tokens[k].UPOS != "VERB" || !sameDeed(t, e, i, k) || !toldInPast(t, k) && perfectAux(t, k) != "VBD" || anotherVictim(t, k) {
			continue
		}
		tx := clauseDate(t, k)
		if tx == nil {
			continue
		}
		if _, end, ok := dateRange(tx.Value); ok && end.Before(day) {
			e.Time = storyWhen(st, tx.Span, tx.Value[:min(10, len(tx.Value))])
		}
		return
	}
}

// sameDeed reports whether verb k tells again the act of event e, whose
// trigger is i: by the same verb with the same doer (retoldBySame), or by a
// verb whose object is the same noun ("proposing a formula", "suggested a
// formula"). The same verb of another subject tells another party's act
// ("the envoy has resigned" ... "Mattis resigned on Thursday").
func sameDeed(t *tree, e *doc.Event, i, k int) bool {
	if t.lemma(i) == t.lemma(k) {
		return retoldBySame(t, e, k)
	}
	a, b := t.child(i, "obj"), t.child(k, "obj")
	return a >= 0 && b >= 0 && t.st.Tokens[a].UPOS == "NOUN" && t.lemma(a) == t.lemma(b)
}

// toldAsEarlier reports whether trigger i is told as done before the
// clause that dates it: in the past perfect ("said it had agreed") or
// under "after" ("after proposing a formula").
func toldAsEarlier(t *tree, i int) bool {
	return perfectAux(t, i) == "VBD" || t.marker(i) == "after"
}

// retoldBySame reports whether the subject of verb k is e's actor told again:
// a pronoun that points back ("we agreed") or a word of the actor's text.
func retoldBySame(t *tree, e *doc.Event, k int) bool {
	s := t.child(k, "nsubj", "nsubj:pass")
	if s < 0 {
		return false
	}
	if t.st.Tokens[s].UPOS == "PRON" {
		return true
	}
	if e.Actor == nil {
		return false
	}
	w := strings.ToLower(t.st.Tokens[s].Form)
	return slices.Contains(strings.Fields(strings.ToLower(e.Actor.Text)), w)
}
