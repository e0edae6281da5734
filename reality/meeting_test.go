package reality

import (
	"testing"

	"sitrep/doc"
)

// TestTopicDiscussion checks that a discussion's topic, coded as its
// target, is no second party, while a side named with "with" is.
func TestTopicDiscussion(t *testing.T) {
	cases := []struct {
		name    string
		words   []string
		target  string
		trigger string
		want    bool
	}{
		{"a topic", []string{"the/DET/DT/2/det", "forum/NOUN/NN/3/nsubj", "opened/VERB/VBD/0/root/open", "a/DET/DT/5/det", "discussion/NOUN/NN/3/obj", "on/ADP/IN/8/case", "rural/ADJ/JJ/8/amod", "schooling/NOUN/NN/5/nmod"}, "schooling", "discussion", true},
		{"a side", []string{"the/DET/DT/2/det", "mayor/NOUN/NN/3/nsubj", "held/VERB/VBD/0/root/hold", "a/DET/DT/5/det", "discussion/NOUN/NN/3/obj", "with/ADP/IN/8/case", "the/DET/DT/8/det", "unions/NOUN/NNS/5/nmod/union"}, "unions", "discussion", false},
		{"sides inside the topic", []string{"the/DET/DT/2/det", "mayor/NOUN/NN/3/nsubj", "held/VERB/VBD/0/root/hold", "a/DET/DT/5/det", "discussion/NOUN/NN/3/obj", "over/ADP/IN/8/case", "the/DET/DT/8/det", "quarrel/NOUN/NN/5/nmod", "between/ADP/IN/10/case", "farmers/NOUN/NNS/8/nmod/farmer"}, "farmers", "discussion", false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "CONSULT", c.trigger)
		e.Target = &doc.Party{Text: c.target, Span: st.Tokens[len(st.Tokens)-1].Span}
		p := newParse(st)
		if got := p.oneSidedMeeting(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: oneSidedMeeting = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestCoordinatedActor checks that a meeting whose actor joins two
// parties with "and" is between sides, however the parser hung them.
func TestCoordinatedActor(t *testing.T) {
	// The parser made both nouns subjects of "held", with no conj.
	st := story(t, "envoys/NOUN/NNS/5/nsubj/envoy", "and/CCONJ/CC/4/cc", "the/DET/DT/4/det", "minister/NOUN/NN/5/nsubj",
		"held/VERB/VBD/0/root/hold", "a/DET/DT/7/det", "meeting/NOUN/NN/5/obj")
	for _, actor := range []doc.Span{{Start: st.Tokens[0].Start, End: st.Tokens[3].End}, st.Tokens[0].Span} {
		e := event(st, "CONSULT", "meeting")
		e.Actor = &doc.Party{Text: st.Slice(actor), Span: actor}
		p := newParse(st)
		if p.oneSidedMeeting(&e, p.token(e.Trigger)) {
			t.Errorf("actor %q: a meeting of envoys and a minister taken for one body's", e.Actor.Text)
		}
	}
	one := story(t, "envoys/NOUN/NNS/2/nsubj/envoy", "held/VERB/VBD/0/root/hold", "a/DET/DT/4/det", "meeting/NOUN/NN/2/obj")
	e := event(one, "CONSULT", "meeting")
	e.Actor = &doc.Party{Text: "envoys", Span: one.Tokens[0].Span}
	p := newParse(one)
	if !p.oneSidedMeeting(&e, p.token(e.Trigger)) {
		t.Error("a meeting with one party named taken for one between sides")
	}
}

// TestSplitSubject checks that two subjects the parser gave the verb of a
// meeting are two sides only with "and" between them: a dateline or a
// name split in two is still one body's meeting.
func TestSplitSubject(t *testing.T) {
	cases := []struct {
		name  string
		words []string
		want  bool
	}{
		{"a dateline taken for a subject", []string{"pune/NOUN/NN/5/nsubj", ":/PUNCT/:/4/punct", "the/DET/DT/4/det", "mayor/NOUN/NN/5/nsubj", "held/VERB/VBD/0/root/hold", "a/DET/DT/7/det", "meeting/NOUN/NN/5/obj"}, true},
		{"a name split in two", []string{"deputy/ADJ/JJ/2/amod", "collector/NOUN/NN/5/nsubj", "r.k./PROPN/NNP/4/compound", "rao/NOUN/NN/5/nsubj", "held/VERB/VBD/0/root/hold", "a/DET/DT/7/det", "meeting/NOUN/NN/5/obj"}, true},
		{"two sides joined by and", []string{"farmers/NOUN/NNS/5/nsubj/farmer", "and/CCONJ/CC/4/cc", "the/DET/DT/4/det", "mayor/NOUN/NN/5/nsubj", "held/VERB/VBD/0/root/hold", "a/DET/DT/7/det", "meeting/NOUN/NN/5/obj"}, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "CONSULT", "meeting")
		p := newParse(st)
		if got := p.oneSidedMeeting(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: oneSidedMeeting = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestGathering checks that a meeting open to all, or one its actor only
// attends or speaks to, is an assembly, while a meeting held with a party
// is left to the other rules.
func TestGathering(t *testing.T) {
	gathering := (*parse).gathering
	checkRules(t, []ruleCase{
		{"a public meeting", "CONSULT", "meeting", []string{"the/DET/DT/2/det", "party/NOUN/NN/3/nsubj", "held/VERB/VBD/0/root/hold", "a/DET/DT/6/det", "public/ADJ/JJ/6/amod", "meeting/NOUN/NN/3/obj", "at/ADP/IN/9/case", "the/DET/DT/9/det", "fairground/NOUN/NN/3/obl"}, gathering, true},
		{"attended the meeting", "CONSULT", "meeting", []string{"the/DET/DT/2/det", "councillors/NOUN/NNS/3/nsubj/councillor", "attended/VERB/VBD/0/root/attend", "the/DET/DT/5/det", "meeting/NOUN/NN/3/obj"}, gathering, true},
		{"addressed a meeting", "CONSULT", "session", []string{"the/DET/DT/2/det", "mayor/NOUN/NN/3/nsubj", "addressed/VERB/VBD/0/root/address", "a/DET/DT/6/det", "crowded/ADJ/JJ/6/amod", "session/NOUN/NN/3/obj"}, gathering, true},
		{"held a meeting with the envoy", "CONSULT", "meeting", []string{"the/DET/DT/2/det", "mayor/NOUN/NN/3/nsubj", "held/VERB/VBD/0/root/hold", "a/DET/DT/5/det", "meeting/NOUN/NN/3/obj", "with/ADP/IN/8/case", "the/DET/DT/8/det", "envoy/NOUN/NN/5/nmod"}, gathering, false},
		{"a public meeting, no consultation coded", "PROTEST", "meeting", []string{"a/DET/DT/3/det", "public/ADJ/JJ/3/amod", "meeting/NOUN/NN/0/root"}, gathering, false},
	})
}
