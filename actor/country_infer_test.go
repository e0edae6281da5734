package actor

import "testing"

// A body the dictionary does not know takes the country a story is
// plainly about; it takes none when two countries share the story, and an
// international or media body never takes one.
func TestActorDomesticBody(t *testing.T) {
	cases := []struct {
		body, org, want string
		ner             [][2]string
	}{
		{"Peruvian police raided the offices of the Qollqa Sami in Cusco.", "Qollqa Sami", "PER",
			[][2]string{{"MISC", "Peruvian"}, {"ORG", "Qollqa Sami"}, {"LOC", "Cusco"}}},
		{"Peru and Chile met the Qollqa Sami.", "Qollqa Sami", "",
			[][2]string{{"LOC", "Peru"}, {"LOC", "Chile"}, {"ORG", "Qollqa Sami"}}},
		{"Peruvian officials met the United Nations in Lima.", "United Nations", "",
			[][2]string{{"MISC", "Peruvian"}, {"ORG", "United Nations"}, {"LOC", "Lima"}}},
	}
	for _, c := range cases {
		st := storyWith(t, c.body, c.ner...)
		annotated(t, st)
		m := st.Mentions[find(t, st, c.org, 0)]
		if m.Actor.Country != c.want {
			t.Errorf("%q in %q coded %+v, want country %q", c.org, c.body, m.Actor, c.want)
		}
	}
}

// A named body of the dictionary that NER tagged only in part ("European"
// in "European common market") is coded as the whole body.
func TestActorBodyPastMention(t *testing.T) {
	st := storyWith(t, "Denmark settled its dispute with its European common market partners.",
		[2]string{"LOC", "Denmark"}, [2]string{"MISC", "European"})
	annotated(t, st)
	m := st.Mentions[find(t, st, "European common market", 0)]
	if m.Actor.Org != "EU" || m.Actor.Sector != "IGO" || st.Slice(m.Span) != "European common market" {
		t.Errorf("European (common market) coded %+v, want the EU, IGO", m.Actor)
	}
}

// A name with its acronym in brackets reads on to the "in" phrase the
// parse hangs on the name: "the Qollqa Sami Works (QSW) in northern Peru",
// even where NER took the name for a person's, which takes no country from
// the story.
func TestActorAcronymThenPlace(t *testing.T) {
	body := "Inspectors visited the Qollqa Sami Works ( QSW ) in northern Peru ."
	st := storyWith(t, body, [2]string{"PER", "Qollqa Sami Works"}, [2]string{"ORG", "QSW"}, [2]string{"LOC", "Peru"})
	// Inspectors(0) visited(1) the(2) Qollqa(3) Sami(4) Works(5) ((6) QSW(7) )(8) in(9) northern(10) Peru(11) .(12)
	upos := []string{"NOUN", "VERB", "DET", "PROPN", "PROPN", "PROPN", "PUNCT", "PROPN", "PUNCT", "ADP", "ADJ", "PROPN", "PUNCT"}
	if len(st.Tokens) != len(upos) {
		t.Fatalf("%d tokens, want %d", len(st.Tokens), len(upos))
	}
	for i := range st.Tokens {
		st.Tokens[i].UPOS, st.Tokens[i].Head, st.Tokens[i].Rel = upos[i], 1, "dep"
	}
	st.Tokens[11].Head, st.Tokens[11].Rel = 5, "nmod"
	st.Tokens[9].Head, st.Tokens[9].Rel = 11, "case"
	st.Tokens[10].Head, st.Tokens[10].Rel = 11, "amod"
	annotated(t, st)
	m := st.Mentions[find(t, st, "Qollqa Sami Works", 0)]
	if m.Actor.Country != "PER" {
		t.Errorf("Qollqa Sami Works (QSW) in northern Peru coded %+v, want PER", m.Actor)
	}
}

// The members a phrase lists are of its country, not of the story's:
// "Chilean aircraft including helicopter gunships" in a story about Peru.
func TestActorListedMembers(t *testing.T) {
	st := storyWith(t, "Chilean aircraft including helicopter gunships struck a Peruvian village near Lima and Peruvian troops fled.",
		[2]string{"MISC", "Chilean"}, [2]string{"MISC", "Peruvian"}, [2]string{"LOC", "Lima"}, [2]string{"MISC", "Peruvian"})
	annotated(t, st)
	m := st.Mentions[find(t, st, "helicopter gunships", 0)]
	if m.Actor.Country != "CHL" || m.Actor.Sector != "MIL" {
		t.Errorf("helicopter gunships coded %+v, want CHL MIL", m.Actor)
	}
}
