package where

import (
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

// storyTokens returns the story's tokens, from st.Tokens when the text
// stage has run and from a small scanner of its own otherwise, so that the
// resolver also works on bare text (gold corpora, tests).
func storyTokens(st *doc.Story) []tok {
	if len(st.Tokens) > 0 {
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
	return scan(st.Text)
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
		if i > 0 && hasNewline(text[ts[i-1].end:ts[i].start]) {
			pending = true
		}
		if pending && ts[i].word {
			ts[i].sentStart = true
			pending = false
		}
	}
}

func hasNewline(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			return true
		}
	}
	return false
}

// scan splits text into words and punctuation. A period stays on an
// initialism ("U.S.") and on a short capitalised abbreviation ("Gen.",
// "Calif."); any other period, "!" or "?" ends a sentence.
func scan(text string) []tok {
	var out []tok
	sent := 0
	first := map[int]bool{0: true}
	i := 0
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case unicode.IsSpace(r):
			i += size
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			j := i
			for j < len(text) {
				r2, s2 := utf8.DecodeRuneInString(text[j:])
				if !(unicode.IsLetter(r2) || unicode.IsDigit(r2) || unicode.IsMark(r2)) {
					break
				}
				j += s2
			}
			// Initialism: single letters joined by periods, "U.S.", "D.C.",
			// or a capital initial, "John F. Kennedy".
			if j-i == 1 && j < len(text) && text[j] == '.' {
				k := j + 1
				for k < len(text) {
					r3, s3 := utf8.DecodeRuneInString(text[k:])
					if !unicode.IsLetter(r3) || k+s3 >= len(text) || text[k+s3] != '.' {
						break
					}
					if k+s3+1 < len(text) && isLetterAt(text, k+s3+1) {
						break
					}
					k += s3 + 1
				}
				if k > j+1 || unicode.IsUpper(r) {
					j = k
				}
			} else if j < len(text) && text[j] == '.' && shortAbbrev(text[i:j]) {
				j++
			}
			out = append(out, newTok(i, j, text[i:j], sent))
			i = j
			continue
		}
		out = append(out, newTok(i, i+size, text[i:i+size], sent))
		if r == '.' || r == '!' || r == '?' {
			sent++
			first[len(out)] = true
		}
		i += size
	}
	markStarts(out, first, text)
	return out
}

func isLetterAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r)
}

// shortAbbrev reports whether w followed by a period is an abbreviation
// rather than a sentence end: titles and US state abbreviations.
func shortAbbrev(w string) bool {
	switch w {
	case "Mr", "Mrs", "Ms", "Dr", "Gen", "Lt", "Col", "Sgt", "Capt", "Maj", "Gov", "Sen", "Rep", "St", "Ft", "Mt", "Jr", "Sr", "Adm", "Cmdr", "Cpl", "Pvt", "Rev", "Prof",
		"Ala", "Ariz", "Ark", "Calif", "Cal", "Colo", "Conn", "Del", "Fla", "Ga", "Ill", "Ind", "Kan", "Kans", "Ky", "La", "Md", "Mass", "Mich", "Minn", "Miss", "Mo", "Mont",
		"Neb", "Nebr", "Nev", "Okla", "Ore", "Oreg", "Pa", "Penn", "Tenn", "Tex", "Vt", "Va", "Wash", "Wis", "Wisc", "Wyo", "Alta", "Ont", "Que":
		return true
	}
	return false
}
