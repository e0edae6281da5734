package reality

import (
	"strconv"
	"strings"
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

func TestProtestDemandAddressed(t *testing.T) {
	for _, c := range []struct {
		name  string
		words []string
		want  bool
	}{
		{"what is wanted, no one addressed", []string{"The/DET/DT/2/det", "strikers/NOUN/NNS/3/nsubj/striker", "demanded/VERB/VBD/0/root/demand",
			"higher/ADJ/JJ/5/amod/high", "pay/NOUN/NN/3/obj/pay", "./PUNCT/./3/punct"}, true},
		{"an addressee told to act", []string{"The/DET/DT/2/det", "strikers/NOUN/NNS/3/nsubj/striker", "urged/VERB/VBD/0/root/urge",
			"the/DET/DT/5/det", "governor/NOUN/NN/3/obj/governor", "to/PART/TO/7/mark", "scrap/VERB/VB/3/xcomp/scrap", "the/DET/DT/9/det",
			"levy/NOUN/NN/7/obj/levy", "./PUNCT/./3/punct"}, false},
		{"a clause with its own subject", []string{"The/DET/DT/2/det", "strikers/NOUN/NNS/3/nsubj/striker", "asked/VERB/VBD/0/root/ask",
			"that/SCONJ/IN/6/mark", "he/PRON/PRP/6/nsubj", "quit/VERB/VB/3/ccomp/quit", "./PUNCT/./3/punct"}, false},
	} {
		st := story(t, append([]string{"Crowds/NOUN/NNS/2/nsubj/crowd", "rallied/VERB/VBD/0/root/rally", "./PUNCT/./2/punct"}, shift(c.words, 3)...)...)
		split(st, 3)
		e := event(st, "REQUEST", c.words[2][:strings.Index(c.words[2], "/")])
		e.Actor = &doc.Party{Text: "The strikers"}
		st.Events = []doc.Event{e, event(st, "PROTEST", "rallied")}
		p := newParse(st)
		if got := p.protestDemand(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// shift renumbers the heads of words written for story by n, so that
// they can follow n other words.
func shift(words []string, n int) []string {
	out := make([]string, len(words))
	for k, w := range words {
		f := strings.Split(w, "/")
		if h := atoi(f[3]); h > 0 {
			f[3] = strconv.Itoa(h + n)
		}
		out[k] = strings.Join(f, "/")
	}
	return out
}

// TestProtestWave checks that "the" plural protest noun with no place,
// date or verb setting of its own is a wave named in passing, dropped,
// while a riot with a place, one set on its verb, a singular one or one
// without the article is an incident.
func TestProtestWave(t *testing.T) {
	wave := (*parse).protestWave
	checkRules(t, []ruleCase{
		{"the riots, named in passing", "PROTEST", "riots", []string{"the/DET/DT/3/det", "harbour/NOUN/NN/3/compound", "riots/NOUN/NNS/4/nsubj/riot", "shocked/VERB/VBD/0/root/shock", "the/DET/DT/6/det", "town/NOUN/NN/4/obj"}, wave, true},
		{"the recent demonstrations", "PROTEST", "demonstrations", []string{"she/PRON/PRP/2/nsubj", "praised/VERB/VBD/0/root/praise", "the/DET/DT/5/det", "recent/ADJ/JJ/5/amod", "demonstrations/NOUN/NNS/2/obj/demonstration"}, wave, true},
		{"riots with a place of their own", "PROTEST", "riots", []string{"the/DET/DT/2/det", "riots/NOUN/NNS/6/nsubj/riot", "in/ADP/IN/5/case", "the/DET/DT/5/det", "port/NOUN/NN/2/nmod", "spread/VERB/VBD/0/root"}, wave, false},
		{"the marches, set on their verb", "PROTEST", "marches", []string{"the/DET/DT/2/det", "marches/NOUN/NNS/3/nsubj/march", "resumed/VERB/VBD/0/root/resume", "in/ADP/IN/6/case", "the/DET/DT/6/det", "port/NOUN/NN/3/obl", "on/ADP/IN/8/case", "Monday/PROPN/NNP/3/obl"}, wave, false},
		{"a riot", "PROTEST", "riot", []string{"a/DET/DT/2/det", "riot/NOUN/NN/3/nsubj", "broke/VERB/VBD/0/root/break", "out/ADP/RP/3/compound:prt"}, wave, false},
		{"riots without the article", "PROTEST", "riots", []string{"riots/NOUN/NNS/2/nsubj/riot", "erupted/VERB/VBD/0/root/erupt", "overnight/ADV/RB/2/advmod"}, wave, false},
		{"ongoing riots with a place, a wave", "PROTEST", "riots", []string{"they/PRON/PRP/2/nsubj", "condemned/VERB/VBD/0/root/condemn", "the/DET/DT/5/det", "ongoing/ADJ/JJ/5/amod", "riots/NOUN/NNS/2/obj/riot", "in/ADP/IN/8/case", "the/DET/DT/8/det", "north/NOUN/NN/5/nmod"}, wave, true},
		{"nationwide riots without the article, a wave", "PROTEST", "riots", []string{"the/DET/DT/2/det", "verdict/NOUN/NN/3/nsubj", "sparked/VERB/VBD/0/root/spark", "nationwide/ADJ/JJ/5/amod", "riots/NOUN/NNS/3/obj/riot"}, wave, true},
		{"communal riots set on their verb, an incident", "PROTEST", "riots", []string{"communal/ADJ/JJ/2/amod", "riots/NOUN/NNS/3/nsubj/riot", "erupted/VERB/VBD/0/root/erupt", "in/ADP/IN/5/case", "Tarapur/PROPN/NNP/3/obl"}, wave, false},
		{"communal riots spread over many places on their verb, a wave", "PROTEST", "riots", []string{"they/PRON/PRP/2/nsubj", "blamed/VERB/VBD/0/root/blame", "communal/ADJ/JJ/4/amod", "riots/NOUN/NNS/2/obj/riot", "in/ADP/IN/7/case", "several/ADJ/JJ/7/amod", "districts/NOUN/NNS/2/obl/district"}, wave, true},
		{"communal riots set on a day, an incident", "PROTEST", "riots", []string{"communal/ADJ/JJ/2/amod", "riots/NOUN/NNS/3/nsubj/riot", "erupted/VERB/VBD/0/root/erupt", "on/ADP/IN/5/case", "Friday/PROPN/NNP/3/obl"}, wave, false},
	})
}

// A wave named with a toll of its own tells the incident: the event
// stage hangs the count on the event, not on the noun's dependents.
func TestProtestWaveToll(t *testing.T) {
	st := story(t, "the/DET/DT/2/det", "riots/NOUN/NNS/3/nsubj/riot", "left/VERB/VBD/0/root/leave", "two/NUM/CD/5/nummod", "people/NOUN/NNS/3/obj/person", "dead/ADJ/JJ/3/xcomp")
	e := event(st, "PROTEST", "riots")
	p := newParse(st)
	if !p.protestWave(&e, p.token(e.Trigger)) {
		t.Fatalf("without a toll the riots are a wave named in passing")
	}
	e.Killed = &doc.Count{}
	if p.protestWave(&e, p.token(e.Trigger)) {
		t.Errorf("the riots with a toll: protestWave = true, want false")
	}
}

// The wave's article is read on the noun, so a preposition before it
// hides no wave ("during the recent riots"), while a riot with no article
// after one is still an incident.
func TestProtestWaveAfterPreposition(t *testing.T) {
	wave := (*parse).protestWave
	checkRules(t, []ruleCase{
		{"the riots after a preposition", "PROTEST", "riots", []string{"shops/NOUN/NNS/3/nsubj:pass/shop", "were/AUX/VBD/3/aux:pass/be", "looted/VERB/VBN/0/root/loot", "during/ADP/IN/7/case", "the/DET/DT/7/det", "recent/ADJ/JJ/7/amod", "riots/NOUN/NNS/3/obl/riot"}, wave, true},
		{"riots after a preposition, no article", "PROTEST", "riots", []string{"shops/NOUN/NNS/3/nsubj:pass/shop", "were/AUX/VBD/3/aux:pass/be", "looted/VERB/VBN/0/root/loot", "during/ADP/IN/5/case", "riots/NOUN/NNS/3/obl/riot"}, wave, false},
	})
}
