package event

import (
	"fmt"
	"slices"
	"strings"
	"unicode"

	"sitrep/doc"
	"sitrep/internal/polarity"
)

// Coder finds and codes the events of a parsed story. It is read-only after
// New and safe for concurrent use.
type Coder struct {
	lx *Lexicon
	// partyRoles are the roles whose options each event keeps
	// (doc.Event.PartyOptions), in the order RoleActor, RoleTarget.
	partyRoles []string
}

// New returns a Coder using the trigger and claim lexicon lx, which keeps
// no party options on its events.
func New(lx *Lexicon) *Coder { return &Coder{lx: lx} }

// NewKeeping returns a Coder like New's that keeps on each event it writes
// the party options of the roles named (RoleActor, RoleTarget), which the
// party chooser and its trainer read. Listing the actor's costs about
// 40-55% more of the stage's CPU, both roles' about 100% more (Guardian
// sample, 2026-12-06), so none are kept unless named. An unknown role is
// an error: a misspelt one would keep nothing, and the chooser would
// change nothing.
func NewKeeping(lx *Lexicon, partyRoles ...string) (*Coder, error) {
	var unknown []string
	for _, r := range partyRoles {
		if r != RoleActor && r != RoleTarget && !slices.Contains(unknown, r) {
			unknown = append(unknown, r)
		}
	}
	if len(unknown) > 0 {
		return nil, fmt.Errorf("event: unknown party roles %q (want %q or %q)", unknown, RoleActor, RoleTarget)
	}
	c := New(lx)
	for _, r := range []string{RoleActor, RoleTarget} {
		if slices.Contains(partyRoles, r) {
			c.partyRoles = append(c.partyRoles, r)
		}
	}
	return c, nil
}

// candidate is an event found on one trigger, before merging.
type candidate struct {
	trig   int // token index of the trigger
	tr     Trigger
	actor  int // token index of the actor's head, or -1
	target int
	claims []doc.Claim
	ev     doc.Event
	sent   int
	// acled is the ACLED sub-event code ("ARMED_CLASH"), "" for none: the
	// trigger's, which refine reads and changes, and ev gets its names last.
	acled string
	// definite marks a noun trigger that refers back ("the attack",
	// "Saturday's shootings"): it names an event told before.
	definite bool
	// placeOwn is true when the place came from the trigger's own phrase.
	placeOwn bool
	// extra holds triggers of killings folded into this event.
	extra []int
	// beside counts the other events of its category that merging left
	// apart in its sentence, set once merging is done (splitNumbered).
	beside int
	// deed is the attack told before that a condemnation names as its
	// content ("condemned the attack"), whose doer it accuses; nil if none.
	// An investigation of an attack ("a probe into the attack") accuses no
	// one yet.
	deed *candidate
	// peers indexes the story's candidates by trigger, for telling which
	// event a casualty count belongs to.
	peers map[int]*candidate
	// recalled marks an attack the story tells only as what a
	// condemnation or a protest is about ("condemned the attack on the
	// train"): an event of its own, which the stance's date does not date.
	recalled bool
}

// Annotate appends st's events to st.Events. It needs tokens with lemmas
// and a dependency parse; mentions, time expressions, places and quantities
// are used where earlier stages left them.
//
// The steps, in order: mend known misparses (repair.go); detect events on
// trigger words and speech acts (detect); attach the claims of verbs of
// saying (attachClaims); fold into one event what the text tells as part
// of another (absorbParts); code each event's parties, time, place, counts
// and flags (fill); refine its ACLED type (refine, acledrules.go), then
// score it; give counts no event took to the events of violence
// (adoptCounts); merge the sentences that tell one incident (merge.go);
// place and date what the sentences left open from the story
// (storyDefaults); fold a crowd's riot into its attack (foldRiots,
// riotfold.go); and keep on each event its parties' options for the
// party chooser (keepPartyOptions, partyfill.go).
func (c *Coder) Annotate(st *doc.Story) error {
	if len(st.Tokens) == 0 {
		return nil
	}
	t, cands, all := c.candidates(st, c.fill)
	// ACLED refinement reads what fill found of every event (parties, time,
	// place, counts) and may retype one; the counts told apart from any
	// event are then adopted by the events of violence as refined.
	refine(t, cands)
	for _, cd := range cands {
		cd.ev.Confidence = confidence(cd)
	}
	adoptCounts(t, cands)
	arrestsOnArrests(cands)
	events := merge(t, cands)
	accuseDoers(cands, events)
	storyDefaults(t, events)
	events = foldRiots(events)
	c.keepPartyOptions(t, cands, all, events)
	st.Events = append(st.Events, events...)
	return nil
}

// candidates finds the events of st (which has tokens) up to code, which
// each is given in turn once all are found: fill for Annotate, the party
// steps alone for ruledCandidates. It returns them, and when options are
// kept, every candidate found before absorbing, whose parties the
// folded-act guard reads (keepPartyOptions).
func (c *Coder) candidates(st *doc.Story, code func(*tree, *candidate)) (*tree, []*candidate, []*candidate) {
	t := c.repairParse(newTree(st))
	t.lx = c.lx
	cands := c.detect(t)
	c.attachClaims(t, cands)
	var all []*candidate
	if len(c.partyRoles) > 0 {
		all = slices.Clone(cands)
	}
	cands = absorbParts(t, cands)
	byTrig := byTrigger(cands)
	for _, cd := range cands {
		cd.peers = byTrig
		code(t, cd)
	}
	return t, cands, all
}

// detect returns the events of the story's trigger words, in text order,
// with those that syntax makes (demands, readiness: stance.go) and without
// the actions only foreseen.
func (c *Coder) detect(t *tree) []*candidate {
	var cands []*candidate
	for i := range t.st.Tokens {
		if cd := c.candidate(t, i); cd != nil {
			cands = append(cands, cd)
		}
	}
	cands = c.stanceCandidates(t, cands)
	cands = c.outcomeCandidates(t, cands)
	return dropExpected(t, cands)
}

// absorbParts folds into another event each one the text tells as its
// part: a killing told as an event's result ("stormed a compound, killing
// seven"), a noun that is another trigger's content ("pledged his
// cooperation"), and an action that is a speech act's content.
func absorbParts(t *tree, cands []*candidate) []*candidate {
	cands = absorbCasualtyClauses(t, cands)
	cands = absorbContentNouns(t, cands)
	cands = absorbRiotCauses(t, cands)
	return absorbContent(t, cands)
}

// absorbRiotCauses folds a crowd's violence told as the cause of force in
// the same sentence into that force: "police fired tear gas when
// protesters threw stones" is one incident, the riot and the force used
// on it, as the coding rules count a riot and its policing.
func absorbRiotCauses(t *tree, cands []*candidate) []*candidate {
	byTrig := byTrigger(cands)
	var out []*candidate
	for _, cd := range cands {
		host := riotHost(t, byTrig, cd)
		if host == nil {
			out = append(out, cd)
			continue
		}
		host.absorbed(cd)
	}
	return out
}

// riotHost returns the act of force whose adverbial clause cd is, when cd
// is violence by a crowd ("when some protesters threw stones"): the
// clause hangs on the force's trigger, or on the verb whose object a noun
// trigger is ("fired tear gas"). Nil if cd is no such clause.
func riotHost(t *tree, byTrig map[int]*candidate, cd *candidate) *candidate {
	tok := &t.st.Tokens[cd.trig]
	if cd.tr.Plover != "ASSAULT" || cd.actor < 0 || doc.BaseRel(tok.Rel) != "advcl" || tok.Head < 0 {
		return nil
	}
	if !hasAny(strings.ToLower(t.st.Slice(t.fullSpan(cd.actor))), vocab.crowdActors) {
		return nil
	}
	h := tok.Head
	host := byTrig[h]
	if host == nil {
		if o := t.child(h, "obj"); o >= 0 {
			host = byTrig[o]
		}
	}
	if host == nil || host == cd || host.tr.Plover != "ASSAULT" || ownTime(t, cd.trig) {
		return nil
	}
	return host
}

// storyDefaults gives the merged events what their sentences left open
// from the story: the dateline's place, else for a physical event the
// story's focus country; and a time from the story (storyTime).
func storyDefaults(t *tree, events []doc.Event) {
	st := t.st
	dateline, focus := datelinePlace(t), focusCountry(t)
	for i := range events {
		e := &events[i]
		switch {
		case e.Place != nil:
		case dateline != nil && !recountedStatement(t, e):
			placeAtDateline(st, e, dateline)
		case focus != nil && physical[e.Type.Plover]:
			e.Place = whereOf(st, focus)
			e.Place.ResolvedFrom = "story"
		}
	}
	for i := range events {
		storyPlace(t, &events[i], dateline)
		if dateline == nil {
			// A dateline tells where the story was filed; a venue
			// told nearby does not override it.
			if p := venuePlace(t, &events[i]); p != nil {
				events[i].Place = whereOf(st, p)
				events[i].Place.ResolvedFrom = "story"
			}
		}
	}
	storyTimes(t, events)
}

// candidate returns the event triggered at token i, or nil.
func (c *Coder) candidate(t *tree, i int) *candidate {
	tok := &t.st.Tokens[i]
	pos := tok.UPOS
	if pos == "PROPN" && lowerCaseNoun(tok.Form) {
		// "curfew was imposed" in a story written all in lower case: a
		// name is capitalised, so a lower-case word the tagger took for
		// one is a common noun.
		pos = "NOUN"
	}
	adjective := pos == "ADJ"
	if adjective && nominalRole(tok.Rel) {
		// "launched an offensive against the militia": a word the
		// tagger took for an adjective but the parse made the verb's
		// object or subject is used as a noun.
		pos = "NOUN"
	}
	if pos != "VERB" && pos != "NOUN" {
		return nil
	}
	if pos == "VERB" && t.child(i, "det", "amod") >= 0 {
		// "the burning of the Koran", "the unintentional burning": a noun,
		// whatever its tag; verbs take no determiners or adjectives.
		pos = "NOUN"
	}
	if pos == "NOUN" && doc.BaseRel(tok.Rel) == "compound" && !(tok.Head >= 0 && (vocab.lightNouns[t.lemma(tok.Head)] || heldEvent(t, i))) {
		return nil // "protest leaders": the noun modifies another; but "a mediation effort" is mediation
	}
	lemma := t.lemma(i)
	if pos == "NOUN" && (tok.UPOS == "VERB" || adjective) {
		// As written: "the wounded" are people, not a wound.
		lemma = strings.ToLower(tok.Form)
	}
	if c.noEventSense(t, i, pos, lemma) {
		return nil
	}
	for _, tr := range c.lx.Lookup(lemma, pos) {
		if !t.fits(i, tr.Frame) {
			continue
		}
		if tr.Passive && !t.passive(i) {
			continue
		}
		if lineMisfits(t, i, tr) || handledRequest(t, i, tr) {
			continue
		}
		if tr.Bids && !t.bids(i) {
			continue
		}
		if tr.Placed && !t.placeArgument(i) {
			continue
		}
		cd := &candidate{trig: i, tr: tr, actor: -1, target: -1, sent: tok.Sentence}
		c.arguments(t, cd)
		if !searchedByAuthority(t, cd) {
			continue // "a nurse checked the patients' papers": no search
		}
		return cd
	}
	return nil
}

// nominalRole reports whether dependency relation rel is one only a noun
// phrase fills: a subject or an object.
func nominalRole(rel string) bool {
	switch doc.BaseRel(rel) {
	case "nsubj", "obj", "iobj":
		return true
	}
	return false
}

// firstPersonAsk reports whether verb i is told in the first person
// singular: its subject or the one it bids is "I" or "me".
func firstPersonAsk(t *tree, i int) bool {
	for _, k := range t.kids[i] {
		switch doc.BaseRel(t.st.Tokens[k].Rel) {
		case "nsubj", "obj", "iobj":
			if t.st.Tokens[k].UPOS == "PRON" && t.lemma(k) == "i" {
				return true
			}
		}
	}
	return false
}

// noEventSense reports whether the trigger word at i, of part of speech
// pos and lemma, is used in a sense that tells no event: a report, a
// source's anonymity, a fact accepted, a defence in arms, "caught on
// camera", a side described ("allied to").
func (c *Coder) noEventSense(t *tree, i int, pos, lemma string) bool {
	if c.isClaimVerb(t, i) && !(pos == "VERB" && t.bids(i)) {
		// "told reporters that ..." reports; "told the police to stop"
		// bids them, a request.
		return true
	}
	// "an aide, who asked not to be named": a source's anonymity, not
	// a request.
	if pos == "VERB" && vocab.anonymityAskers[lemma] && anonymous(t, i) {
		return true
	}
	// "I asked them to wait", "he told me to leave": a witness's own
	// dealings with those around him, no request between parties.
	if pos == "VERB" && vocab.biddingVerbs[lemma] && firstPersonAsk(t, i) {
		return true
	}
	// "Western powers now accept that Assad may stand": accepting a fact
	// is an opinion, not agreement to anything a party offered; "the letter
	// apprehended that ..." fears, it arrests no one.
	if pos == "VERB" && vocab.factVerbs[lemma] && t.child(i, "ccomp") >= 0 && t.child(i, "obj") < 0 {
		return true
	}
	if pos == "VERB" && lemma == "defend" && c.armedDefence(t, i) {
		return true
	}
	if pos == "VERB" && vocab.catchingVerbs[lemma] && caughtOut(t, i) {
		return true // "caught on camera", "caught by surprise": no arrest
	}
	if pos == "VERB" && lemma == "ally" && (t.child(i, "nsubj", "nsubj:pass") < 0 || alliedTo(t, i)) {
		// "fighters allied to the army": a participle that says which
		// side a group stands on, with no subject allying itself; the
		// parse hangs it on the verb before the noun it describes, or
		// makes that noun its subject.
		return true
	}
	if pos == "NOUN" && vocab.policyNouns[lemma] && !doneDeed(t, i) {
		return true // "an intervention would be a blunder": a policy weighed
	}
	if monthDate(t, i) || c.judgedTrigger(t, i, pos, lemma) || vocab.warningWords[lemma] && foreboding(t, i) {
		return true
	}
	return pos == "VERB" && lemma == "allege" && c.hedged(t, i)
}

// namesDoerOrDate reports whether modifier k of an event noun names a
// party (a possessive, or a name or demonym the mention stages found:
// "Russian", "Saudi-led") or a date ("2015").
func namesDoerOrDate(t *tree, k int) bool {
	if t.st.Tokens[k].Rel == "nmod:poss" {
		return true
	}
	switch doc.BaseRel(t.st.Tokens[k].Rel) {
	case "amod", "compound", "nummod", "nmod":
	default:
		return false
	}
	if m := t.covering(k); m >= 0 && t.st.Mentions[m].Label != doc.LabelNOM && t.st.Mentions[m].Label != doc.LabelPRON {
		return true
	}
	sp := t.st.Tokens[k].Span
	return slices.ContainsFunc(t.st.Timexes, func(x doc.Timex) bool { return x.Span.Contains(sp) })
}

// lineMisfits reports whether lexicon line tr, which its frame admits at
// i, is used there in a sense that tells no event of its kind: a fire
// named in another phrase of "set" ("set up a committee after the fire")
// is no arson, though with=fire admits it.
func lineMisfits(t *tree, i int, tr Trigger) bool {
	switch {
	case tr.Lemma == "set" && tr.Plover == "ASSAULT":
		return !setAlight(t, i)
	case tr.Lemma == "fall" && tr.Plover == "ASSAULT":
		return !fallenPlace(t, i)
	case tr.Lemma == "sanction" && tr.Plover == "SANCTION":
		return approval(t, i)
	}
	return false
}

// approval reports whether "sanction" at i is told in its sense of
// approval, not of a penalty: the noun in the singular ("gave sanction
// for the strikes", "the specific sanction of the minister"; penalties
// are "sanctions"), or the verb with a sum of money for its object
// ("sanctioned Rs 12 crore for the flood relief").
func approval(t *tree, i int) bool {
	tok := &t.st.Tokens[i]
	if tok.UPOS == "NOUN" {
		return tok.XPOS == "NN"
	}
	o := t.child(i, "obj")
	// "Rs" is lemmatised as a plural ("r"): its form is read too.
	return o >= 0 && (vocab.money[t.lemma(o)] || vocab.money[strings.TrimSuffix(strings.ToLower(t.st.Tokens[o].Form), ".")])
}

// handledRequest reports whether request noun i is the passive subject of
// a verb that deals with a request already made ("their demand was
// referred to the minister", "the request was turned down"), not of one
// that makes it ("a demand was raised"): the request was told when made.
func handledRequest(t *tree, i int, tr Trigger) bool {
	tok := &t.st.Tokens[i]
	if tr.Plover != "REQUEST" || tr.POS != "NOUN" || tok.Rel != "nsubj:pass" || tok.Head < 0 {
		return false
	}
	return !vocab.requestMakers[t.lemma(tok.Head)]
}

// fallenPlace reports whether the subject of "fell" at i is a place, which
// then changed hands ("the town fell to the rebels", "Aleppo fell to
// government forces"); a soldier falling to the ground is no conquest.
func fallenPlace(t *tree, i int) bool {
	s := t.child(i, "nsubj")
	if s < 0 {
		return false
	}
	l := t.lemma(s)
	return vocab.placeNouns[l] || vocab.lands[l] || placeAt(t.st, s) || t.placeName(s)
}

// doneDeed reports whether the noun at i is told as a deed done: its doer
// or its date named on it ("Moscow's intervention", "an intervention by
// the army", "the Saudi-led intervention", "the 2015 intervention"), or
// it is the subject or object of a staging verb or of a verb in the past
// ("launched an intervention", "the intervention saved the regime", "has
// saved").
func doneDeed(t *tree, i int) bool {
	if slices.ContainsFunc(t.kids[i], func(k int) bool { return t.marker(k) == "by" || namesDoerOrDate(t, k) }) {
		return true
	}
	tok := &t.st.Tokens[i]
	h := tok.Head
	if r := doc.BaseRel(tok.Rel); h < 0 || r != "nsubj" && r != "obj" {
		return false
	}
	if vocab.stagingVerbs[t.lemma(h)] {
		return true
	}
	switch t.st.Tokens[h].XPOS {
	case "VBD":
		return true
	case "VBN":
		return slices.ContainsFunc(t.children(h, "aux"), func(k int) bool { return t.lemma(k) == "have" })
	}
	return false
}

// alliedTo reports whether "allied" at i is followed by "to" and a noun
// ("allied to the army"), which describes a side; allying as an act is
// "allied with" or "allied themselves to".
func alliedTo(t *tree, i int) bool {
	k := i + 1
	if k >= len(t.st.Tokens) || t.lemma(k) != "to" || t.child(i, "obj") >= 0 {
		return false
	}
	h := t.st.Tokens[k].Head
	return h >= 0 && (t.st.Tokens[h].UPOS == "NOUN" || t.st.Tokens[h].UPOS == "PROPN")
}

// hedged reports whether the verb at i is a passive with a "to" clause and
// no by-phrase, and the clause tells an act a trigger codes ("the two are
// alleged to have attacked the guard"): the writer's caution about that
// act, which is the event, with no accuser and no accusation made at a
// time. A clause with no such act ("is alleged to have embezzled funds")
// leaves the allegation the sentence's only event.
func (c *Coder) hedged(t *tree, i int) bool {
	x := t.child(i, "xcomp")
	if !t.passive(i) || x < 0 || t.child(i, "obl:agent") >= 0 {
		return false
	}
	sp := t.fullSpan(x)
	for k := t.tokenFrom(sp.Start); k < len(t.st.Tokens) && t.st.Tokens[k].Span.End <= sp.End; k++ {
		// A candidate formed, not a lemma listed: "taken bribes" is in the
		// lexicon only as "taken hostage", and codes no act.
		if c.candidate(t, k) != nil {
			return true
		}
	}
	return false
}

// passive reports whether the verb at i is told in the passive.
func (t *tree) passive(i int) bool {
	return t.child(i, "nsubj:pass", "aux:pass") >= 0
}

// setAlight reports whether "set" at i tells arson: fire as its object
// ("set fire to"), "on fire", or "ablaze" or "alight" said of what burned
// (which the parse may make the object's marker). A fire named in another
// phrase ("set up a committee after the fire") is none.
func setAlight(t *tree, i int) bool {
	return slices.ContainsFunc(t.kids[i], func(k int) bool {
		if m := t.marker(k); m == "ablaze" || m == "alight" {
			return true
		}
		switch t.lemma(k) {
		case "ablaze", "alight":
			return true
		case "fire":
			return doc.BaseRel(t.st.Tokens[k].Rel) == "obj" || t.marker(k) == "on"
		}
		return false
	})
}

// lowerCaseNoun reports whether form, tagged a proper noun, is written
// in lower case letters only, as no name is.
func lowerCaseNoun(form string) bool {
	letters := false
	for _, r := range form {
		switch {
		case unicode.IsUpper(r):
			return false
		case unicode.IsLetter(r):
			letters = true
		}
	}
	return letters
}

// armedDefence reports whether "defend" at token i is defence by arms,
// not PLOVER's verbal support: of oneself ("we are going to defend
// ourselves") or against an attack ("defend the town against outside
// attacks", "defending the faith from its enemies"). "Defended Iraq and
// Libya against Western criticism" is support.
func (c *Coder) armedDefence(t *tree, i int) bool {
	if o := t.child(i, "obj"); o >= 0 && (strings.HasSuffix(t.lemma(o), "self") || strings.HasSuffix(t.lemma(o), "selves")) {
		return true
	}
	// The phrase may hang on the verb or, misattached, on its object
	// ("defend the town against any attack").
	against := t.children(i, "obl")
	if o := t.child(i, "obj"); o >= 0 {
		against = append(against, t.children(o, "nmod")...)
	}
	for _, k := range against {
		if m := t.marker(k); (m == "against" || m == "from") && slices.ContainsFunc(c.lx.Lookup(t.lemma(k), "NOUN"), func(tr Trigger) bool { return tr.Plover == "ASSAULT" }) {
			return true
		}
	}
	return false
}

// caughtOut reports whether the catching verb at i says something was
// recorded on a camera, film or tape ("caught on surveillance video",
// "captured on film"), or someone was taken unawares or got in the way of
// harm ("caught them by surprise", "caught in the crossfire", "the storm
// caught them"): no one was arrested.
func caughtOut(t *tree, i int) bool {
	// Any dependent: the parse may make "unawares" an object, and a storm
	// that catches someone is as much a mishap as a crossfire; but "caught
	// the bomber after the blast" is an arrest.
	return slices.ContainsFunc(t.kids[i], func(k int) bool {
		switch m := t.marker(k); {
		case m == "on":
			return vocab.recordings[t.lemma(k)]
		case m == "" || m == "in" || m == "by" || m == "off":
			return vocab.unawares[t.lemma(k)]
		}
		return false
	})
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
	return v >= 0 && vocab.stagingVerbs[t.lemma(v)]
}

// fits reports whether token i meets frame f: a dependent with one of its
// "with" lemmas, a particle with one of its "prt" lemmas, an object (of an active verb; the subject of a passive
// one; through a measure, "tons of aid") with one of its "obj" lemmas, and
// a predicate on the object with one of its "as" lemmas.
func (t *tree) fits(i int, f Frame) bool {
	if len(f.With) > 0 && !slices.ContainsFunc(f.With, func(w string) bool { return t.hasChildLemma(i, w) }) {
		return false
	}
	if len(f.Prt) > 0 && !slices.ContainsFunc(f.Prt, func(w string) bool { return t.hasParticle(i, w) }) {
		return false
	}
	if len(f.Obj) > 0 {
		o := t.measured(t.child(i, "obj", "nsubj:pass"))
		if o < 0 || !slices.Contains(f.Obj, t.lemma(o)) {
			return false
		}
	}
	return len(f.As) == 0 || t.predicative(i, f.As)
}

// hasParticle reports whether verb i has the particle w: a dependent the
// parse calls one ("gave in"), or w right after the verb and attached to it
// rather than to a noun after it ("gave in to their demands", where the
// parse may take "in" for a preposition of the verb). The "in" of "given
// in writing" marks its noun, and is no particle.
func (t *tree) hasParticle(i int, w string) bool {
	for _, k := range t.kids[i] {
		if t.st.Tokens[k].Rel == "compound:prt" && t.lemma(k) == w {
			return true
		}
	}
	next := i + 1
	return next < len(t.st.Tokens) && t.st.Tokens[next].Head == i && t.lemma(next) == w
}

// isClaimVerb reports whether token i is a verb of saying or claiming with a
// frame that matches, in which case it carries a claim, not an event.
func (c *Coder) isClaimVerb(t *tree, i int) bool {
	_, ok := c.claimVerb(t, i)
	return ok
}

func (c *Coder) claimVerb(t *tree, i int) (ClaimVerb, bool) {
	lemma := t.lemma(i)
	if strings.EqualFold(t.st.Tokens[i].Form, "according") {
		lemma = "according" // lemmatised "accord"
	}
	for _, cv := range c.lx.Claims(lemma) {
		if t.fits(i, cv.Frame) {
			return cv, true
		}
	}
	return ClaimVerb{}, false
}

// arguments finds the actor and target of a candidate from the parse.
func (c *Coder) arguments(t *tree, cd *candidate) {
	if cd.tr.POS == "NOUN" {
		// A noun trigger, or a verb form used as one ("the burning of"):
		// its parties are in its own phrase, or the clause it sits in.
		c.nounArguments(t, cd)
		c.lightVerbParties(t, cd)
		return
	}
	verbArguments(t, cd)
	c.sharedArguments(t, cd)
}

// isTimeWord reports whether token i heads a time phrase ("Saturday's", "on Thursday").
func isTimeWord(t *tree, i int) bool {
	if inTimex(t.st, t.st.Tokens[i].Span) {
		return true
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
	targetsOf := map[int][]*candidate{}
	for v := range t.st.Tokens {
		s, ok := c.sayingAt(t, v)
		if !ok {
			continue
		}
		targets := governedCandidates(t, cands, s)
		if len(targets) == 0 {
			targets = fallbackTargets(t, cands, &s, targetsOf)
		}
		targetsOf[v] = targets
		for _, cd := range targets {
			s.attach(t, cd)
		}
	}
}

// saying is one verb of saying and the claim it makes.
type saying struct {
	v     int       // the verb
	cv    ClaimVerb // its lexicon entry, its kind as read in context
	claim doc.Claim
	subj  int // the claimant's token, after "according to X" and shared subjects
	own   int // the verb's own subject, -1 when it has none
}

// sayingAt reads the claim verb v makes, if it is one with a claimant the
// parse gives and it is not negated: its claimant, and whether it claims
// responsibility ("Hamas claimed the rocket attack", "the group said it
// carried out the attack").
func (c *Coder) sayingAt(t *tree, v int) (saying, bool) {
	st := t.st
	cv, ok := c.claimVerb(t, v)
	if !ok {
		return saying{}, false
	}
	s := saying{v: v, cv: cv, subj: t.child(v, "nsubj")}
	s.claim = doc.Claim{Kind: cv.Kind, Verb: st.Tokens[v].Form, Span: st.Sentences[st.Tokens[v].Sentence].Span}
	s.own = s.subj
	if cv.Lemma == "according" {
		// "according to X": X hangs on "according" or on its head.
		if s.subj = t.child(v, "obl", "nmod", "obj", "xcomp"); s.subj < 0 {
			s.subj = st.Tokens[v].Head
		}
	}
	if s.subj < 0 && t.passive(v) {
		// "The attack was claimed by a separatist group": the agent.
		s.subj = t.child(v, "obl:agent")
	}
	if s.subj < 0 && st.Tokens[v].Rel == "conj" {
		// "claimed responsibility ... and said": the subject is shared.
		s.subj = clauseSubject(t, st.Tokens[v].Head)
	}
	if s.subj < 0 || nobody(t, s.subj) || t.negated(v) {
		// "no one has claimed responsibility", "did not say": no
		// claim; nor is one whose claimant the parse does not give.
		return saying{}, false
	}
	// "He said": the one the pronoun stands for.
	s.claim.Claimant = party(t, claimantOf(t, s.subj))
	s.claim.Anonymous = s.claim.Claimant.Anonymous || anonymous(t, s.subj)
	if cv.Kind == doc.ClaimReported && (cv.Lemma == "claim" && c.isEventNoun(t, t.child(v, "obj", "nsubj:pass")) || ownsDeed(t, v, s.subj)) {
		s.setKind(doc.ClaimResponsibility)
	}
	if s.cv.Kind == doc.ClaimResponsibility {
		p := s.claim.Claimant
		s.claim.Says.Perpetrator = &p
	}
	return s, true
}

// setKind reads the saying as a claim of another kind.
func (s *saying) setKind(kind string) { s.cv.Kind, s.claim.Kind = kind, kind }

// governedCandidates returns the events the saying speaks of in its own
// sentence: triggers under the verb's complement, in the clause the verb
// is parenthetical to, or named by "for the shootings".
func governedCandidates(t *tree, cands []*candidate, s saying) []*candidate {
	st, v := t.st, s.v
	var targets []*candidate
	for _, cd := range cands {
		if cd.trig == v || st.Tokens[cd.trig].Sentence != st.Tokens[v].Sentence {
			continue
		}
		switch {
		case (st.Tokens[v].Rel == "parataxis" || st.Tokens[v].Rel == "conj" && s.own >= 0 && s.own < v && t.child(v, "cc") < 0 && t.child(s.own, "cc") < 0) && t.dominates(st.Tokens[v].Head, cd.trig) && !t.dominates(v, cd.trig):
			// "X were shot dead, a U.S. official said", the source
			// parsed as a clause of its own.
			targets = append(targets, cd)
		case s.cv.Lemma == "according" && t.dominates(accordingScope(t, v), cd.trig):
			targets = append(targets, cd)
		case t.dominates(v, cd.trig) && !t.dominates(s.subj, cd.trig) && !coordinatedAct(t, v, cd.trig) && !frontedAdjunct(t, s, cd.trig):
			targets = append(targets, cd)
		}
	}
	return targets
}

// coordinatedAct reports whether token i lies in a clause joined to saying
// verb v by a conjunction: "the commission rejected the report and
// demanded an inquiry" tells the commission's own demand beside its
// rejection, not what it rejects, so the denial neither speaks of the
// demand nor unnames its doer.
func coordinatedAct(t *tree, v, i int) bool {
	c := branchOf(t, v, i)
	return c >= 0 && t.st.Tokens[c].Rel == "conj" && t.child(c, "cc") >= 0
}

// branchOf returns the dependent of v whose subtree holds token i, or -1
// when i is not below v.
func branchOf(t *tree, v, i int) int {
	for n := 0; i >= 0 && n < len(t.st.Tokens); n++ {
		h := t.st.Tokens[i].Head
		if h == v {
			return i
		}
		i = h
	}
	return -1
}

// frontedAdjunct reports whether token i lies in a participle that opens
// the clause of saying s before its subject: "condemning the riots, the
// elders said ..." tells the elders' own condemnation, and the riots it
// names, not what they said.
func frontedAdjunct(t *tree, s saying, i int) bool {
	c := branchOf(t, s.v, i)
	return c >= 0 && t.st.Tokens[c].Rel == "advcl" && t.st.Tokens[c].XPOS == "VBG" && s.own > c
}

// fallbackTargets returns the events a saying that governs none speaks of
// elsewhere: the figure disputed in the sentence before, the account a
// contrasted saying gave (the saying then disputes it), the incidents of a
// sentence a closing attribution hung too low reports, or the attack told
// last for a bare responsibility claim or denial. targetsOf holds the
// events of the sayings read so far, by verb.
func fallbackTargets(t *tree, cands []*candidate, s *saying, targetsOf map[int][]*candidate) []*candidate {
	st, v := t.st, s.v
	var targets []*candidate
	if (s.cv.Kind == doc.ClaimDisputed || s.cv.Kind == doc.ClaimDenied) && anaphoric(t, t.child(v, "obj")) {
		// "rejected that figure": the figure or claim told in the
		// sentence before, on the events that carry a claim there.
		for _, cd := range cands {
			if cd.sent == st.Tokens[v].Sentence-1 && len(cd.claims) > 0 {
				targets = append(targets, cd)
			}
		}
	}
	if len(targets) == 0 && s.cv.Kind == doc.ClaimReported {
		// "The army said it killed 20 militants, but residents said
		// the dead were civilians": the second account disputes the
		// first's event.
		if h, ok := contrasted(t, v); ok && len(targetsOf[h]) > 0 {
			targets = targetsOf[h]
			s.setKind(doc.ClaimDisputed)
		}
	}
	if len(targets) == 0 && s.cv.Kind == doc.ClaimReported {
		targets = trailingTargets(t, cands, *s)
	}
	if len(targets) == 0 && (s.cv.Kind == doc.ClaimResponsibility || s.cv.Kind == doc.ClaimDenied && disowns(t, v)) {
		// "The Taliban claimed responsibility.", "The government
		// denied that its forces were involved." name no attack:
		// the one told last.
		if cd := lastAttack(cands, v); cd != nil {
			targets = append(targets, cd)
		}
	}
	return targets
}

// attach adds the saying's claim to the event cd. A denial by the one the
// event names as its actor unnames it: "The rebels denied that they had
// attacked the convoy" names no one who did it, and a pronoun on both
// sides ("He denied he ...") points at one name.
func (s saying) attach(t *tree, cd *candidate) {
	cd.claims = addClaims(cd.claims, []doc.Claim{s.claim})
	if s.cv.Kind == doc.ClaimDenied && cd.actor >= 0 && (cd.actor == s.subj || t.referent(cd.actor) == t.referent(s.subj)) {
		cd.actor = -1
	}
}

// accordingScope returns the clause "according to X" at v speaks for: the
// one its phrase hangs on ("according" hangs on X, X on the clause).
func accordingScope(t *tree, v int) int {
	h := t.st.Tokens[v].Head
	if h < 0 {
		return v
	}
	if hh := t.st.Tokens[h].Head; hh >= 0 {
		return hh
	}
	return h
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
			switch doc.BaseRel(tok.Rel) {
			case "obj", "nmod", "xcomp":
				host = byTrig[tok.Head]
				if h := tok.Head; host == nil && doc.BaseRel(tok.Rel) == "nmod" && t.measured(h) == cd.trig && t.st.Tokens[h].Head >= 0 {
					// "provide 25,000 tons of food aid"
					host = byTrig[t.st.Tokens[h].Head]
				}
			}
		}
		if host != nil && host != cd && recalledDeed(host, cd, out) {
			cd.recalled, host = true, nil
			recalledParties(t, cd)
		}
		if host == nil || host == cd {
			out = append(out, cd)
			continue
		}
		host.absorbed(cd)
		if host.tr.Plover == "ACCUSE" && host.tr.Mode == "disapprove" && cd.tr.Plover == "ASSAULT" && cd.definite {
			host.deed = lastAttack(out, cd.trig)
		}
	}
	return out
}

// recalledDeed reports whether attack cd, the content noun of host,
// stays an event of its own: host condemns or protests it ("condemned the
// attack on the train", "marched in protest at the massacre"), and
// the story has told no attack before it, which "the attack" would point
// back to. The host's mention is then the only telling of the attack,
// and folding it would lose it.
func recalledDeed(host, cd *candidate, before []*candidate) bool {
	return stance(host) && cd.tr.Plover == "ASSAULT" && lastAttack(before, cd.trig) == nil
}

// stance reports whether cd condemns or protests something: what it
// names as its content is what it is about, not a part of it.
func stance(cd *candidate) bool {
	return cd.tr.Plover == "ACCUSE" && cd.tr.Mode == "disapprove" || cd.tr.Plover == "PROTEST"
}

// recalledTime dates a recalled attack by its own phrase only ("the
// attack on Wednesday"): a date elsewhere in the sentence, or the story's,
// is the condemnation's or the protest's, told after the attack, and with
// no date of its own the attack has none (as a recalled incident in
// storyTime). The story's steps date only events dated from the story.
func recalledTime(t *tree, cd *candidate) {
	tm := cd.ev.Time
	if !cd.recalled || tm == nil || tm.Span != nil && t.ownSpan(cd.trig).Contains(*tm.Span) {
		return
	}
	cd.ev.Time = nil
}

// recalledParties keeps a recalled attack's parties to its own phrase
// ("the Turkish invasion of Syria", "the attack by rebels"): the one who
// condemns or protests it, the subject of the clause it sits in, never
// did it. It runs before the party steps, as the arguments found on
// detection are, so that the party options re-found see the same.
func recalledParties(t *tree, cd *candidate) {
	if cd.actor >= 0 && !t.dominates(cd.trig, cd.actor) {
		cd.actor = -1
	}
	if cd.target >= 0 && !t.dominates(cd.trig, cd.target) {
		cd.target = -1
	}
}

// accuseDoers gives a condemnation that names an attack told before as
// its content and names no target ("MINUSMA condemned the attack") the
// doer of that attack, as merged with its retellings, as its target:
// PLOVER codes the accused, and "the attack" points back to the story's
// last attack.
func accuseDoers(cands []*candidate, events []doc.Event) {
	told := func(sp doc.Span) *doc.Event {
		for k := range events {
			if events[k].Trigger == sp || slices.Contains(events[k].Mentions, sp) {
				return &events[k]
			}
		}
		return nil
	}
	for _, cd := range cands {
		if cd.deed == nil {
			continue
		}
		acc, deed := told(cd.ev.Trigger), told(cd.deed.ev.Trigger)
		if acc != nil && deed != nil && acc != deed && acc.Target == nil && deed.Actor != nil {
			p := *deed.Actor
			acc.Target = &p
		}
	}
}

// absorbed folds other, a part of cd's act, into cd: its claims join
// cd's, and its trigger is recorded as cd's, so its casualty counts are
// found.
func (cd *candidate) absorbed(other *candidate) {
	cd.claims = addClaims(cd.claims, other.claims)
	cd.extra = append(cd.extra, other.trig)
}

// fill codes a candidate's PLOVER type, parties, time, place, counts and
// flags; its ACLED type comes after, from refine (acledrules.go).
func (c *Coder) fill(t *tree, cd *candidate) {
	st := t.st
	e := &cd.ev
	e.Type = doc.EventType{Plover: cd.tr.Plover, Mode: cd.tr.Mode, CameoRoot: cd.tr.Cameo}
	e.Trigger = st.Tokens[cd.trig].Span
	e.Evidence = []doc.Span{st.Sentences[cd.sent].Span}
	e.Claims = cd.claims
	c.ruleParties(t, cd)
	c.when(t, cd)
	recalledTime(t, cd)
	c.where(t, cd)
	c.counts(t, cd)
	c.flags(t, cd)
	if e.Claims == nil {
		e.Claims = []doc.Claim{}
	}
}

// nounClause reports whether the words at sp sit in a relative clause
// ("which the rebels held until 2016", "from which he was fired
// last week") that does not hold trigger i: such a clause tells the time
// of what it describes.
func nounClause(t *tree, i int, sp doc.Span) bool {
	k := t.tokenFrom(sp.Start)
	if k >= len(t.st.Tokens) {
		return false
	}
	for n := 0; k >= 0 && n < len(t.st.Tokens); n++ {
		if t.dominates(k, i) {
			return false
		}
		if t.st.Tokens[k].Rel == "acl:relcl" {
			return true
		}
		k = t.st.Tokens[k].Head
	}
	return false
}

// nearer reports whether the words at a lie nearer trigger i than those
// at b: of two dates the clause gives alike, the nearer one is the
// event's.
func nearer(t *tree, i int, a, b doc.Span) bool {
	at := t.st.Tokens[i].Span
	dist := func(sp doc.Span) int {
		if sp.End <= at.Start {
			return at.Start - sp.End
		}
		return sp.Start - at.End
	}
	return dist(a) < dist(b)
}

// flags sets negated, hypothetical, future and historical.
func (c *Coder) flags(t *tree, cd *candidate) {
	st := t.st
	e := &cd.ev
	e.Demand = demanded(cd)
	for n, i := 0, cd.trig; i >= 0 && n < 4; n, i = n+1, st.Tokens[i].Head {
		for _, k := range t.kids[i] {
			l := t.lemma(k)
			switch doc.BaseRel(st.Tokens[k].Rel) {
			case "advmod":
				if n == 0 && polarity.Negator(l) {
					e.Aux.Negated = true
				}
			case "det":
				if n == 0 && l == "no" {
					e.Aux.Negated = true
				}
			case "obj":
				if n == 0 && modalHappening(t, k) {
					e.Aux.Hypothetical = true
				}
			case "nsubj":
				// "No one was arrested" denies the arrest; "nobody was
				// killed" tells an attack's toll, not that it did not happen.
				if n == 0 && t.noOne(k) && !vocab.casualtyLemmas[t.lemma(i)] && !vocab.death[t.lemma(i)] {
					e.Aux.Negated = true
				}
			case "aux":
				switch {
				case n == 0 && judgementMade(cd):
					// "would be a mistake" judges now (judgement.go).
				case polarity.Hedge(l):
					e.Aux.Hypothetical = true
				case l == "should":
					// A demand told with "should" is made as it is told;
					// what it asks for is its content (stance.go).
					if !(n == 0 && e.Demand) {
						e.Aux.Hypothetical = true
					}
				case polarity.Future(l):
					e.Aux.Future = true
				}
			case "mark":
				if l == "if" || l == "unless" || l == "whether" {
					e.Aux.Hypothetical = true
				}
			}
		}
		// Modality above the trigger belongs to the trigger only through
		// "to" complements ("could try to overrun" is hypothetical, but in
		// "the shootings could be connected" the shootings happened) and
		// through a verb that tells the trigger come about ("fighting could
		// resume", "if the raid takes place").
		if st.Tokens[i].Rel != "xcomp" && !(n == 0 && happening(t, i)) {
			break
		}
	}
	dateFlags(st, e)
}

// happening reports whether trigger i is the subject of a verb that tells
// it come about: "fighting could resume", "if the withdrawal takes place".
func happening(t *tree, i int) bool {
	tok := &t.st.Tokens[i]
	return (tok.UPOS == "NOUN" && tok.Rel == "nsubj" || tok.Rel == "csubj") && tok.Head >= 0 && vocab.happenings[t.lemma(tok.Head)]
}

// modalHappening reports whether k, the object of a gerund trigger, is a
// verb of coming about under a modal that the tagger took for a noun:
// "fighting may resume" parsed as "fighting" with the object "resume".
func modalHappening(t *tree, k int) bool {
	if t.st.Tokens[k].UPOS != "NOUN" || !vocab.happenings[t.lemma(k)] {
		return false
	}
	return slices.ContainsFunc(t.children(k, "aux"), func(a int) bool { return polarity.Hedge(t.lemma(a)) })
}

// dateFlags sets historical and future from a date the text gives: over a
// month before the story, or after it.
func dateFlags(st *doc.Story, e *doc.Event) {
	if e.Time == nil || e.Time.ResolvedFrom != "text" || st.Published.IsZero() {
		return
	}
	start, end, ok := dateRange(e.Time.Date)
	if !ok {
		return
	}
	if end.Before(st.Published.AddDate(0, 0, -31)) {
		e.Aux.Historical = true
	}
	if start.After(st.Published) {
		e.Aux.Future = true
	}
}

// demanded reports whether cd is a demand that syntax made of the verb
// it asks for ("the council should withdraw the decree", said by
// someone: stanceCandidates), whose modal tells the demand, not a doubt.
func demanded(cd *candidate) bool {
	return cd.tr.Origin == "syntax" && cd.tr.Plover == "REQUEST"
}

// confidence is a rough 0-1 score: how much of the record the text filled,
// once refine has settled the event's type and flags.
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
