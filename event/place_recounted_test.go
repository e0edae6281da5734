package event_test

import "testing"

// TestRecountedStatementOffDateline checks that a dealing a speaker
// recounts with "us" or "we" as a party takes no place from the
// dateline, while the story's own news, told plainly, keeps it.
func TestRecountedStatementOffDateline(t *testing.T) {
	cases := []struct {
		text, trig, place string
	}{
		{"KISUMU: Farmers blocked the main road on Monday. Their leader said the governor promised us new roads last month.", "promised", ""},
		{"KISUMU: Farmers blocked the main road on Monday. Their leader said that we asked the governor for new roads in March.", "asked", ""},
		{"KISUMU: Farmers blocked the main road on Monday. The governor promised new roads to the farmers.", "promised", "Kisumu"},
	}
	for _, c := range cases {
		st := coded(t, c.text, "2020-05-06")
		e := eventTold(st, c.trig)
		if e == nil {
			t.Errorf("%q: no event %q", c.text, c.trig)
			continue
		}
		got := ""
		if e.Place != nil {
			got = e.Place.Name
		}
		if got != c.place {
			t.Errorf("%q: %s placed %q, want %q", c.text, c.trig, got, c.place)
		}
	}
}
