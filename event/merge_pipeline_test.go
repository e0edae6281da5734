package event_test

import (
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/internal/pipetest"
)

// TestMergeOldIncidentRetold checks that a retelling the text leaves
// undated joins an old, dated incident: the historical flag that the
// incident's date sets is no conflict, only the dates are weighed.
func TestMergeOldIncidentRetold(t *testing.T) {
	p := pipetest.Default(t)
	st := &doc.Story{ID: "t", Published: time.Date(2021, 5, 5, 0, 0, 0, 0, time.UTC),
		Text: "A gunman shot dead two guards at a bank in Lagos in March 2019. The shooting in Lagos shocked the city."}
	if err := p.Annotate(st); err != nil {
		t.Fatal(err)
	}
	var attacks []doc.Event
	for _, e := range st.Events {
		if e.Type.Plover == "ASSAULT" {
			attacks = append(attacks, e)
		}
	}
	if len(attacks) != 1 || len(attacks[0].Evidence) != 2 || !attacks[0].Aux.Historical {
		t.Fatalf("want one historical attack told in both sentences, got %+v", attacks)
	}
}

// TestMergeAnaphoraNearest checks that "the attack", undated, joins the
// nearest attack told before it, though that one is old and dated.
func TestMergeAnaphoraNearest(t *testing.T) {
	p := pipetest.Default(t)
	text := "Gunmen attacked a bank in Dallas in 1996. In 1999, the man stabbed a guard at the prison. The guard survived the attack."
	st := &doc.Story{ID: "t", Published: time.Date(2009, 11, 30, 0, 0, 0, 0, time.UTC), Text: text}
	if err := p.Annotate(st); err != nil {
		t.Fatal(err)
	}
	last := len("Gunmen attacked a bank in Dallas in 1996. In 1999, the man stabbed a guard at the prison. ")
	for _, e := range st.Events {
		t.Logf("%s %q evidence %v", e.Type.Plover, text[e.Trigger.Start:e.Trigger.End], e.Evidence)
		if e.Trigger.Start >= last {
			t.Errorf("the attack of the last sentence is an event of its own")
		}
	}
	for _, e := range st.Events {
		if text[e.Trigger.Start:e.Trigger.End] == "stabbed" {
			if n := len(e.Evidence); n != 2 {
				t.Errorf("stabbing told in %d sentences, want 2 (with the attack it is retold as)", n)
			}
			return
		}
	}
	t.Error("no stabbing coded")
}

// TestMergeDefiniteWithParty checks that a definite retelling naming its
// target ("the ambush on the convoy"), undated, joins the dated incident
// told before it: its date is the publication's only for want of one.
func TestMergeDefiniteWithParty(t *testing.T) {
	p := pipetest.Default(t)
	text := "Rebels ambushed an army convoy near Kidal on 3 March. " +
		"Families of the soldiers who died in the ambush on the convoy asked for an inquiry."
	st := &doc.Story{ID: "t", Published: time.Date(2020, 4, 20, 0, 0, 0, 0, time.UTC), Text: text}
	if err := p.Annotate(st); err != nil {
		t.Fatal(err)
	}
	var attacks []doc.Event
	for _, e := range st.Events {
		t.Logf("%s %q evidence %v", e.Type.Plover, text[e.Trigger.Start:e.Trigger.End], e.Evidence)
		if e.Type.Plover == "ASSAULT" {
			attacks = append(attacks, e)
		}
	}
	if len(attacks) != 1 {
		t.Errorf("%d attacks, want 1 (the ambush retold)", len(attacks))
	}
}

// TestMergeSpeechActRetold checks that a statement or dealing retold with
// its doer named by a word of the first naming ("the orchestra" after "a
// youth orchestra"), or told in the passive to the same target, is one
// event, and that the same doer's further act ("also urged" another body)
// stays an event of its own.
func TestMergeSpeechActRetold(t *testing.T) {
	checkEventCounts(t, "2022-09-14", []eventCount{
		{"A Norwegian youth orchestra has turned down an invitation to play at a festival in Moscow. " +
			"The orchestra turned down the invitation after a vote of its members, its director said.", "REJECT", 1},
		{"The farmers union urged the governor to release the detained leaders. " +
			"The union also urged the railway board to restore the cancelled trains.", "REQUEST", 2},
		{"The interior minister asked provincial governors to close schools in flooded districts. " +
			"Provincial governors were asked to report damage to the ministry.", "REQUEST", 1},
	})
}

// TestMergeHalves checks that an act told once by its doer alone and once
// by its target alone, in two sentences, is one act: the deal the rebels
// made is the deal reached with the governor.
func TestMergeHalves(t *testing.T) {
	p := pipetest.Default(t)
	text := "Rebel commanders in Kivu agreed on Tuesday to pull their fighters back. The withdrawal was agreed with the provincial governor after two days, a spokesman said."
	st := &doc.Story{ID: "t", Published: time.Date(2021, 6, 9, 0, 0, 0, 0, time.UTC), Text: text}
	if err := p.Annotate(st); err != nil {
		t.Fatal(err)
	}
	var deals []doc.Event
	for _, e := range st.Events {
		t.Logf("%s %q evidence %v %+v %+v", e.Type.Plover, text[e.Trigger.Start:e.Trigger.End], e.Evidence, e.Actor, e.Target)
		if e.Type.Plover == "AGREE" {
			deals = append(deals, e)
		}
	}
	if len(deals) != 1 || len(deals[0].Evidence) != 2 {
		t.Errorf("want one deal told in both sentences, got %d", len(deals))
	}
}
