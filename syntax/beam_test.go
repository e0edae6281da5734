package syntax

import (
	"slices"
	"strings"
	"testing"
)

// beamSentences are written for these tests: a closing attribution, an
// aside, a title before a name, a coordination and a fragment.
var beamSentences = []string{
	"A gunman opened fire outside a bank , wounding two guards , police said .",
	"The gunmen , police said , fled into the hills .",
	"Professor Hale says the old dam will hold .",
	"Farmers blocked the road and burned tyres near the mill on Tuesday .",
	"Heavy rain overnight .",
	"Go .",
}

// beamParse tags words with p and decodes them with parseBeam on a copy
// of p's parser settings set to width k by hand, not by WithBeam, so that
// TestWithBeam can hold WithBeam to it. For k 0 or 1 that is a beam of
// one.
func beamParse(t *testing.T, p *Parser, words []string, k int) (heads, labels []int) {
	t.Helper()
	ps := *p.ps
	ps.beam = k
	ws := p.getWorkspace()
	defer p.putWorkspace(ws)
	p.analyse(words, ws, false)
	p.parseInputs(words, ws)
	heads, labels = make([]int, len(words)), make([]int, len(words))
	ps.parseBeam(ws.pw, ws.pt, ws.px, ws.pp, ws, heads, labels)
	return heads, labels
}

// TestBeamWidthOne: a beam of one configuration is the greedy parser,
// with its run-time checks (attributions, titles), arc for arc.
func TestBeamWidthOne(t *testing.T) {
	p := newParser(t)
	for _, s := range beamSentences {
		words := strings.Fields(s)
		greedy := p.ParseWords(words)
		heads, labels := beamParse(t, p, words, 1)
		for i, w := range greedy {
			if heads[i] != w.Head || p.ps.labels[labels[i]] != w.Rel {
				t.Errorf("%q: %s is %s of %d in the beam of 1, %s of %d greedily",
					s, w.Form, p.ps.labels[labels[i]], heads[i], w.Rel, w.Head)
			}
		}
	}
}

// TestBeamTree: a wider beam still gives one tree, and keeps the run-time
// checks: the attribution a clause of its own, the title on the name.
func TestBeamTree(t *testing.T) {
	p := newParser(t)
	for _, s := range beamSentences {
		words := strings.Fields(s)
		heads, labels := beamParse(t, p, words, 8)
		out := p.ParseWords(words) // for the tags checkTree asks for
		for i := range out {
			out[i].Head, out[i].Rel = heads[i], p.ps.labels[labels[i]]
		}
		checkTree(t, out)
		for _, c := range [][3]string{{"police", "said", "nsubj"}, {"Professor", "Hale", ""}, {"gunmen", "fled", "nsubj"}} {
			i := slices.Index(words, c[0])
			if i < 0 {
				continue
			}
			if got := headForm(out, out[i]); got != c[1] || c[2] != "" && out[i].Rel != c[2] {
				t.Errorf("%q: %s is %s of %s, want %s of %s", s, c[0], out[i].Rel, got, c[2], c[1])
			}
		}
	}
}

// TestWithBeam: a width of 0 or 1 is the greedy Parser itself (or, asked
// of a beam Parser, a greedy one); a wider one is a new Parser of that
// width sharing p's models, leaving p greedy, and parses as a beam of that
// width does; a width outside 0 to MaxBeam is an error. At least one
// sentence parses otherwise at width 4 than greedily, so a Parser that
// ignored the width would fail.
func TestWithBeam(t *testing.T) {
	p := newParser(t)
	for _, k := range []int{0, 1} {
		if q, err := p.WithBeam(k); q != p || err != nil {
			t.Errorf("WithBeam(%d) = %p, %v; want the greedy parser %p", k, q, err, p)
		}
	}
	for _, k := range []int{-1, MaxBeam + 1} {
		if _, err := p.WithBeam(k); err == nil {
			t.Errorf("WithBeam(%d): no error", k)
		}
	}
	q, err := p.WithBeam(4)
	if err != nil || q == p || q.ps.m != p.ps.m || q.ps.beam != 4 || p.ps.beam > 1 {
		t.Fatalf("WithBeam(4) = %v, %v: want a new Parser of width 4 sharing the model, p left greedy", q, err)
	}
	if g, err := q.WithBeam(0); err != nil || g == q || g.ps.beam > 1 || q.ps.beam != 4 {
		t.Errorf("WithBeam(0) of a beam Parser = %v, %v: want a greedy one, q left at width 4", g, err)
	}
	differs := false
	for _, s := range beamSentences {
		words := strings.Fields(s)
		heads, _ := beamParse(t, p, words, 4)
		greedy := p.ParseWords(words)
		for i, w := range q.ParseWords(words) {
			if w.Head != heads[i] {
				t.Errorf("%q: %s hangs on %d, a beam of 4 says %d", s, w.Form, w.Head, heads[i])
			}
			differs = differs || greedy[i].Head != heads[i]
		}
	}
	if !differs {
		t.Error("no sentence parses otherwise at width 4 than greedily: the test cannot tell the width")
	}
}

// TestBeamBuffers: the beam's buffers grow and shrink across steps and
// sentences, and every hypothesis handed out has its state, whatever the
// width and however short the sentence.
func TestBeamBuffers(t *testing.T) {
	var pool []hypothesis
	for _, k := range []int{1, 2, 3, 4, 1, 5, 9, 2, 8} {
		pool = hypotheses(pool, k)
		for i, h := range pool {
			if h.st == nil {
				t.Fatalf("hypotheses(%d): hypothesis %d has no state", k, i)
			}
		}
	}
	p := newParser(t)
	for k := 1; k <= MaxBeam; k++ {
		for _, s := range []string{"No , he said .", "Rain , she wrote , fell .", "He left .", "Go ."} {
			words := strings.Fields(s)
			heads, _ := beamParse(t, p, words, k)
			if len(heads) != len(words) {
				t.Fatalf("width %d, %q: %d heads for %d words", k, s, len(heads), len(words))
			}
		}
	}
}
