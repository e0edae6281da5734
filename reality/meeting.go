package reality

import (
	"strings"

	"sitrep/doc"
)

// fewSides are the counts of parties a meeting between sides names.
var fewSides = map[string]bool{"two": true, "three": true, "four": true, "2": true, "3": true, "4": true}

// oneSidedMeeting reports whether the CONSULT at token i is a body's own
// meeting: a meeting noun ([meeting-nouns]) with no other party coded
// (a target that is only the meeting's topic, "a discussion on the
// school issue", is none) and none named by "with" or "between" on the
// noun or its verb, nor joined to the actor by "and" ("the board
// convened a session of its staff on budgets", "the council's three-day
// session opened", "the professor opened a discussion on rural
// schooling"). A meeting is a dealing between parties only when the text
// names the other one ("held a meeting with the envoy", "the envoys and
// the minister held a meeting").
func (p *parse) oneSidedMeeting(e *doc.Event, i int) bool {
	st := p.st
	if e.Type.Plover != "CONSULT" || e.Target != nil && !p.topic(e.Target, i) || st.Tokens[i].UPOS != "NOUN" || !lex.meetingNouns[p.lemma(i)] {
		return false
	}
	if p.coordinated(e.Actor) {
		return false // "the envoys and the minister held a meeting": two sides
	}
	heads := []int{i}
	if h := st.Tokens[i].Head; h >= 0 {
		heads = append(heads, h)
	}
	for _, j := range heads {
		subject := -1
		for _, k := range p.kids[j] {
			if doc.BaseRel(st.Tokens[k].Rel) == "nsubj" {
				if subject >= 0 && p.joined(subject, k) {
					return false // "union leaders and the minister held talks", parsed as two subjects
				}
				subject = k
			}
			switch p.marker(k, "case") {
			case "with", "between", "among", "amongst":
				return false
			case "of", "":
				if r := doc.BaseRel(st.Tokens[k].Rel); (r == "nsubj" || r == "nmod") && p.severalParties(k) {
					return false // "the two leaders held a meeting", "a meeting of both sides"
				}
			}
		}
	}
	return true
}

// joined reports whether "and" stands between tokens a and b, the
// subjects the parser gave one verb: two sides ("union leaders and the
// minister"), not one name it split ("chief minister s.k. rao") nor a
// dateline it took for a subject ("pune: the mayor held a meeting").
func (p *parse) joined(a, b int) bool {
	for k := a + 1; k < b; k++ {
		if p.isAnd(k) {
			return true
		}
	}
	return false
}

// isAnd reports whether token k is the conjunction "and", which joins
// two sides where "or" offers one of them.
func (p *parse) isAnd(k int) bool { return p.st.Tokens[k].UPOS == "CCONJ" && p.lemma(k) == "and" }

// coordinated reports whether party pt joins several with "and" in its
// own span ("the envoys and the minister").
func (p *parse) coordinated(pt *doc.Party) bool {
	if pt == nil {
		return false
	}
	for k := p.token(pt.Span); k >= 0 && k < len(p.st.Tokens) && p.st.Tokens[k].Start < pt.Span.End; k++ {
		if p.isAnd(k) {
			return true
		}
	}
	return false
}

// severalParties reports whether the nominal k names more than one
// party: coordinated ("Oslo and Riga"), or a plural counted as a few
// sides ("the three envoys") or with "both". "A meeting of 200 officers"
// is still one body's.
func (p *parse) severalParties(k int) bool {
	st := p.st
	if p.hasRel(k, "conj") {
		return true
	}
	if x := st.Tokens[k].XPOS; x != "NNS" && x != "NNPS" {
		return false
	}
	for _, m := range p.kids[k] {
		if r := doc.BaseRel(st.Tokens[m].Rel); r == "nummod" && fewSides[strings.ToLower(st.Tokens[m].Form)] || r == "det" && p.lemma(m) == "both" {
			return true
		}
	}
	return false
}

// topic reports whether party pt is only what the meeting noun at token i
// is about: the head of a phrase hung on the noun by "on", "about" or
// "over" (`[topic-markers]`: "a discussion on the school issue"), which
// names a subject, not a side. Sides named inside the topic ("talks over
// the quarrel between the farmers and the mill") are still sides: the
// climb stops at "between" or "with".
func (p *parse) topic(pt *doc.Party, i int) bool {
	k := p.token(pt.Span)
	for ; k >= 0 && p.st.Tokens[k].Head != i; k = p.st.Tokens[k].Head {
		if p.st.Tokens[k].Head < 0 || p.st.Tokens[k].Sentence != p.st.Tokens[i].Sentence {
			return false
		}
		if m := p.marker(k, "case"); m == "between" || m == "with" {
			return false
		}
	}
	return k >= 0 && doc.BaseRel(p.st.Tokens[k].Rel) == "nmod" && lex.topicMarkers[p.marker(k, "case")]
}

// gathering reports whether the CONSULT at token i is a meeting noun
// ([meeting-nouns]) naming an assembly rather than a dealing between
// parties: one open to all ([gathering-adjectives]: "a public meeting at
// the fairground") or one its actor only takes part in, the object of a
// verb of attending or speaking to it ([gathering-verbs]: "the
// councillors attended the meeting", "the mayor addressed a meeting"). The
// article gold codes none of them as a consultation (four on the training
// articles, none matched).
func (p *parse) gathering(e *doc.Event, i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	if e.Type.Plover != "CONSULT" || tok.UPOS != "NOUN" || !lex.meetingNouns[p.lemma(i)] {
		return false
	}
	for _, k := range p.kids[i] {
		if doc.BaseRel(st.Tokens[k].Rel) == "amod" && lex.gatheringAdjectives[p.lemma(k)] {
			return true
		}
	}
	h := tok.Head
	return h >= 0 && doc.BaseRel(tok.Rel) == "obj" && lex.gatheringVerbs[p.lemma(h)]
}
