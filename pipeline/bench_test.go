package pipeline

import (
	"runtime"
	"testing"

	"sitrep/doc"
	"sitrep/text"
)

func TestBenchCountsEveryPass(t *testing.T) {
	p := New(Named{"text", text.New()})
	stories := []*doc.Story{
		{ID: "a", Text: "Police arrested three men on Monday."},
		{ID: "b", Text: "Two people were killed. Five were hurt."},
	}
	res, err := Bench(p, stories, 2, 3)
	if err != nil {
		t.Fatal(err)
	}
	if res.Stories != 6 || res.Workers != 2 {
		t.Errorf("stories %d, workers %d; want 6 stories with 2 workers", res.Stories, res.Workers)
	}
	if res.Tokens < 6*6 || res.Bytes != 3*(len(stories[0].Text)+len(stories[1].Text)) {
		t.Errorf("tokens %d, bytes %d", res.Tokens, res.Bytes)
	}
	if len(res.Stages) != 1 || res.Stages[0].Stage != "text" || res.Stages[0].Seconds <= 0 {
		t.Errorf("stages %+v", res.Stages)
	}
	// A stage's CPU time is its threads' while it ran: some, and never
	// more than its wall time.
	if st := res.Stages[0]; runtime.GOOS == "linux" && (st.CPUSeconds <= 0 || st.CPUSeconds > st.Seconds+1e-3) {
		t.Errorf("stage CPU %.6fs against %.6fs wall", st.CPUSeconds, st.Seconds)
	}
	if len(stories[0].Tokens) != 0 {
		t.Error("Bench annotated the caller's stories instead of copies")
	}
}
