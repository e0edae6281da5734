package event_test

import (
	"slices"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestCategoryClasses codes sentences written for the test, one or more
// for each category class of the category pass (docs/QUALITY.md, branch
// category2), and checks the category coded on the trigger word; an
// empty category means no event on that word. The filter is left out.
func TestCategoryClasses(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	cases := []triggerCase{
		// a person captured is taken, not attacked
		{"Militia fighters captured two engineers near the pipeline on Sunday.", "captured", "COERCE"},
		{"The pair were captured by gunmen outside the hotel.", "captured", "COERCE"},
		{"Troops captured four men suspected of smuggling arms.", "captured", "COERCE"},
		{"Rebels captured the hilltop town after a week of fighting.", "captured", "ASSAULT"},
		// security tightened is no coercion of anyone: it is a deployment,
		// as security stepped up is (MOBILIZE; 2026-12-07, nocand2)
		{"Authorities tightened security around the stadium before the match.", "tightened", "MOBILIZE"},
		{"Security was tightened at the border after the blast.", "tightened", "MOBILIZE"},
		// an admonition is a request, not a threat
		{"There must be no looting in the capital, the governor warned.", "warned", "REQUEST"},
		{"The general warned that his troops would strike back hard.", "warned", "THREATEN"},
		{"The colonel warned that we must punish the raiders for this.", "warned", "THREATEN"},
		// lexicon gaps: a deed noun, and one compounded on a light noun
		{"The beating of a student by guards sparked anger on campus.", "beating", "ASSAULT"},
		{"Two knife stabbing incidents were reported near the station.", "stabbing", "ASSAULT"},
	}
	checkTriggerCategories(t, p, cases)
}

// TestTakenObject checks the capture rules (docs/QUALITY.md, branch
// category): a capture shares the object of
// the verb conjoined with it and does not take the one told of it; a
// person taken in a relative clause is held (COERCE, Arrests); an armed
// group outside the state's forces taking an unarmed person abducts them
// (ACLED abduction; PLOVER ASSAULT abduct unless the lexicon's arrest
// line named the person); combatants taken are held. Sentences written for
// the test.
func TestTakenObject(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, trigger, plover, sub string }{
		{"Villagers told Samir Aziz that the army had captured and burned the village.", "captured", "ASSAULT", "Government regains territory"},
		{"The colonel wants the smugglers that his patrol captured near the river to face a court.", "captured", "COERCE", "Arrests"},
		{"Rebels captured a nurse near the clinic on Friday.", "captured", "COERCE", "Abduction/forced disappearance"},
		{"The aid worker, captured by Islamic State near the border last spring, was freed on Monday.", "captured", "ASSAULT", "Abduction/forced disappearance"},
		{"Rebels captured two soldiers near the border.", "captured", "COERCE", "Arrests"},
		{"Customs officers seized a shipment of cigarettes at the port.", "seized", "COERCE", "Disrupted weapons use"},
	} {
		st := &doc.Story{ID: "t", Published: time.Date(2021, 5, 5, 0, 0, 0, 0, time.UTC), Text: c.text}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(st.Events, func(e doc.Event) bool { return st.Text[e.Trigger.Start:e.Trigger.End] == c.trigger })
		if i < 0 {
			t.Errorf("%q: no event on %q", c.text, c.trigger)
			continue
		}
		if e := st.Events[i]; e.Type.Plover != c.plover || e.Type.AcledSubEventType != c.sub {
			t.Errorf("%q: %s / %s, want %s / %s", c.text, e.Type.Plover, e.Type.AcledSubEventType, c.plover, c.sub)
		}
	}
}

// TestCheckedByAuthority checks that a "check" is a search (COERCE) only
// when armed men or officers make it, or the text names no one
// (searchedByAuthority; docs/QUALITY.md, branch category): a volunteer,
// a nurse or a traveller checking things searches no one. Sentences
// written for the test.
func TestCheckedByAuthority(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"Soldiers at the barrier checked every vehicle leaving the camp.", "checked", "COERCE"},
		{"Soldiers checked the passengers at the barrier.", "checked", "COERCE"},
		{"Border guards who checked every truck found nothing.", "checked", "COERCE"},
		{"All buses were checked at the entrance to the town.", "checked", "COERCE"},
		{"He checked his bag at the desk before the flight.", "checked", ""},
		{"Nurses checked the commuters for fever at the station.", "checked", ""},
		{"The volunteers checked the names on the list.", "checked", ""},
	})
}

// TestDeniedObject checks that an event told by its object is negated when
// "no" denies the object (deniedObject; docs/QUALITY.md, branch recall): "expressed no
// objection" is no disapproval. Sentences written for the test.
func TestDeniedObject(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text    string
		negated bool
	}{
		{"The cabinet expressed no objection to the port plan.", true},
		{"The cabinet expressed strong objection to the port plan.", false},
		{"The cabinet expressed neither objection nor concern about the port plan.", true},
		{"The cabinet expressed no anger but deep objection to the port plan.", false},
	} {
		st := &doc.Story{ID: "t", Published: time.Date(2021, 5, 5, 0, 0, 0, 0, time.UTC), Text: c.text}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		found := false
		for _, e := range st.Events {
			if st.Text[e.Trigger.Start:e.Trigger.End] == "expressed" && e.Type.Plover == "ACCUSE" {
				found = true
				if e.Aux.Negated != c.negated {
					t.Errorf("%q: negated %v, want %v", c.text, e.Aux.Negated, c.negated)
				}
			}
		}
		if !found {
			t.Errorf("%q: no ACCUSE on \"expressed\"", c.text)
		}
	}
}

// TestHandledRequest checks that a request noun that is the passive
// subject of a verb dealing with it names a request made before
// (docs/QUALITY.md, branch category, thirteenth session), while one made
// in the passive ("a demand was raised") or told as made stays a request.
// Sentences written for the test.
func TestHandledRequest(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The union's demand for higher wages has been referred to a tribunal.", "demand", ""},
		{"Their request for a meeting was turned down by the mayor on Friday.", "request", ""},
		{"A demand for the mayor's resignation was raised by the opposition on Friday.", "demand", "REQUEST"},
		{"The opposition issued a demand for the mayor's resignation on Friday.", "demand", "REQUEST"},
	})
}

// TestBlameIdioms checks the blame and criticism idioms of the fourteenth
// session's category pass (docs/QUALITY.md): a party held responsible or
// accountable is accused, criticism told as "hit out at", "lashed out
// at" or "a swipe at" is ACCUSE aimed at what the "at" phrase names, and
// a reprisal ("hit back" with no "at") and a hostage held stay what they
// were. Sentences written for the test.
func TestBlameIdioms(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The farmers' union held the water board responsible for the failed harvest.", "held", "ACCUSE"},
		{"Two ministers should be held accountable for the tender scandal, the senator said.", "held", "ACCUSE"},
		{"The kidnappers held the engineer hostage for a month.", "held", "ASSAULT"},
		{"The council held a meeting on the budget on Monday.", "held", ""},
		{"The party chief hit out at the electoral commission on Sunday.", "hit", "ACCUSE"},
		{"The coach hit back at his critics after the defeat.", "hit", "ACCUSE"},
		{"The militia vowed to hit back within days.", "hit", ""},
		{"The senator lashed out at the rival party on Friday.", "lashed", "ACCUSE"},
		{"In her speech the governor took a swipe at the trade unions.", "swipe", "ACCUSE"},
	})
	for _, c := range []struct{ text, trigger, target string }{
		{"The party chief hit out at the electoral commission on Sunday.", "hit", "the electoral commission"},
		{"The senator lashed out at the rival party on Friday.", "lashed", "the rival party"},
	} {
		st := &doc.Story{ID: "t", Published: time.Date(2021, 5, 5, 0, 0, 0, 0, time.UTC), Text: c.text}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, e := range st.Events {
			if st.Text[e.Trigger.Start:e.Trigger.End] == c.trigger && e.Target != nil {
				got = e.Target.Text
			}
		}
		if got != c.target {
			t.Errorf("%q: target %q, want %q", c.text, got, c.target)
		}
	}
}

// TestSupportExtended checks that support extended, lent or given to a
// party or a cause is SUPPORT (PLOVER "express support"), where giving
// aid stays AID. Sentences written for the test.
func TestSupportExtended(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The farmers' union has extended its support to the week-long strike by truckers.", "extended", "SUPPORT"},
		{"The traders extended moral support to the shutdown called by the chamber.", "extended", "SUPPORT"},
		{"Moscow gave tacit support to the offensive in the north.", "gave", "SUPPORT"},
		{"The mayor extended the deadline for the tenders by a week.", "extended", ""},
		{"Japan gave food aid worth two million dollars to the flood victims.", "gave", "AID"},
	})
}

// TestDealStruckChargesDropped checks two senses read by their object: a
// deal struck is AGREE, not a strike (PROTEST), and charges or a case
// dropped is CONCEDE. Sentences written for the test.
func TestDealStruckChargesDropped(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The two factions struck a deal in spring to share the port revenue.", "struck", "AGREE"},
		{"Dock workers struck for a week over pay.", "struck", "PROTEST"},
		{"All charges against the driver were dropped after a year on bail.", "dropped", "CONCEDE"},
		{"Prosecutors dropped the case against the two nurses.", "dropped", "CONCEDE"},
		{"Turnout dropped sharply in the northern districts.", "dropped", ""},
	})
}
