package event

import (
	"strings"

	"sitrep/doc"
)

// party describes the phrase headed by token i.
func party(t *tree, i int) doc.Party {
	st := t.st
	sp := t.phrase(i)
	p := doc.Party{Text: strings.TrimSpace(st.Slice(sp)), Span: sp}
	if m := mentionAt(st, i); m != nil {
		p.Actor = m.Actor
	} else if m := nameAfter(st, sp); m != nil {
		// A title heading its name ("Defence Secretary" + "Tom King"):
		// the person, whom the actor stage coded with the title.
		p.Actor = m.Actor
	}
	if p.Actor == (doc.Actor{}) {
		// The head is not itself coded ("senior Hungarian officials" may be
		// coded on its modifier): take the widest coded mention inside.
		best := -1
		for k := range st.Mentions {
			m := &st.Mentions[k]
			if m.Actor != (doc.Actor{}) && sp.Contains(m.Span) && (best < 0 || m.Span.Len() > st.Mentions[best].Span.Len()) {
				best = k
			}
		}
		if best >= 0 {
			p.Actor = st.Mentions[best].Actor
		}
	}
	if p.Actor.Country == "" && p.Actor.Org == "" {
		// A role coded only by its sector ("foreign ministers") takes the
		// body or country a modifier names: "European Community foreign
		// ministers".
		for k := range st.Mentions {
			m := &st.Mentions[k]
			if sp.Contains(m.Span) && m.FirstToken < i && (m.Actor.Country != "" || m.Actor.Org != "") {
				p.Actor.Country, p.Actor.Org = m.Actor.Country, m.Actor.Org
				if p.Actor.Sector == "" {
					p.Actor.Sector = m.Actor.Sector
				}
				break
			}
		}
	}
	return p
}

// nameAfter returns the person mention that follows the phrase sp with
// only spaces between them, or nil.
func nameAfter(st *doc.Story, sp doc.Span) *doc.Mention {
	for k := range st.Mentions {
		m := &st.Mentions[k]
		if m.Label == "PER" && m.Span.Start >= sp.End && m.Span.Start <= len(st.Text) &&
			strings.TrimSpace(st.Text[sp.End:m.Span.Start]) == "" {
			return m
		}
	}
	return nil
}

// mentionAt returns the mention covering token i, following coreference to
// its antecedent when the mention itself is not coded.
func mentionAt(st *doc.Story, i int) *doc.Mention {
	for k := range st.Mentions {
		m := &st.Mentions[k]
		if m.FirstToken <= i && i < m.EndToken {
			for n := 0; m.Actor == (doc.Actor{}) && m.Antecedent >= 0 && m.Antecedent < len(st.Mentions) && n < 10; n++ {
				m = &st.Mentions[m.Antecedent]
			}
			return m
		}
	}
	return nil
}

// anonymous reports whether the phrase headed by i says its source is
// unnamed: "speaking on condition of anonymity", "who asked not to be named".
func anonymous(t *tree, i int) bool {
	s := strings.ToLower(t.st.Slice(t.fullSpan(i)))
	for _, cue := range []string{"anonymity", "not to be named", "not be named", "not authorised", "not authorized", "unnamed", "declined to be identified"} {
		if strings.Contains(s, cue) {
			return true
		}
	}
	return false
}
