package event

import (
	"strings"

	"sitrep/doc"
)

// The target of an act aimed at someone is often named only through what
// that someone did or must do, or through the purpose or setting of the
// act: a protest against "Sweden's decision", an inquiry into "war crimes
// by extremists", a threat carried out "unless Baghdad accepts", fire
// opened "to disperse the mob", a strike called off "after talks with the
// government". The functions here find that party where the parse leaves
// the act with no target, or with a thing for one; codedTarget runs them.

// aimMarkers introduce the phrase a protest is aimed at.
var aimMarkers = map[string]bool{"against": true, "at": true, "over": true}

// doerOf returns the coded party that does what the uncoded act or thing
// k names, or -1: its possessor ("Sweden's decision"), its "by" or "from"
// phrase ("violations by the security forces", "demands from the
// union"), the agent of a participle on it ("the demonstration staged by
// students"), looking one phrase down where the parse chains them
// ("the human rights violations by the forces"). A "by" phrase after k
// that the parse hung on the active verb k depends on is k's too:
// "investigating war crimes by extremists" (an active verb has no agent
// of its own). The actor is never its own target.
func doerOf(t *tree, k, actor int) int {
	ok := func(j int) bool {
		return j >= 0 && j != actor && !isTimeWord(t, j) && !toponym(t, j) && codedParty(t, t.referent(j))
	}
	var look func(h, depth int) int
	look = func(h, depth int) int {
		for _, j := range t.kids[h] {
			switch r := t.st.Tokens[j].Rel; {
			case r == "nmod:poss" && ok(j):
				return j
			case doc.BaseRel(r) == "nmod" && vocab.agentMarkers[t.marker(j)] && ok(j):
				return j
			case r == "acl" && t.st.Tokens[j].XPOS == "VBN", r == "amod" && t.st.Tokens[j].XPOS == "JJ":
				// "organised by the union", tagged as an adjective or not.
				for _, a := range t.children(j, "obl") {
					if (t.st.Tokens[a].Rel == "obl:agent" || t.marker(a) == "by") && ok(a) {
						return a
					}
				}
			}
		}
		if depth > 0 {
			for _, j := range t.kids[h] {
				if doc.BaseRel(t.st.Tokens[j].Rel) == "nmod" && !ok(j) {
					if a := look(j, depth-1); a >= 0 {
						return a
					}
				}
			}
		}
		return -1
	}
	if a := look(k, 1); a >= 0 {
		return a
	}
	if v := t.st.Tokens[k].Head; v >= 0 && t.st.Tokens[v].UPOS == "VERB" && t.child(v, "aux:pass") < 0 {
		if r := doc.BaseRel(t.st.Tokens[k].Rel); r == "obj" || r == "obl" {
			for _, j := range t.children(v, "obl") {
				if j > k && t.marker(j) == "by" && ok(j) {
					return j
				}
			}
		}
	}
	return -1
}

// byDoer returns the coded party a "by" phrase names as doing the act k
// names, hung on k ("the execution of activists by the regime") or, after
// k, on the active verb k depends on; or -1.
func byDoer(t *tree, k, actor int) int {
	ok := func(j int) bool {
		return j >= 0 && j != actor && !toponym(t, j) && codedParty(t, t.referent(j))
	}
	for _, j := range t.children(k, "nmod") {
		if t.marker(j) == "by" && ok(j) {
			return j
		}
	}
	if v := t.st.Tokens[k].Head; v >= 0 && t.st.Tokens[v].UPOS == "VERB" && t.child(v, "aux:pass") < 0 && t.st.Tokens[k].Rel == "obj" {
		for _, j := range t.children(v, "obl") {
			if j > k && t.marker(j) == "by" && ok(j) {
				return j
			}
		}
	}
	return -1
}

// actedTarget replaces a target that is an uncoded act or thing by the
// party doing it (doerOf), for an act aimed at that party: "prevented the
// demonstration staged by students" bears on the students, "protested
// against the government's decision" is aimed at the government. What an
// attack hits stays its target, and a promise keeps its content.
func (c *Coder) actedTarget(t *tree, cd *candidate) {
	k := cd.target
	if k < 0 || cd.tr.Plover == "ASSAULT" || cd.tr.Plover == "AGREE" {
		return
	}
	event := c.isEventNoun(t, k)
	if codedParty(t, k) {
		// A thing coded by a party inside it keeps it; but an act
		// coded only by whom it was done to ("condemned the execution
		// of three activists by the regime") is aimed at the one its
		// by-phrase names.
		if m := mentionAt(t, k); aimed[cd.tr.Plover] && (m == nil || m.Actor == (doc.Actor{})) {
			if a := byDoer(t, k, cd.actor); a >= 0 {
				cd.target = a
			}
		}
		return
	}
	if !event && !(aimed[cd.tr.Plover] || cd.tr.Plover == "COERCE") {
		return
	}
	if xp := t.st.Tokens[k].XPOS; xp != "NN" && xp != "NNS" {
		return
	}
	if a := doerOf(t, k, cd.actor); a >= 0 {
		cd.target = a
	}
}

// purposeTarget gives a protest with no coded target what its purpose
// clause or phrase is aimed at: "began a hunger strike to protest the
// decision", "staged a sit-in in protest against the law", and "staged
// rallies in the capital against the president", where the parse hangs
// the "against" phrase on the place.
func (c *Coder) purposeTarget(t *tree, cd *candidate) {
	if cd.tr.Plover != "PROTEST" || cd.target >= 0 && codedParty(t, cd.target) {
		return
	}
	if k := aimedPhrase(t, cd.trig, cd.actor); k >= 0 {
		cd.target = k
		return
	}
	if tok := &t.st.Tokens[cd.trig]; tok.UPOS == "NOUN" && (tok.Rel == "obj" || tok.Rel == "obl") && tok.Head >= 0 && t.st.Tokens[tok.Head].UPOS == "VERB" {
		// "staged a strike to protest", "went on strike against the
		// cuts": the verb the noun is the object of carries its phrases.
		h := tok.Head
		if k := aimedPhrase(t, h, cd.actor); k >= 0 {
			cd.target = k
		} else if k := aimedIn(t, h, cd.actor); k >= 0 {
			cd.target = k
		}
	}
}

// aimedIn returns the "against", "at" or "over" phrase of p, or -1.
func aimedIn(t *tree, p, actor int) int { return phraseMarked(t, p, actor, aimMarkers) }

// againstMarker introduces the party a deployment is sent against.
var againstMarker = map[string]bool{"against": true}

// phraseMarked returns the first nominal phrase of p, other than actor,
// whose marker is in markers and that is not a time ("against the
// night"), or -1.
func phraseMarked(t *tree, p, actor int, markers map[string]bool) int {
	for _, j := range t.kids[p] {
		if r := doc.BaseRel(t.st.Tokens[j].Rel); (r == "nmod" || r == "obl") && markers[t.marker(j)] && j != actor && !isTimeWord(t, j) {
			return j
		}
	}
	return -1
}

// aimedPhrase returns the phrase under h that a protest is aimed at, or
// -1: the object (or "against" phrase) of a purpose clause of protest,
// the "against" phrase of "in protest", or an "against" phrase of a place
// phrase of h.
func aimedPhrase(t *tree, h, actor int) int {
	for _, k := range t.kids[h] {
		tok := &t.st.Tokens[k]
		switch r := doc.BaseRel(tok.Rel); {
		case (r == "acl" || r == "advcl" || r == "xcomp") && tok.UPOS == "VERB" && vocab.protestVerbs[t.lemma(k)]:
			if o := t.child(k, "obj"); o >= 0 && o != actor && !isTimeWord(t, o) {
				return o
			}
			if j := aimedIn(t, k, actor); j >= 0 {
				return j
			}
		case (r == "obl" || r == "nmod") && tok.UPOS == "NOUN" && t.lemma(k) == "protest" && t.marker(k) == "in":
			if j := aimedIn(t, k, actor); j >= 0 {
				return j
			}
		case (r == "obl" || r == "nmod") && (vocab.locatives[t.marker(k)] || t.marker(k) == "in") && (toponym(t, k) || isPlace(t, k)):
			// A place the dictionary codes as a government too ("in
			// the Gaza Strip against the leader") is still where.
			if j := aimedIn(t, k, actor); j >= 0 {
				return j
			}
		}
	}
	return -1
}

// conditionTarget gives a threat the party its condition is put to:
// "threatened to launch an offensive unless Baghdad accepted its terms",
// "threatened to end the talks if the United States deploys missiles".
// The threat bears on whoever must comply, whatever the threatened act
// would hit ("threatened to shell the town unless the government ...").
func (c *Coder) conditionTarget(t *tree, cd *candidate) {
	if cd.tr.Plover != "THREATEN" {
		return
	}
	own := ""
	if cd.actor >= 0 {
		own = party(t, t.referent(cd.actor)).Actor.Country
	}
	if s := conditionSubject(t, cd.trig, cd.actor, own, 0); s >= 0 {
		cd.target = s
	}
}

// conditionSubject returns the coded subject of an "if" or "unless"
// clause under h, other than the actor and the actor's own country, or
// -1. The parse may hang the condition on any clause or phrase of the
// threat ("threatened to stop talks to reduce arms if the United States
// goes ahead"), so it looks down the threat's own clauses and objects, a
// few levels deep.
func conditionSubject(t *tree, h, actor int, own string, depth int) int {
	if depth > 3 {
		return -1
	}
	for _, k := range t.children(h, "advcl") {
		if m := t.marker(k); m != "if" && m != "unless" {
			continue
		}
		s := t.child(k, "nsubj", "nsubj:pass")
		if s < 0 || s == actor || isRelative(t, s) {
			continue
		}
		if a := party(t, t.referent(s)).Actor; a != (doc.Actor{}) && (own == "" || a.Country != own) {
			return s
		}
	}
	for _, k := range t.kids[h] {
		switch t.st.Tokens[k].Rel {
		case "xcomp", "obj", "acl", "ccomp":
			if s := conditionSubject(t, k, actor, own, depth+1); s >= 0 {
				return s
			}
		}
	}
	return -1
}

// forceTarget gives force used with no target whom its purpose clause
// says it was used against: "police opened fire to disperse stone-pelting
// mobs", "fired 64 rounds in the air to quell the mob". The clause may
// hang on the trigger, on its object ("fire ... to disperse"), or, for a
// noun trigger, on the verb it is the object of ("fired tear gas to
// break up a crowd").
func (c *Coder) forceTarget(t *tree, cd *candidate) {
	if cd.tr.Plover != "ASSAULT" && cd.tr.Plover != "COERCE" {
		return
	}
	if k := cd.target; k >= 0 && t.st.Tokens[k].UPOS != "NUM" {
		return
	}
	heads := []int{cd.trig}
	if o := t.child(cd.trig, "obj"); o >= 0 {
		heads = append(heads, o)
	}
	if tok := &t.st.Tokens[cd.trig]; tok.UPOS == "NOUN" && tok.Rel == "obj" && tok.Head >= 0 {
		heads = append(heads, tok.Head)
	}
	for _, h := range heads {
		for _, k := range t.kids[h] {
			switch t.st.Tokens[k].Rel {
			case "xcomp", "advcl", "acl":
			default:
				continue
			}
			if !vocab.dispersers[t.lemma(k)] || t.marker(k) != "to" {
				continue
			}
			if o := t.child(k, "obj"); o >= 0 && o != cd.actor && !isTimeWord(t, o) && !toponym(t, o) {
				cd.target = o
				return
			}
		}
	}
	if s := answeredCrowd(t, heads, cd.actor); s >= 0 {
		cd.target = s
	}
}

// answeredCrowd returns the crowd whose act a use of force answered, told
// in a clause of time on one of heads: "police fired tear gas when some
// protesters threw stones", "after villagers blocked the highway". Only a
// crowd (demonstrators, students, villagers, hundreds of people) is taken:
// "fired when the convoy passed" names no one force was used against.
func answeredCrowd(t *tree, heads []int, actor int) int {
	for _, h := range heads {
		for _, k := range t.kids[h] {
			if t.st.Tokens[k].Rel != "advcl" {
				continue
			}
			m := t.marker(k)
			if a := t.child(k, "advmod"); m == "" && a >= 0 && a < k {
				m = strings.ToLower(t.st.Tokens[a].Form) // "when", parsed as an adverb
			}
			switch m {
			case "when", "after", "as":
			default:
				continue
			}
			s := t.child(k, "nsubj")
			if s < 0 || s == actor {
				continue
			}
			if p := strings.ToLower(t.st.Slice(t.fullSpan(s))); hasAny(p, vocab.demonstrators) || hasAny(p, vocab.crowdGroups) || hasAny(p, vocab.crowdSize) {
				return s
			}
		}
	}
	return -1
}

// counterpartTarget gives a concession or agreement with no coded target
// the party it was dealt with: "called off the strike after deliberations
// with the government", "agreed to a ceasefire following talks with the
// rebels". The talks hang on the trigger or on a word of its clause.
func (c *Coder) counterpartTarget(t *tree, cd *candidate) {
	switch cd.tr.Plover {
	case "CONCEDE", "AGREE", "RETREAT", "COOPERATE":
	default:
		return
	}
	if k := cd.target; k >= 0 && codedParty(t, k) && !actorsOwn(t, cd, k) {
		return
	}
	heads := append([]int{cd.trig}, t.kids[cd.trig]...)
	for _, h := range heads {
		for _, k := range t.kids[h] {
			if r := doc.BaseRel(t.st.Tokens[k].Rel); r != "obl" && r != "nmod" || !vocab.dealings[t.lemma(k)] {
				continue
			}
			if m := t.marker(k); m != "after" && m != "following" && m != "in" && m != "through" {
				continue
			}
			for _, w := range t.children(k, "nmod") {
				if t.marker(w) == "with" && w != cd.actor && codedParty(t, w) {
					cd.target = w
					return
				}
			}
		}
	}
}

// actorsOwn reports whether target k is a thing of cd's actor's own, coded
// only through its possessive pronoun: "the union called off its strike",
// "teachers called off their walkout". What is given up is no party; the
// concession is made to whoever it was dealt with.
func actorsOwn(t *tree, cd *candidate, k int) bool {
	if cd.actor < 0 || mentionAt(t, k) != nil {
		return false
	}
	for _, p := range t.kids[k] {
		if tk := &t.st.Tokens[p]; tk.Rel == "nmod:poss" && tk.UPOS == "PRON" && t.referent(p) == t.referent(cd.actor) {
			return true
		}
	}
	return false
}

// pressureTarget gives a concession or refusal with no coded target the
// party whose demand or pressure it answers: "conceded to demands from
// UNITA", "declined to resign despite pressure by the anti-corruption
// commission", "bowed to pressure from Washington". The demand may hang
// on the trigger or a phrase under it, where the parse misplaces it
// ("despite growing pressure" parsed as a clause of "growing").
func (c *Coder) pressureTarget(t *tree, cd *candidate) {
	switch cd.tr.Plover {
	case "CONCEDE", "REJECT", "RETREAT", "AGREE":
	default:
		return
	}
	if k := cd.target; k >= 0 && codedParty(t, k) {
		return
	}
	var look func(h, depth int) int
	look = func(h, depth int) int {
		for _, k := range t.kids[h] {
			r := doc.BaseRel(t.st.Tokens[k].Rel)
			if r != "obl" && r != "nmod" && r != "obj" && r != "advcl" {
				continue
			}
			if r != "advcl" && vocab.pressures[t.lemma(k)] {
				if a := doerOf(t, k, cd.actor); a >= 0 {
					return a
				}
			}
			if depth > 0 {
				if a := look(k, depth-1); a >= 0 {
					return a
				}
			}
		}
		return -1
	}
	heads := append([]int{cd.trig}, t.children(cd.trig, "xcomp")...)
	if tok := &t.st.Tokens[cd.trig]; tok.Rel == "xcomp" && tok.Head >= 0 {
		heads = append(heads, tok.Head) // "declined to resign despite pressure"
	}
	for _, h := range heads {
		if a := look(h, 1); a >= 0 {
			cd.target = a
			return
		}
	}
}

// retreatTarget gives a withdrawal of the actor's own forces the party or
// place withdrawn from: "Israel withdrew its troops from southern
// Lebanon", "Syria pulled its forces out of Lebanon". The troops are the
// actor's; whom the withdrawal bears on is where they leave.
//
// What a withdrawal or resignation gives up is the actor's own, never
// whom it bears on: the forces withdrawn ("withdraw 2,000 troops", "the
// withdrawal of US troops") and a post or force owned by a pronoun ("quit
// their posts", "pulling out its military"). With no place withdrawn
// from, such a retreat has no target.
func (c *Coder) retreatTarget(t *tree, cd *candidate) {
	if cd.tr.Plover != "RETREAT" {
		return
	}
	withdrawnFrom(t, cd)
	leftCountry(t, cd)
}

// withdrawnFrom sets the target of retreat cd to the place it withdraws
// from, or drops a target that is only what it gives up
// (retreatTarget).
func withdrawnFrom(t *tree, cd *candidate) {
	k := cd.target
	given := k >= 0 && givenUp(t, cd, k)
	if k >= 0 && !ownedBySubject(t, k) && !given {
		return
	}
	for _, k := range t.children(cd.trig, "obl") {
		if leftFrom(t, k) && !isTimeWord(t, k) {
			cd.target = k
			return
		}
	}
	if given {
		cd.target = -1
	}
}

// leftCountry drops the target of a withdrawal that is the country the
// forces leave (forcesWithdrawn): "withdraw troops from Syria", "the
// withdrawal from Afghanistan". A country left is where the withdrawal
// happens, its place, not a party it bears on (docs/QUALITY.md, "Article
// gold: coding rules": a place is no party). A region or town left stays
// (withdrawal bears on where they leave), a part of a country too.
func leftCountry(t *tree, cd *candidate) {
	k := cd.target
	if k < 0 || cd.tr.Mode != "withdraw" {
		return
	}
	// A part of a country ("southern Lebanon") is a region left, which
	// keeps its target.
	whole := t.child(k, "amod", "compound") < 0
	if leftFrom(t, k) && whole && countryPlace(t, k) && forcesWithdrawn(t, cd.trig) {
		cd.target = -1
	}
}

// leftFrom reports whether phrase k tells what a withdrawal leaves: "from
// Syria", "out of Lebanon".
func leftFrom(t *tree, k int) bool {
	m := t.marker(k)
	return m == "from" || m == "out"
}

// forcesWithdrawn reports whether withdrawal trigger i withdraws forces or
// names nothing withdrawn ("pull out of Syria"): an envoy or a support
// withdrawn from a country ("withdrew its ambassador from Ankara") bears
// on that country.
func forcesWithdrawn(t *tree, i int) bool {
	w := t.child(i, "obj")
	if w < 0 {
		for _, k := range t.children(i, "nmod") {
			if t.marker(k) == "of" {
				w = k
			}
		}
	}
	return w < 0 || t.armedWord(w)
}

// countryPlace reports whether token i lies in a place the place stage
// resolved to a country.
func countryPlace(t *tree, i int) bool { return inPlaceOf(t, i, true) }

// givenUp reports whether target k of withdrawal or resignation cd is what
// it gives up: an armed noun ("withdrew 2,000 troops") or a phrase a
// pronoun owns ("quit their posts").
func givenUp(t *tree, cd *candidate, k int) bool {
	if cd.tr.Mode != "withdraw" && cd.tr.Mode != "resign" {
		return false
	}
	p := t.child(k, "nmod:poss")
	return t.armedWord(k) || p >= 0 && t.st.Tokens[p].UPOS == "PRON"
}

// mobilisedTarget drops the target of a deployment that is only what was
// deployed, the trigger's object ("deployed riot police", "sent troops to
// the district"): the actor's means, not whom the act is aimed at. The
// target is then the party it was sent against ("soldiers against the
// rebels"), else none. The subject's own forces where a place is named
// stay, for placedParty to code the place ("reinforced its troops in the
// border province").
func (c *Coder) mobilisedTarget(t *tree, cd *candidate) {
	if cd.tr.Plover != "MOBILIZE" || cd.target < 0 || cd.target != t.child(cd.trig, "obj") || ownedBySubject(t, cd.target) {
		return
	}
	o := cd.target
	cd.target = -1
	for _, h := range []int{cd.trig, o} {
		if k := phraseMarked(t, h, cd.actor, againstMarker); k >= 0 {
			cd.target = k
			return
		}
	}
}
