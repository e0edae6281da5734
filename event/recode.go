package event

import (
	"slices"
	"strings"

	"sitrep/doc"
	"sitrep/internal/polarity"
)

// What the ACLED rules (acledrules.go) read of the parties: armed sectors,
// crowds and demonstrators; the means and the sentence's cues are read in
// acled.go.

// armed lists the sectors ACLED counts as armed organised groups.
var armed = map[doc.Sector]bool{doc.SectorMIL: true, doc.SectorCOP: true, doc.SectorREB: true, doc.SectorUAF: true, doc.SectorINS: true, doc.SectorSEP: true, doc.SectorIMG: true, doc.SectorSPY: true}

// protestKind returns the ACLED sub-event code the first matching cue of
// protest.txt gives a text, or "".
func protestKind(text string) string {
	for _, c := range vocab.protest {
		for _, w := range c.words {
			if hasWord(text, w) {
				return c.acled
			}
		}
	}
	return ""
}

// plural reports whether a lower-cased phrase names more than one person:
// "villagers", "a group of men", not "a man".
func plural(text string) bool {
	f := strings.Fields(text)
	if len(f) == 0 {
		return false
	}
	switch f[0] {
	case "a", "an", "one", "he", "she":
		return hasAny(text, vocab.collective)
	}
	last := f[len(f)-1]
	return strings.HasSuffix(last, "s") || vocab.pluralHeads[last]
}

// crowdPhrase reports whether a party's text names demonstrators or a
// demonstration.
func crowdPhrase(text string) bool {
	lower := strings.ToLower(text)
	for _, w := range vocab.crowd {
		if hasWord(lower, w) {
			return true
		}
	}
	return false
}

// recodeWarning reads a warning that something has been done as the
// criticism it is, PLOVER's ACCUSE, not a threat: "warned that Americans
// have taken dangerous steps". A threat warns of what is still to come
// ("warned that it would retaliate"), so a complement in the perfect,
// with no modal, is what makes the accusation; so does a complement that
// foretells what someone's act will bring about (consequence).
func recodeWarning(t *tree, cd *candidate) {
	e := &cd.ev
	if e.Type.Plover != "THREATEN" || cd.tr.Lemma != "warn" || t.st.Tokens[cd.trig].UPOS != "VERB" {
		return
	}
	c := warningContent(t, cd.trig)
	if c < 0 {
		return
	}
	switch {
	case admonition(t, c):
		e.Type = doc.EventType{Plover: "REQUEST", CameoRoot: "10"}
	case pastClause(t, c) || ongoingClause(t, c) || consequence(t, c):
		e.Type = doc.EventType{Plover: "ACCUSE", CameoRoot: "11"}
		e.Aux.Future, e.Aux.Hypothetical = false, false
	}
}

// admonition reports whether clause c, which a warning says, tells others
// what ought or ought not to be ("nobody must loot the shops, she warned",
// "warned that the parties must respect the truce"): a bidding, PLOVER's
// REQUEST, not a threat. A deontic modal makes it, unless the speaker's
// own side is the subject ("we must respond", a threat of what it will do).
func admonition(t *tree, c int) bool {
	if !hasAux(t, c, "should") && !hasAux(t, c, "must") {
		return false
	}
	s := t.child(c, "nsubj", "expl")
	return s < 0 || !firstPerson(t, s)
}

// consequence reports whether clause c, which a warning says, foretells
// what an act or a thing will bring about ("warned that the decision
// would fuel unrest", "warned the plan could put lives in jeopardy"): a
// verb of outcome whose subject is a common noun that names no person,
// body or armed men. That is criticism of the act, PLOVER's ACCUSE; a
// threat names what a party will do ("warned that it would hurt their
// trade", "warned that his soldiers would damage the bridges").
func consequence(t *tree, c int) bool {
	if !vocab.outcomes[t.lemma(c)] {
		return false
	}
	s := t.child(c, "nsubj")
	return s >= 0 && t.st.Tokens[s].UPOS == "NOUN" && !t.someone(s) && !t.armedWord(s)
}

// warningContent returns the verb of what warning verb w says: its
// complement clause, else the first verb after a "that" under it, where
// the parse hung the clause elsewhere ("warned on Tuesday that ..." read
// as a relative clause of "Tuesday"); -1 for none.
func warningContent(t *tree, w int) int {
	if c := t.child(w, "ccomp"); c >= 0 {
		return c
	}
	if h := frontedSpeech(t, w); h >= 0 {
		return h
	}
	that := false
	for k := w + 1; k < len(t.st.Tokens) && t.st.Tokens[k].Sentence == t.st.Tokens[w].Sentence; k++ {
		switch {
		case t.lemma(k) == "that" && t.dominates(w, k):
			that = true
		case that && t.st.Tokens[k].UPOS == "VERB" && t.dominates(w, k):
			return k
		}
	}
	return -1
}

// frontedSpeech returns the clause that verb of saying w follows, set off by a
// comma, as what it says ("nobody must loot the shops, she warned"), which
// the parse hangs w on as parataxis or, mistaken, as its subject; -1 for
// none.
func frontedSpeech(t *tree, w int) int {
	tok := &t.st.Tokens[w]
	h := tok.Head
	if h < 0 || h > w || (tok.Rel != "parataxis" && tok.Rel != "nsubj" && tok.Rel != "dep") {
		return -1
	}
	for k := h + 1; k < w; k++ {
		if t.st.Tokens[k].Form == "," && t.st.Tokens[k].Head == w {
			return h
		}
	}
	return -1
}

// pastClause reports whether clause i tells what has happened: a perfect
// ("have taken", "had fired"), with no modal or future auxiliary. A
// simple past is left out: after a past "warned" it is mostly the present
// shifted back ("warned that it risked a confrontation").
func pastClause(t *tree, i int) bool {
	return !anyModal(t, i) && t.st.Tokens[i].XPOS == "VBN" && hasAux(t, i, "have")
}

// ongoingClause reports whether clause c, which a warning says, tells an
// act another party is doing or was doing ("warned that the conference is
// seeking to bypass the talks", "warned that he was placing the country at
// risk"): a progressive with no modal, whose subject is no first-person
// pronoun ("we are coming for you" threatens) and whose verb tells no
// future or watch ("are going to strike", "is watching":
// threatProgressives). Criticism of what goes on is PLOVER's ACCUSE; a
// threat warns of what is still to come.
func ongoingClause(t *tree, c int) bool {
	if t.st.Tokens[c].XPOS != "VBG" || !hasAux(t, c, "be") || anyModal(t, c) || vocab.threatProgressives[t.lemma(c)] {
		return false
	}
	s := t.child(c, "nsubj")
	return s < 0 || !firstPerson(t, s)
}

// anyModal reports whether clause i has a modal or future auxiliary
// (polarity.Modal).
func anyModal(t *tree, i int) bool { return auxWhere(t, i, polarity.Modal) }

// recodeNegotiated reads a negotiation told as done, with the agreement
// it reached for object, as the agreement, PLOVER's AGREE: "Russia had
// negotiated a ceasefire", "the two sides negotiated a deal". Talks still
// going on ("are negotiating a deal") stay CONSULT.
func recodeNegotiated(t *tree, cd *candidate) {
	e := &cd.ev
	tok := &t.st.Tokens[cd.trig]
	if e.Type.Plover != "CONSULT" || cd.tr.Lemma != "negotiate" || tok.UPOS != "VERB" {
		return
	}
	// Every object: "said on Wednesday that Qatar had negotiated a
	// ceasefire" is parsed as a relative clause of "Tuesday", with "that"
	// for a first object.
	if !slices.ContainsFunc(t.children(cd.trig, "obj"), func(o int) bool { return vocab.agreementNouns[t.lemma(o)] }) {
		return
	}
	if tok.XPOS != "VBD" && !(tok.XPOS == "VBN" && hasAux(t, cd.trig, "have")) {
		return
	}
	e.Type = doc.EventType{Plover: "AGREE", CameoRoot: "03"}
}
