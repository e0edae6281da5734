package event

// nounBesideDoer reports whether a and b, told in one sentence, are one
// doer's act told once by a clause and once by a noun with no doer of its
// own ("she resigned, sending a letter of resignation", "they negotiated
// a truce and kept the agreement"): the doerless noun is the other's act
// retold, unless the two name different targets. sameDoer asks it for
// mentions of a category other than the incidents.
func nounBesideDoer(t *tree, a, b *candidate) bool {
	if a.sent != b.sent || (a.ev.Actor == nil) == (b.ev.Actor == nil) {
		return false
	}
	bare, other := a, b // exactly one has no doer
	if b.ev.Actor == nil {
		bare, other = b, a
	}
	if t.st.Tokens[bare.trig].UPOS != "NOUN" || !t.headsUp(bare.trig, other.trig, nounReach) {
		return false
	}
	tx, ty := a.ev.Target, b.ev.Target
	return tx == nil || ty == nil || partyAgreement(tx, ty, 1, 1) > 0
}

// nounReach is how many heads up from a doerless noun nounBesideDoer
// looks for the other mention's trigger: "resigned, sending a letter of
// resignation" is three.
const nounReach = 3

// headsUp reports whether token top is among the first n heads above
// token i.
func (t *tree) headsUp(i, top, n int) bool {
	toks := t.st.Tokens
	for ; n > 0 && i >= 0 && i < len(toks); n-- {
		i = toks[i].Head
		if i == top {
			return true
		}
	}
	return false
}
