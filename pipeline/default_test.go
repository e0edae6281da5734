package pipeline_test

import (
	"slices"
	"strings"
	"testing"

	"sitrep/event"
	"sitrep/pipeline"
)

// TestBuildThrough checks that Options.Through ends the pipeline at the
// stage named, with every stage before it as Build runs them, and that a
// name no stage has is an error.
func TestBuildThrough(t *testing.T) {
	full, err := pipeline.Build(pipeline.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, s := range full.Stages() {
		all = append(all, s.Name)
	}
	at := slices.Index(all, "reality")
	if at < 0 || at == len(all)-1 {
		t.Fatalf("stages %v: want reality before the last", all)
	}
	p, err := pipeline.Build(pipeline.Options{Through: "reality"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range p.Stages() {
		got = append(got, s.Name)
	}
	if !slices.Equal(got, all[:at+1]) {
		t.Errorf("stages through reality %v, want %v", got, all[:at+1])
	}
	if _, err := pipeline.Build(pipeline.Options{Through: "nosuchstage"}); err == nil {
		t.Error("no error for a stage that does not exist")
	}
	// An unfiltered pipeline has no filter to end at: the error must say
	// so, not that the stage does not exist.
	_, err = pipeline.Build(pipeline.Options{Unfiltered: true, Through: "reality"})
	if err == nil || !strings.Contains(err.Error(), "unfiltered") {
		t.Errorf("unfiltered pipeline through reality: error %v, want one naming the conflict", err)
	}
}

// TestPartyRolesChecked checks that a role the event stage does not know
// is an error naming it, not a pipeline that keeps nothing, and that the
// party chooser without the event stage, which would find no options, is
// an error too.
func TestPartyRolesChecked(t *testing.T) {
	_, err := pipeline.Build(pipeline.Options{Through: "event", PartyRoles: []string{event.RoleActor, "Target"}})
	if err == nil || !strings.Contains(err.Error(), `"Target"`) || !strings.Contains(err.Error(), "event stage") {
		t.Errorf("party role \"Target\": error %v, want one naming it and the event stage", err)
	}
	if _, err := pipeline.Partial(pipeline.Options{}, "parties"); err == nil {
		t.Error("no error for the party chooser without the event stage")
	}
}

// TestPartyOptionsKept checks that the event stage keeps on its events
// the options of Options.PartyRoles when asked and none otherwise
// (listing them costs as much again as the rest of the stage), and that
// the full pipeline's events keep none: the party chooser drops them once
// it has chosen.
func TestPartyOptionsKept(t *testing.T) {
	const text = "Police detained four protesters outside the parliament on Monday."
	full, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	untilEvent, err := pipeline.Build(pipeline.Options{Through: "event"})
	if err != nil {
		t.Fatal(err)
	}
	both, err := pipeline.Build(pipeline.Options{Through: "event", PartyRoles: []string{event.RoleTarget, event.RoleActor}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		p     *pipeline.Pipeline
		roles []string
	}{
		{"full pipeline", full, nil},
		{"through the event stage", untilEvent, nil},
		{"through the event stage, both roles asked", both, []string{event.RoleActor, event.RoleTarget}},
	} {
		st := annotate(t, c.p, text)
		if len(st.Events) == 0 {
			t.Fatalf("%s: no event", c.name)
		}
		for _, e := range st.Events {
			var roles []string
			if e.PartyOptions != nil {
				for _, ro := range e.PartyOptions() {
					roles = append(roles, ro.Role)
				}
			}
			if !slices.Equal(roles, c.roles) {
				t.Errorf("%s: event %q keeps options of %v, want %v", c.name, st.Slice(e.Trigger), roles, c.roles)
			}
		}
	}
}
