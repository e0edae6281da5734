package polarity

import "testing"

func TestWords(t *testing.T) {
	if Err != nil {
		t.Fatal(Err)
	}
	for _, c := range []struct {
		lemma          string
		negator, hedge bool
	}{
		{"not", true, false},
		{"n't", true, false},
		{"never", true, false},
		{"could", false, true},
		{"would", false, true},
		{"will", false, false},
		{"no", false, false},
	} {
		if got := Negator(c.lemma); got != c.negator {
			t.Errorf("Negator(%q) = %v, want %v", c.lemma, got, c.negator)
		}
		if got := Hedge(c.lemma); got != c.hedge {
			t.Errorf("Hedge(%q) = %v, want %v", c.lemma, got, c.hedge)
		}
	}
}

func TestReadError(t *testing.T) {
	if _, err := read([]byte("not\n")); err == nil {
		t.Error("a word before any section read without error")
	}
	if _, err := read([]byte("[negators]\nNot\n")); err == nil {
		t.Error("a word in capitals read without error")
	}
}
