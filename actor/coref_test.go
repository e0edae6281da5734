package actor

import (
	"strings"
	"testing"

	"sitrep/doc"
	"sitrep/text"
)

// storyWith tokenises body and adds a mention for each (label, phrase)
// pair, at the phrase's next occurrence, as the NER stage would.
func storyWith(t *testing.T, body string, ner ...[2]string) *doc.Story {
	t.Helper()
	st := &doc.Story{Text: body}
	if err := text.New().Annotate(st); err != nil {
		t.Fatal(err)
	}
	from := 0
	for _, lp := range ner {
		i := strings.Index(body[from:], lp[1])
		if i < 0 {
			t.Fatalf("phrase %q not found after byte %d", lp[1], from)
		}
		span := doc.Span{Start: from + i, End: from + i + len(lp[1])}
		first, end := -1, -1
		for k, tok := range st.Tokens {
			if tok.Start == span.Start {
				first = k
			}
			if tok.End == span.End {
				end = k + 1
			}
		}
		if first < 0 || end < 0 {
			t.Fatalf("phrase %q does not fall on token boundaries", lp[1])
		}
		st.Mentions = append(st.Mentions, doc.Mention{Span: span, FirstToken: first, EndToken: end, Label: doc.MentionLabel(lp[0]), Antecedent: -1})
		from = span.End
	}
	return st
}

// find returns the index of the mention whose text is s, the n-th such
// (from 0).
func find(t *testing.T, st *doc.Story, s string, n int) int {
	t.Helper()
	for i, m := range st.Mentions {
		if st.Slice(m.Span) == s {
			if n == 0 {
				return i
			}
			n--
		}
	}
	var all []string
	for _, m := range st.Mentions {
		all = append(all, string(m.Label)+":"+st.Slice(m.Span))
	}
	t.Fatalf("no mention %q; have %q", s, all)
	return -1
}

const corefStory = `Afghan Interior Minister Bismillah Mohammadi met NATO commander General John Allen in Kabul on Sunday. ` +
	`Allen said the alliance would look into the killings. ` +
	`Taliban spokesman Zabihullah Mujahid said the Islamist group had carried out the attack. ` +
	`He said more attacks would follow. ` +
	`The Interior Ministry ordered an inquiry, and the ministry said its staff were safe. ` +
	`Police arrested two protesters.`

func TestCorefer(t *testing.T) {
	st := storyWith(t, corefStory,
		[2]string{"PER", "Bismillah Mohammadi"}, [2]string{"ORG", "NATO"}, [2]string{"PER", "John Allen"},
		[2]string{"LOC", "Kabul"}, [2]string{"PER", "Allen"}, [2]string{"ORG", "Taliban"},
		[2]string{"PER", "Zabihullah Mujahid"}, [2]string{"ORG", "Interior Ministry"})
	c := newTestCoder(t)
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	ant := func(s string, n int) string {
		i := find(t, st, s, n)
		a := st.Mentions[i].Antecedent
		if a < 0 {
			return ""
		}
		return st.Slice(st.Mentions[a].Span)
	}
	checks := []struct {
		mention string
		n       int
		want    string
	}{
		{"Allen", 0, "John Allen"},
		{"the alliance", 0, "NATO"},
		{"the Islamist group", 0, "Taliban"},
		{"He", 0, "Zabihullah Mujahid"},
		{"the ministry", 0, "Interior Ministry"},
		{"its", 0, "Interior Ministry"}, // the same entity as "the ministry"
		{"Bismillah Mohammadi", 0, ""},
	}
	for _, ck := range checks {
		if got := ant(ck.mention, ck.n); got != ck.want {
			t.Errorf("antecedent of %q = %q, want %q", ck.mention, got, ck.want)
		}
	}
	// Coding travels along the chain.
	if a := st.Mentions[find(t, st, "Allen", 0)].Actor; a.Sector != "MIL" || a.Name != "John Allen" || a.Org != "NATO" {
		t.Errorf("Allen coded %+v, want MIL NATO John Allen", a)
	}
	if a := st.Mentions[find(t, st, "He", 0)].Actor; a.Sector != "REB" || a.Country != "AFG" {
		t.Errorf("He coded %+v, want AFG REB", a)
	}
	if a := st.Mentions[find(t, st, "the Islamist group", 0)].Actor; a.Name != "Taliban" || a.Sector != "REB" {
		t.Errorf("the Islamist group coded %+v", a)
	}
	// Idempotent.
	before := append([]doc.Mention(nil), st.Mentions...)
	Corefer(st)
	if len(before) != len(st.Mentions) {
		t.Fatalf("second Corefer changed the mention count: %d -> %d", len(before), len(st.Mentions))
	}
	for i := range before {
		if before[i].Antecedent != st.Mentions[i].Antecedent {
			t.Errorf("second Corefer changed antecedent of %q", st.Slice(st.Mentions[i].Span))
		}
	}
}

func TestCoreferAmbiguousPronoun(t *testing.T) {
	body := "Hamid Karzai met Barack Obama in Washington. He said talks went well."
	st := storyWith(t, body, [2]string{"PER", "Hamid Karzai"}, [2]string{"PER", "Barack Obama"}, [2]string{"LOC", "Washington"})
	Corefer(st)
	for _, m := range st.Mentions {
		if m.Label == doc.LabelPRON {
			t.Errorf("ambiguous pronoun %q kept (antecedent %d)", st.Slice(m.Span), m.Antecedent)
		}
	}
}

func TestActorAnnotate(t *testing.T) {
	st := storyWith(t, corefStory,
		[2]string{"PER", "Bismillah Mohammadi"}, [2]string{"ORG", "NATO"}, [2]string{"PER", "John Allen"},
		[2]string{"LOC", "Kabul"})
	c := newTestCoder(t)
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	want := map[string]doc.Actor{
		"Bismillah Mohammadi": {Name: "Bismillah Mohammadi", Country: "AFG", Sector: "GOV"},
		"John Allen":          {Name: "John Allen", Sector: "MIL", Org: "NATO"},
		"Kabul":               {Country: "AFG", Sector: "GOV"},
		"two protesters":      {Country: "AFG", Sector: "CVL"},
		"Police":              {Country: "AFG", Sector: "COP"},
		// No NER mention here: the title phrase becomes one NOM.
		"Taliban spokesman Zabihullah Mujahid": {Name: "Zabihullah Mujahid", Country: "AFG", Sector: "REB", Org: "Taliban"},
		"The Interior Ministry":                {Name: "Interior Ministry", Country: "AFG", Sector: "GOV"},
	}
	for s, w := range want {
		i := find(t, st, s, 0)
		m := st.Mentions[i]
		if m.Actor != w {
			t.Errorf("%s %q coded %+v, want %+v", m.Label, s, m.Actor, w)
		}
	}
}

func TestCoreferAppositionAndTitle(t *testing.T) {
	body := "U.S. President Barack Obama called his Afghan counterpart, Hamid Karzai, on Monday. " +
		"Karzai thanked the president for the call."
	st := storyWith(t, body, [2]string{"LOC", "U.S."}, [2]string{"PER", "Barack Obama"},
		[2]string{"PER", "Hamid Karzai"}, [2]string{"PER", "Karzai"})
	c := newTestCoder(t)
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if a := st.Mentions[find(t, st, "Hamid Karzai", 0)].Actor; a.Country != "AFG" || a.Sector != "GOV" {
		t.Errorf("Hamid Karzai coded %+v, want AFG GOV from the apposition", a)
	}
	if a := st.Mentions[find(t, st, "Karzai", 0)].Actor; a.Name != "Hamid Karzai" || a.Country != "AFG" {
		t.Errorf("Karzai coded %+v, want Hamid Karzai AFG", a)
	}
	if a := st.Mentions[find(t, st, "the president", 0)].Actor; a.Name != "Barack Obama" || a.Country != "USA" {
		t.Errorf("the president coded %+v, want Barack Obama USA", a)
	}
}

func TestActorAnnotatePlacesAndSlips(t *testing.T) {
	body := "Gunmen on motorcycles attacked a police post near the Tana River in Kenya on Monday. " +
		"A local official, who asked not to be named because he was not authorised to speak, said three officers died."
	// NER's slip: "Kenya" as a person.
	st := storyWith(t, body, [2]string{"LOC", "Tana River"}, [2]string{"PER", "Kenya"})
	c := newTestCoder(t)
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if a := st.Mentions[find(t, st, "Tana River", 0)].Actor; a != (doc.Actor{Name: "Tana River"}) {
		t.Errorf("Tana River coded %+v, want only its name", a)
	}
	if a := st.Mentions[find(t, st, "Kenya", 0)].Actor; a.Name != "" || a.Country != "KEN" {
		t.Errorf("Kenya (tagged PER) coded %+v, want country KEN and no personal name", a)
	}
	he := find(t, st, "he", 0)
	if a := st.Mentions[he].Antecedent; a < 0 || st.Slice(st.Mentions[a].Span) != "A local official" {
		t.Errorf("\"he\" -> %d, want \"A local official\"", a)
	}
	if a := st.Mentions[find(t, st, "A local official", 0)].Actor; a != (doc.Actor{Country: "KEN", Sector: "GOV", Anonymous: true}) {
		t.Errorf("A local official coded %+v, want KEN GOV anonymous", a)
	}
	if a := st.Mentions[find(t, st, "Gunmen", 0)].Actor; a != (doc.Actor{Country: "KEN", Sector: "UAF"}) {
		t.Errorf("Gunmen coded %+v, want KEN UAF", a)
	}
}

// A definite group nominal that names its own country or body is not the
// armed group before it, and "the coalition" is the coalition named
// before, not the nearest armed group.
func TestCoreferGroupOwnAndHead(t *testing.T) {
	st := storyWith(t, "The US-led coalition struck Isis fighters near Raqqa. Isis said the Nato alliance lied. The coalition denied it.",
		[2]string{"ORG", "Isis"}, [2]string{"LOC", "Raqqa"}, [2]string{"ORG", "Isis"})
	annotated(t, st)
	isis := st.Mentions[find(t, st, "Isis", 1)]
	if isis.Actor.Org != "Islamic State" || isis.Actor.Sector != "REB" {
		t.Errorf("Isis coded %+v, want the Islamic State, REB", isis.Actor)
	}
	nato := st.Mentions[find(t, st, "the Nato alliance", 0)]
	if nato.Actor.Org != "NATO" {
		t.Errorf("the Nato alliance coded %+v, want NATO", nato.Actor)
	}
	co := st.Mentions[find(t, st, "The coalition", 0)]
	if co.Antecedent < 0 || st.Slice(st.Mentions[co.Antecedent].Span) != "The US-led coalition" || co.Actor.Org != "" {
		t.Errorf("The coalition: antecedent %d, actor %+v; want The US-led coalition, no armed group", co.Antecedent, co.Actor)
	}
}

// A pronoun whose chain runs through other pronouns points at the name
// the chain starts from, not at the pronoun before it: the event stage
// takes the antecedent's words for a party, and "He" names no one.
func TestCoreferPronounChainNamed(t *testing.T) {
	body := "Tomas Varga, a ferry captain, won a rowing prize in Narvik on Friday. He thanked the crew in a short speech. " +
		"He then sailed north with a cargo of salt. Reporters met him at the harbour."
	st := storyWith(t, body, [2]string{"PER", "Tomas Varga"}, [2]string{"LOC", "Narvik"})
	Corefer(st)
	for _, m := range st.Mentions {
		if m.Label != doc.LabelPRON {
			continue
		}
		if a := m.Antecedent; a < 0 || st.Slice(st.Mentions[a].Span) != "Tomas Varga" {
			t.Errorf("%q at %d -> %d, want \"Tomas Varga\"", st.Slice(m.Span), m.Start, a)
		}
	}
}

// TestDefiniteTitle: "the prime minister" stands for the person with that
// title, not for a "chief minister" named nearer; "the chief minister"
// for the latter.
func TestDefiniteTitle(t *testing.T) {
	c, err := New()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ title, want string }{
		{"prime", "narendra modi"},
		{"chief", "ravi menon"},
	} {
		body := "prime minister narendra modi met chief minister ravi menon. the " + tc.title + " minister left."
		st := lowerStory(t, body,
			"1:amod:ADJ 3:compound:NOUN 3:compound:NOUN 4:nsubj:PROPN -1:root:VERB 6:amod:ADJ 8:compound:NOUN 8:compound:NOUN 4:obj:PROPN 4:punct:PUNCT "+
				"12:det:DET 12:amod:ADJ 13:nsubj:NOUN -1:root:VERB 13:punct:PUNCT")
		st.Mentions = []doc.Mention{personMention(st, 2, 4), personMention(st, 7, 9), personMention(st, 10, 13)}
		st.Mentions[2].Label = doc.LabelNOM
		corefer(st, c.lx)
		for _, m := range st.Mentions {
			if m.Label != doc.LabelNOM {
				continue
			}
			if m.Antecedent < 0 || st.Slice(st.Mentions[m.Antecedent].Span) != tc.want {
				t.Errorf("%q: antecedent %d, want %s", st.Slice(m.Span), m.Antecedent, tc.want)
			}
		}
	}
}
