package reality

import (
	"slices"
	"strconv"
	"strings"

	"sitrep/doc"
	"sitrep/internal/polarity"
)

// otherSense reports whether the trigger at token i of event e is plainly
// a word in a sense that tells no event, whatever the model says: a
// participle used as an adjective that describes a standing state or
// alignment ("retreating militants", "US-backed forces"; but "the freshly
// U.S.-sanctioned head" tells a sanction), "march" the month ("march 15",
// "on 3 march"), "air strikes" read as a labour strike. It also holds
// events told in the first or second person and not in the past ("we
// will defend ourselves", "I ask the US"): a speaker's stance, promise or
// appeal in a quote, not an incident an analyst codes.
func (p *parse) otherSense(e *doc.Event, i int) bool {
	tok := &p.st.Tokens[i]
	// "I have recalled all personnel": a speaker telling a past act of
	// their own tells an event.
	past := tok.XPOS == "VBD" || tok.XPOS == "VBN" && p.hasKid(i, "have")
	if !past && (firstOrSecond(e.Actor, true) || firstOrSecond(e.Target, false)) {
		return true
	}
	if p.inBodyName(i) {
		return true // a word of a body's name: "the Criminal Investigations Department"
	}
	if tok.Rel == "amod" && tok.UPOS == "VERB" && (tok.XPOS == "VBG" || alignment[e.Type.Plover]) {
		return true
	}
	if p.modifier(i) || p.threatNoun(i) || p.namedEarlier(i) {
		return true
	}
	if h := tok.Head; tok.UPOS == "NOUN" && tok.Rel == "obj" && h >= 0 && p.lemma(h) == "serve" {
		return true // "was serving a life sentence": a standing state
	}
	if h := tok.Head; tok.UPOS == "ADJ" && h >= 0 && (p.lemma(h) == "remain" || p.lemma(h) == "stay") {
		return true // "remains committed to": a standing position, no new promise
	}
	return p.categorySense(e, i) || p.protestSense(e, i)
}

// categorySense reports whether the trigger at token i is a word of e's
// category in a sense that tells none of its events: a train that runs,
// a source asking not to be named, a video released.
func (p *parse) categorySense(e *doc.Event, i int) bool {
	st := p.st
	lemma := p.lemma(i)
	if e.Type.Plover == "COOPERATE" && lemma == "train" && !p.hasRel(i, "obj", "nsubj:pass") {
		return true // "trains to and from King's Cross": training takes someone trained
	}
	if e.Type.Plover == "REQUEST" && (lemma == "ask" || lemma == "request") {
		// "asked not to be named", "requested anonymity": a source's terms
		// for speaking, not a request an analyst codes.
		sent := st.Sentences[st.Tokens[i].Sentence]
		for k := i + 1; k < min(i+6, sent.EndToken); k++ {
			if lex.anonymityWords[strings.ToLower(st.Tokens[k].Form)] {
				return true
			}
		}
	}
	if e.Type.Plover == "RETREAT" && lemma == "release" {
		return p.releasedInfo(i)
	}
	return false
}

// releasedInfo reports whether "release" at token i puts out words or
// pictures (info-nouns), not a captive: its object or passive subject
// ("released a video", "details have not been released"), the noun its
// participle describes ("a recording released on Friday"), or, where the
// parse gives it no such argument, a noun of them just before it ("since
// footage was last released", which the parser may hang on "last").
func (p *parse) releasedInfo(i int) bool {
	st := p.st
	for _, k := range p.kids[i] {
		if r := st.Tokens[k].Rel; r == "obj" || r == "nsubj:pass" {
			return lex.infoNouns[p.lemma(k)]
		}
	}
	if h := st.Tokens[i].Head; h >= 0 && doc.BaseRel(st.Tokens[i].Rel) == "acl" && lex.infoNouns[p.lemma(h)] {
		return true
	}
	first := st.Sentences[st.Tokens[i].Sentence].FirstToken
	for k := i - 1; k >= max(first, i-4); k-- {
		if st.Tokens[k].UPOS == "NOUN" || st.Tokens[k].UPOS == "PROPN" || st.Tokens[k].UPOS == "PRON" {
			return st.Tokens[k].UPOS == "NOUN" && lex.infoNouns[p.lemma(k)]
		}
	}
	return false
}

// protestSense reports whether the PROTEST trigger at token i is a word
// in a sense that tells no protest: "struck off" a register, "march" the
// month, an "air strike".
func (p *parse) protestSense(e *doc.Event, i int) bool {
	if e.Type.Plover != "PROTEST" {
		return false
	}
	st := p.st
	tok := &st.Tokens[i]
	if p.lemma(i) == "strike" && tok.UPOS == "VERB" && p.hasRel(i, "obj", "nsubj:pass") {
		return true // "were struck off the register": a labour strike takes no object
	}
	sent := st.Sentences[tok.Sentence]
	near := func(d int) *doc.Token {
		if k := i + d; k >= sent.FirstToken && k < sent.EndToken {
			return &st.Tokens[k]
		}
		return nil
	}
	if strings.EqualFold(tok.Form, "march") {
		for _, d := range []int{-1, 1} {
			if n := near(d); n != nil && isDay(n.Form) {
				return true
			}
		}
	}
	if p.lemma(i) == "strike" {
		if n := near(-1); n != nil && lex.airWords[strings.ToLower(n.Form)] {
			return true
		}
	}
	return false
}

// modifier reports whether the trigger at token i only modifies a noun or
// serves as an adjective, describing a standing state rather than telling
// an event: a bare past participle ("a convicted sex offender"; but "the
// freshly U.S.-sanctioned head" tells a sanction by its dependents), a
// predicate adjective ("the injuries were life-threatening"), a noun in a
// hyphenated adjective ("curfew-bound areas"), a participle between a
// determiner and its noun however it is parsed (prenominal).
func (p *parse) modifier(i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	// The parser reads some main verbs as participles on their object
	// ("Warplanes bombed rebel-held towns"): a participle right after a
	// noun or pronoun is taken for a verb.
	attributive := i > 0 && tok.Head > i
	if attributive {
		switch st.Tokens[i-1].UPOS {
		case "NOUN", "PROPN", "PRON", "NUM":
			attributive = false
		}
	}
	if tok.UPOS == "VERB" && tok.Rel == "amod" && tok.XPOS == "VBN" && attributive {
		bare := true
		for _, k := range p.kids[i] {
			bare = bare && (st.Tokens[k].UPOS == "PUNCT" || lex.degreeAdverbs[p.lemma(k)])
		}
		if bare {
			return true
		}
	}
	if tok.UPOS == "VERB" && tok.XPOS == "VBN" && p.prenominal(i) {
		return true
	}
	if tok.UPOS == "VERB" && p.hasRel(i, "cop") {
		return true
	}
	if h := tok.Head; tok.UPOS == "NOUN" && h >= 0 && st.Tokens[h].Rel == "amod" && (st.Tokens[h].UPOS == "ADJ" || st.Tokens[h].UPOS == "VERB") {
		return i+1 < len(st.Tokens) && st.Tokens[i+1].Form == "-"
	}
	return false
}

// threatNoun reports whether the trigger at token i is "threat" or
// "warning" naming a danger in analysis ("under threat", "the threat of
// terrorism", "a warning for any Russians") rather than an act of
// threatening: one that is nobody's ("Iran's threat"), made by no one
// ("a threat by the rebels") and issued by no verb.
func (p *parse) threatNoun(i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	if tok.UPOS != "NOUN" || (p.lemma(i) != "threat" && p.lemma(i) != "warning") {
		return false
	}
	if p.hasRel(i, "nmod:poss") {
		return false
	}
	for _, k := range p.kids[i] {
		if doc.BaseRel(st.Tokens[k].Rel) == "nmod" && p.hasKid(k, "by") {
			return false
		}
	}
	h := tok.Head
	return !(h >= 0 && tok.Rel == "obj" && lex.issueVerbs[p.lemma(h)])
}

// namedEarlier reports whether the event noun at token i is the title of
// an earlier event, opened by its year and with no determiner, as in a
// list of links ("See also: 2007 Bagram Airfield bombing"). "The 2019
// attack" in a sentence about a trial is the incident the trial is about.
func (p *parse) namedEarlier(i int) bool {
	st := p.st
	if st.Tokens[i].UPOS != "NOUN" || st.Published.IsZero() || p.hasRel(i, "det", "nmod:poss") {
		return false
	}
	for k := p.leftmost(i); k < i; k++ {
		f := st.Tokens[k].Form
		if len(f) != 4 || st.Tokens[k].XPOS != "CD" {
			continue
		}
		y, err := strconv.Atoi(f)
		if err == nil && y >= 1900 && y < st.Published.Year() {
			return true
		}
	}
	return false
}

// contentHosts are the categories whose event takes another action as its
// content: asked for, refused, threatened or promised.
var contentHosts = map[string]bool{"REQUEST": true, "REJECT": true, "THREATEN": true, "AGREE": true}

// infinitiveArgument reports whether the event noun e at token i is what
// an infinitive under another coded event does, through a verb that is
// no trigger: the content of a demand, refusal, threat or promise
// ("threatened to sit on a hunger strike", "urged them to join the
// march"), or a crowd force is used on ("burst teargas shells to quell
// the mobs": the force and the riot are one event). Under an attack the
// noun may name a real incident ("shelled the hills to avenge the
// killing"), and stays.
func (p *parse) infinitiveArgument(e *doc.Event, i int, triggers map[int]bool) bool {
	st := p.st
	v := st.Tokens[i].Head
	if st.Tokens[i].UPOS != "NOUN" || v < 0 || triggers[v] || st.Tokens[v].UPOS != "VERB" || !p.hasKid(v, "to") {
		return false
	}
	switch doc.BaseRel(st.Tokens[i].Rel) {
	case "obj", "obl":
	default:
		return false
	}
	h := st.Tokens[v].Head
	if h < 0 || lex.aspectVerbs[p.lemma(v)] {
		// "urged them to end the siege": the siege is under way.
		return false
	}
	if triggers[h] && contentHosts[p.categoryAt(h)] {
		return true
	}
	// The force may be the verb's or its object's.
	return e.Type.Plover == "PROTEST" && (triggers[h] || slices.ContainsFunc(p.kids[h], func(k int) bool { return triggers[k] && st.Tokens[k].Rel == "obj" }))
}

// categoryAt returns the category of the story's first event whose
// trigger is token h, or "".
func (p *parse) categoryAt(h int) string {
	for _, e := range p.st.Events {
		if p.token(e.Trigger) == h {
			return e.Type.Plover
		}
	}
	return ""
}

// prenominal reports whether token k stands in a noun phrase before its
// noun, read on the words, for the parser may hang a participle there on
// the verb ("the army's captured fighters", "the proposed 30-day truce"):
// right after a determiner or a possessive, and right before a noun, an
// adjective or a number. No verb follows a determiner or a possessive.
func (p *parse) prenominal(k int) bool {
	st := p.st
	s := st.Sentences[st.Tokens[k].Sentence]
	if k-1 < s.FirstToken || k+1 >= s.EndToken {
		return false
	}
	switch st.Tokens[k+1].UPOS {
	case "NOUN", "PROPN", "ADJ", "NUM":
	default:
		return false
	}
	if r := st.Tokens[k+1].Rel; strings.HasSuffix(r, ":tmod") || doc.BaseRel(r) == "obl" {
		// A time word after it is no noun of its phrase: "those killed
		// Sunday".
		return false
	}
	switch d := st.Tokens[k-1]; d.XPOS {
	case "POS":
		// "the UN's proposed truce", even with "UN" parsed its subject.
		return true
	case "DT", "PRP$":
		// A determiner, not a pronoun: "those killed" heads its phrase.
		if d.XPOS == "DT" && d.UPOS != "DET" {
			return false
		}
		return !p.hasRel(k, "aux", "aux:pass", "nsubj", "nsubj:pass")
	}
	return false
}

// firstOrSecond reports whether party pt is a first- or second-person
// pronoun; "US" in capitals is the country, never the pronoun.
func firstOrSecond(pt *doc.Party, subject bool) bool {
	if pt == nil {
		return false
	}
	if subject {
		switch strings.ToLower(pt.Text) {
		case "i", "we", "you":
			return true
		}
		return false
	}
	switch pt.Text {
	case "me", "us", "you", "we", "You", "We":
		return true
	}
	return false
}

// alignment categories name standing relations when their participle
// modifies a noun: "US-backed", "Iranian-supported", "UN-aided".
var alignment = map[string]bool{"SUPPORT": true, "COOPERATE": true, "AID": true}

// isDay reports whether s is a day of the month: 1 to 31, or 1st to 31st.
func isDay(s string) bool {
	s = strings.TrimRight(strings.ToLower(s), "stndrh")
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
		n = n*10 + int(r-'0')
	}
	return s != "" && len(s) <= 2 && n >= 1 && n <= 31
}

// clause returns the trigger's clause head: the trigger itself for a
// verb, the verb a noun trigger is an argument of ("the withdrawal takes
// place", "talks fail"), climbing "to" complements ("refused to talk").
func (p *parse) clause(i int) []int {
	st := p.st
	out := []int{i}
	if st.Tokens[i].UPOS == "NOUN" {
		switch doc.BaseRel(st.Tokens[i].Rel) {
		case "nsubj", "obj", "obl":
			if h := st.Tokens[i].Head; h >= 0 {
				i = h
				out = append(out, i)
			}
		}
	}
	for {
		h := st.Tokens[i].Head
		switch {
		case h < 0:
			return out
		case st.Tokens[i].Rel == "xcomp":
			i = h
		case st.Tokens[i].UPOS == "VERB" && p.hasKid(i, "to") && doc.BaseRel(st.Tokens[i].Rel) == "advcl":
			// "took out a march to protest": a purpose is its clause's.
			i = h
		case st.Tokens[i].UPOS == "VERB" && st.Tokens[i].Rel == "conj" && !p.hasRel(i, "nsubj", "nsubj:pass"):
			// "would not dare to shell our towns and commit massacres":
			// a conjunct with no subject of its own shares its clause.
			i = h
		case st.Tokens[i].Rel == "acl" && p.hasKid(i, "to") && st.Tokens[h].Rel == "obj" && st.Tokens[h].Head >= 0:
			// "expect the army to launch", parsed with the infinitive on
			// the object: its clause is the object's verb's.
			i = st.Tokens[h].Head
		default:
			return out
		}
		out = append(out, i)
	}
}

// generic reports whether the event at token i is told as a habit or an
// aggregate over time rather than as an incident: a habitual adverb on its
// clause, the perfect with "since" or "in the past" ("thousands have been
// killed since 2015"), an iterative adverb in the perfect or the present
// ("has repeatedly called on"), a span of years (lasting), or the wire
// formula "contributed to this report".
func (p *parse) generic(i int) bool {
	if p.genericNoun(i) {
		return true
	}
	past := false // a verb in the past simple on the way up: "and in 2011 seized"
	for _, j := range p.clause(i) {
		adjuncts := p.adjuncts(j)
		m := p.timeMarks(j, adjuncts)
		if m.summed || m.perfect && m.since || !past && p.lasting(j, adjuncts) || m.repeated && (m.perfect || p.presentSimple(j)) {
			return true
		}
		past = past || p.st.Tokens[j].XPOS == "VBD"
	}
	return false
}

// adjuncts returns the dependents of clause head j that may tell a span
// of time: its own, and in "have fought to liberate the town since 2014"
// its complement's.
func (p *parse) adjuncts(j int) []int {
	st := p.st
	adjuncts := append([]int(nil), p.kids[j]...)
	for _, k := range p.kids[j] {
		if st.Tokens[k].Rel == "xcomp" {
			adjuncts = append(adjuncts, p.kids[k]...)
		}
	}
	// ... or on a nominal under it: "fought the insurgents in the
	// valley since 2014", parsed with "since 2014" under "valley".
	for n := 0; n < len(adjuncts); n++ {
		k := adjuncts[n]
		switch doc.BaseRel(st.Tokens[k].Rel) {
		case "obj", "obl", "nmod":
			for _, m := range p.kids[k] {
				if doc.BaseRel(st.Tokens[m].Rel) == "nmod" {
					adjuncts = append(adjuncts, m)
				}
			}
		}
	}
	return adjuncts
}

// spanMarks are what a clause's adjuncts say of its time: whether it is
// in the perfect, spans a stretch ("since", "so far"), repeats, or sums
// up a habit or a total outright (summed).
type spanMarks struct {
	perfect, since, repeated, summed bool
}

// timeMarks reads the adjuncts of clause head j.
func (p *parse) timeMarks(j int, adjuncts []int) spanMarks {
	st := p.st
	var m spanMarks
	for _, k := range adjuncts {
		l := p.lemma(k)
		switch doc.BaseRel(st.Tokens[k].Rel) {
		case "advmod":
			m.summed = m.summed || lex.habitualWords[l] || l == "altogether"
			// "have been killed so far"
			m.since = m.since || l == "far" && p.lemma(p.leftmost(k)) == "so"
			m.repeated = m.repeated || lex.iterativeWords[l]
		case "aux":
			m.perfect = m.perfect || l == "have"
		case "obl", "nmod":
			// "since 2015", "till March 12", "until now"
			switch p.lemma(p.leftmost(k)) {
			case "since", "till", "until":
				m.since = true
			case "in":
				m.since = m.since || l == "past" // "have met in the past"
			}
		case "advcl":
			// "since they were children"; but "have sworn to fight until
			// they gain control" sets the end of what is sworn, no span
			// summed.
			m.since = m.since || p.lemma(p.leftmost(k)) == "since"
		case "mark", "case":
			m.since = m.since || l == "since"
		}
		// "in all, troops carried out forty raids"; "contributed to
		// this report".
		m.summed = m.summed || p.inAll(k) || l == "report" && p.lemma(j) == "contribute"
	}
	return m
}

// inAll reports whether the clause's dependent k opens with "in all" or
// "in total" summing up what the clause tells: "in all, police fired",
// also when the parser hangs the words on the subject ("in all the
// police had fired").
func (p *parse) inAll(k int) bool {
	st := p.st
	lm := p.leftmost(k)
	if lm+1 >= len(st.Tokens) || !strings.EqualFold(st.Tokens[lm].Form, "in") {
		return false
	}
	if w := strings.ToLower(st.Tokens[lm+1].Form); w != "all" && w != "total" {
		return false
	}
	switch doc.BaseRel(st.Tokens[k].Rel) {
	case "nsubj":
		return true
	case "obl", "advmod":
		// the phrase is just "in all", or swallowed the subject: "in all
		// the police had fired" read with no subject and "the police" in
		// the phrase.
		return k == lm+1 || st.Tokens[lm+1].Rel == "det:predet" && !p.hasRel(st.Tokens[k].Head, "nsubj", "nsubj:pass")
	}
	return false
}

// genericNoun reports whether the event noun at token i names events in
// general or in sum rather than one incident: "any ceasefire", "previous
// talks", "the total number of persons arrested". ("A series of air
// strikes" is left alone: a coder codes a day's series as one event.)
func (p *parse) genericNoun(i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	h := tok.Head
	if tok.UPOS == "NOUN" {
		kids := p.kids[i]
		if tok.Rel == "conj" && h >= 0 {
			// "any mela, rally or display": a conjunct shares the first's
			// determiner.
			kids = append(append([]int(nil), kids...), p.kids[h]...)
		}
		for _, k := range kids {
			switch l := p.lemma(k); doc.BaseRel(st.Tokens[k].Rel) {
			case "det":
				if l == "any" {
					return true
				}
			case "amod":
				if lex.backgroundAdjectives[l] {
					return true
				}
			}
		}
	}
	// "the total number of persons arrested": a participle under a
	// number summed up.
	if tok.UPOS == "VERB" && h >= 0 && doc.BaseRel(tok.Rel) == "acl" {
		for n := h; n >= 0 && st.Tokens[n].UPOS == "NOUN"; n = st.Tokens[n].Head {
			for _, k := range p.kids[n] {
				if l := p.lemma(k); doc.BaseRel(st.Tokens[k].Rel) == "amod" && (l == "total" || l == "cumulative") {
					return true
				}
			}
			if doc.BaseRel(st.Tokens[n].Rel) != "nmod" {
				break
			}
		}
	}
	return false
}

// conditional reports whether the event at token i is told under a
// condition or as a forecast: its clause is marked "if" or "unless", or
// opened by an inverted "should" ("should talks fail"), or is the
// complement of a verb of expecting or planning.
func (p *parse) conditional(e *doc.Event, i int) bool {
	cl := p.clause(i)
	return p.markedCondition(e, i, cl) || p.underHazard(i) || p.arranged(cl) || p.forecast(e, cl) ||
		p.modalAbove(e, cl) || p.intended(cl) || p.modalOccurrence(i)
}

// markedCondition reports whether a head of the clause cl of the event at
// token i is marked "if" or "unless", or has "should" before the event
// ("should talks fail"). A demand the event stage made of the verb
// (doc.Event.Demand: "the council should withdraw the decree", said by
// someone) is made as told, not a condition; other speech acts under
// "should" stay wishes.
func (p *parse) markedCondition(e *doc.Event, i int, cl []int) bool {
	for _, j := range cl {
		for _, k := range p.kids[j] {
			l := p.lemma(k)
			switch doc.BaseRel(p.st.Tokens[k].Rel) {
			case "mark":
				if l == "if" || l == "unless" {
					return true
				}
			case "aux":
				if l == "should" && k < i && !(j == i && e.Demand) {
					return true
				}
			}
		}
	}
	return false
}

// arranged reports whether a verb of clause cl is told with "be to" ("the
// ministry is to suspend cooperation", "the envoy was to have flown home"):
// what is arranged, not done.
func (p *parse) arranged(cl []int) bool {
	for _, j := range cl {
		if p.st.Tokens[j].UPOS == "VERB" && p.marker(j, "mark") == "to" && p.hasRel(j, "cop") {
			return true
		}
	}
	return false
}

// forecast reports whether clause cl climbs to a verb of forecasting, or
// of readiness over an infinitive ("set to host", "ready to meet") for
// an event that is no speech act. Readiness governs no argument ("cars
// were set alight by youths") nor a conjunct that shares its subject
// ("set up roadblocks and detained nine"); nor does forecasting govern a
// conjunct of its own verb, a second predicate of the subject told as
// done ("wants to resign and has asked for a meeting").
func (p *parse) forecast(e *doc.Event, cl []int) bool {
	st := p.st
	for n, j := range cl[1:] {
		below := cl[n]
		if st.Tokens[below].Rel == "conj" && st.Tokens[below].Head == j {
			continue
		}
		inf := doc.BaseRel(st.Tokens[below].Rel) == "xcomp" || p.marker(below, "mark") == "to"
		ready := lex.readiness[p.lemma(j)] && st.Tokens[below].UPOS != "NOUN" && inf
		if lex.forecastVerbs[p.lemma(j)] || ready && !speechAct[e.Type.Plover] {
			return true
		}
	}
	return false
}

// modalAbove reports whether the event is told under a modal: on a
// clause above it that it is the object or complement of ("would never
// risk raiding the port and seizing its ships"; the event stage reads
// the modal of speech acts about an action itself, a promise or a
// threat), or on its own clause when that is the main clause of a
// condition ("the militia would storm the town if talks broke down").
func (p *parse) modalAbove(e *doc.Event, cl []int) bool {
	for _, j := range cl[1:] {
		if p.hasAux(j, "would", "could", "might") && !speechAct[e.Type.Plover] {
			return true
		}
	}
	for _, j := range cl {
		if !p.hasAux(j, "would", "could", "might") {
			continue
		}
		for _, k := range p.kids[j] {
			if doc.BaseRel(p.st.Tokens[k].Rel) == "advcl" && (p.hasKid(k, "if") || p.hasKid(k, "unless")) {
				return true
			}
		}
	}
	return false
}

// intended reports whether a head of clause cl is an infinitive under a
// noun of intent: "efforts to negotiate", "felt no need to negotiate".
func (p *parse) intended(cl []int) bool {
	st := p.st
	for _, j := range cl {
		if h := st.Tokens[j].Head; h >= 0 && doc.BaseRel(st.Tokens[j].Rel) == "acl" && p.hasKid(j, "to") && lex.intentNouns[p.lemma(h)] {
			return true
		}
	}
	return false
}

// modalOccurrence reports whether the event noun at token i is the subject
// of a verb that only says it happens, told with a modal: "fighting could
// resume".
func (p *parse) modalOccurrence(i int) bool {
	st := p.st
	h := st.Tokens[i].Head
	if st.Tokens[i].UPOS != "NOUN" || doc.BaseRel(st.Tokens[i].Rel) != "nsubj" || h < 0 || !lex.occurVerbs[p.lemma(h)] {
		return false
	}
	for _, k := range p.kids[h] {
		// A hedge (polarity.Hedge), or "should": an occasion that only
		// should come about has not, though the event stage, which reads
		// "should" as a demand (stance.go), keeps it off its hedges.
		if l := p.lemma(k); polarity.Hedge(l) || l == "should" {
			return doc.BaseRel(st.Tokens[k].Rel) == "aux"
		}
	}
	return false
}

// underHazard reports whether the event at token i is what a noun of
// risk foresees ([hazard-nouns]): "the risk of clashes", "in danger of
// being overrun", and "risks being executed"
// when the parser takes "risks" for a noun; or what is still some way off
// ("days away from seizing the port").
func (p *parse) underHazard(i int) bool {
	st := p.st
	j := i
	if st.Tokens[j].Rel == "conj" && st.Tokens[j].Head >= 0 {
		j = st.Tokens[j].Head // a conjunct shares its first conjunct's place
	}
	h := st.Tokens[j].Head
	if h >= 0 && p.marker(j, "mark", "case") == "from" && p.hasKid(h, "away") && p.timeAway(h) {
		return true // "days away from seizing the port"
	}
	if h < 0 || st.Tokens[h].UPOS != "NOUN" || !lex.hazardNouns[p.lemma(h)] {
		return false
	}
	switch doc.BaseRel(st.Tokens[j].Rel) {
	case "acl", "nmod":
		return true
	}
	return false
}

// timeAway reports whether h, the head "away" hangs on, is a span of time
// counted or in the plural ("days away", "two hours away"): how far off
// an act still is. "Fled away from the fighting" tells a flight.
func (p *parse) timeAway(h int) bool {
	st := p.st
	if st.Tokens[h].UPOS != "NOUN" || !lex.timeUnits[p.lemma(h)] {
		return false
	}
	return st.Tokens[h].XPOS == "NNS" || p.hasRel(h, "nummod")
}

// speechAct are the categories the event stage makes of what a clause
// says of an action: a promise, a threat, a refusal, a demand.
var speechAct = map[string]bool{"AGREE": true, "THREATEN": true, "REJECT": true, "REQUEST": true}

// leftmost returns the first token of j's subtree.
func (p *parse) leftmost(j int) int {
	first := j
	for _, k := range p.kids[j] {
		if k < first {
			first = min(first, p.leftmost(k))
		}
	}
	return first
}

// hasRel reports whether token j has a child in one of the relations.
func (p *parse) hasRel(j int, rels ...string) bool {
	for _, k := range p.kids[j] {
		for _, r := range rels {
			if p.st.Tokens[k].Rel == r {
				return true
			}
		}
	}
	return false
}

// hasAux reports whether token j has an auxiliary with one of the lemmas.
func (p *parse) hasAux(j int, lemmas ...string) bool {
	return p.auxWhere(j, func(l string) bool { return slices.Contains(lemmas, l) })
}

// auxWhere reports whether token j has an auxiliary whose lemma matches:
// the one walk over a verb's auxiliaries, whichever way the lemmas come.
func (p *parse) auxWhere(j int, match func(lemma string) bool) bool {
	for _, k := range p.kids[j] {
		if doc.BaseRel(p.st.Tokens[k].Rel) == "aux" && match(p.lemma(k)) {
			return true
		}
	}
	return false
}

// hasKid reports whether token j has a child with lemma l.
func (p *parse) hasKid(j int, l string) bool {
	for _, k := range p.kids[j] {
		if p.lemma(k) == l {
			return true
		}
	}
	return false
}

// partOf reports whether the event at token i is part of another coded
// event, whose trigger is in triggers: an infinitive under it ("fired
// tear gas to disperse the mob", "urged them to attack": the content or
// purpose of that event, not an incident of its own), or a crowd the
// other event acts on ("fired on the mobs": a riot and the response to it
// are one event), or the act a charge or accusation names (chargeContent).
func (p *parse) partOf(e *doc.Event, i int, triggers map[int]bool) bool {
	st := p.st
	if p.chargeContent(e, i) || p.infinitiveArgument(e, i, triggers) {
		return true
	}
	h := st.Tokens[i].Head
	if h < 0 || !triggers[h] {
		return false
	}
	if st.Tokens[i].UPOS == "VERB" && p.hasKid(i, "to") {
		return true
	}
	switch doc.BaseRel(st.Tokens[i].Rel) {
	case "obj", "obl":
		return e.Type.Plover == "PROTEST" && st.Tokens[i].UPOS == "NOUN"
	}
	return false
}
