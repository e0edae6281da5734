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

// futureAct reports whether the speech act at token i is itself told as
// still to come: its own verb takes "will" or "shall" ("kar sevaks will
// be asked not to shout slogans", "the council will demand"). The event
// stage reads a speech act's future as made now, since a threat or a
// promise about the future is made when it is told; a request or warning
// that will be made is not made yet. A party's statement of intent told
// as the sentence's news is left to promise.
func (p *parse) futureAct(e *doc.Event, i int) bool {
	return speechAct[e.Type.Plover] && p.st.Tokens[i].UPOS == "VERB" && p.hasAux(i, "will", "shall") && !p.promise(e, i)
}
