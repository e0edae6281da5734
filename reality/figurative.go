package reality

import (
	"slices"
	"strings"

	"sitrep/doc"
)

// figurative reports whether the trigger at token i of e is a word in a
// figurative or other everyday sense that tells no event of its
// category: a vigil kept by the police (watch), an abstraction defied, a
// proposal or a letter shot down or off, a set phrase (idiom).
func (p *parse) figurative(e *doc.Event, i int) bool {
	return p.watch(e, i) || p.defiedAbstraction(e, i) || p.shotWords(e, i) || p.idiom(i) || p.harmlessPelting(i)
}

// idiom reports whether the trigger at token i is the verb or the object
// of a set phrase ([idioms], words.txt): who "calls the shots" leads, a
// march "winds its way", a defendant "pleads innocence". The verb is
// looked up by lemma, else by its lower-case form ("wound" is the past of
// "wind" and a noun of its own).
func (p *parse) idiom(i int) bool {
	st := p.st
	verb, obj := i, -1
	if tok := &st.Tokens[i]; tok.UPOS == "NOUN" && tok.Rel == "obj" && tok.Head >= 0 {
		verb, obj = tok.Head, i
	} else {
		for _, k := range p.kids[i] {
			if st.Tokens[k].Rel == "obj" {
				obj = k
			}
		}
	}
	if obj < 0 {
		return false
	}
	nouns := lex.idioms[p.lemma(verb)]
	if nouns == nil {
		nouns = lex.idioms[strings.ToLower(st.Tokens[verb].Form)]
	}
	return slices.Contains(nouns, p.lemma(obj))
}

// watch reports whether a PROTEST on "vigil" is a watch: kept over
// something ("a vigil over the area"), under which something is held, or
// named by a [watch-signs] modifier ("held a candlelight vigil outside the
// embassy" gathers people).
func (p *parse) watch(e *doc.Event, i int) bool {
	st := p.st
	if e.Type.Plover != "PROTEST" || p.lemma(i) != "vigil" {
		return false
	}
	if p.marker(i, "case") == "under" {
		return true
	}
	// "over" right after it, wherever the parser hangs its phrase, over
	// something that is no time: "a vigil over the weekend" gathers
	// people.
	if k := i + 1; k < st.Sentences[st.Tokens[i].Sentence].EndToken && strings.EqualFold(st.Tokens[k].Form, "over") {
		if h := st.Tokens[k].Head; h > k && !p.timeNoun(h) {
			return true
		}
	}
	for _, k := range p.kids[i] {
		switch doc.BaseRel(st.Tokens[k].Rel) {
		case "compound", "amod":
			if lex.watchSigns[p.lemma(k)] {
				return true
			}
		case "nmod":
			if p.marker(k, "case") == "over" && !p.timeNoun(k) {
				return true
			}
		}
	}
	return false
}

// timeNoun reports whether token k names a time: it lies in a date, or is
// a unit or stretch of time ("over the weekend", "over two nights").
func (p *parse) timeNoun(k int) bool {
	switch l := p.lemma(k); {
	case lex.timeUnits[l], lex.timeStretches[l]:
		return true
	}
	return p.inDate(k)
}

// defiedAbstraction reports whether a REJECT on "defy" has an abstraction
// for its object, read as the first noun after it when the parser gives
// none.
func (p *parse) defiedAbstraction(e *doc.Event, i int) bool {
	if e.Type.Plover != "REJECT" || p.lemma(i) != "defy" {
		return false
	}
	k := p.firstNounAfter(i, 5)
	for _, kid := range p.kids[i] {
		if p.st.Tokens[kid].Rel == "obj" {
			k = kid
		}
	}
	return k >= 0 && lex.abstractions[p.lemma(k)]
}

// shotWords reports whether an ASSAULT on "shoot" is "shoot down" or
// "shoot off" with words for its object.
func (p *parse) shotWords(e *doc.Event, i int) bool {
	st := p.st
	if l := p.lemma(i); e.Type.Plover != "ASSAULT" || l != "shoot" && l != "shot" {
		return false
	}
	s := st.Sentences[st.Tokens[i].Sentence]
	if i+1 >= s.EndToken {
		return false
	}
	if w := strings.ToLower(st.Tokens[i+1].Form); w != "down" && w != "off" {
		return false
	}
	// Its object on the parse; read on the words where the parser made
	// "shot" a noun or hung what follows elsewhere.
	k := -1
	for _, kid := range p.kids[i] {
		if st.Tokens[kid].Rel == "obj" {
			k = kid
		}
	}
	if k < 0 {
		k = p.firstNounAfter(i+1, 4)
	}
	return k >= 0 && lex.shotWordNouns[p.lemma(k)]
}

// firstNounAfter returns the first common noun among the n tokens after
// token i in its sentence, or -1; a noun that modifies another in a
// compound gives way to the noun it modifies ("warning shots": shots).
func (p *parse) firstNounAfter(i, n int) int {
	st := p.st
	end := st.Sentences[st.Tokens[i].Sentence].EndToken
	for k := i + 1; k < min(i+1+n, end); k++ {
		if st.Tokens[k].UPOS == "NOUN" {
			for st.Tokens[k].Rel == "compound" && st.Tokens[k].Head > k {
				k = st.Tokens[k].Head
			}
			return k
		}
	}
	return -1
}

// harmlessPelting reports whether the trigger at token i pelts someone
// with something that hurts no one ("pelted with rose petals", "pelting
// down with rain"). The missile is read among the few words after the
// trigger, not through the parse, which often hangs "with" on the object.
func (p *parse) harmlessPelting(i int) bool {
	st := p.st
	if !lex.pelting[p.lemma(i)] {
		return false
	}
	end := min(i+8, st.Sentences[st.Tokens[i].Sentence].EndToken)
	for k := i + 1; k < end; k++ {
		if lex.harmlessMissiles[p.lemma(k)] {
			return true
		}
	}
	return false
}
