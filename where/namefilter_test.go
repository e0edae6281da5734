package where

import (
	"strings"
	"testing"
)

// keyHash is the FNV-1a hash the filter is queried with.
func keyHash(s string) uint64 {
	h := uint64(fnvOffset)
	for i := 0; i < len(s); i++ {
		h = fnvByte(h, s[i])
	}
	return h
}

// The filter may let a span through that is no name, never turn away one
// that is: every key of the embedded gazetteer and every prefix of one
// ending in a space must pass.
func TestNameFilterKeepsEveryKey(t *testing.T) {
	g, err := LoadGazetteer("")
	if err != nil {
		t.Fatal(err)
	}
	for k := range g.byKey {
		if !g.names.mayHave(keyHash(k)) {
			t.Fatalf("key %q turned away", k)
		}
		for i := 0; i < len(k); i++ {
			if k[i] == ' ' && !g.names.mayHave(keyHash(k[:i+1])) {
				t.Fatalf("prefix %q of %q turned away", k[:i+1], k)
			}
		}
	}
}

// On a gazetteer of two names, the spans from "Port" stop at the last word
// a name can reach, and their keys and hashes are those
// of Key on the same text.
func TestSpanKeysStopAtAMissingPrefix(t *testing.T) {
	keys := map[string][]int32{"port elmwick": {0}, "port elmwick quay": {1}}
	f := newNameFilter(keys)
	text := "Ferries left Port Elmwick Quay ticket office late."
	st := tokenized(t, text)
	ts := storyTokens(st)
	i := 2 // "Port"
	if ts[i].form != "Port" {
		t.Fatalf("token %d is %q", i, ts[i].form)
	}
	var sk spanKeys
	last := sk.build(text, ts, i, len(ts)-1, &f)
	if ts[last].form != "Quay" {
		t.Errorf("spans end at %q, want at \"Quay\" (no name goes on past it)", ts[last].form)
	}
	for j := i; j <= last; j++ {
		want := Key(text[ts[i].start:ts[j].end])
		if got := string(sk.k.b[:sk.ends[j-i]]); got != want {
			t.Errorf("key of tokens %d..%d = %q, want %q", i, j, got, want)
		}
		if sk.hashes[j-i] != keyHash(want) {
			t.Errorf("hash of %q differs from the filter's", want)
		}
	}
	// Spans from a word that begins no name stop at once.
	if last := sk.build(text, ts, 0, len(ts)-1, &f); last != 0 {
		t.Errorf("spans from %q end at token %d, want 0", ts[0].form, last)
	}
}

// A gazetteer made by newGazetteer alone has no filter yet: recognition
// on it must look every span up instead of failing.
func TestRecogniseWithoutFilter(t *testing.T) {
	entries, header, err := readIndex(strings.NewReader(string(defaultIndex)))
	if err != nil {
		t.Fatal(err)
	}
	stop, err := stopwords()
	if err != nil {
		t.Fatal(err)
	}
	r := &Resolver{g: newGazetteer(entries, header), stop: stop}
	st := annotate(t, r, "Gunmen stormed a checkpoint outside Kandahar before dawn.")
	if p := placeAt(st, "Kandahar"); p == nil || p.Country != "AFG" {
		t.Errorf("Kandahar: %+v", p)
	}
}
