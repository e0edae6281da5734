package undate

import (
	"os"
	"strings"

	"sitrep/doc"
)

func off(g string) bool { return strings.Contains(os.Getenv("UNDATE3_OFF"), g) }
func on(g string) bool  { return strings.Contains(os.Getenv("UNDATE3_ON"), g) }

// ledeSentences bounds the lede: the paragraph of the story's first
// event, from that event's sentence on, but no more than ledeSentences of
// its sentences, since a story without line breaks is one paragraph (and
// a headline or byline before it tells no event).
const ledeSentences = 3

// ledeIncident is what the lede tells of its incident, read from the
// events the event stage found there: background told later in the story
// is about another incident, with other parties, places, tolls and days.
type ledeIncident struct {
	// first is the sentence of the story's first event, -1 for none.
	first int
	// events are the indexes in the story's events of those told in the
	// lede.
	events []int
	// parties, places and killed are the lede events' party keys (names
	// and head lemmas), place names and death tolls.
	parties map[string]bool
	places  map[string]bool
	killed  map[int]bool
	// times are the values of the lede's time expressions.
	times map[string]bool
}

// inLede reports whether sentence k lies in the lede.
func (s *story) inLede(k int) bool {
	first := s.ledeIncident.first
	return k >= first && first >= 0 && k < first+ledeSentences && s.para[k] == s.para[first]
}

// readLede gathers what the lede tells: its events' parties, places and
// tolls and its time expressions.
func (s *story) readLede() {
	l := ledeIncident{first: -1, parties: map[string]bool{}, places: map[string]bool{}, killed: map[int]bool{}, times: map[string]bool{}}
	for k := range s.st.Events {
		if n := s.sentence(s.st.Events[k].Trigger); n >= 0 && (l.first < 0 || n < l.first) {
			l.first = n
		}
	}
	s.ledeIncident = l
	for k := range s.st.Events {
		e := &s.st.Events[k]
		if !s.inLede(s.sentence(e.Trigger)) {
			continue
		}
		l.events = append(l.events, k)
		for _, key := range s.partyKeys(e) {
			l.parties[key] = true
		}
		if e.Place != nil && e.Place.Name != "" && !off("L") {
			l.places[e.Place.Name] = true
		}
		if e.Killed != nil && e.Killed.Best > 0 {
			l.killed[e.Killed.Best] = true
		}
	}
	for _, tx := range s.st.Timexes {
		if s.inLede(s.sentence(tx.Span)) {
			l.times[tx.Value] = true
		}
	}
	s.ledeIncident = l
}

// partyKeys returns the keys an event's actor and target are known by:
// the canonical name, and the lemma of the phrase's head word, so that
// "the rebels" and "rebels who fled" meet.
func (s *story) partyKeys(e *doc.Event) []string {
	var keys []string
	for _, p := range []*doc.Party{e.Actor, e.Target} {
		if p == nil {
			continue
		}
		if p.Name != "" {
			keys = append(keys, "name="+doc.LowForm(p.Name))
		}
		if i := s.head(p.Span); i >= 0 {
			keys = append(keys, "head="+lower(s.st.Tokens[i]))
		}
	}
	return keys
}

// ledeRelation lists how an event told in sentence sent stands to the
// lede's incident: told in the lede, or sharing its parties, place, toll
// or time expressions or not; and whether it is the first of its
// category the story tells.
func (s *story) ledeRelation(e *doc.Event, sent int) []string {
	f := s.ledeRelationPlain(e, sent)
	if on("X") {
		for _, x := range f {
			f = append(f, e.Time.ResolvedFrom+"|"+x)
		}
	}
	return f
}

func (s *story) ledeRelationPlain(e *doc.Event, sent int) []string {
	l := &s.ledeIncident
	if s.inLede(sent) {
		if off("E") {
			return nil
		}
		return []string{"lede"}
	}
	if len(l.events) == 0 {
		if off("E") {
			return nil
		}
		return []string{"no-lede-event"}
	}
	var f []string
	keys := s.partyKeys(e)
	shared := 0
	for _, key := range keys {
		if l.parties[key] {
			shared++
		}
	}
	switch {
	case off("P"):
	case len(keys) == 0:
		f = append(f, "party-none")
	case shared == 0:
		f = append(f, "party-other-than-lede")
	default:
		f = append(f, "party-as-lede")
	}
	if e.Place != nil && e.Place.Name != "" && !off("L") {
		f = append(f, "place-"+sameOrOther(l.places[e.Place.Name])+"-lede|"+e.Place.ResolvedFrom)
	}
	if e.Killed != nil && e.Killed.Best > 0 && len(l.killed) > 0 && !off("K") {
		f = append(f, "killed-"+sameOrOther(l.killed[e.Killed.Best])+"-lede")
	}
	if !off("T") {
		f = append(f, s.timesAgainstLede(sent)...)
	}
	if s.firstOfCategory(e) && !off("F") {
		f = append(f, "cat-first-told")
	}
	return f
}

// timesAgainstLede says whether sentence k names a time the lede names
// or one it does not.
func (s *story) timesAgainstLede(k int) []string {
	var f []string
	sn := s.st.Sentences[k]
	for _, tx := range s.st.Timexes {
		if sn.Contains(tx.Span) && (tx.Type == "DATE" || tx.Type == "TIME") {
			f = append(f, "stx-"+sameOrOther(s.ledeIncident.times[tx.Value])+"-lede")
		}
	}
	return f
}

// firstOfCategory reports whether no event of e's category has its
// trigger before e's.
func (s *story) firstOfCategory(e *doc.Event) bool {
	for k := range s.st.Events {
		o := &s.st.Events[k]
		if o != e && o.Type.Plover == e.Type.Plover && o.Trigger.Start < e.Trigger.Start {
			return false
		}
	}
	return true
}

// sameOrOther names a match: "same" or "other".
func sameOrOther(same bool) string {
	if same {
		return "same"
	}
	return "other"
}
