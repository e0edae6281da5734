package event_test

import "testing"

// TestMergeAnaphoraNextDay checks that "the attack", dated by its own
// words a day off the incident it points back to (a night attack told
// by the day it began), is that incident.
func TestMergeAnaphoraNextDay(t *testing.T) {
	text := "Gunmen killed four guards at a border post in Zabul province on Sunday, officials said. " +
		"A spokesman for the governor said the attack began late on Saturday night and lasted until dawn."
	st := coded(t, text, "2020-11-16")
	n := countEvents(t, st, "ASSAULT")
	if n != 1 {
		t.Errorf("%d attacks, want 1 (Sunday's killing retold)", n)
	}
}

// TestMergeDeicticUnitNoInterval checks that a time unit told as a date
// ("this week after ...") sets no interval between two mentions
// of one sentence, as "a day after" does.
func TestMergeDeicticUnitNoInterval(t *testing.T) {
	text := "Soldiers recaptured the pass at Velde this week after a short offensive against the insurgents who held it."
	st := coded(t, text, "2019-09-20")
	n := countEvents(t, st, "ASSAULT")
	if n != 1 {
		t.Errorf("%d attacks, want 1 (the recapture and the offensive that won it are one)", n)
	}
}

// TestMergeAnaphoraDayAfterIsNew checks that a definite mention dated
// the day after the incident ("the fighting resumed on Monday") is told
// as a new incident, not as a retelling of Sunday's.
func TestMergeAnaphoraDayAfterIsNew(t *testing.T) {
	text := "Gunmen killed three policemen at a checkpoint outside Lashkar Gah on Sunday, the provincial police said. " +
		"The fighting resumed on Monday and two more policemen died."
	st := coded(t, text, "2021-03-09")
	n := countEvents(t, st, "ASSAULT")
	if n != 2 {
		t.Errorf("%d attacks, want 2 (Monday's fighting is a new incident)", n)
	}
}
