package event

import (
	"strings"

	"sitrep/doc"
)

// repairMistaggedVerb mends a trigger verb's past that the tagger took for
// an adjective, a preposition or a noun, so the event stage never saw a
// verb: "the villagers were burnt alive", "the rebels overran the town".
// The word is made a verb when the words around it can only be read so:
// after a form of "be" or "get" it is a passive participle, whose subject
// is the noun that auxiliary was hung on; between a noun and a noun phrase,
// in a stretch with no verb of its own, it is a past tense with its subject
// and object.
func (c *Coder) repairMistaggedVerb(t *tree, toks []doc.Token) bool {
	found := false
	for a := range t.st.Tokens {
		if l, ok := c.unlemmatisedPast(t, a); ok {
			toks[a].Lemma = l
			found = true
			continue
		}
		lemma, ok := c.mistaggedPast(t, a)
		if !ok {
			continue
		}
		p, s, o := passiveAux(t, a), -1, -1
		if p < 0 {
			if s, o = mistaggedClause(t, a); s < 0 || o < 0 {
				continue
			}
		}
		// The sentence is kept to put back should the mended heads loop.
		sent := t.st.Sentences[t.st.Tokens[a].Sentence]
		lo, hi := sent.FirstToken, sent.EndToken
		saved := append([]doc.Token(nil), toks[lo:hi]...)
		if p >= 0 {
			hangPassive(t, toks, a, p)
		} else {
			hangActive(t, toks, a, s, o)
		}
		toks[a].UPOS, toks[a].Lemma = "VERB", lemma
		if cyclic(toks, lo, hi) {
			copy(toks[lo:hi], saved)
			continue
		}
		found = true
	}
	return found
}

// unlemmatisedPast returns the lemma of an irregular past of a trigger
// verb tagged a verb but left unlemmatised ("they overran", "shot down"
// with the form its own lemma), which no trigger line would meet.
func (c *Coder) unlemmatisedPast(t *tree, a int) (string, bool) {
	tk := &t.st.Tokens[a]
	if tk.UPOS != "VERB" {
		return "", false // asked of every token: the tag first, before any lower-casing
	}
	form := strings.ToLower(tk.Form)
	l, ok := vocab.pastForms[form]
	if !ok || l == form || t.lemma(a) != form {
		return "", false
	}
	return l, len(c.lx.Lookup(l, "VERB")) > 0
}

// mistaggedPast returns the lemma of the trigger verb whose past token a
// is, when the tagger gave it another part of speech: an irregular past
// of [past-forms], or a regular one in -ed whose stem the lexicon has as
// a verb trigger.
func (c *Coder) mistaggedPast(t *tree, a int) (string, bool) {
	tk := &t.st.Tokens[a]
	if u := tk.UPOS; u != "ADJ" && u != "ADP" && u != "NOUN" {
		return "", false
	}
	form := strings.ToLower(tk.Form)
	if l, ok := vocab.pastForms[form]; ok {
		return l, len(c.lx.Lookup(l, "VERB")) > 0
	}
	if !strings.HasSuffix(form, "ed") || len(form) < 5 {
		return "", false
	}
	stem := form[:len(form)-2]
	stems := []string{stem, stem + "e", form[:len(form)-1]}
	if n := len(stem); stem[n-1] == stem[n-2] {
		stems = append(stems, stem[:n-1]) // "stabbed"
	}
	if strings.HasSuffix(stem, "i") {
		stems = append(stems, stem[:len(stem)-1]+"y")
	}
	for _, s := range stems {
		if len(c.lx.Lookup(s, "VERB")) > 0 {
			return s, true
		}
	}
	return "", false
}

// passiveAux returns the form of "be" or "get" right before token a (an
// adverb between them aside), or -1.
func passiveAux(t *tree, a int) int {
	for p := a - 1; p >= 0 && t.st.Tokens[p].Sentence == t.st.Tokens[a].Sentence; p-- {
		switch tk := &t.st.Tokens[p]; {
		case tk.UPOS == "ADV":
			continue
		case tk.UPOS == "AUX" && (t.lemma(p) == "be" || t.lemma(p) == "get"):
			return p
		}
		return -1
	}
	return -1
}

// hangPassive makes a the passive participle of auxiliary p. When the
// parse hung p on a noun before it as a copula, that noun is a's subject
// and a takes its place in the clause; when it hung p on a word after a
// ("were burnt alive" headed by "alive"), a takes that word's place, the
// word is a's complement and what hung on it before a is a's.
func hangPassive(t *tree, toks []doc.Token, a, p int) {
	h := t.st.Tokens[p].Head
	switch {
	case h >= 0 && h < p && h != a && t.st.Tokens[p].Rel == "cop":
		toks[a].Head, toks[a].Rel = t.st.Tokens[h].Head, t.st.Tokens[h].Rel
		toks[h].Head, toks[h].Rel = a, "nsubj:pass"
	case h > a:
		toks[a].Head, toks[a].Rel = t.st.Tokens[h].Head, t.st.Tokens[h].Rel
		toks[h].Head, toks[h].Rel = a, "xcomp"
		if t.st.Tokens[h].UPOS != "ADJ" {
			toks[h].Rel = "obl"
		}
		for _, k := range t.kids[h] {
			if k < a {
				toks[k].Head = a
				if toks[k].Rel == "nsubj" {
					toks[k].Rel = "nsubj:pass"
				}
			}
		}
	case toks[a].Head == p:
		toks[a].Head, toks[a].Rel = toks[p].Head, toks[p].Rel
	}
	toks[p].Head, toks[p].Rel = a, "aux:pass"
	toks[a].XPOS = "VBN"
}

// mistaggedClause returns the subject and the object of a past tense a the
// tagger missed: the noun right before it and the head of the noun phrase
// right after it, when no verb or auxiliary stands between a and the end
// of its stretch (up to a preposition, a conjunction or a punctuation
// mark): "the group overran the town in June". Else -1, -1.
func mistaggedClause(t *tree, a int) (int, int) {
	st := t.st
	s := a - 1
	if s < 0 || st.Tokens[s].Sentence != st.Tokens[a].Sentence {
		return -1, -1
	}
	if u := st.Tokens[s].UPOS; u != "NOUN" && u != "PROPN" && u != "PRON" {
		return -1, -1
	}
	if s > 0 && st.Tokens[s-1].Form == "-" {
		return -1, -1 // "Iran-backed": a modifier, not a clause
	}
	if a+1 < len(st.Tokens) && strings.ToLower(st.Tokens[a+1].Form) == "dead" {
		return -1, -1 // "shot dead": repairShotDead's, where it can place the clause
	}
	if inPrepositional(t, s) {
		return -1, -1 // "men on motorcycles shot": the subject is further back
	}
	o := -1
	for j := a + 1; j < len(st.Tokens) && st.Tokens[j].Sentence == st.Tokens[a].Sentence; j++ {
		switch st.Tokens[j].UPOS {
		case "DET", "ADJ", "NUM":
			if o >= 0 {
				return s, o
			}
		case "NOUN", "PROPN":
			o = j
		case "VERB", "AUX":
			return -1, -1
		default:
			if o < 0 {
				return -1, -1
			}
			return s, stretchFree(t, j, o)
		}
	}
	if o < 0 {
		return -1, -1
	}
	return s, o
}

// inPrepositional reports whether the noun phrase ending at token s follows
// a preposition.
func inPrepositional(t *tree, s int) bool {
	k := s - 1
	for k >= 0 && t.st.Tokens[k].Sentence == t.st.Tokens[s].Sentence {
		switch t.st.Tokens[k].UPOS {
		case "ADJ", "NUM", "NOUN", "PROPN":
			k--
			continue
		case "DET":
			k-- // the phrase's first word: "In the north the rebels" ends here
		}
		break
	}
	return k >= 0 && t.st.Tokens[k].UPOS == "ADP" && t.st.Tokens[k].Sentence == t.st.Tokens[s].Sentence
}

// stretchFree returns o when no verb or auxiliary follows token j before
// the next punctuation mark or conjunction, else -1.
func stretchFree(t *tree, j, o int) int {
	for ; j < len(t.st.Tokens) && t.st.Tokens[j].Sentence == t.st.Tokens[o].Sentence; j++ {
		switch t.st.Tokens[j].UPOS {
		case "VERB", "AUX":
			return -1
		case "PUNCT", "CCONJ", "SCONJ":
			return o
		}
	}
	return o
}

// hangActive makes a the verb of subject s and object o, in the place of
// the one of them the parse hung the other on ("the militia" made the
// subject of "villages" in "the militia overran two villages").
func hangActive(t *tree, toks []doc.Token, a, s, o int) {
	top := s
	if h := t.st.Tokens[s].Head; h == o || h == a {
		top = o
	}
	toks[a].Head, toks[a].Rel = t.st.Tokens[top].Head, t.st.Tokens[top].Rel
	if top == o {
		// What the parse hung on the object before the verb belongs to
		// the verb's clause: "since it overran the town".
		for _, k := range t.kids[o] {
			if k < a && k != s {
				toks[k].Head = a
			}
		}
	}
	if toks[a].Head < 0 {
		toks[a].Rel = "root"
	}
	toks[s].Head, toks[s].Rel = a, "nsubj"
	toks[o].Head, toks[o].Rel = a, "obj"
	toks[a].XPOS = "VBD"
}
