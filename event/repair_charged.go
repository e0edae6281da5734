package event

import "sitrep/doc"

// chargeMarker returns the marker of the deed's phrase after a verb of
// charging ([allegation-words] in lexicon/dates.txt), which takes whom it
// holds to account as object: "with" for "charge" ("charged him with
// arson"), "of" for the rest ("accused the army of shelling"); false for
// any other verb.
func chargeMarker(lemma string) (string, bool) {
	if !dateWords.allegationWords[lemma] {
		return "", false
	}
	if lemma == "charge" {
		return "with", true
	}
	return "of", true
}

// repairChargedSubject mends "The former mayor, convicted of bribing
// officials, was jailed" and "a soldier accused of shooting a boy fled"
// parsed with the noun as subject of an active verb: a verb of charging
// with the deed's phrase and no object of its own is a passive without
// "was", and the noun is whom it charges. After "with" the deed must be
// an offence: "riot police charged with batons" charge with a weapon, "a
// panel charged with drafting" is given a task.
// Where the verb is set off as an adverbial clause of a main verb with no
// subject of its own, the noun is the main verb's subject and the verb
// describes it.
func (c *Coder) repairChargedSubject(t *tree, toks []doc.Token) bool {
	found := false
	for v, tok := range t.st.Tokens {
		if !c.chargedPassive(t, v) {
			continue
		}
		for _, k := range t.children(v, "nsubj") {
			if toks[k].Rel != "nsubj" {
				continue
			}
			found = true
			w := tok.Head
			if tok.Rel != "advcl" || w < v || t.child(w, "nsubj", "nsubj:pass", "expl") >= 0 {
				toks[k].Rel = "nsubj:pass"
				continue
			}
			// "The former mayor, convicted of fraud, was jailed".
			toks[k].Head, toks[k].Rel = w, "nsubj"
			if t.child(w, "aux:pass") >= 0 {
				toks[k].Rel = "nsubj:pass"
			}
			toks[v].Head, toks[v].Rel = k, "acl"
		}
	}
	return found
}

// chargedPassive reports whether verb v is a verb of charging told as a
// passive without "was": no object, and the deed's phrase ("of shooting").
func (c *Coder) chargedPassive(t *tree, v int) bool {
	m, ok := chargeMarker(t.lemma(v))
	return ok && t.st.Tokens[v].UPOS == "VERB" && t.child(v, "obj", "iobj", "aux:pass", "ccomp") < 0 && c.chargedDeed(t, v, m)
}

// chargedDeed reports whether verb v has a complement marked m that
// names a deed: a clause ("of shooting") or an event noun ("of murder").
func (c *Coder) chargedDeed(t *tree, v int, m string) bool {
	for _, k := range t.kids[v] {
		switch doc.BaseRel(t.st.Tokens[k].Rel) {
		case "advcl", "obl", "xcomp":
			if t.marker(k) != m {
				continue
			}
			if m == "of" || c.offence(t, k) {
				return true
			}
		}
	}
	return false
}

// offence reports whether phrase k, a verb or noun, names a deed of
// violence or unrest one is charged with ("with murdering", "with
// rioting"), not a task ("a panel charged with investigating the riots").
func (c *Coder) offence(t *tree, k int) bool {
	pos := t.st.Tokens[k].UPOS
	if pos != "VERB" && pos != "NOUN" {
		return false
	}
	for _, tr := range c.lx.Lookup(t.lemma(k), pos) {
		if tr.Plover == "ASSAULT" || tr.Plover == "PROTEST" {
			return true
		}
	}
	return false
}
