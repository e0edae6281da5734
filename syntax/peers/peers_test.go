//go:build peers

// Package peers compares sitrep's tagger with the prose v2 tagger on UD
// English EWT dev. It is a module of its own, so that sitrep does not depend
// on prose:
//
//	cd syntax/peers && SITREP_SHARED=$PWD/../../../shared go test -tags peers -v -run Peers -bench . -benchmem
package peers

import (
	"strings"
	"testing"
	"time"

	"github.com/jdkato/prose/v2"

	"sitrep/conllu"
	"sitrep/internal/gold"
	"sitrep/syntax"
)

func dev(tb testing.TB) (words, tags [][]string, n int) {
	sents, err := conllu.ReadFile(gold.Path(tb, "ud-english-ewt/dev.conllu.gz"))
	if err != nil {
		tb.Fatal(err)
	}
	for _, s := range sents {
		var ws, ts []string
		for _, w := range s.Words {
			ws = append(ws, w.Form)
			ts = append(ts, w.XPOS)
		}
		n += len(ws)
		words, tags = append(words, ws), append(tags, ts)
	}
	return words, tags, n
}

// proseModel returns prose's default model, loaded once: NewDocument
// without UsingModel would decode it again on every call.
func proseModel(tb testing.TB) *prose.Model {
	d, err := prose.NewDocument("Load the model.", prose.WithExtraction(false))
	if err != nil {
		tb.Fatal(err)
	}
	return d.Model
}

// proseTag tags the words joined by spaces (prose tokenises by itself) and
// maps each prose token back to the word starting at the same offset with
// the same text; words it split differently get "".
func proseTag(m *prose.Model, words []string) []string {
	text := strings.Join(words, " ")
	d, err := prose.NewDocument(text, prose.UsingModel(m), prose.WithSegmentation(false), prose.WithExtraction(false))
	out := make([]string, len(words))
	if err != nil {
		return out
	}
	starts := map[int]int{}
	off := 0
	for i, w := range words {
		starts[off] = i
		off += len(w) + 1
	}
	pos := 0
	for _, t := range d.Tokens() {
		k := strings.Index(text[pos:], t.Text)
		if k < 0 {
			continue
		}
		at := pos + k
		pos = at + len(t.Text)
		if i, ok := starts[at]; ok && words[i] == t.Text {
			out[i] = t.Tag
		}
	}
	return out
}

func TestPeersXPOS(t *testing.T) {
	words, tags, n := dev(t)
	p, err := syntax.New()
	if err != nil {
		t.Fatal(err)
	}
	m := proseModel(t)
	var ours, theirs int
	var tOurs, tTheirs time.Duration
	for i, ws := range words {
		t0 := time.Now()
		got := p.ParseWords(ws)
		tOurs += time.Since(t0)
		t0 = time.Now()
		pt := proseTag(m, ws)
		tTheirs += time.Since(t0)
		for j := range ws {
			if got[j].XPOS == tags[i][j] {
				ours++
			}
			if pt[j] == tags[i][j] {
				theirs++
			}
		}
	}
	t.Logf("EWT dev, %d words, gold tokens: sitrep XPOS %.4f at %.0f words/s (tag, lemmatise and parse); prose v2 XPOS %.4f at %.0f words/s (tokenise and tag)",
		n, float64(ours)/float64(n), float64(n)/tOurs.Seconds(), float64(theirs)/float64(n), float64(n)/tTheirs.Seconds())
	if ours <= theirs {
		t.Errorf("sitrep XPOS (%d correct) no better than prose (%d)", ours, theirs)
	}
}

func BenchmarkPeersProse(b *testing.B) {
	words, _, n := dev(b)
	m := proseModel(b)
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		for _, ws := range words {
			proseTag(m, ws)
		}
	}
	b.ReportMetric(float64(n*b.N)/time.Since(start).Seconds(), "tokens/s")
}

func BenchmarkPeersSitrep(b *testing.B) {
	words, _, n := dev(b)
	p, err := syntax.New()
	if err != nil {
		b.Fatal(err)
	}
	out := make([]syntax.Word, 1024)
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		for _, ws := range words {
			p.ParseInto(ws, out[:len(ws)])
		}
	}
	b.ReportMetric(float64(n*b.N)/time.Since(start).Seconds(), "tokens/s")
}
