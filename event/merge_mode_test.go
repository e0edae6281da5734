package event_test

import "testing"

// TestMergeKeepsTollMode checks that an attack which killed or wounded
// people does not take "destroy" as its mode from a retelling that it
// also burned or wrecked property, while a raid with no toll, whose only
// told deed is the destruction, keeps that mode.
func TestMergeKeepsTollMode(t *testing.T) {
	for _, c := range []struct{ text, mode string }{
		{"Armed men on pickups raided a police post near Kidal on Sunday, killing four officers and wounding six. " +
			"A local councillor said the raiders had set fire to three trucks before they left.", ""},
		{"Bandits stormed a market near Gao on Sunday, killing two traders. " +
			"The elders said the bandits had torched several stalls before riding away.", ""},
		{"Militants burned down a school near Kidal on Sunday, officials said. " +
			"A teacher said the attackers had set fire to the classrooms at night.", "destroy"},
	} {
		st := coded(t, c.text, "2021-05-04")
		ev := eventOf(st, "ASSAULT")
		switch {
		case ev == nil:
			t.Errorf("%q: no ASSAULT event", c.text)
		case ev.Type.Mode != c.mode:
			t.Errorf("%q: mode %q, want %q", c.text, ev.Type.Mode, c.mode)
		}
	}
}
