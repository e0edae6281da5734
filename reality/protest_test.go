package reality

import (
	"testing"

	"sitrep/doc"
)

// split cuts st's one sentence into sentences that begin at the tokens
// firsts (after token 0).
func split(st *doc.Story, firsts ...int) {
	bounds := append(append([]int{0}, firsts...), len(st.Tokens))
	st.Sentences = st.Sentences[:0]
	for s := 0; s+1 < len(bounds); s++ {
		first, end := bounds[s], bounds[s+1]
		st.Sentences = append(st.Sentences, doc.Sentence{Span: doc.Span{Start: st.Tokens[first].Start, End: st.Tokens[end-1].End},
			FirstToken: first, EndToken: end})
		for k := first; k < end; k++ {
			st.Tokens[k].Sentence = s
		}
	}
}

func TestProtestDemand(t *testing.T) {
	st := story(t, "The/DET/DT/2/det", "marchers/NOUN/NNS/3/nsubj/marcher", "demanded/VERB/VBD/0/root/demand", "new/ADJ/JJ/5/amod",
		"elections/NOUN/NNS/3/obj/election", "./PUNCT/./3/punct",
		"Crowds/NOUN/NNS/8/nsubj/crowd", "rallied/VERB/VBD/0/root/rally", "./PUNCT/./8/punct",
		"Police/NOUN/NNS/11/nsubj/police", "watched/VERB/VBD/0/root/watch", "./PUNCT/./11/punct",
		"Dockers/NOUN/NNS/14/nsubj/docker", "struck/VERB/VBD/0/root/strike", "./PUNCT/./14/punct")
	split(st, 6, 9, 12)
	demand := event(st, "REQUEST", "demanded")
	rally := event(st, "PROTEST", "rallied")
	strike := event(st, "PROTEST", "struck")
	retold := strike
	retold.Mentions = []doc.Span{rally.Trigger}
	calledOff := rally
	calledOff.Aux.Negated = true
	for _, c := range []struct {
		name   string
		actor  string
		others []doc.Event
		want   bool
	}{
		{"demonstrators beside a protest", "The marchers", []doc.Event{rally}, true},
		{"placards beside a protest", "their placards", []doc.Event{rally}, true},
		{"a protest retold beside the demand", "The marchers", []doc.Event{retold}, true},
		{"a protest three sentences off", "The marchers", []doc.Event{strike}, false},
		{"no protest coded", "The marchers", nil, false},
		{"another party", "The union", []doc.Event{rally}, false},
		{"a protest called off", "The marchers", []doc.Event{calledOff}, false},
	} {
		e := demand
		e.Actor = &doc.Party{Text: c.actor}
		st.Events = append([]doc.Event{e}, c.others...)
		p := newParse(st)
		if got := p.protestDemand(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
