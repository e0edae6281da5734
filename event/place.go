package event

import (
	"cmp"
	"slices"
	"strings"

	"sitrep/doc"
	"sitrep/internal/placenoun"
)

// physical holds the PLOVER categories of events that happen somewhere
// bodily (an attack, an arrest, a march), as against statements and
// dealings (an accusation, a demand, an agreement), which a story's focus
// country does not place: a minister accuses from wherever he speaks.
var physical = map[string]bool{"ASSAULT": true, "COERCE": true, "PROTEST": true, "MOBILIZE": true,
	"RETREAT": true, "AID": true}

// datelinePlace returns the place of the story's dateline ("SURAT:",
// "BOSTON —", "KABUL (Reuters) -", "MOPTI, Mali (Wire) -"): a place that
// opens one of the story's first lines (a headline may stand above it),
// followed by a colon, a dash or a parenthesis, or by a comma and the
// country, date and agency before one. A wire story tells what happened,
// and what was said, there unless a sentence names another place. It is
// nil when the story has none, or when the dateline lies outside the
// story's focus country (a story filed from a foreign capital).
func datelinePlace(t *tree) *doc.Place {
	st := t.st
	var best *doc.Place
	for k := range st.Places {
		p := &st.Places[k]
		// A dateline names a town, never a country: "Syria: rebels
		// take a town" is a headline.
		if p.Inferred != "" || p.Precision == doc.PrecisionCountry || best != nil && best.Start < p.Start {
			continue
		}
		lineStart, ok := opensLine(st.Text, p.Start)
		if !ok || !datelineAfter(st.Text[p.End:]) || linesAtLeast(st.Text[:lineStart], 3) {
			continue
		}
		best = p
	}
	if best == nil || st.Focus.Country != "" && best.Country != st.Focus.Country {
		return nil
	}
	return best
}

// opensLine reports whether the words at offset i open their line (only
// blanks before them on it), and where the line starts. It looks back over
// the blanks alone: the text of a story sent as one line would otherwise
// be read once for every place in it.
func opensLine(text string, i int) (int, bool) {
	j := i
	for j > 0 {
		switch text[j-1] {
		case ' ', '\t', '\r', '\v', '\f':
			j--
			continue
		}
		break
	}
	return j, j == 0 || text[j-1] == '\n'
}

// linesAtLeast reports whether s has at least n lines that are not blank.
// It reads only as far as the nth, since it runs for every place of a
// story against the text before it.
func linesAtLeast(s string, n int) bool {
	for s != "" && n > 0 {
		l := s
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			l, s = s[:i], s[i+1:]
		} else {
			s = ""
		}
		if strings.TrimSpace(l) != "" {
			n--
		}
	}
	return n <= 0
}

// datelineAfter reports whether rest, the text after a place that opens a
// line, ends a dateline: a colon, a dash or a parenthesis, at once or after
// a comma and a few capitalised words, dates and an agency on the same
// line (", Mali (Wire) -", ", Afghanistan, Oct. 3 (Xinhua) --").
func datelineAfter(rest string) bool {
	rest = strings.TrimLeft(rest, " \t")
	ends := func(s string) bool {
		return strings.HasPrefix(s, ":") || strings.HasPrefix(s, "—") || strings.HasPrefix(s, "–") ||
			strings.HasPrefix(s, "(") || strings.HasPrefix(s, "- ") || strings.HasPrefix(s, "--")
	}
	if ends(rest) {
		return true
	}
	if !strings.HasPrefix(rest, ",") {
		return false
	}
	rest = rest[1:]
	for n := 0; n < 6; n++ {
		rest = strings.TrimLeft(rest, " ,")
		if ends(rest) {
			return true
		}
		i := strings.IndexAny(rest, " ,:(\n")
		if i <= 0 || rest[i] == '\n' {
			return false
		}
		w := rest[:i]
		if c := w[0]; !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
		rest = rest[i:]
	}
	return false
}

// focusCountry returns the first mention by name of the story's focus
// country (doc.Focus, from the place stage), nil if it has none. An event
// whose sentence names no place happened, as far as the story tells,
// there; but only in a story about one country (doc.Focus.Dominant): a
// story whose places spread over several countries (a war's neighbours, a
// foreign fighter's home and trial) leaves such an event unplaced, since
// it may have happened in any of them.
func focusCountry(t *tree) *doc.Place {
	st := t.st
	if !st.Focus.Dominant() {
		return nil
	}
	for k := range st.Places {
		p := &st.Places[k]
		if p.Country == st.Focus.Country && p.Precision == doc.PrecisionCountry && !t.modifier(p.Span) {
			return p
		}
	}
	return nil
}

// where sets the event's place: a place inside the trigger's clause, else
// the finest place of its sentence.
func (c *Coder) where(t *tree, cd *candidate) {
	st := t.st
	sent := st.Sentences[cd.sent].Span
	clause := t.ownSpan(cd.trig)
	var best, acting *doc.Place
	bestScore, actingScore := -1, -1
	for k := range st.Places {
		pl := &st.Places[k]
		if !sent.Contains(pl.Span) || notEventPlace(t, cd, pl) || c.namesOtherIncident(t, cd, pl.Span) {
			continue
		}
		score := rank(pl.Precision)
		if clause.Contains(pl.Span) {
			score += 10
		} else if !t.governs(cd.trig, pl.Span) {
			continue // "protests could dent a pact that Washington is considering"
		}
		if (cd.ev.Type.Plover == "ASSAULT" || cd.ev.Type.Plover == "MOBILIZE") && pl.Precision == doc.PrecisionCountry && actingState(t, pl.Span) {
			// "Turkey bombed Kurdish positions in Syria", "France
			// deployed troops to Mali": a state that acts is a party,
			// and its attacks and deployments are mostly abroad; it
			// places the event only when its sentence names no other
			// place, and only until the retellings are merged
			// (unplaceActingState).
			if score > actingScore {
				acting, actingScore = pl, score
			}
			continue
		}
		if score > bestScore {
			best, bestScore = pl, score
		}
	}
	if best == nil && acting != nil {
		best, bestScore = acting, actingScore
	}
	if best != nil && inDatelineTokens(t, best.Span) {
		if p := hungPlace(t, cd, sent); p != nil {
			best = p
		}
	}
	if best == nil {
		best = c.participantPlace(t, cd)
	}
	if best == nil {
		return
	}
	cd.placeOwn = bestScore >= 10
	cd.ev.Place = whereOf(st, best)
	cd.ev.Place.ResolvedFrom = "text"
	if best.Inferred != "" && best.Inferred != doc.InferredUnlisted {
		// An unlisted town is still named in the text.
		cd.ev.Place.ResolvedFrom = best.Inferred
	}
}

// notEventPlace reports whether the place pl of cd's sentence names
// something other than where cd happened: a party, a word that qualifies a
// party, or a place told of in a clause about a party.
func notEventPlace(t *tree, cd *candidate, pl *doc.Place) bool {
	switch {
	case pl.Precision == doc.PrecisionCountry && (t.modifier(pl.Span) || possessor(t, pl.Span)):
		return true // "a U.S. official", "Turkey's offensive" name no place of the event
	case pl.Inferred == doc.InferredUnlisted:
		// A town the gazetteer lacks refines the place once the
		// retellings are merged (storyPlace); too uncertain to keep
		// them apart.
		return true
	case !physical[cd.ev.Type.Plover] && cd.ev.Type.Plover != "CONSULT" && namesParty(t, &cd.ev, pl.Span):
		// "the militia faulted Ankara": a party, not where it was said (a
		// place visited is where the visit was).
		return true
	case nounClause(t, cd.trig, pl.Span):
		// "a woman who says she is a teacher from Leeds has been
		// detained in Iraq": a relative clause tells of a party, not
		// where the event was.
		return true
	}
	return hyphenated(t.st, pl.Span)
}

// namesOtherIncident reports whether the place at sp only qualifies the
// noun of another incident than cd's ("a sit-in against the rampur
// carnage", "mourned the Kabul bombing"): through compounds, its phrase's
// head is a noun of the trigger lexicon other than cd's trigger.
func (c *Coder) namesOtherIncident(t *tree, cd *candidate, sp doc.Span) bool {
	h := t.spanHead(sp)
	if h < 0 || !t.modifier(sp) {
		return false
	}
	n := t.st.Tokens[h].Head
	for n >= 0 && doc.BaseRel(t.st.Tokens[n].Rel) == "compound" && t.st.Tokens[n].Head >= 0 {
		n = t.st.Tokens[n].Head
	}
	return n != cd.trig && c.isEventNoun(t, n)
}

// hyphenated reports whether the place at sp is joined by a hyphen to a
// lower-case word after it, making an adjective of the party it qualifies
// ("US-backed fighters", "a UK-based monitor", "Delhi-bound pilgrims"),
// not a place where anything happens. The parse splits such words, so the
// text is read.
func hyphenated(st *doc.Story, sp doc.Span) bool {
	rest := st.Text[min(sp.End, len(st.Text)):]
	return len(rest) > 1 && rest[0] == '-' && rest[1] >= 'a' && rest[1] <= 'z'
}

// actingState reports whether the country at sp is the subject of a
// clause: "Turkey launched", "Russia has denied".
func actingState(t *tree, sp doc.Span) bool {
	k := t.spanHead(sp)
	return k >= 0 && t.st.Tokens[k].Rel == "nsubj" // not "Syria was hit by air strikes"
}

// sentAbroad reports whether an attack or deployment of the acting state
// at e.Place is sent against or into a state other than its country: its
// target is of another country, the state fights alongside a co-subject
// ("Peru and its neighbour fought a border war": two sides, neither's
// ground told), or a sentence telling of it names another country's place
// as where it goes or what it hits ("Egypt sent troops into Libya", "Iran
// fired missiles at Iraq", "Chad struck rebels in Sudan"). A state that
// deploys at home ("Israel deployed troops along the frontier") keeps its
// own place.
func sentAbroad(t *tree, e *doc.Event) bool {
	st, home := t.st, e.Place.Country
	if e.Target != nil && e.Target.Country != "" && e.Target.Country != home && namesCountry(t, e.Target) {
		return true
	}
	if h := t.spanHead(e.Place.Span); h >= 0 && t.child(h, "conj") >= 0 {
		return true
	}
	told := tellings(e)
	for _, p := range placesTold(t, told) {
		if p.Country == "" || p.Country == home || hyphenated(st, p.Span) || t.modifier(p.Span) {
			continue
		}
		h := t.spanHead(p.Span)
		if h < 0 || !hangsOnTelling(t, h, told) {
			continue
		}
		if doc.BaseRel(st.Tokens[h].Rel) == "obj" {
			return true // "Russia invaded Ukraine"
		}
		switch t.marker(h) {
		case "into", "to", "against", "in", "inside", "on", "at", "across", "over", "toward", "towards":
			return true
		}
	}
	return false
}

// namesCountry reports whether the party's own words give its country: a
// place among them lies in it ("rebels in Sudan", "Syrian troops"), or it
// is a named body of the dictionary ("Hezbollah"). A country the actor
// stage inferred from the story's home country for a bare role ("the
// police") is not told, and sends nothing abroad.
func namesCountry(t *tree, p *doc.Party) bool {
	if p.Name != "" {
		return true
	}
	for k := range t.st.Places {
		if pl := &t.st.Places[k]; p.Span.Contains(pl.Span) && pl.Country == p.Country {
			return true
		}
	}
	return false
}

// hangsOnTelling reports whether the token h belongs to the clause of one
// of the tellings, directly or through the words it governs ("sent troops
// into Libya", "an offensive on rebels in Libya", "sent troops to drive
// rebels from Libya"): climbing from h reaches
// a telling's head before leaving a clause of its own ("after talks in
// Egypt failed", "said it was in Egypt", "who lives in Egypt").
func hangsOnTelling(t *tree, h int, tellings []doc.Span) bool {
	heads := make([]int, 0, len(tellings))
	for _, sp := range tellings {
		heads = append(heads, t.spanHead(sp))
	}
	for n := 0; h >= 0 && n < len(t.st.Tokens); n, h = n+1, t.st.Tokens[h].Head {
		if slices.Contains(heads, h) {
			return true
		}
		switch doc.BaseRel(t.st.Tokens[h].Rel) {
		case "advcl":
			if t.marker(h) != "to" {
				return false // an infinitive of purpose tells where the act goes
			}
		case "ccomp", "acl", "parataxis":
			return false
		}
	}
	return false
}

// placesTold returns the places named in the sentences of the words at
// spans (an event's tellings), in the story's order for each sentence.
func placesTold(t *tree, spans []doc.Span) []*doc.Place {
	st := t.st
	var out []*doc.Place
	for _, m := range spans {
		i := t.tokenFrom(m.Start)
		if i >= len(st.Tokens) {
			continue
		}
		sent := st.Sentences[st.Tokens[i].Sentence].Span
		for k := range st.Places {
			if sent.Contains(st.Places[k].Span) {
				out = append(out, &st.Places[k])
			}
		}
	}
	return out
}

// storyPlace settles an event's place from the story around it, once the
// retellings are merged (their places, told or not, were evidence for the
// merging): a statement or dealing loses a place its sentence names only
// inside what is said (sayingPlace) and takes the dateline's instead, if
// any; a physical event placed by no words of its own takes the town its
// sentence points back to (anaphoricPlace) before the dateline or the
// story's country, and the dateline's town before a country. dateline is
// the story's dateline place (datelinePlace), read once for all its events.
func storyPlace(t *tree, e *doc.Event, dateline *doc.Place) {
	st := t.st
	unplaceActingState(t, e, dateline)
	unplaceOrigin(t, e, dateline)
	switch {
	case resignation(e):
		// Placed like a statement: the site its sentence gives the act
		// ("resigned in Rome") stays; else only the dateline places it.
		if e.Place == nil || e.Place.ResolvedFrom != "text" || !resignationSite(t, e) {
			placeAtDateline(st, e, dateline)
		}
		return
	case !physical[e.Type.Plover] && e.Place != nil && e.Place.ResolvedFrom == "text":
		if keepsStatementPlace(t, e) {
			return
		}
		placeAtDateline(st, e, dateline)
	case physical[e.Type.Plover] && placeUntold(t, e):
		return
	}
	// Not cmp.Or: it would walk the tellings for a town over the dateline
	// even when a retold town is found.
	p := retoldTown(t, e)
	if p == nil {
		p = townOverDateline(t, e, dateline)
	}
	if p != nil {
		e.Place = whereOf(st, p)
		e.Place.ResolvedFrom = "text"
		return
	}
	if p := storyTown(t, e); p != nil && dateline == nil {
		e.Place = whereOf(st, p)
		e.Place.ResolvedFrom = "story"
		return
	}
	datelineFiner(st, e, dateline)
}

// placeAtDateline places e at the story's dateline, or nowhere when the
// story has none.
func placeAtDateline(st *doc.Story, e *doc.Event, dateline *doc.Place) {
	e.Place = nil
	if dateline != nil {
		e.Place = whereOf(st, dateline)
		e.Place.ResolvedFrom = "story"
	}
}

// resignation reports whether e is a resignation, a retreat made from an
// office ("the envoy for Syria resigned", "the resignation of the
// defence secretary"): it takes place where the office sits, which the
// text seldom says, and the places its sentence names are mostly what the
// post or the quarrel was about ("the envoy for Syria", "in protest at the
// withdrawal from Syria"), as are the story's focus country and towns. It
// is placed by a site its own clause gives the act ("resigned in Rome",
// "at a news conference in Lagos", resignationSite), else only by the
// dateline, where the story was filed, as a statement is.
func resignation(e *doc.Event) bool {
	return e.Type.Plover == "RETREAT" && e.Type.Mode == "resign"
}

// tellings returns the spans of the words that tell event e: its trigger
// and the mentions merged into it.
func tellings(e *doc.Event) []doc.Span {
	return append([]doc.Span{e.Trigger}, e.Mentions...)
}

// resignationSite reports whether a telling of resignation e names its
// place as the act's site: a place a statement would keep (saysSite) hung
// on the trigger or on the verb that governs it ("resigned in Rome",
// "announced his resignation at a news conference in Lagos"). A place of a
// clause around the telling ("a pull-out from Syria that prompted the
// resignation") is what the quarrel was about.
func resignationSite(t *tree, e *doc.Event) bool {
	// told is not read: a resignation no telling's sentence places
	// has no site of its own.
	site, _ := placeTelling(t, e, func(i int, _ doc.Span) bool {
		return saysSite(t, i, e.Place.Span) && hungOn(t, i, e.Place.Span)
	})
	return site
}

// placeTelling reports whether a telling of e whose sentence names e's
// place passes site (given the telling's token and span), and told, true
// when a telling's sentence names the place at all (so always with ok).
// Statements keep a place no telling's sentence names (told false);
// resignations and statements keep or drop the rest by ok.
func placeTelling(t *tree, e *doc.Event, site func(i int, m doc.Span) bool) (ok, told bool) {
	st := t.st
	for _, m := range tellings(e) {
		i := t.tokenFrom(m.Start)
		if i >= len(st.Tokens) || !st.Sentences[st.Tokens[i].Sentence].Contains(e.Place.Span) {
			continue
		}
		if site(i, m) {
			return true, true
		}
		told = true
	}
	return false, told
}

// saysSite reports whether the place at sp, in the sentence of the telling
// at token i, may be where the act was done (sayingPlace) rather than
// inside its object (inObject: where what it is about happened).
func saysSite(t *tree, i int, sp doc.Span) bool {
	return sayingPlace(t, i, sp) && !inObject(t, i, sp)
}

// placePhrase returns the head of the phrase the place at sp stands in,
// past the places coordinated with it ("in Rome and Milan"), or -1 when
// the place is no phrase of another word.
func placePhrase(t *tree, sp doc.Span) int {
	st := t.st
	k := t.spanHead(sp)
	for k >= 0 && ownPhrase[doc.BaseRel(st.Tokens[k].Rel)] {
		k = st.Tokens[k].Head
	}
	if k < 0 || !phrase[doc.BaseRel(st.Tokens[k].Rel)] {
		return -1
	}
	return k
}

// hungOn reports whether the place at sp is a phrase of trigger trig's
// own or of the verb that governs it ("resigned in Rome", "the
// resignation in Rome"), or of an occasion hung there ("announced his
// resignation at a news conference in Lagos"). A place further down ("in
// protest at the pull-out from Mali"), on the one who resigns ("the envoy
// for Syria") or in a clause around the telling is his post's or his
// quarrel's.
func hungOn(t *tree, trig int, sp doc.Span) bool {
	sites := placeSites(t, sp, func(_, s int) bool { return placeWords.occasions[t.lemma(s)] })
	if len(sites) == 0 {
		return false
	}
	// Past an occasion, only the word above it: the occasion is no act.
	site := sites[len(sites)-1]
	return site >= 0 && (site == trig || site == t.st.Tokens[trig].Head)
}

// placeSites returns the words the phrase of the place at sp may be hung
// on (hungOn, toldAt): the word its phrase hangs on and, last, when that
// word stands in a phrase itself and climb holds of the place's phrase k
// and it (s), the word above ("at a news conference in Lagos"). Nil when
// the place is no phrase of another word.
func placeSites(t *tree, sp doc.Span, climb func(k, s int) bool) []int {
	st := t.st
	k := placePhrase(t, sp)
	if k < 0 {
		return nil
	}
	s := st.Tokens[k].Head
	if s >= 0 && phrase[doc.BaseRel(st.Tokens[s].Rel)] && climb(k, s) {
		return []int{s, st.Tokens[s].Head}
	}
	return []int{s}
}

// ownPhrase are the relations that keep a word in the phrase of the word
// it hangs on ("Rome and Milan", "the capital, Kabul", "Addis Ababa").
var ownPhrase = map[string]bool{"conj": true, "appos": true, "flat": true}

// phrase are the relations of a phrase that says where ("in Rome"), as
// against a party (a subject or object).
var phrase = map[string]bool{"obl": true, "nmod": true, "advmod": true}

// keepsStatementPlace reports whether a statement or dealing e keeps the
// place its text gives: a telling in a headline (whose parse is no guide),
// one whose sentence names it as the act's site (saysSite), or no
// telling's sentence naming it at all.
func keepsStatementPlace(t *tree, e *doc.Event) bool {
	site, told := statementTelling(t, e)
	return site || !told
}

// statementTelling is placeTelling for a statement or dealing e: whether a
// telling that names e's place gives it as the site, a headline's telling
// counting as one (its parse is no guide), and whether any names it.
func statementTelling(t *tree, e *doc.Event) (site, told bool) {
	return placeTelling(t, e, func(i int, m doc.Span) bool {
		return inHeadline(t.st, m) || saysSite(t, i, e.Place.Span)
	})
}

// placeUntold settles the place of a physical event e from a town the
// gazetteer does not list (unlistedTown) or, when no words of its own
// place it, from the town a telling's sentence points back to
// (anaphoricPlace), and reports whether it did.
func placeUntold(t *tree, e *doc.Event) bool {
	st := t.st
	if p := unlistedTown(t, e); p != nil {
		e.Place = whereOf(st, p)
		e.Place.ResolvedFrom = "text"
		return true
	}
	if e.Place != nil && e.Place.ResolvedFrom != "story" {
		return false
	}
	for _, m := range tellings(e) {
		i := t.tokenFrom(m.Start)
		if i >= len(st.Tokens) {
			continue
		}
		if p := anaphoricPlace(t, st.Tokens[i].Sentence); p != nil {
			e.Place = whereOf(st, p)
			e.Place.ResolvedFrom = "story"
			return true
		}
	}
	return false
}

// datelineFiner gives a physical event the dateline's town when its own
// place is only the country or province around it: "Police detain
// students in Kenya ... MOMBASA, Kenya - Police arrested 20 students",
// "SURAT: troops marched in this textile city in Gujarat".
func datelineFiner(st *doc.Story, e *doc.Event, dateline *doc.Place) {
	if d := dateline; d != nil && physical[e.Type.Plover] && e.Place != nil && e.Place.Country == d.Country && holds(e.Place, d) &&
		!namedDivision(st, e.Place) {
		e.Place = whereOf(st, d)
		e.Place.ResolvedFrom = "story"
	}
}

// unplaceActingState takes from an attack or deployment, once its
// retellings are merged, the place of a state that is the subject acting
// and sends it against or into another state ("Egypt opened its offensive
// on rebels in Libya"): the state told merging who acted, but it names no
// place of the event, which takes the dateline's or the dominant focus
// country's instead, else none. A state acting at home keeps its place.
func unplaceActingState(t *tree, e *doc.Event, dateline *doc.Place) {
	if e.Type.Plover != "ASSAULT" && e.Type.Plover != "MOBILIZE" || e.Place == nil || e.Place.ResolvedFrom != "text" ||
		e.Place.Precision != doc.PrecisionCountry || !actingState(t, e.Place.Span) || !sentAbroad(t, e) {
		return
	}
	e.Place = nil
	if p := cmp.Or(dateline, focusCountry(t)); p != nil {
		e.Place = whereOf(t.st, p)
		e.Place.ResolvedFrom = "story"
	}
}

// unplaceOrigin takes from a physical event, once its retellings are
// merged, a place its words give only as where its target or a named
// person comes from ("a volunteer from Leeds died in the shelling"): the
// place told merging something, but the event happened elsewhere; it
// takes the dateline's or the dominant focus country's place instead, else
// none. A body that acts mostly acts where it comes from ("police from
// Mombasa arrested"), so its origin stays.
func unplaceOrigin(t *tree, e *doc.Event, dateline *doc.Place) {
	if !physical[e.Type.Plover] || e.Place == nil || e.Place.ResolvedFrom != "text" || !partyOrigin(t, e.Place.Span) ||
		!sufferingOrigin(t, e) {
		return
	}
	e.Place = nil
	if p := cmp.Or(dateline, focusCountry(t)); p != nil {
		e.Place = whereOf(t.st, p)
		e.Place.ResolvedFrom = "story"
	}
}

// sufferingOrigin reports whether the phrase e's place hangs on, by
// partyOrigin's "from", is a person's name or lies in e's target.
func sufferingOrigin(t *tree, e *doc.Event) bool {
	h := t.spanHead(e.Place.Span)
	if h < 0 {
		return false
	}
	host := t.st.Tokens[h].Head
	if m := mentionAt(t, host); m != nil && m.Label == doc.LabelPER {
		return true
	}
	return e.Target != nil && host >= 0 && e.Target.Span.Contains(t.st.Tokens[host].Span)
}

// partyOrigin reports whether the place at sp hangs by "from" on a named
// person or body, or on a coded party: where it comes from.
func partyOrigin(t *tree, sp doc.Span) bool {
	_, ok := originParty(t, t.spanHead(sp))
	return ok
}

// retoldTown returns the finest place inside the country a physical event
// is placed in that the sentence of one of its retellings names ("Armenia
// sent troops into Azerbaijan ... Shells fell on hamlets outside
// Shusha"): the country told first is the story's frame, the town told
// after it where the event was. Nil when e is placed finer than a country,
// or no retelling names a place inside it.
func retoldTown(t *tree, e *doc.Event) *doc.Place {
	st := t.st
	if !physical[e.Type.Plover] || e.Place == nil || e.Place.Precision != doc.PrecisionCountry {
		return nil
	}
	var best *doc.Place
	for _, p := range placesTold(t, e.Mentions) {
		if p.Country != e.Place.Country || p.Inferred != "" || hyphenated(st, p.Span) || inHeadline(st, p.Span) {
			continue
		}
		if best == nil || rank(p.Precision) > rank(best.Precision) {
			best = p
		}
	}
	if best == nil || rank(best.Precision) <= rank(doc.PrecisionCountry) {
		return nil
	}
	return best
}

// storyTown returns the town a story about one place keeps coming back to
// inside the country a physical event is placed in, when that event's
// words name the country only ("the bombardment of Syria" in a story told
// from Afrin): a town named at least three times, more than all the
// other towns of that country together, and once in the event's sentence
// or the townWindow before it (a story filed from a capital tells of
// incidents elsewhere further down). Nil when e is placed finer, or no
// town leads so.
func storyTown(t *tree, e *doc.Event) *doc.Place {
	st := t.st
	if !physical[e.Type.Plover] || e.Place == nil || e.Place.Precision != doc.PrecisionCountry ||
		e.Type.Plover == "RETREAT" && e.Place.ResolvedFrom == "text" {
		return nil // a withdrawal "from Afghanistan" leaves the whole country
	}
	near := map[int]bool{}
	for _, m := range tellings(e) {
		if i := t.tokenFrom(m.Start); i < len(st.Tokens) {
			s := st.Tokens[i].Sentence
			for d := 0; d <= townWindow; d++ {
				near[s-d] = true
			}
		}
	}
	counts := map[string]int{}
	first := map[string]*doc.Place{}
	namedNear := map[string]bool{}
	others := 0
	for k := range st.Places {
		p := &st.Places[k]
		if p.Country != e.Place.Country || p.Inferred != "" || rank(p.Precision) <= rank(doc.PrecisionCountry) || hyphenated(st, p.Span) {
			continue
		}
		others++
		counts[p.Name]++
		if first[p.Name] == nil {
			first[p.Name] = p
		}
		if i := t.tokenFrom(p.Start); i < len(st.Tokens) && near[st.Tokens[i].Sentence] {
			namedNear[p.Name] = true
		}
	}
	for name, n := range counts {
		if n >= 3 && 2*n > others && namedNear[name] {
			return first[name]
		}
	}
	return nil
}

// townWindow is how many sentences (headline and lines counted) before an
// event's own a story's leading town must be named to place it.
const townWindow = 6

// holds reports whether w is a country or a division that holds the town
// p, or is p itself.
func holds(w *doc.Where, p *doc.Place) bool {
	switch w.Precision {
	case doc.PrecisionCountry:
		return true
	case doc.PrecisionAdmin1:
		return w.Admin1 != "" && w.Admin1 == p.Admin1
	case doc.PrecisionAdmin2:
		return w.Admin2 != "" && w.Admin2 == p.Admin2
	}
	return false
}

// namedDivision reports whether the text calls place w a division ("in
// Kandahar province", "Bharuch district"): the event is somewhere in it, not
// in the dateline's town of the same name.
func namedDivision(st *doc.Story, w *doc.Where) bool {
	if w.Precision == doc.PrecisionCountry || w.Span.End <= 0 || w.Span.End > len(st.Text) || strings.TrimSpace(w.Text) == "" {
		return false
	}
	// The place stage may take the noun into the name's span.
	words := strings.Fields(w.Text)
	next, _, _ := strings.Cut(strings.TrimLeft(st.Text[w.Span.End:], " "), " ")
	for _, x := range []string{words[len(words)-1], strings.TrimRight(next, ".,;:")} {
		if placeWords.divisions[strings.ToLower(x)] {
			return true
		}
	}
	return false
}

// unlistedTown returns a town the gazetteer lacks ("near the town of
// Sévaré") that the clause of one of e's tellings names, or a clause of
// its sentence that governs it, when e's place is
// none, coarser or the dateline's town, and in the same country; else nil.
// The dateline tells where the story was filed: "SURAT: curfew was imposed
// in X village" happened in the village.
func unlistedTown(t *tree, e *doc.Event) *doc.Place {
	st := t.st
	if e.Place != nil && !inDatelineTokens(t, e.Place.Span) &&
		(rank(e.Place.Precision) >= rank(doc.PrecisionPoint) || e.Place.ResolvedFrom == "text" && e.Place.GeonamesID == 0) {
		return nil // a town already, or an unlisted one
	}
	for _, m := range tellings(e) {
		i := t.tokenFrom(m.Start)
		if i >= len(st.Tokens) {
			continue
		}
		clause := t.ownSpan(i)
		for k := range st.Places {
			p := &st.Places[k]
			if p.Inferred == doc.InferredUnlisted && (clause.Contains(p.Span) || sameSentence(t, i, p.Span) && t.governs(i, p.Span)) &&
				(e.Place == nil || e.Place.Country == p.Country) {
				return p
			}
		}
	}
	return nil
}

// sameSentence reports whether the words at sp lie in token i's sentence.
func sameSentence(t *tree, i int, sp doc.Span) bool {
	return t.st.Sentences[t.st.Tokens[i].Sentence].Contains(sp)
}

// anaphoricPlace returns the place a physical event's sentence points back
// to without naming it ("imposed curfew in the town", "a sweep of nearby
// villages", "police rushed to the scene"): the last town or district
// named before it in the story's body, in the story's focus country. It is
// nil when the sentence has no such words, or the story named no town
// before it.
func anaphoricPlace(t *tree, si int) *doc.Place {
	st := t.st
	sent := st.Sentences[si]
	pointsBack := false
	for k := sent.FirstToken; k < sent.EndToken && !pointsBack; k++ {
		w := strings.ToLower(st.Tokens[k].Form)
		switch {
		case w == "nearby" || w == "there":
			pointsBack = w == "nearby" || st.Tokens[k].UPOS == "ADV"
		case placeWords.backNouns[w] && k > sent.FirstToken:
			d := strings.ToLower(st.Tokens[k-1].Form)
			pointsBack = d == "the" || d == "that" || d == "this"
		}
	}
	if !pointsBack {
		return nil
	}
	var best *doc.Place
	for k := range st.Places {
		p := &st.Places[k]
		if p.End > sent.Start || rank(p.Precision) < rank(doc.PrecisionAdmin2) && p.Inferred != doc.InferredUnlisted || p.Inferred == doc.InferredSeat ||
			st.Focus.Country != "" && p.Country != st.Focus.Country || inHeadline(st, p.Span) || holdsPrevious(st, k) {
			continue
		}
		if best == nil || p.Start > best.Start {
			best = p
		}
	}
	return best
}

// holdsPrevious reports whether the story's place k names what holds the
// place told just before it ("kamptee town of nagpur district",
// "Gardez, Paktia"): the words between them are only a division or
// settlement noun, "of" and commas. Such a place frames the one before it;
// "the town" told after them points back to that one. A bare comma says
// so only when place k is the coarser: two towns in a list ("Kabul,
// Kandahar and Herat") hold neither. "Of" says so whatever the gazetteer
// made of a district it read as its seat.
func holdsPrevious(st *doc.Story, k int) bool {
	if k == 0 {
		return false
	}
	p, q := &st.Places[k], &st.Places[k-1]
	if q.End > p.Start || p.Start-q.End > 40 {
		return false
	}
	between := strings.ToLower(st.Text[q.End:p.Start])
	linked := false
	for _, w := range strings.FieldsFunc(between, func(r rune) bool { return r == ' ' || r == '\n' || r == ',' }) {
		switch {
		case w == "of":
			linked = true
		case placeWords.backNouns[w] || placeWords.divisions[w]:
		default:
			return false
		}
	}
	return linked || strings.TrimSpace(between) == "," && rank(p.Precision) < rank(q.Precision)
}

// inHeadline reports whether sp lies in the story's headline: a short first
// line, with no final stop, that a body follows. A headline names the
// story's place loosely.
func inHeadline(st *doc.Story, sp doc.Span) bool {
	// Only the first 201 bytes can hold a headline's end: a story sent as
	// one line is not read whole for every place.
	nl := strings.IndexByte(st.Text[:min(len(st.Text), 201)], '\n')
	if nl < 0 || nl > 200 || strings.HasSuffix(strings.TrimSpace(st.Text[:nl]), ".") {
		return false
	}
	return sp.End <= nl
}

// sayingPlace reports whether the place at sp may tell where a statement
// or dealing (an accusation, a demand, talks) triggered at token trig took
// place. It may not when, climbing from the place to the lowest word that
// also governs the trigger, the place is a party (a subject or object:
// "blamed Moscow", but "visited Dakar" is where the visit was), modifies
// another noun ("the Olive Branch operation", "the Godhra train attack"),
// is joined by a preposition that tells no site ("tension with
// Washington") or lies in a clause of what is said, asked or allowed
// ("demanded that Russia explain", "said it would send a team to Mopti",
// "for allowing Turkey to conduct"). A place of the main clause reaches a
// statement told inside it ("In Kabul, Allen met Mohammadi, who pledged
// ..."), and a place at a party ("criticised the governor in Kandahar")
// or at an occasion ("at a news conference in Nairobi") is kept.
func sayingPlace(t *tree, trig int, sp doc.Span) bool {
	st := t.st
	h := -1
	for k := t.tokenFrom(sp.Start); k < len(st.Tokens) && st.Tokens[k].Start < sp.End; k++ {
		if hd := st.Tokens[k].Head; hd < 0 || !sp.Contains(st.Tokens[hd].Span) {
			h = k
			break
		}
	}
	if h < 0 {
		return true // no parse to go by
	}
	// A statement in a clause coordinated below the place's ("a
	// breakthrough in the Geneva talks is unlikely, but there are grounds
	// for hope, including agreement") is told apart from it.
	for k, n := trig, 0; k >= 0 && !t.dominates(k, h) && n < len(st.Tokens); k, n = st.Tokens[k].Head, n+1 {
		if doc.BaseRel(st.Tokens[k].Rel) == "conj" && st.Tokens[k].UPOS == "VERB" {
			return false
		}
	}
	own := true // still at the place's own phrase (through "X and Y", "the capital, Kabul")
	for k, n := h, 0; k >= 0 && !t.dominates(k, trig) && n < len(st.Tokens); k, n = st.Tokens[k].Head, n+1 {
		hd := st.Tokens[k].Head
		rel := st.Tokens[k].Rel
		switch base := doc.BaseRel(rel); {
		case base == "conj" || base == "appos" || base == "flat":
			continue
		case own && base == "nmod" && namedBy(t, k) && st.Tokens[hd].Head >= 0 &&
			(placeWords.occasions[t.lemma(st.Tokens[hd].Head)] ||
				placenoun.Naming(t.lemma(hd)) && placeWords.statementSites[t.marker(hd)]):
			// "the resort of Sochi" names the place itself: an
			// occasion's, or a naming noun's told with a preposition
			// of place ("met in the resort of X", wherever the parse
			// hangs it; not "in the capital of X", a container).
			continue
		case base == "ccomp" || base == "csubj" || base == "advcl" || base == "parataxis" || rel == "acl:relcl":
			return false
		case base == "xcomp" && hd >= 0 && t.child(hd, "obj") >= 0:
			return false // "allowing Turkey to conduct": another's doing
		case rel == "acl" && (t.child(k, "mark") >= 0 || t.child(k, "nsubj") >= 0):
			return false // "an explanation as to why Russians fight in Syria": what is asked
		case rel == "acl" && describedInPassing(t, hd):
			return false // "the son of X, a driver jailed in Y,": where X is
		case own && (base == "nsubj" || base == "iobj" || base == "compound" || base == "amod" || rel == "nmod:poss"):
			return base == "compound" && hd == trig // "the Geneva talks"
		case own && base == "obj":
			return hd == trig && placeWords.visitVerbs[t.lemma(trig)]
		case own && (base == "nmod" || base == "obl") && !placeWords.statementSites[t.marker(k)]:
			return false
		case base == "nmod" && placeWords.occasions[t.lemma(k)]:
			return true // "at a news conference in Nairobi", wherever the parse hangs it
		}
		own = false
	}
	return true
}

// describedInPassing reports whether the noun at hd, which a participle
// clause qualifies, is someone named in passing: an apposition or an
// of-phrase ("the son of X, a driver jailed in Y, said", "X, one of the
// doctors working in Y, urged"). The clause tells where that one is or
// was, not where the statement was made; a participle on the speaker
// itself ("rebels staying in Y agreed") or on an occasion ("talks held in
// Y") still may.
func describedInPassing(t *tree, hd int) bool {
	if hd < 0 || placeWords.occasions[t.lemma(hd)] {
		return false
	}
	switch doc.BaseRel(t.st.Tokens[hd].Rel) {
	case "appos", "nmod":
		return true
	}
	return false
}

// inObject reports whether the place at sp lies inside the object of
// trigger trig, below the object's head ("condemned the killings of
// villagers in Gujarat", "opposes the attendance of the Kurdish groups in
// Syria"): it tells where what the statement is about happened, not where
// the statement was made; so does a place below the head of a phrase of
// what it is about (a [matter-markers] phrase of places.txt: "blamed the
// party for the riots in Gujarat").
// An object that is a person or body is whom the
// act was done to, and a place hung on it ("met the envoy in Geneva") is
// as often the act's; so is one hung on a person or body anywhere on the
// way up to the object ("discussed the crisis with officials in Tehran",
// the with-phrase taken as the object's); a person in any other phrase is
// part of what the object is about ("the killings of villagers in
// Gujarat"). A place
// visited is where the visit was.
func inObject(t *tree, trig int, sp doc.Span) bool {
	st := t.st
	h := t.spanHead(sp)
	if h < 0 || placeWords.visitVerbs[t.lemma(trig)] {
		return false
	}
	for k, n := h, 0; k >= 0 && n < len(st.Tokens); k, n = st.Tokens[k].Head, n+1 {
		if k != h && t.someone(k) && t.marker(k) == "with" {
			return false // the parse may hang "with officials in Tehran" on the object
		}
		if st.Tokens[k].Head == trig {
			return k != h && (doc.BaseRel(st.Tokens[k].Rel) == "obj" || placeWords.matterMarkers[t.marker(k)]) && !t.someone(k)
		}
	}
	return false
}

// namesParty reports whether the place at sp names the event's actor or
// target, or where one comes from ("Moscow", "a US statement"), rather
// than where it was ("the minister in Baghdad").
func namesParty(t *tree, e *doc.Event, sp doc.Span) bool {
	for _, p := range []*doc.Party{e.Actor, e.Target} {
		if p == nil || !p.Span.Contains(sp) {
			continue
		}
		if k := t.tokenFrom(sp.Start) - 1; k < 0 || !vocab.partyLocatives[strings.ToLower(t.st.Tokens[k].Form)] {
			return true
		}
	}
	return false
}

// namedBy reports whether the word at k is the name an of-phrase gives a
// single place noun ("the resort of Sochi", "the enclave of X"), not a
// container of places ("the towns of northern Syria").
func namedBy(t *tree, k int) bool {
	hd := t.st.Tokens[k].Head
	return hd >= 0 && t.marker(k) == "of" && vocab.placeNouns[t.lemma(hd)] && t.st.Tokens[hd].XPOS == "NN"
}

// possessor reports whether the words at sp are followed by a possessive
// "'s": a country that owns something ("Turkey's offensive in Syria") is a
// party; a town that does ("Kabul's streets") is still a place.
func possessor(t *tree, sp doc.Span) bool {
	k := t.tokenFrom(sp.End)
	if k >= len(t.st.Tokens) {
		return false
	}
	return possessiveS(t.st.Tokens[k].Form)
}

// possessiveS reports whether form is the possessive "'s", straight or
// curly. A bare apostrophe ("the soldiers' families") is left to callers
// that know the token is a case marker: after a name it may as well close
// a quotation.
func possessiveS(form string) bool { return form == "'s" || form == "’s" }

// participantPlace returns the place of the clause a party of the event
// comes from, when the parse hung the event's own clause apart: "hundreds
// tried to overrun a compound in Kunduz but were held back by police".
func (c *Coder) participantPlace(t *tree, cd *candidate) *doc.Place {
	st := t.st
	clause := t.ownSpan(cd.trig)
	for _, p := range []int{cd.target, cd.actor} {
		if p < 0 || clause.Contains(st.Tokens[p].Span) || st.Tokens[p].Head < 0 || complementOf(t, cd.trig, st.Tokens[p].Head) {
			continue
		}
		from := t.ownSpan(st.Tokens[p].Head)
		var best *doc.Place
		for k := range st.Places {
			pl := &st.Places[k]
			if from.Contains(pl.Span) && !(pl.Precision == doc.PrecisionCountry && t.modifier(pl.Span)) &&
				(best == nil || rank(pl.Precision) > rank(best.Precision)) {
				best = pl
			}
		}
		if best != nil {
			return best
		}
	}
	return nil
}

// complementOf reports whether trigger i lies in a complement clause under
// h ("the three men are charged with having kidnapped", "police said
// gunmen shot"): a clause that tells a charge or a report about the deed,
// whose places are where it was told, not where the deed was done.
func complementOf(t *tree, i, h int) bool {
	for n := 0; i >= 0 && i != h && n < len(t.st.Tokens); n++ {
		if t.st.Tokens[i].Rel == "ccomp" {
			return t.dominates(h, i)
		}
		i = t.st.Tokens[i].Head
	}
	return false
}

func whereOf(st *doc.Story, p *doc.Place) *doc.Where {
	return &doc.Where{Name: p.Name, Country: p.Country, Admin1: p.Admin1, Admin2: p.Admin2,
		Lat: p.Lat, Lon: p.Lon, GeonamesID: p.GeonamesID, Precision: p.Precision,
		Text: st.Slice(p.Span), Span: p.Span}
}

// inDatelineTokens reports whether the words at sp lie in the story's
// dateline (datelineTokens).
func inDatelineTokens(t *tree, sp doc.Span) bool {
	first, end := datelineTokens(t)
	i := t.tokenFrom(sp.Start)
	return end >= 0 && i >= first && i < end
}

// recountedStatement reports whether e is a statement or dealing that a
// speaker recounts in their own words, with "us" or "we" as a party
// ("the minister assured us", "we asked the governor"): the dateline is
// where the story was filed, not where that dealing took place.
func recountedStatement(t *tree, e *doc.Event) bool {
	if physical[e.Type.Plover] {
		return false
	}
	i := t.tokenFrom(e.Trigger.Start)
	if i >= len(t.st.Tokens) || t.st.Tokens[i].UPOS != "VERB" {
		return false
	}
	for _, k := range t.kids[i] {
		switch doc.BaseRel(t.st.Tokens[k].Rel) {
		case "nsubj", "obj", "iobj":
			if l := t.lemma(k); l == "we" || l == "us" {
				return true
			}
		}
	}
	return false
}
