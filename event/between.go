package event

// betweenParties gives an event told as "between X and Y" its two sides:
// "clashes between police and protesters", "talks between the government
// and the rebels", "fighting between the army and separatist rebels" are
// X's with Y; "a mediation effort between the Emirates and Saudi Arabia"
// by a third party is aimed at X. The phrase may hang on the trigger, on
// the noun it is compounded into ("a mediation effort"), on the verb it
// is the subject of ("clashes erupted between ..."), or, where the
// parse misplaces it, on a phrase of either ("an effort on Saturday
// between ..."). X must name someone: "a road between two towns" is where.
func (c *Coder) betweenParties(t *tree, cd *candidate) {
	x := betweenPhrase(t, cd.trig)
	if x < 0 {
		return
	}
	y := -1
	for _, k := range t.children(x, "conj") {
		// The other side need not be coded: "between police and
		// striking miners".
		if u := t.st.Tokens[k].UPOS; (u == "NOUN" || u == "PROPN") && !toponym(t, k) && !isTimeWord(t, k) {
			y = k
			break
		}
	}
	own := cd.actor >= 0 && (cd.actor == x || cd.actor == y || t.dominates(x, cd.actor) || t.dominates(cd.trig, cd.actor) && cd.actor != cd.trig)
	switch {
	case cd.actor >= 0 && !own:
		// A third party acts between the two: the mediator.
		if cd.target < 0 || !someone(t, cd.target) {
			cd.target = x
		}
	case y >= 0:
		cd.actor, cd.target = x, y
	case cd.target < 0:
		cd.target = x
	}
}

// betweenPhrase returns the "between" phrase of trigger i naming
// someone, or -1.
func betweenPhrase(t *tree, i int) int {
	heads := []int{i}
	if tok := &t.st.Tokens[i]; tok.Rel == "compound" && tok.Head >= 0 && vocab.lightNouns[t.lemma(tok.Head)] {
		heads = append(heads, tok.Head)
	} else if tok.Head >= 0 && t.st.Tokens[tok.Head].UPOS == "VERB" && (tok.Rel == "nsubj" || tok.Rel == "advcl" && tok.XPOS == "VBG" && t.child(i, "nsubj") < 0) {
		// "clashes erupted between X and Y", "fighting broke out
		// between ..." (the gerund parsed as the verb's clause).
		heads = append(heads, tok.Head)
	}
	isBetween := func(k int) bool {
		switch t.st.Tokens[k].Rel {
		case "nmod", "obl":
		default:
			return false
		}
		return t.marker(k) == "between" && someone(t, k) && !toponym(t, k)
	}
	for _, h := range heads {
		for _, k := range t.kids[h] {
			if isBetween(k) {
				return k
			}
		}
	}
	for _, h := range heads {
		for _, k := range t.kids[h] {
			if r := t.st.Tokens[k].Rel; r != "nmod" && r != "obl" && r != "acl" {
				continue
			}
			for _, j := range t.kids[k] {
				if isBetween(j) {
					return j
				}
			}
		}
	}
	return -1
}
