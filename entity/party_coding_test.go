package entity

import (
	"testing"

	"sitrep/doc"
)

// annotated runs the actor stage on st.
func annotated(t *testing.T, st *doc.Story) {
	t.Helper()
	if err := newTestCoder(t).Annotate(st); err != nil {
		t.Fatal(err)
	}
}

// "it" and "they" link to a country and to a plural nominal.
func TestCoreferItAndThey(t *testing.T) {
	st := storyWith(t, "Chile said it would reopen the border crossing. The Nepalese rebels said they would free the hostages.",
		[2]string{"LOC", "Chile"})
	annotated(t, st)
	it := st.Mentions[find(t, st, "it", 0)]
	if it.Antecedent < 0 || st.Slice(st.Mentions[it.Antecedent].Span) != "Chile" || it.Actor.Country != "CHL" {
		t.Errorf("it: antecedent %d, actor %+v; want Chile, CHL", it.Antecedent, it.Actor)
	}
	they := st.Mentions[find(t, st, "they", 0)]
	if they.Antecedent < 0 || they.Actor.Country != "NPL" || they.Actor.Sector != "REB" {
		t.Errorf("they: antecedent %d, actor %+v; want the Nepalese rebels, NPL REB", they.Antecedent, they.Actor)
	}
}

// With a parse, "it" prefers the subject of the clause that governs it to
// a country named nearer.
func TestCoreferItSubject(t *testing.T) {
	st := storyWith(t, "Peru said on Monday , after talks with Bolivia , that it would pay .",
		[2]string{"LOC", "Peru"}, [2]string{"LOC", "Bolivia"})
	// Peru(0) said(1) ... Bolivia(8) ... it(11) would(12) pay(13)
	for i := range st.Tokens {
		st.Tokens[i].Head, st.Tokens[i].Rel = 1, "dep"
	}
	st.Tokens[1].Head, st.Tokens[1].Rel = -1, "root"
	st.Tokens[0].Rel = "nsubj"
	st.Tokens[11].Head, st.Tokens[11].Rel = 13, "nsubj"
	st.Tokens[13].Rel = "ccomp"
	annotated(t, st)
	it := st.Mentions[find(t, st, "it", 0)]
	if it.Actor.Country != "PER" {
		t.Errorf("it coded %+v, want PER (the subject of said), not Bolivia", it.Actor)
	}
	// An expletive "it" is no mention.
	st = storyWith(t, "It is unclear whether Peru will pay .", [2]string{"LOC", "Peru"})
	st.Tokens[0].Rel = "expl"
	annotated(t, st)
	for _, m := range st.Mentions {
		if m.Label == "PRON" {
			t.Errorf("expletive %q became a mention", st.Slice(m.Span))
		}
	}
}

// A title NER tagged as a person of its own ("Chilean President") codes
// the name after it; "of" and a country after a person gives the country.
func TestActorTitleSplitFromName(t *testing.T) {
	st := storyWith(t, "Chilean President Juan Perez resigned on Friday.",
		[2]string{"PER", "Chilean President"}, [2]string{"PER", "Juan Perez"})
	annotated(t, st)
	if a := st.Mentions[find(t, st, "Juan Perez", 0)].Actor; a.Country != "CHL" || a.Sector != "GOV" || a.Name != "Juan Perez" {
		t.Errorf("Juan Perez coded %+v, want CHL GOV", a)
	}
	st = storyWith(t, "Swedish officials said King Tomas of Norway would visit Stockholm.",
		[2]string{"MISC", "Swedish"}, [2]string{"PER", "King Tomas"}, [2]string{"LOC", "Norway"}, [2]string{"LOC", "Stockholm"})
	annotated(t, st)
	if a := st.Mentions[find(t, st, "King Tomas", 0)].Actor; a.Country != "NOR" || a.Sector != "GOV" {
		t.Errorf("King Tomas of Norway coded %+v, want NOR GOV", a)
	}
}

// An adjective between a former title and the name ("Former Liberal prime
// minister") keeps the title: ELI.
func TestActorAdjectiveInTitle(t *testing.T) {
	st := storyWith(t, "Former Liberal prime minister Ana Lopez demanded new elections.",
		[2]string{"PER", "Ana Lopez"})
	st.Tokens[1].UPOS = "PROPN"
	annotated(t, st)
	if a := st.Mentions[find(t, st, "Ana Lopez", 0)].Actor; a.Sector != "ELI" {
		t.Errorf("Ana Lopez coded %+v, want ELI", a)
	}
}

// Leaders the dictionary knows are persons of their country, alone or
// after a title; peoples named as groups are civilians.
func TestActorPeopleAndPeoples(t *testing.T) {
	c := newTestCoder(t)
	if a := c.CodeIn([]string{"Putin"}, "UKR"); a.Country != "RUS" || a.Sector != "GOV" || a.Name != "Putin" {
		t.Errorf("Putin: %+v", a)
	}
	if a := c.CodeIn([]string{"President", "Bush"}, "IRQ"); a.Country != "USA" || a.Name != "Bush" {
		t.Errorf("President Bush: %+v", a)
	}
	if a := c.Code([]string{"Thousands", "of", "Iraqi", "Kurds"}); a.Country != "IRQ" || a.Sector != "CVL" {
		t.Errorf("Thousands of Iraqi Kurds: %+v", a)
	}
	st := storyWith(t, "Putin said he would not attend the summit.")
	annotated(t, st)
	p := st.Mentions[find(t, st, "Putin", 0)]
	if p.Label != "PER" || p.Actor.Country != "RUS" {
		t.Errorf("Putin mention %s %+v, want PER RUS", p.Label, p.Actor)
	}
	if he := st.Mentions[find(t, st, "he", 0)]; he.Actor.Country != "RUS" {
		t.Errorf("he coded %+v, want Putin's RUS", he.Actor)
	}
}
