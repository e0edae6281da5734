package event

import "sitrep/doc"

// numberedIncidents returns how many incidents an attack noun counts
// with a small number of its own, or 0: "two stabbings", "two stabbing
// incidents" (a light noun the trigger is compounded onto: [light-nouns]
// of lexicon/lemmas.txt), "two waves of airstrikes" (a noun that counts
// incidents, [incident-counts]). Coders code each of such incidents apart,
// in the sentence that counts them. What is fired ("two rockets hit",
// [fired]) is one attack, and a number of a time ("two months of
// clashes") counts no incidents. Only two to five: a larger figure is a
// tally of a campaign told in passing.
func numberedIncidents(t *tree, trig int) int {
	st := t.st
	tok := st.Tokens[trig]
	noun := tok.UPOS == "NOUN"
	plain := noun && !vocab.weapons[t.lemma(trig)] // an attack, not what is fired
	counted := -1                                  // the noun the number modifies
	if plain {
		counted = trig
	}
	if h := tok.Head; h >= 0 {
		switch rel := doc.BaseRel(tok.Rel); {
		case noun && rel == "nmod" && t.marker(trig) == "of" && vocab.incidentCounts[t.lemma(h)]:
			counted = h // "two waves of airstrikes", "two waves of rockets"
		case (noun || tok.XPOS == "VBG") && (rel == "compound" || rel == "amod" && !plain) && vocab.lightNouns[t.lemma(h)]:
			counted = h // "two stabbing incidents", the trigger a noun or a participle
		}
	}
	if counted < 0 || st.Tokens[counted].XPOS != "NNS" {
		return 0
	}
	num := t.child(counted, "nummod")
	if num < 0 && counted != trig {
		num = t.child(trig, "nummod") // "two stabbings incidents": the parser may hang it on the trigger
	}
	if num < 0 {
		return 0
	}
	n, ok := smallNumber(st.Tokens[num].Form)
	if !ok || n < 2 || n > 5 {
		return 0
	}
	return n
}

// splitNumbered returns one event for each incident an attack noun
// counts (numberedIncidents), or ev alone. The copies share the parties,
// place and time the sentence gives them all; a toll told with them
// belongs to all together and stays with the first.
func splitNumbered(t *tree, cd *candidate, ev doc.Event) []doc.Event {
	if ev.Type.Plover != "ASSAULT" {
		return []doc.Event{ev}
	}
	if ev.Actor != nil && ev.Actor.Span.End == t.st.Tokens[cd.trig].End {
		return []doc.Event{ev} // "two suicide bombers blew themselves up": the noun counts the attackers
	}
	// "Two blasts" told beside a headline's "blasts" in one sentence:
	// the events told apart there tell some of the incidents already.
	n := numberedIncidents(t, cd.trig) - cd.beside
	if n < 2 {
		return []doc.Event{ev}
	}
	out := make([]doc.Event, 0, n)
	out = append(out, ev)
	for range n - 1 {
		e := detached(ev)
		e.Killed, e.Injured, e.Arrested = nil, nil, nil
		out = append(out, e)
	}
	return out
}

// newNumbered reports whether b, told in another sentence than a, counts
// incidents of its own (numberedIncidents) with no determiner that points
// back ("two waves of airstrikes hit the town" after an earlier strike):
// b starts an event of its own, which splitNumbered splits. "The two
// attacks" retells what was told.
func newNumbered(t *tree, a, b *candidate) bool {
	if a.sent == b.sent || b.ev.Type.Plover != "ASSAULT" || numberedIncidents(t, b.trig) == 0 {
		return false
	}
	pointsBack := func(k int) bool { return k >= 0 && t.child(k, "det", "det:poss", "nmod:poss") >= 0 }
	if pointsBack(b.trig) || pointsBack(t.st.Tokens[b.trig].Head) {
		return false
	}
	return true
}

// countBeside sets on each event of out how many others of its category
// are told in its sentence (candidate.beside).
func countBeside(out []*candidate) {
	type key struct {
		sent   int
		plover string
	}
	told := map[key]int{}
	for _, cd := range out {
		told[key{cd.sent, cd.ev.Type.Plover}]++
	}
	for _, cd := range out {
		cd.beside = told[key{cd.sent, cd.ev.Type.Plover}] - 1
	}
}
