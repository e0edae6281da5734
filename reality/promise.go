package reality

import "sitrep/doc"

// promise reports whether the event at token i is a party's statement of
// intent told as the sentence's own news: a promise (AGREE) whose clause
// is announced with "will" or "shall", or with "would" under a verb of
// saying, and which is the main clause of its sentence or the complement
// of the sentence's main verb of saying ("Hungary has said it will
// support the resolution", "the rebels said they would release the
// hostages"). PLOVER codes the statement as the event; the model, which
// weighs a future told deep in an article as background, is not asked.
func (p *parse) promise(e *doc.Event, i int) bool {
	st := p.st
	if e.Type.Plover != "AGREE" || e.Actor == nil {
		return false
	}
	j := i
	if st.Tokens[j].UPOS == "NOUN" && doc.BaseRel(st.Tokens[j].Rel) == "obj" && st.Tokens[j].Head >= 0 {
		j = st.Tokens[j].Head
	}
	h := st.Tokens[j].Head
	switch {
	case h < 0:
		return p.hasAux(j, "will", "shall")
	case doc.BaseRel(st.Tokens[j].Rel) == "ccomp" && st.Tokens[h].Head < 0 && verbClass[p.lemma(h)] == "say":
		return p.hasAux(j, "will", "shall", "would")
	}
	return false
}
