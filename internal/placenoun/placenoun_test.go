package placenoun

import "testing"

func TestWords(t *testing.T) {
	if Err != nil {
		t.Fatal(Err)
	}
	for w, want := range map[string]bool{"enclave": true, "resort": true, "capital": false, "area": false, "town": false} {
		if got := Naming(w); got != want {
			t.Errorf("Naming(%q) = %v, want %v", w, got, want)
		}
	}
}

func TestReadError(t *testing.T) {
	if _, err := read([]byte("enclave\n")); err == nil {
		t.Error("a word before any section read without error")
	}
	if _, err := read([]byte("[naming-nouns]\nResort\n")); err == nil {
		t.Error("a word in capitals read without error")
	}
}
