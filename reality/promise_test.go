package reality

import (
	"testing"

	"sitrep/doc"
)

func TestPromise(t *testing.T) {
	hungary := &doc.Party{Text: "Hungary"}
	cases := []struct {
		name, plover, trigger string
		words                 []string
		want                  bool
	}{
		{"said it will support", "AGREE", "support", []string{"Hungary/PROPN/NNP/3/nsubj", "has/AUX/VBZ/3/aux/have", "said/VERB/VBN/0/root/say", "it/PRON/PRP/6/nsubj", "will/AUX/MD/6/aux", "support/VERB/VB/3/ccomp", "the/DET/DT/8/det", "resolution/NOUN/NN/6/obj"}, true},
		{"said they would release", "AGREE", "release", []string{"rebels/NOUN/NNS/2/nsubj/rebel", "said/VERB/VBD/0/root/say", "they/PRON/PRP/5/nsubj", "would/AUX/MD/5/aux", "release/VERB/VB/2/ccomp", "hostages/NOUN/NNS/5/obj/hostage"}, true},
		{"main clause with will", "AGREE", "evacuate", []string{"Israel/PROPN/NNP/3/nsubj", "will/AUX/MD/3/aux", "evacuate/VERB/VB/0/root", "settlements/NOUN/NNS/3/obj/settlement"}, true},
		{"would alone is no announcement", "AGREE", "evacuate", []string{"Israel/PROPN/NNP/3/nsubj", "would/AUX/MD/3/aux", "evacuate/VERB/VB/0/root", "settlements/NOUN/NNS/3/obj/settlement"}, false},
		{"under a verb of thinking", "AGREE", "release", []string{"analysts/NOUN/NNS/2/nsubj/analyst", "believe/VERB/VBP/0/root", "they/PRON/PRP/5/nsubj", "will/AUX/MD/5/aux", "release/VERB/VB/2/ccomp", "hostages/NOUN/NNS/5/obj/hostage"}, false},
		{"a statement deeper in the sentence", "AGREE", "release", []string{"talks/NOUN/NNS/2/nsubj/talk", "resumed/VERB/VBD/0/root/resume", "after/SCONJ/IN/5/mark", "rebels/NOUN/NNS/5/nsubj/rebel", "said/VERB/VBD/2/advcl/say", "they/PRON/PRP/8/nsubj", "would/AUX/MD/8/aux", "release/VERB/VB/5/ccomp", "hostages/NOUN/NNS/8/obj/hostage"}, false},
		{"a past act is the model's", "AGREE", "agreed", []string{"Hungary/PROPN/NNP/2/nsubj", "agreed/VERB/VBD/0/root/agree"}, false},
		{"a future attack is no promise", "ASSAULT", "attack", []string{"Israel/PROPN/NNP/3/nsubj", "will/AUX/MD/3/aux", "attack/VERB/VB/0/root", "Gaza/PROPN/NNP/3/obj"}, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, c.plover, c.trigger)
		e.Actor = hungary
		p := newParse(st)
		if got := p.promise(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: promise = %v, want %v", c.name, got, c.want)
		}
	}
	// A promise with no party named is no statement of anyone's.
	st := story(t, cases[0].words...)
	e := event(st, "AGREE", "support")
	p := newParse(st)
	if p.promise(&e, p.token(e.Trigger)) {
		t.Error("a promise with no actor taken for a statement")
	}
	// Told by a named party as its sentence's news, the promise is a
	// statement: a model that drops every event keeps it.
	e.Actor = hungary
	st.Events = []doc.Event{e}
	f := NewWith(&Model{Weights: map[string]float64{"bias": -5}, Threshold: 0.5})
	if err := f.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if len(st.Events) != 1 || st.Events[0].Aux.Hypothetical {
		t.Fatalf("kept %+v, want the promise as it is", st.Events)
	}
}

func TestFutureAct(t *testing.T) {
	cases := []struct {
		name, plover, trigger string
		words                 []string
		want                  bool
	}{
		{"a request still to be made", "REQUEST", "asked", []string{"they/PRON/PRP/4/nsubj:pass", "will/AUX/MD/4/aux", "be/AUX/VB/4/aux:pass", "asked/VERB/VBN/0/root/ask", "not/PART/RB/7/advmod", "to/PART/TO/7/mark", "shout/VERB/VB/4/xcomp"}, true},
		{"a request made", "REQUEST", "asked", []string{"police/NOUN/NNS/2/nsubj", "asked/VERB/VBD/0/root/ask", "residents/NOUN/NNS/2/obj/resident"}, false},
		{"an arrest to come is the future flag's", "COERCE", "arrest", []string{"police/NOUN/NNS/3/nsubj", "will/AUX/MD/3/aux", "arrest/VERB/VB/0/root", "them/PRON/PRP/3/obj"}, false},
		{"a statement of intent", "AGREE", "support", []string{"Hungary/PROPN/NNP/2/nsubj", "said/VERB/VBD/0/root/say", "it/PRON/PRP/5/nsubj", "will/AUX/MD/5/aux", "support/VERB/VB/2/ccomp", "it/PRON/PRP/5/obj"}, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, c.plover, c.trigger)
		e.Actor = &doc.Party{Text: "Hungary"}
		p := newParse(st)
		if got := p.futureAct(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: futureAct = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestStatements(t *testing.T) {
	cases := []struct {
		name, plover, trigger string
		words                 []string
		told, relative        bool
	}{
		{"pledged, the main clause under said", "AGREE", "pledged", []string{"Mohammadi/PROPN/NNP/2/nsubj", "pledged/VERB/VBD/5/ccomp/pledge", "cooperation/NOUN/NN/2/obj", "Pentagon/PROPN/NNP/5/nsubj", "said/VERB/VBD/0/root/say"}, true, false},
		{"rejected, the main clause", "REJECT", "rejected", []string{"Erdogan/PROPN/NNP/2/nsubj", "rejected/VERB/VBD/0/root/reject", "the/DET/DT/4/det", "plan/NOUN/NN/2/obj"}, true, false},
		{"declined to lift, a refusal recoded", "REJECT", "lift", []string{"the/DET/DT/2/det", "council/NOUN/NN/3/nsubj", "declined/VERB/VBD/0/root/decline", "to/PART/TO/5/mark", "lift/VERB/VB/3/xcomp", "the/DET/DT/7/det", "curfew/NOUN/NN/5/obj"}, true, false},
		{"would boycott under said", "THREATEN", "boycott", []string{"union/NOUN/NN/2/nsubj", "said/VERB/VBD/0/root/say", "it/PRON/PRP/5/nsubj", "would/AUX/MD/5/aux", "boycott/VERB/VB/2/ccomp", "talks/NOUN/NNS/5/obj/talk"}, true, false},
		{"a demand told in passing", "REQUEST", "demanded", []string{"talks/NOUN/NNS/2/nsubj/talk", "failed/VERB/VBD/0/root/fail", "after/SCONJ/IN/5/mark", "rebels/NOUN/NNS/5/nsubj/rebel", "demanded/VERB/VBD/2/advcl/demand", "money/NOUN/NN/5/obj"}, false, false},
		{"an attack is no statement", "ASSAULT", "attacked", []string{"rebels/NOUN/NNS/2/nsubj/rebel", "attacked/VERB/VBD/0/root/attack", "a/DET/DT/4/det", "post/NOUN/NN/2/obj"}, false, false},
		{"the men who attacked", "ASSAULT", "attacked", []string{"the/DET/DT/2/det", "men/NOUN/NNS/6/nsubj/man", "who/PRON/WP/4/nsubj", "attacked/VERB/VBD/2/acl:relcl/attack", "it/PRON/PRP/4/obj", "fled/VERB/VBD/0/root/flee"}, false, true},
		{"who pledged", "AGREE", "pledged", []string{"Allen/PROPN/NNP/2/nsubj", "met/VERB/VBD/0/root/meet", "Mohammadi/PROPN/NNP/2/obj", "who/PRON/WP/5/nsubj", "pledged/VERB/VBD/3/acl:relcl/pledge", "cooperation/NOUN/NN/5/obj"}, false, true},
		{"refuses, a stance in the present", "REJECT", "refuses", []string{"the/DET/DT/2/det", "council/NOUN/NN/3/nsubj", "refuses/VERB/VBZ/0/root/refuse", "to/PART/TO/5/mark", "reopen/VERB/VB/3/xcomp", "the/DET/DT/7/det", "hall/NOUN/NN/5/obj"}, false, false},
		{"allows, a rule in the present", "CONCEDE", "allows", []string{"the/DET/DT/2/det", "law/NOUN/NN/3/nsubj", "allows/VERB/VBZ/0/root/allow", "the/DET/DT/5/det", "council/NOUN/NN/3/obj"}, false, false},
		{"agree, the plural present", "AGREE", "agree", []string{"the/DET/DT/2/det", "traders/NOUN/NNS/3/nsubj/trader", "agree/VERB/VBP/0/root"}, false, false},
		{"willing, an adjective", "REJECT", "willing", []string{"traders/NOUN/NNS/4/nsubj/trader", "are/AUX/VBP/4/cop/be", "not/PART/RB/4/advmod", "willing/ADJ/JJ/0/root", "to/PART/TO/6/mark", "pay/VERB/VB/4/xcomp"}, false, false},
		{"a present relative clause", "ASSAULT", "attacks", []string{"a/DET/DT/2/det", "group/NOUN/NN/0/root", "that/PRON/WDT/4/nsubj", "attacks/VERB/VBZ/2/acl:relcl/attack", "posts/NOUN/NNS/4/obj/post"}, false, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, c.plover, c.trigger)
		e.Actor = &doc.Party{Text: "the council"}
		p := newParse(st)
		i := p.token(e.Trigger)
		if got := p.statement(&e, i); got != c.told {
			t.Errorf("%s: statement = %v, want %v", c.name, got, c.told)
		}
		if got := p.pastRelative(i); got != c.relative {
			t.Errorf("%s: pastRelative = %v, want %v", c.name, got, c.relative)
		}
	}
	// A pronoun party is no party the text names.
	st := story(t, cases[1].words...)
	e := event(st, "REJECT", "rejected")
	e.Actor = &doc.Party{Text: "he"}
	p := newParse(st)
	if p.statement(&e, p.token(e.Trigger)) {
		t.Error("a statement by a pronoun taken for one by a party")
	}
	// The model is overruled: one that drops every event keeps the statement.
	e.Actor = &doc.Party{Text: "Erdogan"}
	st.Events = []doc.Event{e}
	f := NewWith(&Model{Weights: map[string]float64{"bias": -5}, Threshold: 0.5})
	if err := f.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if len(st.Events) != 1 {
		t.Fatalf("kept %+v, want the rejection", st.Events)
	}
}
