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
