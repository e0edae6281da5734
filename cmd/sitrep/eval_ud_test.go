package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// twoDocs is a CoNLL-U file of two documents written for this test.
const twoDocs = `# newdoc id = wire_a
# sent_id = a1
1	Police	police	NOUN	NNS	_	2	nsubj	_	_
2	arrested	arrest	VERB	VBD	_	0	root	_	_
3	two	two	NUM	CD	_	4	nummod	_	_
4	men	man	NOUN	NNS	_	2	obj	_	_
5	.	.	PUNCT	.	_	2	punct	_	_

# newdoc id = blog_b
# sent_id = b1
1	I	I	PRON	PRP	_	2	nsubj	_	_
2	agree	agree	VERB	VBP	_	0	root	_	_
3	.	.	PUNCT	.	_	2	punct	_	_

# sent_id = b2
1	Yes	yes	INTJ	UH	_	0	root	_	_
`

func TestEvalUDDocs(t *testing.T) {
	path := filepath.Join(t.TempDir(), "two.conllu")
	if err := os.WriteFile(path, []byte(twoDocs), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		docs         string
		sents, words int
	}{{"", 3, 9}, {"wire_", 1, 5}, {"blog_b", 2, 4}} {
		var out, errb bytes.Buffer
		args := []string{"eval", "ud", "--gold", path, "--json"}
		if c.docs != "" {
			args = append(args, "--docs", c.docs)
		}
		if code := run(args, &out, &errb); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errb.String())
		}
		var sc struct{ Sentences, Words int }
		if err := json.Unmarshal(out.Bytes(), &sc); err != nil {
			t.Fatalf("%v: %v in %q", args, err, out.String())
		}
		if sc.Sentences != c.sents || sc.Words != c.words {
			t.Errorf("--docs %q: %d sentences, %d words; want %d, %d", c.docs, sc.Sentences, sc.Words, c.sents, c.words)
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"eval", "ud", "--gold", path, "--docs", "news_"}, &out, &errb); code == 0 || !strings.Contains(errb.String(), "news_") {
		t.Errorf("--docs matching nothing: exit %d, stderr %q; want an error naming the prefix", code, errb.String())
	}
}

// TestEvalUDNetFile: a --net file that is missing or not a net is an
// error naming it.
func TestEvalUDNetFile(t *testing.T) {
	dir := t.TempDir()
	gold := filepath.Join(dir, "two.conllu")
	notNet := filepath.Join(dir, "not-a-net.bin.gz")
	for _, p := range []string{gold, notNet} {
		if err := os.WriteFile(p, []byte(twoDocs), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, net := range []string{filepath.Join(dir, "absent.bin.gz"), notNet} {
		var out, errb bytes.Buffer
		if code := run([]string{"eval", "ud", "--gold", gold, "--net", net}, &out, &errb); code == 0 || !strings.Contains(errb.String(), filepath.Base(net)) {
			t.Errorf("--net %s: exit %d, stderr %q; want an error naming the file", net, code, errb.String())
		}
	}
}
