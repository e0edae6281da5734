package when

import "testing"

// TestRelativeWordAsName checks that a capitalised "Today" in the middle of
// a sentence, after a word or a possessive, names a programme or a paper
// and is no date, while one that opens a sentence or a quotation is the
// story's day.
func TestRelativeWordAsName(t *testing.T) {
	tg := newTagger(t)
	names := []string{
		"The envoy told the network’s Today programme that talks had stalled.",
		"The general spoke on ITV’s Tonight about the raid.",
		"The mayor told Today that the bridge would reopen.",
		"A reporter for USA Today was detained at the border.",
	}
	for _, s := range names {
		for _, x := range tag(t, tg, s, sat) {
			t.Errorf("%q: %q tagged %s, want no time", s, s[x.Start:x.End], x.Value)
		}
	}
	days := []string{
		"Today the market reopened.",
		"The market was shut. Today it reopened.",
		"“Today we start again,” the mayor said.",
		"The market reopened today.",
	}
	for _, s := range days {
		if x := find(s, tag(t, tg, s, sat), "Today"); x == nil && find(s, tag(t, tg, s, sat), "today") == nil {
			t.Errorf("%q: no day tagged", s)
		}
	}
}
