package event_test

import (
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/internal/pipetest"
)

// TestPronounTarget checks that a first-person object the coreference
// step tied to no one is written as no target, while a third-person one
// stays and one it linked still names its antecedent.
func TestPronounTarget(t *testing.T) {
	p := pipetest.Default(t)
	cases := []struct {
		text, plover, target string
	}{
		{"“The governor told us to clear the square by noon,” a trader said on Tuesday.", "REQUEST", ""},
		{"Residents crowded around the convoy and the officials assured us that help was coming, one of them said.", "AGREE", ""},
		{"The commander reached the village at dawn. “Nobody told him to open fire,” his deputy said later.", "REQUEST", "him"},
		{"The minister met the rebel commanders in Goma and urged them to disarm.", "REQUEST", "the rebel commanders in Goma"},
	}
	for _, c := range cases {
		st := &doc.Story{ID: "t", Published: time.Date(2020, 5, 6, 0, 0, 0, 0, time.UTC), Text: c.text}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, e := range st.Events {
			if e.Type.Plover != c.plover {
				continue
			}
			found = true
			got := ""
			if e.Target != nil {
				got = e.Target.Text
			}
			if got != c.target {
				t.Errorf("%q: %s target %q, want %q", c.text, c.plover, got, c.target)
			}
		}
		if !found {
			t.Errorf("%q: no %s (events %+v)", c.text, c.plover, st.Events)
		}
	}
}
