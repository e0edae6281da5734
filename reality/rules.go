package reality

import (
	"strings"

	"sitrep/doc"
)

// airWords before "strike" make it a strike from the air or by weapons,
// never a labour strike.
var airWords = map[string]bool{"air": true, "drone": true, "missile": true, "rocket": true, "artillery": true, "naval": true}

// otherSense reports whether the trigger at token i of event e is plainly
// a word in a sense that tells no event, whatever the model says: a
// participle used as an adjective that describes a standing state or
// alignment ("retreating militants", "US-backed forces"; but "the freshly
// U.S.-sanctioned head" tells a sanction), "march" the month ("march 15",
// "on 3 march"), "air strikes" read as a labour strike. It also holds
// events told in the first or second person ("we will defend ourselves",
// "I ask the US"): a speaker's stance, promise or appeal in a quote, not
// an incident an analyst codes.
func (p *parse) otherSense(e *doc.Event, i int) bool {
	if firstOrSecond(e.Actor, true) || firstOrSecond(e.Target, false) {
		return true
	}
	st := p.st
	tok := &st.Tokens[i]
	for _, m := range st.Mentions {
		if m.Label == "ORG" && m.FirstToken <= i && i < m.EndToken && m.EndToken-m.FirstToken > 1 {
			return true // a word of a body's name: "the Criminal Investigations Department"
		}
	}
	if tok.Rel == "amod" && tok.UPOS == "VERB" && (tok.XPOS == "VBG" || alignment[e.Type.Plover]) {
		return true
	}
	lemma := p.lemma(i)
	sent := st.Sentences[tok.Sentence]
	near := func(d int) *doc.Token {
		if k := i + d; k >= sent.FirstToken && k < sent.EndToken {
			return &st.Tokens[k]
		}
		return nil
	}
	if e.Type.Plover == "PROTEST" && strings.EqualFold(tok.Form, "march") {
		for _, d := range []int{-1, 1} {
			if n := near(d); n != nil && isDay(n.Form) {
				return true
			}
		}
	}
	if e.Type.Plover == "PROTEST" && lemma == "strike" {
		if n := near(-1); n != nil && airWords[strings.ToLower(n.Form)] {
			return true
		}
	}
	return false
}

// firstOrSecond reports whether party pt is a first- or second-person
// pronoun; "US" in capitals is the country, never the pronoun.
func firstOrSecond(pt *doc.Party, subject bool) bool {
	if pt == nil {
		return false
	}
	if subject {
		switch strings.ToLower(pt.Text) {
		case "i", "we", "you":
			return true
		}
		return false
	}
	switch pt.Text {
	case "me", "us", "you", "we", "You", "We":
		return true
	}
	return false
}

// alignment categories name standing relations when their participle
// modifies a noun: "US-backed", "Iranian-supported", "UN-aided".
var alignment = map[string]bool{"SUPPORT": true, "COOPERATE": true, "AID": true}

// isDay reports whether s is a day of the month: 1 to 31, or 1st to 31st.
func isDay(s string) bool {
	s = strings.TrimRight(strings.ToLower(s), "stndrh")
	n := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
		n = n*10 + int(r-'0')
	}
	return s != "" && len(s) <= 2 && n >= 1 && n <= 31
}
