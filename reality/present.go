package reality

// presentBlame reports whether the trigger at token i is a verb of blame
// ([reputation-verbs]) told in the present simple with a subject of its
// own, outside quotation marks and after the story's opening sentences
// ("the ministry accuses its rival of arming the militias", "he blames the
// operator", "whom the minister denounces as traitors"): a standing
// accusation told as background, not one made on a day. The opening
// sentences tell the news in the present as headlines do, and a
// statement's content told in the present ("the statement also condemns
// the burning") is the statement itself, so both are left to the other
// rules, as is a verb with a clause for its content, which reports what a
// party says now. A plural noun the tagger read as a verb ("wiring faults
// have grounded") has a finite verb or an auxiliary right after it and is
// left alone too.
func (p *parse) presentBlame(i int) bool {
	st := p.st
	tok := &st.Tokens[i]
	if tok.UPOS != "VERB" || !lex.reputationVerbs[p.lemma(i)] || tok.Rel == "conj" || tok.Sentence < 2 || !p.presentSimple(i) || p.inQuote(tok.Start) {
		return false
	}
	if i+1 < len(st.Tokens) && st.Tokens[i+1].Sentence == tok.Sentence {
		switch next := &st.Tokens[i+1]; {
		case next.UPOS == "AUX", next.XPOS == "VBD", next.XPOS == "VBZ", next.XPOS == "VBP", next.XPOS == "MD":
			return false
		}
	}
	subject := false
	for _, k := range p.kids[i] {
		r := st.Tokens[k].Rel
		if r == "ccomp" {
			return false
		}
		if r == "nsubj" {
			if lex.infoNouns[p.lemma(k)] {
				return false
			}
			subject = true
		}
	}
	return subject
}
