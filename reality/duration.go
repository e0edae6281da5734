package reality

import (
	"strings"

	"sitrep/doc"
)

// lasting reports whether the clause headed by token j tells a state or
// campaign over years rather than an incident: the perfect or the present
// progressive with a span of years ("has harassed the herders for
// decades", "has waged a decades-long rebellion", "are waging a two-year
// campaign", "arrests have risen over the past six decades"). The past
// simple with a span ("waged a week-long campaign in 1987") tells a dated
// incident an analyst codes; so does a term measured ("has been held for
// six years"). adjuncts are the clause's dependents that
// generic gathers.
func (p *parse) lasting(j int, adjuncts []int) bool {
	if !p.hasAux(j, "have") && !p.presentProgressive(j) {
		return false
	}
	st := p.st
	for _, k := range adjuncts {
		switch doc.BaseRel(st.Tokens[k].Rel) {
		case "obl", "nmod", "obj", "nsubj", "nsubj:pass":
		default:
			continue
		}
		years := lex.durationNouns[p.lemma(k)]
		switch c := p.marker(k, "case"); {
		case (c == "for" || c == "over") && years && (p.pastSpan(k) || !p.measured(k)):
			return true // "for years", "over the past two decades"
		case c == "in" && years && p.pastSpan(k):
			return true // "in the past six decades"
		case lex.termWords[p.lemma(k)] || lex.termWords[p.lemma(j)]:
			// "has handed her a six-year sentence", "have signed a
			// four-year pact": a term measured, not a campaign.
		case p.durationModifier(k):
			return true // "a decades-long rebellion", "a two-year campaign"
		}
	}
	return false
}

// measured reports whether the span noun k is counted: a number ("six
// years") or a determiner of one ("for a year", "a single decade").
func (p *parse) measured(k int) bool {
	if p.hasRel(k, "nummod") {
		return true
	}
	for _, m := range p.kids[k] {
		switch strings.ToLower(p.st.Tokens[m].Form) {
		case "a", "an", "one", "single":
			return true
		}
	}
	return false
}

// pastSpan reports whether the noun k is qualified by "past" or "last".
func (p *parse) pastSpan(k int) bool {
	for _, m := range p.kids[k] {
		if l := p.lemma(m); doc.BaseRel(p.st.Tokens[m].Rel) == "amod" && (l == "past" || l == "last") {
			return true
		}
	}
	return false
}

// durationModifier reports whether the noun k is modified by a span of
// years: "three-year" or "decades-long", however the parser hangs the
// parts (a compound, an unmarked oblique under "long", an adjective).
func (p *parse) durationModifier(k int) bool {
	for _, m := range p.kids[k] {
		switch doc.BaseRel(p.st.Tokens[m].Rel) {
		case "compound", "obl", "nmod":
			if lex.durationNouns[p.lemma(m)] && p.marker(m, "case") == "" {
				return true
			}
		case "amod":
			if p.lemma(m) != "long" {
				continue
			}
			for _, n := range p.kids[m] {
				if lex.durationNouns[p.lemma(n)] {
					return true
				}
			}
			// "decades-long", with "decades" hung on the noun.
			for _, n := range p.kids[k] {
				if n < m && lex.durationNouns[p.lemma(n)] {
					return true
				}
			}
		}
	}
	return false
}

// presentProgressive reports whether the verb j is in the present
// progressive: "are fighting".
func (p *parse) presentProgressive(j int) bool {
	if p.st.Tokens[j].XPOS != "VBG" {
		return false
	}
	for _, k := range p.kids[j] {
		if x := p.st.Tokens[k].XPOS; doc.BaseRel(p.st.Tokens[k].Rel) == "aux" && p.lemma(k) == "be" && (x == "VBZ" || x == "VBP") {
			return true
		}
	}
	return false
}

// presentSimple reports whether the verb j is in the simple present, on
// its own or with "do": "as they do again and again".
func (p *parse) presentSimple(j int) bool {
	switch p.st.Tokens[j].XPOS {
	case "VBZ", "VBP":
		return !p.hasRel(j, "aux", "aux:pass")
	}
	return false
}

// keptUp reports whether the verb at token i is in the present perfect
// progressive ("have been fighting it out with the diehards", "has been
// lobbying the council"): an activity kept up until now, told as
// background to the news, not an incident on a day. A "since" or a day on
// the verb ("have been fighting since Tuesday") dates an outbreak the news
// tells, and the pluperfect ("had been urging it to attend") tells what
// led up to a past event: both are left to the other rules. So is the
// story's first sentence, where an activity kept up is the news itself
// (a report's finding: "the army has been holding civilians as shields,
// a rights group says"), as PLOVER's one-sentence stories code it.
func (p *parse) keptUp(i int) bool {
	st := p.st
	if st.Tokens[i].XPOS != "VBG" || st.Tokens[i].Sentence == 0 || p.tense(i) != "perfect" || !p.hasAux(i, "be") {
		return false
	}
	for _, k := range p.kids[i] {
		if t := &st.Tokens[k]; t.Rel == "obl:tmod" || doc.BaseRel(t.Rel) == "obl" && p.marker(k, "case") == "since" {
			return false
		}
	}
	return true
}
