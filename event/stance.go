package event

import (
	"slices"

	"sitrep/doc"
	"sitrep/internal/polarity"
)

// Speech acts about actions: a demand that someone act, a refusal, a promise
// or a threat is the event, and the action it is about is its content, not an
// event of its own (PLOVER codes "Russia said Sudan must return the
// helicopter" as REQUEST, "Syria will not accept refugees" as REJECT, "the
// farmers would blockade Paris" as THREATEN).

// cooperative are the categories whose refusal is a REJECT and whose promise
// an AGREE.
var cooperative = map[string]bool{
	"AGREE": true, "CONSULT": true, "SUPPORT": true, "COOPERATE": true, "AID": true, "CONCEDE": true, "RETREAT": true,
}

// hostile are the categories whose announcement ahead of time is a THREATEN.
var hostile = map[string]bool{
	"ASSAULT": true, "COERCE": true, "SANCTION": true, "PROTEST": true,
}

// stanceCandidates adds the events that syntax, not a trigger word, makes:
// a demand ("X said Y must ..."), a warning of a punitive step ("action
// will be taken against Y"), a statement of readiness ("X is ready to
// ..."), a judgement ("X said the raid was a crime": judgement.go) and a
// blame ("X said Y was responsible for the attack": judgement.go). A
// trigger already on the demanded verb becomes the demand.
func (c *Coder) stanceCandidates(t *tree, cands []*candidate) []*candidate {
	st := t.st
	byTrig := byTrigger(cands)
	for i := range st.Tokens {
		tok := &st.Tokens[i]
		switch {
		case demandModal(t, i) && reported(t, i):
			cd := byTrig[i]
			if cd == nil {
				cd = &candidate{trig: i, actor: -1, target: -1, sent: tok.Sentence}
				c.arguments(t, cd)
				cands = append(cands, cd)
				byTrig[i] = cd
			}
			cd.tr = Trigger{Lemma: t.lemma(i), POS: tok.UPOS, Plover: "REQUEST", Cameo: "10", Origin: "syntax"}
			// The one who must act is the target; the one who says so acts.
			cd.target = t.child(i, "nsubj", "nsubj:pass")
			cd.actor = speaker(t, i)
		case tok.UPOS == "ADJ" && vocab.intentHeads[t.lemma(i)] && byTrig[i] == nil && intentComplement(t, i) >= 0:
			// A predicate of readiness is itself a statement of intent.
			cd := &candidate{trig: i, actor: -1, target: -1, sent: tok.Sentence,
				tr: Trigger{Lemma: t.lemma(i), POS: "ADJ", Plover: "AGREE", Cameo: "03", Origin: "syntax"}}
			c.arguments(t, cd)
			cands = append(cands, cd)
			byTrig[i] = cd
		case byTrig[i] == nil:
			var cd *candidate
			if tok.UPOS == "NOUN" {
				cd = c.warning(t, i)
			}
			if cd == nil {
				if cd = c.judgement(t, i); cd != nil && accused(t, cands, cd) {
					cd = nil
				}
			}
			if cd == nil {
				if cd = c.blame(t, i, byTrig); cd != nil && accused(t, cands, cd) {
					cd = nil
				}
			}
			if cd != nil {
				cands = append(cands, cd)
				byTrig[i] = cd
			}
		}
	}
	return cands
}

// warning returns the threat that the punitive step at noun i tells
// (warnedMeasure): made by the one who takes the step, or in the passive
// by the one who says it will be taken, against the one it is taken
// against; nil where i warns of nothing.
func (c *Coder) warning(t *tree, i int) *candidate {
	against := warnedMeasure(t, i)
	if against < 0 {
		return nil
	}
	cd := &candidate{trig: i, actor: -1, target: -1, sent: t.st.Tokens[i].Sentence,
		tr: Trigger{Lemma: t.lemma(i), POS: "NOUN", Plover: "THREATEN", Cameo: "13", Origin: "syntax"}}
	c.arguments(t, cd)
	v := t.st.Tokens[i].Head
	cd.target = against
	if cd.actor = t.child(v, "nsubj"); cd.actor < 0 {
		cd.actor = speaker(t, v)
	}
	return cd
}

// warnedMeasure returns whom a punitive step at noun i is told ahead to be
// taken against ("stern action will be taken against the organisers", "we
// will take measures against them", "is ready to launch an operation
// against them": warnedStep), or -1: a step taken already, denied
// ("no action will be taken") or against no one warns of nothing.
func warnedMeasure(t *tree, i int) int {
	tok := &t.st.Tokens[i]
	v := tok.Head
	if v < 0 || tok.Rel != "obj" && tok.Rel != "nsubj:pass" || !warnedStep(t, i, v) || t.denied(i) {
		return -1
	}
	if t.negated(v) {
		return -1
	}
	phrases := append(t.children(v, "obl"), t.children(i, "nmod")...)
	for _, k := range phrases {
		if t.marker(k) == "against" {
			return k
		}
	}
	// The parse may hang the "against" phrase on a time phrase before it:
	// "at any moment against the militia".
	for _, o := range phrases {
		for _, k := range t.children(o, "nmod") {
			if t.marker(k) == "against" {
				return k
			}
		}
	}
	return -1
}

// warnedStep reports whether noun i, told by its verb v, is a step told
// ahead: a punitive measure that will be taken, or a military operation
// that will be launched or that its doer is ready or plans to launch.
func warnedStep(t *tree, i, v int) bool {
	switch {
	case vocab.warnedMeasures[t.lemma(i)] && t.lemma(v) == "take":
		return announced(t, v)
	case vocab.warnedOperations[t.lemma(i)] && vocab.operationVerbs[t.lemma(v)]:
		tok := &t.st.Tokens[v]
		return announced(t, v) || tok.Rel == "xcomp" && tok.Head >= 0 && vocab.intentHeads[t.lemma(tok.Head)]
	}
	return false
}

// ownerPronoun maps a possessive pronoun to the personal pronoun of its owner.
var ownerPronoun = map[string]string{"my": "i", "your": "you", "his": "he", "her": "she", "its": "it", "our": "we", "their": "they"}

// searchedByAuthority reports whether a "check" coded as a search (COERCE,
// seize) was made by armed men or officers ("soldiers checked the
// passengers", "guards who checked every bag"), or by someone the text
// leaves unsaid ("all vehicles were checked"). A traveller, a nurse or a
// mechanic who checks something searches no one. Any other trigger passes.
// It is a condition of the trigger entry, read by candidate as the frame
// is, once the arguments are found: the one entry whose reading hangs on
// who acts.
func searchedByAuthority(t *tree, cd *candidate) bool {
	if cd.tr.Lemma != "check" || cd.tr.POS != "VERB" || cd.tr.Plover != "COERCE" {
		return true
	}
	s := t.child(cd.trig, "nsubj")
	if s >= 0 {
		if a := relativeAntecedent(t, s); a >= 0 {
			s = a
		}
	}
	if s >= 0 && t.st.Tokens[s].UPOS == "PRON" {
		// "She checked her bag": one's own things checked are no search.
		o := t.child(cd.trig, "obj")
		return o < 0 || !slices.ContainsFunc(t.children(o, "nmod"), func(k int) bool {
			return t.st.Tokens[k].Rel == "nmod:poss" && ownerPronoun[t.lemma(k)] == t.lemma(s)
		})
	}
	if s < 0 || t.st.Tokens[s].UPOS != "NOUN" {
		return true // a name, or no subject: who it is the parse does not tell
	}
	return t.armedWord(s) || slices.ContainsFunc(t.children(s, "compound"), t.armedWord)
}

// demandModal reports whether verb i is told as what must or should be
// done ("Sudan must return", "the council should withdraw the decree"):
// said by someone, that is a demand. An inverted "should" opens a
// condition ("should talks fail"), and "should have" blames an act left
// undone rather than asking for one.
func demandModal(t *tree, i int) bool {
	if hasAux(t, i, "must") {
		return true
	}
	if !hasAux(t, i, "should") && !hasAux(t, i, "ought") || hasAux(t, i, "have") {
		return false
	}
	// "should" asks less plainly than "must": a demand names who is to
	// act ("the council should withdraw"); "they should be treated
	// fairly" or "it should work" is an opinion.
	if vocab.wishedStates[t.lemma(i)] {
		return false // "the talks should go on": a wish, no act asked
	}
	s := t.child(i, "nsubj")
	return s >= 0 && s < modalIndex(t, i) && t.st.Tokens[s].UPOS != "PRON"
}

// modalIndex returns the index of the first "should" or "ought" auxiliary
// of token i, or len(Tokens).
func modalIndex(t *tree, i int) int {
	for _, k := range t.children(i, "aux") {
		if l := t.lemma(k); l == "should" || l == "ought" {
			return k
		}
	}
	return len(t.st.Tokens)
}

// hasAux reports whether token i has an auxiliary with lemma w.
func hasAux(t *tree, i int, w string) bool {
	return auxWhere(t, i, func(l string) bool { return l == w })
}

// auxWhere reports whether token i has an auxiliary whose lemma matches,
// as a word class of internal/polarity does (polarity.Future).
func auxWhere(t *tree, i int, match func(lemma string) bool) bool {
	for _, k := range t.children(i, "aux") {
		if match(t.lemma(k)) {
			return true
		}
	}
	return false
}

// reported reports whether clause i is the content of someone's statement
// ("said that Sudan must", "a reminder that Iraq must"), not the story's own
// voice.
func reported(t *tree, i int) bool {
	switch doc.BaseRel(t.st.Tokens[i].Rel) {
	case "ccomp", "acl", "parataxis", "xcomp":
		return t.st.Tokens[i].Head >= 0
	}
	return false
}

// speaker returns the subject of the verb that clause i is the content of,
// through a noun of saying ("issued a reminder that ..."), or -1.
func speaker(t *tree, i int) int {
	for n, h := 0, t.st.Tokens[i].Head; h >= 0 && n < 3; n, h = n+1, t.st.Tokens[h].Head {
		if s := t.child(h, "nsubj"); s >= 0 {
			return s
		}
	}
	return -1
}

// intentComplement returns what a predicate of readiness governs ("ready
// to contribute", "committed to opening", "ready for talks"), or -1.
func intentComplement(t *tree, i int) int {
	for _, k := range t.kids[i] {
		switch doc.BaseRel(t.st.Tokens[k].Rel) {
		case "xcomp", "advcl", "ccomp":
			if t.st.Tokens[k].UPOS == "VERB" {
				return k
			}
		case "obl":
			// "ready for talks", "committed to negotiations"
			if m := t.marker(k); m == "to" || m == "for" {
				return k
			}
		}
	}
	return -1
}

// absorbContent folds an action that is the content of a demand, refusal,
// promise or threat into it, and a demand made by protesters into their
// protest ("blocked roads demanding reforms"). A hostile action promised
// makes the promise a threat.
func absorbContent(t *tree, cands []*candidate) []*candidate {
	byTrig := byTrigger(cands)
	var out []*candidate
	for _, cd := range cands {
		host := contentHost(t, cd, byTrig)
		// An attack told only as what a stance is about is kept
		// (recalledDeed).
		if host == nil || cd.recalled {
			out = append(out, cd)
			continue
		}
		if (hostile[cd.tr.Plover] || cd.tr.Plover == "THREATEN") && host.tr.Plover == "AGREE" && host.tr.POS == "ADJ" {
			// "ready to impose martial law" or to launch an operation
			// against someone threatens; "agreed to postpone the
			// demonstration" is still an agreement.
			host.tr.Plover, host.tr.Cameo, host.tr.Mode, host.tr.Acled = "THREATEN", "13", "", ""
			if cd.tr.Plover == "THREATEN" && cd.target >= 0 {
				// The operation's "against" phrase names whom it threatens.
				host.target = cd.target
			}
		}
		host.absorbed(cd)
	}
	return out
}

// contentHost returns the candidate whose content cd is, or nil. It climbs
// from cd's trigger through complements ("agreed to withdraw", "ready for
// talks", "a demand that Israel ease"), conditions ("unless the fighting
// stops") and, below the first step, coordination.
func contentHost(t *tree, cd *candidate, byTrig map[int]*candidate) *candidate {
	// Anything inside a condition of another event is part of it.
	for n, i := 0, cd.trig; n < 3 && i >= 0; n, i = n+1, t.st.Tokens[i].Head {
		if h := t.st.Tokens[i].Head; h >= 0 && doc.BaseRel(t.st.Tokens[i].Rel) == "advcl" && byTrig[h] != nil && byTrig[h] != cd {
			if m := t.marker(i); m == "if" || m == "unless" {
				return byTrig[h]
			}
		}
	}
	i := cd.trig
	for n := 0; n < 3; n++ {
		tok := &t.st.Tokens[i]
		h := tok.Head
		if h < 0 {
			return nil
		}
		rel := doc.BaseRel(tok.Rel)
		ok := false
		switch rel {
		case "obj", "xcomp", "ccomp", "acl", "nmod":
			ok = true
		case "obl":
			// A protesters' demand may hang on any phrase of their
			// protest: "joining demonstrators in demanding a referendum".
			m := t.marker(i)
			ok = m == "to" || m == "for" || cd.tr.Plover == "REQUEST"
		case "advcl":
			ok = cd.tr.Plover == "REQUEST"
		case "conj":
			ok = n > 0
		}
		if !ok {
			return nil
		}
		if host := byTrig[h]; host != nil && host != cd {
			switch {
			case vocab.contentHosts[host.tr.Plover]:
				return host
			case cd.tr.Plover == "REQUEST" && (host.tr.Plover == "PROTEST" || host.tr.Plover == "CONCEDE"):
				// "rioted demanding independence", "conceded to demands"
				return host
			}
			return nil
		}
		if cd.tr.Plover == "REQUEST" && (rel == "advcl" || rel == "xcomp") {
			// "began a hunger strike to demand", "blocked roads demanding":
			// the protest is the object of the verb the demand hangs on.
			if o := t.child(h, "obj"); o >= 0 && byTrig[o] != nil && byTrig[o].tr.Plover == "PROTEST" {
				return byTrig[o]
			}
		}
		i = h
	}
	return nil
}

// recodeStance codes what a clause says of an action rather than the action:
// refused or not done by choice (REJECT), announced ahead as a hostile
// intent (THREATEN) or a cooperative one (AGREE, as PLOVER codes "express
// intent to cooperate": "Japan will send aid", "the rebels offered to
// withdraw", "Iran said it would resume talks").
func recodeStance(t *tree, cd *candidate) {
	e := &cd.ev
	// A noun trigger's tense and mood are its verb's: "will extend the
	// curfew", "may halt mediation efforts".
	pred := cd.trig
	if tok := &t.st.Tokens[pred]; cd.tr.POS == "NOUN" && tok.Rel == "obj" && tok.Head >= 0 {
		pred = tok.Head
	}
	tok := &t.st.Tokens[pred]
	cat := e.Type.Plover
	head := -1
	if tok.Head >= 0 && tok.Rel == "xcomp" {
		head = tok.Head
	}
	switch {
	case (announced(t, pred) || modal(t, pred)) && !e.Aux.Negated && ultimatum(t, pred, hostile[cat] || cat == "RETREAT", hostile[cat]):
		// "will withdraw its force unless a ceasefire is arranged", "may
		// halt mediation if the parties fail to cooperate".
		e.Type = doc.EventType{Plover: "THREATEN", CameoRoot: "13"}
		e.Aux.Future, e.Aux.Hypothetical = false, false
	case (cooperative[cat] || hostile[cat]) && !e.Aux.Negated && compelledAhead(t, head):
		// "we will be forced to free the hostages": an act the speaker says
		// he will be driven to, a warning of it.
		e.Type = doc.EventType{Plover: "THREATEN", CameoRoot: "13"}
		e.Aux.Future, e.Aux.Hypothetical = false, false
	case cooperative[cat] && (e.Aux.Negated || head >= 0 && vocab.refusalHeads[t.lemma(head)]):
		// "will not accept refugees", "declined to resign": a refusal;
		// "could not meet" is an inability.
		if !conditional(t, pred) && !modal(t, pred) {
			e.Type = doc.EventType{Plover: "REJECT", CameoRoot: "12"}
			e.Aux.Negated, e.Aux.Future, e.Aux.Hypothetical = false, false, false
		}
	case hostile[cat] && !e.Aux.Negated && (announced(t, pred) || head >= 0 && vocab.intentHeads[t.lemma(head)]):
		// "said they would boycott", "plans to impose restrictions".
		e.Type = doc.EventType{Plover: "THREATEN", CameoRoot: "13"}
		e.Aux.Future, e.Aux.Hypothetical = false, false
	case cooperative[cat] && cat != "AGREE" && !e.Aux.Negated && (announced(t, pred) && !conditional(t, pred) || head >= 0 && vocab.intentHeads[t.lemma(head)]):
		// "said it would allow inspectors", "offered to withdraw": a promise.
		e.Type = doc.EventType{Plover: "AGREE", CameoRoot: "03"}
		e.Aux.Future, e.Aux.Hypothetical = false, false
	}
	// Read last, so that an act denied by its object keeps its category:
	// "expressed no objection" is no disapproval, and no approval either.
	if deniedObject(t, cd) {
		e.Aux.Negated = true
	}
}

// compelledAhead reports whether head, the verb an act is the "to" clause
// of, is a passive verb of compulsion told as still to come: "will be
// forced to free the hostages", "would be compelled to act".
func compelledAhead(t *tree, head int) bool {
	return head >= 0 && vocab.compelledHeads[t.lemma(head)] && t.passive(head) && announced(t, head)
}

// announced reports whether clause i is an action told as still to come:
// "will" or "shall" (polarity.Future), or "would" in reported speech
// ("said they would": polarity.ReportedFuture).
func announced(t *tree, i int) bool {
	if auxWhere(t, i, polarity.Future) {
		return true
	}
	return auxWhere(t, i, polarity.ReportedFuture) && reported(t, i)
}

// conditional reports whether clause i holds only if something else does
// ("if war starts"), which makes it neither a refusal nor a promise.
func conditional(t *tree, i int) bool {
	for _, k := range t.children(i, "mark") {
		switch t.lemma(k) {
		case "if", "whether":
			return true
		}
	}
	return false
}

// modal reports whether clause i is told as possible: "may", "could",
// "might".
func modal(t *tree, i int) bool {
	return hasAux(t, i, "may") || hasAux(t, i, "could") || hasAux(t, i, "might")
}

// ultimatum reports whether clause i carries a condition on someone else's
// doing that makes it a threat: "unless" where unless counts (a hostile act
// or a withdrawal), "if" where ifs counts (a hostile act; a withdrawal "if
// the rebels disarm" is an offer).
func ultimatum(t *tree, i int, unless, ifs bool) bool {
	for _, k := range t.children(i, "advcl") {
		for _, m := range t.children(k, "mark") {
			if l := t.lemma(m); l == "unless" && unless || l == "if" && ifs {
				return true
			}
		}
	}
	return false
}

// dropExpected removes the actions that are only foreseen: "they expect more
// of these attacks" tells of no attack. An analyst's forecast is opinion,
// not an event.
func dropExpected(t *tree, cands []*candidate) []*candidate {
	out := cands[:0]
	for _, cd := range cands {
		expected := false
		for n, i := 0, cd.trig; n < 3; n++ {
			tok := &t.st.Tokens[i]
			switch r := tok.Rel; {
			case tok.Head < 0:
			case doc.BaseRel(r) == "obj", doc.BaseRel(r) == "nmod", doc.BaseRel(r) == "obl", doc.BaseRel(r) == "xcomp", doc.BaseRel(r) == "ccomp", r == "nsubj:pass":
				i = tok.Head
				if expected = vocab.expectVerbs[t.lemma(i)]; !expected {
					continue
				}
			}
			break
		}
		if !expected {
			out = append(out, cd)
		}
	}
	return out
}

// outcomeCandidates adds an attack for each noun that names one by what it
// left ("carnage", lexicon/recalled.txt) where a condemnation or a protest
// names it as what it is about ("condemned the carnage at the station",
// "a march in protest against the carnage"): no trigger of its own, it is
// an attack only there. Absorbing then keeps it or folds it into the
// stance as it does "the attack" (recalledDeed). cands are in text order,
// and so is the result.
func (c *Coder) outcomeCandidates(t *tree, cands []*candidate) []*candidate {
	byTrig := byTrigger(cands)
	var added []*candidate
	for _, host := range cands {
		if !stance(host) {
			continue
		}
		for _, k := range t.kids[host.trig] {
			switch doc.BaseRel(t.st.Tokens[k].Rel) {
			case "obj", "nmod":
			default:
				continue
			}
			if byTrig[k] != nil || t.st.Tokens[k].UPOS != "NOUN" || !outcomeNouns[t.lemma(k)] {
				continue
			}
			tr := Trigger{Lemma: t.lemma(k), POS: "NOUN", Plover: "ASSAULT", Cameo: "18", Acled: "ATTACK", Origin: "recalled.txt"}
			cd := &candidate{trig: k, tr: tr, actor: -1, target: -1, sent: t.st.Tokens[k].Sentence}
			c.arguments(t, cd)
			added = append(added, cd)
		}
	}
	if len(added) == 0 {
		return cands
	}
	out := append(slices.Clone(cands), added...)
	slices.SortStableFunc(out, func(a, b *candidate) int { return a.trig - b.trig })
	return out
}

// deniedObject reports whether the trigger is an event by its object, by
// the lexicon's object condition, and that object is denied by "no":
// "expressed no objection to the plan" tells no disapproval, as "did not
// express any objection" does not. Every conjunct must be denied
// ("neither objection nor support"): "no anger but great disappointment"
// still expresses the disappointment.
func deniedObject(t *tree, cd *candidate) bool {
	if len(cd.tr.Obj) == 0 {
		return false
	}
	o := t.measured(t.child(cd.trig, "obj", "nsubj:pass"))
	if o < 0 {
		return false
	}
	for _, k := range append([]int{o}, t.children(o, "conj")...) {
		if !t.denied(k) {
			return false
		}
	}
	return true
}

// denied reports whether noun n is denied by its determiner ("no
// objection", "neither objection") or by the "nor" that joins it.
func (t *tree) denied(n int) bool {
	for _, k := range t.kids[n] {
		switch r, l := doc.BaseRel(t.st.Tokens[k].Rel), t.lemma(k); {
		case r == "det" && (l == "no" || l == "neither"), r == "cc" && (l == "nor" || l == "neither"):
			return true
		}
	}
	return false
}
