package event

import "sitrep/doc"

// repairModifierCase mends "the attack by government troops" parsed with
// "by" hung on "government", the noun's first modifier, not on "troops",
// the noun it marks: a preposition hung on a compound or adjective before
// its noun, a noun with no preposition of its own, marks the noun. Every
// rule that reads a phrase's preposition (the marker) reads it on the
// phrase's head, so "by government troops" is otherwise no by-phrase at
// all, and the troops no agent.
func repairModifierCase(t *tree, toks []doc.Token) bool {
	found := false
	for c, tk := range t.st.Tokens {
		if tk.Rel != "case" || tk.UPOS != "ADP" {
			continue
		}
		m := tk.Head
		if m <= c {
			continue
		}
		switch t.st.Tokens[m].Rel {
		case "compound", "amod":
		default:
			continue
		}
		n := t.st.Tokens[m].Head
		if n <= m || t.st.Tokens[n].UPOS != "NOUN" && t.st.Tokens[n].UPOS != "PROPN" || t.marker(n) != "" {
			continue
		}
		toks[c].Head = n
		found = true
	}
	return found
}
