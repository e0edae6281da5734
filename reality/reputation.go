package reality

import (
	"strings"

	"sitrep/doc"
)

// reputation reports whether the accusation e at token i sums up how a
// party is seen rather than telling one made: a verb of blame
// ([reputation-verbs]) in the present perfect passive whose accuser the
// text leaves unnamed or names by a pronoun or a quantifier alone ("the
// militia has been accused of looting", "the plan has been widely
// criticised", "has been criticised by some"). An accuser the text names
// ("has been criticised by the bar council") or the pluperfect of a
// story's past ("had been accused of spying") stays, as does a legal
// charge ("has been charged with").
func (p *parse) reputation(e *doc.Event, i int) bool {
	tok := &p.st.Tokens[i]
	if e.Type.Plover != "ACCUSE" || tok.XPOS != "VBN" || !lex.reputationVerbs[p.lemma(i)] {
		return false
	}
	// The party whose standing it tells is the subject; a
	// clause with none ("has been accused of misusing funds", a
	// fragment) says nothing of a party's standing.
	if !p.hasRel(i, "aux:pass") || !p.hasRel(i, "nsubj:pass", "nsubj") || !p.hasAux(i, "have") || p.tense(i) != "perfect" {
		return false
	}
	if e.Actor == nil {
		return true
	}
	a := strings.ToLower(e.Actor.Text)
	return lex.pronouns[a] || lex.quantifiers[a]
}
