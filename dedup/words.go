package dedup

import (
	"math"
	"strings"
	"unicode"
)

// TermVectors returns the tf-idf vector of each text, of unit length, with
// document frequencies counted over texts: the words that many of them
// share weigh little. A text with no content word gets an empty vector.
func TermVectors(texts []string) []map[string]float64 {
	tfs := make([]map[string]float64, len(texts))
	df := map[string]int{}
	for i, t := range texts {
		tf := map[string]float64{}
		for _, w := range Terms(t) {
			tf[w]++
		}
		for w := range tf {
			df[w]++
		}
		tfs[i] = tf
	}
	n := float64(len(texts))
	for _, tf := range tfs {
		var norm float64
		for w, c := range tf {
			// Smoothed idf, so that a word in every text still counts a
			// little when there are only a few texts to compare.
			v := (1 + math.Log(c)) * (math.Log((1+n)/(1+float64(df[w]))) + 1)
			tf[w] = v
			norm += v * v
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
	var out []string
	for _, f := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	}) {
		f = strings.Trim(f, "'")
		f = strings.TrimSuffix(f, "'s")
		if len(f) < 2 || functionWords[f] {
			continue
		}
		if len(f) > 3 && strings.HasSuffix(f, "s") && !strings.HasSuffix(f, "ss") {
			f = f[:len(f)-1]
		}
		out = append(out, f)
	}
	return out
}

// functionWords are English words that say nothing of what a story is
// about.
var functionWords = setOf(`a about above after again against all also am an and any are as at be
because been before being below between both but by can could did do does doing down during each
few for from further had has have having he her here hers herself him himself his how i if in into
is it its itself just me more most my myself no nor not now of off on once only or other our ours
ourselves out over own same she should so some such than that the their theirs them themselves then
there these they this those through to too under until up very was we were what when where which
while who whom why will with would you your yours yourself yourselves said say says told according
one two new year last first mr mrs ms`)

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}
