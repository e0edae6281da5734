package event

import (
	"slices"

	"sitrep/doc"
)

// seriesVictims returns the spans of the people a killing told as a
// series names as its victims, or nil: a plural killing noun whose "of"
// phrase names them ("the beheadings of the reporters A and B") or whose
// next sentence does ("The victims included A and B"), or a killing verb
// whose object lists them after "including" ("beheaded prisoners
// including A, B and C"). A noun's "of" list of a group with named
// examples ("a series of killings of hostages, including A and B") is
// left whole: it recalls a party's record as background, which coders
// mostly leave out. The names are read in text order (listEnd): the
// parser's trees of such long lists are unreliable. A toll told with a
// number is one incident's, so an event with one is left whole.
//
// examples is true when the names follow "including": then they may be
// only some of the dead.
func seriesVictims(t *tree, cd *candidate) (victims []doc.Span, examples bool) {
	st := t.st
	if cd.tr.Plover != "ASSAULT" || cd.ev.Killed != nil && !unnumbered(cd.ev.Killed) || !vocab.seriesKillings[t.lemma(cd.trig)] {
		return nil, false
	}
	tok := st.Tokens[cd.trig]
	switch tok.UPOS {
	case "NOUN":
		if tok.XPOS != "NNS" {
			return nil, false // "the killing of A and B": one incident
		}
		if k := cd.trig + 1; k+1 < len(st.Tokens) && t.lemma(k) == "of" {
			if out := namesFrom(t, k); len(out) >= 2 && !includingBefore(t, k, out[0]) {
				return out, false
			}
		}
		if v := victimsNext(t, cd.sent); v >= 0 {
			if out := namesFrom(t, v); len(out) >= 2 {
				return out, false
			}
		}
	case "VERB":
		victim := t.child(cd.trig, "obj")
		if victim < 0 && cd.trig+1 < len(st.Tokens) && st.Tokens[cd.trig+1].UPOS == "NOUN" {
			victim = cd.trig + 1 // "having executed captives": the parser may read the verb as the noun's modifier
		}
		if victim >= 0 && includingAfter(t, victim) {
			if out := namesFrom(t, victim); len(out) >= 2 {
				return out, true
			}
		}
	}
	return nil, false
}

// namesFrom returns the people named after token v up to listEnd, as long
// as each is joined to the one before by a comma or "and": a name reached
// otherwise is past the list, however the parse reads the words between
// ("A and B last month prompted the minister C to resign", "A and B
// shocked the minister C").
func namesFrom(t *tree, v int) []doc.Span {
	end := listEnd(t, v)
	var out []doc.Span
	for _, m := range t.st.Mentions {
		if m.Label != doc.LabelPER || m.FirstToken <= v || m.FirstToken >= end {
			continue
		}
		if len(out) > 0 && !joined(t, out[len(out)-1], m.Span) {
			break
		}
		out = append(out, m.Span)
	}
	return out
}

// joined reports whether a comma or "and" stands between spans a and b.
func joined(t *tree, a, b doc.Span) bool {
	for k := t.tokenFrom(a.End); k < len(t.st.Tokens) && t.st.Tokens[k].Start < b.Start; k++ {
		if l := t.lemma(k); l == "," || l == "and" {
			return true
		}
	}
	return false
}

// victimsNext returns the verb of a sentence after sentence sent that
// opens by naming the victims ("The victims included ...", "The victims
// were ..."), or -1.
func victimsNext(t *tree, sent int) int {
	st := t.st
	if sent+1 >= len(st.Sentences) {
		return -1
	}
	k := st.Sentences[sent+1].FirstToken
	if k+2 >= st.Sentences[sent+1].EndToken || t.lemma(k) != "the" || t.lemma(k+1) != "victim" {
		return -1
	}
	if l := t.lemma(k + 2); l == "include" || l == "be" {
		return k + 2
	}
	return -1
}

// includingAfter reports whether "including" follows noun n, a comma
// aside ("prisoners, including ...").
func includingAfter(t *tree, n int) bool {
	for k := n + 1; k <= n+2 && k < len(t.st.Tokens); k++ {
		if t.lemma(k) == "include" || t.lemma(k) == "including" {
			return true
		}
		if t.st.Tokens[k].UPOS != "PUNCT" {
			return false
		}
	}
	return false
}

// listEnd returns the token where the list of victims from token v ends:
// its sentence's end, a clause that follows the list ("which were
// filmed", "who had been held"), a semicolon, the killers ("by"), the
// source ("..., the prosecutor said") or the verb of the clause the list
// is the subject of ("said the killings of A and B were a warning to the
// minister X"): names past it are no victims.
func listEnd(t *tree, v int) int {
	st := t.st
	sent := st.Tokens[v].Sentence
	comma := -1
	k := v
	for ; k < len(st.Tokens) && st.Tokens[k].Sentence == sent; k++ {
		switch t.lemma(k) {
		case "which", "who", "whom", "whose", ";", "by", "according":
			return k
		case "say", "tell":
			if comma > v {
				return comma // "..., the prosecutor Karl Brandt said"
			}
			return k
		case ",":
			comma = k
		}
		if k > v && mainVerb(t, k) {
			return k
		}
	}
	return k
}

// mainVerb reports whether token k heads a clause: an auxiliary or
// copula, or the verb of a main or reported clause. Tags alone would not
// do: in one train list the tagger reads a plural noun ("the US
// journalists A and B") as a finite verb.
func mainVerb(t *tree, k int) bool {
	switch tok := t.st.Tokens[k]; tok.UPOS {
	case "AUX":
		return true
	case "VERB":
		return tok.Head < 0 || tok.Rel == "ccomp"
	}
	return false
}

// splitSeries returns one event for each victim a series of killings
// names (seriesVictims), each with that victim as its target and one
// dead; when it tells no series, one event per part of a round-up of
// counts (splitTallies), else one event per town of a list of towns
// (splitTowns), else one event per incident an attack noun counts ("two
// waves of airstrikes": splitNumbered). Killings told with a time or
// place of their own are one incident (oneIncident), as ACLED and UCDP
// code them: ev stays whole and takes the number of the names as its
// toll, unless they are only examples ("including") of an untold number.
// Each copy owns its parts: later stages fill one event's parties in
// place. The copies survive the later stages' deduplication because each
// has its own target, a different person's name, which keeps them apart
// (TestSeriesKillings codes through the whole pipeline).
func splitSeries(t *tree, cd *candidate, ev doc.Event) []doc.Event {
	victims, examples := seriesVictims(t, cd)
	if victims == nil {
		if parts := splitTallies(t, cd, ev); parts != nil {
			return parts
		}
		if parts := splitTowns(t, cd, ev); len(parts) > 1 {
			return parts
		}
		return splitNumbered(t, cd, ev)
	}
	if oneIncident(t, cd.trig, victims) {
		if !examples {
			first, last := victims[0], victims[len(victims)-1]
			sp := doc.Span{Start: first.Start, End: last.End}
			n := len(victims)
			ev.Killed = &doc.Count{Best: n, Low: n, High: n, Text: t.st.Slice(sp), Span: sp}
		}
		return []doc.Event{ev}
	}
	out := make([]doc.Event, 0, len(victims))
	for _, sp := range victims {
		e := detached(ev)
		name := t.st.Slice(sp)
		e.Target = &doc.Party{Text: name, Span: sp}
		if ev.Target != nil {
			e.Target.Actor = ev.Target.Actor
		}
		e.Killed = &doc.Count{Best: 1, Low: 1, High: 1, Text: name, Span: sp}
		out = append(out, e)
	}
	return out
}

// detached returns a copy of ev that shares no party, claim, evidence or
// mention with it, for an event split in several (splitSeries,
// splitTowns) whose parts are merged and filled apart.
func detached(ev doc.Event) doc.Event {
	e := ev
	if ev.Actor != nil {
		a := *ev.Actor
		e.Actor = &a
	}
	if ev.Target != nil {
		g := *ev.Target
		e.Target = &g
	}
	e.Claims = slices.Clone(ev.Claims)
	e.Evidence = slices.Clone(ev.Evidence)
	e.Mentions = slices.Clone(ev.Mentions)
	return e
}

// oneIncident reports whether the killing at trig is told with a date,
// time or place of its own ("the murders of A and B outside her home in
// Los Angeles in June 1994", "executed villagers, including A and B, in a
// raid on Tuesday"): the victims died together. It looks in the
// trigger's phrase, leaving out clauses hanging on it ("which were filmed
// in Syria"), and after the last of the victims up to where their list
// ends (listEnd; the parser's trees of such lists are unreliable), never
// in the list itself ("the US journalists A and B"). A duration ("over
// two years") or a year ("in 2014") may hold a series.
func oneIncident(t *tree, trig int, victims []doc.Span) bool {
	own := t.subtree(trig, func(_ bool, k int) bool {
		switch t.st.Tokens[k].Rel {
		case "acl:relcl", "parataxis", "advcl", "conj", "appos", "ccomp", "xcomp":
			return true
		}
		return false
	})
	last := victims[len(victims)-1]
	list := doc.Span{Start: t.st.Tokens[trig].End, End: last.End}
	tail := doc.Span{Start: last.End, End: last.End}
	if k := t.lastTokenIn(last); k >= 0 {
		if e := listEnd(t, k); e > k {
			tail.End = t.st.Tokens[e-1].End
		}
	}
	told := func(sp doc.Span) bool {
		return !list.Contains(sp) && (own.Contains(sp) || tail.Contains(sp))
	}
	for _, x := range t.st.Timexes {
		if (x.Type == "DATE" && x.Precision != "year" || x.Type == "TIME") && told(x.Span) {
			return true
		}
	}
	return slices.ContainsFunc(t.st.Places, func(p doc.Place) bool { return told(p.Span) })
}

// includingBefore reports whether "including" stands between token k and
// the first name sp: "killings of UK citizens, including A and B" recalls
// a group's record, the names only examples of it.
func includingBefore(t *tree, k int, sp doc.Span) bool {
	for ; k < len(t.st.Tokens) && t.st.Tokens[k].Span.Start < sp.Start; k++ {
		if l := t.lemma(k); l == "include" || l == "including" {
			return true
		}
	}
	return false
}
