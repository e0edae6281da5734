package event_test

import (
	"testing"

	"sitrep/doc"
)

// TestDatelineUnderPublicationLine checks that a dateline ("kanpur: ...")
// below a publication line is still read as one: the city the parse takes
// for the subject of the opening sentence is no party, and the phrase hung
// on it is.
func TestDatelineUnderPublicationLine(t *testing.T) {
	const body = "kanpur: two brothers, including a shopkeeper, were arrested on friday for stealing brass bells " +
		"from a temple near the river. the police said the bells were sold to a scrap dealer in the city for a small sum. " +
		"the priest of the temple had lodged a complaint last week after the bells went missing during the night. " +
		"officers traced the brothers through the dealer, who told them where the metal came from. " +
		"both men were sent to jail after a court hearing on saturday, and the dealer was questioned too."
	for _, text := range []string{body, "City edition, April 9, 2004\n\n" + body} {
		st := coded(t, text, "2004-04-09")
		var got *doc.Event
		for i := range st.Events {
			if st.Events[i].Type.Plover == "COERCE" {
				got = &st.Events[i]
				break
			}
		}
		const want = "two brothers, including a shopkeeper"
		switch {
		case got == nil:
			t.Errorf("%.30q: no COERCE event in %d", text, len(st.Events))
		case got.Target == nil || got.Target.Text != want:
			t.Errorf("%.30q: target %+v, want %q", text, got.Target, want)
		}
	}
}
