package reality

import (
	"testing"
	"time"

	"sitrep/doc"
)

func TestContextFeatures(t *testing.T) {
	cases := []struct {
		name, trigger string
		words         []string
		want, not     []string
	}{
		{"a passive with no agent tells a reputation", "accused", []string{"the/DET/DT/2/det", "mayor/NOUN/NN/5/nsubj:pass", "has/AUX/VBZ/5/aux/have", "been/AUX/VBN/5/aux:pass/be", "accused/VERB/VBN/0/root/accuse"},
			[]string{"voice=passive", "voice.tense=passive|perfect", "cat.voice=ACCUSE|passive", "actor.kind=none"}, []string{"voice=active"}},
		{"a passive with its agent", "accused", []string{"Tehran/PROPN/NNP/3/nsubj:pass", "was/AUX/VBD/3/aux:pass/be", "accused/VERB/VBN/0/root/accuse", "by/ADP/IN/5/case", "Riyadh/PROPN/NNP/3/obl:agent"},
			[]string{"voice=passive-agent", "voice.tense=passive-agent|past"}, nil},
		{"a bare plural noun in court", "raids", []string{"the/DET/DT/2/det", "court/NOUN/NN/3/nsubj", "heard/VERB/VBD/0/root/hear", "of/ADP/IN/5/case", "raids/NOUN/NNS/3/obl/raid"},
			[]string{"voice=active", "np.number=bare|pl", "sent=court", "cat.court=ASSAULT", "undertrigger=0", "sent.events=2-3"}, []string{"sent.events=1", "undertrigger=1"}},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "ASSAULT", c.trigger)
		if c.trigger == "accused" {
			e.Type.Plover = "ACCUSE"
		}
		// A second event on the verb of the third case's sentence.
		st.Events = []doc.Event{e, event(st, "CONSULT", st.Tokens[len(st.Tokens)-3].Form)}
		p := newParse(st)
		var f featureList
		p.contextFeatures(&f, &e, p.token(e.Trigger))
		checkFeatures(t, c.name, f, c.want, c.not)
	}
}

func TestDateAge(t *testing.T) {
	pub := time.Date(2026, 3, 20, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct{ value, want string }{
		{"2026-03-18", "week"},
		{"2026-03", "week"}, // the month the story is published in
		{"2026-02-25", "month"},
		{"2025-11", "year"},
		{"2019", "older"},
		{"2026-04-02", "ahead"},
		{"P5D", "unknown"},
	} {
		if got := dateAge(c.value, pub); got != c.want {
			t.Errorf("dateAge(%q) = %q, want %q", c.value, got, c.want)
		}
	}
	if got := dateAge("2026-03-18", time.Time{}); got != "unknown" {
		t.Errorf("dateAge with no publication date = %q, want unknown", got)
	}
}
