package event_test

import (
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/internal/pipetest"
)

// TestTrailingAttribution checks that a closing "according to X" the
// parser hangs on a relative clause still reports the incident the
// sentence tells, not only the clause it hangs on.
func TestTrailingAttribution(t *testing.T) {
	p := pipetest.Default(t)
	for text, want := range map[string]string{
		"Rebels have seized a village in the south of the country that had become a base for the army, according to local media.": "local media",
		"Gunmen killed four guards at a checkpoint that had been set up by the army, according to witnesses.":                     "witnesses",
	} {
		st := &doc.Story{ID: "t", Published: time.Date(2024, 3, 4, 0, 0, 0, 0, time.UTC), Text: text}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, e := range st.Events {
			if e.Type.Plover != "ASSAULT" {
				continue
			}
			for _, c := range e.Claims {
				found = found || c.Kind == doc.ClaimReported && c.Claimant.Text == want
			}
		}
		if !found {
			t.Errorf("%q: no report by %q on the attack (events %+v)", text, want, st.Events)
		}
	}
}
