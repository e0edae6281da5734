package reality

import (
	"strings"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/internal/logreg"
)

// story builds a one-sentence story from words written
// "form/UPOS/XPOS/head/rel[/lemma]" (head is a 1-based word number, 0 for
// the root; the lemma defaults to the lower-cased form), so that tests
// need no parser.
func story(t *testing.T, words ...string) *doc.Story {
	t.Helper()
	st := &doc.Story{}
	var text strings.Builder
	for i, w := range words {
		f := strings.Split(w, "/")
		if len(f) == 5 {
			f = append(f, strings.ToLower(f[0]))
		}
		if len(f) != 6 {
			t.Fatalf("word %q: want form/UPOS/XPOS/head/rel[/lemma]", w)
		}
		if i > 0 {
			text.WriteByte(' ')
		}
		head := atoi(f[3]) - 1 // -1 for the root
		start := text.Len()
		text.WriteString(f[0])
		st.Tokens = append(st.Tokens, doc.Token{Span: doc.Span{Start: start, End: text.Len()}, Form: f[0],
			UPOS: f[1], XPOS: f[2], Lemma: f[5], Head: head, Rel: f[4]})
	}
	st.Text = text.String()
	st.Sentences = []doc.Sentence{{Span: doc.Span{End: len(st.Text)}, EndToken: len(st.Tokens)}}
	return st
}

func atoi(s string) int {
	n := 0
	for _, r := range s {
		n = n*10 + int(r-'0')
	}
	return n
}

// event returns an event of category plover triggered by the word form.
func event(st *doc.Story, plover, form string) doc.Event {
	for _, tok := range st.Tokens {
		if tok.Form == form {
			return doc.Event{Type: doc.EventType{Plover: plover}, Trigger: tok.Span}
		}
	}
	panic("no token " + form)
}

func TestOtherSense(t *testing.T) {
	cases := []struct {
		name, plover, trigger string
		words                 []string
		want                  bool
	}{
		{"alignment participle", "SUPPORT", "US-backed", []string{"US-backed/VERB/VBN/2/amod", "forces/NOUN/NNS/3/nsubj", "entered/VERB/VBD/0/root", "Raqqa/PROPN/NNP/3/obj"}, true},
		{"present participle", "RETREAT", "retreating", []string{"retreating/VERB/VBG/2/amod", "militants/NOUN/NNS/3/nsubj", "fled/VERB/VBD/0/root"}, true},
		{"sanction participle tells a sanction", "SANCTION", "U.S.-sanctioned", []string{"the/DET/DT/4/det", "freshly/ADV/RB/3/advmod", "U.S.-sanctioned/VERB/VBN/4/amod", "head/NOUN/NN/5/nsubj", "spoke/VERB/VBD/0/root"}, false},
		{"bare participle tells a state", "SANCTION", "convicted", []string{"a/DET/DT/3/det", "convicted/VERB/VBN/3/amod", "offender/NOUN/NN/4/nsubj", "fled/VERB/VBD/0/root"}, true},
		{"a graded participle tells a state", "MOBILIZE", "fortified", []string{"the/DET/DT/4/det", "heavily/ADV/RB/3/advmod", "fortified/VERB/VBN/4/amod/fortify", "ministry/NOUN/NN/0/root"}, true},
		{"a main verb parsed as a participle", "ASSAULT", "bombed", []string{"warplanes/NOUN/NNS/0/root/warplane", "bombed/VERB/VBN/3/amod/bomb", "towns/NOUN/NNS/1/obj/town"}, false},
		{"march the month", "PROTEST", "march", []string{"the/DET/DT/2/det", "programme/NOUN/NN/0/root", "of/ADP/IN/4/case", "march/NOUN/NN/2/nmod", "15/NUM/CD/4/nummod"}, true},
		{"march with a day before", "PROTEST", "march", []string{"on/ADP/IN/3/case", "3rd/NUM/CD/3/nummod", "march/NOUN/NN/0/root"}, true},
		{"a march", "PROTEST", "march", []string{"thousands/NOUN/NNS/2/nsubj", "joined/VERB/VBD/0/root", "a/DET/DT/4/det", "march/NOUN/NN/2/obj", "on/ADP/IN/6/case", "Sunday/PROPN/NNP/4/nmod"}, false},
		{"march of 2000 people", "PROTEST", "march", []string{"a/DET/DT/2/det", "march/NOUN/NN/0/root", "2000/NUM/CD/4/nummod", "people/NOUN/NNS/2/nmod"}, false},
		{"air strike", "PROTEST", "strike", []string{"air/NOUN/NN/2/compound", "strike/NOUN/NN/3/nsubj", "hit/VERB/VBD/0/root", "Afrin/PROPN/NNP/3/obj"}, true},
		{"labour strike", "PROTEST", "strike", []string{"a/DET/DT/3/det", "general/ADJ/JJ/3/amod", "strike/NOUN/NN/4/nsubj", "began/VERB/VBD/0/root"}, false},
		{"predicate adjective", "THREATEN", "threatening", []string{"injuries/NOUN/NNS/5/nsubj/injury", "were/AUX/VBD/5/cop/be", "life/NOUN/NN/5/compound", "-/PUNCT/HYPH/3/punct", "threatening/VERB/VBG/0/root/threaten"}, true},
		{"noun in a hyphenated adjective", "COERCE", "curfew", []string{"in/ADP/IN/5/case", "curfew/NOUN/NN/4/obl:unmarked", "-/PUNCT/HYPH/2/punct", "bound/ADJ/JJ/5/amod", "areas/NOUN/NNS/0/root/area"}, true},
		{"under threat", "THREATEN", "threat", []string{"borders/NOUN/NNS/2/nsubj/border", "are/VERB/VBP/0/root/be", "under/ADP/IN/4/case", "threat/NOUN/NN/2/obl"}, true},
		{"a warning issued", "THREATEN", "warning", []string{"army/NOUN/NN/2/nsubj", "issued/VERB/VBD/0/root/issue", "a/DET/DT/4/det", "warning/NOUN/NN/2/obj"}, false},
		{"a video released", "RETREAT", "released", []string{"fighters/NOUN/NNS/2/nsubj/fighter", "released/VERB/VBD/0/root/release", "a/DET/DT/4/det", "video/NOUN/NN/2/obj"}, true},
		{"hostages released", "RETREAT", "released", []string{"rebels/NOUN/NNS/2/nsubj/rebel", "released/VERB/VBD/0/root/release", "two/NUM/CD/4/nummod", "hostages/NOUN/NNS/2/obj/hostage"}, false},
		{"a recording its participle describes", "RETREAT", "released", []string{"a/DET/DT/2/det", "recording/NOUN/NN/0/root/recording", "released/VERB/VBN/2/acl/release", "on/ADP/IN/5/case", "Friday/PROPN/NNP/3/obl"}, true},
		{"footage last released, hung on the adverb", "RETREAT", "released", []string{"since/SCONJ/IN/5/mark", "the/DET/DT/3/det", "footage/NOUN/NN/5/nsubj/footage", "was/AUX/VBD/5/cop/be", "last/ADJ/JJ/0/root/last", "released/VERB/VBN/5/acl/release", "in/ADP/IN/8/case", "2015/NUM/CD/6/obl"}, true},
		{"prisoners a participle describes", "RETREAT", "released", []string{"the/DET/DT/2/det", "prisoners/NOUN/NNS/0/root/prisoner", "released/VERB/VBN/2/acl/release", "on/ADP/IN/5/case", "Friday/PROPN/NNP/3/obl"}, false},
		{"a guard released after a video", "RETREAT", "released", []string{"after/ADP/IN/3/case", "the/DET/DT/3/det", "video/NOUN/NN/7/obl/video", "the/DET/DT/5/det", "guard/NOUN/NN/7/nsubj:pass/guard", "was/AUX/VBD/7/aux:pass/be", "released/VERB/VBN/0/root/release"}, false},
		{"he was released, a pronoun nearest", "RETREAT", "released", []string{"after/ADP/IN/2/case", "video/NOUN/NN/5/obl/video", "he/PRON/PRP/5/nsubj:pass", "was/AUX/VBD/5/aux:pass/be", "released/VERB/VBN/0/root/release"}, false},
		{"struck off a register", "PROTEST", "struck", []string{"pharmacist/NOUN/NN/3/nsubj:pass", "was/AUX/VBD/3/aux:pass/be", "struck/VERB/VBN/0/root/strike", "off/ADP/RP/3/compound:prt"}, true},
		{"workers struck", "PROTEST", "struck", []string{"workers/NOUN/NNS/2/nsubj/worker", "struck/VERB/VBD/0/root/strike"}, false},
		{"serving a sentence", "SANCTION", "sentence", []string{"he/PRON/PRP/3/nsubj", "was/AUX/VBD/3/aux/be", "serving/VERB/VBG/0/root/serve", "a/DET/DT/5/det", "sentence/NOUN/NN/3/obj"}, true},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, c.plover, c.trigger)
		p := newParse(st)
		if got := p.otherSense(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: otherSense = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestOtherSenseParties(t *testing.T) {
	st := story(t, "we/PRON/PRP/2/nsubj", "will/AUX/MD/3/aux", "defend/VERB/VB/0/root", "ourselves/PRON/PRP/3/obj")
	p := newParse(st)
	e := event(st, "SUPPORT", "defend")
	i := p.token(e.Trigger)
	if p.otherSense(&e, i) {
		t.Error("no parties: otherSense = true")
	}
	for _, c := range []struct {
		actor, target string
		want          bool
	}{{"we", "", true}, {"You", "", true}, {"", "us", true}, {"", "US", false}, {"the army", "them", false}} {
		e.Actor, e.Target = nil, nil
		if c.actor != "" {
			e.Actor = &doc.Party{Text: c.actor}
		}
		if c.target != "" {
			e.Target = &doc.Party{Text: c.target}
		}
		if got := p.otherSense(&e, i); got != c.want {
			t.Errorf("actor %q target %q: otherSense = %v, want %v", c.actor, c.target, got, c.want)
		}
	}
	// A past act of the speaker's own is an event.
	st = story(t, "I/PRON/PRP/3/nsubj", "have/AUX/VBP/3/aux", "recalled/VERB/VBN/0/root/recall", "staff/NOUN/NN/3/obj")
	p = newParse(st)
	e = event(st, "SANCTION", "recalled")
	e.Actor = &doc.Party{Text: "I"}
	if p.otherSense(&e, p.token(e.Trigger)) {
		t.Error(`"I have recalled staff": otherSense = true`)
	}
}

func TestOtherSenseNames(t *testing.T) {
	st := story(t, "the/DET/DT/4/det", "Criminal/ADJ/JJ/4/amod", "Investigations/NOUN/NNS/4/compound", "Department/PROPN/NNP/5/nsubj", "said/VERB/VBD/0/root")
	e := event(st, "ACCUSE", "Investigations")
	p := newParse(st)
	if p.otherSense(&e, 2) {
		t.Error("no name mention: otherSense = true")
	}
	st.Mentions = []doc.Mention{{FirstToken: 1, EndToken: 4, Label: "ORG"}}
	if !p.otherSense(&e, 2) {
		t.Error("inside an ORG name: otherSense = false")
	}
}

// examples are written to be told apart by one feature, "real=yes".
func examples() []Example {
	var ex []Example
	for i := range 20 {
		ex = append(ex, Example{Features: []string{"bias", "real=yes", "n=" + string(rune('a'+i%3))}, Positive: true})
		ex = append(ex, Example{Features: []string{"bias", "real=no", "n=" + string(rune('a'+i%4))}, Positive: false})
	}
	return ex
}

// TestReadModelErrors checks that a malformed model file, which New
// would read from the embedded one, is refused.
func TestReadModelErrors(t *testing.T) {
	for _, in := range []string{"bias\t0.1\n", "threshold\t2\n", "threshold 0.5\n", "threshold\tx\n"} {
		if _, err := logreg.Read(strings.NewReader(in)); err == nil {
			t.Errorf("Read(%q): no error", in)
		}
	}
}

func TestChooseThreshold(t *testing.T) {
	ex := examples()
	fold := make([]int, len(ex))
	for i := range fold {
		fold[i] = i % 4
	}
	prob := CrossValidate(ex, fold, 4, DefaultTrainOptions)
	if a := AUC(ex, prob); a != 1 {
		t.Errorf("cross-validated AUC %.3f on separable data, want 1", a)
	}
	th, curve := ChooseThreshold(ex, prob, 0)
	last := curve[len(curve)-1]
	if last.Threshold != th || last.KeptReal != 20 {
		t.Errorf("threshold %.2f keeps %d of 20 real examples, want all", th, last.KeptReal)
	}
	if th < 0.3 || last.DroppedSpurious != 20 {
		t.Errorf("threshold %.2f drops %d of 20 others; separable data should let it drop all", th, last.DroppedSpurious)
	}
}

func TestAUC(t *testing.T) {
	ex := []Example{{Positive: true}, {Positive: false}, {Positive: true}, {Positive: false}}
	for _, c := range []struct {
		prob []float64
		want float64
	}{
		{[]float64{0.9, 0.1, 0.8, 0.2}, 1},
		{[]float64{0.1, 0.9, 0.2, 0.8}, 0},
		{[]float64{0.5, 0.5, 0.9, 0.1}, 0.875}, // one tie of four pairs counts half
	} {
		if got := AUC(ex, c.prob); got != c.want {
			t.Errorf("AUC(%v) = %v, want %v", c.prob, got, c.want)
		}
	}
}

func TestFilterAnnotate(t *testing.T) {
	st := story(t, "police/NOUN/NNS/2/nsubj", "arrested/VERB/VBD/0/root", "US-backed/VERB/VBN/4/amod", "fighters/NOUN/NNS/2/obj")
	arrest := event(st, "COERCE", "arrested")
	backed := event(st, "SUPPORT", "US-backed")
	denied := event(st, "COERCE", "arrested")
	denied.Aux.Negated = true
	st.Events = []doc.Event{arrest, backed, denied}
	// A model that keeps everything: the hand rule alone drops "US-backed".
	f := NewWith(&Model{Weights: map[string]float64{"bias": 5}, Threshold: 0.5})
	if err := f.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if len(st.Events) != 2 || st.Events[0].Trigger != arrest.Trigger || !st.Events[1].Aux.Negated {
		t.Fatalf("kept %+v, want the arrest and the negated event", st.Events)
	}
	// A model that drops arrests by their lemma; the flagged event stays.
	f = NewWith(&Model{Weights: map[string]float64{"bias": 5, "lemma=arrested": -10}, Threshold: 0.5})
	if err := f.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if len(st.Events) != 1 || !st.Events[0].Aux.Negated {
		t.Fatalf("kept %+v, want only the negated event", st.Events)
	}
}

func TestShippedModel(t *testing.T) {
	f, err := New()
	if err != nil {
		t.Fatal(err)
	}
	if len(f.m.Weights) < 10 || f.m.Weights["bias"] == 0 {
		t.Errorf("shipped model has %d weights and bias %v", len(f.m.Weights), f.m.Weights["bias"])
	}
}

func TestGenericAndConditional(t *testing.T) {
	cases := []struct {
		name, trigger        string
		words                []string
		generic, conditional bool
	}{
		{"habitual adverb", "detain", []string{"police/NOUN/NNS/3/nsubj", "routinely/ADV/RB/3/advmod", "detain/VERB/VBP/0/root", "activists/NOUN/NNS/3/obj"}, true, false},
		{"perfect with since", "killed", []string{"thousands/NOUN/NNS/4/nsubj:pass", "have/AUX/VBP/4/aux", "been/AUX/VBN/4/aux:pass", "killed/VERB/VBN/0/root/kill", "since/ADP/IN/6/case", "2015/NUM/CD/4/obl"}, true, false},
		{"since clause led by its subject's case", "arrested", []string{"people/NOUN/NNS/4/nsubj:pass", "have/AUX/VBP/4/aux", "been/AUX/VBN/4/aux:pass", "arrested/VERB/VBN/0/root", "since/ADP/IN/7/case", "the/DET/DT/7/det", "protests/NOUN/NNS/8/nsubj", "started/VERB/VBD/4/advcl"}, true, false},
		{"an until clause ends what is sworn", "sworn", []string{"they/PRON/PRP/3/nsubj", "have/AUX/VBP/3/aux", "sworn/VERB/VBN/0/root/swear", "to/PART/TO/5/mark", "fight/VERB/VB/3/xcomp", "until/SCONJ/IN/8/mark", "they/PRON/PRP/8/nsubj", "gain/VERB/VBP/5/advcl", "control/NOUN/NN/8/obj"}, false, false},
		{"past with since is one incident", "killed", []string{"gunmen/NOUN/NNS/2/nsubj", "killed/VERB/VBD/0/root", "two/NUM/CD/4/nummod", "men/NOUN/NNS/2/obj"}, false, false},
		{"wire credit", "contributed", []string{"Doe/PROPN/NNP/2/nsubj", "contributed/VERB/VBD/0/root/contribute", "to/ADP/IN/5/case", "this/DET/DT/5/det", "report/NOUN/NN/2/obl"}, true, false},
		{"if clause", "withdrawal", []string{"if/SCONJ/IN/4/mark", "the/DET/DT/3/det", "withdrawal/NOUN/NN/4/nsubj", "takes/VERB/VBZ/0/root", "place/NOUN/NN/4/obj"}, false, true},
		{"inverted should", "talks", []string{"should/AUX/MD/3/aux", "talks/NOUN/NNS/3/nsubj", "fail/VERB/VB/0/root"}, false, true},
		{"forecast, infinitive on the object", "offensive", []string{"analysts/NOUN/NNS/2/nsubj", "expect/VERB/VBP/0/root", "the/DET/DT/4/det", "army/NOUN/NN/2/obj", "to/PART/TO/6/mark", "launch/VERB/VB/4/acl", "an/DET/DT/8/det", "offensive/NOUN/NN/6/obj"}, false, true},
		{"modal on an occurrence verb", "fighting", []string{"fighting/NOUN/NN/3/nsubj", "could/AUX/MD/3/aux", "resume/VERB/VB/0/root"}, false, true},
		{"in all", "fired", []string{"in/ADP/IN/4/case", "all/DET/PDT/4/det:predet", "the/DET/DT/4/det", "police/NOUN/NN/6/nsubj", "had/AUX/VBD/6/aux/have", "fired/VERB/VBN/0/root/fire", "rounds/NOUN/NNS/6/obj/round"}, true, false},
		{"a series of air strikes is a day's events", "airstrikes", []string{"a/DET/DT/2/det", "series/NOUN/NN/0/root", "of/ADP/IN/4/case", "airstrikes/NOUN/NNS/2/nmod/airstrike"}, false, false},
		{"in all, with the subject swallowed", "fired", []string{"in/ADP/IN/4/case", "all/DET/PDT/4/det:predet", "the/DET/DT/4/det", "police/NOUN/NN/6/obl", "had/AUX/VBD/6/aux/have", "fired/VERB/VBN/0/root/fire", "rounds/NOUN/NNS/6/obj/round"}, true, false},
		{"a conjunct of any", "rally", []string{"they/PRON/PRP/2/nsubj", "banned/VERB/VBD/0/root/ban", "any/DET/DT/4/det", "mela/NOUN/NN/2/obj", "or/CCONJ/CC/6/cc", "rally/NOUN/NN/4/conj"}, true, false},
		{"previous talks", "talks", []string{"he/PRON/PRP/2/nsubj", "attended/VERB/VBD/0/root/attend", "previous/ADJ/JJ/4/amod", "talks/NOUN/NNS/2/obj/talk"}, true, false},
		{"total number of persons arrested", "arrested", []string{"the/DET/DT/3/det", "total/ADJ/JJ/3/amod", "number/NOUN/NN/7/nsubj", "of/ADP/IN/5/case", "persons/NOUN/NNS/3/nmod/person", "arrested/VERB/VBN/5/acl/arrest", "rose/VERB/VBD/0/root/rise"}, true, false},
		{"working to investigate", "investigate", []string{"they/PRON/PRP/3/nsubj", "were/AUX/VBD/3/aux/be", "working/VERB/VBG/0/root/work", "to/PART/TO/5/mark", "investigate/VERB/VB/3/xcomp"}, false, true},
		{"a conjunct under a modal", "massacres", []string{"Turkey/PROPN/NNP/3/nsubj", "would/AUX/MD/3/aux", "dare/VERB/VB/0/root", "to/PART/TO/5/mark", "shell/VERB/VB/3/xcomp", "towns/NOUN/NNS/5/obj/town", "and/CCONJ/CC/8/cc", "commit/VERB/VB/5/conj", "massacres/NOUN/NNS/8/obj/massacre"}, false, true},
		{"no need to negotiate", "negotiate", []string{"Assad/PROPN/NNP/2/nsubj", "felt/VERB/VBD/0/root/feel", "no/DET/DT/4/det", "need/NOUN/NN/2/obj", "to/PART/TO/6/mark", "negotiate/VERB/VB/4/acl"}, false, true},
		{"an offensive launched", "offensive", []string{"the/DET/DT/2/det", "army/NOUN/NN/3/nsubj", "launched/VERB/VBD/0/root", "an/DET/DT/5/det", "offensive/NOUN/NN/3/obj"}, false, false},
		{"perfect for years", "harassed", []string{"Oslo/PROPN/NNP/3/nsubj", "has/AUX/VBZ/3/aux/have", "harassed/VERB/VBN/0/root/harass", "the/DET/DT/5/det", "herders/NOUN/NNS/3/obj/herder", "for/ADP/IN/7/case", "decades/NOUN/NNS/3/obl/decade"}, true, false},
		{"a term measured is an act", "held", []string{"she/PRON/PRP/4/nsubj:pass", "has/AUX/VBZ/4/aux/have", "been/AUX/VBN/4/aux:pass/be", "held/VERB/VBN/0/root/hold", "for/ADP/IN/7/case", "six/NUM/CD/7/nummod", "years/NOUN/NNS/4/obl/year"}, false, false},
		{"a term of a single year", "held", []string{"she/PRON/PRP/4/nsubj:pass", "has/AUX/VBZ/4/aux/have", "been/AUX/VBN/4/aux:pass/be", "held/VERB/VBN/0/root/hold", "for/ADP/IN/7/case", "a/DET/DT/7/det", "year/NOUN/NN/4/obl"}, false, false},
		{"a sentence of six years in the perfect", "sentenced", []string{"judges/NOUN/NNS/3/nsubj/judge", "have/AUX/VBP/3/aux", "sentenced/VERB/VBN/0/root/sentence", "Lund/PROPN/NNP/3/obj", "to/ADP/IN/10/case", "a/DET/DT/10/det", "six/NUM/CD/9/nummod", "-/PUNCT/HYPH/7/punct", "year/NOUN/NN/10/compound", "term/NOUN/NN/3/obl"}, false, false},
		{"a four-year pact in the perfect", "signed", []string{"Oslo/PROPN/NNP/3/nsubj", "has/AUX/VBZ/3/aux/have", "signed/VERB/VBN/0/root/sign", "a/DET/DT/8/det", "four/NUM/CD/7/nummod", "-/PUNCT/HYPH/5/punct", "year/NOUN/NN/8/compound", "pact/NOUN/NN/3/obj"}, false, false},
		{"perfect with a decades-long object", "waged", []string{"the/DET/DT/2/det", "league/NOUN/NN/4/nsubj", "has/AUX/VBZ/4/aux/have", "waged/VERB/VBN/0/root/wage", "a/DET/DT/9/det", "decades/NOUN/NNS/8/compound/decade", "-/PUNCT/HYPH/6/punct", "long/ADJ/JJ/9/amod", "rebellion/NOUN/NN/4/obj"}, true, false},
		{"present progressive with a two-year campaign", "waging", []string{"they/PRON/PRP/3/nsubj", "are/AUX/VBP/3/aux/be", "waging/VERB/VBG/0/root/wage", "a/DET/DT/8/det", "two/NUM/CD/7/nummod", "-/PUNCT/HYPH/5/punct", "year/NOUN/NN/8/compound", "campaign/NOUN/NN/3/obj"}, true, false},
		{"past simple with a week-long campaign", "waged", []string{"Denmark/PROPN/NNP/2/nsubj", "waged/VERB/VBD/0/root/wage", "a/DET/DT/6/det", "week/NOUN/NN/5/obl:unmarked", "long/ADJ/JJ/6/amod", "campaign/NOUN/NN/2/obj"}, false, false},
		{"a conjunct in the past under a perfect", "invaded", []string{"Oslo/PROPN/NNP/6/nsubj", "has/AUX/VBZ/6/aux/have", "for/ADP/IN/4/case", "years/NOUN/NNS/6/obl/year", "been/AUX/VBN/6/aux/be", "threatening/VERB/VBG/0/root/threaten", "Sami/PROPN/NNP/6/obj", "and/CCONJ/CC/9/cc", "invaded/VERB/VBD/6/conj/invade", "Lund/PROPN/NNP/9/obj"}, false, false},
		{"repeatedly in the perfect", "called", []string{"the/DET/DT/2/det", "council/NOUN/NN/5/nsubj", "has/AUX/VBZ/5/aux/have", "repeatedly/ADV/RB/5/advmod", "called/VERB/VBN/0/root/call"}, true, false},
		{"widely in the perfect tells how many condemn, not how often", "condemned", []string{"the/DET/DT/2/det", "raid/NOUN/NN/6/nsubj:pass", "has/AUX/VBZ/6/aux/have", "been/AUX/VBN/6/aux:pass/be", "widely/ADV/RB/6/advmod", "condemned/VERB/VBN/0/root/condemn"}, false, false},
		{"repeatedly in the past simple", "fired", []string{"police/NOUN/NNS/3/nsubj", "repeatedly/ADV/RB/3/advmod", "fired/VERB/VBD/0/root/fire", "gas/NOUN/NN/3/obj"}, false, false},
		{"perfect in the past", "met", []string{"she/PRON/PRP/3/nsubj", "has/AUX/VBZ/3/aux/have", "met/VERB/VBN/0/root/meet", "him/PRON/PRP/3/obj/he", "in/ADP/IN/7/case", "the/DET/DT/7/det", "past/NOUN/NN/3/obl"}, true, false},
		{"determined to fight", "fight", []string{"rebels/NOUN/NNS/3/nsubj/rebel", "are/AUX/VBP/3/cop/be", "determined/ADJ/JJ/0/root", "to/PART/TO/5/mark", "fight/VERB/VB/3/xcomp"}, false, true},
		{"set alight by youths is no readiness", "youths", []string{"cars/NOUN/NNS/3/nsubj:pass/car", "were/AUX/VBD/3/aux:pass/be", "set/VERB/VBN/0/root", "alight/ADV/RB/3/advmod", "by/ADP/IN/6/case", "youths/NOUN/NNS/3/obl:agent/youth"}, false, false},
		{"a conjunct of set with no subject of its own", "looted", []string{"rioters/NOUN/NNS/2/nsubj/rioter", "set/VERB/VBD/0/root", "fire/NOUN/NN/2/obj", "to/ADP/IN/5/case", "stalls/NOUN/NNS/2/obl/stall", "and/CCONJ/CC/7/cc", "looted/VERB/VBD/2/conj/loot", "them/PRON/PRP/7/obj/they"}, false, false},
		{"a conjunct of set up", "detained", []string{"guards/NOUN/NNS/2/nsubj/guard", "set/VERB/VBD/0/root", "up/ADP/RP/2/compound:prt", "barriers/NOUN/NNS/2/obj/barrier", "and/CCONJ/CC/6/cc", "detained/VERB/VBD/2/conj/detain", "nine/NUM/CD/6/obj"}, false, false},
		{"set to an infinitive", "host", []string{"Riga/PROPN/NNP/3/nsubj", "is/AUX/VBZ/3/aux/be", "set/VERB/VBN/0/root", "to/PART/TO/5/mark", "host/VERB/VB/3/xcomp", "talks/NOUN/NNS/5/obj/talk"}, false, true},
		{"under a noun of risk", "executed", []string{"a/DET/DT/2/det", "Dane/PROPN/NNP/0/root", "risks/NOUN/NNS/2/nmod/risk", "being/AUX/VBG/5/aux:pass/be", "executed/VERB/VBN/3/acl/execute"}, false, true},
		{"days away from seizing", "seizing", []string{"it/PRON/PRP/3/nsubj", "was/AUX/VBD/3/cop/be", "days/NOUN/NNS/0/root/day", "away/ADV/RB/3/advmod", "from/SCONJ/IN/6/mark", "seizing/VERB/VBG/3/advcl/seize", "ports/NOUN/NNS/6/obj/port"}, false, true},
		{"fled away from the fighting", "fighting", []string{"residents/NOUN/NNS/2/nsubj/resident", "fled/VERB/VBD/0/root/flee", "away/ADV/RB/2/advmod", "from/ADP/IN/6/case", "the/DET/DT/6/det", "fighting/NOUN/NN/2/obl"}, false, false},
		{"captured from the rebels", "captured", []string{"troops/NOUN/NNS/2/nsubj/troop", "captured/VERB/VBD/0/root/capture", "towns/NOUN/NNS/2/obj/town", "from/ADP/IN/5/case", "rebels/NOUN/NNS/2/obl/rebel"}, false, false},
		{"under a noun that is no risk", "executed", []string{"the/DET/DT/2/det", "order/NOUN/NN/0/root", "executed/VERB/VBN/2/acl/execute"}, false, false},
		{"be to: an arrangement", "suspend", []string{"the/DET/DT/2/det", "ministry/NOUN/NN/5/nsubj", "is/AUX/VBZ/5/cop/be", "to/PART/TO/5/mark", "suspend/VERB/VB/0/root", "cooperation/NOUN/NN/5/obj"}, false, true},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "ASSAULT", c.trigger)
		p := newParse(st)
		i := p.token(e.Trigger)
		if got := p.generic(i); got != c.generic {
			t.Errorf("%s: generic = %v, want %v", c.name, got, c.generic)
		}
		if got := p.conditional(&e, i); got != c.conditional {
			t.Errorf("%s: conditional = %v, want %v", c.name, got, c.conditional)
		}
	}
}

func TestPartOf(t *testing.T) {
	st := story(t, "police/NOUN/NNS/2/nsubj", "fired/VERB/VBD/0/root", "on/ADP/IN/4/case", "mobs/NOUN/NNS/2/obl",
		"to/PART/TO/6/mark", "disperse/VERB/VB/2/advcl", "them/PRON/PRP/6/obj")
	p := newParse(st)
	fire, mobs, disperse := event(st, "ASSAULT", "fired"), event(st, "PROTEST", "mobs"), event(st, "COERCE", "disperse")
	st.Events = []doc.Event{fire, mobs, disperse}
	triggers := p.triggers()
	for _, c := range []struct {
		e    doc.Event
		want bool
	}{{fire, false}, {mobs, true}, {disperse, true}} {
		if got := p.partOf(&c.e, p.token(c.e.Trigger), triggers); got != c.want {
			t.Errorf("%s: partOf = %v, want %v", c.e.Type.Plover, got, c.want)
		}
	}
	// Without the firing coded, the crowd and the dispersal stand alone.
	st.Events = []doc.Event{mobs, disperse}
	triggers = p.triggers()
	for _, e := range st.Events {
		if p.partOf(&e, p.token(e.Trigger), triggers) {
			t.Errorf("%s: partOf = true with no event above it", e.Type.Plover)
		}
	}
}

func TestNamedEarlier(t *testing.T) {
	list := story(t, "2007/NUM/CD/4/nummod", "Bagram/PROPN/NNP/3/compound", "Airfield/PROPN/NNP/4/compound", "bombing/NOUN/NN/0/root")
	trial := story(t, "men/NOUN/NNS/2/nsubj/man", "went/VERB/VBD/0/root/go", "over/ADP/IN/6/case", "the/DET/DT/6/det", "2019/NUM/CD/6/nummod", "attack/NOUN/NN/2/obl")
	for _, c := range []struct {
		st      *doc.Story
		trigger string
		want    bool
	}{{list, "bombing", true}, {trial, "attack", false}} {
		c.st.Published = time.Date(2020, 5, 5, 0, 0, 0, 0, time.UTC)
		e := event(c.st, "ASSAULT", c.trigger)
		p := newParse(c.st)
		if got := p.namedEarlier(p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: namedEarlier = %v, want %v", c.trigger, got, c.want)
		}
	}
}

// TestDecide checks that a threshold keeps the examples scored at or above
// it and counts each of the four outcomes once.
func TestDecide(t *testing.T) {
	ex := []Example{{Positive: true}, {Positive: true}, {Positive: false}, {Positive: false}, {Positive: true}}
	prob := []float64{0.9, 0.2, 0.6, 0.1, 0.5}
	c := Decide(ex, prob, 0.5)
	want := CurvePoint{Threshold: 0.5, Precision: 2.0 / 3, KeptReal: 2, KeptSpurious: 1, DroppedReal: 1, DroppedSpurious: 1}
	if c != want {
		t.Errorf("Decide = %+v, want %+v", c, want)
	}
}

// TestShouldMakesDemandsOnly checks that a "should" after its subject
// leaves a demand the event stage made (doc.Event.Demand) as made, but
// still marks another speech act on the same verb, of which it made no
// demand, as a condition.
func TestShouldMakesDemandsOnly(t *testing.T) {
	words := []string{"the/DET/DT/2/det", "council/NOUN/NN/4/nsubj", "should/AUX/MD/4/aux",
		"withdraw/VERB/VB/0/root", "the/DET/DT/6/det", "decree/NOUN/NN/4/obj"}
	for _, c := range []struct {
		plover string
		demand bool
		want   bool
	}{{"REQUEST", true, false}, {"REQUEST", false, true}, {"REJECT", false, true}} {
		st := story(t, words...)
		e := event(st, c.plover, "withdraw")
		e.Demand = c.demand
		p := newParse(st)
		i := p.token(e.Trigger)
		if got := p.markedCondition(&e, i, p.clause(i)); got != c.want {
			t.Errorf("%s (demand %v) under a should after its subject: markedCondition = %v, want %v", c.plover, c.demand, got, c.want)
		}
	}
}
