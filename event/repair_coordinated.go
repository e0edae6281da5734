package event

import (
	"strings"

	"sitrep/doc"
)

// repairCoordinatedParticiple mends "An armed group claimed responsibility
// for the attack and said its fighters killed 12 soldiers", parsed with
// "claimed" as a participle modifying "group", and the group either the
// subject of "said" or the root of a sentence without a verb: a past
// participle with a direct object of its own, hung on a noun that is the
// sentence's root or the subject of a later verb whose "and" or "but"
// stands between them, is the noun's own past-tense verb, and the later
// verb is coordinated with it. A reduced relative takes no direct object
// (passives do not), save the passives of giving and showing ("the men
// given shelter"), whose participles end in -en or -wn and are left alone.
func repairCoordinatedParticiple(t *tree, toks []doc.Token) bool {
	st := t.st
	found := false
	for v := 1; v < len(toks); v++ {
		tok := &st.Tokens[v]
		n := tok.Head
		if tok.Rel != "acl" || tok.XPOS != "VBN" || n < 0 || n > v || t.child(v, "obj") < 0 ||
			t.child(v, "aux", "aux:pass", "mark") >= 0 || strings.HasSuffix(tok.Form, "en") || strings.HasSuffix(tok.Form, "wn") {
			continue
		}
		lo, hi := st.Sentences[tok.Sentence].FirstToken, st.Sentences[tok.Sentence].EndToken
		saved := append([]doc.Token(nil), toks[lo:hi]...)
		switch w := st.Tokens[n].Head; {
		case st.Tokens[n].Rel == "root":
			// "An armed group claimed ... and said ...", read as a
			// noun phrase: the participle is the sentence's verb, and
			// what follows it hangs on it.
			toks[v].Head, toks[v].Rel, toks[v].XPOS = -1, "root", "VBD"
			toks[n].Head, toks[n].Rel = v, "nsubj"
			for _, k := range t.kids[n] {
				if k > v {
					toks[k].Head = v
				}
			}
		case st.Tokens[n].Rel == "nsubj" && w > v && st.Tokens[w].UPOS == "VERB":
			if cc := t.child(w, "cc"); cc < v || cc > w {
				continue
			}
			toks[v].Head, toks[v].Rel, toks[v].XPOS = st.Tokens[w].Head, st.Tokens[w].Rel, "VBD"
			toks[w].Head, toks[w].Rel = v, "conj"
			for _, k := range t.kids[w] {
				// The subject and whatever opens the sentence before
				// it ("On Saturday, ...") belong to the first verb.
				if k < v {
					toks[k].Head = v
				}
			}
		default:
			continue
		}
		if cyclic(toks, lo, hi) {
			copy(toks[lo:hi], saved)
			continue
		}
		found = true
	}
	return found
}
