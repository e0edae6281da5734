package event

import "sitrep/doc"

// RefoundPartyOptions finds the events of st, coded up to the filter,
// again from its layers, as the party chooser once did, and returns for
// each event the options of roles that the event stage would keep on it:
// what the tests compare with the options it kept.
func RefoundPartyOptions(lx *Lexicon, st *doc.Story, roles ...string) [][]doc.RoleOptions {
	c, err := NewKeeping(lx, roles...)
	if err != nil {
		panic(err)
	}
	events := make([]doc.Event, len(st.Events))
	for i, e := range st.Events {
		e.PartyOptions = nil
		events[i] = e
	}
	if t, cands, all := c.ruledCandidates(st); t != nil {
		c.keepPartyOptions(t, cands, all, events)
	}
	out := make([][]doc.RoleOptions, len(events))
	for i := range events {
		if events[i].PartyOptions != nil {
			out[i] = events[i].PartyOptions()
		}
	}
	return out
}

// RepairedPossessor returns the text of the last possessor of the first
// token of st spelled trigger once repairPossessorTitle has mended the
// parse, or "".
func RepairedPossessor(st *doc.Story, trigger string) string {
	t := newTree(st)
	toks := append([]doc.Token(nil), st.Tokens...)
	if repairPossessorTitle(t, toks) {
		cp := *st
		cp.Tokens = toks
		t = newTree(&cp)
	}
	for i, tk := range st.Tokens {
		if tk.Form != trigger {
			continue
		}
		poss := ""
		for _, k := range t.kids[i] {
			if t.st.Tokens[k].Rel == "nmod:poss" {
				poss = st.Slice(t.fullSpan(k))
			}
		}
		return poss
	}
	return ""
}
