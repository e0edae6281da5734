package pipeline_test

import (
	"testing"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestEventDates checks the date an event is given from the words around
// it. The stories are written for this test and published on 2020-05-05
// (see annotate); want is the event's date, "" for none.
func TestEventDates(t *testing.T) {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text, trigger, want string
	}{
		// A dateline's date is the day the story was filed, not the
		// event's, even where a headline runs into the dateline: with no
		// date of its own, the event takes the story's.
		{"KANDAHAR, Afghanistan, April 28 (Xinhua) -- Seven militants were killed in an explosion in Kandahar province.", "explosion", "2020-05-05"},
		{"Seven militants killed in blast in AfghanistanKANDAHAR, Afghanistan, April 28 (Xinhua) -- Seven militants were killed in an explosion in Kandahar province.", "blast", "2020-05-05"},
		{"KANDAHAR, Afghanistan, April 28 (Xinhua) -- Seven militants were killed in an explosion in Kandahar province on Sunday.", "explosion", "2020-05-03"},
		// The date of a saying on the day of the story, or the day before,
		// is the news of the day, not the event's: the event takes the
		// story's date, and the date of a retelling may replace it. An
		// older saying bounds the event.
		{"A local official said on Monday that gunmen had killed four villagers.", "killed", "2020-05-05"},
		{"A local official said on Friday that gunmen had killed four villagers.", "killed", "2020-05-01"},
		{"Gunmen attacked a village on Sunday. At least four people were killed in the attack, a local official said on Monday.", "attacked", "2020-05-03"},
	} {
		st := annotate(t, p, c.text)
		var e *doc.Event
		for i := range st.Events {
			if st.Slice(st.Events[i].Trigger) == c.trigger || hasMention(st, &st.Events[i], c.trigger) {
				e = &st.Events[i]
			}
		}
		if e == nil {
			t.Errorf("%q: no event on %q (%d events)", c.text, c.trigger, len(st.Events))
			continue
		}
		got := ""
		if e.Time != nil {
			got = e.Time.Date
		}
		if got != c.want {
			t.Errorf("%q: %q dated %q, want %q", c.text, c.trigger, got, c.want)
		}
	}
}
