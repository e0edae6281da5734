package actor

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
		if m.Label == doc.LabelPRON {
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
	if p.Label != doc.LabelPER || p.Actor.Country != "RUS" {
		t.Errorf("Putin mention %s %+v, want PER RUS", p.Label, p.Actor)
	}
	if he := st.Mentions[find(t, st, "he", 0)]; he.Actor.Country != "RUS" {
		t.Errorf("he coded %+v, want Putin's RUS", he.Actor)
	}
}

// A titled person the dictionary does not know takes the story's country
// only when the story is plainly about that one country.
func TestActorTitledPersonFocus(t *testing.T) {
	st := storyWith(t, "Peruvian officials met Chilean diplomats in Lima. General Tomas Ruiz said Chile would help.",
		[2]string{"PER", "Tomas Ruiz"})
	annotated(t, st)
	if a := st.Mentions[find(t, st, "Tomas Ruiz", 0)].Actor; a.Country != "" || a.Sector != "MIL" {
		t.Errorf("General Tomas Ruiz in a story about Peru and Chile coded %+v, want MIL and no country", a)
	}
	st = storyWith(t, "Peruvian police raided a market in Lima. General Tomas Ruiz said the raid would go on.",
		[2]string{"PER", "Tomas Ruiz"})
	annotated(t, st)
	if a := st.Mentions[find(t, st, "Tomas Ruiz", 0)].Actor; a.Country != "PER" {
		t.Errorf("General Tomas Ruiz in a story about Peru coded %+v, want PER", a)
	}
	// A role noun takes the focus country either way.
	st = storyWith(t, "Peruvian officials met Chilean diplomats in Lima. The police said the talks would go on.")
	annotated(t, st)
	if a := st.Mentions[find(t, st, "The police", 0)].Actor; a.Country != "PER" {
		t.Errorf("The police coded %+v, want the focus country PER", a)
	}
}

// "ethnic" makes a nationality word an ethnicity: the country is where the
// people live. A people "of" a country lives there.
func TestActorEthnicAndResidence(t *testing.T) {
	c := newTestCoder(t)
	if a := c.Code([]string{"ethnic", "Hungarian", "militants", "operating", "in", "Romania"}); a.Country != "ROU" || a.Sector != "REB" {
		t.Errorf("ethnic Hungarian militants operating in Romania: %+v, want ROU REB", a)
	}
	if a := c.CodeIn([]string{"ethnic", "Hungarians"}, "SVK"); a.Country != "SVK" || a.Sector != "CVL" {
		t.Errorf("ethnic Hungarians in a story about Slovakia: %+v, want SVK CVL", a)
	}
	if a := c.Code([]string{"the", "Kurds", "of", "Iraq"}); a.Country != "IRQ" {
		t.Errorf("the Kurds of Iraq: %+v, want IRQ", a)
	}
	if a := c.Code([]string{"the", "Hungarians", "of", "northern", "Romania"}); a.Country != "ROU" || a.Sector != "CVL" {
		t.Errorf("the Hungarians of northern Romania: %+v, want ROU CVL", a)
	}
	// Not a people: a country word and "of" keep the country.
	if a := c.Code([]string{"Hungarian", "officials", "of", "Romania"}); a.Country != "HUN" {
		t.Errorf("Hungarian officials of Romania: %+v, want HUN", a)
	}
	// An armed group's commander is the group's, not the state's.
	if a := c.Code([]string{"rebel", "commanders"}); a.Sector != "REB" {
		t.Errorf("rebel commanders: %+v, want REB", a)
	}
	if a := c.Code([]string{"two", "Canadian", "aid", "groups"}); a.Country != "CAN" || a.Sector != "NGO" {
		t.Errorf("two Canadian aid groups: %+v, want CAN NGO", a)
	}
}

// A people NER missed becomes a mention: "ethnic Hungarians".
func TestActorPeopleMention(t *testing.T) {
	st := storyWith(t, "Hundreds of ethnic Hungarians marched in Bratislava.", [2]string{"LOC", "Bratislava"})
	annotated(t, st)
	if a := st.Mentions[find(t, st, "ethnic Hungarians", 0)].Actor; a.Country != "SVK" || a.Sector != "CVL" {
		t.Errorf("ethnic Hungarians coded %+v, want SVK CVL", a)
	}
}

// A person and a description of them on either side of a comma are one
// actor, also when the description opens with a possessive, is a role
// with an "of" phrase, or is one NER labelled an organisation.
func TestActorApposition(t *testing.T) {
	st := storyWith(t, "A member of the Chilean senate , Ana Ruiz , began a hunger strike .",
		[2]string{"PER", "Ana Ruiz"})
	annotated(t, st)
	if a := st.Mentions[find(t, st, "Ana Ruiz", 0)].Actor; a.Country != "CHL" || a.Sector != "LEG" {
		t.Errorf("Ana Ruiz coded %+v, want CHL LEG", a)
	}
	st = storyWith(t, "Ana Ruiz , the United Nations relief coordinator , visited the camps .",
		[2]string{"PER", "Ana Ruiz"}, [2]string{"ORG", "United Nations relief coordinator"})
	annotated(t, st)
	if a := st.Mentions[find(t, st, "Ana Ruiz", 0)].Actor; a.Org != "UN" || a.Sector != "IGO" {
		t.Errorf("Ana Ruiz coded %+v, want the UN's IGO", a)
	}
	st = storyWith(t, "Ana Ruiz , Chile's best-known rights activist , was freed .",
		[2]string{"PER", "Ana Ruiz"}, [2]string{"LOC", "Chile"})
	upos := map[string]string{"Chile": "PROPN", "best": "ADJ", "known": "ADJ", ",": "PUNCT", "was": "AUX", "freed": "VERB"}
	for i, tk := range st.Tokens {
		st.Tokens[i].UPOS = upos[tk.Form]
		if st.Tokens[i].UPOS == "" {
			st.Tokens[i].UPOS = "NOUN"
		}
	}
	annotated(t, st)
	if a := st.Mentions[find(t, st, "Ana Ruiz", 0)].Actor; a.Sector != "CVL" {
		t.Errorf("Ana Ruiz coded %+v, want the activist's CVL", a)
	}
}

// NER's person split at a hyphen is one person; a country before a
// currency is money, not an actor; a person "from" a place is of its
// country.
func TestActorNameMoneyAndOrigin(t *testing.T) {
	st := storyWith(t, "Jean-Claude Duvalier paid US $ 3 million .",
		[2]string{"PER", "Jean"}, [2]string{"PER", "Claude Duvalier"}, [2]string{"LOC", "US"})
	annotated(t, st)
	if i := find(t, st, "Jean-Claude Duvalier", 0); st.Mentions[i].Label != doc.LabelPER {
		t.Errorf("Jean-Claude Duvalier: %+v", st.Mentions[i])
	}
	if a := st.Mentions[find(t, st, "US", 0)].Actor; a.Country != "" {
		t.Errorf("US before $ coded %+v, want nothing", a)
	}
	st = storyWith(t, "A priest from Lyon was detained in Chad .", [2]string{"LOC", "Lyon"}, [2]string{"LOC", "Chad"})
	st.Places = []doc.Place{{Span: st.Mentions[0].Span, Name: "Lyon", Country: "FRA"}}
	annotated(t, st)
	if a := st.Mentions[find(t, st, "A priest", 0)].Actor; a.Country != "FRA" || a.Sector != "REL" {
		t.Errorf("A priest from Lyon coded %+v, want FRA REL", a)
	}
}

// A person's title with a "for" or "to" phrase before the comma is set in
// apposition to the name after it, which takes the title's coding; a
// group's "for" phrase is not a title.
func TestActorApposedTitleForTo(t *testing.T) {
	for _, c := range []struct {
		body    string
		linked  bool
		country string
	}{
		{"The Chilean ambassador to Peru , Ana Ruiz , left Lima on Sunday .", true, "CHL"},
		{"The Chilean envoy for the talks , Ana Ruiz , left Lima on Sunday .", true, "CHL"},
		{"Chilean protesters for the reform , Ana Ruiz said , left Lima .", false, ""},
	} {
		st := storyWith(t, c.body, [2]string{"PER", "Ana Ruiz"})
		annotated(t, st)
		m := st.Mentions[find(t, st, "Ana Ruiz", 0)]
		if got := m.Antecedent >= 0; got != c.linked || c.linked && m.Actor.Country != c.country {
			t.Errorf("%q: Ana Ruiz %+v, want linked %v and country %q", c.body, m, c.linked, c.country)
		}
	}
}
