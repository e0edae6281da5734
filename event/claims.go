package event

import (
	"strings"

	"sitrep/doc"
)

// claimantOf returns the token that names the claimant at i: the
// antecedent of a pronoun ("he said" after "Mujahid ..."), else i.
func claimantOf(t *tree, i int) int {
	if k := unmarked(t, i); k >= 0 {
		// "kochi: in a brief note, the collector said": a subject
		// no speaker, which a preposition marks, stands for the
		// phrase set beside it.
		i = k
	}
	if k := colonNoteSpeaker(t, i); k >= 0 {
		i = k
	}
	if k := outOfDateline(t, i); k != i {
		// "shillong: the district collector on monday said": the
		// dateline is no speaker; another subject of the verb is, else
		// the phrase the parse hung on the dateline.
		if v := t.st.Tokens[i].Head; v >= 0 {
			for _, s := range t.children(v, "nsubj") {
				// Only one before the verb: one after it is what
				// was said, hung on the verb by a second parser.
				if s > i && s < v && outOfDateline(t, s) == s {
					if s = unmarked(t, s); s >= 0 {
						return s
					}
				}
			}
		}
		if k >= 0 {
			k = unmarked(t, k)
		}
		if k >= 0 {
			return k
		}
	}
	if n := selfNamed(t, i); n >= 0 {
		// "a group calling itself the Free Army said": the name it
		// gives itself.
		return n
	}
	if a := relativeAntecedent(t, i); a >= 0 {
		// "the mamlatdar, who said": the one the relative pronoun
		// stands for.
		return a
	}
	if t.st.Tokens[i].UPOS != "PRON" || firstPerson(t, i) {
		return i
	}
	// Only a named or coded antecedent speaks: "It said" after "Boko
	// Haram, which has waged an insurgency" is not the insurgency.
	r := t.referent(i)
	if m := mentionAt(t, r); t.st.Tokens[r].UPOS == "PROPN" || m != nil && (m.Label == doc.LabelPER || m.Label == doc.LabelORG) {
		return r
	}
	return i
}

// colonNoteSpeaker returns the speaker a second parser hung under a
// lower-case dateline it took for the subject ("dhar: in a short note,
// the collector said", the note a modifier of "dhar" and the collector
// apposed to the note): the phrase set beside a marked modifier after the
// colon; else -1. Only a subject that opens its sentence with a colon at
// most five words on.
func colonNoteSpeaker(t *tree, i int) int {
	colon := openingColon(t, i)
	if colon < 0 {
		return -1
	}
	for _, m := range t.children(i, "nmod") {
		if m > colon && t.marker(m) != "" {
			return unmarked(t, m)
		}
	}
	return -1
}

// openingColon returns the colon at most five words after token i when i
// opens its sentence ("dhar: ..."), the shape of a lower-case dateline
// the gazetteer may not know; else -1.
func openingColon(t *tree, i int) int {
	se := t.st.Sentences[t.st.Tokens[i].Sentence]
	if i != se.FirstToken {
		return -1
	}
	for c := i + 1; c < se.EndToken && c <= i+5; c++ {
		if t.st.Tokens[c].Form == ":" {
			return c
		}
	}
	return -1
}

// unmarked returns the speaker a candidate subject k stands for: k
// itself, or, when a preposition marks it, the phrase the parse set beside
// it ("shillong: in reply to a question, the collector said" may hang
// "the collector" on the fronted "reply" as its conjunct or apposition);
// -1 when there is none.
func unmarked(t *tree, k int) int {
	if t.marker(k) == "" {
		return k
	}
	return t.child(k, "conj", "appos")
}

// selfNamed returns the head of the name a phrase at i gives itself
// ("a group calling itself the Free Army", "a militia known as the
// Northern Brigade"), or -1. The name is read from the words after
// "itself" or "as", the parse often hanging it elsewhere.
func selfNamed(t *tree, i int) int {
	st := t.st
	for _, v := range t.children(i, "acl") {
		k := v + 1
		switch {
		case t.lemma(v) == "call" && k < len(st.Tokens) && (t.lemma(k) == "itself" || t.lemma(k) == "themselves"):
		case t.lemma(v) == "know" && k < len(st.Tokens) && t.lemma(k) == "as":
		default:
			continue
		}
		head := -1
		for k++; k < len(st.Tokens) && st.Tokens[k].Sentence == st.Tokens[i].Sentence; k++ {
			u := st.Tokens[k].UPOS
			if u == "NOUN" || u == "PROPN" {
				head = k
				continue
			}
			if u != "DET" && u != "ADJ" {
				break
			}
		}
		return head
	}
	return -1
}

// relativeAntecedent returns the noun a relative pronoun at i stands for
// ("the official who said", "a statement which said"): the noun its clause
// qualifies; else -1.
func relativeAntecedent(t *tree, i int) int {
	switch t.lemma(i) {
	case "who", "which", "that":
	default:
		return -1
	}
	tok := &t.st.Tokens[i]
	v := tok.Head
	if tok.UPOS != "PRON" || tok.Form != strings.ToLower(tok.Form) || v < 0 || t.st.Tokens[v].Rel != "acl:relcl" {
		return -1 // "The WHO said" is a body
	}
	a := t.referent(i) // coreference reads past a phrase between
	if a == i {
		if a = t.st.Tokens[v].Head; a > i {
			return -1
		}
	}
	if h := t.st.Tokens[a].Head; h >= 0 && !codedMention(t, a) && codedMention(t, h) && doc.BaseRel(t.st.Tokens[a].Rel) == "nmod" && t.marker(a) != "of" {
		// "the guards at the gate who said": the clause tells of the
		// ones the phrase places, not of the place.
		a = h
	}
	return a
}

// codedMention reports whether token i heads a mention the actor stage
// coded.
func codedMention(t *tree, i int) bool {
	m := mentionAt(t, i)
	return m != nil && m.Actor != (doc.Actor{})
}

// ownsDeed reports whether the clause claim verb v reports says its
// claimant (the token subj) did the deed: "said it carried out the attack",
// "claimed they were responsible for the attack", "said its fighters were
// behind the bombing".
func ownsDeed(t *tree, v, subj int) bool {
	c := t.child(v, "ccomp")
	if c < 0 || subj < 0 {
		return false
	}
	if !vocab.deeds[t.lemma(c)] && !t.hasChildLemma(c, "behind") {
		return false
	}
	s := t.child(c, "nsubj", "nsubj:pass")
	return s >= 0 && sameSpeaker(t, s, subj)
}

// disowns reports whether denial verb v denies a part in a deed rather
// than some other statement: "denied any role", "denied involvement",
// "denied that its forces were involved", "denied it was behind ...".
func disowns(t *tree, v int) bool {
	if o := t.child(v, "obj"); o >= 0 && vocab.involvement[t.lemma(o)] {
		return true
	}
	c := t.child(v, "ccomp")
	return c >= 0 && (vocab.deeds[t.lemma(c)] || t.lemma(c) == "involve" || t.lemma(c) == "involved" || t.hasChildLemma(c, "behind"))
}

// sameSpeaker reports whether the subject s of a reported clause is the
// speaker subj or the speaker's own: a pronoun for it ("it", "they",
// "we"), its head word again ("the group"), or a noun it owns ("its
// fighters", "our men").
func sameSpeaker(t *tree, s, subj int) bool {
	if t.referent(s) == t.referent(subj) || t.lemma(s) == t.lemma(subj) {
		return true
	}
	if t.st.Tokens[s].UPOS == "PRON" {
		switch t.lemma(s) {
		case "it", "they", "we", "he", "she":
			return true
		}
	}
	for _, k := range t.kids[s] {
		if t.st.Tokens[k].Rel == "nmod:poss" && t.st.Tokens[k].UPOS == "PRON" {
			return true
		}
	}
	return false
}

// contrasted reports whether verb of saying v is joined by "but" (or
// "while") to an earlier one, h, whose account it answers: "X said ...,
// but Y said ...".
func contrasted(t *tree, v int) (h int, ok bool) {
	tok := &t.st.Tokens[v]
	if doc.BaseRel(tok.Rel) != "conj" || tok.Head < 0 {
		return -1, false
	}
	// "Harrigan said ..., but said he would not speculate" is one
	// account: the answer comes from someone else.
	s, hs := t.child(v, "nsubj"), t.child(tok.Head, "nsubj")
	if s < 0 || hs < 0 || t.lemma(s) == t.lemma(hs) || t.referent(s) == t.referent(hs) {
		return -1, false
	}
	for _, k := range t.kids[v] {
		if doc.BaseRel(t.st.Tokens[k].Rel) == "cc" {
			switch t.lemma(k) {
			case "but", "while", "whereas":
				return tok.Head, true
			}
		}
	}
	return -1, false
}

// lastAttack returns the last attack told before token v that is not
// flagged as negated, hypothetical or historical, nil if none.
func lastAttack(cands []*candidate, v int) *candidate {
	var last *candidate
	for _, cd := range cands {
		if cd.trig < v && cd.tr.Plover == "ASSAULT" {
			last = cd
		}
	}
	return last
}

// settleClaims finishes an event's claims once its mentions are merged:
// a claim names someone or it is none; a statement's speaker telling of
// it ("X demanded ..., he said") is the event, not a claim on it; a
// statement or dealing keeps only the reports of the sentence that tells
// it, and an incident those told near its first telling (reportedLater);
// and the one who claims an attack whose doer the text leaves unnamed is
// its actor when the story tells the attack only in claiming it.
func settleClaims(t *tree, e *doc.Event) {
	kept := e.Claims[:0]
	for _, c := range e.Claims {
		if strings.TrimSpace(c.Claimant.Text) == "" || barePronoun(c.Claimant.Text) {
			// "he said" with no one the pronoun could be found to
			// stand for names no claimant.
			continue
		}
		if !physical[e.Type.Plover] && c.Kind == doc.ClaimReported && e.Actor != nil && sameParty(&c.Claimant, e.Actor) {
			continue
		}
		if (!physical[e.Type.Plover] || reportedLater(t, e, c)) && c.Kind == doc.ClaimReported && !c.Span.Contains(e.Trigger) {
			// "De Mistura said the talks had stalled", merged into the
			// talks the lead told: a statement or dealing is reported by
			// whoever tells it in its own sentence, not by every later
			// mention of it; an incident's report far down the story
			// tells a retelling's detail, not the incident.
			continue
		}
		kept = append(kept, c)
	}
	e.Claims = kept
	if e.Actor != nil || e.Type.Plover != "ASSAULT" {
		return
	}
	for _, c := range e.Claims {
		if c.Kind == doc.ClaimResponsibility && !denies(e.Claims, &c.Claimant) && toldIn(e, c.Span) {
			p := c.Claimant
			e.Actor = &p
			return
		}
	}
}

// reportedLater reports whether claim c of incident e, saying no toll or
// doer, is told more than reportGap sentences after e's first telling:
// "police said" at the story's end, over a retelling that merging folded
// into e ("the curfew was still on, officials said"), reports that detail
// or a follow-up, not the incident the lead tells; a report a sentence or
// two on ("Police said the mob had come from ...") still tells the
// lead's, and a figure or a doer claimed anywhere is a claim on the
// incident itself ("the group said it had killed 12"). Measured in
// QUALITY.md (merge, tenth session): claims right rose on train, held and
// the check half; the tune half lost one.
func reportedLater(t *tree, e *doc.Event, c doc.Claim) bool {
	if c.Says.Killed != nil || c.Says.Perpetrator != nil {
		return false
	}
	return t.sentenceAt(c.Span.Start)-t.sentenceAt(e.Trigger.Start) > reportGap
}

// reportGap is how many sentences after an incident's first telling a
// report is still taken as the incident's.
const reportGap = 2

// toldIn reports whether every sentence telling e is sp: an attack the
// story tells only in the sentence that claims it ("The Islamic State
// group claimed responsibility for the attack, which killed 12 people")
// is the claimant's; one told before without its doer keeps it unknown,
// the claim only a claim.
func toldIn(e *doc.Event, sp doc.Span) bool {
	for _, ev := range e.Evidence {
		if ev != sp {
			return false
		}
	}
	return true
}

// denies reports whether claims hold a denial by party p.
func denies(claims []doc.Claim, p *doc.Party) bool {
	for _, c := range claims {
		if c.Kind == doc.ClaimDenied && sameParty(&c.Claimant, p) {
			return true
		}
	}
	return false
}

// sameParty reports whether two coded parties are one: the same phrase,
// the same coded name, or the same words.
func sameParty(a, b *doc.Party) bool {
	return a.Span == b.Span || a.Name != "" && a.Name == b.Name || strings.EqualFold(strings.TrimSpace(a.Text), strings.TrimSpace(b.Text))
}

// barePronoun reports whether a party's text is only a third-person
// pronoun.
func barePronoun(text string) bool {
	return vocab.backPronouns[strings.ToLower(strings.TrimSpace(text))]
}

// trailingTargets returns the incidents of the sentence a closing
// attribution ("..., police said", "..., according to local media") the
// parse hung on a relative or adverbial clause speaks of: a saying with no
// complement of its own whose claimant and verb follow every trigger of
// the sentence reports the whole sentence, not the clause it hangs on.
// Statements and dealings are left out: their speaker is often the one who
// acts ("we advised ..., the chief said"), and trying them too lost claims
// on train and the tune half (QUALITY.md, claims, fourteenth session).
func trailingTargets(t *tree, cands []*candidate, s saying) []*candidate {
	st, v := t.st, s.v
	if s.cv.Lemma != "according" && t.child(v, "ccomp", "obj", "xcomp") >= 0 {
		return nil
	}
	start := min(v, s.subj)
	var targets []*candidate
	for _, cd := range cands {
		if st.Tokens[cd.trig].Sentence != st.Tokens[v].Sentence {
			continue
		}
		if cd.trig >= start {
			return nil
		}
		if physical[cd.tr.Plover] {
			targets = append(targets, cd)
		}
	}
	return targets
}
