package reality

import (
	"strings"

	"sitrep/doc"
)

// question reports whether a REQUEST on "ask" asks a question rather than
// for something: it has no "to" complement ("asked them to leave") and no
// "for" ("asked for help"), and either nothing asked or only what it is
// about ("she asked.", "when asked about the budget", "asked each
// minister about the plan"). A clause asked ("asked which roads ...") is left
// to the model: coders take some for demands.
func (p *parse) question(e *doc.Event, i int) bool {
	if e.Type.Plover != "REQUEST" || p.lemma(i) != "ask" {
		return false
	}
	st := p.st
	about, object := false, false
	for _, k := range p.kids[i] {
		switch r := doc.BaseRel(st.Tokens[k].Rel); {
		case r == "xcomp" || r == "ccomp" || r == "advcl" && p.hasKid(k, "to"):
			return false
		case (r == "obl" || r == "nmod" || r == "advcl") && p.caseOrMark(k) == "for":
			return false
		case (r == "obl" || r == "advcl") && p.caseOrMark(k) == "about":
			about = true
		case r == "obj" || r == "iobj":
			object = true
		}
	}
	return about || !object
}

// caseOrMark returns the preposition or subordinator marking token k, or "".
func (p *parse) caseOrMark(k int) string {
	for _, c := range p.kids[k] {
		if r := p.st.Tokens[c].Rel; r == "case" || r == "mark" {
			return p.lemma(c)
		}
	}
	return ""
}

// remembered reports whether a SANCTION on "recall" means remembering:
// recalling an envoy takes what is recalled, as object or passive
// subject; "he recalled that ..." and "..., she recalled." take none.
func (p *parse) remembered(e *doc.Event, i int) bool {
	return e.Type.Plover == "SANCTION" && p.lemma(i) == "recall" && p.st.Tokens[i].UPOS == "VERB" &&
		!p.hasRel(i, "obj", "nsubj:pass")
}

// prospect reports whether the event noun at token i is qualified as yet
// to come ("an imminent raid", "the proposed truce", "a threatened
// blockade"): told as a prospect, not as something that happened.
func (p *parse) prospect(i int) bool {
	if p.st.Tokens[i].UPOS != "NOUN" {
		return false
	}
	for _, k := range p.kids[i] {
		if doc.BaseRel(p.st.Tokens[k].Rel) == "amod" && lex.prospectAdjectives[strings.ToLower(p.st.Tokens[k].Form)] {
			return true
		}
	}
	return false
}

// assessment reports whether a THREATEN on "warn" warns of what may
// happen rather than of what the speaker will do: its clause says what
// could, might or may come ("warned that the levy could ruin farmers")
// or judges ("warned that it would be unwise"). A threat names the
// speaker's own act ("warned that the army would strike back").
func (p *parse) assessment(e *doc.Event, i int) bool {
	if e.Type.Plover != "THREATEN" || p.lemma(i) != "warn" {
		return false
	}
	st := p.st
	for _, k := range p.kids[i] {
		if st.Tokens[k].Rel != "ccomp" {
			continue
		}
		if p.hasAux(k, "could", "might", "may") || st.Tokens[k].UPOS == "ADJ" && p.copula(k) >= 0 {
			return true
		}
	}
	return false
}
