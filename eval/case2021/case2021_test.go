package case2021

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sitrep/doc"
)

// keywordCoder codes a snippet as a suicide bombing when it says "bomber",
// an arrest when it says "arrested", and as nothing otherwise.
type keywordCoder struct{}

func (keywordCoder) Annotate(st *doc.Story) error {
	switch {
	case strings.Contains(st.Text, "bomber"):
		st.Events = append(st.Events, doc.Event{Type: doc.EventType{AcledSubEventType: "Suicide bomb"}})
	case strings.Contains(st.Text, "arrested"):
		st.Events = append(st.Events, doc.Event{Type: doc.EventType{AcledSubEventType: "Arrests"}})
	}
	return nil
}

func TestScoreCase2021(t *testing.T) {
	tsv := "id\tEventSnippet\tSubType\n" +
		"1\tA bomber blew himself up.\tSUIC_BOMB\n" +
		"2\tPolice arrested a bomber.\tARREST\n" +
		"3\tFloods hit the coast.\tNATURAL_DISASTER\n" +
		"4\tTraders marched.\tPEACE_PROTEST\n"
	p := filepath.Join(t.TempDir(), "case.tsv")
	if err := os.WriteFile(p, []byte(tsv), 0o644); err != nil {
		t.Fatal(err)
	}
	snippets, err := Read(p)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := Score(snippets, keywordCoder{})
	if err != nil {
		t.Fatal(err)
	}
	// SUIC_BOMB: tp 1, fp 1 (line 2) -> F1 2/3; ARREST: fn 1 -> 0;
	// PEACE_PROTEST: fn 1 -> 0; the other 22 types have no data -> 0.
	if want := (2.0 / 3) / 25; sc.Snippets != 4 || math.Abs(sc.MacroF1-want) > 1e-9 || sc.Accuracy != 0.25 {
		t.Errorf("got %+v, want 4 snippets, macro-F1 %.4f, accuracy 0.25", sc, want)
	}
	if sc.Confusions["ARREST -> SUIC_BOMB"] != 1 || sc.Confusions["PEACE_PROTEST -> "] != 1 || len(sc.Misses) != 3 ||
		sc.Misses[0].Gold != "ARREST" || sc.Misses[0].Got != "SUIC_BOMB" {
		t.Errorf("confusions %v, misses %+v", sc.Confusions, sc.Misses)
	}
}
