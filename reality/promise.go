package reality

import (
	"sitrep/doc"
	"sitrep/internal/polarity"
)

// promise reports whether the event at token i is a party's statement of
// intent told as the sentence's own news: a promise (AGREE) whose clause
// is announced with "will" or "shall", or with "would" under a verb of
// saying, and which is the main clause of its sentence or the complement
// of the sentence's main verb of saying ("Hungary has said it will
// support the resolution", "the rebels said they would release the
// hostages"). PLOVER codes the statement as the event, so futureAct
// does not flag it hypothetical; that is all promise decides. Whether
// the event is kept is left to the model and to statement, which keeps
// a promise a named party makes outside quotation marks: a pronoun's or
// a quoted speaker's "will" is as often a forecast or another's words
// as a pledge, so it gets no keep of its own.
func (p *parse) promise(e *doc.Event, i int) bool {
	st := p.st
	if e.Type.Plover != "AGREE" || e.Actor == nil {
		return false
	}
	j := p.clauseOf(i)
	switch {
	case !p.newsClause(j):
		return false
	case st.Tokens[j].Head < 0:
		return p.future(j, false)
	}
	return p.future(j, true)
}

// future reports whether the verb at token j has an auxiliary of the
// future (polarity.Future: "will", "shall"), or, when reported is set, of
// the future told from the past (polarity.ReportedFuture: "would").
func (p *parse) future(j int, reported bool) bool {
	return p.auxWhere(j, polarity.Future) || reported && p.auxWhere(j, polarity.ReportedFuture)
}

// clauseOf returns the verb whose clause tells the event at token i: the
// trigger, or the verb a noun trigger is the object of ("signed an
// agreement").
func (p *parse) clauseOf(i int) int {
	t := &p.st.Tokens[i]
	if t.UPOS == "NOUN" && doc.BaseRel(t.Rel) == "obj" && t.Head >= 0 {
		return t.Head
	}
	return i
}

// futureAct reports whether the speech act at token i is itself told as
// still to come: its own verb takes "will" or "shall" ("kar sevaks will
// be asked not to shout slogans", "the council will demand"). The event
// stage reads a speech act's future as made now, since a threat or a
// promise about the future is made when it is told; a request or warning
// that will be made is not made yet. A party's statement of intent told
// as the sentence's news is left to promise.
func (p *parse) futureAct(e *doc.Event, i int) bool {
	return speechAct[e.Type.Plover] && p.st.Tokens[i].UPOS == "VERB" && p.future(i, false) && !p.promise(e, i)
}

// statementActs are the categories of what parties say to or of each
// other: promises, threats, refusals, demands, concessions and
// accusations.
var statementActs = map[string]bool{"AGREE": true, "THREATEN": true, "REJECT": true, "REQUEST": true, "CONCEDE": true, "ACCUSE": true}

// statement reports whether the speech act at token i is told as its
// sentence's own news by a party the text names, outside a quotation:
// its clause, climbing "to" complements ("declined to lift the curfew"),
// is the sentence's main clause or the complement of its main verb of
// saying ("the rebels said they would not release the hostages", "the
// union said it would boycott the talks"). A stance told in the present
// simple ("the law allows the ministry to revoke it", "the tribesmen now
// refuse to surrender their weapons", "not everyone agrees") or by an
// adjective ("they are not willing to cross") is a standing position, not
// a statement made on a day, and is left to the model.
func (p *parse) statement(e *doc.Event, i int) bool {
	st := p.st
	if !statementActs[e.Type.Plover] || !p.toldByParty(e, i) || st.Tokens[i].UPOS == "ADJ" || p.presentSimple(i) {
		return false
	}
	j := p.clauseOf(i)
	for n := 0; n < 3 && st.Tokens[j].Rel == "xcomp" && st.Tokens[j].Head >= 0; n++ {
		j = st.Tokens[j].Head
	}
	return p.newsClause(j)
}

// toldByParty reports whether the event at token i has a party the text
// names for its actor and is told outside a quotation.
func (p *parse) toldByParty(e *doc.Event, i int) bool {
	return partyKind(e.Actor) == "phrase" && !p.inQuote(p.st.Tokens[i].Start)
}

// newsClause reports whether the clause headed by token j is its
// sentence's news: the main clause, or the complement of the sentence's
// main verb when that verb is one of saying ("the rebels said they would
// ...").
func (p *parse) newsClause(j int) bool {
	st := p.st
	h := st.Tokens[j].Head
	return h < 0 || doc.BaseRel(st.Tokens[j].Rel) == "ccomp" && p.mainVerb(h) && lex.verbClass[p.lemma(h)] == "say"
}

// pastRelative reports whether the event at token i is told in a
// relative clause in the past whose subject is the relative pronoun
// standing for a party ("the men who attacked the checkpoint fled",
// "Mohammadi, who pledged his cooperation"): an act of that party that
// happened, whose telling in passing an analyst still codes (a background
// incident is coded on its own). The present in a relative clause
// describes a standing state and is dropped by describes.
func (p *parse) pastRelative(i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	if tok.UPOS != "VERB" || tok.XPOS != "VBD" || tok.Rel != "acl:relcl" || tok.Head < 0 || p.inQuote(tok.Start) {
		return false
	}
	if u := st.Tokens[tok.Head].UPOS; u != "NOUN" && u != "PROPN" {
		return false
	}
	for _, k := range p.kids[i] {
		if st.Tokens[k].Rel == "nsubj" && st.Tokens[k].XPOS == "WP" {
			return true
		}
	}
	return false
}

// announcedProtest reports whether the threat e at token i is a protest a
// party announces it will hold ("the vhp will hold a rally on march 2"):
// no threat made to anyone but a protest still to come, unless an
// ultimatum goes with it ("will boycott the elections unless the
// president steps down"), on the trigger or on the verb it is the object
// of.
func (p *parse) announcedProtest(e *doc.Event, i int) bool {
	if e.Type.Plover != "THREATEN" || !lex.protestActs[p.lemma(i)] {
		return false
	}
	for _, j := range []int{i, p.st.Tokens[i].Head} {
		if j < 0 {
			continue
		}
		for _, k := range p.kids[j] {
			if doc.BaseRel(p.st.Tokens[k].Rel) != "advcl" {
				continue
			}
			for _, m := range p.kids[k] {
				if l := p.lemma(m); p.st.Tokens[m].Rel == "mark" && (l == "unless" || l == "if") {
					return false
				}
			}
		}
	}
	return true
}

// mainVerb reports whether verb h is its sentence's main verb: the root,
// or a verb the parser joined as a conjunct to a root noun, misreading a
// long subject ("Fighters loyal to a rebel commander in the north ... said").
func (p *parse) mainVerb(h int) bool {
	t := &p.st.Tokens[h]
	if t.Head < 0 {
		return true
	}
	r := &p.st.Tokens[t.Head]
	return t.Rel == "conj" && t.UPOS == "VERB" && r.Head < 0 && r.UPOS != "VERB"
}
