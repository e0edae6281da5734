package reality

import "sitrep/doc"

// oneSidedMeeting reports whether the CONSULT at token i is a body's own
// meeting: a meeting noun ([meeting-nouns]) with no other party coded and
// none named by "with" or "between" on the noun or its verb ("the
// board convened a session of its staff on budgets", "the council's
// three-day session opened"). A meeting is a dealing between
// parties only when the text names the other one ("held a meeting with
// the envoy").
func (p *parse) oneSidedMeeting(e *doc.Event, i int) bool {
	st := p.st
	if e.Type.Plover != "CONSULT" || e.Target != nil || st.Tokens[i].UPOS != "NOUN" || !lex.meetingNouns[p.lemma(i)] {
		return false
	}
	heads := []int{i}
	if h := st.Tokens[i].Head; h >= 0 {
		heads = append(heads, h)
	}
	for _, j := range heads {
		for _, k := range p.kids[j] {
			switch p.marker(k, "case") {
			case "with", "between", "among", "amongst":
				return false
			}
		}
	}
	return true
}
