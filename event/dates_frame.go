package event

import (
	"strings"
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
// sealed the roads"). The sentence must tie back to the one before
// (linksBack): one that only sets a background ("In January, a similar
// raid killed two. Police arrested a man") leaves the news its own day.
func pastFrame(t *tree, e *doc.Event, nouns map[int]string) {
	st := t.st
	i, s, ok := fallbackTrigger(t, e)
	if !ok || s == 0 || !toldInPast(t, i) || sentenceDated(t, s) ||
		blankLine(st.Text[st.Sentences[s-1].End:st.Sentences[s].Start]) {
		return
	}
	tx, date := frameDate(t, s-1)
	if tx == nil || flashback(t, s-1) || !linksBack(t, s, nouns) {
		return
	}
	e.Time = storyWhen(st, tx.Span, date)
}

// fallbackTrigger returns the token and sentence of event e's trigger
// when e is dated only by the story's publication day, the fallback that
// the story's frame may override; ok is false otherwise.
func fallbackTrigger(t *tree, e *doc.Event) (i, s int, ok bool) {
	st := t.st
	if e.Time == nil || e.Time.ResolvedFrom != "published" || st.Published.IsZero() {
		return 0, 0, false
	}
	i = t.tokenFrom(e.Trigger.Start)
	if i >= len(st.Tokens) {
		return 0, 0, false
	}
	return i, st.Tokens[i].Sentence, true
}

// frameDate returns the first day, week or month sentence s names, with
// its month, when all the dates it names end before the week of the
// story's news; else nil. A year alone is too coarse a frame to carry
// over, and a season or a quarter ("2020-SU", "2020-Q1") is no month.
func frameDate(t *tree, s int) (*doc.Timex, string) {
	st := t.st
	sp := st.Sentences[s].Span
	var found *doc.Timex
	month := ""
	for k := range st.Timexes {
		tx := &st.Timexes[k]
		if !sp.Contains(tx.Span) || tx.Type != "DATE" && tx.Type != "TIME" || inDateline(st.Text, tx.Span) {
			continue
		}
		_, end, ok := dateRange(tx.Value)
		if start, week := isoWeekStart(tx.Value); week {
			end = start.AddDate(0, 0, 7).Add(-time.Nanosecond) // not its year's end
		}
		if !ok || !validDate(tx.Value) || !beforeStoryWeek(st, end) {
			return nil, ""
		}
		if found != nil || len(tx.Value) < 7 {
			continue
		}
		if m, ok := weekMonth(tx.Value); ok {
			found, month = tx, m
		} else if tx.Value[5] >= '0' && tx.Value[5] <= '9' {
			found, month = tx, tx.Value[:7]
		}
	}
	return found, month
}

// sequenceCues tell that a sentence goes on from the one before.
var sequenceCues = map[string]bool{"then": true, "later": true, "after": true, "afterwards": true, "subsequently": true, "next": true}

// linksBack reports whether sentence s goes on from sentence s-1: it has
// a sequence cue ("then", "after four days"), a pronoun, a definite event
// noun ("the shelling"; nouns tells the story's event nouns) or a
// definite cause ("blamed the guards for the escape"), or a noun or name
// the sentence before has too.
func linksBack(t *tree, s int, nouns map[int]string) bool {
	st := t.st
	prev := map[string]bool{}
	for k := st.Sentences[s-1].FirstToken; k < st.Sentences[s-1].EndToken; k++ {
		if u := st.Tokens[k].UPOS; u == "NOUN" || u == "PROPN" {
			prev[t.lemma(k)] = true
		}
	}
	for k := st.Sentences[s].FirstToken; k < st.Sentences[s].EndToken; k++ {
		tok := &st.Tokens[k]
		w := t.lemma(k)
		switch {
		case sequenceCues[strings.ToLower(tok.Form)],
			tok.UPOS == "PRON" && vocab.backPronouns[strings.ToLower(tok.Form)],
			definite(t, k) && (nouns[k] != "" || t.marker(k) == "for" || t.marker(k) == "over"),
			(tok.UPOS == "NOUN" || tok.UPOS == "PROPN") && prev[w]:
			return true
		}
	}
	return false
}

// definite reports whether noun k is determined by "the", "this" or
// "that": a thing the reader already knows of.
func definite(t *tree, k int) bool {
	d := t.child(k, "det")
	if d < 0 {
		return false
	}
	switch t.lemma(d) {
	case "the", "this", "that":
		return true
	}
	return false
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
