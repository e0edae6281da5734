package pipetest

import "testing"

// TestAnnotated checks that the pipeline is built once and shared, and
// that a story is coded as "t" on the day given.
func TestAnnotated(t *testing.T) {
	if Default(t) != Default(t) {
		t.Error("Default built two pipelines")
	}
	st := Annotated(t, "Rebels shelled a market in the north on Monday.", "2021-03-10")
	if st.ID != "t" || st.Published.Format("2006-01-02") != "2021-03-10" {
		t.Errorf("story %q published %v", st.ID, st.Published)
	}
	if len(st.Tokens) == 0 {
		t.Error("the story was not coded: no tokens")
	}
}
