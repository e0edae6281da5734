// Package conll2003 scores the named-entity stage on CoNLL-2003 files
// (token ... tag per line, IOB tags) and trains its model from them
// (`sitrep eval ner`, `sitrep train ner`).
package conll2003

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"sitrep/eval"
	"sitrep/internal/datafile"
	"sitrep/ner"
)

// Read reads a CoNLL-2003 file (plain or .gz): one token per line
// with the NER tag in the last column, blank lines between sentences and
// "-DOCSTART-" lines between documents. Other columns (POS, chunk) are
// ignored, so two-column "token tag" files work too.
func Read(name string) ([]ner.Document, error) {
	r, err := datafile.Open(name)
	if err != nil {
		return nil, fmt.Errorf("read CoNLL-2003: %w", err)
	}
	defer r.Close()
	docs, err := parse(r)
	if err != nil {
		return nil, fmt.Errorf("read CoNLL-2003 %s: %w", name, err)
	}
	return docs, nil
}

func parse(r io.Reader) ([]ner.Document, error) {
	var docs []ner.Document
	var cur ner.Document
	var sent ner.Sentence
	endSent := func() {
		if len(sent.Tokens) > 0 {
			cur.Sentences = append(cur.Sentences, sent)
		}
		sent = ner.Sentence{}
	}
	endDoc := func() {
		endSent()
		if len(cur.Sentences) > 0 {
			docs = append(docs, cur)
		}
		cur = ner.Document{}
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	line := 0
	for sc.Scan() {
		line++
		fields := strings.Fields(sc.Text())
		switch {
		case len(fields) == 0:
			endSent()
		case fields[0] == "-DOCSTART-":
			endDoc()
		case len(fields) < 2:
			return nil, fmt.Errorf("line %d: want token and tag, got %q", line, sc.Text())
		default:
			sent.Tokens = append(sent.Tokens, fields[0])
			sent.Tags = append(sent.Tags, fields[len(fields)-1])
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	endDoc()
	return docs, nil
}

// Scores is entity-level precision, recall and F1 as conlleval computes
// them: an entity counts when both its span and its type match. Its JSON
// form, what `sitrep eval ner --json` prints, holds the four figures; the
// counts are for the text form.
type Scores struct {
	Precision    float64           `json:"precision"`
	Recall       float64           `json:"recall"`
	F1           float64           `json:"f1"`
	TokensPerSec float64           `json:"tokens_per_sec"`
	Tokens       int               `json:"-"`
	Gold         int               `json:"-"`
	Predicted    int               `json:"-"`
	Correct      int               `json:"-"`
	Types        map[string]Counts `json:"-"`
}

// Counts holds one type's counts and figures.
type Counts struct {
	Gold, Predicted, Correct int
	Precision, Recall, F1    float64
}

func (c *Counts) finish() {
	c.Precision, c.Recall, c.F1 = eval.PRF(c.Correct, c.Predicted, c.Gold)
}

// nerChunk is an entity [start, end) of a type, as conlleval reads it.
type nerChunk struct {
	start, end int
	typ        string
}

func splitTag(t string) (prefix, typ string) {
	if t == "O" || t == "" {
		return "O", ""
	}
	if i := strings.IndexAny(t, "-"); i >= 0 {
		return t[:i], t[i+1:]
	}
	return t, ""
}

// conllChunks reads chunks off a tag sequence with conlleval's rules
// (startOfChunk/endOfChunk), which also accept IOB1, IOBES and stray I-.
func conllChunks(tags []string) []nerChunk {
	var out []nerChunk
	prevTag, prevType := "O", ""
	start := -1
	for i := 0; i <= len(tags); i++ {
		tag, typ := "O", ""
		if i < len(tags) {
			tag, typ = splitTag(tags[i])
		}
		if start >= 0 && chunkEnds(prevTag, tag, prevType, typ) {
			out = append(out, nerChunk{start, i, prevType})
			start = -1
		}
		if i < len(tags) && chunkStarts(prevTag, tag, prevType, typ) {
			start = i
		}
		prevTag, prevType = tag, typ
	}
	return out
}

func chunkEnds(prevTag, tag, prevType, typ string) bool {
	switch {
	case prevTag == "B" && (tag == "B" || tag == "O" || tag == "S"):
		return true
	case prevTag == "I" && (tag == "B" || tag == "O" || tag == "S"):
		return true
	case prevTag == "E" || prevTag == "S":
		return true
	case prevTag != "O" && prevTag != "." && prevType != typ:
		return true
	}
	return false
}

func chunkStarts(prevTag, tag, prevType, typ string) bool {
	switch {
	case tag == "B" || tag == "S":
		return true
	case (prevTag == "E" || prevTag == "S" || prevTag == "O") && (tag == "E" || tag == "I"):
		return true
	case tag != "O" && tag != "." && prevType != typ:
		return true
	}
	return false
}

// Tagger tags a document of tokenised sentences with IOB2 tags.
type Tagger interface {
	TagDocument(sents [][]string) [][]string
}

// Score tags every document of gold with the gold tokenisation and scores
// the result.
func Score(tagger Tagger, gold []ner.Document) Scores {
	var sc Scores
	sc.Types = map[string]Counts{}
	var elapsed time.Duration
	for _, d := range gold {
		words := make([][]string, len(d.Sentences))
		for i, s := range d.Sentences {
			words[i] = s.Tokens
			sc.Tokens += len(s.Tokens)
		}
		t0 := time.Now()
		pred := tagger.TagDocument(words)
		elapsed += time.Since(t0)
		for i, s := range d.Sentences {
			scoreNERSentence(&sc, s.Tags, pred[i])
		}
	}
	sc.Precision, sc.Recall, sc.F1 = eval.PRF(sc.Correct, sc.Predicted, sc.Gold)
	for k, c := range sc.Types {
		c.finish()
		sc.Types[k] = c
	}
	if elapsed > 0 {
		sc.TokensPerSec = float64(sc.Tokens) / elapsed.Seconds()
	}
	return sc
}

func scoreNERSentence(sc *Scores, gold, pred []string) {
	g, p := conllChunks(gold), conllChunks(pred)
	inGold := map[nerChunk]bool{}
	for _, c := range g {
		inGold[c] = true
		t := sc.Types[c.typ]
		t.Gold++
		sc.Types[c.typ] = t
	}
	sc.Gold += len(g)
	sc.Predicted += len(p)
	for _, c := range p {
		t := sc.Types[c.typ]
		t.Predicted++
		if inGold[c] {
			t.Correct++
			sc.Correct++
		}
		sc.Types[c.typ] = t
	}
}

// WriteText writes the scores for a reader, one line per type.
func (sc Scores) WriteText(w io.Writer) error {
	_, err := io.WriteString(w, sc.String())
	return err
}

// String renders the score for people, one line per type.
func (sc Scores) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "tokens %d, gold entities %d, predicted %d, correct %d\n", sc.Tokens, sc.Gold, sc.Predicted, sc.Correct)
	fmt.Fprintf(&b, "%-6s precision %6.2f%%  recall %6.2f%%  F1 %6.2f%%\n", "all", 100*sc.Precision, 100*sc.Recall, 100*sc.F1)
	types := make([]string, 0, len(sc.Types))
	for t := range sc.Types {
		types = append(types, t)
	}
	sort.Strings(types)
	for _, t := range types {
		c := sc.Types[t]
		fmt.Fprintf(&b, "%-6s precision %6.2f%%  recall %6.2f%%  F1 %6.2f%%  (gold %d, predicted %d)\n", t, 100*c.Precision, 100*c.Recall, 100*c.F1, c.Gold, c.Predicted)
	}
	fmt.Fprintf(&b, "speed  %.0f tokens/s\n", sc.TokensPerSec)
	return b.String()
}
