package dedup

import (
	"math"
	"slices"
	"testing"
)

// TestKeptTermsMatchAlike checks that candidates offered with their terms
// kept (Candidate.Terms) score as those whose terms Match computes: the
// same vectors and the same names for each report.
func TestKeptTermsMatchAlike(t *testing.T) {
	texts := []string{bombText1, bombText2, bombText3, riotText, quakeText}
	cands := []Candidate{
		{Cluster: "c1", Event: bombing("s1-1", "2008-12-12", portOak, 2), Published: day("2008-12-13"), Text: bombText1},
		{Cluster: "c1", Event: bombing("s2-1", "2008-12-12", elmFalls, 2), Published: day("2008-12-13"), Text: bombText3},
		{Cluster: "c2", Event: bombing("s3-1", "2010-05-05", athens, 3), Published: day("2010-05-05"), Text: riotText},
	}
	kept := make([]Candidate, len(cands))
	for i, c := range cands {
		c.Terms = TermsOf(c.Text)
		kept[i] = c
	}
	for _, text := range texts {
		ev := bombing("s4-1", "", oregon, 0)
		a, aok := Match(ev, day("2008-12-14"), text, cands)
		b, bok := Match(ev, day("2008-12-14"), text, kept)
		if a != b || aok != bok {
			t.Errorf("%.30q: Match %q %v with terms computed, %q %v with terms kept", text, a, aok, b, bok)
		}
		// The kept terms must be usable again: Match must not change them.
		again, _ := Match(ev, day("2008-12-14"), text, kept)
		if again != b {
			t.Errorf("%.30q: Match %q the second time with kept terms, %q the first", text, again, b)
		}
	}
	vecs := TermVectors(nil, texts)
	for i, text := range texts {
		r := newReport(cands[0].Event, day("2008-12-13"), text, vecs[i])
		tt := TermsOf(text)
		for w, c := range tt.counts {
			if c <= 0 || math.IsNaN(vecs[i][w]) {
				t.Errorf("%.30q: term %q count %v, weight %v", text, w, c, vecs[i][w])
			}
		}
		if len(tt.counts) != len(vecs[i]) {
			t.Errorf("%.30q: %d terms counted, %d weighed", text, len(tt.counts), len(vecs[i]))
		}
		for _, n := range r.names {
			if !slices.Contains(tt.names, n) {
				t.Errorf("%.30q: salient name %q is not among its names %v", text, n, tt.names)
			}
		}
	}
}
