package event_test

import "testing"

// TestConsequenceWarning checks that a warning of what an act or a thing
// will bring about is coded as the criticism it is (ACCUSE), and that a
// warning of what a party will do stays a threat.
func TestConsequenceWarning(t *testing.T) {
	wantCategoryNot(t, []categoryCase{
		{"The opposition warned that the new tax would fuel unrest in the provinces.", "ACCUSE", "THREATEN"},
		{"The governor warned that the closure of the mill will cause hardship for the town.", "ACCUSE", "THREATEN"},
		{"Lund warned that his soldiers would damage every bridge on the road.", "THREATEN", "ACCUSE"},
		{"The general warned that the militia would cause trouble.", "THREATEN", "ACCUSE"},
	})
}

// TestWithdrawnCooperation checks that support, aid or an envoy withdrawn
// and sanctions reimposed are coded SANCTION, and troops withdrawn stay a
// RETREAT.
func TestWithdrawnCooperation(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"The senate has withdrawn support for the war in Yemen.", "SANCTION"},
		{"Kenya withdrew its ambassador from Somalia on Friday.", "SANCTION"},
		{"Oslo reimposed sanctions on the junta on Monday.", "SANCTION"},
		{"The army withdrew its troops from the border town.", "RETREAT"},
	} {
		st := coded(t, c.text, "2019-06-04")
		if len(st.Events) != 1 || st.Events[0].Type.Plover != c.want {
			t.Errorf("%q: coded %d events, want one %s", c.text, len(st.Events), c.want)
			for _, e := range st.Events {
				t.Logf("  %s", e.Type.Plover)
			}
		}
	}
}

// TestOngoingWarning checks that a warning that another party is doing
// something, told in the progressive, is coded as the criticism it is
// (ACCUSE, ongoingClause), while a progressive of what is to come or a
// watch kept ([threat-progressives]) stays a threat.
func TestOngoingWarning(t *testing.T) {
	wantCategoryNot(t, []categoryCase{
		{"The mayor warned that the contractors were dumping waste in the river.", "ACCUSE", "THREATEN"},
		{"Farmers warned that the ministry is seizing their grazing land.", "ACCUSE", "THREATEN"},
		{"The militia warned that it is going to attack the depot.", "THREATEN", "ACCUSE"},
		{"The envoy warned the generals that the region is watching them.", "THREATEN", "ACCUSE"},
	})
}

// categoryCase is a sentence, the category it must be coded as, and one it
// must not be coded as.
type categoryCase struct{ text, want, not string }

// wantCategoryNot codes each sentence and checks that one of its events
// has the wanted category and none the other.
func wantCategoryNot(t *testing.T, cases []categoryCase) {
	t.Helper()
	for _, c := range cases {
		st := coded(t, c.text, "2019-06-04")
		got := map[string]bool{}
		for _, e := range st.Events {
			got[e.Type.Plover] = true
		}
		if !got[c.want] || got[c.not] {
			t.Errorf("%q: coded %v, want %s and no %s", c.text, got, c.want, c.not)
		}
	}
}
