package pipeline_test

import (
	"slices"
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
}

// TestPartyOptionsKept checks that the event stage keeps on its events
// the options of the roles the party chooser rechooses when the chooser
// runs, those of Options.PartyRoles when asked, and none otherwise
// (listing them costs as much as the rest of the stage).
func TestPartyOptionsKept(t *testing.T) {
	const text = "Police detained four protesters outside the parliament on Monday."
	chooser, err := event.ChooserRoles()
	if err != nil {
		t.Fatal(err)
	}
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
		{"full pipeline", full, chooser},
		{"through the event stage", untilEvent, nil},
		{"through the event stage, both roles asked", both, []string{event.RoleActor, event.RoleTarget}},
	} {
		st := annotate(t, c.p, text)
		if len(st.Events) == 0 {
			t.Fatalf("%s: no event", c.name)
		}
		for _, e := range st.Events {
			var roles []string
			for _, ro := range e.PartyOptions {
				roles = append(roles, ro.Role)
			}
			if !slices.Equal(roles, c.roles) {
				t.Errorf("%s: event %q keeps options of %v, want %v", c.name, st.Slice(e.Trigger), roles, c.roles)
			}
		}
	}
}
