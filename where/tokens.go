package where

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"sitrep/doc"
)

// tok is a token as the recogniser sees it.
type tok struct {
	start, end int
	form       string
	sent       int
	sentStart  bool // first word of its sentence (or line)
	cap        bool // starts with an upper-case letter
	word       bool // letters or digits (not punctuation)
	upos, rel  string
	head       int // index of the syntactic head; -1 when unknown
}

// storyTokens returns the resolver's view of the story's tokens, which the
// text stage made: the same words with their sentence, parse and the flags
// recognition reads. The resolver never splits text itself; a story without
// tokens has none.
func storyTokens(st *doc.Story) []tok {
	out := make([]tok, len(st.Tokens))
	first := map[int]bool{}
	for _, s := range st.Sentences {
		first[s.FirstToken] = true
	}
	for i, t := range st.Tokens {
		out[i] = newTok(t.Start, t.End, t.Form, t.Sentence)
		out[i].upos, out[i].rel, out[i].head = t.UPOS, t.Rel, t.Head
	}
	markStarts(out, first, st.Text)
	return out
}

func newTok(start, end int, form string, sent int) tok {
	t := tok{start: start, end: end, form: form, sent: sent, head: -1}
	r, _ := utf8.DecodeRuneInString(form)
	t.cap = unicode.IsUpper(r)
	t.word = unicode.IsLetter(r) || unicode.IsDigit(r)
	return t
}

// markStarts flags the first word token of each sentence, and of each line
// (headlines and datelines have no final period).
func markStarts(ts []tok, first map[int]bool, text string) {
	pending := true
	for i := range ts {
		if first[i] {
			pending = true
		}
		if i > 0 && strings.Contains(text[ts[i-1].end:ts[i].start], "\n") {
			pending = true
		}
		if pending && ts[i].word {
			ts[i].sentStart = true
			pending = false
		}
	}
}
