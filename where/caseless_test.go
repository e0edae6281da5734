package where

import (
	"strings"
	"testing"
)

// TestLowerCasedStory checks that a story written without capitals still
// yields the places its context marks, and no common words.
func TestLowerCasedStory(t *testing.T) {
	r := newDefault(t)
	st := annotate(t, r, "ahmedabad: in communal violence in gujarat, a woman was burnt alive in her house "+
		"in viramgam town early on tuesday, police sources said. the police opened fire to disperse a mob "+
		"and a curfew was imposed in the town. the chief minister flew to delhi for talks.")
	for _, want := range []string{"ahmedabad", "gujarat", "viramgam", "delhi"} {
		if p := placeAt(st, want); p == nil || p.Country != "IND" {
			t.Errorf("%q: got %+v", want, p)
		}
	}
	if len(st.Places) != 4 {
		for _, p := range st.Places {
			t.Logf("place %q (%s, %s)", st.Slice(p.Span), p.Name, p.Country)
		}
		t.Errorf("got %d places, want 4", len(st.Places))
	}
	// A capitalised story keeps the capitals as its cue.
	st = annotate(t, r, "Talks in the town of reading went on. He flew to Delhi.")
	if p := placeAt(st, "reading"); p != nil {
		t.Errorf("lower-case %q in a capitalised story taken for %s", "reading", p.Name)
	}
}

// TestLowerCasedSettlementOf checks that without capitals a settlement
// noun and "of" mark the name after them as a place, as they do in a
// capitalised story, and that a common word after them is still none.
func TestLowerCasedSettlementOf(t *testing.T) {
	r := newDefault(t)
	st := annotate(t, r, "rajkot: a curfew held for a second day across the old quarter of the town of anand "+
		"after two traders were knifed near the bus stand. the collector said a town of this size "+
		"needed more constables on its streets.")
	if p := placeAt(st, "anand"); p == nil || p.Country != "IND" {
		t.Errorf("%q: got %+v", "anand", p)
	}
	if p := placeAt(st, "this"); p != nil {
		t.Errorf("%q taken for %s", "this", p.Name)
	}
}

// TestLowerCasedCommonWords checks that a common English word which the
// gazetteer also holds as a place is no place in a lower-case story, even
// after a locative, unless a generic follows it.
func TestLowerCasedCommonWords(t *testing.T) {
	r := newDefault(t)
	st := annotate(t, r, "jaipur: after two days of tension, life came back to normal in the walled city on "+
		"thursday as shops reopened. officers in plain clothes kept watch at the main market, and the "+
		"district collector said that a hit on any shop would be punished. traders came to the collector "+
		"to save their stock from looters.")
	if p := placeAt(st, "jaipur"); p == nil || p.Country != "IND" {
		t.Errorf("%q: got %+v", "jaipur", p)
	}
	for _, p := range st.Places {
		if p.Country != "IND" {
			t.Errorf("%q taken for %s (%s)", st.Slice(p.Span), p.Name, p.Country)
		}
	}
}

// TestCaselessListLength checks that every [caseless] stoplist entry is
// long enough to matter: caselessPlace rejects names under minCaseless
// letters before it reads the list, so a shorter entry would be dead.
func TestCaselessListLength(t *testing.T) {
	stop, err := stopwords()
	if err != nil {
		t.Fatal(err)
	}
	for w := range stop.caseless {
		if n := len([]rune(w)); n < minCaseless {
			t.Errorf("[caseless] entry %q has %d letters; under %d it can never take effect", w, n, minCaseless)
		}
	}
}

// TestLowerCasedOneSense checks that a name one context marks as a place
// in a lower-cased story is a place wherever else it is named, while a
// common word a generic marks once stays a word elsewhere.
func TestLowerCasedOneSense(t *testing.T) {
	r := newDefault(t)
	st := annotate(t, r, "nagpur: shops stayed shut for a second day in akola on monday, and the police said "+
		"the akola traders had gone to two villages. the collector sat reading the reports in a hall of "+
		"the plain town while traders waited outside in plain clothes.")
	n := 0
	for _, p := range st.Places {
		if st.Slice(p.Span) == "akola" && p.Country == "IND" {
			n++
		}
	}
	if n != 2 {
		for _, p := range st.Places {
			t.Logf("place %q (%s, %s)", st.Slice(p.Span), p.Name, p.Country)
		}
		t.Errorf("got %d places named akola, want 2 (after a locative and as a modifier)", n)
	}
	// The "plain" of "plain clothes", found by its words, not its offset.
	at := strings.LastIndex(st.Text, "plain clothes")
	if at < 0 {
		t.Fatal("the story lost its \"plain clothes\"")
	}
	for _, p := range st.Places {
		if p.Start == at && p.End == at+len("plain") {
			t.Errorf("%q before \"clothes\" taken for %s: a generic marked another mention only", "plain", p.Name)
		}
	}
}

// TestLowerCasedIncidentNoun checks that a name before an incident noun
// ("the X riots", "the X carnage") is a place in a lower-cased
// story, as one after a locative is.
func TestLowerCasedIncidentNoun(t *testing.T) {
	r := newDefault(t)
	st := annotate(t, r, "lucknow: party workers marched through the streets on friday to mark a month since the "+
		"meerut riots, and leaders said the bareilly carnage of last year had not been forgotten either. "+
		"the police kept a close watch.")
	for _, want := range []string{"meerut", "bareilly"} {
		if p := placeAt(st, want); p == nil || p.Country != "IND" {
			t.Errorf("%q before an incident noun: got %+v", want, p)
		}
	}
}

// TestLowerCasedUnlistedSettlement checks that in a story written without
// capitals a name the gazetteer lacks, after a preposition and before a
// settlement noun and the division holding it, is an unlisted town, and
// that a word describing the settlement in that place is not: after an
// article ("a small village of"), a noun of the describing kind ("in
// border town of"), or a word the tagger reads as an adjective.
func TestLowerCasedUnlistedSettlement(t *testing.T) {
	r := newDefault(t)
	st := annotate(t, r, "surat: two shops were looted near morvada village of this district, and families fled "+
		"from rupavali hamlet of kheda district. officers toured a small village of kheda district, the temple "+
		"town of ayodhya, and houses in dalit village of kheda district and in border town of this district.")
	for _, want := range []string{"morvada", "rupavali"} {
		if p := placeAt(st, want); p == nil || p.Inferred != "unlisted" || p.Country != "IND" {
			t.Errorf("%q: got %+v, want an unlisted town in India", want, p)
		}
	}
	for _, not := range []string{"small", "temple", "dalit", "border"} {
		if p := placeAt(st, not); p != nil {
			t.Errorf("%q taken for a place: %+v", not, p)
		}
	}
	// With a parse: a word read as an adjective is no name, and a name
	// needs a preposition before it, not any word.
	st = tokenized(t, "surat: crops burnt in prosperous hamlet of kheda district; rains lashed kalol "+
		"taluka of kheda district. a mob gathered at vadod village of kheda district.")
	tags := map[string]string{"in": "ADP", "at": "ADP", "prosperous": "ADJ", "lashed": "VERB", "kalol": "NOUN", "vadod": "PROPN"}
	for k := range st.Tokens {
		st.Tokens[k].UPOS = tags[st.Tokens[k].Form]
	}
	if err := r.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if p := placeAt(st, "vadod"); p == nil || p.Inferred != "unlisted" {
		t.Errorf("%q: got %+v, want an unlisted town", "vadod", p)
	}
	for _, not := range []string{"prosperous", "kalol"} {
		if p := placeAt(st, not); p != nil {
			t.Errorf("%q taken for a place: %+v", not, p)
		}
	}
}
