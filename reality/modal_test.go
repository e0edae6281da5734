package reality

import (
	"testing"

	"sitrep/doc"
)

func TestObligationOfferAndTrend(t *testing.T) {
	trend := func(p *parse, _ *doc.Event, i int) bool { return p.trend(i) }
	checkRules(t, []ruleCase{
		{"what must be done", "ACCUSE", "examined", []string{"his/PRON/PRP$/2/nmod:poss", "files/NOUN/NNS/5/nsubj:pass/file", "must/AUX/MD/5/aux", "be/AUX/VB/5/aux:pass", "examined/VERB/VBN/0/root/examine"}, (*parse).obligation, true},
		{"what should be done", "SANCTION", "recalled", []string{"the/DET/DT/2/det", "envoy/NOUN/NN/5/nsubj:pass", "should/AUX/MD/5/aux", "be/AUX/VB/5/aux:pass", "recalled/VERB/VBN/0/root/recall"}, (*parse).obligation, true},
		{"a demand made with must", "REQUEST", "lifted", []string{"the/DET/DT/2/det", "siege/NOUN/NN/5/nsubj:pass", "must/AUX/MD/5/aux", "be/AUX/VB/5/aux:pass", "lifted/VERB/VBN/0/root/lift"}, (*parse).obligation, false},
		{"must have, an inference of an act done", "ASSAULT", "laid", []string{"the/DET/DT/2/det", "mine/NOUN/NN/6/nsubj:pass", "must/AUX/MD/6/aux", "have/AUX/VB/6/aux/have", "been/AUX/VBN/6/aux:pass/be", "laid/VERB/VBN/0/root/lay"}, (*parse).obligation, false},
		{"should have, an act left undone", "SANCTION", "expelled", []string{"the/DET/DT/2/det", "attache/NOUN/NN/6/nsubj:pass", "should/AUX/MD/6/aux", "have/AUX/VB/6/aux/have", "been/AUX/VBN/6/aux:pass/be", "expelled/VERB/VBN/0/root/expel"}, (*parse).obligation, true},
		{"what was done", "SANCTION", "recalled", []string{"Oslo/PROPN/NNP/2/nsubj", "recalled/VERB/VBD/0/root/recall", "its/PRON/PRP$/4/nmod:poss", "envoy/NOUN/NN/2/obj"}, (*parse).obligation, false},
		{"ready to meet", "AGREE", "ready", []string{"Lund/PROPN/NNP/3/nsubj", "was/AUX/VBD/3/cop/be", "ready/ADJ/JJ/0/root", "to/PART/TO/5/mark", "meet/VERB/VB/3/xcomp"}, (*parse).offered, true},
		{"an agreement, no readiness", "AGREE", "agreed", []string{"Lund/PROPN/NNP/2/nsubj", "agreed/VERB/VBD/0/root/agree", "to/PART/TO/4/mark", "meet/VERB/VB/2/xcomp"}, (*parse).offered, false},
		{"raids on the rise", "ASSAULT", "raids", []string{"raids/NOUN/NNS/3/nsubj/raid", "have/AUX/VBP/3/aux", "doubled/VERB/VBN/0/root/double"}, trend, true},
		{"a conjunct of a rising count", "ASSAULT", "ambushes", []string{"shootings/NOUN/NNS/4/nsubj/shooting", "and/CCONJ/CC/3/cc", "ambushes/NOUN/NNS/1/conj/ambush", "declined/VERB/VBD/0/root/decline"}, trend, true},
		{"one raid that grew", "ASSAULT", "raid", []string{"the/DET/DT/2/det", "raid/NOUN/NN/3/nsubj", "grew/VERB/VBD/0/root/grow"}, trend, false},
		{"raids that spread", "ASSAULT", "raids", []string{"raids/NOUN/NNS/2/nsubj/raid", "spread/VERB/VBD/0/root"}, trend, false},
		{"skirmishes that intensified, one incident", "FIGHT", "skirmishes", []string{"skirmishes/NOUN/NNS/2/nsubj/skirmish", "intensified/VERB/VBD/0/root/intensify", "near/ADP/IN/5/case", "the/DET/DT/5/det", "port/NOUN/NN/2/obl"}, trend, false},
		{"rallies that grew across a region", "PROTEST", "rallies", []string{"rallies/NOUN/NNS/2/nsubj/rally", "grew/VERB/VBD/0/root/grow", "across/ADP/IN/5/case", "the/DET/DT/5/det", "region/NOUN/NN/2/obl"}, trend, false},
		{"ambushes that mounted in the hills", "ASSAULT", "ambushes", []string{"ambushes/NOUN/NNS/2/nsubj/ambush", "mounted/VERB/VBD/0/root/mount", "in/ADP/IN/5/case", "the/DET/DT/5/det", "hills/NOUN/NNS/2/obl/hill"}, trend, false},
		{"drones that dropped flyers", "ASSAULT", "drones", []string{"drones/NOUN/NNS/2/nsubj/drone", "dropped/VERB/VBD/0/root/drop", "flyers/NOUN/NNS/2/obj/flyer"}, trend, false},
		{"sweeps that increased pressure", "ASSAULT", "sweeps", []string{"sweeps/NOUN/NNS/2/nsubj/sweep", "increased/VERB/VBD/0/root/increase", "pressure/NOUN/NN/2/obj"}, trend, false},
		{"sieges that have mounted", "ASSAULT", "sieges", []string{"sieges/NOUN/NNS/3/nsubj/siege", "have/AUX/VBP/3/aux", "mounted/VERB/VBN/0/root/mount"}, trend, true},
		{"kidnappings surging in recent weeks", "COERCE", "kidnappings", []string{"kidnappings/NOUN/NNS/2/nsubj/kidnapping", "surged/VERB/VBD/0/root/surge", "in/ADP/IN/5/case", "recent/ADJ/JJ/5/amod", "weeks/NOUN/NNS/2/obl/week"}, trend, true},
		{"lootings rising by a third", "ASSAULT", "lootings", []string{"lootings/NOUN/NNS/2/nsubj/looting", "rose/VERB/VBD/0/root/rise", "by/ADP/IN/5/case", "a/DET/DT/5/det", "third/NOUN/NN/2/obl"}, trend, true},
		{"the count of arsons that grew", "ASSAULT", "arsons", []string{"the/DET/DT/2/det", "count/NOUN/NN/5/nsubj", "of/ADP/IN/4/case", "arsons/NOUN/NNS/2/nmod/arson", "grew/VERB/VBD/0/root/grow"}, trend, true},
	})
}

// TestTrendDay checks that a day named in the trend verb's clause makes
// the verb tell one incident, and that a day naming another clause's act
// (a saying) does not.
func TestTrendDay(t *testing.T) {
	cases := []struct {
		name  string
		words []string
		day   int // the token the one-day date covers
		want  bool
	}{
		{"shootings that declined on a Sunday", []string{"shootings/NOUN/NNS/2/nsubj/shooting", "declined/VERB/VBD/0/root/decline", "on/ADP/IN/4/case", "Sunday/PROPN/NNP/2/obl"}, 3, false},
		{"bombings that rose by half on a Thursday", []string{"bombings/NOUN/NNS/2/nsubj/bombing", "rose/VERB/VBD/0/root/rise", "by/ADP/IN/4/case", "half/NOUN/NN/2/obl", "on/ADP/IN/6/case", "Thursday/PROPN/NNP/2/obl"}, 5, false},
		{"the day of the saying, not of the count", []string{"raids/NOUN/NNS/3/nsubj/raid", "have/AUX/VBP/3/aux", "doubled/VERB/VBN/0/root/double", "police/NOUN/NNS/5/nsubj", "said/VERB/VBD/3/parataxis/say", "on/ADP/IN/7/case", "Monday/PROPN/NNP/5/obl"}, 6, true},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		st.Timexes = []doc.Timex{{Span: st.Tokens[c.day].Span, Type: "DATE", Value: "2020-05-04", Precision: "day"}}
		if got := newParse(st).trend(0); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// TestPlannedMeeting checks that a meeting or visit told with "will" as
// its sentence's news is a plan, while a promise of another act told the
// same way, and a meeting held, are not.
func TestPlannedMeeting(t *testing.T) {
	cases := []struct {
		name, trigger string
		words         []string
		want          bool
	}{
		{"a visit to come", "visit", []string{"envoys/NOUN/NNS/3/nsubj/envoy", "will/AUX/MD/3/aux", "visit/VERB/VB/0/root", "the/DET/DT/5/det", "border/NOUN/NN/3/obj"}, true},
		{"a meeting said to come", "meet", []string{"she/PRON/PRP/2/nsubj", "said/VERB/VBD/0/root/say", "the/DET/DT/4/det", "council/NOUN/NN/6/nsubj", "would/AUX/MD/6/aux", "meet/VERB/VB/2/ccomp", "the/DET/DT/8/det", "mayor/NOUN/NN/6/obj"}, true},
		{"a release promised", "release", []string{"rebels/NOUN/NNS/3/nsubj/rebel", "will/AUX/MD/3/aux", "release/VERB/VB/0/root", "the/DET/DT/5/det", "hostages/NOUN/NNS/3/obj/hostage"}, false},
		{"a visit made", "visited", []string{"envoys/NOUN/NNS/2/nsubj/envoy", "visited/VERB/VBD/0/root/visit", "the/DET/DT/4/det", "border/NOUN/NN/2/obj"}, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "AGREE", c.trigger)
		e.Actor = &doc.Party{Text: "x"}
		p := newParse(st)
		if got := p.plannedMeeting(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: plannedMeeting = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestUnvoicedDemand checks that a demand made of a "should" verb is a
// wish when nobody voices it: the main clause with no verb of saying, a
// clause for subject the parser made root, or a belief; a demand said by
// someone or quoted stays.
func TestUnvoicedDemand(t *testing.T) {
	cases := []struct {
		name, trigger string
		words         []string
		want          bool
	}{
		{"a writer's opinion", "draw", []string{"the/DET/DT/2/det", "plan/NOUN/NN/4/nsubj", "should/AUX/MD/4/aux", "draw/VERB/VB/0/root", "scorn/NOUN/NN/4/obj"}, true},
		{"a belief", "resign", []string{"he/PRON/PRP/2/nsubj", "believes/VERB/VBZ/0/root/believe", "the/DET/DT/4/det", "board/NOUN/NN/6/nsubj", "should/AUX/MD/6/aux", "resign/VERB/VB/2/ccomp"}, true},
		{"a clause for subject made root", "surprise", []string{"that/SCONJ/IN/4/mark", "the/DET/DT/3/det", "envoy/NOUN/NN/4/nsubj", "left/VERB/VBD/0/root/leave", "early/ADV/RB/4/advmod", "should/AUX/MD/7/aux", "surprise/VERB/VB/4/ccomp", "nobody/PRON/NN/7/obj"}, true},
		{"said by someone", "resign", []string{"the/DET/DT/2/det", "mayor/NOUN/NN/3/nsubj", "said/VERB/VBD/0/root/say", "the/DET/DT/5/det", "board/NOUN/NN/7/nsubj", "should/AUX/MD/7/aux", "resign/VERB/VB/3/ccomp"}, false},
		{"a verb of saying hung on it", "resign", []string{"the/DET/DT/2/det", "board/NOUN/NN/4/nsubj", "must/AUX/MD/4/aux", "resign/VERB/VB/0/root", ",/PUNCT/,/6/punct", "she/PRON/PRP/7/nsubj", "said/VERB/VBD/4/parataxis/say"}, false},
		{"a that clause under a verb of saying", "resign", []string{"he/PRON/PRP/2/nsubj", "said/VERB/VBD/0/root/say", "that/SCONJ/IN/7/mark", "the/DET/DT/5/det", "board/NOUN/NN/7/nsubj", "should/AUX/MD/7/aux", "resign/VERB/VB/2/ccomp"}, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "REQUEST", c.trigger)
		e.Demand = true
		p := newParse(st)
		if got := p.unvoicedDemand(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: unvoicedDemand = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestUniversalDemand checks that a demand made of everyone or of every
// side ("all", "both", within two heads of the subject) is an
// exhortation, while one made of a named party stays a demand.
func TestUniversalDemand(t *testing.T) {
	cases := []struct {
		name, trigger string
		words         []string
		want          bool
	}{
		{"all for subject", "stay", []string{"all/PRON/DT/3/nsubj", "must/AUX/MD/3/aux", "stay/VERB/VB/5/ccomp", "he/PRON/PRP/5/nsubj", "said/VERB/VBD/0/root/say", "calm/ADJ/JJ/3/xcomp"}, true},
		{"both sides", "respect", []string{"both/DET/DT/2/det", "sides/NOUN/NNS/4/nsubj/side", "should/AUX/MD/4/aux", "respect/VERB/VB/6/ccomp", "she/PRON/PRP/6/nsubj", "said/VERB/VBD/0/root/say", "the/DET/DT/8/det", "truce/NOUN/NN/4/obj"}, true},
		{"the elders of both villages", "talk", []string{"the/DET/DT/2/det", "elders/NOUN/NNS/7/nsubj/elder", "of/ADP/IN/5/case", "both/DET/DT/5/det", "villages/NOUN/NNS/2/nmod/village", "should/AUX/MD/7/aux", "talk/VERB/VB/9/ccomp", "he/PRON/PRP/9/nsubj", "said/VERB/VBD/0/root/say"}, true},
		{"a named party", "respect", []string{"the/DET/DT/2/det", "traders/NOUN/NNS/4/nsubj/trader", "should/AUX/MD/4/aux", "respect/VERB/VB/6/ccomp", "she/PRON/PRP/6/nsubj", "said/VERB/VBD/0/root/say", "the/DET/DT/8/det", "ruling/NOUN/NN/4/obj"}, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "REQUEST", c.trigger)
		e.Demand = true
		p := newParse(st)
		if got := p.universalDemand(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: universalDemand = %v, want %v", c.name, got, c.want)
		}
	}
}
