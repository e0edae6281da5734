package event

import "sitrep/doc"

// tallyPiece is one part of a round-up of counts told with the verb left
// out ("29 were arrested in A, 18 in B and 27 in C"): the number of the
// part, its token, and the place named in it, if any.
type tallyPiece struct {
	n     int
	tok   int
	place *doc.Place
}

// tallyPieces returns the parts of a round-up that follow count c of the
// event at trig in its sentence: each a number right after a comma or
// "and" and right before "in" or "at" ("..., 18 in B and 27 at C":
// tallyPrepositions of lexicon/towns.txt), with
// the verb and the counted noun left out. The count itself must be told
// with its own "in" or "at" before the first part, so that the parts
// stand parallel to it. It returns nil when the sentence has no such
// part: a plain list of places or a sum ("three hurt, two by knives")
// is not one.
func tallyPieces(t *tree, trig int, c *doc.Count) []tallyPiece {
	st := t.st
	sent := st.Sentences[st.Tokens[trig].Sentence]
	// A count before the trigger is its subject's ("29 were arrested"),
	// a few words off; one farther back is another clause's, and one from
	// another sentence (a toll adopted) has no parts in this one.
	k := t.lastTokenIn(c.Span)
	if k < 0 || st.Tokens[k].Sentence != st.Tokens[trig].Sentence || k < trig && trig-k > 8 {
		return nil
	}
	from := max(k, trig) + 1
	var out []tallyPiece
	own := false // the count's own "in" or "at" has been read
	for i := from; i+1 < sent.EndToken; i++ {
		own = own || tallyPrepositions[t.lemma(i)]
		n, ok := smallNumber(st.Tokens[i].Form)
		if !ok || st.Tokens[i].UPOS != "NUM" {
			continue
		}
		if !own {
			// A number before the count's own "in" or "at" breaks a
			// total down ("24 were arrested: 10 in A, 8 in B"): the
			// parts are the total's, not further events beside it.
			return nil
		}
		if tallyJoin(t, i-1) && tallyPrepositions[t.lemma(i+1)] {
			out = append(out, tallyPiece{n: n, tok: i})
		}
	}
	for j := range out {
		end := sent.EndToken
		if j+1 < len(out) {
			end = out[j+1].tok - 1
		}
		out[j].place = placeIn(t, out[j].tok+1, end)
	}
	return out
}

// tallyJoin reports whether token i joins a part of a round-up to the one
// before: a comma or "and".
func tallyJoin(t *tree, i int) bool {
	if i < 0 {
		return false
	}
	l := t.lemma(i)
	return l == "," || l == "and"
}

// placeIn returns the first place named in tokens [from, to), or nil.
func placeIn(t *tree, from, to int) *doc.Place {
	if from >= to {
		return nil
	}
	sp := doc.Span{Start: t.st.Tokens[from].Start, End: t.st.Tokens[to-1].End}
	for i, p := range t.st.Places {
		if sp.Contains(p.Span) {
			return &t.st.Places[i]
		}
	}
	return nil
}

// splitTallies returns ev and one copy of it for each further part of a
// round-up of counts told with ev's count (tallyPieces): "29 persons
// were arrested in A, 18 in B and 27 in C" tells three arrests, which
// coders code one each with its own figure and place. A copy takes its
// part's number as its count and the place its part names (else ev's),
// and no target where ev's was the counted people. It returns nil when
// ev tells no round-up. Only arrests and attacks are split, the events
// whose figures such round-ups give.
func splitTallies(t *tree, cd *candidate, ev doc.Event) []doc.Event {
	if p := ev.Type.Plover; p != "COERCE" && p != "ASSAULT" {
		return nil
	}
	var field func(*doc.Event) **doc.Count
	switch {
	case ev.Arrested != nil:
		field = func(e *doc.Event) **doc.Count { return &e.Arrested }
	case ev.Killed != nil:
		field = func(e *doc.Event) **doc.Count { return &e.Killed }
	case ev.Injured != nil:
		field = func(e *doc.Event) **doc.Count { return &e.Injured }
	default:
		return nil
	}
	c := *field(&ev)
	pieces := tallyPieces(t, cd.trig, c)
	if pieces == nil {
		return nil
	}
	out := []doc.Event{ev}
	for _, pc := range pieces {
		e := detached(ev)
		e.Killed, e.Injured, e.Arrested = nil, nil, nil
		tok := t.st.Tokens[pc.tok]
		*field(&e) = &doc.Count{Best: pc.n, Low: pc.n, High: pc.n, Text: tok.Form, Span: tok.Span}
		if pc.place != nil {
			e.Place = whereOf(t.st, pc.place)
			e.Place.ResolvedFrom = "text"
		}
		if e.Target != nil && e.Target.Span.Overlaps(c.Span) {
			e.Target = nil
		}
		out = append(out, e)
	}
	return out
}
