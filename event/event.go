package event

import (
	"fmt"
	"strings"
	"time"

	"sitrep/doc"
)

// Coder finds and codes the events of a parsed story. It is read-only after
// New and safe for concurrent use.
type Coder struct {
	lx *Lexicon
}

// New returns a Coder using the trigger and claim lexicon lx.
func New(lx *Lexicon) *Coder { return &Coder{lx: lx} }

// candidate is an event found on one trigger, before merging.
type candidate struct {
	trig   int // token index of the trigger
	tr     Trigger
	actor  int // token index of the actor's head, or -1
	target int
	claims []doc.Claim
	ev     doc.Event
	sent   int
	// definite marks a noun trigger that refers back ("the attack",
	// "Saturday's shootings"): it names an event told before.
	definite bool
	// placeOwn is true when the place came from the trigger's own phrase.
	placeOwn bool
	// extra holds triggers of killings folded into this event.
	extra []int
}

// Annotate appends st's events to st.Events. It needs tokens with lemmas
// and a dependency parse; mentions, time expressions, places and quantities
// are used where earlier stages left them.
func (c *Coder) Annotate(st *doc.Story) error {
	if len(st.Tokens) == 0 {
		return nil
	}
	t := newTree(st)
	var cands []*candidate
	for i := range st.Tokens {
		if cd := c.candidate(t, i); cd != nil {
			cands = append(cands, cd)
		}
	}
	cands = c.stanceCandidates(t, cands)
	cands = dropExpected(t, cands)
	c.attachClaims(t, cands)
	cands = absorbCasualtyClauses(t, cands)
	cands = absorbContentNouns(t, cands)
	cands = absorbContent(t, cands)
	for _, cd := range cands {
		c.fill(t, cd)
	}
	adoptCounts(t, cands)
	events := merge(t, cands)
	if focus := focusCountry(t); focus != nil {
		for i := range events {
			if events[i].Place == nil {
				events[i].Place = whereOf(st, focus)
				events[i].Place.ResolvedFrom = "story"
			}
		}
	}
	st.Events = append(st.Events, events...)
	return nil
}

// focusCountry returns the first mention of the country the story's places
// lie in most often, counting each place in its country; nil if none. An
// event whose sentence names no place happened, as far as the story tells,
// there.
func focusCountry(t *tree) *doc.Place {
	st := t.st
	n := map[string]int{}
	first := map[string]*doc.Place{}
	for k := range st.Places {
		p := &st.Places[k]
		if p.Country == "" || t.modifier(p.Span) {
			continue
		}
		n[p.Country]++
		if p.Precision == doc.PrecisionCountry && first[p.Country] == nil {
			first[p.Country] = p
		}
	}
	best := ""
	for c, k := range n {
		if first[c] != nil && (best == "" || k > n[best] || k == n[best] && c < best) {
			best = c
		}
	}
	if best == "" {
		return nil
	}
	return first[best]
}

// candidate returns the event triggered at token i, or nil.
func (c *Coder) candidate(t *tree, i int) *candidate {
	tok := &t.st.Tokens[i]
	pos := tok.UPOS
	if pos != "VERB" && pos != "NOUN" {
		return nil
	}
	if pos == "VERB" && t.child(i, "det", "amod") >= 0 {
		// "the burning of the Koran", "the unintentional burning": a noun,
		// whatever its tag; verbs take no determiners or adjectives.
		pos = "NOUN"
	}
	if pos == "NOUN" && base(tok.Rel) == "compound" && !(tok.Head >= 0 && (lightNouns[t.lemma(tok.Head)] || heldEvent(t, i))) {
		return nil // "protest leaders": the noun modifies another; but "a mediation effort" is mediation
	}
	lemma := t.lemma(i)
	if pos == "NOUN" && tok.UPOS == "VERB" {
		lemma = strings.ToLower(tok.Form)
	}
	if c.isClaimVerb(t, i) {
		return nil
	}
	// "an official, who asked not to be named": a source's anonymity, not
	// a request.
	if pos == "VERB" && (lemma == "ask" || lemma == "request") && anonymous(t, i) {
		return nil
	}
	for _, tr := range c.lx.Lookup(lemma, pos) {
		if tr.With != "" && !anyOf(tr.With, func(w string) bool { return t.hasChildLemma(i, w) }) {
			continue
		}
		if tr.Obj != "" {
			// The object of an active verb, the subject of a passive one.
			o := t.measured(t.child(i, "obj", "nsubj:pass"))
			if o < 0 || !anyOf(tr.Obj, func(w string) bool { return t.lemma(o) == w }) {
				continue
			}
		}
		if tr.Passive && t.child(i, "nsubj:pass", "aux:pass") < 0 {
			continue
		}
		cd := &candidate{trig: i, tr: tr, actor: -1, target: -1, sent: tok.Sentence}
		c.arguments(t, cd)
		return cd
	}
	return nil
}

// stagingVerbs hold or carry out an event named by their object: "held a
// protest", "staged a sit-in", "carried out an attack".
var stagingVerbs = map[string]bool{
	"hold": true, "stage": true, "organise": true, "organize": true, "launch": true, "carry": true, "mount": true, "conduct": true,
}

// heldEvent reports whether the compound noun i sits in the object of a
// staging verb, where the parse often makes the event noun a compound of
// what follows it ("held a protest outside the office" -> protest office).
func heldEvent(t *tree, i int) bool {
	h := t.st.Tokens[i].Head
	if h < 0 || t.st.Tokens[h].Rel != "obj" {
		return false
	}
	v := t.st.Tokens[h].Head
	return v >= 0 && stagingVerbs[t.lemma(v)]
}

// anyOf reports whether ok holds for one of the "|"-separated words of a
// frame condition ("obj=aid|arms|food").
func anyOf(words string, ok func(string) bool) bool {
	for _, w := range strings.Split(words, "|") {
		if ok(w) {
			return true
		}
	}
	return false
}

// isClaimVerb reports whether token i is a verb of saying or claiming with a
// frame that matches, in which case it carries a claim, not an event.
func (c *Coder) isClaimVerb(t *tree, i int) bool {
	_, ok := c.claimVerb(t, i)
	return ok
}

func (c *Coder) claimVerb(t *tree, i int) (ClaimVerb, bool) {
	for _, cv := range c.lx.Claims(t.lemma(i)) {
		if cv.Obj != "" {
			o := t.child(i, "obj")
			if o < 0 || !anyOf(cv.Obj, func(w string) bool { return t.lemma(o) == w }) {
				continue
			}
		}
		if cv.With != "" && !anyOf(cv.With, func(w string) bool { return t.hasChildLemma(i, w) }) {
			continue
		}
		return cv, true
	}
	return ClaimVerb{}, false
}

// arguments finds the actor and target of a candidate from the parse.
func (c *Coder) arguments(t *tree, cd *candidate) {
	if cd.tr.POS == "NOUN" {
		// A noun trigger, or a verb form used as one ("the burning of"):
		// its parties are in its own phrase, or the clause it sits in.
		nounArguments(t, cd)
		lightVerbParties(t, cd)
		return
	}
	verbArguments(t, cd)
	sharedArguments(t, cd)
}

// nounArguments finds a noun trigger's parties in its own phrase.
func nounArguments(t *tree, cd *candidate) {
	i := cd.trig
	for _, k := range t.kids[i] {
		switch rel := t.st.Tokens[k].Rel; {
		case rel == "amod" && cd.actor < 0 && nationality(t, k):
			// "Palestinian riots", "Israeli air strikes"
			cd.actor = k
		case rel == "nmod:poss" || rel == "compound":
			// "Israel's offensive", "NATO air strikes"; but a common noun
			// compounded is a kind, not an actor: "a bomb attack".
			u := t.st.Tokens[k].UPOS
			// A name compounded must be coded as an actor, not a place or
			// an occasion: "the Boston Marathon bombing".
			if !isTimeWord(t, k) && cd.actor < 0 && (u == "PROPN" && (rel == "nmod:poss" || codedActor(t, k)) || u == "PRON" || u == "NOUN" && rel == "nmod:poss") {
				cd.actor = k
			}
			if rel == "nmod:poss" {
				cd.definite = true
			}
		case base(rel) == "nmod":
			switch t.marker(k) {
			case "by":
				cd.actor = k
			case "of":
				// "the deployment of troops", "the withdrawal of forces":
				// who moves acts; "the killing of a man": who suffers.
				if cd.tr.Plover == "RETREAT" || cd.tr.Plover == "MOBILIZE" {
					if cd.actor < 0 {
						cd.actor = k
					}
				} else if cd.target < 0 && !isTimeWord(t, k) {
					cd.target = k
				}
			case "on", "against", "at", "into":
				if cd.target < 0 && !isTimeWord(t, k) {
					cd.target = k
				}
			case "with":
				// "talks with the rebels", "clashes with police"; but "the
				// attack, with its commander" names no other side.
				if cd.target < 0 && (cd.tr.Plover != "ASSAULT" || cd.tr.Acled == "ARMED_CLASH") && !isTimeWord(t, k) {
					cd.target = k
				}
			case "from":
				// "the withdrawal of forces from Panama"
				if cd.tr.Plover == "RETREAT" && !isTimeWord(t, k) {
					cd.target = k
				}
			}
		case rel == "det":
			switch t.lemma(k) {
			case "the", "this", "that", "these", "those":
				cd.definite = true
			}
		}
	}
}

// verbArguments finds a verb trigger's parties among its dependents.
func verbArguments(t *tree, cd *candidate) {
	i := cd.trig
	recipient := false
	for _, k := range t.kids[i] {
		switch rel := t.st.Tokens[k].Rel; {
		case rel == "nsubj":
			cd.actor = k
		case rel == "expl" && cd.actor < 0:
			// "Syria says it is willing to ...": a pronoun the parse took
			// for an expletive.
			cd.actor = k
		case rel == "nsubj:pass":
			cd.target = k
		case rel == "obl:agent":
			cd.actor = k
		case rel == "obj":
			if cd.target < 0 && !isTimeWord(t, k) {
				cd.target = k
			}
		case rel == "iobj":
			// "gave Tanzania a grant": the recipient, not the gift.
			cd.target = k
			recipient = true
		case base(rel) == "obl":
			switch m := t.marker(k); m {
			case "on", "against", "with", "to", "from":
				if m == "from" && cd.tr.Plover != "RETREAT" || isTimeWord(t, k) {
					break
				}
				if m == "to" && !recipient && recipients[cd.tr.Plover] {
					// "sent arms to Pakistan", "paid compensation to":
					// who receives is the target.
					cd.target = k
					recipient = true
					break
				}
				if cd.target < 0 && cd.tr.Plover != "PROTEST" {
					cd.target = k
				}
			case "at":
				// "fired mortars at the positions": what was fired at, not
				// what was fired, is the target.
				if cd.tr.Plover == "ASSAULT" && (cd.target < 0 || weapon(t, cd.target)) {
					cd.target = k
				}
			}
		}
	}
}

// sharedArguments fills what a verb trigger's own dependents leave open from
// the clauses around it, and undoes what the parse gets wrong.
func sharedArguments(t *tree, cd *candidate) {
	i := cd.trig
	tok := &t.st.Tokens[i]
	// A subject shared from the clause this one hangs on: "protesters
	// stormed a compound, killing seven", "troops entered and arrested".
	h := tok.Head
	passive := t.child(i, "aux:pass") >= 0
	if passive && cd.actor < 0 {
		// "were held back by police": the by-phrase may hang on the particle.
		for _, k := range t.kids[i] {
			if r := t.st.Tokens[k].Rel; r != "advmod" && r != "compound:prt" {
				continue
			}
			for _, g := range t.children(k, "obl") {
				if t.marker(g) == "by" {
					cd.actor = g
				}
			}
		}
	}
	if h >= 0 && passive && cd.target < 0 && (tok.Rel == "conj" || tok.Rel == "xcomp") {
		// "hundreds tried to overrun it but were held back by police"
		cd.target = t.child(h, "nsubj", "nsubj:pass")
	}
	if passive && cd.target < 0 && t.child(i, "cc") >= 0 {
		// The same, where the parse hung the second clause elsewhere: its
		// subject is the previous clause's.
		cd.target = previousSubject(t, i)
	}
	if cd.actor < 0 && h >= 0 && !passive {
		switch tok.Rel {
		case "xcomp", "conj", "advcl":
			// Up the chain of clauses that share it: "police opened fire to
			// disperse the crowd, arresting 12".
			for n, j, k := 0, h, i; n < 3 && j >= 0; n, k, j = n+1, j, t.st.Tokens[j].Head {
				r := t.st.Tokens[k].Rel
				if r != "xcomp" && r != "conj" && r != "advcl" {
					break
				}
				if s := t.child(j, "nsubj"); s >= 0 {
					cd.actor = s
					break
				}
				if s := t.child(j, "nsubj:pass"); s >= 0 && r == "xcomp" {
					// "the government is prepared to impose": a passive
					// subject controls a "to" complement too.
					cd.actor = s
					break
				}
			}
		case "acl":
			switch {
			case t.st.Tokens[i].XPOS == "VBD" || t.child(i, "obj") >= 0 && t.child(i, "aux:pass") < 0 && (t.marker(i) != "to" || party(t, h).Actor != (doc.Actor{})):
				// "Egyptian police opened fire": a finite verb, or one with
				// an object, the parse hung on its subject as a modifier;
				// an infinitive so only on a party ("troops to patrol the
				// border"), not on "an attempt to kill".
				cd.actor = h
			case cd.target < 0 && t.st.Tokens[i].XPOS == "VBN":
				// "the officers killed on Saturday": a passive participle
				// modifying its target.
				cd.target = h
			}
		}
	}
	// "Israel is opposed to the plan": a stance told in the passive is
	// its subject's.
	if passive && statives[t.lemma(i)] {
		if s := t.child(i, "nsubj:pass"); s >= 0 {
			cd.actor, cd.target = s, -1
			for _, k := range t.children(i, "obl") {
				if t.marker(k) == "to" {
					cd.target = k
				}
			}
		}
	}
	// "fired mortars": a weapon fired is not the target.
	if cd.target >= 0 && cd.tr.Plover == "ASSAULT" && weapon(t, cd.target) {
		cd.target = -1
	}
	// "a soldier who joined the rallies": the relative pronoun stands for
	// the noun the clause modifies.
	if tok.Rel == "acl:relcl" && cd.actor >= 0 && isRelative(t, cd.actor) && h >= 0 {
		cd.actor = h
	}
	if cd.target >= 0 && isRelative(t, cd.target) && h >= 0 {
		cd.target = h
	}
	// A relative pronoun the parse did not hang on its noun ("Mohammadi,
	// who pledged"): the noun just before it.
	if cd.actor >= 0 && isRelative(t, cd.actor) {
		cd.actor = t.antecedent(cd.actor)
	}
	if cd.target < 0 {
		cd.target = contentTarget(t, i)
	}
	// "sent a letter to Karzai, apologizing": the apology goes where the
	// letter went.
	if cd.target < 0 && h >= 0 && tok.Rel == "advcl" {
		for _, k := range t.children(h, "obl") {
			if m := t.marker(k); m == "to" || m == "with" {
				cd.target = k
				break
			}
		}
	}
}

// statives are verbs whose passive form states the subject's own stance:
// "is opposed to", "is committed to".
var statives = map[string]bool{"oppose": true, "commit": true, "determine": true}

// clauseSubject returns the subject of verb v, or of the clauses v shares
// its subject with ("youths resorted to throwing stones during
// demonstrations"), or -1.
func clauseSubject(t *tree, v int) int {
	for n := 0; n < 3 && v >= 0; n++ {
		if s := t.child(v, "nsubj", "obl:agent"); s >= 0 {
			return s
		}
		switch base(t.st.Tokens[v].Rel) {
		case "xcomp", "advcl", "conj", "obl":
			if t.st.Tokens[v].UPOS != "VERB" {
				return -1
			}
			v = t.st.Tokens[v].Head
		default:
			return -1
		}
	}
	return -1
}

// recipients are the categories whose target is whoever receives: aid,
// concessions, cooperation, support.
var recipients = map[string]bool{"AID": true, "CONCEDE": true, "COOPERATE": true, "SUPPORT": true, "AGREE": true}

// contentTarget returns the target of what a speech act or intent is about,
// for a trigger with none of its own: "demanded that the US cancel" -> the
// US, "refused to meet the king" -> the king, "agreed to provide aid for
// Romania" -> Romania.
func contentTarget(t *tree, i int) int {
	for _, k := range t.kids[i] {
		switch t.st.Tokens[k].Rel {
		case "ccomp":
			if s := t.child(k, "nsubj", "nsubj:pass"); s >= 0 && !isRelative(t, s) {
				return s
			}
		case "xcomp":
			best := -1
			for _, g := range t.kids[k] {
				switch r := t.st.Tokens[g].Rel; {
				case r == "iobj":
					return g
				case base(r) == "obl" && !isTimeWord(t, g):
					switch t.marker(g) {
					case "to", "for", "with", "against", "on":
						return g
					}
				case r == "obj" && best < 0 && !isTimeWord(t, g):
					best = g
				}
			}
			if best >= 0 {
				return best
			}
		}
	}
	return -1
}

// codedActor reports whether token i lies in a mention coded as an actor
// (a country, body or group), not a place.
func codedActor(t *tree, i int) bool {
	m := mentionAt(t.st, i)
	return m != nil && m.Label != "LOC" && (m.Actor.Country != "" || m.Actor.Org != "" || m.Actor.Sector != "")
}

// nationality reports whether token i is an adjective coded with a country:
// "Palestinian", "Israeli".
func nationality(t *tree, i int) bool {
	if t.st.Tokens[i].UPOS != "ADJ" {
		return false
	}
	m := mentionAt(t.st, i)
	return m != nil && m.Actor.Country != "" && m.FirstToken == i && m.EndToken == i+1
}

// lightVerbParties gives a noun trigger that is the object of a verb the
// verb's parties: "Italy announced a suspension of air links", "the army
// imposed a curfew on the city", "held talks with the rebels".
func lightVerbParties(t *tree, cd *candidate) {
	n := cd.trig
	if tok := &t.st.Tokens[n]; tok.Rel == "compound" && tok.Head >= 0 && lightNouns[t.lemma(tok.Head)] {
		// "undertook a mediation mission": the mission's place in the clause.
		n = tok.Head
	}
	tok := &t.st.Tokens[n]
	h := tok.Head
	if h < 0 || t.st.Tokens[h].UPOS != "VERB" {
		return
	}
	if base(tok.Rel) == "obl" {
		// "aircraft killed 46 civilians in an attack on a village", "two
		// soldiers were killed in an attack": the clause's parties are the
		// attack's.
		if m := t.marker(n); m == "in" || m == "during" || (m == "on" || m == "for") && cd.tr.Plover == "CONSULT" {
			if cd.actor < 0 {
				cd.actor = clauseSubject(t, h)
			}
			if cd.target < 0 {
				cd.target = t.child(h, "nsubj:pass")
			}
		}
		return
	}
	if tok.Rel != "obj" {
		return
	}
	if cd.actor < 0 {
		if s := t.child(h, "nsubj", "obl:agent"); s >= 0 {
			cd.actor = s
		} else if t.st.Tokens[h].Rel == "acl" && t.st.Tokens[h].Head >= 0 && t.child(h, "aux:pass") < 0 {
			// "riot police used tear gas", the verb hung on its subject.
			cd.actor = t.st.Tokens[h].Head
		}
	}
	if cd.target < 0 {
		for _, k := range t.children(h, "obl") {
			switch t.marker(k) {
			case "on", "against", "with", "to":
				if !isTimeWord(t, k) {
					cd.target = k
				}
			}
			if cd.target >= 0 {
				break
			}
		}
	}
}

// checkParties drops parties that cannot be parties, whichever rule found
// them: a time ("Sunday killed ..." is a parse of "on Sunday"), a word
// that names no one (a verb, a preposition), and, as actor, an uncoded
// weapon or event ("killed by an improvised explosive device", "the blast
// killed five": who used it is not told here); a coded one ("Israeli
// missiles", "a U.S. drone") still says whose.
func (c *Coder) checkParties(t *tree, cd *candidate) {
	coded := func(i int) bool { return party(t, i).Actor != (doc.Actor{}) }
	nominal := func(i int) bool {
		if isTimeWord(t, i) {
			return false
		}
		switch t.st.Tokens[i].UPOS {
		case "VERB", "AUX", "ADP", "SCONJ", "CCONJ", "PART", "ADV", "PUNCT":
			// A mistagged name may be; a clause with its own subject or
			// object ("blocked streets") may not.
			return coded(i) && t.child(i, "nsubj", "obj") < 0
		}
		return true
	}
	if cd.actor >= 0 && (!nominal(cd.actor) || (weapon(t, cd.actor) || c.isEventNoun(t, cd.actor)) && !coded(cd.actor)) {
		cd.actor = -1
	}
	if cd.target >= 0 && !nominal(cd.target) {
		// A clause as target ("demanded that the government end curbs"):
		// its subject is the one acted on.
		if s := t.child(cd.target, "nsubj", "nsubj:pass"); s >= 0 {
			cd.target = s
		}
	}
	if cd.target >= 0 && !nominal(cd.target) {
		cd.target = -1
	}
}

// clauseAntecedent returns, for a third-person pronoun the actor stage left
// uncoded, the subject of a clause above it: "Japan said it had halted aid",
// "the rebel group insisted on its demands". Else i.
func clauseAntecedent(t *tree, i int) int {
	switch t.lemma(i) {
	case "it", "its", "they", "their", "them", "he", "his", "she", "her":
	default:
		return i
	}
	if m := mentionAt(t.st, i); m != nil && m.Actor != (doc.Actor{}) {
		return i
	}
	for n, h := 0, t.st.Tokens[i].Head; h >= 0 && n < 4; n, h = n+1, t.st.Tokens[h].Head {
		if s := t.child(h, "nsubj"); s >= 0 && s != i && t.st.Tokens[s].UPOS != "PRON" {
			return s
		}
	}
	return i
}

// speakerActs replaces a first-person actor in a quotation ("I have taken
// measures to recall ...," said General Allen) by the one quoted.
func speakerActs(t *tree, cd *candidate) {
	switch t.lemma(cd.actor) {
	case "i", "we":
	default:
		return
	}
	for _, c := range cd.claims {
		if c.Claimant.Text != "" && !c.Anonymous {
			p := c.Claimant
			cd.ev.Actor = &p
			return
		}
	}
}

// leadingSubject returns, for an active verb trigger the parse gave no
// subject, the coded phrase opening its sentence when no other verb stands
// between them: "Defense Minister Wardak, in a phone call with Panetta,
// apologised" parsed without a subject. Else -1.
func leadingSubject(t *tree, cd *candidate) int {
	st := t.st
	i := cd.trig
	if cd.tr.POS != "VERB" || st.Tokens[i].UPOS != "VERB" || t.child(i, "aux:pass") >= 0 || base(st.Tokens[i].Rel) == "acl" {
		return -1
	}
	s := st.Sentences[cd.sent]
	// The opening phrase runs to the first punctuation.
	bound := s.FirstToken
	for bound < i && st.Tokens[bound].UPOS != "PUNCT" {
		if u := st.Tokens[bound].UPOS; u == "VERB" || u == "AUX" {
			return -1
		}
		bound++
	}
	for j := bound; j < i; j++ {
		if u := st.Tokens[j].UPOS; u == "VERB" || u == "AUX" {
			return -1
		}
	}
	best := -1
	for k := range st.Mentions {
		m := &st.Mentions[k]
		if m.FirstToken < s.FirstToken || m.EndToken > bound || m.Actor == (doc.Actor{}) {
			continue
		}
		// A named person is the subject; titles before the name are split
		// off as mentions of their own.
		if best < 0 || m.Actor.Name != "" || st.Mentions[best].Actor.Name == "" && m.EndToken > st.Mentions[best].EndToken {
			best = k
		}
	}
	if best < 0 {
		return -1
	}
	return st.Mentions[best].EndToken - 1
}

// previousSubject returns the subject of the nearest clause before token i
// in its sentence, or -1.
func previousSubject(t *tree, i int) int {
	sent := t.st.Tokens[i].Sentence
	for j := i - 1; j >= 0 && t.st.Tokens[j].Sentence == sent; j-- {
		if t.st.Tokens[j].UPOS == "VERB" {
			if s := t.child(j, "nsubj", "nsubj:pass"); s >= 0 && s < j {
				return s
			}
		}
	}
	return -1
}

// weapon reports whether token i names a weapon or munition.
func weapon(t *tree, i int) bool {
	switch t.lemma(i) {
	case "mortar", "shell", "gun", "rifle", "rocket", "missile", "grenade", "round", "bullet", "weapon", "arm",
		"artillery", "launcher", "cannon", "bomb", "shot", "fire", "gunfire", "shots",
		"device", "explosive", "ied", "mine", "landmine", "shrapnel", "drone":
		return true
	}
	return false
}

// isEventNoun reports whether token i is a noun the trigger lexicon knows as
// an event ("the attack", "the blast").
func (c *Coder) isEventNoun(t *tree, i int) bool {
	return t.st.Tokens[i].UPOS == "NOUN" && len(c.lx.Lookup(t.lemma(i), "NOUN")) > 0
}

func isRelative(t *tree, i int) bool {
	switch t.lemma(i) {
	case "who", "which", "that", "whom":
		return true
	}
	return false
}

// isTimeWord reports whether token i heads a time phrase ("Saturday's", "on Thursday").
func isTimeWord(t *tree, i int) bool {
	sp := t.st.Tokens[i].Span
	for _, tx := range t.st.Timexes {
		if tx.Start <= sp.Start && sp.End <= tx.End {
			return true
		}
	}
	switch t.lemma(i) {
	case "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"today", "yesterday", "week", "month", "year", "day", "night", "morning", "evening":
		return true
	}
	return false
}

// attachClaims finds, for every candidate, the verbs of saying that govern
// it ("X were shot dead, a U.S. official said"; "Mujahid said four had been
// killed"; "according to the Pentagon"), and turns responsibility claims
// ("the Taliban claimed responsibility for the shootings") into claims on the
// event they name.
func (c *Coder) attachClaims(t *tree, cands []*candidate) {
	st := t.st
	for v := range st.Tokens {
		cv, ok := c.claimVerb(t, v)
		if !ok {
			continue
		}
		claim := doc.Claim{Kind: cv.Kind, Verb: st.Tokens[v].Form, Span: st.Sentences[st.Tokens[v].Sentence].Span}
		subj := t.child(v, "nsubj")
		if cv.Lemma == "according" {
			// "according to X": X hangs on "according" or on its head.
			if subj = t.child(v, "obl", "nmod", "obj"); subj < 0 {
				subj = st.Tokens[v].Head
			}
		}
		if subj >= 0 {
			claim.Claimant = party(t, subj)
			claim.Anonymous = claim.Claimant.Anonymous || anonymous(t, subj)
		}
		if cv.Kind == doc.ClaimResponsibility {
			p := claim.Claimant
			claim.Says.Perpetrator = &p
		}
		// The events this claim speaks of: triggers under the verb's
		// complement, the clause the verb is parenthetical to, or the event
		// named by "for the shootings".
		var targets []*candidate
		for _, cd := range cands {
			if cd.trig == v || st.Tokens[cd.trig].Sentence != st.Tokens[v].Sentence {
				continue
			}
			switch {
			case st.Tokens[v].Rel == "parataxis" && t.dominates(st.Tokens[v].Head, cd.trig) && !t.dominates(v, cd.trig):
				targets = append(targets, cd)
			case cv.Lemma == "according" && t.dominates(st.Tokens[st.Tokens[v].Head].Head, cd.trig):
				targets = append(targets, cd)
			case t.dominates(v, cd.trig) && !t.dominates(subj, cd.trig):
				targets = append(targets, cd)
			}
		}
		for _, cd := range targets {
			cd.claims = addClaims(cd.claims, []doc.Claim{claim})
		}
	}
}

// absorbCasualtyClauses folds a killing told as the result of another event
// into that event: "killed in the protests", "stormed a compound, killing
// seven". The killing's casualties and claims then belong to the event.
func absorbCasualtyClauses(t *tree, cands []*candidate) []*candidate {
	byTrig := byTrigger(cands)
	drop := map[*candidate]*candidate{}
	for _, cd := range cands {
		if cd.tr.Lemma != "kill" && cd.tr.Lemma != "killing" {
			continue
		}
		i := cd.trig
		// killed in/during the protests
		for _, k := range t.children(i, "obl") {
			if host := byTrig[k]; host != nil && host != cd {
				switch t.marker(k) {
				case "in", "during", "at", "amid":
					drop[cd] = host
				}
			}
		}
		// stormed ..., killing seven
		if h := t.st.Tokens[i].Head; h >= 0 && (t.st.Tokens[i].Rel == "advcl" || t.st.Tokens[i].Rel == "conj") {
			if host := byTrig[h]; host != nil && host != cd {
				drop[cd] = host
			}
		}
	}
	var out []*candidate
	for _, cd := range cands {
		host, gone := drop[cd]
		if !gone {
			out = append(out, cd)
			continue
		}
		for drop[host] != nil {
			host = drop[host]
		}
		host.claims = addClaims(host.claims, cd.claims)
		if host.target < 0 {
			host.target = cd.target
		}
		host.absorbed(cd)
	}
	return out
}

// adoptCounts gives a casualty count tied to no event ("five died", "the
// death toll rose to 12") to the first event of violence in its sentence
// that has no count of that kind yet.
func adoptCounts(t *tree, cands []*candidate) {
	st := t.st
	used := map[doc.Span]bool{}
	for _, cd := range cands {
		for _, c := range []*doc.Count{cd.ev.Killed, cd.ev.Injured, cd.ev.Arrested} {
			if c != nil {
				used[c.Span] = true
			}
		}
	}
	for _, q := range st.Quantities {
		if used[q.Span] || q.Trigger < 0 || q.Trigger >= len(st.Tokens) {
			continue
		}
		sent := st.Tokens[q.Trigger].Sentence
		for _, cd := range cands {
			e := &cd.ev
			if cd.sent != sent {
				continue
			}
			slot := (**doc.Count)(nil)
			switch {
			case q.Kind == "killed" && (e.Type.Plover == "ASSAULT" || e.Type.Plover == "PROTEST"):
				slot = &e.Killed
			case q.Kind == "injured" && (e.Type.Plover == "ASSAULT" || e.Type.Plover == "PROTEST"):
				slot = &e.Injured
			case q.Kind == "arrested" && (e.Type.Plover == "COERCE" || e.Type.Plover == "PROTEST"):
				slot = &e.Arrested
			}
			if slot == nil || *slot != nil {
				continue
			}
			*slot = &doc.Count{Best: q.Best, Low: q.Low, High: q.High, Qualifier: q.Qualifier, Text: st.Slice(q.Span), Span: q.Span}
			break
		}
	}
}

// byTrigger indexes candidates by their trigger token.
func byTrigger(cands []*candidate) map[int]*candidate {
	m := make(map[int]*candidate, len(cands))
	for _, cd := range cands {
		m[cd.trig] = cd
	}
	return m
}

// absorbContentNouns folds a noun trigger that is the content of another
// trigger into it: "pledged his cooperation" is one pledge, "cooperation with
// the investigation" one act of cooperation.
func absorbContentNouns(t *tree, cands []*candidate) []*candidate {
	byTrig := byTrigger(cands)
	var out []*candidate
	for _, cd := range cands {
		tok := &t.st.Tokens[cd.trig]
		host := (*candidate)(nil)
		if tok.UPOS == "NOUN" && tok.Head >= 0 {
			switch base(tok.Rel) {
			case "obj", "nmod", "xcomp":
				host = byTrig[tok.Head]
				if h := tok.Head; host == nil && base(tok.Rel) == "nmod" && t.measured(h) == cd.trig && t.st.Tokens[h].Head >= 0 {
					// "provide 25,000 tons of food aid"
					host = byTrig[t.st.Tokens[h].Head]
				}
			}
		}
		if host == nil || host == cd {
			out = append(out, cd)
			continue
		}
		host.claims = addClaims(host.claims, cd.claims)
		host.absorbed(cd)
	}
	return out
}

// absorbed records that other's trigger belongs to cd, so its casualty
// counts are found.
func (cd *candidate) absorbed(other *candidate) {
	cd.extra = append(cd.extra, other.trig)
}

// fill codes a candidate's type, parties, time, place, counts and flags.
func (c *Coder) fill(t *tree, cd *candidate) {
	st := t.st
	e := &cd.ev
	e.Type = doc.EventType{Plover: cd.tr.Plover, Mode: cd.tr.Mode, CameoRoot: cd.tr.Cameo}
	if a, ok := acledCodes[cd.tr.Acled]; ok {
		e.Type.AcledEventType, e.Type.AcledSubEventType = a.EventType, a.SubEventType
	}
	e.Trigger = st.Tokens[cd.trig].Span
	e.Evidence = []doc.Span{st.Sentences[cd.sent].Span}
	e.Claims = cd.claims
	if cd.actor < 0 {
		cd.actor = leadingSubject(t, cd)
	}
	if cd.actor >= 0 {
		cd.actor = clauseAntecedent(t, cd.actor)
	}
	c.checkParties(t, cd)
	if cd.actor >= 0 {
		p := party(t, cd.actor)
		e.Actor = &p
		speakerActs(t, cd)
	}
	if cd.target >= 0 {
		p := party(t, cd.target)
		e.Target = &p
	}
	c.when(t, cd)
	c.where(t, cd)
	c.counts(t, cd)
	c.flags(t, cd)
	// The means come before the parties; the sentence's reading of blows
	// and force on demonstrators after them.
	recodeMeans(t, cd)
	recodeIntent(t, cd)
	recodeStance(t, cd)
	recodeCrowdViolence(cd)
	recodeBattle(cd)
	recodeTerritory(cd)
	recodeStrike(t, cd)
	recodeCrowdTarget(t, cd)
	recodeProtest(t, cd)
	e.Confidence = confidence(cd)
	if e.Claims == nil {
		e.Claims = []doc.Claim{}
	}
}

// when sets the event's time from a time expression in the trigger's clause,
// else in its sentence, else the publication date.
func (c *Coder) when(t *tree, cd *candidate) {
	st := t.st
	var best *doc.Timex
	bestScore := -1
	sent := st.Sentences[cd.sent].Span
	clause := t.ownSpan(cd.trig)
	for k := range st.Timexes {
		tx := &st.Timexes[k]
		if tx.Type != "DATE" && tx.Type != "TIME" || !sent.Contains(tx.Span) || !validDate(tx.Value) {
			continue
		}
		score := 1
		if clause.Contains(tx.Span) {
			score = 3
		} else if !t.governs(cd.trig, tx.Span) {
			continue // "new questions will arise ... once forces withdraw in 2014"
		}
		if score > bestScore {
			best, bestScore = tx, score
		}
	}
	if best != nil {
		sp := best.Span
		date := best.Value
		if len(date) > 10 && date[10] == 'T' && !strings.ContainsAny(date[11:], ":0123456789") {
			// "this morning" (2012-02-25TMO): the event's date is the day.
			date = date[:10]
		}
		cd.ev.Time = &doc.When{Date: date, Precision: best.Precision, Text: st.Slice(sp), Span: &sp, ResolvedFrom: "text"}
		if cd.ev.Time.Precision == "" {
			cd.ev.Time.Precision = precisionOf(best.Value)
		}
		return
	}
	// A headline tells the lede's event, dated or not: leave its time open
	// so that it merges with the lede's.
	if !st.Published.IsZero() && (st.Title == "" || !strings.HasPrefix(strings.TrimSpace(st.Slice(sent)), st.Title)) {
		cd.ev.Time = &doc.When{Date: st.Published.Format("2006-01-02"), Precision: doc.PrecisionDay, ResolvedFrom: "published"}
	}
}

// validDate reports whether v is a calendar TIMEX3 value (not PRESENT_REF,
// not a weekday pattern).
func validDate(v string) bool {
	return len(v) >= 4 && v[0] >= '0' && v[0] <= '9' && !strings.Contains(v[:4], "X")
}

func precisionOf(v string) string {
	switch {
	case len(v) >= 10:
		return doc.PrecisionDay
	case strings.Contains(v, "W"):
		return doc.PrecisionWeek
	case len(v) == 7:
		return doc.PrecisionMonth
	}
	return doc.PrecisionYear
}

// rank orders place precisions from coarse to fine.
func rank(precision string) int {
	switch precision {
	case doc.PrecisionPoint:
		return 4
	case doc.PrecisionAdmin2:
		return 3
	case doc.PrecisionAdmin1:
		return 2
	case doc.PrecisionCountry:
		return 1
	}
	return 0
}

// where sets the event's place: a place inside the trigger's clause, else
// the finest place of its sentence.
func (c *Coder) where(t *tree, cd *candidate) {
	st := t.st
	sent := st.Sentences[cd.sent].Span
	clause := t.ownSpan(cd.trig)
	var best *doc.Place
	bestScore := -1
	for k := range st.Places {
		pl := &st.Places[k]
		if !sent.Contains(pl.Span) || pl.Precision == doc.PrecisionCountry && t.modifier(pl.Span) {
			continue // "a U.S. official" names no place of the event
		}
		score := rank(pl.Precision)
		if clause.Contains(pl.Span) {
			score += 10
		} else if !t.governs(cd.trig, pl.Span) {
			continue // "protests could dent a pact that Washington is considering"
		}
		if score > bestScore {
			best, bestScore = pl, score
		}
	}
	if best == nil {
		best = c.participantPlace(t, cd)
	}
	if best == nil {
		return
	}
	cd.placeOwn = bestScore >= 10
	cd.ev.Place = whereOf(st, best)
	cd.ev.Place.ResolvedFrom = "text"
	if best.Inferred != "" {
		cd.ev.Place.ResolvedFrom = best.Inferred
	}
}

// participantPlace returns the place of the clause a party of the event
// comes from, when the parse hung the event's own clause apart: "hundreds
// tried to overrun a compound in Kunduz but were held back by police".
func (c *Coder) participantPlace(t *tree, cd *candidate) *doc.Place {
	st := t.st
	clause := t.ownSpan(cd.trig)
	for _, p := range []int{cd.target, cd.actor} {
		if p < 0 || clause.Contains(st.Tokens[p].Span) || st.Tokens[p].Head < 0 {
			continue
		}
		from := t.ownSpan(st.Tokens[p].Head)
		var best *doc.Place
		for k := range st.Places {
			pl := &st.Places[k]
			if from.Contains(pl.Span) && !(pl.Precision == doc.PrecisionCountry && t.modifier(pl.Span)) &&
				(best == nil || rank(pl.Precision) > rank(best.Precision)) {
				best = pl
			}
		}
		if best != nil {
			return best
		}
	}
	return nil
}

func whereOf(st *doc.Story, p *doc.Place) *doc.Where {
	return &doc.Where{Name: p.Name, Country: p.Country, Admin1: p.Admin1, Admin2: p.Admin2,
		Lat: p.Lat, Lon: p.Lon, GeonamesID: p.GeonamesID, Precision: p.Precision,
		Text: st.Slice(p.Span), Span: p.Span}
}

// counts attaches the casualty quantities tied to the trigger, or to a
// killing it absorbed.
func (c *Coder) counts(t *tree, cd *candidate) {
	st := t.st
	trigs := append([]int{cd.trig}, cd.extra...)
	for _, q := range st.Quantities {
		mine := false
		for _, tr := range trigs {
			if q.Trigger == tr || q.Trigger >= 0 && q.Trigger < len(st.Tokens) && st.Tokens[q.Trigger].Head == tr {
				mine = true
			}
		}
		if !mine {
			continue
		}
		cnt := &doc.Count{Best: q.Best, Low: q.Low, High: q.High, Qualifier: q.Qualifier, Text: st.Slice(q.Span), Span: q.Span}
		cnt.BySide = []doc.SideCount{victims(t, q)}
		switch q.Kind {
		case "killed":
			if cd.ev.Killed == nil {
				cd.ev.Killed = cnt
			}
		case "injured":
			if cd.ev.Injured == nil {
				cd.ev.Injured = cnt
			}
		case "arrested":
			if cd.ev.Arrested == nil {
				cd.ev.Arrested = cnt
			}
		}
	}
	// A claim in the same clause states these figures.
	if cd.ev.Killed != nil {
		for k := range cd.ev.Claims {
			n := cd.ev.Killed.Best
			cd.ev.Claims[k].Says.Killed = &n
		}
	}
}

// victims describes whom quantity q counts ("seven militants"), coded.
// Merging keeps the list only when a toll adds up different groups, and
// then tells their sides.
func victims(t *tree, q doc.Quantity) doc.SideCount {
	st := t.st
	sc := doc.SideCount{Text: st.Slice(q.Span), Best: q.Best}
	last := -1
	for i := range st.Tokens {
		if q.Span.Contains(st.Tokens[i].Span) {
			last = i
		}
	}
	if last < 0 {
		return sc
	}
	noun := -1
	for i := last; i < len(st.Tokens) && i <= last+3; i++ {
		if u := st.Tokens[i].UPOS; u == "NOUN" || u == "PROPN" || u == "PRON" {
			noun = i
			break
		}
		if u := st.Tokens[i].UPOS; i > last && u != "ADJ" && u != "NUM" {
			break
		}
	}
	if noun < 0 {
		return sc
	}
	sc.Text = strings.TrimSpace(st.Text[q.Span.Start:st.Tokens[noun].End])
	p := party(t, noun)
	sc.Country, sc.Sector = p.Country, p.Sector
	return sc
}

// sideOf tells on which side of event e the victims sc stand: coded as its
// target's or its actor's country and sector, else unknown.
func sideOf(e *doc.Event, sc doc.SideCount) string {
	same := func(o *doc.Party) bool {
		return o != nil && o.Country == sc.Country && o.Sector == sc.Sector
	}
	switch {
	case sc.Country == "" && sc.Sector == "":
		return ""
	case same(e.Target):
		return "target"
	case same(e.Actor):
		return "actor"
	}
	return ""
}

// flags sets negated, hypothetical, future and historical.
func (c *Coder) flags(t *tree, cd *candidate) {
	st := t.st
	e := &cd.ev
	for n, i := 0, cd.trig; i >= 0 && n < 4; n, i = n+1, st.Tokens[i].Head {
		for _, k := range t.kids[i] {
			l := t.lemma(k)
			switch base(st.Tokens[k].Rel) {
			case "advmod":
				if n == 0 && (l == "not" || l == "never" || l == "n't") {
					e.Aux.Negated = true
				}
			case "det":
				if n == 0 && l == "no" {
					e.Aux.Negated = true
				}
			case "aux":
				switch l {
				case "could", "might", "may", "would", "should":
					e.Aux.Hypothetical = true
				case "will", "shall":
					e.Aux.Future = true
				}
			case "mark":
				if l == "if" || l == "unless" || l == "whether" {
					e.Aux.Hypothetical = true
				}
			}
		}
		// Modality above the trigger belongs to the trigger only through
		// "to" complements: "could try to overrun" is hypothetical, but in
		// "the shootings could be connected" the shootings happened.
		if st.Tokens[i].Rel != "xcomp" {
			break
		}
	}
	if e.Time != nil && e.Time.ResolvedFrom == "text" && !st.Published.IsZero() {
		start, end, ok := dateRange(e.Time.Date)
		if ok {
			pub := st.Published
			if end.Before(pub.AddDate(0, 0, -31)) {
				e.Aux.Historical = true
			}
			if start.After(pub) {
				e.Aux.Future = true
			}
		}
	}
}

// dateRange returns the first and last day a TIMEX3 date value covers.
func dateRange(v string) (start, end time.Time, ok bool) {
	for _, l := range []struct {
		layout string
		years  int
		months int
		days   int
	}{{"2006-01-02", 0, 0, 1}, {"2006-01", 0, 1, 0}, {"2006", 1, 0, 0}} {
		if len(v) < len(l.layout) {
			continue
		}
		s, err := time.Parse(l.layout, v[:len(l.layout)])
		if err != nil {
			continue
		}
		return s, s.AddDate(l.years, l.months, l.days).Add(-time.Nanosecond), true
	}
	return time.Time{}, time.Time{}, false
}

// confidence is a rough 0-1 score: how much of the record the text filled.
func confidence(cd *candidate) float64 {
	e := &cd.ev
	s := 0.4
	if e.Actor != nil {
		s += 0.15
	}
	if e.Target != nil {
		s += 0.15
	}
	if e.Time != nil && e.Time.ResolvedFrom == "text" {
		s += 0.1
	}
	if e.Place != nil {
		s += 0.1
	}
	if e.Aux.Hypothetical || e.Aux.Negated {
		s -= 0.2
	}
	return float64(int(s*100+0.5)) / 100
}

// String describes a candidate for test messages.
func (cd *candidate) String() string {
	return fmt.Sprintf("%s@%d", cd.tr.Plover, cd.trig)
}
