package event

import "sitrep/doc"

// venueWindow is how many sentences before or after a statement's own the
// venue of its speaker may be told.
const venueWindow = 3

// venuePlace returns the place where a statement's speaker was speaking
// or meeting when a nearby sentence gives it and the statement's own does
// not ("the minister condemned the levy ... She was speaking at a trade
// forum in X", "he vowed ... he then addressed a rally in X"): a place
// hung by "in", "at" or "from" on a verb of speaking or meeting
// ([venue-verbs]), directly or through the noun of the venue, whose
// subject is the statement's actor; or a place of talks, a summit, a
// meeting or a conference ("talks in X ended, with the mediator
// conceding ...") in a sentence that names the actor. Nil for a physical
// event, an event already placed, or when no such sentence lies within
// venueWindow.
func venuePlace(t *tree, e *doc.Event) *doc.Place {
	st := t.st
	if physical[e.Type.Plover] || e.Place != nil || e.Actor == nil {
		return nil
	}
	trig := t.tokenFrom(e.Trigger.Start)
	a := t.spanHead(e.Actor.Span)
	if trig >= len(st.Tokens) || a < 0 || !saidBy(t, trig, e.Actor) {
		return nil
	}
	s := st.Tokens[trig].Sentence
	for d := 1; d <= venueWindow; d++ {
		for _, s2 := range []int{s + d, s - d} {
			if s2 < 0 || s2 >= len(st.Sentences) {
				continue
			}
			for _, p := range placesIn(t, s2) {
				if v := venueHead(t, t.spanHead(p.Span)); v >= 0 && sayingPlace(t, v, p.Span) && sameVenueSpeaker(t, speakerOf(t, v), a) {
					return p
				}
				if meetingAt(t, t.spanHead(p.Span)) && namedIn(t, s2, a) {
					return p
				}
			}
		}
	}
	return nil
}

// placesIn returns the places of sentence s that may tell where something
// was: not in the headline, not qualifying a noun ("a UK official"), not
// an adjective's part ("US-backed").
func placesIn(t *tree, s int) []*doc.Place {
	st := t.st
	var out []*doc.Place
	for k := range st.Places {
		p := &st.Places[k]
		if st.Sentences[s].Contains(p.Span) && !inHeadline(st, p.Span) && !t.modifier(p.Span) && !hyphenated(st, p.Span) {
			out = append(out, p)
		}
	}
	return out
}

// venueHead returns the verb of speaking or meeting the place headed by h
// tells the venue of: h is marked "in", "at" or "from" and hangs on the
// verb, or on a noun phrase of it ("at the thinktank X in London", "told a
// rally in Bursa"); else -1. The venue verb is the statement's site
// (sayingPlace), not inObject's: an occasion told to ("told a rally") is
// where it was said.
func venueHead(t *tree, h int) int {
	st := t.st
	if h < 0 {
		return -1
	}
	switch t.marker(h) {
	case "in", "at", "from":
	default:
		return -1
	}
	for k, n := st.Tokens[h].Head, 0; k >= 0 && n < 3; k, n = st.Tokens[k].Head, n+1 {
		if st.Tokens[k].UPOS == "VERB" {
			if placeWords.venueVerbs[t.lemma(k)] {
				return k
			}
			return -1
		}
		// The way up passes only nouns of the venue: "at the
		// thinktank X", "a rally" told to; not "about the attack in X".
		switch doc.BaseRel(st.Tokens[k].Rel) {
		case "appos", "flat", "compound":
		case "obl", "nmod":
			if m := t.marker(k); m != "in" && m != "at" && m != "from" && m != "during" {
				return -1
			}
		case "obj", "iobj":
			if !placeWords.occasions[t.lemma(k)] {
				return -1
			}
		default:
			return -1
		}
	}
	return -1
}

// speakerOf returns the token of the one speaking or meeting at verb v:
// its subject, or the noun a participle clause qualifies ("her father,
// speaking from X,"), or the subject of the clause an adverbial participle
// hangs on; -1 if none.
func speakerOf(t *tree, v int) int {
	if s := t.child(v, "nsubj"); s >= 0 {
		return s
	}
	hd := t.st.Tokens[v].Head
	if hd < 0 {
		return -1
	}
	switch t.st.Tokens[v].Rel {
	case "acl":
		return hd
	case "advcl":
		return t.child(hd, "nsubj")
	}
	return -1
}

// sameVenueSpeaker reports whether the tokens i and j name the same person or
// body: their mentions corefer, or carry the same coded name.
func sameVenueSpeaker(t *tree, i, j int) bool {
	if i < 0 || j < 0 {
		return false
	}
	m, n := mentionAt(t, i), mentionAt(t, j)
	if m == nil || n == nil {
		return false
	}
	if m.Actor.Name != "" && m.Actor.Name == n.Actor.Name {
		return true
	}
	return corefRoot(t, m) == corefRoot(t, n)
}

// corefRoot follows a mention's coreference links to the first mention of
// its chain.
func corefRoot(t *tree, m *doc.Mention) *doc.Mention {
	for n := 0; m.Antecedent >= 0 && m.Antecedent < len(t.st.Mentions) && n < 10; n++ {
		m = &t.st.Mentions[m.Antecedent]
	}
	return m
}

// saidBy reports whether the actor p is the subject of the statement's
// trigger trig, or of the verb a noun trigger is the object of ("held a
// meeting"): the speaker's own act. A stance told inside another clause
// ("as agreed in a deal brokered this year") or a noun of what is said
// ("a refugee deal") was not made at the speaker's venue.
func saidBy(t *tree, trig int, p *doc.Party) bool {
	s := t.child(trig, "nsubj")
	if hd := t.st.Tokens[trig].Head; s < 0 && hd >= 0 && t.st.Tokens[trig].UPOS == "NOUN" && doc.BaseRel(t.st.Tokens[trig].Rel) == "obj" {
		s = t.child(hd, "nsubj")
	}
	return s >= 0 && (p.Span.Contains(t.st.Tokens[s].Span) || sameVenueSpeaker(t, s, t.spanHead(p.Span)))
}

// meetingAt reports whether the place headed by h is where a meeting was
// held: "talks in Geneva", "a summit in Sochi".
func meetingAt(t *tree, h int) bool {
	if h < 0 || t.marker(h) != "in" && t.marker(h) != "at" {
		return false
	}
	hd := t.st.Tokens[h].Head
	if hd < 0 || t.st.Tokens[hd].UPOS != "NOUN" {
		return false
	}
	return placeWords.meetingNouns[t.lemma(hd)]
}

// namedIn reports whether sentence s names the one at token a.
func namedIn(t *tree, s, a int) bool {
	sent := t.st.Sentences[s]
	for k := sent.FirstToken; k < sent.EndToken; k++ {
		if t.covering(k) >= 0 && sameVenueSpeaker(t, k, a) {
			return true
		}
	}
	return false
}
