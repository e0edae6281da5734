package where

import "testing"

// TestSkeleton checks that spellings of one name that differ in vowels,
// an aspirating h or a doubled letter share a skeleton.
func TestSkeleton(t *testing.T) {
	for _, pair := range [][2]string{
		{"mehmdabad", "mehmadabad"},
		{"boarsad", "borsad"},
		{"chota udepur", "chhota udepur"},
	} {
		if a, b := skeleton(pair[0]), skeleton(pair[1]); a != b || a == "" {
			t.Errorf("skeleton(%q) = %q, skeleton(%q) = %q; want equal", pair[0], a, pair[1], b)
		}
	}
	if s := skeleton("kābul"); s != "" {
		t.Errorf("skeleton of a name outside plain Latin = %q, want none", s)
	}
}

// TestLowerCasedSpellingVariant checks that in a story written without
// capitals a town spelt otherwise than the gazetteer after a locative is
// still its place, in the story's country, and that a word only like a
// town's name in its consonants is none.
func TestLowerCasedSpellingVariant(t *testing.T) {
	r := newDefault(t)
	st := annotate(t, r, "surat: shops were looted in boarsad on monday night and the police fired teargas, "+
		"officials said. a trader was knifed in the chota udepur area the next day. reporters gathered at jantar "+
		"to hear the collector, who said the district stayed tense.")
	for _, want := range []string{"boarsad", "chota udepur"} {
		if p := placeAt(st, want); p == nil || p.Country != "IND" {
			t.Errorf("%q: got %+v, want a town in India", want, p)
		}
	}
	if p := placeAt(st, "jantar"); p != nil {
		t.Errorf("%q taken for %s", "jantar", p.Name)
	}
}
