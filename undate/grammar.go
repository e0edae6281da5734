package undate

import (
	"slices"

	"sitrep/doc"
)

// maxClimb bounds the walk from a noun trigger up to its clause's verb.
const maxClimb = 6

// grammar lists the features of trigger token i's grammar: its part of
// speech and relation, its clause verb's tense and auxiliaries, the
// relations on its path to the root, and a noun's determiner.
func (s *story) grammar(i int) []string {
	toks := s.st.Tokens
	t := toks[i]
	f := []string{"upos=" + t.UPOS, "xpos=" + t.XPOS, "rel=" + t.Rel}
	for _, k := range s.kids(i) {
		f = append(f, "kid="+toks[k].Rel)
		switch toks[k].Rel {
		case "det":
			f = append(f, "det="+lower(toks[k]))
		case "nmod:poss":
			f = append(f, "poss")
		}
	}
	v := i
	for n := 0; n < maxClimb && toks[v].UPOS != "VERB" && toks[v].UPOS != "AUX" && s.up(v) >= 0; n++ {
		v = s.up(v)
	}
	f = append(f, "vxpos="+toks[v].XPOS)
	for _, k := range s.kids(v) {
		switch r := toks[k].Rel; r {
		case "aux", "aux:pass", "mark", "advmod":
			f = append(f, r+"="+lower(toks[k])+"|"+toks[k].XPOS)
		}
	}
	var path []string
	for h, n := i, 0; s.up(h) >= 0 && n < 20; h, n = s.up(h), n+1 {
		r := toks[h].Rel
		if !slices.Contains(path, r) {
			path = append(path, r)
		}
		if r == "ccomp" || r == "parataxis" {
			f = append(f, "said-by="+lower(toks[s.up(h)]))
		}
	}
	for _, r := range path {
		f = append(f, "path="+r)
	}
	return f
}

// up returns token h's head, or -1 at the root.
func (s *story) up(h int) int {
	if p := s.st.Tokens[h].Head; p >= 0 && p < len(s.st.Tokens) && p != h {
		return p
	}
	return -1
}

// kids returns the tokens whose head is h, within h's sentence.
func (s *story) kids(h int) []int {
	sn := s.st.Sentences[s.st.Tokens[h].Sentence]
	var out []int
	for k := sn.FirstToken; k < sn.EndToken; k++ {
		if k != h && s.st.Tokens[k].Head == h {
			out = append(out, k)
		}
	}
	return out
}

// lower returns a token's lemma in lower case.
func lower(t doc.Token) string { return doc.LowForm(t.Lemma) }

// sentenceWords lists the features of sentence k's words: its adverbs
// and subordinators, its time expressions (a duration, a year before the
// publication's, none), and whether it holds a quotation.
func (s *story) sentenceWords(k int) []string {
	if k < 0 {
		return nil
	}
	sn := s.st.Sentences[k]
	var f []string
	for _, t := range s.st.Tokens[sn.FirstToken:sn.EndToken] {
		switch {
		case t.UPOS == "ADV" || t.UPOS == "SCONJ":
			f = append(f, "sw="+lower(t))
		case doc.IsQuoteMark(t.Form):
			f = append(f, "quote")
		}
	}
	n := 0
	for _, tx := range s.st.Timexes {
		if !sn.Contains(tx.Span) {
			continue
		}
		n++
		f = append(f, "stx="+tx.Type)
		if y, ok := year(tx.Value); ok && !s.st.Published.IsZero() && y < s.st.Published.Year() {
			f = append(f, "stx-older-year")
		}
	}
	if n == 0 {
		f = append(f, "stx=none")
	}
	slices.Sort(f)
	return slices.Compact(f)
}
