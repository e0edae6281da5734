package event

import (
	"strconv"
	"strings"
	"testing"

	"sitrep/actor"
	"sitrep/doc"
)

// wellParsedStory builds a one-sentence story from its text and its parse,
// written by hand as Universal Dependencies wants it: one
// form|lemma|UPOS|XPOS|head|relation group a token, heads counted from 1
// (0 for the root), tokens in the order of the text.
func wellParsedStory(t *testing.T, text, parse string) *doc.Story {
	t.Helper()
	st := &doc.Story{ID: "test", Text: text}
	pos := 0
	for _, g := range strings.Fields(parse) {
		f := strings.Split(g, "|")
		if len(f) != 6 {
			t.Fatalf("%q: want form|lemma|upos|xpos|head|rel", g)
		}
		head, err := strconv.Atoi(f[4])
		if err != nil {
			t.Fatalf("%q: head: %v", g, err)
		}
		at := strings.Index(text[pos:], f[0])
		if at < 0 {
			t.Fatalf("%q not found in %q after byte %d", f[0], text, pos)
		}
		start := pos + at
		pos = start + len(f[0])
		st.Tokens = append(st.Tokens, doc.Token{Span: doc.Span{Start: start, End: pos}, Form: f[0], Lemma: f[1],
			UPOS: f[2], XPOS: f[3], Head: head - 1, Rel: f[5]})
	}
	st.Sentences = []doc.Sentence{{Span: doc.Span{Start: 0, End: len(text)}, FirstToken: 0, EndToken: len(st.Tokens)}}
	return st
}

// TestWellParsed codes sentences parsed right: the party rules must not
// rest on the shipped parser's errors, whose repairs (TestRepairParse) a
// right parse does not need. The actor stage codes the nominal mentions
// first, as in the pipeline.
func TestWellParsed(t *testing.T) {
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	ac, err := actor.New()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		text, parse, trigger, actor, target string
	}{
		// the place an oblique of the verb beside the measure: where,
		// not whom.
		{"Farmers protested against the new levy outside the parliament.",
			"Farmers|farmer|NOUN|NNS|2|nsubj protested|protest|VERB|VBD|0|root against|against|ADP|IN|6|case the|the|DET|DT|6|det " +
				"new|new|ADJ|JJ|6|amod levy|levy|NOUN|NN|2|obl outside|outside|ADP|IN|9|case the|the|DET|DT|9|det " +
				"parliament|parliament|NOUN|NN|2|obl .|.|PUNCT|.|2|punct",
			"protested", "Farmers", ""},
		// the recipient an oblique of the verb whose object holds the aid.
		{"Japan gave 8 million dollars in emergency aid to Haiti.",
			"Japan|Japan|PROPN|NNP|2|nsubj gave|give|VERB|VBD|0|root 8|8|NUM|CD|4|compound million|million|NUM|CD|5|nummod " +
				"dollars|dollar|NOUN|NNS|2|obj in|in|ADP|IN|8|case emergency|emergency|NOUN|NN|8|compound aid|aid|NOUN|NN|5|nmod " +
				"to|to|ADP|IN|10|case Haiti|Haiti|PROPN|NNP|2|obl .|.|PUNCT|.|2|punct",
			"aid", "Japan", "Haiti"},
		// the scooter the participle's object, the men the subject.
		{"Three masked men riding a scooter launched an attack on a jeweller.",
			"Three|three|NUM|CD|3|nummod masked|masked|ADJ|JJ|3|amod men|man|NOUN|NNS|7|nsubj riding|ride|VERB|VBG|3|acl " +
				"a|a|DET|DT|6|det scooter|scooter|NOUN|NN|4|obj launched|launch|VERB|VBD|0|root " +
				"an|a|DET|DT|9|det attack|attack|NOUN|NN|7|obj on|on|ADP|IN|12|case a|a|DET|DT|12|det " +
				"jeweller|jeweller|NOUN|NN|9|nmod .|.|PUNCT|.|7|punct",
			"attack", "Three masked men", "a jeweller"},
		// the document's issuer an agent of its participle (the target
		// is not this case's matter: "?" leaves it unchecked).
		{"A communique issued by the militia demanded the release of its fighters.",
			"A|a|DET|DT|2|det communique|communique|NOUN|NN|7|nsubj issued|issue|VERB|VBN|2|acl by|by|ADP|IN|6|case " +
				"the|the|DET|DT|6|det militia|militia|NOUN|NN|3|obl:agent demanded|demand|VERB|VBD|0|root the|the|DET|DT|9|det " +
				"release|release|NOUN|NN|7|obj of|of|ADP|IN|12|case its|its|PRON|PRP$|12|nmod:poss " +
				"fighters|fighter|NOUN|NNS|9|nmod .|.|PUNCT|.|7|punct",
			"demanded", "the militia", "?"},
		// a conjoined verb after "two hours later" shares the subject.
		{"Soldiers told the villagers to leave but two hours later burned the houses.",
			"Soldiers|soldier|NOUN|NNS|2|nsubj told|tell|VERB|VBD|0|root the|the|DET|DT|4|det villagers|villager|NOUN|NNS|2|obj " +
				"to|to|PART|TO|6|mark leave|leave|VERB|VB|2|xcomp but|but|CCONJ|CC|11|cc two|two|NUM|CD|9|nummod " +
				"hours|hour|NOUN|NNS|10|obl:unmarked later|later|ADV|RB|11|advmod burned|burn|VERB|VBD|2|conj " +
				"the|the|DET|DT|13|det houses|house|NOUN|NNS|11|obj .|.|PUNCT|.|2|punct",
			"burned", "Soldiers", "the houses"},
	}
	for _, c := range cases {
		st := wellParsedStory(t, c.text, c.parse)
		if err := ac.Annotate(st); err != nil {
			t.Fatal(err)
		}
		if err := New(lx).Annotate(st); err != nil {
			t.Fatal(err)
		}
		got := triggerParties(st, c.trigger)
		for _, g := range got {
			if g[0] != c.actor || g[1] != c.target && c.target != "?" {
				t.Errorf("%q: actor %q target %q, want %q %q", c.text, g[0], g[1], c.actor, c.target)
			}
		}
		if len(got) == 0 {
			t.Errorf("%q: no event on %q", c.text, c.trigger)
		}
	}
}

// TestSourceCodedHead checks that a "from" phrase names who an act comes
// from only when its own head is coded: "a ward of the army" holds the
// army but is a place of it.
func TestSourceCodedHead(t *testing.T) {
	ac, err := actor.New()
	if err != nil {
		t.Fatal(err)
	}
	st := wellParsedStory(t, "An appeal from a ward of the army reached the traders.",
		"An|a|DET|DT|2|det appeal|appeal|NOUN|NN|9|nsubj from|from|ADP|_|5|case a|a|DET|DT|5|det "+
			"ward|ward|NOUN|NN|2|nmod of|of|ADP|_|8|case the|the|DET|DT|8|det army|army|NOUN|NN|5|nmod "+
			"reached|reach|VERB|VBD|0|root the|the|DET|DT|11|det traders|trader|NOUN|NNS|9|obj .|.|PUNCT|.|9|punct")
	if err := ac.Annotate(st); err != nil {
		t.Fatal(err)
	}
	tr := newTree(st)
	if source(tr, 4) {
		t.Errorf("%q: a source, want none", "a ward of the army")
	}
	if !source(tr, 10) {
		t.Errorf("%q: no source, want one", "the traders")
	}
}
