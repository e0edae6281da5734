package event_test

import "testing"

// TestMergeDates checks how dates join or part two mentions of an act:
//   - "the attack", dated by its own words a day off the incident it
//     points back to (a night attack told by the day it began), is that
//     incident;
//   - a time unit told as a date ("this week after ...") sets no interval
//     between two mentions of one sentence, as "a day after" does;
//   - a definite mention dated the day after the incident ("the fighting
//     resumed on Monday") is a new incident;
//   - a retelling the text leaves undated joins an incident dated earlier
//     in the week of publication.
func TestMergeDates(t *testing.T) {
	for _, c := range []struct {
		pub string
		eventCount
	}{
		{"2020-11-16", eventCount{"Gunmen killed four guards at a border post in Zabul province on Sunday, officials said. " +
			"A spokesman for the governor said the attack began late on Saturday night and lasted until dawn.", "ASSAULT", 1}},
		{"2019-09-20", eventCount{"Soldiers recaptured the pass at Velde this week after a short offensive against the insurgents who held it.", "ASSAULT", 1}},
		{"2021-03-09", eventCount{"Gunmen killed three policemen at a checkpoint outside Lashkar Gah on Sunday, the provincial police said. " +
			"The fighting resumed on Monday and two more policemen died.", "ASSAULT", 2}},
		{"2019-03-01", eventCount{"Gunmen attacked a police station on Monday, killing two officers. " +
			"Witnesses said the assailants fired on the building for an hour.", "ASSAULT", 1}},
	} {
		checkEventCounts(t, c.pub, []eventCount{c.eventCount})
	}
}
