package ner

import (
	"strings"
	"testing"
)

// The window features made from wordHashes must be the hashes of their
// templates read word by word, as the shipped model was trained on: for
// every token of two sentences of our own (with words repeated, so that
// hashes are shared, and pads at both ends), neighbourFeatures against
// the templates hashed in full.
func TestNeighbourFeaturesFromWordHashes(t *testing.T) {
	sents := [][]string{
		strings.Fields("Riverside council said the Riverside bridge would shut ."),
		strings.Fields("Inspectors from Oslo visited ."),
		strings.Fields("Shut !"),
	}
	d := prepareDoc(sents, &nameLexicon{}, nil)
	for si := range d.sents {
		s := &d.sents[si]
		for i := range s.toks {
			tk, p1, p2, n1, n2 := &s.toks[i], s.at(i-1), s.at(i-2), s.at(i+1), s.at(i+2)
			t1, t2 := byte(3), byte(0xff)
			want := []uint64{
				hS(hT(14), p1.lower), hS(hT(15), n1.lower), hS(hT(16), p2.lower), hS(hT(17), n2.lower),
				hS(hT(18), p1.shape), hS(hT(19), n1.shape),
				hS(hS(hS(hT(20), p1.short), tk.short), n1.short),
				hS(hS(hT(21), p1.lower), tk.lower), hS(hS(hT(22), tk.lower), n1.lower),
				hB(hT(23), t1), hB(hB(hT(24), t2), t1),
				hS(hB(hT(25), t1), tk.lower), hS(hB(hT(26), t1), tk.short),
				hS(hS(hT(41), p1.lower), tk.short), hS(hS(hT(42), tk.short), n1.lower),
				hS(hT(43), p2.short), hS(hT(44), n2.short),
			}
			got := neighbourFeatures(nil, tk, n1, d.hashesOf(tk), d.hashesOf(p1), d.hashesOf(p2), d.hashesOf(n1), d.hashesOf(n2), t1, t2)
			if len(got) != len(want) {
				t.Fatalf("sentence %d token %d: %d features, want %d", si, i, len(got), len(want))
			}
			for k := range want {
				if got[k] != want[k] {
					t.Errorf("sentence %d token %q: feature %d differs", si, tk.form, k)
				}
			}
		}
	}
}
