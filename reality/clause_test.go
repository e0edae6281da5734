package reality

import (
	"slices"
	"testing"

	"sitrep/doc"
)

func TestDescribes(t *testing.T) {
	cases := []struct {
		name, trigger string
		words         []string
		want          bool
	}{
		{"present relative clause", "demands", []string{"the/DET/DT/2/det", "agreement/NOUN/NN/0/root", "which/PRON/WDT/4/nsubj", "demands/VERB/VBZ/2/acl:relcl/demand", "his/PRON/PRP$/6/nmod:poss", "resignation/NOUN/NN/4/obj"}, true},
		{"a noun object of a present relative clause", "resignation", []string{"the/DET/DT/2/det", "agreement/NOUN/NN/0/root", "which/PRON/WDT/4/nsubj", "demands/VERB/VBZ/2/acl:relcl/demand", "his/PRON/PRP$/6/nmod:poss", "resignation/NOUN/NN/4/obj"}, true},
		{"past relative clause tells an incident", "bombed", []string{"the/DET/DT/2/det", "man/NOUN/NN/0/root", "who/PRON/WP/4/nsubj", "bombed/VERB/VBD/2/acl:relcl/bomb", "a/DET/DT/6/det", "church/NOUN/NN/4/obj"}, false},
		{"perfect relative clause is left to the model", "arrested", []string{"the/DET/DT/2/det", "men/NOUN/NNS/0/root/man", "who/PRON/WP/5/nsubj:pass", "have/AUX/VBP/5/aux", "been/AUX/VBN/5/aux:pass/be", "arrested/VERB/VBN/2/acl:relcl/arrest"}, false},
		{"headline present in a main clause", "arrest", []string{"police/NOUN/NNS/2/nsubj", "arrest/VERB/VBP/0/root", "five/NUM/CD/2/obj"}, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "REQUEST", c.trigger)
		p := newParse(st)
		if got := p.describes(p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: describes = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestClauseFeatures(t *testing.T) {
	cases := []struct {
		name, trigger string
		words         []string
		want, not     []string
	}{
		{"pluperfect", "killed", []string{"people/NOUN/NNS/4/nsubj:pass/person", "had/AUX/VBD/4/aux/have", "been/AUX/VBN/4/aux:pass/be", "killed/VERB/VBN/0/root/kill"},
			[]string{"tense=pluperfect", "cat.tense=ASSAULT|pluperfect", "depth=0", "subj=plural"}, []string{"tense=past"}},
		{"future of a noun's verb", "talks", []string{"a/DET/DT/2/det", "delegation/NOUN/NN/4/nsubj", "will/AUX/MD/4/aux", "arrive/VERB/VB/0/root", "for/ADP/IN/6/case", "talks/NOUN/NNS/4/obl/talk"},
			[]string{"tense=future", "path=case:for", "depth=1", "np=bare", "subj=indefinite"}, nil},
		{"under a verb of saying", "attacked", []string{"police/NOUN/NNS/2/nsubj", "said/VERB/VBD/0/root/say", "gunmen/NOUN/NNS/4/nsubj/gunman", "attacked/VERB/VBD/2/ccomp/attack"},
			[]string{"tense=past", "path=ccomp", "path=under:say", "subj=plural"}, nil},
		{"a relative pronoun stands for its antecedent", "pledged", []string{"Mohammadi/PROPN/NNP/0/root", "who/PRON/WP/3/nsubj", "pledged/VERB/VBD/1/acl:relcl/pledge", "cooperation/NOUN/NN/3/obj"},
			[]string{"subj=name", "path=relcl", "tense=past"}, []string{"subj=pronoun"}},
		{"purpose infinitive", "disperse", []string{"police/NOUN/NNS/2/nsubj", "fired/VERB/VBD/0/root/fire", "to/PART/TO/4/mark", "disperse/VERB/VB/2/advcl"},
			[]string{"tense=infinitive", "path=to"}, []string{"path=advcl"}},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "ASSAULT", c.trigger)
		p := newParse(st)
		var f featureList
		p.clauseFeatures(&f, &e, p.token(e.Trigger))
		for _, w := range c.want {
			if !slices.Contains(f, w) {
				t.Errorf("%s: no %s in %v", c.name, w, f)
			}
		}
		for _, w := range c.not {
			if slices.Contains(f, w) {
				t.Errorf("%s: %s in %v", c.name, w, f)
			}
		}
	}
}

func TestMarker(t *testing.T) {
	// "they left before the vote because they feared": a clause
	// marked by a subordinator, a noun by a preposition.
	st := story(t, "they/PRON/PRP/2/nsubj", "left/VERB/VBD/0/root/leave", "before/ADP/IN/5/case",
		"the/DET/DT/5/det", "vote/NOUN/NN/2/obl", "because/SCONJ/IN/8/mark", "they/PRON/PRP/8/nsubj", "feared/VERB/VBD/2/advcl/fear")
	p := newParse(st)
	cases := []struct {
		token int
		rels  []string
		want  string
	}{
		{4, []string{"case"}, "before"},
		{7, []string{"case"}, ""},
		{7, []string{"case", "mark"}, "because"},
		{4, []string{"mark"}, ""},
	}
	for _, c := range cases {
		if got := p.marker(c.token, c.rels...); got != c.want {
			t.Errorf("marker(%d, %v) = %q, want %q", c.token, c.rels, got, c.want)
		}
	}
}

// TestRecord checks that an attack in a perfect relative clause whose
// pronoun is the doer is the party's record, while one with a toll, a
// victim's passive and a simple past are incidents.
func TestRecord(t *testing.T) {
	cases := []struct {
		name, trigger string
		words         []string
		killed        bool
		want          bool
	}{
		{"a record", "fought", []string{"militias/NOUN/NNS/5/nsubj/militia", "who/PRON/WP/4/nsubj", "have/AUX/VBP/4/aux", "fought/VERB/VBN/1/acl:relcl/fight", "joined/VERB/VBD/0/root/join", "the/DET/DT/7/det", "talks/NOUN/NNS/5/obj/talk"}, false, true},
		{"a record with a toll", "killed", []string{"a/DET/DT/2/det", "cell/NOUN/NN/0/root", "which/PRON/WDT/5/nsubj", "has/AUX/VBZ/5/aux/have", "killed/VERB/VBN/2/acl:relcl/kill", "nine/NUM/CD/7/nummod", "guards/NOUN/NNS/5/obj/guard"}, true, false},
		{"a victim's passive", "killed", []string{"a/DET/DT/2/det", "friend/NOUN/NN/0/root", "who/PRON/WP/6/nsubj", "had/AUX/VBD/6/aux/have", "been/AUX/VBN/6/aux:pass/be", "killed/VERB/VBN/2/acl:relcl/kill"}, false, false},
		{"a simple past", "shelled", []string{"gunners/NOUN/NNS/0/root/gunner", "who/PRON/WP/3/nsubj", "shelled/VERB/VBD/1/acl:relcl/shell", "the/DET/DT/5/det", "port/NOUN/NN/3/obj"}, false, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, "ASSAULT", c.trigger)
		if c.killed {
			e.Killed = &doc.Count{}
		}
		p := newParse(st)
		if got := p.record(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: record = %v, want %v", c.name, got, c.want)
		}
	}
}
