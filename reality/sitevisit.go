package reality

import (
	"slices"

	"sitrep/doc"
)

// siteVisit reports whether a CONSULT on "visit" at token i goes to a
// place or to people hit by what happened ([visit-sites]: "visited the
// area", "a visit to the site", "visited the affected families", "paid a
// visit to the camp"): an inspection or a call of sympathy, with no party
// met to consult. A visit to a country, a city, a base or an office stays
// a consultation.
func (p *parse) siteVisit(e *doc.Event, i int) bool {
	if e.Type.Plover != "CONSULT" || p.lemma(i) != "visit" {
		return false
	}
	return slices.ContainsFunc(p.visited(i), func(k int) bool { return lex.visitSites[p.lemma(k)] })
}

// visited returns the tokens that may name where the visit at token i
// went: the verb's object, a "to" phrase on the noun, and a "to" phrase
// on the verb a noun visit is the object of ("paid a visit to the site",
// which the parser may hang on "paid"). The first common noun after the
// verb, or after a "to" just after the noun, counts too, for the parser
// may hang it elsewhere ("was visiting the area following reports").
func (p *parse) visited(i int) []int {
	st := p.st
	var out []int
	// add collects the dependents of token j by relation rel: an object
	// as it stands, any other only when "to" marks it.
	add := func(j int, rel string) {
		for _, k := range p.kids[j] {
			if r := doc.BaseRel(st.Tokens[k].Rel); r == rel && (r == "obj" || p.marker(k, "case") == "to") {
				out = append(out, k)
			}
		}
	}
	next := -1
	if st.Tokens[i].UPOS == "VERB" {
		add(i, "obj")
		next = p.firstNounAfter(i, 3)
	} else {
		add(i, "nmod")
		if end := st.Sentences[st.Tokens[i].Sentence].EndToken; i+1 < end && p.lemma(i+1) == "to" {
			next = p.firstNounAfter(i+1, 4)
		}
		if h := st.Tokens[i].Head; h >= 0 && st.Tokens[i].Rel == "obj" {
			add(h, "obl")
		}
	}
	if next >= 0 {
		out = append(out, next)
	}
	return out
}
