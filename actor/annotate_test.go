package actor

import (
	"os"
	"testing"

	"sitrep/doc"
	"sitrep/internal/gold"
	"sitrep/text"
)

// The reference story, tokenised, without NER: nominal mentions, named
// bodies found by the dictionary, and coreference.
func TestActorAnnotateReferenceStory(t *testing.T) {
	p := gold.Story(t, "kabul-interior-ministry.txt")
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	st := &doc.Story{Text: string(b)}
	if err := text.New().Annotate(st); err != nil {
		t.Fatal(err)
	}
	c := newTestCoder(t)
	forms := make([]string, len(st.Tokens))
	for i, tk := range st.Tokens {
		forms[i] = tk.Form
	}
	if f := c.HomeCountry(forms); f != "AFG" {
		t.Errorf("focus country %q, want AFG", f)
	}
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	want := []struct {
		text string
		n    int
		want doc.Actor
	}{
		{"Two American officers", 0, doc.Actor{Country: "USA", Sector: "MIL"}},
		{"a U.S. official", 1, doc.Actor{Country: "USA", Sector: "GOV", Anonymous: true}},
		{"U.S. officials", 0, doc.Actor{Country: "USA", Sector: "GOV", Anonymous: true}},
		{"Afghan security sources", 0, doc.Actor{Country: "AFG", Sector: "COP", Anonymous: true}},
		{"an Afghan national army soldier", 0, doc.Actor{Country: "AFG", Sector: "MIL"}},
		{"Afghan laborers", 0, doc.Actor{Country: "AFG", Sector: "CVL"}},
		{"Taliban", 0, doc.Actor{Name: "Taliban", Country: "AFG", Sector: "REB", Org: "Taliban"}},
		{"Taliban spokesman Zabihullah Mujahid", 0, doc.Actor{Name: "Zabihullah Mujahid", Country: "AFG", Sector: "REB", Org: "Taliban"}},
		{"The Islamist group", 0, doc.Actor{Name: "Taliban", Country: "AFG", Sector: "REB", Org: "Taliban"}},
		{"the group", 0, doc.Actor{Name: "Taliban", Country: "AFG", Sector: "REB", Org: "Taliban"}},
		{"the president", 0, doc.Actor{Name: "Barack Obama", Country: "USA", Sector: "GOV"}},
		{"U.N. Assistance Mission in Afghanistan", 0, doc.Actor{Name: "UNAMA", Sector: "IGO", Org: "UN"}},
		{"Interior Ministry spokesman Sediq Sediqqi", 0, doc.Actor{Name: "Sediq Sediqqi", Country: "AFG", Sector: "GOV"}},
		{"Hundreds of people", 0, doc.Actor{Country: "AFG", Sector: "CVL"}},
		{"the ministry", 0, doc.Actor{Name: "Interior Ministry", Country: "AFG", Sector: "GOV"}},
		{"NATO forces", 0, doc.Actor{Sector: "MIL", Org: "NATO"}},
		{"the shooter", 0, doc.Actor{Country: "AFG", Sector: "UAF"}},
	}
	for _, w := range want {
		i := find(t, st, w.text, w.n)
		if got := st.Mentions[i].Actor; got != w.want {
			t.Errorf("%q coded %+v, want %+v", w.text, got, w.want)
		}
	}
	// Pronouns: the first "his" is Obama's, "its" is NATO's.
	his := find(t, st, "his", 0)
	if a := st.Mentions[his].Antecedent; a < 0 || st.Mentions[a].Actor.Name != "Barack Obama" {
		t.Errorf("first \"his\" -> %d, want a mention of Barack Obama", a)
	}
	its := find(t, st, "its", 0)
	if a := st.Mentions[its].Antecedent; a < 0 || st.Slice(st.Mentions[a].Span) != "NATO" {
		t.Errorf("\"its\" -> %d, want NATO", a)
	}
	// Mentions are sorted and antecedents point backwards.
	for i, m := range st.Mentions {
		if i > 0 && m.Start < st.Mentions[i-1].Start {
			t.Errorf("mention %d out of order", i)
		}
		if m.Antecedent >= i {
			t.Errorf("mention %d %q: antecedent %d not before it", i, st.Slice(m.Span), m.Antecedent)
		}
	}
}

// The stage works with no tokens and no mentions.
func TestActorAnnotateEmpty(t *testing.T) {
	c := newTestCoder(t)
	st := &doc.Story{}
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if len(st.Mentions) != 0 {
		t.Errorf("empty story got mentions %v", st.Mentions)
	}
}

// With UPOS from the syntax stage, an adjective is not a head: "on
// official business" makes no mention.
func TestActorAnnotateUsesUPOS(t *testing.T) {
	st := &doc.Story{Text: "They visited Kabul on official business."}
	if err := text.New().Annotate(st); err != nil {
		t.Fatal(err)
	}
	upos := map[string]string{"They": "PRON", "visited": "VERB", "Kabul": "PROPN", "on": "ADP", "official": "ADJ", "business": "NOUN", ".": "PUNCT"}
	for i := range st.Tokens {
		st.Tokens[i].UPOS = upos[st.Tokens[i].Form]
	}
	c := newTestCoder(t)
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	for _, m := range st.Mentions {
		if st.Slice(m.Span) == "official" {
			t.Errorf("adjective %q made a mention", "official")
		}
	}
}

func BenchmarkActorAnnotate(b *testing.B) {
	p := gold.Story(b, "kabul-interior-ministry.txt")
	body, err := os.ReadFile(p)
	if err != nil {
		b.Fatal(err)
	}
	c, err := New()
	if err != nil {
		b.Fatal(err)
	}
	tok := text.New()
	b.ReportAllocs()
	for b.Loop() {
		st := &doc.Story{Text: string(body)}
		tok.Annotate(st)
		c.Annotate(st)
	}
}
