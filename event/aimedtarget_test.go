package event_test

import (
	"testing"

	"sitrep/doc"
)

// TestTargetCountry checks the country of targets named only through the
// act's condition, setting or owner, on sentences written for the test.
func TestTargetCountry(t *testing.T) {
	for _, c := range []struct {
		text, trigger, country string
	}{
		// a threat bears on whom its condition is put to
		{"Moscow threatened to cut gas supplies to Ukraine unless Kiev paid its debts.", "threatened", "UKR"},
		// the subject's own forces are no party; where they are is
		{"Israel strengthened its forces in Lebanon on Monday.", "strengthened", "LBN"},
		// "to drought-hit Somalia" misparsed as a clause
		{"Japan pledged food aid to drought-hit Somalia on Friday.", "pledged", "SOM"},
		// a phrase is the party of the name nearest its head, not of
		// one deeper in its "with" phrase
		{"Colombia has welcomed Spanish mediation in the peace talks with the rebels.", "welcomed", "ESP"},
		{"The president has agreed to Egyptian mediation in the dispute with the Palestinians.", "agreed", "EGY"},
	} {
		st := coded(t, c.text, "2020-05-05")
		found := false
		for _, e := range st.Events {
			if st.Slice(e.Trigger) != c.trigger {
				continue
			}
			found = true
			got := ""
			if e.Target != nil {
				got = e.Target.Country
			}
			if got != c.country {
				t.Errorf("%q: target country %q, want %q", c.text, got, c.country)
			}
		}
		if !found {
			t.Errorf("%q: no event on %q", c.text, c.trigger)
		}
	}
}

// TestAnsweredCrowd checks that force used in answer to a crowd's act,
// told in a clause of time, is used against that crowd, and that a clause
// naming no crowd gives no target.
func TestAnsweredCrowd(t *testing.T) {
	checkTargets(t, []targetCase{
		{"Riot police fired tear gas when hundreds of students blocked the main road.", "gas", "hundreds of students"},
		{"Soldiers fired rubber bullets after villagers had blocked the highway for hours.", "fired", "villagers"},
		{"Police fired tear gas when the minister's convoy arrived at the stadium.", "gas", ""},
	})
}

// TestMobilisedTarget checks that a deployment's target is the party it
// is sent against, not what it sends, and never a time marked "against".
func TestMobilisedTarget(t *testing.T) {
	checkTargets(t, []targetCase{
		{"The government deployed troops against the rebels in the north.", "deployed", "the rebels"},
		{"The ministry deployed riot police against Friday night in Lagos.", "deployed", ""},
		{"The governor sent soldiers to the district on Tuesday.", "sent", ""},
	})
}

// targetCase is a sentence, the trigger of an event in it and the text of
// that event's target ("" for none).
type targetCase struct{ text, trigger, target string }

// checkTargets codes each case's sentence and checks the target of every
// event on its trigger, and that there is one.
func checkTargets(t *testing.T, cases []targetCase) {
	t.Helper()
	for _, c := range cases {
		st := coded(t, c.text, "2020-05-05")
		found := false
		for _, e := range st.Events {
			if st.Slice(e.Trigger) != c.trigger {
				continue
			}
			found = true
			got := ""
			if e.Target != nil {
				got = e.Target.Text
			}
			if got != c.target {
				t.Errorf("%q: target %q, want %q", c.text, got, c.target)
			}
		}
		if !found {
			t.Errorf("%q: no event on %q", c.text, c.trigger)
		}
	}
}

// checkEventTarget checks that st, coded from text, has a plover event and
// that the first one's target is want (none for ""); it returns that event.
func checkEventTarget(t *testing.T, text string, st *doc.Story, plover, want string) *doc.Event {
	t.Helper()
	got := eventOf(st, plover)
	switch {
	case got == nil:
		t.Errorf("%q: no %s event in %d", text, plover, len(st.Events))
	case want == "" && got.Target != nil:
		t.Errorf("%q: target %q, want none", text, got.Target.Text)
	case want != "" && (got.Target == nil || got.Target.Text != want):
		t.Errorf("%q: target %+v, want %q", text, got.Target, want)
	}
	return got
}

// TestRetreatGivesUpItsOwn checks that what a withdrawal or resignation
// gives up, the forces withdrawn or a post of the actor's, is no target,
// while whom a release frees still is.
func TestRetreatGivesUpItsOwn(t *testing.T) {
	for _, c := range []struct {
		text, target string // target "" for none
	}{
		{"The president decided to withdraw 3,000 troops from the border region.", ""},
		{"The two ministers quit their posts on Friday.", ""},
		{"The rebels released five soldiers on Monday.", "five soldiers"},
	} {
		st := coded(t, c.text, "2021-06-02")
		checkEventTarget(t, c.text, st, "RETREAT", c.target)
	}
}
