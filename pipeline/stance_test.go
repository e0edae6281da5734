package pipeline_test

import (
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestSpeechActs checks that a demand, refusal, promise or threat about an
// action is coded as that speech act, with the action as its content rather
// than an event of its own. The sentences are written for this test.
func TestSpeechActs(t *testing.T) {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text, want, actor, target string
	}{
		{"Officials in Ankara said Damascus must withdraw its troops from the border.", "REQUEST", "", "Damascus"},
		{"The rebels said on Tuesday they would not release the hostages.", "REJECT", "", ""},
		{"The council declined to lift the curfew.", "REJECT", "The council", ""},
		{"The farmers' union said it would boycott the talks.", "THREATEN", "", ""},
		{"The government is ready to resume negotiations with the opposition.", "AGREE", "The government", ""},
		{"Thousands of students marched through the capital demanding the minister's resignation.", "PROTEST", "", ""},
		{"Norway will withdraw its observers unless the fighting stops.", "THREATEN", "Norway", ""},
		{"The European Union may halt aid if the government delays the elections.", "THREATEN", "The European Union", ""},
		{"The president will extend the curfew in the capital.", "THREATEN", "", ""},
		{"Serbia lodged a formal protest with Albania on Tuesday.", "ACCUSE", "Serbia", ""},
	} {
		st := annotate(t, p, c.text)
		if len(st.Events) != 1 {
			var got []string
			for _, e := range st.Events {
				got = append(got, e.Type.Plover)
			}
			t.Errorf("%q: %d events %v, want one %s", c.text, len(st.Events), got, c.want)
			continue
		}
		e := st.Events[0]
		if e.Type.Plover != c.want {
			t.Errorf("%q: coded %s, want %s", c.text, e.Type.Plover, c.want)
		}
		if c.actor != "" && (e.Actor == nil || e.Actor.Text != c.actor) {
			t.Errorf("%q: actor %+v, want %q", c.text, e.Actor, c.actor)
		}
		if c.target != "" && (e.Target == nil || e.Target.Text != c.target) {
			t.Errorf("%q: target %+v, want %q", c.text, e.Target, c.target)
		}
	}
}

// TestForecastIsNoEvent checks that an action only foreseen is not coded.
func TestForecastIsNoEvent(t *testing.T) {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{
		"Analysts said they expect more attacks on the capital.",
		"The villagers said they feared more shelling.",
	} {
		for _, e := range annotate(t, p, text).Events {
			t.Errorf("%q: coded %s from a forecast", text, e.Type.Plover)
		}
	}
}

// annotate runs the pipeline on one sentence written for a test, published
// on a fixed day.
func annotate(t *testing.T, p *pipeline.Pipeline, text string) *doc.Story {
	t.Helper()
	st := &doc.Story{ID: "t", Text: text, Published: time.Date(2020, 5, 5, 0, 0, 0, 0, time.UTC)}
	if err := p.Annotate(st); err != nil {
		t.Fatal(err)
	}
	return st
}
