package event_test

import "testing"

// TestCoordinatedActOwnDoer checks that a verb joined by "and" to a saying
// verb tells the speaker's own act, not what the speaker says: a council
// that rejects a report and demands a new review is the demand's doer,
// and the denial is no claim on the demand.
func TestCoordinatedActOwnDoer(t *testing.T) {
	for _, text := range []string{
		"The council rejected the report and demanded a fresh review of the accounts.",
		"The ministry dismissed the report and demanded an apology from the newspaper.",
		"The governor denied the claims and asked the auditors to publish their findings.",
	} {
		st := coded(t, text, "2021-06-12")
		found := false
		for _, e := range st.Events {
			if e.Type.Plover != "REQUEST" {
				continue
			}
			found = true
			if e.Actor == nil {
				t.Errorf("%q: the request has no actor", text)
			}
			if len(e.Claims) > 0 {
				t.Errorf("%q: the request carries claims %+v", text, e.Claims)
			}
		}
		if !found {
			t.Errorf("%q: no request coded", text)
		}
	}
}
