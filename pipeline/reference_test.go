package pipeline_test

import (
	"os"
	"strings"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/internal/gold"
	"sitrep/pipeline"
)

// TestReferenceStory codes the reference wire story (published Saturday
// 2012-02-25) and checks the events an analyst would code from it.
func TestReferenceStory(t *testing.T) {
	data, err := os.ReadFile(gold.Story(t, "kabul-interior-ministry.txt"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	st := &doc.Story{ID: "kabul", Text: string(data), Published: time.Date(2012, 2, 25, 0, 0, 0, 0, time.UTC)}
	if err := p.Annotate(st); err != nil {
		t.Fatal(err)
	}
	find := func(what string, ok func(e *doc.Event) bool) *doc.Event {
		t.Helper()
		for i := range st.Events {
			if ok(&st.Events[i]) {
				return &st.Events[i]
			}
		}
		t.Errorf("no event: %s", what)
		return nil
	}
	date := func(e *doc.Event) string {
		if e.Time == nil {
			return ""
		}
		return e.Time.Date
	}

	// a) Two U.S. officers shot dead in the Interior Ministry on Saturday.
	if e := find("ASSAULT on U.S. officers on 2012-02-25", func(e *doc.Event) bool {
		return e.Type.Plover == "ASSAULT" && e.Target != nil && e.Target.Country == "USA" && date(e) == "2012-02-25"
	}); e != nil {
		if e.Type.Mode != "firearms" || e.Target.Sector != "MIL" {
			t.Errorf("a) type %+v target %+v", e.Type, e.Target)
		}
		if e.Place == nil || e.Place.Name != "Kabul" || e.Place.Country != "AFG" || e.Place.ResolvedFrom != "seat" {
			t.Errorf("a) place %+v, want the Interior Ministry's city, Kabul", e.Place)
		}
		if e.Killed == nil || e.Killed.Best != 2 || e.Killed.High != 4 {
			t.Errorf("a) killed %+v, want best 2, high 4 (the Taliban's claim)", e.Killed)
		}
		if e.Actor != nil {
			t.Errorf("a) the shooter is unknown; actor %+v", e.Actor)
		}
		var reported, responsibility bool
		for _, c := range e.Claims {
			switch {
			case c.Kind == doc.ClaimReported && strings.Contains(c.Claimant.Text, "U.S. official"):
				reported = true
			case c.Kind == doc.ClaimResponsibility && strings.Contains(c.Claimant.Text, "Taliban"):
				responsibility = c.Says.Perpetrator != nil
			}
		}
		if !reported || !responsibility {
			t.Errorf("a) claims %+v: want a U.S. official reporting and the Taliban claiming responsibility", e.Claims)
		}
	}

	// b) Thursday: an Afghan soldier shot two American soldiers.
	if e := find("ASSAULT on 2012-02-23", func(e *doc.Event) bool {
		return e.Type.Plover == "ASSAULT" && date(e) == "2012-02-23"
	}); e != nil {
		if e.Actor == nil || e.Actor.Country != "AFG" || e.Actor.Sector != "MIL" || e.Target == nil || e.Target.Country != "USA" {
			t.Errorf("b) actor %+v target %+v", e.Actor, e.Target)
		}
		if e.Killed == nil || e.Killed.Best != 2 {
			t.Errorf("b) killed %+v", e.Killed)
		}
	}

	// c) Protests over the Koran burnings, at least 27 killed.
	if e := find("PROTEST with at least 27 killed", func(e *doc.Event) bool {
		return e.Type.Plover == "PROTEST" && e.Killed != nil && e.Killed.Low == 27
	}); e != nil && (e.Place == nil || e.Place.Country != "AFG") {
		t.Errorf("c) place %+v", e.Place)
	}

	// d) A riot at the U.N. compound in Kunduz province.
	find("riot in Kunduz", func(e *doc.Event) bool {
		return e.Type.Plover == "PROTEST" && e.Type.Mode == "riot" && e.Place != nil && e.Place.Name == "Kunduz"
	})
	// ... where the police held the hundreds back.
	find("police hold the rioters back", func(e *doc.Event) bool {
		return e.Type.Plover == "COERCE" && e.Actor != nil && e.Actor.Sector == "COP" &&
			e.Target != nil && strings.HasPrefix(e.Target.Text, "Hundreds") && e.Place != nil && e.Place.Name == "Kunduz"
	})

	// e) April last year: protesters stormed a U.N. compound in Balkh, killing seven.
	if e := find("historical riot in 2011-04", func(e *doc.Event) bool {
		return date(e) == "2011-04" && e.Aux.Historical
	}); e != nil {
		if e.Killed == nil || e.Killed.Best != 7 || e.Place == nil || e.Place.Name != "Balkh" {
			t.Errorf("e) killed %+v place %+v", e.Killed, e.Place)
		}
	}

	// f) NATO recalls its staff from the ministries.
	find("NATO recalls staff", func(e *doc.Event) bool {
		return (e.Type.Plover == "SANCTION" || e.Type.Plover == "RETREAT") && e.Actor != nil && e.Actor.Org == "NATO"
	})
	// g) Obama apologises.
	find("Obama apologises", func(e *doc.Event) bool {
		return e.Type.Plover == "CONCEDE" && e.Actor != nil && strings.Contains(e.Actor.Text, "Obama")
	})
	find("Wardak apologises", func(e *doc.Event) bool {
		return e.Type.Plover == "CONCEDE" && e.Actor != nil && strings.Contains(e.Actor.Text, "Wardak")
	})
	// A first person in a quotation is the one quoted: Allen's recall.
	for _, e := range st.Events {
		if e.Actor != nil && (e.Actor.Text == "I" || e.Actor.Text == "We") {
			t.Errorf("%s: actor %q should be the one quoted", e.Type.Plover, e.Actor.Text)
		}
	}
	// h) Panetta calls on the Afghan government.
	find("Panetta's request", func(e *doc.Event) bool {
		return e.Type.Plover == "REQUEST" && e.Actor != nil && e.Actor.Name == "Leon Panetta" && e.Target != nil && e.Target.Country == "AFG"
	})
	// i) Allen meets Mohammadi, who pledges cooperation.
	find("Allen meets", func(e *doc.Event) bool {
		return e.Type.Plover == "CONSULT" && e.Actor != nil && e.Actor.Text == "Allen"
	})
	find("Mohammadi pledges", func(e *doc.Event) bool {
		return (e.Type.Plover == "AGREE" || e.Type.Plover == "COOPERATE") && e.Actor != nil && strings.Contains(e.Actor.Text, "Mohammadi")
	})

	// j) The analyst's quote is opinion: no event rests on it alone, and
	// it reports no attack.
	var opinion doc.Span
	for _, s := range st.Sentences {
		if strings.Contains(st.Slice(s.Span), "STRATFOR") {
			opinion = s.Span
		}
	}
	if opinion.End == 0 {
		t.Fatal("the analyst's sentence is not in the story")
	}
	for _, e := range st.Events {
		alone := len(e.Evidence) > 0
		for _, ev := range e.Evidence {
			if !opinion.Contains(ev) {
				alone = false
			}
		}
		if alone {
			t.Errorf("j) event %s rests on the analyst's opinion alone", e.Type.Plover)
		}
		for _, c := range e.Claims {
			if e.Type.Plover == "ASSAULT" && opinion.Contains(c.Span) {
				t.Errorf("j) the analyst is no source of the attack: %+v", c)
			}
		}
	}
}
