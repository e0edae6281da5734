package event

import (
	"slices"
	"strings"

	"sitrep/doc"
)

// Party options: for each event the rules find, the phrases its actor and
// its target could be, each described by features that generalise (how it
// hangs on the trigger, what kind of phrase it is, where it stands, whether
// the rules chose it), for learning from the article gold which phrase is
// the party (`sitrep train parties`, docs/MODELS.md).

// Roles a party option is scored for; they prefix its features.
const (
	RoleActor  = "actor"
	RoleTarget = "target"
)

// PartyOption is one phrase a role could be given; the event stage leaves
// the listing of each event's (doc.Event.PartyOptions), called after the
// filter.
type PartyOption = doc.PartyOption

// PartyChoice is one role of one event with the phrases it could be
// given.
type PartyChoice struct {
	Event    int // index in Story.Events of the written event; -1 for a candidate
	Trigger  doc.Span
	Sentence doc.Span
	Plover   string
	Role     string // RoleActor or RoleTarget
	Options  []PartyOption
}

// PartyChoices returns the party options of every event of st the rules
// find, before merging and filtering: the candidates' own choices, for
// studying the rules (`sitrep train parties --candidates`). st must hold
// the layers Annotate reads; it is not changed.
func (c *Coder) PartyChoices(st *doc.Story) []PartyChoice {
	t, cands, _ := c.ruledCandidates(st)
	var out []PartyChoice
	var fl featureList
	for _, cd := range cands {
		for _, role := range []string{RoleActor, RoleTarget} {
			pc := PartyChoice{Event: -1, Trigger: st.Tokens[cd.trig].Span, Sentence: st.Sentences[cd.sent].Span, Plover: cd.tr.Plover, Role: role}
			for _, o := range c.partyOptions(&fl, t, cd, role, nil) {
				po := PartyOption{Rule: o.rule, Features: o.feats}
				if o.head >= 0 {
					p := o.party
					po.Party = &p
				}
				pc.Options = append(pc.Options, po)
			}
			out = append(out, pc)
		}
	}
	return out
}

// ruledCandidates re-finds the events of st as Annotate does, up to the
// party steps of fill: their actor and target heads as the rules leave
// them, before merging; and every candidate found, before absorbing.
func (c *Coder) ruledCandidates(st *doc.Story) (*tree, []*candidate, []*candidate) {
	if len(st.Tokens) == 0 {
		return nil, nil, nil
	}
	return c.candidates(st, c.ruleParties)
}

// foldedHead reports whether no option of the event told by told may be
// headed by k: k is an argument of an act folded into one of them and not
// the trigger's own, or k's phrase hangs in a noun phrase naming another
// act, below what governs the trigger ("the beating of a student by guards sparked
// riots", "the arrest of the leader by soldiers triggered protests": the
// police and the soldiers are the shooting's and the arrest's, not the
// rioters'). all is every candidate found, before absorbing.
func (c *Coder) foldedHead(t *tree, told, all []*candidate, k int) bool {
	for _, o := range all {
		for _, cd := range told {
			if o != cd && slices.Contains(cd.extra, o.trig) && (k == o.actor || k == o.target) && t.st.Tokens[k].Head != cd.trig {
				return true
			}
		}
	}
	own := func(i int) bool {
		return slices.ContainsFunc(told, func(cd *candidate) bool { return cd.trig == i })
	}
	// An act named by a noun ("the arrest", "the shooting of"): a
	// clause's subject is often the party of the clause it governs.
	act := func(i int) bool {
		tok := &t.st.Tokens[i]
		lemma := t.lemma(i)
		switch {
		case own(i):
			return false
		case tok.UPOS == "VERB" && t.child(i, "det", "amod") >= 0:
			lemma = strings.ToLower(tok.Form)
		case tok.UPOS != "NOUN":
			return false
		}
		return len(c.lx.Lookup(lemma, "NOUN")) > 0
	}
	for n, a := 0, k; n < 4 && a >= 0 && !t.dominates(a, told[0].trig); n, a = n+1, t.st.Tokens[a].Head {
		if act(a) || slices.ContainsFunc(t.children(a, "compound"), act) {
			return true
		}
	}
	return false
}

// ruleParties runs the party steps of fill (event.go): it settles cd's
// actor and target heads and writes the parties the record holds for
// them, each built once.
func (c *Coder) ruleParties(t *tree, cd *candidate) {
	if cd.actor < 0 {
		cd.actor = leadingSubject(t, cd)
	}
	if cd.actor >= 0 && !firstPerson(t, cd.actor) {
		cd.actor = t.referent(cd.actor) // "Japan said it had halted aid"
	}
	c.checkParties(t, cd)
	c.codedTarget(t, cd)
	e := &cd.ev
	e.Actor, e.Target = nil, nil
	if cd.actor >= 0 {
		// A quotation's "I" keeps its place in the clause (its place is
		// the event's) and names the one quoted: "\"I have taken
		// measures,\" said General Allen".
		p := rolePartyAt(t, RoleActor, cd.actor)
		e.Actor = &p
	}
	if cd.target >= 0 {
		// "he was shot": whom the pronoun stands for. A target in the
		// actor's words is dropped (samePartyWords): found here, where
		// the event stage settles its parties, for every pipeline, the
		// party chooser's or not, before merging and the filter read it.
		// An event's toll is no party of it (tollTarget), read on the
		// span of the party built.
		p := rolePartyAt(t, RoleTarget, cd.target)
		if tollTarget(t, cd, cd.target, p.Span) || e.Actor != nil && samePartyWords(e.Actor.Text, p.Text) {
			cd.target = -1
		} else {
			e.Target = &p
		}
	}
}

// rolePartyAt is the party the record holds for the phrase headed by k in
// a role, as fill writes it.
func rolePartyAt(t *tree, role string, k int) doc.Party {
	if role == RoleActor {
		return party(t, t.referent(k))
	}
	return placedParty(t, t.referent(k))
}

// option is a party option inside the stage: its phrase's head, -1 for
// none, whether the rules chose it, and its features; and for a phrase,
// the party the record would hold (rolePartyAt), its kind and its path to
// the trigger (phraseKind, relPath).
type option struct {
	head       int
	rule       bool
	feats      []string
	party      doc.Party
	kind, path string
}

// partyOptions lists the phrases a role of cd could be given, the rules'
// choice first and "none" among them, each with its features: the
// trigger's own arguments, the subjects of the clauses above it, and the
// coded mentions of its sentence and the one before. The options whose
// heads are in listed (those an earlier telling of the event listed) get
// no features: their caller leaves them out. fl, empty, builds the
// features, and is left empty.
func (c *Coder) partyOptions(fl *featureList, t *tree, cd *candidate, role string, listed map[int]bool) []option {
	rule, other := cd.actor, cd.target
	if role == RoleTarget {
		rule, other = cd.target, cd.actor
	}
	heads := optionHeads(t, cd, rule)
	out := make([]option, 0, len(heads))
	for _, k := range heads {
		o := option{head: k, rule: k == rule}
		if k >= 0 {
			o.party = rolePartyAt(t, role, k)
			if role == RoleTarget && tollTarget(t, cd, k, o.party.Span) {
				continue // an event's toll is no option for whom it is aimed at
			}
		}
		out = append(out, o)
	}
	// The nearest coded phrase before the trigger, and after it, stand
	// out among the options.
	nearest := [2]int{-1, -1}
	coded := make([]doc.Actor, len(out)) // each phrase's code, as its party has it
	for n := range out {
		k := out[n].head
		if k < 0 {
			continue
		}
		coded[n] = out[n].party.Actor
		if role != RoleActor {
			coded[n] = party(t, t.referent(k)).Actor
		}
		if coded[n] == (doc.Actor{}) {
			continue
		}
		if side := btoi(k > cd.trig); nearest[side] < 0 || abs(k-cd.trig) < abs(nearest[side]-cd.trig) {
			nearest[side] = k
		}
	}
	for n := range out {
		o := &out[n]
		k := o.head
		if listed[k] {
			continue
		}
		if k >= 0 {
			o.kind, o.path = phraseKind(t, k), relPath(t, k, cd.trig)
		}
		optionFeatures(fl, t, cd, role, *o, rule, other, coded[n])
		if k >= 0 && (k == nearest[0] || k == nearest[1]) {
			side := "before"
			if k > cd.trig {
				side = "after"
			}
			fl.add(role, "nearest=", side)
			fl.add(role, "nearest=", side, "|", cd.tr.Plover)
		}
		o.feats = fl.take()
	}
	return out
}

// optionHeads returns the heads of the phrases a role of cd could be
// given, rule (the rules' choice) first and -1 (none) among them.
func optionHeads(t *tree, cd *candidate, rule int) []int {
	heads := []int{rule}
	if rule >= 0 {
		heads = append(heads, -1)
	}
	seen := map[int]bool{rule: true, -1: true}
	add := func(k int) {
		if k >= 0 && k != cd.trig && !seen[k] {
			seen[k] = true
			heads = append(heads, k)
		}
	}
	for _, k := range t.kids[cd.trig] {
		switch doc.BaseRel(t.st.Tokens[k].Rel) {
		case "nsubj", "obj", "iobj", "obl", "nmod":
			add(k)
		}
	}
	for n, v := 0, t.st.Tokens[cd.trig].Head; n < 3 && v >= 0; n, v = n+1, t.st.Tokens[v].Head {
		add(t.child(v, "nsubj", "nsubj:pass", "obl:agent"))
		if t.st.Tokens[v].UPOS == "VERB" && n == 0 {
			add(t.child(v, "obj"))
		}
	}
	s := t.st.Sentences[cd.sent]
	from := s.FirstToken
	if cd.sent > 0 {
		from = t.st.Sentences[cd.sent-1].FirstToken
	}
	lo, hi := t.firstTokensIn(from, s.EndToken)
	for k := lo; k < hi; k++ {
		m := &t.st.Mentions[k]
		if m.Actor == (doc.Actor{}) || m.EndToken > s.EndToken {
			continue
		}
		// A name modifying a noun ("UN peacekeepers", "Kenyan
		// troops") is part of a party, not one: the scorer's rule, which
		// takes words one within the other, must not teach the chooser
		// to prefer the modifier to the phrase.
		if h := mentionHead(t, m); !modifierRels[t.st.Tokens[h].Rel] && !modifierRels[doc.BaseRel(t.st.Tokens[h].Rel)] {
			add(h)
		}
	}
	return heads
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// modifierRels attach a word that modifies a noun rather than heading a
// phrase of its own.
var modifierRels = map[string]bool{"compound": true, "amod": true, "flat": true, "det": true, "nummod": true, "nmod:poss": true}

// optionFeatures adds to fl the features of option o for a role of cd:
// how it hangs on the trigger, what kind of phrase it is (a, its code),
// where it stands, and whether the rules chose it; each feature is
// prefixed by the role, so one model holds both.
func optionFeatures(fl *featureList, t *tree, cd *candidate, role string, o option, rule, other int, a doc.Actor) {
	k := o.head
	tok := &t.st.Tokens[cd.trig]
	voice := "active"
	switch {
	case tok.UPOS != "VERB":
		voice = "noun"
	case t.child(cd.trig, "aux:pass", "nsubj:pass") >= 0:
		voice = "passive"
	}
	cat := cd.tr.Plover
	add := func(parts ...string) { fl.add(role, parts...) }
	if k < 0 {
		add("none")
		add("none|", cat)
		add("none|", voice)
		if rule < 0 {
			add("none|rule")
			add("none|rule|", cat)
		} else {
			add("none|rulekind=", phraseKind(t, rule))
		}
		if t.child(cd.trig, "nsubj", "nsubj:pass", "obj") >= 0 {
			add("none|args")
		}
		return
	}
	phraseFeatures(fl, t, cd, role, o, voice, a)
	if k == rule {
		add("rule")
		add("rule|", cat)
		add("rule|path=", o.path)
		add("rule|kind=", o.kind)
	}
	if k == other {
		add("other")
	}
	if isTimeWord(t, k) {
		add("time")
	}
	if noParty(t, k) {
		add("noparty")
	}
}

// phraseFeatures adds the features of the phrase of option o, whose code
// is a: how it hangs on cd's trigger, of which voice, what kind of phrase
// it is, and where it stands.
func phraseFeatures(fl *featureList, t *tree, cd *candidate, role string, o option, voice string, a doc.Actor) {
	k, cat := o.head, cd.tr.Plover
	add := func(parts ...string) { fl.add(role, parts...) }
	path, kind := o.path, o.kind
	add("opt")
	add("path=", path)
	add("path=", path, "|", voice)
	add("path=", path, "|", cat)
	add("kind=", kind)
	add("kind=", kind, "|", voice)
	add("voice=", voice, "|pos=", t.st.Tokens[k].UPOS)
	if sent := t.st.Tokens[k].Sentence; sent != cd.sent {
		add("prevsent")
		add("prevsent|kind=", kind)
	} else {
		side := "after"
		if k < cd.trig {
			side = "before"
		}
		add("side=", side, "|", voice)
		add("dist=", distBucket(k-cd.trig))
	}
	switch {
	case a.Country != "" || a.Org != "":
		add("coded=body")
		add("coded=body|", cat)
	case a.Sector != "":
		add("coded=sector")
	}
	if a.Sector != "" {
		add("sector=", string(a.Sector))
		add("sector=", string(a.Sector), "|", cat)
	}
	if mk := t.marker(k); mk != "" {
		add("marker=", mk)
		add("marker=", mk, "|", voice)
	}
	own := doc.BaseRel(t.st.Tokens[k].Rel)
	add("own=", own)
	add("own=", own, "|", cat)
	add("own=", own, "|kind=", kind)
	if h := t.st.Tokens[k].Head; own == "nsubj" && h >= 0 && t.st.Tokens[h].Head < 0 {
		add("mainsubj")
	}
}

// featureList builds an option's features in one buffer: two allocations
// an option rather than one a feature, which were most of the cost of
// listing the options of every event. One serves a whole listing, so that
// its buffer grows once.
type featureList struct {
	b    []byte
	ends []int
}

// add appends the feature role:parts.
func (fl *featureList) add(role string, parts ...string) {
	fl.b = append(fl.b, role...)
	fl.b = append(fl.b, ':')
	for _, p := range parts {
		fl.b = append(fl.b, p...)
	}
	fl.ends = append(fl.ends, len(fl.b))
}

// take returns the features added since the last take, with room for the
// few eventOptions adds, and empties fl for the next option.
func (fl *featureList) take() []string {
	return fl.takeOnto(make([]string, 0, len(fl.ends)+12))
}

// takeOnto appends to dst the features added since the last take, all in
// one string, and empties fl.
func (fl *featureList) takeOnto(dst []string) []string {
	s := string(fl.b)
	from := 0
	for _, end := range fl.ends {
		dst = append(dst, s[from:end])
		from = end
	}
	fl.b, fl.ends = fl.b[:0], fl.ends[:0]
	return dst
}

// phraseKind names what kind of phrase k heads: its mention's label
// (PER, ORG, LOC, NOM, PRON), a pronoun the coreference step resolved, a
// place, or its part of speech.
func phraseKind(t *tree, k int) string {
	if t.st.Tokens[k].UPOS == "PRON" {
		if t.referent(k) != k {
			return "pron+ref"
		}
		return "pron"
	}
	if isPlace(t, k) {
		return "place"
	}
	if m := t.covering(k); m >= 0 {
		return string(t.st.Mentions[m].Label)
	}
	return t.st.Tokens[k].UPOS
}

// relPath names the dependency path from k to the trigger: the relations
// climbed from k to their nearest common ancestor, then those descended
// to the trigger ("nsubj^" for the trigger's subject, "nsubj^xcomp" for
// the subject of the verb the trigger complements); "far" beyond three
// steps either way.
func relPath(t *tree, k, trig int) string {
	var up, down []string
	a := k
	for !t.dominates(a, trig) {
		if len(up) == 3 || t.st.Tokens[a].Head < 0 {
			return "far"
		}
		r := t.st.Tokens[a].Rel
		if len(up) == 0 {
			if mk := t.marker(a); mk != "" && (doc.BaseRel(r) == "obl" || doc.BaseRel(r) == "nmod") {
				r += "/" + mk
			}
		}
		up = append(up, r)
		a = t.st.Tokens[a].Head
	}
	for b := trig; b != a; b = t.st.Tokens[b].Head {
		if len(down) == 3 {
			return "far"
		}
		down = append(down, doc.BaseRel(t.st.Tokens[b].Rel))
	}
	for i, j := 0, len(down)-1; i < j; i, j = i+1, j-1 {
		down[i], down[j] = down[j], down[i]
	}
	return strings.Join(up, "<") + "^" + strings.Join(down, ">")
}

// distBucket buckets a signed token distance.
func distBucket(d int) string {
	if d < 0 {
		d = -d
	}
	switch {
	case d <= 1:
		return "1"
	case d <= 3:
		return "2-3"
	case d <= 7:
		return "4-7"
	case d <= 15:
		return "8-15"
	}
	return "16+"
}

// mentionHead returns the head token of mention m, else its first token.
func mentionHead(t *tree, m *doc.Mention) int {
	if h := t.spanHead(m.Span); h >= 0 {
		return h
	}
	return m.FirstToken
}
