package dedup

import (
	_ "embed"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
	"unicode"

	"sitrep/doc"
	"sitrep/internal/wordlist"
)

// nameWeight is how many times a word written as a name counts: the
// people, places and organisations a story names tell its incident from a
// similar one better than its common words do.
const nameWeight = 4

// Vocabulary counts the texts each word is in, for the idf of tf-idf
// weights. The zero value is empty and ready to use; it is not safe for
// concurrent use while it is being added to.
type Vocabulary struct {
	texts int
	df    map[string]int
}

// Add counts the words of text.
func (v *Vocabulary) Add(text string) {
	if v.df == nil {
		v.df = map[string]int{}
	}
	v.texts++
	seen := map[string]bool{}
	for _, w := range Terms(text) {
		if !seen[w] {
			seen[w] = true
			v.df[w]++
		}
	}
}

// TermVectors returns the tf-idf vector of each text, of unit length, a
// word written as a name counting nameWeight times. The document
// frequencies are those of v and, added to them, of texts: the words that
// many texts share weigh little. v may be nil. A text with no content word
// gets an empty vector.
func TermVectors(v *Vocabulary, texts []string) []map[string]float64 {
	tfs := make([]map[string]float64, len(texts))
	for i, t := range texts {
		tfs[i] = TermsOf(t).counts
	}
	return weigh(v, tfs)
}

// TextTerms are a text's terms as Match weighs them. A caller that offers one
// candidate to Match for many events computes them once (Candidate.Terms):
// splitting the candidates' texts again for every event was most of Match's
// time.
type TextTerms struct {
	counts map[string]float64 // each term's count, a name counting nameWeight times
	names  []string           // the terms written as names, each once
	// words and tf are the terms of counts and their term frequency
	// weights, 1 + ln(count), in slices that Scores reads faster than the
	// map.
	words []string
	tf    []float64
	// protagonist is the surname of the person it names most
	// (protagonist); "" when none is named often enough.
	protagonist string
}

// TermsOf returns the terms of text, an event's words (dedup.Text).
func TermsOf(text string) *TextTerms {
	return termsOf(tokens(text))
}

// BodyTermsOf returns the terms of a story's whole text (Body), with its
// protagonist among persons, the people it names (Persons): only a story's
// words are asked for one.
func BodyTermsOf(text string, persons []string) *TextTerms {
	toks := tokens(text)
	t := termsOf(toks)
	t.protagonist = protagonistOf(toks, persons)
	return t
}

// termsOf returns the terms of a text's tokens.
func termsOf(toks []token) *TextTerms {
	t := &TextTerms{counts: map[string]float64{}}
	seen := map[string]bool{}
	for _, tk := range toks {
		w := tk.word
		if !tk.name {
			t.counts[w]++
			continue
		}
		t.counts[w] += nameWeight
		if !seen[w] {
			seen[w] = true
			t.names = append(t.names, w)
		}
	}
	// Words in sorted order, so that sums over them (norms, cosines) come
	// out the same on every run and near ties break the same way.
	t.words = slices.Sorted(maps.Keys(t.counts))
	t.tf = make([]float64, len(t.words))
	for i, w := range t.words {
		t.tf[i] = 1 + math.Log(t.counts[w])
	}
	return t
}

// idfs returns the idf weight of every term of terms, over terms and v
// (which may be nil), as weigh computes it.
func idfs(v *Vocabulary, terms []*TextTerms) map[string]float64 {
	// Candidates of one story share its terms: count each text once, times
	// how often it is offered.
	times := make(map[*TextTerms]int, len(terms))
	for _, t := range terms {
		times[t]++
	}
	df := map[string]int{}
	for t, k := range times {
		for _, w := range t.words {
			df[w] += k
		}
	}
	n := float64(len(terms))
	if v != nil {
		n += float64(v.texts)
	}
	idf := make(map[string]float64, len(df))
	for w, d := range df {
		if v != nil {
			d += v.df[w]
		}
		idf[w] = math.Log((1+n)/(1+float64(d))) + 1
	}
	return idf
}

// vector returns t's tf-idf vector of unit length under idf.
func (t *TextTerms) vector(idf map[string]float64) map[string]float64 {
	vec := make(map[string]float64, len(t.words))
	var norm float64
	for i, w := range t.words {
		x := t.tf[i] * idf[w]
		vec[w] = x
		norm += x * x
	}
	norm = math.Sqrt(norm)
	for w := range vec {
		vec[w] /= norm
	}
	return vec
}

// cosine returns the cosine of t's tf-idf vector under idf and vec, a
// vector of unit length, without building t's.
func (t *TextTerms) cosine(idf map[string]float64, vec map[string]float64) float64 {
	var dot, norm float64
	for i, w := range t.words {
		x := t.tf[i] * idf[w]
		norm += x * x
		dot += x * vec[w]
	}
	if norm == 0 {
		return 0
	}
	return dot / math.Sqrt(norm)
}

// weight returns the tf-idf weight of word w in t under idf, not
// normalised: it orders t's words as its vector does.
func (t *TextTerms) weight(idf map[string]float64, w string) float64 {
	c := t.counts[w]
	if c == 0 {
		return 0
	}
	return (1 + math.Log(c)) * idf[w]
}

// weigh turns term counts into tf-idf vectors of unit length, in place.
func weigh(v *Vocabulary, tfs []map[string]float64) []map[string]float64 {
	df := map[string]int{}
	for _, tf := range tfs {
		for w := range tf {
			df[w]++
		}
	}
	n := float64(len(tfs))
	if v != nil {
		n += float64(v.texts)
	}
	for _, tf := range tfs {
		var norm float64
		for w, c := range tf {
			d := df[w]
			if v != nil {
				d += v.df[w]
			}
			// Smoothed idf, so that a word in every text still counts a
			// little when there are only a few texts to compare.
			x := (1 + math.Log(c)) * (math.Log((1+n)/(1+float64(d))) + 1)
			tf[w] = x
			norm += x * x
		}
		norm = math.Sqrt(norm)
		for w := range tf {
			tf[w] /= norm
		}
	}
	return tfs
}

// Cosine returns the cosine of two unit-length vectors.
func Cosine(a, b map[string]float64) float64 {
	if len(b) < len(a) {
		a, b = b, a
	}
	var s float64
	for w, v := range a {
		s += v * b[w]
	}
	return s
}

// Terms returns the content words of text, lower-cased, with a plural or
// possessive s removed: words of letters or digits, two characters or
// more, other than function words.
func Terms(text string) []string {
	words, _ := terms(text)
	return words
}

// terms returns Terms and, for each, whether it is written as a name:
// capitalised other than at the start of a sentence, on a line not written
// in title case (a headline's every word is capitalised).
func terms(text string) (words []string, names []bool) {
	for _, t := range tokens(text) {
		words, names = append(words, t.word), append(names, t.name)
	}
	return words, names
}

// token is a content word of a text as terms reads it.
type token struct {
	word string
	// name is whether it is written as a name (terms); capital, whether
	// it is capitalised anywhere in a sentence but not written all in
	// capitals, on a line not in title case.
	name, capital bool
}

// tokens returns the content words of text in order, as terms reads them.
func tokens(text string) []token {
	var out []token
	for line := range strings.Lines(text) {
		fields := strings.FieldsFunc(line, func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '.' && r != '!' && r != '?'
		})
		capitals := 0
		for _, f := range fields {
			if r := []rune(f)[0]; unicode.IsUpper(r) {
				capitals++
			}
		}
		titleCase := capitals*2 > len(fields)
		start := true // at the start of a sentence
		for _, f := range fields {
			end := strings.HasSuffix(f, ".") || strings.HasSuffix(f, "!") || strings.HasSuffix(f, "?")
			upper := unicode.IsUpper([]rune(f)[0])
			name := !start && !titleCase && upper
			start = end
			w := strings.Trim(strings.ToLower(f), "'.!?")
			w = strings.TrimSuffix(w, "'s")
			if len(w) < 2 || functionWords[w] || strings.ContainsAny(w, ".!?") {
				continue
			}
			if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
				w = w[:len(w)-1]
			}
			out = append(out, token{word: w, name: name, capital: upper && !titleCase && strings.ToUpper(f) != f})
		}
	}
	return out
}

//go:embed data/words.txt
var wordsData string

// functionWords say nothing of what a story is about; calendarWords are
// capitalised but name no one. Both are read from data/words.txt when the
// package is initialised.
var functionWords, calendarWords = readWords(wordsData)

// readWords reads the sections of data/words.txt. The file is embedded,
// so an error is the build's: the package's tests read it, and a binary
// built with a malformed one stops at once, naming the file and line.
func readWords(data string) (function, calendar map[string]bool) {
	sets, err := wordlist.Sets("data/words.txt", strings.NewReader(data), []string{"function", "calendar"})
	if err != nil {
		panic(fmt.Sprintf("dedup: %v", err))
	}
	return sets["function"], sets["calendar"]
}

// protagonistMin is how many times a text must write a surname
// capitalised for its bearer to be what the text is about.
const protagonistMin = 3

// Persons returns the names of the people a story names, as the NER stage
// marked them (its PER mentions), each once, in order: the people among
// whom BodyTermsOf finds the story's protagonist. A capitalised pair of
// words is as often a place ("Los Angeles") or a body as a person.
func Persons(st *doc.Story) []string {
	var out []string
	for _, m := range st.Mentions {
		if m.Label != doc.LabelPER || m.Start < 0 || m.End > len(st.Text) || m.Start >= m.End {
			continue
		}
		if name := st.Text[m.Start:m.End]; !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	return out
}

// protagonist returns the surname of the person a text is most about: of
// the last words of the names of persons given in full (two content words
// or more: "Dana Whitlock", not "Whitlock" alone, which may be a first
// name), the one written capitalised most often anywhere in the text (news
// starts sentences with a surname), when that is at least protagonistMin
// times; "" when there is none. Lines in title case (headlines) are left
// out, and words all in capitals (DUI, NFL).
func protagonist(text string, persons []string) string {
	return protagonistOf(tokens(text), persons)
}

// protagonistOf is protagonist of a text's tokens.
func protagonistOf(toks []token, persons []string) string {
	if len(persons) == 0 {
		return ""
	}
	caps := map[string]int{}
	for _, t := range toks {
		if t.capital {
			caps[t.word]++
		}
	}
	best, most := "", 0
	for _, p := range persons {
		words := Terms(p)
		if len(words) < 2 {
			continue
		}
		w := words[len(words)-1]
		if c := caps[w]; c > most || c == most && w < best {
			best, most = w, c
		}
	}
	if most < protagonistMin {
		return ""
	}
	return best
}
