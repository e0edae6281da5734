package syntax

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestTagRoles checks that every neighbour's sums go to a position of
// their own, apart from the word's.
func TestTagRoles(t *testing.T) {
	for r := range nRoles {
		if r != roleSelf && roleOffset[r] == 0 {
			t.Errorf("role %d adds to the word's own position", r)
		}
	}
}

// uncachedTags tags words with every feature looked up, as the tagger did
// before tagCache, and returns the tags and each direction's scores.
func uncachedTags(tg *tagger, words []string) (tags []int, comb, comb2 []float32) {
	ws := new(workspace)
	n, nc := len(words), tg.m.nclass
	at := ws.atomsFor(n)
	tg.fillAtoms(words, at)
	comb, comb2 = make([]float32, n*nc), make([]float32, n*nc)
	out := make([]int, n)
	greedy(tg.m, at, ws, out, comb, nil)
	rat := slices.Clone(at)
	slices.Reverse(rat)
	greedy(tg.r, rat, ws, out, comb2, nil)
	tags = make([]int, n)
	u1, u2 := float32(tg.m.unit), float32(tg.r.unit)
	for i := range tags {
		best, bs := 0, float32(0)
		for c := 0; c < nc; c++ {
			if s := comb[i*nc+c]*u1 + comb2[(n-1-i)*nc+c]*u2; c == 0 || s > bs {
				best, bs = c, s
			}
		}
		tags[i] = best
	}
	return tags, comb, comb2
}

// randomWord returns a word of letters, capitals, digits, marks or other
// scripts, so that words collide in small caches and cover every shape.
func randomWord(rng *rand.Rand) string {
	const pool = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.,'éßКи"
	rs := []rune(pool)
	var b strings.Builder
	for range 1 + rng.IntN(9) {
		b.WriteRune(rs[rng.IntN(len(rs))])
	}
	return b.String()
}

// TestTagCache checks that tagging through tagCache gives the scores,
// tags and atoms of looking every feature up: in a cache of two sets,
// where words evict each other within a sentence, and in a full-size one,
// over sentences met twice.
func TestTagCache(t *testing.T) {
	p := newParser(t)
	tg := p.tg
	sents := [][]string{
		strings.Fields("Gunmen killed three policemen in Kabul on Monday , officials said ."),
		strings.Fields("The army said it had arrested 12 suspects after the attack ."),
		strings.Fields("Police"),
		strings.Fields("the the the the the the the the"),
		strings.Fields("He said : \" We will not leave . \""),
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for range 40 {
		var s []string
		for range 1 + rng.IntN(30) {
			if rng.IntN(2) == 0 {
				s = append(s, randomWord(rng))
			} else {
				f := sents[rng.IntN(len(sents))]
				s = append(s, f[rng.IntN(len(f))])
			}
		}
		sents = append(sents, s)
	}
	for _, sets := range []int{1, 2, tagCacheSets} {
		ws := new(workspace)
		ws.tc = newTagCache(tg, sets)
		for pass := range 2 {
			for si, words := range sents {
				want, comb, comb2 := uncachedTags(tg, words)
				got := make([]int, len(words))
				tg.tagWords(words, ws, got)
				if !slices.Equal(ws.comb, comb) || !slices.Equal(ws.comb2, comb2) {
					t.Fatalf("%d sets, pass %d, sentence %d %q: cached scores differ", sets, pass, si, words)
				}
				if !slices.Equal(got, want) {
					t.Fatalf("%d sets, pass %d, sentence %d: tags %v, want %v", sets, pass, si, got, want)
				}
				at := make([]atoms, len(words))
				tg.fillAtoms(words, at)
				if !slices.Equal(ws.at[:len(words)], at) {
					t.Fatalf("%d sets, pass %d, sentence %d: cached atoms differ", sets, pass, si)
				}
			}
		}
	}
}
