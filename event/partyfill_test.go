package event_test

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/event"
	"sitrep/internal/logreg"
	"sitrep/pipeline"
)

// chooserStory is written for the test: an arrest told twice (merged),
// a noun trigger whose doer is the subject of the verb above it, a
// passive with no agent, and a pronoun whose referent is set off by
// commas (one party, however many phrases name it).
const chooserStory = "Border guards in Tovria detained nine smugglers near the river crossing on Monday. " +
	"The nine were detained after a chase, the guards said. " +
	"The regional governor ordered air strikes on the smugglers' camp. " +
	"Two farmers were wounded in the shelling of Kessel on Tuesday. " +
	"The interior minister, Pavel Drosk, resigned on Wednesday. He had ordered the raids on the camp."

// codedUpToFilter codes text with the stages before the party chooser,
// keeping the options of both roles on its events; unless mayBeEmpty,
// a story with no events coded fails the test.
func codedUpToFilter(t *testing.T, text string, published time.Time, mayBeEmpty bool) *doc.Story {
	t.Helper()
	p, err := upToFilter()
	if err != nil {
		t.Fatal(err)
	}
	st := &doc.Story{ID: "t", Text: text, Published: published}
	if err := p.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if len(st.Events) == 0 && !mayBeEmpty {
		t.Fatal("no events coded")
	}
	return st
}

// upToFilter is the pipeline of codedUpToFilter, loaded once.
var upToFilter = sync.OnceValues(func() (*pipeline.Pipeline, error) {
	return pipeline.Build(pipeline.Options{Through: "reality", PartyRoles: []string{event.RoleActor, event.RoleTarget}})
})

var chooserDay = time.Date(2022, 5, 11, 0, 0, 0, 0, time.UTC)

// TestEventChoicesMarkWritten checks that every role of every written
// event has its options, none listed twice, exactly one of them the
// written party, and "none" among them.
func TestEventChoicesMarkWritten(t *testing.T) {
	st := codedUpToFilter(t, chooserStory, chooserDay, false)
	choices := event.EventChoices(st)
	if len(choices) != 2*len(st.Events) {
		t.Fatalf("%d choices for %d events: want an actor and a target choice each", len(choices), len(st.Events))
	}
	for _, pc := range choices {
		e := &st.Events[pc.Event]
		written := e.Actor
		if pc.Role == event.RoleTarget {
			written = e.Target
		}
		rules, nones := 0, 0
		seen := map[doc.Span]bool{}
		for _, o := range pc.Options {
			if o.Party == nil {
				nones++
			} else if seen[o.Party.Span] {
				t.Errorf("%s %q: option %q listed twice", pc.Role, st.Slice(e.Trigger), o.Party.Text)
			} else {
				seen[o.Party.Span] = true
			}
			if o.Rule {
				rules++
				if !reflect.DeepEqual(o.Party, written) {
					t.Errorf("%s %q: option marked written is %v, the event has %v", pc.Role, st.Slice(e.Trigger), o.Party, written)
				}
			}
		}
		if rules != 1 || nones == 0 {
			t.Errorf("%s %q: %d options marked written and %d none, want 1 and at least 1", pc.Role, st.Slice(e.Trigger), rules, nones)
		}
	}
}

// TestKeptOptionsAsRefound checks that the options the event stage keeps
// on its events are those found by finding the events again from the
// story's layers after the filter, as the chooser once did: no step after
// the party steps of fill changes what they read (the parties of every
// candidate, written or not, its claims, its folded acts). The stories
// are the pipeline's own test stories, written for its tests.
func TestKeptOptionsAsRefound(t *testing.T) {
	files, err := filepath.Glob("../pipeline/testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test stories: %v", err)
	}
	lx, err := event.DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	stories := map[string]*doc.Story{"chooser": codedUpToFilter(t, chooserStory, chooserDay, false)}
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		day, err := time.Parse("2006-01-02", filepath.Base(f)[:10])
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		stories[filepath.Base(f)] = codedUpToFilter(t, string(text), day, false)
	}
	for i, text := range constructionTexts(t) {
		stories[fmt.Sprintf("constructions.jsonl:%d", i+1)] = codedUpToFilter(t, text, chooserDay, true)
	}
	for name, st := range stories {
		refound := event.RefoundPartyOptions(lx, st, event.RoleActor, event.RoleTarget)
		for i := range st.Events {
			kept := keptOptions(st.Events[i])
			if len(kept) != 2 {
				t.Errorf("%s: event %q keeps %d roles' options, want 2", name, st.Slice(st.Events[i].Trigger), len(kept))
			}
			if o := writtenOption(st.Events[i]); o != nil && o.Party != nil && (o.Party == st.Events[i].Actor || o.Party == st.Events[i].Target) {
				t.Errorf("%s: event %q: the option marked written is the record's own party, not a copy", name, st.Slice(st.Events[i].Trigger))
			}
			if !reflect.DeepEqual(kept, refound[i]) {
				t.Errorf("%s: event %q keeps other options than found again:\n%+v\n%+v", name, st.Slice(st.Events[i].Trigger), kept, refound[i])
			}
		}
	}
}

// constructionTexts returns the sentences of the pipeline's construction
// suite, written for its tests.
func constructionTexts(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("../pipeline/testdata/constructions.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var c struct{ Text string }
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			t.Fatal(err)
		}
		out = append(out, c.Text)
	}
	return out
}

// keptOptions returns the options the event stage left to list on e, nil
// for none.
func keptOptions(e doc.Event) []doc.RoleOptions {
	if e.PartyOptions == nil {
		return nil
	}
	return e.PartyOptions()
}

// writtenOption returns the first option of e marked written, or nil.
func writtenOption(e doc.Event) *event.PartyOption {
	for _, ro := range keptOptions(e) {
		for k := range ro.Options {
			if ro.Options[k].Rule {
				return &ro.Options[k]
			}
		}
	}
	return nil
}

// TestChooserReadsEventAsItIs runs the chooser on events of the test's
// own whose options tell of an earlier state: an actor rewritten after
// its options were found must stay, the options marking another phrase
// written; and a target must not be given the phrase the actor was just
// rechosen to, however much the model prefers it. The options are
// dropped once chosen.
func TestChooserReadsEventAsItIs(t *testing.T) {
	guards := &doc.Party{Text: "the guards", Span: doc.Span{Start: 0, End: 10}}
	mayor := &doc.Party{Text: "the mayor", Span: doc.Span{Start: 20, End: 29}}
	council := &doc.Party{Text: "the council", Span: doc.Span{Start: 40, End: 51}}
	m := &logreg.Model{Weights: map[string]float64{"actor:liked": 5, "target:liked": 5}, Threshold: 0.1}
	roleOpts := func(role string, written, liked *doc.Party) doc.RoleOptions {
		return doc.RoleOptions{Role: role, Options: []event.PartyOption{
			{Party: written, Rule: true, Features: []string{role + ":written"}},
			{Party: liked, Features: []string{role + ":liked"}},
			{Features: []string{role + ":none"}},
		}}
	}
	listing := func(ros ...doc.RoleOptions) func() []doc.RoleOptions {
		return func() []doc.RoleOptions { return ros }
	}
	stale := doc.Event{Actor: council, PartyOptions: listing(roleOpts(event.RoleActor, guards, mayor))}
	both := doc.Event{Actor: guards, Target: council, PartyOptions: listing(
		roleOpts(event.RoleActor, guards, mayor), roleOpts(event.RoleTarget, council, mayor))}
	st := &doc.Story{Events: []doc.Event{stale, both}}
	if err := event.NewPartyChooserWith(m).Annotate(st); err != nil {
		t.Fatal(err)
	}
	if got := st.Events[0].Actor; got == nil || got.Span != council.Span {
		t.Errorf("actor rewritten after its options were found: rechosen as %v, want %q kept", got, council.Text)
	}
	if got := st.Events[1].Actor; got == nil || got.Span != mayor.Span {
		t.Errorf("actor %v, want %q rechosen", got, mayor.Text)
	}
	if got := st.Events[1].Target; got == nil || got.Span != council.Span {
		t.Errorf("target %v, the actor's new phrase or other; want %q kept", got, council.Text)
	}
	for i, e := range st.Events {
		if e.PartyOptions != nil {
			t.Errorf("event %d keeps its party options after the chooser", i)
		}
	}
}

// TestChooserRechoosesActorsOnly runs the chooser with a model of the
// test's own that prefers any other phrase to the written actor: some
// actor must change; no target, which the model has no weights for; no
// event come or go; and no other field change but the confidence, which
// a filled role raises.
func TestChooserRechoosesActorsOnly(t *testing.T) {
	st := codedUpToFilter(t, chooserStory, chooserDay, false)
	before := append([]doc.Event(nil), st.Events...)
	if err := event.NewPartyChooserWith(preferOthers()).Annotate(st); err != nil {
		t.Fatal(err)
	}
	if len(st.Events) != len(before) {
		t.Fatalf("%d events after the chooser, %d before", len(st.Events), len(before))
	}
	changed := 0
	for i := range before {
		a, b := before[i], st.Events[i]
		if !reflect.DeepEqual(a.Target, b.Target) {
			t.Errorf("event %d: target %v rechosen as %v by a model with no target weights", i, a.Target, b.Target)
		}
		if !reflect.DeepEqual(a.Actor, b.Actor) {
			changed++
		}
		filled := 0
		if a.Actor == nil && b.Actor != nil {
			filled++
		}
		if want := a.Confidence + 0.15*float64(filled); math.Abs(b.Confidence-want) > 0.006 {
			t.Errorf("event %d: confidence %.2f after the chooser filled %d roles, want %.2f", i, b.Confidence, filled, want)
		}
		if b.PartyOptions != nil {
			t.Errorf("event %d keeps its party options after the chooser", i)
		}
		a.Actor, b.Actor = nil, nil
		a.Confidence, b.Confidence = 0, 0
		a.PartyOptions = nil
		if !reflect.DeepEqual(a, b) {
			t.Errorf("event %d changed beyond its actor:\n%+v\n%+v", i, a, b)
		}
	}
	if changed == 0 {
		t.Error("no actor rechosen by a model that prefers every other phrase")
	}
}

// TestChoose checks the margin and the limits: the written option is kept
// unless the model prefers another by more than the margin; an empty role
// is filled, a written phrase traded for another but never for none nor
// for one that tells of the event; and a model with no weights for a role
// keeps every written party.
func TestChoose(t *testing.T) {
	written := &doc.Party{Text: "the guards"}
	other := &doc.Party{Text: "the governor"}
	m := &logreg.Model{Weights: map[string]float64{"actor:path=nsubj^obj": 2}, Threshold: 0.2}
	opts := func(rule *doc.Party, best *doc.Party, teller bool) []event.PartyOption {
		return []event.PartyOption{
			{Party: rule, Rule: true, Features: []string{"actor:written"}},
			{Party: best, Teller: teller, Features: []string{"actor:path=nsubj^obj"}},
			{Features: []string{"actor:none"}},
		}
	}
	for _, c := range []struct {
		name       string
		rule, best *doc.Party
		teller     bool
		margin     float64
		want       int
	}{
		{"fill an empty role", nil, other, false, 0.2, 1},
		{"fill with a teller", nil, other, true, 0.2, 1},
		{"trade a phrase", written, other, false, 0.2, 1},
		{"margin not passed", written, other, false, 0.9, -1},
		{"never for a teller", written, other, true, 0.2, -1},
		{"never empty a role", written, nil, false, 0.2, -1},
	} {
		m.Threshold = c.margin
		if k := event.Choose(m, opts(c.rule, c.best, c.teller)); k != c.want {
			t.Errorf("%s: chose %d, want %d", c.name, k, c.want)
		}
	}
	o := opts(written, other, false)
	o[1].OtherRole = true
	m.Threshold = 0.2
	if k := event.Choose(m, o); k != -1 {
		t.Errorf("the other role's phrase: chose %d, want the written party kept (-1)", k)
	}
	empty := &logreg.Model{Weights: map[string]float64{}, Threshold: 0}
	if k := event.Choose(empty, opts(nil, other, false)); k != -1 {
		t.Errorf("a model without weights chose %d, want the written party kept (-1)", k)
	}
}

// TestFoldedOptions checks that the agent of an act named inside another
// event's argument is marked Folded, and that Choose never gives it the
// role however much the model prefers it.
func TestFoldedOptions(t *testing.T) {
	st := codedUpToFilter(t, "The detention of the mayor by militiamen sparked demonstrations in the port.", chooserDay, false)
	found := false
	for _, pc := range event.EventChoices(st) {
		for k, o := range pc.Options {
			if o.Party == nil || o.Party.Text != "militiamen" || st.Slice(pc.Trigger) == "detention" {
				continue
			}
			found = true
			if !o.Folded {
				t.Errorf("%s of %q: option %q not marked Folded", pc.Role, st.Slice(pc.Trigger), o.Party.Text)
			}
			prob := make([]float64, len(pc.Options))
			prob[k] = 1
			if got := event.ChooseBy(prob, pc.Options, 0); got >= 0 {
				t.Errorf("%s of %q: chose the folded option %d", pc.Role, st.Slice(pc.Trigger), got)
			}
		}
	}
	if !found {
		t.Fatal("no event but the detention has the detention's agent among its options")
	}
}

// preferOthers is a chooser model that prefers any other phrase to the
// written actor, and has no target weights.
func preferOthers() *logreg.Model {
	w := map[string]float64{}
	for _, kind := range []string{"PER", "ORG", "NOM", "PRON", "pron+ref", "NOUN", "PROPN", "place"} {
		w["actor:swap|kind="+kind] = 5
		w["actor:fill|kind="+kind] = 5
	}
	return &logreg.Model{Weights: w, Threshold: 0}
}
