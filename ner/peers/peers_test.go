//go:build peers

// Package peers compares sitrep's named-entity tagger with prose v2's on
// CoNLL-2003 valid, both scored by sitrep/eval in the same run. It is a
// module of its own, so that sitrep does not depend on prose:
//
//	cd ner/peers && SITREP_SHARED=$PWD/../../../shared go test -tags peers -run . -v
package peers

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/jdkato/prose/v2"

	"sitrep/eval/conll2003"
	"sitrep/internal/gold"
	"sitrep/ner"
)

// proseTypes maps the labels of prose's default entity model onto the
// CoNLL-2003 types. The model's label set is PERSON, GPE, GSP, LOCATION,
// ORGANIZATION and FACILITY (model/Maxent/labels.gob); GSP is ACE's older
// name for GPE, and facilities (airports, stadiums, roads) are LOC in the
// CoNLL guidelines more often than ORG. prose emits no MISC.
var proseTypes = map[string]string{
	"PERSON":       "PER",
	"GPE":          "LOC",
	"GSP":          "LOC",
	"LOCATION":     "LOC",
	"FACILITY":     "LOC",
	"ORGANIZATION": "ORG",
}

// proseNER is an eval.NERTagger over prose's default model, decoded once:
// NewDocument without UsingModel would decode it again on every call.
type proseNER struct {
	m *prose.Model
	// chunks selects prose's own output, Document.Entities (its chunker
	// joins the classifier's per-token labels into names); without it the
	// raw per-token IOB labels are used as they are.
	chunks bool
	// unknown counts prose labels missing from proseTypes (tagged O);
	// lost counts entities that could not be placed on the words.
	unknown map[string]int
	lost    int
}

func newProseNER(tb testing.TB, chunks bool) *proseNER {
	d, err := prose.NewDocument("Load the model.", prose.WithSegmentation(false))
	if err != nil {
		tb.Fatal(err)
	}
	return &proseNER{m: d.Model, chunks: chunks, unknown: map[string]int{}}
}

// TagDocument tags each sentence on its own: prose has no document context.
func (p *proseNER) TagDocument(sents [][]string) [][]string {
	out := make([][]string, len(sents))
	for i, ws := range sents {
		out[i] = p.tag(ws)
	}
	return out
}

// tag gives prose the words joined by spaces. prose always tokenises
// (WithTokenization(false) is overridden when tagging or extraction is on),
// but its tokeniser splits on spaces first, so each prose token lies inside
// one word and each word starts a prose token.
func (p *proseNER) tag(words []string) []string {
	out := make([]string, len(words))
	for i := range out {
		out[i] = "O"
	}
	text := strings.Join(words, " ")
	d, err := prose.NewDocument(text, prose.UsingModel(p.m), prose.WithSegmentation(false))
	if err != nil {
		return out
	}
	// ends[i] is the byte offset just past word i.
	ends := make([]int, len(words))
	off := 0
	for i, w := range words {
		off += len(w)
		ends[i] = off
		off++
	}
	toks := d.Tokens()
	wordOf := make([]int, len(toks))   // word holding each prose token
	firstOf := make([]bool, len(toks)) // token starts its word
	pos := 0
	for j, t := range toks {
		wordOf[j] = -1
		k := strings.Index(text[pos:], t.Text)
		if k < 0 {
			continue
		}
		at := pos + k
		pos = at + len(t.Text)
		i := sort.SearchInts(ends, at+1)
		if i < len(words) {
			wordOf[j] = i
			firstOf[j] = at == ends[i]-len(words[i])
		}
	}
	if !p.chunks {
		for j, t := range toks {
			if wordOf[j] < 0 || !firstOf[j] || t.Label == "O" || t.Label == "" {
				continue
			}
			prefix, typ, _ := strings.Cut(t.Label, "-")
			conll, ok := proseTypes[typ]
			if !ok {
				p.unknown[t.Label]++
				continue
			}
			out[wordOf[j]] = prefix + "-" + conll
		}
		return out
	}
	// Entities come in text order as their tokens joined by spaces; find
	// each one's run of tokens after the previous one.
	cur := 0
	for _, e := range d.Entities() {
		conll, ok := proseTypes[e.Label]
		if !ok {
			p.unknown[e.Label]++
		}
		parts := strings.Split(e.Text, " ")
		at := -1
		for j := cur; j+len(parts) <= len(toks) && at < 0; j++ {
			same := true
			for k, s := range parts {
				if toks[j+k].Text != s {
					same = false
					break
				}
			}
			if same {
				at = j
			}
		}
		if at < 0 || wordOf[at] < 0 || wordOf[at+len(parts)-1] < 0 {
			p.lost++
			continue
		}
		cur = at + len(parts)
		if !ok {
			continue
		}
		first, last := wordOf[at], wordOf[at+len(parts)-1]
		out[first] = "B-" + conll
		for i := first + 1; i <= last; i++ {
			out[i] = "I-" + conll
		}
	}
	return out
}

func valid(tb testing.TB) []ner.Document {
	docs, err := conll2003.Read(gold.Path(tb, "conll2003_en/valid.txt.gz"))
	if err != nil {
		tb.Fatal(err)
	}
	return docs
}

func row(name string, sc conll2003.Scores) string {
	return fmt.Sprintf("%-10s %9.4f %9.4f %9.4f %11.0f", name, sc.Precision, sc.Recall, sc.F1, sc.TokensPerSec)
}

func typeRows(name string, sc conll2003.Scores) string {
	types := make([]string, 0, len(sc.Types))
	for t := range sc.Types {
		types = append(types, t)
	}
	sort.Strings(types)
	var b strings.Builder
	for _, t := range types {
		c := sc.Types[t]
		fmt.Fprintf(&b, "\n%-10s %-4s P %.4f R %.4f F1 %.4f (gold %d, predicted %d, correct %d)", name, t, c.Precision, c.Recall, c.F1, c.Gold, c.Predicted, c.Correct)
	}
	return b.String()
}

func TestPeersNER(t *testing.T) {
	docs := valid(t)
	ours, err := ner.New()
	if err != nil {
		t.Fatal(err)
	}
	theirs := newProseNER(t, true)
	raw := newProseNER(t, false)
	so := conll2003.Score(ours, docs)
	sp := conll2003.Score(theirs, docs)
	sr := conll2003.Score(raw, docs)
	t.Logf("CoNLL-2003 valid, %d tokens, gold tokens, entity-level (conlleval), tokens/s of tagging alone:\n%-10s %9s %9s %9s %11s\n%s\n%s\n%s%s%s%s",
		so.Tokens, "system", "precision", "recall", "F1", "tokens/s", row("sitrep", so), row("prose v2", sp), row("prose raw", sr),
		typeRows("sitrep", so), typeRows("prose v2", sp), typeRows("prose raw", sr))
	for _, p := range []*proseNER{theirs, raw} {
		if len(p.unknown) > 0 || p.lost > 0 {
			t.Logf("prose (chunks %v): labels outside the mapping, tagged O: %v; entities not placed on words: %d", p.chunks, p.unknown, p.lost)
		}
	}
	if so.F1 <= sp.F1 {
		t.Errorf("sitrep F1 %.4f no better than prose v2 %.4f", so.F1, sp.F1)
	}
}
