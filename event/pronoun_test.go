package event_test

import "testing"

// TestPersonPronounParty checks that "he" or "she" in a reported clause
// stands for no country, body, newspaper or town that reports it or is
// named beside it, while a person who reports it is still the one meant.
func TestPersonPronounParty(t *testing.T) {
	for _, c := range []struct {
		text, plover, role, want string
	}{
		{"Chile said he was detained at the border on Monday.", "COERCE", "target", "he"},
		{"The Herald reported that he was detained by police in Lima.", "COERCE", "target", "he"},
		{"Police in Quito said she was arrested on Friday.", "COERCE", "target", "she"},
		{"Peru announced that he had been arrested in Cusco.", "COERCE", "target", "he"},
		{"The spokesman said he had met the envoy.", "CONSULT", "actor", "The spokesman"},
		{"U.N. envoy Maria Lopez announced on Monday that she will withdraw the observers from Haiti.", "AGREE", "actor", "Maria Lopez"},
	} {
		st := coded(t, c.text, "2020-01-10")
		found := false
		for _, e := range st.Events {
			if e.Type.Plover != c.plover {
				continue
			}
			found = true
			p := e.Target
			if c.role == "actor" {
				p = e.Actor
			}
			if got := ""; p == nil || p.Text != c.want {
				if p != nil {
					got = p.Text
				}
				t.Errorf("%q: %s %q, want %q", c.text, c.role, got, c.want)
			}
		}
		if !found {
			t.Errorf("%q: no %s event in %d", c.text, c.plover, len(st.Events))
		}
	}
}
