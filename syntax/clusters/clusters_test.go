package clusters

import (
	"bytes"
	"compress/gzip"
	"slices"
	"strings"
	"testing"
)

// toyText is every sentence "DET NOUN VERB DET NOUN" over small made-up
// word lists: nouns, verbs and determiners each share their neighbours.
func toyText() (sents [][]string, nouns, verbs []string) {
	dets := []string{"the", "a", "every"}
	nouns = []string{"dog", "cat", "goat", "horse", "mule", "hen", "fox", "owl"}
	verbs = []string{"sees", "chases", "likes", "bites", "hears", "feeds"}
	for i, n1 := range nouns {
		for j, v := range verbs {
			for k, n2 := range nouns {
				d1, d2 := dets[(i+j)%3], dets[(j+k)%3]
				sents = append(sents, []string{strings.ToUpper(d1[:1]) + d1[1:], n1, v, d2, n2, "."})
			}
		}
	}
	return sents, nouns, verbs
}

// commonPrefix is the length of the longest common prefix of a and b.
func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// TestTrainSeparatesClasses: words that share their neighbours share more
// of their paths with each other than with words of another class, and
// capitals are folded.
func TestTrainSeparatesClasses(t *testing.T) {
	sents, nouns, verbs := toyText()
	entries, err := Train(sents, Config{MinLeaf: 2, Depth: 6})
	if err != nil {
		t.Fatal(err)
	}
	path := map[string]string{}
	for _, e := range entries {
		path[e.Word] = e.Bits
	}
	if _, ok := path["The"]; ok {
		t.Error(`"The" was not lowercased`)
	}
	within := 99 // shortest prefix shared inside a class
	for _, class := range [][]string{nouns, verbs} {
		for _, a := range class {
			for _, b := range class {
				within = min(within, commonPrefix(path[a], path[b]))
			}
		}
	}
	for _, n := range nouns {
		for _, v := range verbs {
			if across := commonPrefix(path[n], path[v]); across >= within {
				t.Errorf("noun %s (%s) and verb %s (%s) share %d bits, words of one class only %d", n, path[n], v, path[v], across, within)
			}
		}
	}
}

// TestTrainDeterministic: the same text gives the same file, byte for
// byte, and Read gives back what Write wrote.
func TestTrainDeterministic(t *testing.T) {
	sents, _, _ := toyText()
	var files [2]bytes.Buffer
	var entries []Entry
	for i := range files {
		e, err := Train(sents, Config{MinLeaf: 2})
		if err != nil {
			t.Fatal(err)
		}
		if err := Write(&files[i], e); err != nil {
			t.Fatal(err)
		}
		entries = e
	}
	if !bytes.Equal(files[0].Bytes(), files[1].Bytes()) {
		t.Fatal("two runs on the same text wrote different files")
	}
	back, err := Read(bytes.NewReader(files[0].Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back, entries) {
		t.Errorf("read back %d entries unlike the %d written", len(back), len(entries))
	}
	// Most frequent first; "." has no letter and no cluster.
	for i, e := range entries {
		if e.Word == "." || i > 0 && e.Count > entries[i-1].Count {
			t.Errorf("entry %d %+v out of place", i, e)
		}
	}
}

// TestTrainTooLittle: text with fewer than two frequent words is refused.
func TestTrainTooLittle(t *testing.T) {
	if _, err := Train([][]string{{"only", "once"}}, Config{}); err == nil {
		t.Error("clustered words seen once")
	}
}

// TestReadRejects: lines without three fields, a path of other than bits
// or a count that is no number are errors.
func TestReadRejects(t *testing.T) {
	for _, line := range []string{"0101\tword", "01x1\tword\t3", "\tword\t3", "0101\tword\tmany"} {
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		zw.Write([]byte(line + "\n"))
		zw.Close()
		if _, err := Read(&buf); err == nil {
			t.Errorf("read %q without error", line)
		}
	}
}

// TestClusterable: numbers and punctuation get no cluster.
func TestClusterable(t *testing.T) {
	for w, want := range map[string]bool{"police": true, "Kabul": true, "it's": true, "12": false, "B52": false, ".": false, "--": false} {
		if got := Clusterable(w); got != want {
			t.Errorf("Clusterable(%q) = %v, want %v", w, got, want)
		}
	}
}
