package timeml

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sitrep/doc"
	"sitrep/internal/gold"
	"sitrep/pipeline"
	"sitrep/text"
	"sitrep/when"
)

// A small TimeML document written for this test.
const sampleTML = `<?xml version="1.0" ?>
<TimeML>
<DOCID>sample</DOCID>
<DCT><TIMEX3 tid="t0" type="DATE" value="2012-02-25" temporalFunction="false" functionInDocument="CREATION_TIME">02/25/2012</TIMEX3></DCT>
<TEXT>
Rebels &amp; troops <EVENT eid="e1" class="OCCURRENCE">clashed</EVENT> <TIMEX3 tid="t1" type="DATE" value="2012-02-23">Thursday</TIMEX3> for <TIMEX3 tid="t2" type="DURATION" value="P5D">five days</TIMEX3>, officials said <TIMEX3 tid="t3" type="DATE" value="PRESENT_REF">now</TIMEX3>.
</TEXT>
</TimeML>
`

func writeSample(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "sample.tml"), []byte(sampleTML), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestReadTimeML(t *testing.T) {
	d, err := ReadFile(filepath.Join(writeSample(t), "sample.tml"))
	if err != nil {
		t.Fatal(err)
	}
	if got := d.DCT.Format("2006-01-02"); got != "2012-02-25" {
		t.Errorf("DCT %s, want 2012-02-25", got)
	}
	if strings.Contains(d.Text, "<") || !strings.Contains(d.Text, "Rebels & troops clashed Thursday") {
		t.Errorf("text not stripped and decoded: %q", d.Text)
	}
	want := []string{"Thursday", "five days", "now"}
	if len(d.Timexs) != len(want) {
		t.Fatalf("%d timexes, want %d (the DCT excluded)", len(d.Timexs), len(want))
	}
	for i, w := range want {
		if got := d.Text[d.Timexs[i].Start:d.Timexs[i].End]; got != w {
			t.Errorf("timex %d covers %q, want %q", i, got, w)
		}
	}
	if d.Timexs[1].Value != "P5D" || d.Timexs[1].Type != "DURATION" {
		t.Errorf("timex 1 = %+v", d.Timexs[1])
	}
}

// The scorer on hand-made system output: one exact match with the right
// value, one overlap with a wrong value, one false alarm, one miss.
func TestScoreTimex(t *testing.T) {
	d, err := ReadFile(filepath.Join(writeSample(t), "sample.tml"))
	if err != nil {
		t.Fatal(err)
	}
	at := func(s string) doc.Span {
		i := strings.Index(d.Text, s)
		return doc.Span{Start: i, End: i + len(s)}
	}
	sys := []doc.Timex{
		{Span: at("Thursday"), Type: "DATE", Value: "2012-02-23"},
		{Span: at("five days,"), Type: "DURATION", Value: "P4D"},
		{Span: at("Rebels"), Type: "DATE", Value: "2012"},
	}
	s, err := Score([]*Document{d}, fixed(sys))
	if err != nil {
		t.Fatal(err)
	}
	near := func(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }
	checks := []struct {
		name      string
		got, want float64
	}{
		{"strict P", s.StrictPrecision, 1.0 / 3},
		{"strict R", s.StrictRecall, 1.0 / 3},
		{"relaxed P", s.RelaxedPrecision, 2.0 / 3},
		{"relaxed R", s.RelaxedRecall, 2.0 / 3},
		{"relaxed F1", s.RelaxedF1, 2.0 / 3},
		{"value accuracy", s.ValueAccuracy, 0.5},
		{"value F1", s.ValueF1, 2.0 / 3 * 0.5},
		{"type accuracy", s.TypeAccuracy, 1},
	}
	for _, c := range checks {
		if !near(c.got, c.want) {
			t.Errorf("%s = %.4f, want %.4f", c.name, c.got, c.want)
		}
	}
}

// Quality floor of package when on TimeBank (TempEval-3 task A), through
// the pipeline's path: package text tokens, then Annotate.
func TestTimexTimeBankQuality(t *testing.T) {
	dir := gold.Path(t, "timebank/TimeBank")
	tg, err := when.New()
	if err != nil {
		t.Fatal(err)
	}
	docs, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Score(docs, pipeline.New(pipeline.Named{Name: "text", Stage: text.New()}, pipeline.Named{Name: "when", Stage: tg}))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("TimeBank: strict F1 %.3f, relaxed F1 %.3f, value F1 %.3f, type accuracy %.3f (%d gold, %d system)",
		s.StrictF1, s.RelaxedF1, s.ValueF1, s.TypeAccuracy, s.Gold, s.System)
	if s.RelaxedF1 < 0.88 {
		t.Errorf("relaxed F1 %.3f below the 0.88 floor", s.RelaxedF1)
	}
	if s.ValueF1 < 0.75 {
		t.Errorf("value F1 %.3f below the 0.75 floor", s.ValueF1)
	}
}

// fixed is an eval.Annotator that gives every story the same time
// expressions, for testing the scorer on its own.
type fixed []doc.Timex

func (f fixed) Annotate(st *doc.Story) error {
	st.Timexes = append(st.Timexes[:0], f...)
	return nil
}
