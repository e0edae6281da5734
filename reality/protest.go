package reality

import (
	"slices"
	"strings"

	"sitrep/doc"
)

// protestDemand reports whether the REQUEST e, whose trigger is token i,
// is the demand of a protest the story codes: its actor is the
// demonstrators or what they carry, it names only what is wanted, and
// the protest is told in the same sentence or one next to it. The gold
// codes the protest, never a request of demonstrators beside it. A
// demand told paragraphs away from any protest, or one addressed to
// someone told to act ("the strikers urged the governor to scrap the
// levy", "asked that he quit"), is a request of its own.
func (p *parse) protestDemand(e *doc.Event, i int) bool {
	if e.Type.Plover != "REQUEST" || e.Actor == nil || p.addressed(i) {
		return false
	}
	words := strings.Fields(strings.ToLower(e.Actor.Text))
	if len(words) == 0 || !lex.protestVoices[strings.TrimSuffix(words[len(words)-1], "s")] {
		return false
	}
	s := p.st.Tokens[i].Sentence
	near := func(sp doc.Span) bool {
		k := p.token(sp)
		return k >= 0 && p.st.Tokens[k].Sentence >= s-1 && p.st.Tokens[k].Sentence <= s+1
	}
	for _, o := range p.st.Events {
		if o.Type.Plover != "PROTEST" || o.Aux.Negated || o.Aux.Hypothetical {
			continue
		}
		if near(o.Trigger) || slices.ContainsFunc(o.Mentions, near) {
			return true
		}
	}
	return false
}

// addressed reports whether the demand at token i is put to someone who
// is to act: an indirect object, an object with an infinitive after it
// ("urged the governor to scrap"), or a clause with a subject of its own
// ("asked that he quit").
func (p *parse) addressed(i int) bool {
	st := p.st
	obj := false
	for _, k := range p.kids[i] {
		switch st.Tokens[k].Rel {
		case "obj":
			obj = true
		case "iobj":
			return true
		}
	}
	for _, k := range p.kids[i] {
		switch st.Tokens[k].Rel {
		case "xcomp":
			if obj {
				return true
			}
		case "ccomp":
			if p.hasRel(k, "nsubj", "nsubj:pass") {
				return true
			}
		}
	}
	return false
}

// protestWave reports whether the PROTEST noun at token i names a whole
// wave of protests or riots the reader knows already, by the definite
// article and the plural, with no place or date hung on it: "the recent
// riots", "the harbour riots were a warning", "the angry demonstrations
// showed how deep the unrest ran". The wave is coded where it is
// told; named in passing it is a reference to it, no incident ("the
// riots in the capital on Friday" tells one). The article is the noun's
// own determiner, so that a preposition before it ("during the recent
// riots", "its handling of the riots") hides no wave. An adjective that
// spreads the noun over places, days or a whole community
// ([wave-adjectives]: "ongoing", "nationwide", "communal") names a wave
// with or without the article, and with a place of its own.
func (p *parse) protestWave(e *doc.Event, i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	if e.Type.Plover != "PROTEST" || tok.UPOS != "NOUN" || tok.XPOS != "NNS" {
		return false
	}
	if e.Killed != nil || e.Injured != nil || e.Arrested != nil || p.setOnVerb(i) {
		return false // "the riots left four dead", "the marches went on in the port on Monday"
	}
	if slices.ContainsFunc(p.kids[i], func(k int) bool {
		return doc.BaseRel(st.Tokens[k].Rel) == "amod" && lex.waveAdjectives[p.lemma(k)]
	}) {
		// "the ongoing riots in the north", "abetting communal riots": a
		// wave spread over places or days, whatever place is hung on it.
		return true
	}
	if slices.ContainsFunc(p.kids[i], func(k int) bool { return doc.BaseRel(st.Tokens[k].Rel) == "nmod" }) {
		return false
	}
	return p.marker(i, "det") == "the"
}

// setOnVerb reports whether the verb governing the noun at token i hangs a
// time or place on it, where news puts those of the noun's incident: a
// bare noun of time ("Monday") or an oblique with "in", "on", "at" or
// "to". A place quantified over many ("in various parts of the country",
// "in several towns") spreads the noun rather than sets it.
func (p *parse) setOnVerb(i int) bool {
	g := p.governor(i)
	return g >= 0 && g != i && p.hangsOnBut(g, []string{"obl:tmod", "obl:npmod"}, []string{"in", "on", "at", "to"}, p.spread)
}

// spread reports whether the noun at token k is quantified over many
// ([quantifiers]: "various parts", "many towns").
func (p *parse) spread(k int) bool {
	return slices.ContainsFunc(p.kids[k], func(j int) bool {
		r := doc.BaseRel(p.st.Tokens[j].Rel)
		return (r == "amod" || r == "det") && lex.quantifiers[p.lemma(j)]
	})
}

// hangsOn reports whether token g has a dependent in one of the relations
// rels, or an oblique marked by one of the prepositions cases: the time,
// place or means of an act that a verb carries (toldAsAct, forcesPresent).
func (p *parse) hangsOn(g int, rels []string, cases ...string) bool {
	return p.hangsOnBut(g, rels, cases, nil)
}

// hangsOnBut is hangsOn where an oblique that skip (unless nil) reports
// counts for nothing: setOnVerb's place spread over many sets no incident.
func (p *parse) hangsOnBut(g int, rels, cases []string, skip func(k int) bool) bool {
	for _, k := range p.kids[g] {
		r := p.st.Tokens[k].Rel
		if slices.Contains(rels, r) ||
			doc.BaseRel(r) == "obl" && slices.Contains(cases, p.marker(k, "case")) && (skip == nil || !skip(k)) {
			return true
		}
	}
	return false
}
