package event

import (
	"strings"

	"sitrep/doc"
)

// resultatives are the past forms of verbs of violence that wire copy
// follows with "dead" before the object ("gunmen shot dead two
// policemen"), with their lemmas. The tagger, which has seldom seen a verb
// before "dead" and its object, takes the verb for a noun.
var resultatives = map[string]string{"shot": "shoot", "gunned": "gun", "stabbed": "stab", "hacked": "hack",
	"beat": "beat", "stoned": "stone", "clubbed": "club", "bludgeoned": "bludgeon", "kicked": "kick"}

// repairShotDead mends "Gunmen shot dead two policemen" parsed as a noun
// "shot" modified by "dead", with no verb, subject or object: the form is
// the past-tense verb, the phrase before it its subject, "dead" its
// complement and the first noun phrase after "dead" its object. The verb
// takes the place in the sentence the parse gave the whole clause: the
// root, or the complement of a verb of saying after it ("Rebels shot dead
// four villagers, an official said"). A passive ("were shot dead") is
// parsed right and left alone.
func repairShotDead(t *tree, toks []doc.Token) bool {
	found := false
	for v := 1; v+2 < len(toks); v++ {
		tok := &t.st.Tokens[v]
		lemma, ok := resultatives[strings.ToLower(tok.Form)]
		if !ok || tok.UPOS == "VERB" || strings.ToLower(toks[v+1].Form) != "dead" || toks[v+1].Sentence != tok.Sentence {
			continue
		}
		s := v - 1
		if toks[s].Sentence != tok.Sentence {
			continue // "shot dead" opening a line: no subject before it
		}
		switch t.st.Tokens[s].UPOS {
		case "NOUN", "PROPN", "PRON", "ADJ":
		default:
			continue
		}
		o := resultObject(t, v)
		if o < 0 {
			continue
		}
		// Where the clause hangs: the root, or under a verb of saying after it.
		root := -1
		sent := t.st.Sentences[tok.Sentence]
		for k := sent.FirstToken; k < sent.EndToken; k++ {
			if t.st.Tokens[k].Head < 0 {
				root = k
			}
		}
		// The parse may have made a word of the clause the root, the rest
		// hanging on it ("Two gunmen shot dead a village chief" as one
		// noun phrase headed by "gunmen", "dead" or "chief"): the verb
		// takes that place.
		head, rel := -1, "root"
		if root < s || root > o {
			if root < o || t.st.Tokens[root].UPOS != "VERB" {
				continue
			}
			head, rel = root, "ccomp"
		}
		toks[v].UPOS, toks[v].XPOS, toks[v].Lemma = "VERB", "VBD", lemma
		toks[v].Head, toks[v].Rel = head, rel
		toks[s].Head, toks[s].Rel = v, "nsubj"
		toks[v+1].Head, toks[v+1].Rel = v, "xcomp"
		toks[o].Head, toks[o].Rel = v, "obj"
		for k := sent.FirstToken; k < sent.EndToken; k++ {
			// What hung on the noun, "dead" or the object's old head
			// outside the object phrase now hangs on the verb.
			if k == v || k == s || k == v+1 || k == o {
				continue
			}
			if h := t.st.Tokens[k].Head; (h == v || h == v+1) && (k < s || k > o) || h == o && k > o && t.st.Tokens[k].Rel == "advmod" {
				// "... four villagers overnight": the adverb is the verb's.
				toks[k].Head = v
			}
		}
		found = true
	}
	return found
}

// resultObject returns the object of the resultative at v: the last word
// of the run of nominal words after "dead" (v+1), or -1.
func resultObject(t *tree, v int) int {
	toks := t.st.Tokens
	o := -1
	for k := v + 2; k < len(toks) && toks[k].Sentence == toks[v].Sentence; k++ {
		u := toks[k].UPOS
		if u == "DET" || u == "NUM" || u == "ADJ" || u == "NOUN" || u == "PROPN" || u == "PRON" || toks[k].XPOS == "VBN" {
			if u == "NOUN" || u == "PROPN" || u == "PRON" || u == "ADJ" {
				o = k
			}
			continue
		}
		break
	}
	return o
}
