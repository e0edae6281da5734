package event_test

import (
	"slices"
	"testing"
)

// TestSeriesKillings checks that a series of killings naming its victims
// (a plural killing noun's "of" list or next sentence "The victims were
// ...", or a killing verb whose object lists them after "including")
// gives one event a victim, each with one dead, and that one act of
// violence against several named people, or a group's killings with
// named examples ("of hostages, including A and B"), stays one event.
func TestSeriesKillings(t *testing.T) {
	for _, c := range []struct {
		text    string
		targets []string // the victims of the attacks, one event each; nil for one event
	}{
		{"The two men are accused of having executed captives including the engineer Marco Ruiz, the nurse Hana Sato and the driver Tariq Bashir.",
			[]string{"Marco Ruiz", "Hana Sato", "Tariq Bashir"}},
		{"The cell executed prisoners, including the aid workers Omar Haddad and Lena Fischer, the prosecutor Karl Brandt told the court.",
			[]string{"Omar Haddad", "Lena Fischer"}},
		{"Prosecutors say the cell carried out the beheadings of the reporters Omar Haddad and Lena Fischer, which were filmed in the desert.",
			[]string{"Omar Haddad", "Lena Fischer"}},
		{"The cell was behind a series of killings of hostages, including the reporters Omar Haddad and Lena Fischer.", nil},
		{"The gang carried out the murders across the north last year. The victims were the engineer Marco Ruiz and the nurse Hana Sato.",
			[]string{"Marco Ruiz", "Hana Sato"}},
		{"Gunmen shot dead Omar Haddad and Lena Fischer at a checkpoint near the port on Friday.", nil},
		{"The killing of Omar Haddad and Lena Fischer at their farm on Friday shocked the village.", nil},
	} {
		st := coded(t, c.text, "2018-03-17")
		var got []string
		for _, e := range st.Events {
			if e.Type.Plover != "ASSAULT" {
				continue
			}
			name := ""
			if e.Target != nil {
				name = e.Target.Text
			}
			got = append(got, name)
			if c.targets != nil && (e.Killed == nil || e.Killed.Best != 1) {
				t.Errorf("%q: victim %q killed %+v, want 1", c.text, name, e.Killed)
			}
		}
		if c.targets == nil {
			if len(got) != 1 {
				t.Errorf("%q: %d attacks %q, want one", c.text, len(got), got)
			}
			continue
		}
		if !slices.Equal(got, c.targets) {
			t.Errorf("%q: attacks on %q, want %q", c.text, got, c.targets)
		}
	}
}
