package event

import (
	"slices"
	"strconv"
	"strings"

	"sitrep/doc"
)

// absorbCasualtyClauses folds a killing told as the result of another event
// into that event: "killed in the protests", "stormed a compound, killing
// seven", and an injury told where it happened ("was injured in
// stabbing"). The casualties and claims then belong to the event.
func absorbCasualtyClauses(t *tree, cands []*candidate) []*candidate {
	byTrig := byTrigger(cands)
	drop := map[*candidate]*candidate{}
	for _, cd := range cands {
		if !vocab.casualtyLemmas[cd.tr.Lemma] {
			continue
		}
		i := cd.trig
		// killed in/during the protests; injured in stabbing
		for _, k := range append(t.children(i, "obl"), t.children(i, "advcl")...) {
			if host := byTrig[k]; host != nil && host != cd {
				switch t.marker(k) {
				case "in", "during", "at", "amid":
					foldInto(drop, cd, host)
				}
			}
		}
		if cd.tr.Lemma != "kill" && cd.tr.Lemma != "killing" {
			continue
		}
		// "the attack by the rebels killed nine": the attack's toll; but "a suicide bomber killed ten" names who killed.
		if s := t.child(i, "nsubj"); s >= 0 && byTrig[s] != nil && byTrig[s] != cd && mentionAt(t, s) == nil {
			foldInto(drop, cd, byTrig[s])
		}
		// stormed ..., killing seven; and an attack the parser read as a
		// verb with the killing as its complement ("another raid the same
		// night killed four").
		if h := t.st.Tokens[i].Head; h >= 0 {
			rel := t.st.Tokens[i].Rel
			if host := byTrig[h]; host != nil && host != cd && (rel == "advcl" || rel == "conj" || rel == "xcomp" && host.tr.Plover == "ASSAULT") {
				foldInto(drop, cd, host)
			}
		}
	}
	var out []*candidate
	for _, cd := range cands {
		host, gone := drop[cd]
		if !gone {
			out = append(out, cd)
			continue
		}
		for drop[host] != nil {
			host = drop[host]
		}
		if host.target < 0 {
			host.target = cd.target
		}
		host.absorbed(cd)
	}
	return out
}

// foldInto records that cd is to be absorbed by host unless host is
// itself, through the folds already recorded, absorbed by cd: two
// killings that each read as the other's setting ("was killed in a
// killing") would make a cycle, and following it would never end. The
// first fold recorded wins.
func foldInto(drop map[*candidate]*candidate, cd, host *candidate) {
	for h := host; h != nil; h = drop[h] {
		if h == cd {
			return
		}
	}
	drop[cd] = host
}

// adoptCounts gives a casualty count tied to no event ("five died", "the
// death toll rose to 12") to the first event of violence in its sentence
// that has no count of that kind yet. Annotate calls it once the events
// are refined, since the category decides which event may hold which
// count. Annotate runs arrestsOnArrests after it, since an adoption may
// give a protest an arrest count.
func adoptCounts(t *tree, cands []*candidate) {
	st := t.st
	used := map[doc.Span]bool{}
	trigs := map[int]bool{}
	for _, cd := range cands {
		trigs[cd.trig] = true
		for _, c := range []*doc.Count{cd.ev.Killed, cd.ev.Injured, cd.ev.Arrested} {
			if c != nil {
				used[c.Span] = true
			}
		}
	}
	byTrig := byTrigger(cands)
	for _, q := range st.Quantities {
		if used[q.Span] || q.Trigger < 0 || q.Trigger >= len(st.Tokens) || trigs[q.Trigger] || sumOfIncidents(t, q, byTrig) {
			continue // tied to an event that did not take it ("blew himself up, killing six")
		}
		sent := st.Tokens[q.Trigger].Sentence
		if adopt(st, cands, q, sent) || q.Kind == doc.Arrested {
			continue
		}
		if toldBy(cands, sent) {
			moreVictims(t, cands, q, sent)
			continue
		}
		// "At least 12 dead as bomb hits market", then "A bomb exploded
		// in a market on Friday": a toll that opens the story, before any
		// event is told, is the toll of the first event told after it
		// (within three sentences) when that is an attack.
		for next := sent + 1; next <= sent+3; next++ {
			if toldBy(cands, next) {
				adoptAttack(st, cands, q, next)
				break
			}
		}
	}
}

// arrestsOnArrests drops the arrest count of an event that, as refined,
// is no arrest: a capture coded as an abduction ("the militants captured
// the journalist", ASSAULT) or a jailing coded as a sentence (SANCTION).
// The gold gives an arrest count to arrests only (29 of 84 COERCE events
// on train and tune, none of 309 ASSAULT, 36 SANCTION or any PROTEST);
// the count stage reads "captured" and "jailed" as arrests whatever the
// event is. Arrests made at a protest are an arrest event of their own,
// so a protest's count goes to an arrest told in its sentence with none;
// with no such arrest the protest keeps it, as the count would otherwise
// be told nowhere.
func arrestsOnArrests(cands []*candidate) {
	for _, cd := range cands {
		c := cd.ev.Arrested
		if c == nil || cd.ev.Type.Plover == "COERCE" {
			continue
		}
		if cd.ev.Type.Plover != "PROTEST" {
			cd.ev.Arrested = nil
			continue
		}
		for _, ar := range cands {
			if ar.sent == cd.sent && ar.ev.Type.Plover == "COERCE" && ar.ev.Arrested == nil {
				ar.ev.Arrested, cd.ev.Arrested = c, nil
				break
			}
		}
	}
}

// moreVictims adds casualty count q, which no event took, to the nearest
// attack told in its sentence or the three before it when q counts groups
// of victims that attack's toll does not count yet: "Up to 24 civilians
// have been killed in Turkey's offensive", then "24 civilians had died, as
// well as 25 rebels and 26 Kurdish fighters" is a toll of 75 (addGroups);
// it gives the figure to a toll told without one ("several"), and a
// larger total ("the toll rose to five") to a toll told before it.
func moreVictims(t *tree, cands []*candidate, q doc.Quantity, sent int) {
	st := t.st
	var host *candidate
	for _, cd := range cands {
		if cd.sent <= sent && cd.sent >= sent-3 && cd.tr.Plover == "ASSAULT" && !q.Span.Contains(st.Tokens[cd.trig].Span) &&
			(host == nil || cd.sent >= host.sent) {
			host = cd
		}
	}
	if host == nil {
		return
	}
	slot := &host.ev.Killed
	if q.Kind == doc.Injured {
		slot = &host.ev.Injured
	} else if q.Kind != doc.Killed {
		return
	}
	if *slot == nil {
		return
	}
	cnt := &doc.Count{Best: q.Best, Low: q.Low, High: q.High, Qualifier: q.Qualifier, Text: st.Slice(q.Span), Span: q.Span, BySide: sides(t, q)}
	if c := addGroups(t, *slot, cnt); c != nil {
		*slot = c
	} else if vague(*slot) && !vague(cnt) {
		// "a blast which injured several people", then "there were eight
		// women, a girl and four men injured": the figure of the several.
		*slot = widen(*slot, cnt)
	} else if cnt.Best > (*slot).Best && toldAsTotal(t, cnt) {
		// "Two died at the scene ... the toll from the bombing rose to
		// five": a total no event took is the toll the attack came to.
		*slot = widen(cnt, *slot)
	}
}

// toldBy reports whether an event is told in sentence sent or before.
func toldBy(cands []*candidate, sent int) bool {
	for _, cd := range cands {
		if cd.sent <= sent {
			return true
		}
	}
	return false
}

// adoptAttack gives the casualty count q to the first attack told in
// sentence sent that has no count of its kind.
func adoptAttack(st *doc.Story, cands []*candidate, q doc.Quantity, sent int) {
	for _, cd := range cands {
		if cd.sent == sent && cd.tr.Plover == "ASSAULT" {
			takeCount(st, cd, q, sent)
			return
		}
	}
}

// adopt gives quantity q to the first event of violence (or arrest) told
// in sentence sent that has no count of q's kind, and reports whether one
// took it. Only an attack adopts the dead and hurt (takeCount): in "a
// vigil over the death of a boy who was stabbed" the stabbing killed him,
// and the gold gives no protest a toll (0 of 21 on train, 0 of 5 on
// tune), the dead at a protest being its attackers' victims; an arrest
// takes the arrested before a protest does, arrests made at a protest
// being an event of their own. The events are walked twice rather than
// the preferred events copied out, once per quantity.
func adopt(st *doc.Story, cands []*candidate, q doc.Quantity, sent int) bool {
	first := "ASSAULT"
	if q.Kind == doc.Arrested {
		first = "COERCE"
	}
	for _, cd := range cands {
		if cd.ev.Type.Plover == first && takeCount(st, cd, q, sent) {
			return true
		}
	}
	for _, cd := range cands {
		if takeCount(st, cd, q, sent) {
			return true
		}
	}
	return false
}

// takeCount gives quantity q to event cd when cd is told in sentence sent
// and is of a kind that counts q but has no such count yet, and reports
// whether it did. A protest adopts no dead or hurt, even with no attack
// told beside it: a toll tied to no event in a riot's sentence is
// another incident's ("two dead as a petrol bomb set a shop alight amid the
// riots"), which the coding rules code as an attack of its own. A riot
// keeps the toll its own clause tells ("protesters stormed a base,
// killing three"), which counts gives it.
func takeCount(st *doc.Story, cd *candidate, q doc.Quantity, sent int) bool {
	e := &cd.ev
	if cd.sent != sent || q.Span.Contains(st.Tokens[cd.trig].Span) {
		// "25 rebels fighting alongside Turkey had died": the
		// fighting tells who the dead were, not where they fell.
		return false
	}
	slot := (**doc.Count)(nil)
	switch {
	case q.Kind == doc.Killed && e.Type.Plover == "ASSAULT":
		slot = &e.Killed
	case q.Kind == doc.Injured && e.Type.Plover == "ASSAULT":
		slot = &e.Injured
	case q.Kind == doc.Arrested && (e.Type.Plover == "COERCE" || e.Type.Plover == "PROTEST"):
		slot = &e.Arrested
	}
	if slot == nil || *slot != nil {
		return false
	}
	*slot = &doc.Count{Best: q.Best, Low: q.Low, High: q.High, Qualifier: q.Qualifier, Text: st.Slice(q.Span), Span: q.Span}
	return true
}

// counts attaches the casualty quantities tied to the trigger, or to a
// killing it absorbed.
func (c *Coder) counts(t *tree, cd *candidate) {
	st := t.st
	trigs := []int{cd.trig}
	for _, x := range cd.extra {
		if !cd.contentNoun(t, x) {
			trigs = append(trigs, x)
		}
	}
	for _, q := range st.Quantities {
		if sumOfIncidents(t, q, cd.peers) {
			continue
		}
		mine := false
		for _, tr := range trigs {
			if q.Trigger == tr || tollOf(t, q, tr) || q.Trigger >= 0 && cd.peers[q.Trigger] == nil && t.child(q.Trigger, "nsubj") == tr {
				mine = true // "an attack on a police post wounded four"
			}
			if q.Trigger >= 0 && q.Trigger < len(st.Tokens) && st.Tokens[q.Trigger].Head == tr && !cd.countedElsewhere(t, q) {
				mine = true // "stormed the compound, killing seven"
			}
		}
		if !mine {
			continue
		}
		cnt := &doc.Count{Best: q.Best, Low: q.Low, High: q.High, Qualifier: q.Qualifier, Text: st.Slice(q.Span), Span: q.Span}
		cnt.BySide = sides(t, q)
		switch q.Kind {
		case doc.Killed:
			if cd.ev.Killed == nil || reflexive(cd.ev.Killed.Text) {
				// "blew himself up, killing six": the bomber's own death
				// is no victim's; coders count the six.
				cd.ev.Killed = cnt
			}
		case doc.Injured:
			if cd.ev.Injured == nil {
				cd.ev.Injured = cnt
			}
		case doc.Arrested:
			if cd.ev.Arrested == nil {
				cd.ev.Arrested = cnt
			}
		}
	}
	// A claim in the same clause states these figures.
	if cd.ev.Killed != nil {
		for k := range cd.ev.Claims {
			n := cd.ev.Killed.Best
			cd.ev.Claims[k].Says.Killed = &n
		}
	}
}

// contentNoun reports whether the absorbed trigger x is an incident that
// cd, which is no attack, is about: its object or noun modifier ("a
// protest over the massacre, in which eleven died", "condemned the
// bombing that killed four"). Its toll is that incident's, not cd's.
func (cd *candidate) contentNoun(t *tree, x int) bool {
	if cd.tr.Plover == "ASSAULT" || x < 0 || x >= len(t.st.Tokens) {
		return false
	}
	tok := &t.st.Tokens[x]
	if tok.UPOS != "NOUN" || tok.Head != cd.trig {
		return false
	}
	switch doc.BaseRel(tok.Rel) {
	case "obj", "nmod", "xcomp":
		return true
	}
	return false
}

// countedElsewhere reports whether quantity q belongs to another event
// than cd: its word is that event's trigger ("17 were arrested" beside a
// shooting), has that event as subject ("a day after an attack wounded
// four"), or tells where its victims fell ("were hurt in the riots").
// Counts belong to their event, never to a neighbour.
func (cd *candidate) countedElsewhere(t *tree, q doc.Quantity) bool {
	if q.Trigger < 0 || q.Trigger >= len(t.st.Tokens) {
		return false
	}
	mine := func(o *candidate) bool { return o == cd || slices.Contains(cd.extra, o.trig) }
	if o := cd.peers[q.Trigger]; o != nil && !mine(o) {
		return true
	}
	if o := cd.peers[t.child(q.Trigger, "nsubj")]; o != nil && !mine(o) {
		return true
	}
	for _, k := range t.kids[q.Trigger] {
		if o := cd.peers[k]; o != nil && !mine(o) && tollOf(t, q, k) {
			return true
		}
	}
	return false
}

// nearerAttack reports whether another attack is told after cd and no
// later than sentence sent: deaths told there are that attack's.
func (cd *candidate) nearerAttack(sent int) bool {
	for _, o := range cd.peers {
		if o != cd && o.tr.Plover == "ASSAULT" && o.sent > cd.sent && o.sent <= sent {
			return true
		}
	}
	return false
}

// reflexive reports whether a count's words are a reflexive pronoun: the
// doer counted as dead ("blew himself up").
func reflexive(text string) bool {
	return vocab.reflexives[strings.ToLower(text)]
}

// tollOf reports whether quantity q counts the dead or hurt of the event
// at trigger tr told as where they fell: "the death of 58 persons in the
// attack", "12 died in the clashes".
func tollOf(t *tree, q doc.Quantity, tr int) bool {
	if q.Kind != doc.Killed && q.Kind != doc.Injured || q.Trigger < 0 || q.Trigger >= len(t.st.Tokens) {
		return false
	}
	toks := t.st.Tokens
	if h := toks[tr].Head; h != q.Trigger && !(h >= 0 && h == toks[q.Trigger].Head && toks[q.Trigger].UPOS == "NOUN" && q.Trigger < tr) {
		// The phrase may hang on the clause beside the casualty noun
		// ("did not include the deaths of 58 in the attack"): the
		// parser's choice, not the sense.
		return false
	}
	switch doc.BaseRel(t.st.Tokens[tr].Rel) {
	case "obl", "nmod":
		return vocab.sceneMarkers[t.marker(tr)]
	}
	return false
}

// victims describes whom quantity q counts ("seven militants"), coded.
// Merging keeps the list only when a toll adds up different groups, and
// then tells their sides.
func victims(t *tree, q doc.Quantity) doc.SideCount {
	sc := doc.SideCount{Text: t.st.Slice(q.Span), Best: q.Best}
	return victimsAfter(t, sc, t.lastTokenIn(q.Span), q.Span.Start)
}

// victimsAfter codes the people counted by the number ending at token
// last ("seven militants", "two of its soldiers"), the group's words
// starting at byte start.
func victimsAfter(t *tree, sc doc.SideCount, last, start int) doc.SideCount {
	st := t.st
	if last < 0 {
		return sc
	}
	noun := -1
	for i := last; i < len(st.Tokens) && i <= last+4; i++ {
		if u := st.Tokens[i].UPOS; u == "NOUN" || u == "PROPN" || u == "PRON" && i > last+1 && st.Tokens[i-1].UPOS != "ADP" {
			noun = i
			break
		}
		if i == last+1 && t.lemma(i) == "of" {
			continue // "two of its soldiers"
		}
		if u := st.Tokens[i].UPOS; i > last && u != "ADJ" && u != "NUM" && !(u == "DET" || u == "PRON") {
			break
		}
	}
	if noun < 0 {
		return sc
	}
	sc.Text = strings.TrimSpace(st.Text[start:st.Tokens[noun].End])
	p := party(t, noun)
	sc.Country, sc.Sector = p.Country, p.Sector
	return sc
}

// sides splits quantity q into the groups of victims it adds up, one per
// number ("24 civilians ..., as well as 25 rebels and 26 Kurdish
// fighters"), when the numbers read add up to q's figure; else it is one
// group.
func sides(t *tree, q doc.Quantity) []doc.SideCount {
	st := t.st
	var out []doc.SideCount
	sum := 0
	for i := t.tokenFrom(q.Span.Start); i < len(st.Tokens) && st.Tokens[i].End <= q.Span.End; i++ {
		if st.Tokens[i].UPOS != "NUM" || i+1 < len(st.Tokens) && st.Tokens[i+1].UPOS == "NUM" {
			continue
		}
		n, ok := smallNumber(st.Tokens[i].Form)
		if !ok {
			return []doc.SideCount{victims(t, q)}
		}
		sum += n
		out = append(out, victimsAfter(t, doc.SideCount{Text: st.Tokens[i].Form, Best: n}, i, st.Tokens[i].Start))
	}
	if len(out) < 2 || sum != q.Best {
		return []doc.SideCount{victims(t, q)}
	}
	return out
}

// smallNumber reads a count written in digits ("24", "1,200") or as one
// of the first twenty number words.
func smallNumber(s string) (int, bool) {
	if n, err := strconv.Atoi(strings.ReplaceAll(s, ",", "")); err == nil {
		return n, true
	}
	n := slices.Index(numberWords, strings.ToLower(s))
	return n, n > 0
}

// numberWords are the number words smallNumber reads, at their values.
var numberWords = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
	"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"}

// sideOf tells on which side of event e the victims sc stand: coded as its
// target's or its actor's country and sector, else unknown.
func sideOf(e *doc.Event, sc doc.SideCount) string {
	same := func(o *doc.Party) bool {
		return o != nil && o.Country == sc.Country && o.Sector == sc.Sector
	}
	switch {
	case sc.Country == "" && sc.Sector == "":
		return ""
	case same(e.Target):
		return "target"
	case same(e.Actor):
		return "actor"
	}
	return ""
}

// sumOfIncidents reports whether casualty count q sums incidents the sentence
// counts: "seven militants were killed in two explosions", "12 died in
// three attacks". Coders give each incident its own toll, told apart
// later, and the sum to none. The incidents are a noun that triggers an
// event (not "in the first two days of the offensive").
func sumOfIncidents(t *tree, q doc.Quantity, events map[int]*candidate) bool {
	if q.Kind != doc.Killed && q.Kind != doc.Injured || q.Trigger < 0 || q.Trigger >= len(t.st.Tokens) {
		return false
	}
	for _, k := range t.kids[q.Trigger] {
		if doc.BaseRel(t.st.Tokens[k].Rel) != "obl" || t.st.Tokens[k].UPOS != "NOUN" || events[k] == nil {
			continue
		}
		switch t.marker(k) {
		case "in", "during", "across":
		default:
			continue
		}
		if barePlural(t, k) && headlinePassive(t, q.Trigger) {
			return true // "7 militants killed in blasts": a headline's sum, like "in two blasts"
		}
		for _, n := range t.kids[k] {
			if doc.BaseRel(t.st.Tokens[n].Rel) != "nummod" || inTimex(t.st, t.st.Tokens[n].Span) {
				continue // "died in a 2019 raid": a year, not a number of incidents
			}
			if v, err := strconv.Atoi(t.st.Tokens[n].Form); err == nil && v >= 2 {
				return true
			}
			switch strings.ToLower(t.st.Tokens[n].Form) {
			case "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several", "multiple":
				return true
			}
		}
	}
	return false
}

// headlinePassive reports whether the casualty word at i is a participle
// told without an auxiliary, as headlines tell it ("7 killed in blasts"):
// a body's "were killed in attacks" sums no incidents it goes on to tell.
func headlinePassive(t *tree, i int) bool {
	if t.st.Tokens[i].XPOS != "VBN" || t.st.Tokens[i].Rel == "acl" {
		return false
	}
	return t.child(i, "aux:pass") < 0 && t.child(i, "aux") < 0
}

// inTimex reports whether span lies inside a date or time expression: the
// year of "a 2019 raid" counts no incidents.
func inTimex(st *doc.Story, sp doc.Span) bool {
	for k := range st.Timexes {
		if st.Timexes[k].Span.Contains(sp) {
			return true
		}
	}
	return false
}
