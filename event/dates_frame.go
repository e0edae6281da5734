package event

import (
	"time"

	"sitrep/doc"
)

// pastFrame dates an event its sentence leaves undated, told in the past
// right after a sentence of the same paragraph that dates something to a
// time before the story's week ("The village was shelled in November.
// The governor blamed the rebels for the shelling"; "Police raided the
// camp on 2 February. After four days of questioning, they released the
// students"): the story is telling that time, not its news day. The event
// is dated by that time's month, no finer, since the sentence does not
// tell which day. A sentence in the past perfect steps back from the
// story's line and sets no frame for the next ("Rebels shelled the town on
// Friday. It had been hit by a gas attack in November. The army then
// sealed the roads").
func pastFrame(t *tree, e *doc.Event) {
	st := t.st
	if e.Time == nil || e.Time.ResolvedFrom != "published" || st.Published.IsZero() {
		return
	}
	i := t.tokenFrom(e.Trigger.Start)
	if i >= len(st.Tokens) {
		return
	}
	s := st.Tokens[i].Sentence
	if s == 0 || !toldInPast(t, i) || sentenceDated(t, s) ||
		blankLine(st.Text[st.Sentences[s-1].End:st.Sentences[s].Start]) {
		return
	}
	tx := frameDate(t, s-1)
	if tx == nil || flashback(t, s-1) {
		return
	}
	date := tx.Value[:min(7, len(tx.Value))]
	sp := tx.Span
	e.Time = &doc.When{Date: date, Precision: precisionOf(date), Text: st.Slice(sp), Span: &sp, ResolvedFrom: "story"}
}

// frameDate returns the first day or month sentence s names when all the
// dates it names end before the week of the story's news; else nil. A
// year alone is too coarse a frame to carry over.
func frameDate(t *tree, s int) *doc.Timex {
	st := t.st
	week := st.Published.Truncate(24*time.Hour).AddDate(0, 0, -7)
	sp := st.Sentences[s].Span
	var found *doc.Timex
	for k := range st.Timexes {
		tx := &st.Timexes[k]
		if !sp.Contains(tx.Span) || tx.Type != "DATE" && tx.Type != "TIME" || inDateline(st.Text, tx.Span) {
			continue
		}
		_, end, ok := dateRange(tx.Value)
		if !ok || !validDate(tx.Value) || !end.Before(week) {
			return nil
		}
		if found == nil && len(tx.Value) >= 7 {
			found = tx
		}
	}
	return found
}

// sentenceDated reports whether sentence s names a date or time of its own.
func sentenceDated(t *tree, s int) bool {
	sp := t.st.Sentences[s].Span
	for _, tx := range t.st.Timexes {
		if sp.Contains(tx.Span) && (tx.Type == "DATE" || tx.Type == "TIME") {
			return true
		}
	}
	return false
}

// flashback reports whether sentence s is told in the past perfect: its
// root verb has "had" ("The village had been hit in November").
func flashback(t *tree, s int) bool {
	sent := t.st.Sentences[s]
	for k := sent.FirstToken; k < sent.EndToken; k++ {
		if t.st.Tokens[k].Head < 0 && perfectAux(t, k) == "VBD" {
			return true
		}
	}
	return false
}

// toldInPast reports whether the clause of trigger i is told in the simple
// past ("blamed", "were released"), not in a present or a perfect that
// ties it to the story's day.
func toldInPast(t *tree, i int) bool {
	v := t.clauseHead(i)
	tok := &t.st.Tokens[v]
	if tok.XPOS == "VBD" {
		return true
	}
	if tok.XPOS != "VBN" {
		return false
	}
	for _, c := range t.kids[v] {
		if doc.BaseRel(t.st.Tokens[c].Rel) == "aux" {
			return t.st.Tokens[c].XPOS == "VBD" && t.lemma(c) == "be"
		}
	}
	return false
}

// finerRetellings makes a year or month an event's own words give exact
// where a retelling names a finer date inside it ("Rebels abducted an
// aid worker in 2019" and "she was abducted in March 2019"): a phrase or
// clause that tells the event (told), or another event of the story the
// merge left apart that is the same act, told by the same verb or noun
// and done to the same party. Of such dates the earliest is taken.
func finerRetellings(t *tree, events []doc.Event, nouns map[int]string) {
	for i := range events {
		e := &events[i]
		if e.Time == nil || e.Time.ResolvedFrom != "text" || len(e.Time.Date) >= 10 {
			continue
		}
		start, end, ok := dateRange(e.Time.Date)
		if !ok {
			continue
		}
		inside := func(v string) bool {
			// A day or a month, not a season or a quarter ("2020-SU").
			s, en, ok := dateRange(v)
			return ok && len(v) > len(e.Time.Date) && len(v) >= 7 && v[5] >= '0' && v[5] <= '9' && !s.Before(start) && !en.After(end)
		}
		var finer []*doc.Timex
		for _, tx := range evidenceTimexes(t, e, nouns) {
			if inside(tx.Value) {
				finer = append(finer, tx)
			}
		}
		for j := range events {
			if o := &events[j]; j != i && o.Time != nil && o.Time.ResolvedFrom == "text" && o.Time.Span != nil && inside(o.Time.Date) &&
				e.Target != nil && o.Target != nil && sameParty(e.Target, o.Target) && sameAct(t, e, o) {
				finer = append(finer, &doc.Timex{Span: *o.Time.Span, Type: "DATE", Value: o.Time.Date})
			}
		}
		if best := earliest(finer, end.Add(time.Nanosecond)); best != nil {
			date := best.Value[:min(10, len(best.Value))]
			sp := best.Span
			e.Time = &doc.When{Date: date, Precision: precisionOf(date), Text: t.st.Slice(sp), Span: &sp, ResolvedFrom: "text"}
		}
	}
}

// sameAct reports whether events e and o are told by the same word.
func sameAct(t *tree, e, o *doc.Event) bool {
	a, b := t.tokenFrom(e.Trigger.Start), t.tokenFrom(o.Trigger.Start)
	return a < len(t.st.Tokens) && b < len(t.st.Tokens) && t.lemma(a) == t.lemma(b)
}
