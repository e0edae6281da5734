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

// beamParse parses words as p does, but with the beam parser of width k
// on the same tags, and returns the heads and labels.
func beamParse(p *Parser, words []string, k int) (heads, labels []int) {
	ws := p.getWorkspace()
	defer p.putWorkspace(ws)
	p.analyse(words, ws, true)
	ps := *p.ps
	ps.beam = k
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
		heads, labels := beamParse(p, words, 1)
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
		heads, labels := beamParse(p, words, 8)
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

// TestBeamWidth: $SITREP_BEAM unset is the greedy parser; a width outside
// 1 to maxBeam is an error naming the variable.
func TestBeamWidth(t *testing.T) {
	for _, c := range []struct {
		v    string
		want int
		ok   bool
	}{{"", 0, true}, {"1", 1, true}, {"4", 4, true}, {"0", 0, false}, {"65", 0, false}, {"wide", 0, false}} {
		t.Setenv(EnvBeam, c.v)
		k, err := beamWidth()
		if k != c.want || (err == nil) != c.ok || err != nil && !strings.Contains(err.Error(), EnvBeam) {
			t.Errorf("%s=%q: width %d, error %v", EnvBeam, c.v, k, err)
		}
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
	for k := 1; k <= maxBeam; k++ {
		for _, s := range []string{"No , he said .", "Rain , she wrote , fell .", "He left .", "Go ."} {
			words := strings.Fields(s)
			heads, _ := beamParse(p, words, k)
			if len(heads) != len(words) {
				t.Fatalf("width %d, %q: %d heads for %d words", k, s, len(heads), len(words))
			}
		}
	}
}
