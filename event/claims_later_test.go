package event_test

import (
	"slices"
	"testing"

	"sitrep/doc"
)

// TestClaimsReportedLater checks that an incident keeps the report told
// beside its first telling and drops one told far down the story over a
// retelling folded into it, which tells that retelling's detail, not the
// incident the lead tells; a late report that gives a toll is a claim on
// the incident and stays.
func TestClaimsReportedLater(t *testing.T) {
	lead := "Gunmen attacked a bus station in Kaduna on Monday, killing four passengers. " +
		"Police said the gunmen shot the passengers at close range. " +
		"Traders shut their stalls for the rest of the day. " +
		"The state governor cut short a trip abroad. " +
		"Schools in the district stayed closed on Tuesday. "
	for _, c := range []struct {
		last string
		want []string
	}{
		{"A local official said the attack on the station was carried out by gunmen.", []string{"Police"}},
		{"A local official said the attack on the station killed six people.", []string{"Police", "A local official"}},
	} {
		st := coded(t, lead+c.last, "2021-06-15")
		i := slices.IndexFunc(st.Events, func(e doc.Event) bool { return e.Type.Plover == "ASSAULT" })
		if i < 0 {
			t.Fatalf("%q: no attack coded", c.last)
		}
		var got []string
		for _, cl := range st.Events[i].Claims {
			got = append(got, cl.Claimant.Text)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: claimants %q, want %q", c.last, got, c.want)
		}
	}
}
