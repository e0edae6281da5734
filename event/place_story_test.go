package event_test

import (
	"testing"

	"sitrep/doc"
)

// TestUnlistedTownOverDateline checks that a lower-cased wire story's event
// takes the town the gazetteer lacks that its own clause names ("near
// X village of Y district"), not the dateline's town, and that an event
// whose clause names none keeps the dateline.
func TestUnlistedTownOverDateline(t *testing.T) {
	st := coded(t, "ahmedabad: two farmers were shot dead near morvada village of kheda district late on friday. "+
		"officers detained six suspects on saturday.", "2002-03-05")
	want := map[string]string{"shot": "morvada", "detained": "Ahmedabad"}
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

// eventTold returns the event one of whose retellings has the trigger
// word, or nil.
func eventTold(st *doc.Story, word string) *doc.Event {
	for k := range st.Events {
		e := &st.Events[k]
		for _, m := range append([]doc.Span{e.Trigger}, e.Mentions...) {
			if st.Slice(m) == word {
				return e
			}
		}
	}
	return nil
}

// placeCase is a story, the word that tells an event in it and the name
// of the place the event should take ("" for none).
type placeCase struct{ text, trigger, place string }

// checkPlaces codes each case's text and checks the place of the event
// its trigger tells.
func checkPlaces(t *testing.T, cases []placeCase) {
	t.Helper()
	for _, tc := range cases {
		st := coded(t, tc.text, "2021-03-16")
		e := eventTold(st, tc.trigger)
		if e == nil {
			t.Errorf("%q: no event told by %q", tc.text, tc.trigger)
			continue
		}
		got := ""
		if e.Place != nil {
			got = e.Place.Name
		}
		if got != tc.place {
			t.Errorf("%q: place %q, want %q", tc.text, got, tc.place)
		}
	}
}

// TestPartyOriginNoPlace checks that the place a victim comes from ("Maria
// Lopez from Bristol was killed") does not place the event the victim
// suffers, and that the place an acting body comes from ("riot police
// from Mombasa") still places what it does.
func TestPartyOriginNoPlace(t *testing.T) {
	st := coded(t, "Rockets hit Aleppo on Tuesday. A nurse, Maria Lopez from Bristol, was killed when her clinic was struck.", "2018-03-20")
	e := eventTold(st, "killed")
	if e == nil {
		t.Fatalf("no event told by %q: %+v", "killed", st.Events)
	}
	if e.Place != nil && e.Place.Name == "Bristol" {
		t.Errorf("killing placed at the victim's home town %+v", e.Place)
	}
	checkPlaces(t, []placeCase{
		{"NAIROBI (Reuters) - Riot police from Mombasa detained 30 traders on Thursday, officials said.", "detained", "Mombasa"},
		{"NAIROBI (Reuters) - Farmers from Leeds rallied on Saturday against the new tax on diesel.", "rallied", "Leeds"},
	})
}

// TestResignationPlace checks that a resignation takes no place from what
// its sentence says the post or the quarrel was about ("the envoy for
// Libya", "in protest at the pull-out from Mali") nor from the story's
// country, that a wire story's dateline still places it, as it places a
// statement, and that a site its own clause gives the act ("resigned in
// Rome", "at a news conference in Lagos") stays.
func TestResignationPlace(t *testing.T) {
	checkPlaces(t, []placeCase{
		{"The special envoy for Libya, Ana Ferreira, resigned on Monday after two years of stalled talks.", "resigned", ""},
		{"The defence minister resigned on Friday in protest at the pull-out of troops from Mali.", "resigned", ""},
		{"NAIROBI: The interior minister resigned on Sunday over the handling of the protests in Mombasa.", "resigned", "Nairobi"},
		{"The deputy premier resigned in Valletta on Monday after losing a party vote.", "resigned", "Valletta"},
		{"The health minister announced her resignation at a news conference in Accra on Friday.", "resignation", "Accra"},
	})
}

// TestStatementObjectPlace checks that a place inside what a statement or
// dealing acts on ("condemned the shelling of villages in Idlib",
// "discussed the fighting in Tigray") does not place the statement, and
// that a place of the act itself ("met the envoy in Nairobi"), of a visit's
// object or of the people dealt with, even when the parse hangs them on
// the object ("talked over the drought with elders in Dodoma"), still does.
func TestStatementObjectPlace(t *testing.T) {
	checkPlaces(t, []placeCase{
		{"The foreign minister condemned the shelling of villages in Idlib on Tuesday.", "condemned", ""},
		{"The president discussed the fighting in Tigray with the prime minister on Sunday.", "discussed", ""},
		{"The foreign minister met the UN envoy in Nairobi on Tuesday.", "met", "Nairobi"},
		{"The mediator discussed the ceasefire with militia leaders in Goma on Monday.", "discussed", "Goma"},
	})
}
