package reality

import (
	"testing"

	"sitrep/doc"
)

// TestTopicDiscussion checks that a discussion's topic, coded as its
// target, is no second party, while a side named with "with" is.
func TestTopicDiscussion(t *testing.T) {
	cases := []struct {
		name   string
		words  []string
		target string
		want   bool
	}{
		{"a topic", []string{"the/DET/DT/2/det", "forum/NOUN/NN/3/nsubj", "opened/VERB/VBD/0/root/open", "a/DET/DT/5/det", "discussion/NOUN/NN/3/obj", "on/ADP/IN/8/case", "rural/ADJ/JJ/8/amod", "schooling/NOUN/NN/5/nmod"}, "schooling", true},
		{"a side", []string{"the/DET/DT/2/det", "mayor/NOUN/NN/3/nsubj", "held/VERB/VBD/0/root/hold", "a/DET/DT/5/det", "discussion/NOUN/NN/3/obj", "with/ADP/IN/8/case", "the/DET/DT/8/det", "unions/NOUN/NNS/5/nmod/union"}, "unions", false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "CONSULT", "discussion")
		e.Target = &doc.Party{Text: c.target, Span: st.Tokens[len(st.Tokens)-1].Span}
		p := newParse(st)
		if got := p.oneSidedMeeting(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: oneSidedMeeting = %v, want %v", c.name, got, c.want)
		}
	}
}
