package event_test

import "testing"

// TestMergeOtherSite checks that an attack on a site told in a sentence
// of its own, after an attack on another site, stays an attack of its
// own, its doer no crowd ("the men"), while a sentence that strikes the
// same site again ("the market") retells the first.
func TestMergeOtherSite(t *testing.T) {
	lede := "Youths set fire to a grain market in Kano on Friday. "
	for _, c := range []struct {
		next    string
		attacks int
	}{
		{"The men who stormed the checkpoint escaped into the bush.", 2},
		{"The men burned the market to the ground.", 1},
	} {
		st := coded(t, lede+c.next, "2021-03-13")
		n := 0
		for _, e := range st.Events {
			switch e.Type.Plover {
			case "ASSAULT":
				n++
			case "PROTEST":
				t.Errorf("%q: %q coded a riot", c.next, st.Slice(e.Trigger))
			}
		}
		if n != c.attacks {
			for _, e := range st.Events {
				t.Logf("%s %q", e.Type.Plover, st.Slice(e.Trigger))
			}
			t.Errorf("%q: %d attacks, want %d", c.next, n, c.attacks)
		}
	}
}
