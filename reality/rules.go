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
// events told in the first or second person and not in the past ("we
// will defend ourselves", "I ask the US"): a speaker's stance, promise or
// appeal in a quote, not an incident an analyst codes.
func (p *parse) otherSense(e *doc.Event, i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	// "I have recalled all personnel": a speaker telling a past act of
	// their own tells an event.
	past := tok.XPOS == "VBD" || tok.XPOS == "VBN" && p.hasKid(i, "have")
	if !past && (firstOrSecond(e.Actor, true) || firstOrSecond(e.Target, false)) {
		return true
	}
	if p.inBodyName(i) {
		return true // a word of a body's name: "the Criminal Investigations Department"
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

// habitualWords make a clause tell what is usually or long done, not an
// incident: "police routinely detain", "have long refused".
var habitualWords = map[string]bool{
	"usually": true, "routinely": true, "regularly": true, "often": true, "frequently": true,
	"typically": true, "generally": true, "always": true, "long": true, "habitually": true,
}

// forecastVerbs put the event in their complement in the future or in
// someone's mind: "analysts expect the army to launch an offensive".
var forecastVerbs = map[string]bool{
	"expect": true, "plan": true, "intend": true, "want": true, "hope": true, "aim": true,
	"predict": true, "fear": true, "anticipate": true,
}

// clause returns the trigger's clause head: the trigger itself for a
// verb, the verb a noun trigger is an argument of ("the withdrawal takes
// place", "talks fail"), climbing "to" complements ("refused to talk").
func (p *parse) clause(i int) []int {
	st := p.st
	out := []int{i}
	if st.Tokens[i].UPOS == "NOUN" {
		switch doc.BaseRel(st.Tokens[i].Rel) {
		case "nsubj", "obj", "obl":
			if h := st.Tokens[i].Head; h >= 0 {
				i = h
				out = append(out, i)
			}
		}
	}
	for {
		h := st.Tokens[i].Head
		switch {
		case h < 0:
			return out
		case st.Tokens[i].Rel == "xcomp":
			i = h
		case st.Tokens[i].Rel == "acl" && p.hasKid(i, "to") && st.Tokens[h].Rel == "obj" && st.Tokens[h].Head >= 0:
			// "expect the army to launch", parsed with the infinitive on
			// the object: its clause is the object's verb's.
			i = st.Tokens[h].Head
		default:
			return out
		}
		out = append(out, i)
	}
}

// generic reports whether the event at token i is told as a habit or an
// aggregate over time rather than as an incident: a habitual adverb on its
// clause, or the perfect with "since" ("thousands have been killed since
// 2015"), or the wire formula "contributed to this report".
func (p *parse) generic(i int) bool {
	st := p.st
	for _, j := range p.clause(i) {
		perfect, since := false, false
		for _, k := range p.kids[j] {
			l := p.lemma(k)
			switch doc.BaseRel(st.Tokens[k].Rel) {
			case "advmod":
				if habitualWords[l] {
					return true
				}
			case "aux":
				perfect = perfect || l == "have"
			case "obl", "advcl":
				since = since || p.lemma(p.leftmost(k)) == "since"
			case "mark", "case":
				since = since || l == "since"
			}
			if l == "report" && p.lemma(j) == "contribute" {
				return true
			}
		}
		if perfect && since {
			return true
		}
	}
	return false
}

// conditional reports whether the event at token i is told under a
// condition or as a forecast: its clause is marked "if" or "unless", or
// opened by an inverted "should" ("should talks fail"), or is the
// complement of a verb of expecting or planning.
func (p *parse) conditional(i int) bool {
	st := p.st
	cl := p.clause(i)
	for _, j := range cl {
		for _, k := range p.kids[j] {
			l := p.lemma(k)
			switch doc.BaseRel(st.Tokens[k].Rel) {
			case "mark":
				if l == "if" || l == "unless" {
					return true
				}
			case "aux":
				if l == "should" && k < i {
					return true
				}
			}
		}
	}
	for _, j := range cl[1:] {
		if forecastVerbs[p.lemma(j)] {
			return true
		}
	}
	// "fighting could resume": a modal on the verb of which the event is
	// the subject, when that verb only says the event happens.
	if h := st.Tokens[i].Head; st.Tokens[i].UPOS == "NOUN" && doc.BaseRel(st.Tokens[i].Rel) == "nsubj" && h >= 0 && occurVerbs[p.lemma(h)] {
		for _, k := range p.kids[h] {
			switch p.lemma(k) {
			case "could", "might", "may", "would", "should":
				return doc.BaseRel(st.Tokens[k].Rel) == "aux"
			}
		}
	}
	return false
}

// occurVerbs say only that their subject, an event, happens: "the
// fighting resumed", "the withdrawal takes place".
var occurVerbs = map[string]bool{
	"resume": true, "begin": true, "start": true, "continue": true, "happen": true, "occur": true,
	"erupt": true, "escalate": true, "break": true, "take": true, "follow": true, "spread": true,
}

// leftmost returns the first token of j's subtree.
func (p *parse) leftmost(j int) int {
	first := j
	for _, k := range p.kids[j] {
		if k < first {
			first = min(first, p.leftmost(k))
		}
	}
	return first
}

// hasKid reports whether token j has a child with lemma l.
func (p *parse) hasKid(j int, l string) bool {
	for _, k := range p.kids[j] {
		if p.lemma(k) == l {
			return true
		}
	}
	return false
}

// partOf reports whether the event at token i is part of another coded
// event, whose trigger is in triggers: an infinitive under it ("fired
// tear gas to disperse the mob", "urged them to attack": the content or
// purpose of that event, not an incident of its own), or a crowd the
// other event acts on ("fired on the mobs": a riot and the response to it
// are one event).
func (p *parse) partOf(e *doc.Event, i int, triggers map[int]bool) bool {
	st := p.st
	h := st.Tokens[i].Head
	if h < 0 || !triggers[h] {
		return false
	}
	if st.Tokens[i].UPOS == "VERB" && p.hasKid(i, "to") {
		return true
	}
	switch doc.BaseRel(st.Tokens[i].Rel) {
	case "obj", "obl":
		return e.Type.Plover == "PROTEST" && st.Tokens[i].UPOS == "NOUN"
	}
	return false
}
