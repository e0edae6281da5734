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

// TestModalClasses checks that each modal section answers for its own
// words and not for the neighbouring classes', which overlap only where
// words.txt says they do.
func TestModalClasses(t *testing.T) {
	for _, c := range []struct {
		name string
		is   func(string) bool
		yes  []string
		no   []string
	}{
		{"Modal", Modal, []string{"will", "can", "must", "shall"}, []string{"ought", "'ll", "have"}},
		{"ModalContraction", ModalContraction, []string{"'ll"}, []string{"will", "'d"}},
		{"Obligation", Obligation, []string{"must", "should", "ought"}, []string{"will", "could"}},
		{"Future", Future, []string{"will", "shall"}, []string{"would", "'ll"}},
		{"ReportedFuture", ReportedFuture, []string{"would"}, []string{"will", "could"}},
	} {
		for _, w := range c.yes {
			if !c.is(w) {
				t.Errorf("%s(%q) = false, want true", c.name, w)
			}
		}
		for _, w := range c.no {
			if c.is(w) {
				t.Errorf("%s(%q) = true, want false", c.name, w)
			}
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
