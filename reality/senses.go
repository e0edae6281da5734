package reality

import (
	"strings"

	"sitrep/doc"
)

// wordSense reports whether the trigger word of e at token i is used in a
// sense that tells no event of e's category: a question asked, a memory,
// an assessment, an opinion, a means, a feeling, a plea or appeal in
// court, a telling, a hedge ("the alleged plot"), a figure of speech, a
// visit to a site or to those hit (siteVisit).
func (p *parse) wordSense(e *doc.Event, i int) bool {
	return p.question(e, i) || p.remembered(e, i) || p.assessment(e, i) || p.assent(e, i) ||
		p.byMeansOf(e, i) || p.feltRelief(e, i) || p.plea(e, i) || p.courtAppeal(e, i) || p.telling(e, i) || p.hedged(e, i) ||
		p.figurative(e, i) || p.siteVisit(e, i)
}

// telling reports whether a REQUEST on "tell" only tells someone
// something ("a source told reporters", "told her brother of her
// plans"): with no clause of what to do ("told them to leave", "told
// them that they must go"), it is speech, no demand.
func (p *parse) telling(e *doc.Event, i int) bool {
	if e.Type.Plover != "REQUEST" || p.lemma(i) != "tell" {
		return false
	}
	for _, k := range p.kids[i] {
		switch doc.BaseRel(p.st.Tokens[k].Rel) {
		case "xcomp", "ccomp", "parataxis":
			return false
		case "advcl":
			if p.hasKid(k, "to") {
				return false
			}
		}
	}
	return true
}

// question reports whether a REQUEST on "ask" at token i only asks a
// question (askedQuestion) and its sentence tells no other request of
// the event: a demand the event stage folded into the ask ("asked the
// reason for the arrests, and demanded their release") makes the event
// a REQUEST whatever the ask was. Mentions in other sentences do not
// count (a question's event gathers unrelated asks and appeals of the
// story as retellings), nor those inside quotation marks (words of
// wanting or helping in a speaker's quote).
func (p *parse) question(e *doc.Event, i int) bool {
	if e.Type.Plover != "REQUEST" || p.lemma(i) != "ask" {
		return false
	}
	st := p.st
	for _, sp := range e.Mentions {
		j := p.token(sp)
		if j < 0 || j == i || st.Tokens[j].Sentence != st.Tokens[i].Sentence || p.inQuote(sp.Start) {
			continue
		}
		if p.lemma(j) != "ask" || !p.askedQuestion(j) {
			return false
		}
	}
	return p.askedQuestion(i)
}

// askedQuestion reports whether "ask" at token i asks a question rather
// than for something: "if" or "whether" follows within three words
// ("asked if he is a member", "asked him whether"; read on the words, for
// the parser hangs that clause anywhere), or it has no "to" complement
// ("asked them to leave") and no "for" ("asked for help"), and either
// nothing asked or only what it is about ("she asked.", "when asked about
// the budget", "asked each minister about the plan"), or a question put
// as its object ("asked what the council meant", "asked two questions",
// "asked the reason for the delay": a wh-word or a [question-nouns]
// noun), or a clause that puts one (questionClause: "asked him why he
// had stayed"). Another clause asked ("asked which roads ...") is left
// to the model: coders take some for demands.
func (p *parse) askedQuestion(i int) bool {
	st := p.st
	end := st.Sentences[st.Tokens[i].Sentence].EndToken
	for k := i + 1; k < min(i+4, end); k++ {
		if w := strings.ToLower(st.Tokens[k].Form); w == "if" || w == "whether" {
			return true
		}
	}
	about, object, asked := false, false, false
	for _, k := range p.kids[i] {
		switch r := doc.BaseRel(st.Tokens[k].Rel); {
		case (r == "ccomp" || r == "advcl") && p.questionClause(k):
			asked = true
		case r == "xcomp" || r == "ccomp" || r == "advcl" && p.hasKid(k, "to"):
			return false
		case (r == "obl" || r == "nmod" || r == "advcl") && p.marker(k, "case", "mark") == "for":
			return false
		case (r == "obl" || r == "advcl") && p.marker(k, "case", "mark") == "about":
			about = true
		case r == "obj" || r == "iobj":
			object = true
			asked = asked || p.questionPut(k)
			// "asked each minister about the plan": what it is about
			// hung on the one asked.
			for _, m := range p.kids[k] {
				if doc.BaseRel(st.Tokens[m].Rel) == "nmod" && p.marker(m, "case") == "about" {
					about = true
				}
			}
		}
	}
	return about || !object || asked
}

// questionClause reports whether the clause headed by token k is a
// question put: it opens with a wh-word, "whether" or "if" ("asked him
// why he had stayed", "asked the minister plainly whether the camps
// would close"), or ends in a question mark ("“Who pays?” a trader
// asked", however the parser hangs the quote). A clause with "to" is
// what is asked for ("asked them to leave").
func (p *parse) questionClause(k int) bool {
	st := p.st
	if p.hasKid(k, "to") {
		return false
	}
	first := true
	for _, m := range p.kids[k] {
		t := &st.Tokens[m]
		if t.Form == "?" {
			return true
		}
		if m > k || t.UPOS == "PUNCT" || !first {
			continue
		}
		first = false
		if l := p.lemma(m); t.XPOS == "WRB" || t.XPOS == "WP" || l == "whether" || l == "if" {
			return true
		}
	}
	return false
}

// questionPut reports whether the object at token k of "ask" is a
// question rather than the one asked: a wh-word ("asked what the
// council meant") or a noun of questioning ("asked two questions", "asked the
// reason for the delay").
func (p *parse) questionPut(k int) bool {
	switch p.st.Tokens[k].XPOS {
	case "WP", "WDT", "WRB":
		return true
	}
	return p.st.Tokens[k].UPOS == "NOUN" && lex.questionNouns[p.lemma(k)]
}

// remembered reports whether a SANCTION on "recall" means remembering.
// It takes positive evidence: a clause recalled ("he recalled that ...")
// or the verb closing a quote ("...," she recalled.); recalling an envoy
// takes an object or passive subject, and a participle on a noun ("the
// envoy, recalled to Oslo") is never a memory.
func (p *parse) remembered(e *doc.Event, i int) bool {
	tok := &p.st.Tokens[i]
	if e.Type.Plover != "SANCTION" || p.lemma(i) != "recall" || tok.UPOS != "VERB" || p.hasRel(i, "obj", "nsubj:pass") {
		return false
	}
	if p.closesQuote(i) {
		return true // whatever the parser made of it: "...," she recalled
	}
	switch doc.BaseRel(tok.Rel) {
	case "acl", "amod":
		return false
	case "parataxis":
		if tok.Head >= 0 && tok.Head < i {
			return true
		}
	}
	return p.hasRel(i, "ccomp")
}

// closesQuote reports whether verb i closes a quote: nothing but its
// subject and a comma stands between it and a closing quotation mark
// ("...," she recalled), however the parser hangs the quote on it.
func (p *parse) closesQuote(i int) bool {
	st := p.st
	start := i
	for _, k := range p.kids[i] {
		// The subject nearest the verb: parsers take a quote for a
		// subject too.
		if k < i && doc.BaseRel(st.Tokens[k].Rel) == "nsubj" && (start == i || k > start) {
			start = p.leftmost(k)
		}
	}
	for k := start - 1; k >= st.Sentences[st.Tokens[i].Sentence].FirstToken; k-- {
		switch t := &st.Tokens[k]; {
		case t.XPOS == "''" || doc.QuoteMark(t.Form) == doc.CloseQuote:
			return true
		case t.Form != ",":
			return false
		}
	}
	return false
}

// prospect reports whether the event noun at token i is qualified as yet
// to come ("an imminent raid", "the proposed truce", "a threatened
// blockade"): told as a prospect, not as something that happened. A noun
// a past clause says took place is no prospect, whatever its adjective
// ("they carried out the planned raid", "the expected offensive began").
// A settlement still sought is one too (soughtSettlement).
func (p *parse) prospect(i int) bool {
	if p.st.Tokens[i].UPOS != "NOUN" || p.occurred(i) {
		return false
	}
	if p.soughtSettlement(i) {
		return true
	}
	for _, k := range p.kids[i] {
		if doc.BaseRel(p.st.Tokens[k].Rel) == "amod" && lex.prospectAdjectives[strings.ToLower(p.st.Tokens[k].Form)] {
			return true
		}
	}
	return p.prospectBefore(i)
}

// prospectBefore reports whether a prospect adjective stands before the
// event noun at token i in its noun phrase, read on the words where the
// parser hung it elsewhere ("the UN's proposed 30-day ceasefire"): only
// numbers, adjectives, nouns and hyphens lie between.
func (p *parse) prospectBefore(i int) bool {
	st := p.st
	first := st.Sentences[st.Tokens[i].Sentence].FirstToken
	for k := i - 1; k >= max(first, i-5); k-- {
		if lex.prospectAdjectives[strings.ToLower(st.Tokens[k].Form)] {
			return p.prenominal(k)
		}
		switch st.Tokens[k].UPOS {
		case "NUM", "ADJ", "NOUN", "PROPN":
		case "PUNCT":
			if st.Tokens[k].Form != "-" {
				return false
			}
		default:
			return false
		}
	}
	return false
}

// occurred reports whether a past, perfect or pluperfect clause says the
// event noun at token i took place: it is the subject of a verb of
// occurring ("the expected offensive began") or what a verb of carrying
// out acts on ("carried out the planned raid", "the proposed talks were
// held").
func (p *parse) occurred(i int) bool {
	tok := &p.st.Tokens[i]
	h := tok.Head
	if h < 0 {
		return false
	}
	switch p.tense(h) {
	case "past", "perfect", "pluperfect":
	default:
		return false
	}
	switch tok.Rel {
	case "nsubj":
		return lex.occurVerbs[p.lemma(h)]
	case "obj", "nsubj:pass":
		return lex.carryOutVerbs[p.lemma(h)]
	}
	return false
}

// assessment reports whether a THREATEN on "warn" warns of what may
// happen rather than of what the speaker will do: its clause says what
// could, might or may come ("warned that the levy could ruin farmers")
// or judges ("cautioned that the plan was rash"), or tells a fact
// (factClause), or the warning is "of" a risk (hazard). A threat names the
// speaker's own act ("warned that the army would strike back"), and so
// does a clause whose subject is the warner, named again or as a pronoun
// ("Oslo warned that it could retaliate").
func (p *parse) assessment(e *doc.Event, i int) bool {
	if e.Type.Plover != "THREATEN" || p.lemma(i) != "warn" {
		return false
	}
	for _, k := range p.kids[i] {
		if p.hazard(e, k) {
			return true
		}
	}
	for _, k := range p.warned(i) {
		if p.sameSubject(i, k) || k < i && p.firstPersonSubject(k) {
			// "We are coming, Lund warned": the quoted speaker's own
			// act or stance, a threat.
			continue
		}
		if p.hasAux(k, "could", "might", "may") || p.st.Tokens[k].UPOS == "ADJ" && p.copula(k) >= 0 || p.factClause(k) {
			return true
		}
	}
	return false
}

// warned returns the clauses the warning at token i says: its "that"
// complement, and the quote before it that the parser hangs on it as an
// unmarked adverbial or takes for the head ("the move could backfire, he
// warned").
func (p *parse) warned(i int) []int {
	st := p.st
	var out []int
	for _, k := range p.kids[i] {
		switch doc.BaseRel(st.Tokens[k].Rel) {
		case "ccomp":
			out = append(out, k)
		case "advcl", "parataxis":
			if k < i && !p.hasRel(k, "mark") {
				out = append(out, k)
			}
		}
	}
	if h := st.Tokens[i].Head; h >= 0 && h < i && st.Tokens[i].Rel == "parataxis" {
		out = append(out, h)
	}
	return out
}

// firstPersonSubject reports whether the clause k has "I" or "we" for
// its subject.
func (p *parse) firstPersonSubject(k int) bool {
	for _, c := range p.kids[k] {
		if doc.BaseRel(p.st.Tokens[c].Rel) == "nsubj" {
			switch strings.ToLower(p.st.Tokens[c].Form) {
			case "i", "we":
				return true
			}
		}
	}
	return false
}

// hazard reports whether the warning e's dependent k is "of" a risk or of
// something yet to come: "warned of a grave risk", "warned of a looming
// famine". A warning "of a sit-in by the monks" names an act and is left
// to the model, and so is an armed warner's warning of what lies ahead
// ("the rebels warned of imminent raids"): it likely tells its own act.
func (p *parse) hazard(e *doc.Event, k int) bool {
	if doc.BaseRel(p.st.Tokens[k].Rel) != "obl" || p.marker(k, "case") != "of" {
		return false
	}
	if lex.hazardNouns[p.lemma(k)] {
		return true
	}
	if e.Actor != nil && armedSectors[e.Actor.Sector] {
		return false
	}
	for _, m := range p.kids[k] {
		if doc.BaseRel(p.st.Tokens[m].Rel) == "amod" && lex.prospectAdjectives[strings.ToLower(p.st.Tokens[m].Form)] {
			return true
		}
	}
	return false
}

// armedSectors are the sectors of parties that carry out the attacks
// they warn of.
var armedSectors = map[doc.Sector]bool{
	doc.SectorMIL: true, doc.SectorREB: true, doc.SectorINS: true, doc.SectorSEP: true,
	doc.SectorUAF: true, doc.SectorCRM: true,
}

// factClause reports whether the clause k a warning says tells a fact of
// another party rather than an act to come: a verb with a subject of its
// own in the present or past, with no modal and not in the passive
// ("warned that Oslo is shipping rockets to the rebels", "warned that
// 300 patients were in need of care"). A passive names who will suffer
// ("warned that looters will be dealt with"), a modal what will be done.
func (p *parse) factClause(k int) bool {
	st := p.st
	if st.Tokens[k].UPOS != "VERB" && p.copula(k) < 0 || !p.hasRel(k, "nsubj") || p.hasRel(k, "nsubj:pass", "aux:pass") {
		return false
	}
	for _, c := range p.kids[k] {
		if doc.BaseRel(st.Tokens[c].Rel) == "aux" && st.Tokens[c].XPOS == "MD" {
			return false
		}
	}
	for _, c := range append([]int{k}, p.kids[k]...) {
		switch st.Tokens[c].XPOS {
		case "VBZ", "VBP", "VBD":
			return true
		}
	}
	return false
}

// sameSubject reports whether the subject of clause k is the subject of
// verb i: the same word, or a personal pronoun of the same number (read on
// the part-of-speech tag, the nearest the stage has to a referent).
func (p *parse) sameSubject(i, k int) bool {
	subj := func(j int) int {
		for _, c := range p.kids[j] {
			if p.st.Tokens[c].Rel == "nsubj" {
				return c
			}
		}
		return -1
	}
	a, b := subj(i), subj(k)
	if a < 0 || b < 0 {
		return false
	}
	if p.lemma(a) == p.lemma(b) {
		return true
	}
	if p.st.Tokens[b].XPOS != "PRP" {
		return false
	}
	switch p.lemma(b) {
	case "it", "he", "she":
		x := p.st.Tokens[a].XPOS
		return x == "NN" || x == "NNP"
	case "they", "we":
		x := p.st.Tokens[a].XPOS
		return x == "NNS" || x == "NNPS"
	}
	return false
}

// assent reports whether an AGREE on "agree" or "accept" voices an
// opinion rather than an agreement: "agree" with nothing agreed to, on or
// with, said by a subject given a title ("Lund, a union chief, agreed.")
// or after a quote, or "accept that" a view
// holds ("several donors accept that the plan failed"). An agreement
// names what is agreed ("agreed to a pause", "agreed on three points",
// "accepted the offer").
func (p *parse) assent(e *doc.Event, i int) bool {
	if e.Type.Plover != "AGREE" || p.st.Tokens[i].UPOS != "VERB" {
		return false
	}
	st := p.st
	switch p.lemma(i) {
	case "agree":
		for _, k := range p.kids[i] {
			switch doc.BaseRel(st.Tokens[k].Rel) {
			case "obj", "xcomp", "ccomp", "obl", "advcl", "parataxis", "nsubj:pass", "csubj":
				return false
			}
		}
		// Only as its sentence's root: in "the tanks will pull back by
		// May, the negotiators agreed" what is agreed comes first, and
		// the parser makes it the head. A bare "Riga agreed" after a
		// proposal is an agreement to it; a commentator's title or a
		// quote before makes it an opinion.
		return st.Tokens[i].Head < 0 && !p.hasRel(i, "aux:pass") && (p.titledSubject(i) || p.quoteBefore(i))
	case "accept":
		for _, k := range p.kids[i] {
			if st.Tokens[k].Rel == "ccomp" && p.marker(k, "mark") == "that" {
				return true
			}
		}
	}
	return false
}

// titledSubject reports whether the subject of verb i carries an
// appositive: "Lund, a union chief, agreed".
func (p *parse) titledSubject(i int) bool {
	for _, k := range p.kids[i] {
		if p.st.Tokens[k].Rel == "nsubj" && p.hasRel(k, "appos") {
			return true
		}
	}
	return false
}

// quoteBefore reports whether a quotation mark comes before token i in
// its sentence: the words the verb answers are quoted.
func (p *parse) quoteBefore(i int) bool {
	st := p.st
	for j := st.Sentences[st.Tokens[i].Sentence].FirstToken; j < i; j++ {
		switch st.Tokens[j].XPOS {
		case "``", "''":
			return true
		}
	}
	return false
}

// byMeansOf reports whether the AID noun at token i names the means of
// another act, "with the aid of" some party ("the rebels crossed the
// river with the aid of local guides"): the help is how the act was done,
// told with it, no delivery of aid of its own.
func (p *parse) byMeansOf(e *doc.Event, i int) bool {
	st := p.st
	if e.Type.Plover != "AID" || st.Tokens[i].UPOS != "NOUN" || p.marker(i, "case") != "with" || !p.hasDet(i, "the") {
		return false
	}
	for _, k := range p.kids[i] {
		if doc.BaseRel(st.Tokens[k].Rel) != "nmod" || p.marker(k, "case") != "of" {
			continue
		}
		// A party helps; an amount ("with aid of $5m") is the aid given.
		if u := st.Tokens[k].UPOS; (u == "NOUN" || u == "PROPN" || u == "PRON") && !p.hasRel(k, "nummod") {
			return true
		}
	}
	return false
}

// hasDet reports whether the noun i has the determiner det.
func (p *parse) hasDet(i int, det string) bool {
	for _, k := range p.kids[i] {
		if doc.BaseRel(p.st.Tokens[k].Rel) == "det" && strings.ToLower(p.st.Tokens[k].Form) == det {
			return true
		}
	}
	return false
}

// feltRelief reports whether an AID on "relief" is the feeling or the
// figure of speech, not relief delivered: "a sigh of relief", "it was a
// welcome relief" (a predicate), "greeted with relief", "thrown into
// sharp relief".
func (p *parse) feltRelief(e *doc.Event, i int) bool {
	st := p.st
	if e.Type.Plover != "AID" || st.Tokens[i].UPOS != "NOUN" || p.lemma(i) != "relief" {
		return false
	}
	if p.copula(i) >= 0 {
		return true
	}
	switch p.marker(i, "case") {
	case "into", "in":
		return true
	case "with":
		// "greeted with relief", but "provided the town with relief"
		// delivers it.
		h := st.Tokens[i].Head
		return h >= 0 && lex.reliefReactions[p.lemma(h)]
	case "of":
		h := st.Tokens[i].Head
		return h >= 0 && p.lemma(h) == "sigh"
	}
	return false
}

// plea reports whether a REQUEST on "plead" is a plea in court ("pleaded
// innocent at the hearing"): an answer to a charge, which the gold codes
// as a denial of it, no request. "Pleaded with the Danes to release the
// men" asks.
func (p *parse) plea(e *doc.Event, i int) bool {
	if e.Type.Plover != "REQUEST" || p.lemma(i) != "plead" {
		return false
	}
	for _, k := range p.kids[i] {
		if l := p.lemma(k); l == "guilty" || l == "innocent" {
			return true
		}
	}
	return false
}

// courtAppeal reports whether a REQUEST on "appeal" is an appeal in court
// against a sentence, conviction or verdict ("freed while her appeal against
// the verdict is heard"): a legal challenge, which the gold codes as an
// accusation if at all, no request to a party. "Appealed for calm" and
// "appealed to the parties" ask.
func (p *parse) courtAppeal(e *doc.Event, i int) bool {
	if e.Type.Plover != "REQUEST" || p.lemma(i) != "appeal" {
		return false
	}
	for _, k := range p.kids[i] {
		if p.marker(k, "case") == "against" && lex.courtNouns[p.lemma(k)] {
			return true
		}
	}
	return false
}
