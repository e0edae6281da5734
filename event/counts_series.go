package event

import (
	"slices"
	"strings"

	"sitrep/doc"
)

// seriesKillings are the lemmas of killing words that, told of several
// named victims, tell a series of killings: one each, on its own day and
// place ("beheaded hostages including A, B and C").
var seriesKillings = map[string]bool{"killing": true, "murder": true, "beheading": true, "execution": true,
	"assassination": true, "behead": true, "execute": true, "assassinate": true}

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
func seriesVictims(t *tree, cd *candidate) []doc.Span {
	st := t.st
	if cd.tr.Plover != "ASSAULT" || cd.ev.Killed != nil && !unnumbered(cd.ev.Killed) || !seriesKillings[t.lemma(cd.trig)] {
		return nil
	}
	tok := st.Tokens[cd.trig]
	switch tok.UPOS {
	case "NOUN":
		if !strings.HasSuffix(strings.ToLower(st.Slice(tok.Span)), "s") {
			return nil // "the killing of A and B": one incident
		}
		if k := cd.trig + 1; k+1 < len(st.Tokens) && t.lemma(k) == "of" {
			if out := namesFrom(t, k); len(out) >= 2 && !includingBefore(t, k, out[0]) {
				return out
			}
		}
		if v := victimsNext(t, cd.sent); v >= 0 {
			if out := namesFrom(t, v); len(out) >= 2 {
				return out
			}
		}
	case "VERB":
		victim := t.child(cd.trig, "obj")
		if victim < 0 && cd.trig+1 < len(st.Tokens) && st.Tokens[cd.trig+1].UPOS == "NOUN" {
			victim = cd.trig + 1 // "having executed captives": the parser may read the verb as the noun's modifier
		}
		if victim >= 0 && includingAfter(t, victim) {
			if out := namesFrom(t, victim); len(out) >= 2 {
				return out
			}
		}
	}
	return nil
}

// namesFrom returns the people named after token v up to listEnd.
func namesFrom(t *tree, v int) []doc.Span {
	end := listEnd(t, v)
	var out []doc.Span
	for _, m := range t.st.Mentions {
		if m.Label == doc.LabelPER && m.FirstToken > v && m.FirstToken < end {
			out = append(out, m.Span)
		}
	}
	return out
}

// victimsNext returns the verb of a sentence after sentence sent that
// opens by naming the victims ("The victims included ...", "The victims
// were ..."), or -1.
func victimsNext(t *tree, sent int) int {
	st := t.st
	k := 0
	for k < len(st.Tokens) && st.Tokens[k].Sentence <= sent {
		k++
	}
	if k+2 >= len(st.Tokens) || st.Tokens[k].Sentence != sent+1 || t.lemma(k) != "the" || t.lemma(k+1) != "victim" {
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
// filmed", "who had been held"), a semicolon, the killers ("by") or the
// source ("..., the prosecutor said"): names past it are no victims.
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
	}
	return k
}

// splitSeries returns one event for each victim a series of killings
// names (seriesVictims), each with that victim as its target and one
// dead, or ev alone when it tells no series. Each copy owns its parts:
// later stages fill one event's parties in place.
func splitSeries(t *tree, cd *candidate, ev doc.Event) []doc.Event {
	victims := seriesVictims(t, cd)
	if victims == nil {
		return []doc.Event{ev}
	}
	out := make([]doc.Event, 0, len(victims))
	for _, sp := range victims {
		e := ev
		name := t.st.Slice(sp)
		e.Target = &doc.Party{Text: name, Span: sp}
		if ev.Target != nil {
			e.Target.Actor = ev.Target.Actor
		}
		if ev.Actor != nil {
			a := *ev.Actor
			e.Actor = &a
		}
		e.Killed = &doc.Count{Best: 1, Low: 1, High: 1, Text: name, Span: sp}
		e.Claims = slices.Clone(ev.Claims)
		e.Evidence = slices.Clone(ev.Evidence)
		e.Mentions = slices.Clone(ev.Mentions)
		out = append(out, e)
	}
	return out
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
