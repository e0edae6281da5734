package event_test

import "testing"

// TestFirstPersonAsk checks that "ask" or "tell" in the first person
// singular, a witness's own dealings, is no request, while a party's bid
// to another still is.
func TestFirstPersonAsk(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"“I asked the driver to stop the bus,” the teacher said.", false},
		{"“The officer told me to wait outside,” she said.", false},
		{"The governor asked the strikers to return to work.", true},
	} {
		st := coded(t, c.text, "2020-05-06")
		got := false
		for _, e := range st.Events {
			got = got || e.Type.Plover == "REQUEST"
		}
		if got != c.want {
			t.Errorf("%q: REQUEST %v, want %v", c.text, got, c.want)
		}
	}
}
