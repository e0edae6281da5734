package event_test

import "testing"

// TestUnlistedTownOverDateline checks that a lower-cased wire story's event
// takes the town the gazetteer lacks that its own clause names ("in
// kelvadi town of kheda district"), not the dateline's town, and that an
// event whose clause names none keeps the dateline.
func TestUnlistedTownOverDateline(t *testing.T) {
	st := coded(t, "ahmedabad: curfew was imposed in kelvadi town of kheda district on monday after a mob burnt shops. "+
		"the police arrested nine men on tuesday.", "2002-03-05")
	want := map[string]string{"curfew": "kelvadi", "arrested": "Ahmedabad"}
	for _, e := range st.Events {
		trig := st.Slice(e.Trigger)
		w, ok := want[trig]
		if !ok {
			continue
		}
		delete(want, trig)
		if e.Place == nil || e.Place.Name != w {
			t.Errorf("%s: place %+v, want %s", trig, e.Place, w)
		}
	}
	for trig := range want {
		t.Errorf("no event %q", trig)
	}
}

// TestPartyOriginNoPlace checks that a place a party comes from ("John
// Carter from Leeds") does not place the event the party suffers or does.
func TestPartyOriginNoPlace(t *testing.T) {
	st := coded(t, "Fighting raged in Syria on Monday. John Carter from Leeds was killed in the shelling of a village.", "2018-03-20")
	for _, e := range st.Events {
		if st.Slice(e.Trigger) == "shelling" && e.Place != nil && e.Place.Name == "Leeds" {
			t.Errorf("shelling placed at the victim's home town %+v", e.Place)
		}
	}
}
