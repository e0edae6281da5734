package reality

import (
	"testing"

	"sitrep/doc"
)

func TestHeldWeapon(t *testing.T) {
	cases := []struct {
		name, trigger string
		words         []string
		want          bool
	}{
		{"conjunct of a found object", "shells", []string{"officers/NOUN/NNS/2/nsubj/officer", "found/VERB/VBD/0/root/find", "a/DET/DT/4/det", "shotgun/NOUN/NN/2/obj", "and/CCONJ/CC/7/cc", "three/NUM/CD/7/nummod", "shells/NOUN/NNS/4/conj/shell"}, true},
		{"recovered bombs", "bombs", []string{"police/NOUN/NNS/2/nsubj", "recovered/VERB/VBD/0/root/recover", "two/NUM/CD/4/nummod", "bombs/NOUN/NNS/2/obj/bomb"}, true},
		{"lobbed shells are fired", "shells", []string{"police/NOUN/NNS/2/nsubj", "lobbed/VERB/VBD/0/root/lob", "12/NUM/CD/4/nummod", "shells/NOUN/NNS/2/obj/shell"}, false},
		{"a bomb that exploded", "bomb", []string{"a/DET/DT/2/det", "bomb/NOUN/NN/3/nsubj", "exploded/VERB/VBD/0/root/explode"}, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "ASSAULT", c.trigger)
		p := newParse(st)
		if got := p.heldWeapon(p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: heldWeapon = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestPluralOverTime(t *testing.T) {
	words := []string{"bedlam/NOUN/NN/0/root", "over/ADP/IN/4/case", "the/DET/DT/4/det", "riots/NOUN/NNS/1/nmod/riot",
		"and/CCONJ/CC/6/cc", "killing/NOUN/NN/4/conj/killing", "from/ADP/IN/8/case", "february/PROPN/NNP/4/nmod", "28/NUM/CD/8/nummod"}
	st := story(t, words...)
	st.Timexes = []doc.Timex{{Span: doc.Span{Start: st.Tokens[7].Start, End: st.Tokens[8].End}, Type: "DATE", Value: "2002-02-28"}}
	p := newParse(st)
	for _, w := range []string{"riots", "killing"} {
		if e := event(st, "PROTEST", w); !p.pluralOverTime(p.token(e.Trigger)) {
			t.Errorf("%s from February 28: not taken for an aggregate", w)
		}
	}
	st.Timexes = nil // "from the capital": no date, no span of time
	p = newParse(st)
	if e := event(st, "PROTEST", "riots"); p.pluralOverTime(p.token(e.Trigger)) {
		t.Error("riots from a place taken for an aggregate")
	}
	one := story(t, "the/DET/DT/2/det", "riot/NOUN/NN/0/root", "since/ADP/IN/4/case", "monday/PROPN/NNP/2/nmod")
	one.Timexes = []doc.Timex{{Span: one.Tokens[3].Span, Type: "DATE", Value: "2002-03-04"}}
	p = newParse(one)
	if e := event(one, "PROTEST", "riot"); p.pluralOverTime(p.token(e.Trigger)) {
		t.Error("one riot since Monday taken for an aggregate")
	}
	// The span of a clause of its own is that clause's: "held talks on
	// Tuesday, the first delegation to visit since May" tells one meeting;
	// "have held talks since May" sums them.
	words = []string{"they/PRON/PRP/2/nsubj", "held/VERB/VBD/0/root/hold", "talks/NOUN/NNS/2/obj/talk", "on/ADP/IN/5/case",
		"tuesday/PROPN/NNP/2/obl", ",/PUNCT/,/9/punct", "the/DET/DT/9/det", "first/ADJ/JJ/9/amod", "delegation/NOUN/NN/5/appos",
		"to/PART/TO/11/mark", "visit/VERB/VB/9/acl", "since/ADP/IN/13/case", "may/PROPN/NNP/11/obl"}
	apposed := story(t, words...)
	apposed.Timexes = []doc.Timex{{Span: apposed.Tokens[12].Span, Type: "DATE", Value: "2002-05"}}
	p = newParse(apposed)
	if e := event(apposed, "CONSULT", "talks"); p.pluralOverTime(p.token(e.Trigger)) {
		t.Error("talks on Tuesday taken for an aggregate by the span of a visit told in an apposition")
	}
	words[12] = "may/PROPN/NNP/2/obl" // "since May" now the holding's
	summed := story(t, words...)
	summed.Timexes = []doc.Timex{{Span: summed.Tokens[12].Span, Type: "DATE", Value: "2002-05"}}
	p = newParse(summed)
	if e := event(summed, "CONSULT", "talks"); !p.pluralOverTime(p.token(e.Trigger)) {
		t.Error("talks held since May: not taken for an aggregate")
	}
}

func TestSpeechFrame(t *testing.T) {
	frame := story(t, "speaking/VERB/VBG/5/advcl/speak", "to/ADP/IN/3/case", "reporters/NOUN/NNS/1/obl/reporter", "naidu/PROPN/NNP/5/nsubj", "said/VERB/VBD/0/root/say", "it/PRON/PRP/7/nsubj", "ended/VERB/VBD/5/ccomp/end")
	e := event(frame, "CONSULT", "speaking")
	p := newParse(frame)
	if !p.speechFrame(&e, p.token(e.Trigger)) {
		t.Error("speaking to reporters, naidu said: taken for a meeting")
	}
	met := story(t, "Obama/PROPN/NNP/2/nsubj", "spoke/VERB/VBD/0/root/speak", "with/ADP/IN/4/case", "Karzai/PROPN/NNP/2/obl")
	e = event(met, "CONSULT", "spoke")
	p = newParse(met)
	if p.speechFrame(&e, p.token(e.Trigger)) {
		t.Error("Obama spoke with Karzai: taken for a speech frame")
	}
}

func TestAdvisory(t *testing.T) {
	st := story(t, "police/NOUN/NNS/3/nsubj", "have/AUX/VBP/3/aux", "urged/VERB/VBN/0/root/urge", "people/NOUN/NNS/3/obj/people", "to/PART/TO/6/mark", "avoid/VERB/VB/3/xcomp", "the/DET/DT/8/det", "area/NOUN/NN/6/obj")
	e := event(st, "REQUEST", "urged")
	p := newParse(st)
	if !p.advisory(&e, p.token(e.Trigger)) {
		t.Error("police urged people to avoid the area: taken for a demand")
	}
	party := story(t, "Panetta/PROPN/NNP/2/nsubj", "urged/VERB/VBD/0/root/urge", "the/DET/DT/4/det", "government/NOUN/NN/2/obj")
	e = event(party, "REQUEST", "urged")
	p = newParse(party)
	if p.advisory(&e, p.token(e.Trigger)) {
		t.Error("Panetta urged the government: taken for an advisory")
	}
}

func TestFutureFlagged(t *testing.T) {
	st := story(t, "troops/NOUN/NNS/3/nsubj/troop", "will/AUX/MD/3/aux", "withdraw/VERB/VB/0/root", "and/CCONJ/CC/5/cc", "vowed/VERB/VBD/3/conj/vow")
	withdraw := event(st, "RETREAT", "withdraw")
	withdraw.Aux.Future = true
	threat := event(st, "THREATEN", "vowed")
	threat.Aux.Future = true
	st.Events = []doc.Event{withdraw, threat}
	f := NewWith(&Model{Weights: map[string]float64{"bias": 5}, Threshold: 0.5})
	if err := f.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if len(st.Events) != 2 || !st.Events[0].Aux.Hypothetical || st.Events[1].Aux.Hypothetical {
		t.Fatalf("want the withdrawal to come flagged hypothetical and the threat as it is: %+v", st.Events)
	}
}

func TestAnnouncedProtest(t *testing.T) {
	words := []string{"the/DET/DT/2/det", "party/NOUN/NN/4/nsubj", "will/AUX/MD/4/aux", "hold/VERB/VB/0/root", "a/DET/DT/6/det", "rally/NOUN/NN/4/obj"}
	st := story(t, words...)
	e := event(st, "THREATEN", "rally")
	p := newParse(st)
	if !p.announcedProtest(&e, p.token(e.Trigger)) {
		t.Error("will hold a rally taken for a threat")
	}
	ultimatum := story(t, append(words, "unless/SCONJ/IN/10/mark", "the/DET/DT/9/det", "law/NOUN/NN/10/nsubj", "goes/VERB/VBZ/4/advcl/go")...)
	e = event(ultimatum, "THREATEN", "rally")
	p = newParse(ultimatum)
	if p.announcedProtest(&e, p.token(e.Trigger)) {
		t.Error("a rally unless the law goes: the ultimatum's threat taken for an announcement")
	}
}

func TestNotHeld(t *testing.T) {
	cases := []struct {
		name, trigger string
		words         []string
		want          bool
	}{
		{"a procession not taken out", "procession", []string{"the/DET/DT/2/det", "procession/NOUN/NN/5/nsubj:pass", "was/AUX/VBD/5/aux:pass/be", "not/PART/RB/5/advmod", "taken/VERB/VBN/0/root/take", "out/ADP/RP/5/compound:prt"}, true},
		{"a rally held", "rally", []string{"the/DET/DT/2/det", "rally/NOUN/NN/4/nsubj:pass", "was/AUX/VBD/4/aux:pass/be", "held/VERB/VBN/0/root/hold"}, false},
		{"a rally not reported", "rally", []string{"the/DET/DT/2/det", "rally/NOUN/NN/5/nsubj:pass", "was/AUX/VBD/5/aux:pass/be", "not/PART/RB/5/advmod", "reported/VERB/VBN/0/root/report"}, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		p := newParse(st)
		e := event(st, "PROTEST", c.trigger)
		if got := p.notHeld(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: notHeld = %v, want %v", c.name, got, c.want)
		}
	}
}
