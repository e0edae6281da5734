package event_test

import (
	"slices"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestSeriesKillings checks that a series of killings naming its victims
// (a plural killing noun's "of" list or next sentence "The victims were
// ...", or a killing verb whose object lists them after "including")
// gives one event a victim, each with one dead, and that one act of
// violence against several named people, or a group's killings with
// named examples ("of hostages, including A and B"), stays one event; so
// do killings told with a date or place of their own, one incident whose
// toll is the number of the names unless they follow "including".
func TestSeriesKillings(t *testing.T) {
	for _, c := range []struct {
		text    string
		targets []string // the victims of the attacks, one event each; nil for one event
		killed  int      // the one event's toll when targets is nil: 0 for none, -1 for any
	}{
		{"The two men are accused of having executed captives including the engineer Marco Ruiz, the nurse Hana Sato and the driver Tariq Bashir.",
			[]string{"Marco Ruiz", "Hana Sato", "Tariq Bashir"}, 0},
		{"The cell executed prisoners, including the aid workers Omar Haddad and Lena Fischer, the prosecutor Karl Brandt told the court.",
			[]string{"Omar Haddad", "Lena Fischer"}, 0},
		{"Prosecutors say the cell carried out the beheadings of the reporters Omar Haddad and Lena Fischer, which were filmed in the desert.",
			[]string{"Omar Haddad", "Lena Fischer"}, 0},
		{"The cell was behind a series of killings of hostages, including the reporters Omar Haddad and Lena Fischer.", nil, 0},
		{"The gang carried out the murders across the north last year. The victims were the engineer Marco Ruiz and the nurse Hana Sato.",
			[]string{"Marco Ruiz", "Hana Sato"}, 0},
		{"Gunmen shot dead Omar Haddad and Lena Fischer at a checkpoint near the port on Friday.", nil, -1},
		{"The killing of Omar Haddad and Lena Fischer at their farm on Friday shocked the village.", nil, -1},
		{"The murders of Nadia Petrova and Samuel Okafor beside their bakery in Lyon in March 2003 stunned France.", nil, 2},
		{"Troops executed farmers, including the elder Jonas Meyer and his cousin Pavel Novak, in one raid on Monday.", nil, 0},
		{"Militants said the beheadings of the campaigners Rosa Lind and Tomas Berg were a warning to Justice Minister Victor Hale.",
			[]string{"Rosa Lind", "Tomas Berg"}, 0},
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
			} else if k := killedOf(st.Events); c.killed >= 0 && k != c.killed {
				t.Errorf("%q: killed %d, want %d", c.text, k, c.killed)
			}
			continue
		}
		if !slices.Equal(got, c.targets) {
			t.Errorf("%q: attacks on %q, want %q", c.text, got, c.targets)
		}
	}
}

// killedOf returns the toll of the first attack among events, 0 for none.
func killedOf(events []doc.Event) int {
	for _, e := range events {
		if e.Type.Plover == "ASSAULT" && e.Killed != nil {
			return e.Killed.Best
		}
	}
	return 0
}

// TestSeriesListEnd checks that a series' list of victims ends where no
// comma or "and" joins the next name, however the parse reads the words
// between: the minister named after it is no victim. The events are read without
// the filter, which drops such reactions.
func TestSeriesListEnd(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text    string
		targets []string // the attacks' targets
	}{
		{"The beheadings of the campaigners Rosa Lind and Tomas Berg shocked Justice Minister Victor Hale, who resigned.", []string{"Rosa Lind", "Tomas Berg"}},
		// a month of their own: one incident, its toll the two names
		{"The killings of the activists Rosa Lind and Tomas Berg last month prompted Interior Minister Victor Hale to resign.", []string{""}},
	} {
		st := &doc.Story{ID: "t", Published: time.Date(2018, 3, 17, 0, 0, 0, 0, time.UTC), Text: c.text}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range st.Events {
			if e.Type.Plover != "ASSAULT" {
				continue
			}
			name := ""
			if e.Target != nil && slices.ContainsFunc(c.targets, func(s string) bool { return s != "" }) {
				name = e.Target.Text
			}
			got = append(got, name)
		}
		if !slices.Equal(got, c.targets) {
			t.Errorf("%q: attacks on %q, want %q", c.text, got, c.targets)
		}
		if len(c.targets) == 1 {
			if k := killedOf(st.Events); k != 2 {
				t.Errorf("%q: killed %d, want 2", c.text, k)
			}
		}
	}
}
