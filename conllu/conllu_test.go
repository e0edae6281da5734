package conllu

import (
	"strings"
	"testing"
)

const sample = `# newdoc id = d1
# sent_id = s1
# text = They didn't go.
1	They	they	PRON	PRP	_	3	nsubj	_	_
2-3	didn't	_	_	_	_	_	_	_	_
2	did	do	AUX	VBD	_	4	aux	_	_
3	n't	not	PART	RB	_	4	advmod	_	_
4	go	go	VERB	VB	_	0	root	_	SpaceAfter=No
4.1	went	go	VERB	VBD	_	_	_	_	_
5	.	.	PUNCT	.	_	4	punct	_	_

# sent_id = s2
# text = Yes
1	Yes	yes	INTJ	UH	_	0	root	_	_
`

func TestRead(t *testing.T) {
	sents, err := Read(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	if len(sents) != 2 {
		t.Fatalf("got %d sentences, want 2", len(sents))
	}
	s := sents[0]
	if !s.NewDoc || !s.NewPar || s.ID != "s1" || s.Text != "They didn't go." {
		t.Errorf("comments: %+v", s)
	}
	if len(s.Words) != 5 || s.Words[1].Lemma != "do" || s.Words[3].Head != 0 {
		t.Errorf("words: %+v", s.Words)
	}
	forms, space := s.Tokens()
	if strings.Join(forms, "|") != "They|didn't|go|." {
		t.Errorf("tokens %q", forms)
	}
	if space[2] || !space[1] {
		t.Errorf("spaceAfter %v", space)
	}
	if s.DocID != "d1" || sents[1].DocID != "d1" {
		t.Errorf("doc ids %q %q, want d1 for both", s.DocID, sents[1].DocID)
	}
	if sents[1].NewPar {
		t.Error("second sentence should not start a paragraph")
	}
}

func TestReadBadLine(t *testing.T) {
	_, err := Read(strings.NewReader("1\tx\n"))
	if err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Fatalf("want an error naming line 1, got %v", err)
	}
}

func TestInDocs(t *testing.T) {
	sents, err := Read(strings.NewReader(sample + "\n# newdoc id = e1\n# sent_id = s3\n1\tNo\tno\tINTJ\tUH\t_\t0\troot\t_\t_\n"))
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, s := range InDocs(sents, "d") {
		ids = append(ids, s.ID)
	}
	if strings.Join(ids, " ") != "s1 s2" {
		t.Errorf("InDocs(d) = %q, want s1 s2", ids)
	}
	if got := InDocs(sents, "e1"); len(got) != 1 || got[0].ID != "s3" {
		t.Errorf("InDocs(e1) = %+v", got)
	}
}
