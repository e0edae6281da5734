package event

import (
	"strings"

	"sitrep/doc"
)

// phraseText returns the words of a phrase joined by single spaces: a
// phrase broken across lines, or holding the padding of a repaired
// mis-decoded quote (text.RepairMojibake), names its party all the same.
func phraseText(s string) string {
	s = strings.TrimSpace(s)
	for k := 0; k < len(s); k++ {
		if b := s[k]; b < ' ' || b >= 0x80 || b == ' ' && s[k-1] == ' ' {
			return strings.Join(strings.Fields(s), " ")
		}
	}
	return s // ASCII words with single spaces: the common case, no allocation
}

// party describes the phrase headed by token i.
func party(t *tree, i int) (p doc.Party) {
	st := t.st
	sp, span := partySpans(t, i)
	p.Span = span
	p.Text = phraseText(st.Slice(p.Span))
	if m := mentionAt(t, i); m != nil {
		p.Actor = m.Actor
	} else if m := nameAfter(t, sp); m != nil {
		// A title heading its name ("Defence Secretary" + "Tom King"):
		// the person, whom the actor stage coded with the title.
		p.Actor = m.Actor
	}
	if p.Actor == (doc.Actor{}) {
		p.Actor = innerCoding(t, i, sp)
	}
	if p.Actor.Name == "" {
		ownerCoding(t, i, &p.Actor)
	}
	if p.Actor.Country == "" && p.Actor.Org == "" {
		modifierCoding(t, i, sp, &p.Actor)
	}
	return p
}

// partySpan gives the span party(t, i) writes for the phrase headed by
// token i, for the checks that read where a party lies and not how it is
// coded.
func partySpan(t *tree, i int) doc.Span {
	_, span := partySpans(t, i)
	return span
}

// partySpans gives the phrase headed by token i past any colon, which
// party codes, and the span it shows: that phrase widened to a name
// beside it, whose coding stays the phrase's own. One place computes
// both so party and partySpan cannot drift apart.
func partySpans(t *tree, i int) (phrase, shown doc.Span) {
	phrase = pastColon(t, i, t.phrase(i))
	return phrase, apposedName(t, i, phrase)
}

// codedParty reports whether the phrase headed by token i names a coded
// party: the rules ask it of arguments, apart from the text they show, so
// one place says what "coded" means.
func codedParty(t *tree, i int) bool { return party(t, i).Actor != (doc.Actor{}) }

// innerCoding returns the coding of a phrase sp whose head i is not
// itself coded ("senior Hungarian officials" may be coded on its
// modifier): the coded mention inside nearest the head in the tree, so
// that "US mediation in the talks with the Palestinians" is the US's and
// "that Hamas renounce its struggle against Israel" Hamas's; of those as
// near, the widest.
func innerCoding(t *tree, i int, sp doc.Span) doc.Actor {
	st := t.st
	best, bestDepth := -1, 0
	lo, hi := t.within(sp)
	for k := lo; k < hi; k++ {
		m := &st.Mentions[k]
		if m.Actor == (doc.Actor{}) || !sp.Contains(m.Span) {
			continue
		}
		d := t.depthBelow(i, m.FirstToken, m.EndToken)
		if best < 0 || d < bestDepth || d == bestDepth && m.Span.Len() > st.Mentions[best].Span.Len() {
			best, bestDepth = k, d
		}
	}
	if best < 0 {
		return doc.Actor{}
	}
	return st.Mentions[best].Actor
}

// ownerCoding gives a, the coding of the phrase headed by i, the country
// or body of a possessive pronoun's referent: "its military forces",
// "their troops" are the forces of whoever owns them, whatever the
// story's context coded the noun with.
func ownerCoding(t *tree, i int, a *doc.Actor) {
	for _, k := range t.kids[i] {
		if t.st.Tokens[k].Rel != "nmod:poss" || t.st.Tokens[k].UPOS != "PRON" {
			continue
		}
		if m := mentionAt(t, k); m != nil && (m.Actor.Country != "" || m.Actor.Org != "") {
			a.Country, a.Org = m.Actor.Country, m.Actor.Org
		}
	}
}

// modifierCoding gives a, the coding of a role coded only by its sector
// ("foreign ministers"), the body or country a modifier before head i in
// phrase sp names: "European Community foreign ministers".
func modifierCoding(t *tree, i int, sp doc.Span, a *doc.Actor) {
	lo, hi := t.within(sp)
	for k := lo; k < hi; k++ {
		m := &t.st.Mentions[k]
		if sp.Contains(m.Span) && m.FirstToken < i && (m.Actor.Country != "" || m.Actor.Org != "") {
			a.Country, a.Org = m.Actor.Country, m.Actor.Org
			if a.Sector == "" {
				a.Sector = m.Actor.Sector
			}
			return
		}
	}
}

// pastColon trims from sp, the phrase headed by i, the words up to a
// colon before i: "korba: the district traders' federation", a dateline
// the parse hung on the subject, names a place, not the party. Only a
// colon after at most six words of its sentence, where a dateline ends
// ("new delhi, october 5:"): one further in may join a title to its name
// or a list to its head.
func pastColon(t *tree, i int, sp doc.Span) doc.Span {
	for k := i - 1; k >= 0 && t.st.Tokens[k].Start >= sp.Start; k-- {
		if t.st.Tokens[k].Form == ":" && (k < 7 || t.st.Tokens[k-7].Sentence != t.st.Tokens[k].Sentence) {
			sp.Start = t.st.Tokens[k+1].Start
			break
		}
	}
	return sp
}

// apposedName widens sp, the phrase headed by i, to the person's name set
// beside it by commas: "the UN special envoy, Staffan Berg" or
// "Mehmet Kaya, the film-maker": a title names the role, the name whom.
func apposedName(t *tree, i int, sp doc.Span) doc.Span {
	name := func(k int) (doc.Span, bool) {
		if c := t.covering(k); c >= 0 && t.st.Mentions[c].Label == doc.LabelPER {
			return t.st.Mentions[c].Span, true
		}
		return doc.Span{}, false
	}
	if _, ok := name(i); ok {
		return sp
	}
	for _, k := range t.kids[i] {
		if t.st.Tokens[k].Rel == "appos" && k > i {
			if n, ok := name(k); ok && n.Start > sp.End && n.Start-sp.End <= 2 {
				sp.End = n.End
			}
			return sp
		}
	}
	if n, ok := linkedApposedName(t, i, sp); ok {
		sp.End = n.End
		return sp
	}
	if h := t.st.Tokens[i].Head; t.st.Tokens[i].Rel == "appos" && h >= 0 && h < i {
		if n, ok := name(h); ok && sp.Start > n.End && sp.Start-n.End <= 2 {
			sp.Start = n.Start
		}
		return sp
	}
	// An apposition the parser hung elsewhere ("to mourn Mehmet Kaya,
	// the film-maker" with the film-maker an oblique of "mourn"): a
	// phrase with no preposition right after a name and its comma.
	// A second object of the name's verb ("to mourn Omar Nasser, the
	// poet") is one too.
	switch rel := t.st.Tokens[i].Rel; rel {
	case "obl", "obl:unmarked", "nmod:unmarked", "dep", "conj", "obj":
		first := t.tokenFrom(sp.Start)
		if t.hasCase(i) || first < 2 || t.st.Tokens[first-1].Form != "," {
			break
		}
		n, ok := name(first - 2)
		if !ok || n.End != t.st.Tokens[first-2].End {
			break
		}
		if rel == "obj" {
			nh := t.tokenFrom(n.Start)
			if t.st.Tokens[nh].Rel != "obj" || t.st.Tokens[nh].Head != t.st.Tokens[i].Head {
				break
			}
		}
		sp.Start = n.Start
	}
	return sp
}

// linkedApposedName returns the name the actor stage set in apposition to
// the title headed by i (its coreference rule 0) when the name follows the
// phrase sp after a comma: "the UN envoy for Syria, Staffan Berg", where
// the parser joins the name to the place and not the title. Only a name
// the parse hung inside the phrase: one hung elsewhere the rules above
// have judged.
func linkedApposedName(t *tree, i int, sp doc.Span) (doc.Span, bool) {
	c := t.covering(i)
	if c < 0 || t.st.Mentions[c].Label != doc.LabelNOM {
		return doc.Span{}, false
	}
	for k := c + 1; k < len(t.st.Mentions); k++ {
		m := t.st.Mentions[k]
		if m.Start > sp.End+2 {
			break
		}
		if m.Label == doc.LabelPER && m.Antecedent == c && m.Start > sp.End && hungInside(t, m, sp) {
			return m.Span, true
		}
	}
	return doc.Span{}, false
}

// hungInside reports whether the parse hangs mention m on a word of sp.
func hungInside(t *tree, m doc.Mention, sp doc.Span) bool {
	for k := m.FirstToken; k < m.EndToken; k++ {
		if h := t.st.Tokens[k].Head; h < m.FirstToken || h >= m.EndToken {
			return h >= 0 && t.st.Tokens[h].Start >= sp.Start && t.st.Tokens[h].End <= sp.End
		}
	}
	return false
}

// placedParty is party(t, i) for a target: a thing no one is coded in
// ("the southern regional capital Juba", "a market in Idlib", "power
// lines leading into Kabul") takes the country it lies in, as CAMEO codes
// an unnamed target. Only the record gets it: the rules that ask whether
// a phrase names a party ask party.
func placedParty(t *tree, i int) doc.Party {
	p := party(t, i)
	var where []doc.Span // besides the phrase's own words
	if m := mentionAt(t, i); ownedBySubject(t, i) && (m == nil || m.Label == doc.LabelNOM) {
		// "Israel strengthened its forces in Lebanon": the subject's
		// own forces are not whom the act is done to; where they are
		// is, also where the parse hung the place on the verb.
		p.Actor = doc.Actor{}
		for _, k := range t.children(t.st.Tokens[i].Head, "obl") {
			switch t.marker(k) {
			case "in", "into", "to":
				where = append(where, t.phrase(k))
			}
		}
	}
	if p.Actor != (doc.Actor{}) || t.st.Tokens[i].UPOS == "PRON" {
		return p
	}
	// Its own words, names in apposition, locatives and participles
	// included ("lines leading into Kabul"), not relative clauses or
	// parentheticals.
	full := t.subtree(i, func(_ bool, k int) bool {
		switch t.st.Tokens[k].Rel {
		case "acl:relcl", "parataxis":
			return true
		}
		return false
	})
	inside := func(sp doc.Span) bool {
		if full.Contains(sp) {
			return true
		}
		for _, w := range where {
			if w.Contains(sp) {
				return true
			}
		}
		return false
	}
	for k := range t.st.Places {
		// "U.S. service members" names a party's country, not where.
		if pl := &t.st.Places[k]; inside(pl.Span) && pl.Country != "" && !(pl.Precision == doc.PrecisionCountry && t.modifier(pl.Span)) {
			p.Actor.Country = pl.Country
			break
		}
	}
	return p
}

// ownedBySubject reports whether the phrase headed by i is owned, by a
// possessive pronoun, by the subject of the clause it hangs on: "its
// forces" in "Israel strengthened its forces".
func ownedBySubject(t *tree, i int) bool {
	poss := -1
	for _, k := range t.kids[i] {
		if t.st.Tokens[k].Rel == "nmod:poss" && t.st.Tokens[k].UPOS == "PRON" {
			poss = k
		}
	}
	if poss < 0 {
		return false
	}
	v := t.st.Tokens[i].Head
	if v < 0 || t.st.Tokens[v].UPOS != "VERB" {
		return false
	}
	s := clauseSubject(t, v)
	return s >= 0 && t.referent(poss) != poss && t.referent(t.referent(poss)) == t.referent(s)
}

// nameAfter returns the person mention that follows the phrase sp with
// only spaces between them, or nil.
func nameAfter(t *tree, sp doc.Span) *doc.Mention {
	st, ordered := t.st, t.mentions().ordered
	for k := t.startingFrom(sp.End); k < len(st.Mentions); k++ {
		m := &st.Mentions[k]
		if m.Span.Start < sp.End {
			continue
		}
		if m.Span.Start > len(st.Text) || strings.TrimSpace(st.Text[sp.End:m.Span.Start]) != "" {
			if ordered {
				break // the mentions after it start later still
			}
			continue
		}
		if m.Label == doc.LabelPER {
			return m
		}
	}
	return nil
}

// mentionAt returns the mention covering token i, following coreference to
// its antecedent when the mention itself is not coded.
func mentionAt(t *tree, i int) *doc.Mention {
	st := t.st
	if k := t.covering(i); k >= 0 {
		m := &st.Mentions[k]
		for n := 0; m.Actor == (doc.Actor{}) && m.Antecedent >= 0 && m.Antecedent < len(st.Mentions) && n < 10; n++ {
			m = &st.Mentions[m.Antecedent]
		}
		return m
	}
	return nil
}

// anonymous reports whether the phrase headed by i says its source is
// unnamed: "speaking on condition of anonymity", "who asked not to be named".
func anonymous(t *tree, i int) bool {
	s := strings.ToLower(t.st.Slice(t.fullSpan(i)))
	for _, cue := range vocab.anonymity {
		if strings.Contains(s, cue) {
			return true
		}
	}
	return false
}
