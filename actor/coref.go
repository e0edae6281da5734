package actor

import (
	"strings"
	"sync"

	"sitrep/doc"
	"sitrep/text"
)

// Coreference within a story, by a few rules that are enough for events to
// know who "he", "Allen", "the group" and "the ministry" are. Corefer sets
// Mention.Antecedent to the index of the most recent earlier mention of the
// same entity and copies that mention's actor coding (country, sector,
// organisation, canonical name) onto the later one, so an event whose
// actor is "the group" is coded as the Taliban; a pronoun's link, once
// every rule has run, skips the pronouns of its chain to the nearest
// mention that is none ("Smith ... He ... he" -> "Smith"). Rules, tried in
// order:
//
//  0. Apposition: a person and an unnamed nominal separated by a comma
//     ("his Afghan counterpart, Hamid Karzai") are one entity; each fills
//     the other's empty fields.
//  1. Personal pronouns (he, him, his, she, her, himself, herself) are
//     added as mentions labelled PRON and linked to the person mentioned
//     in their sentence or the one before, when exactly one person is;
//     when none is, to an unnamed official, spokesman or source before it
//     in its sentence; when two or more are, the pronoun stays unlinked
//     (and is dropped). In lower-case copy a name a title brought, coded
//     by its title alone, is a person here when it or its title is a
//     clause's subject; an object pronoun never stands for the person of
//     its own clause's subject, by link or by last name.
//  2. "it", "its" and "itself" link to a body or country: the subject of a
//     clause that governs the pronoun in its sentence ("Hungary said it
//     would ..."), else the most recent organisation, country or singular
//     institution ("the government") in its sentence or the one before.
//     "they", "them", "their" and "themselves" link the same way to a
//     plural mention ("The rebels said they ...", "Palestinians").
//     Pronouns that find nothing are dropped.
//  3. A person named by part of an earlier name ("Allen" after "General
//     John Allen") links to the most recent such person.
//  4. A mention with the same canonical name as an earlier one ("NATO"
//     ... "NATO") links to the most recent.
//  5. A definite nominal ("the group", "the Islamist group", "the
//     ministry", "the president", "the source") links to the most recent
//     mention within five sentences that has the same head word
//     ("Interior Ministry", "An Afghan security source", or a person with
//     the title words before it: "U.S. President" + "Barack Obama"); a
//     collective head (group, movement, network) links to the most recent
//     armed group or organisation instead.
//  6. A relative pronoun (who, which, that, whom) links to the noun its
//     clause modifies, or, where the parse hung the clause on no noun, to
//     the noun just before it ("The commander, who ordered the raid").
//  7. A third-person pronoun subject that rules 1-2 left unlinked links
//     to the subject of a clause above it ("Japan said it had halted
//     aid").
//  8. "I" or "we" as a subject inside quotation marks links to the
//     subject of the verb that reports the quotation ("\"I have taken
//     measures,\" said General Allen").
//
// Rule 1 runs a second time, after rules 6 to 8, for the person pronouns
// it left unlinked: a pronoun those rules linked may be the one person
// before them.
//
// Rules 6 to 8 need the parse; where the antecedent noun is in no
// mention, a mention of the noun alone is added (label NOM, uncoded, but
// for the last word of an earlier person's name, which rule 3 links to
// that person), so every link is between mentions. Their pronouns stay uncoded: readers
// follow the link. Gender and number are not used; the rules prefer
// leaving a mention unlinked to guessing.
//
// This is the one place pronouns are resolved: the event stage follows
// the links and resolves nothing itself.

const corefWindow = 5 // sentences a definite nominal looks back

var (
	corefOnce  sync.Once
	corefCoder *Coder
)

// corefLexicon returns the shipped dictionary, for head-word lookups.
func corefLexicon() *actorLexicon {
	corefOnce.Do(func() {
		c, err := New()
		if err == nil {
			corefCoder = c
		}
	})
	if corefCoder == nil {
		return newActorLexicon()
	}
	return corefCoder.lx
}

var corefPersonPronouns = map[string]bool{
	"he": true, "him": true, "his": true, "himself": true,
	"she": true, "her": true, "hers": true, "herself": true,
}

// Pronouns for a body or country, and plural pronouns.
var (
	corefItPronouns     = map[string]bool{"it": true, "its": true, "itself": true}
	corefPluralPronouns = map[string]bool{"they": true, "them": true, "their": true, "theirs": true, "themselves": true}
)

// Corefer resolves coreference among st.Mentions in place (see the rules
// above), reading head words from the shipped dictionary. It may add PRON
// mentions; mentions stay sorted by position. Calling it again gives the
// same result. Coder.Annotate runs it with its own dictionary.
func Corefer(st *doc.Story) { corefer(st, corefLexicon()) }

// corefer is Corefer with the dictionary to read head words from.
func corefer(st *doc.Story, lx *actorLexicon) {
	addPronounMentions(st)
	sortMentions(st) // NER's mentions too: the rules read "earlier" as "before in the list"

	c := newCorefScan(st, lx)
	for i := range c.ms {
		if i > 0 {
			c.idx.add(i-1, c.ms[i-1], c.words(c.ms[i-1]))
		}
		c.resolve(i)
	}
	corefSyntax(st)
	// corefSyntax appends the NOM and PRON mentions it adds: the second
	// pass reads "before" as "earlier in the list" again.
	sortMentions(st)
	relinkPersonPronouns(st, lx)
	dropUnresolvedPronouns(st) // keeps the order
	namePronouns(st)
}

// newCorefScan starts a scan of st's mentions as they now stand, with an
// empty name index that the caller fills as it goes.
func newCorefScan(st *doc.Story, lx *actorLexicon) *corefScan {
	return &corefScan{st: st, lx: lx, ms: st.Mentions, idx: newCorefIndex(), near: newTokenRanges(st.Mentions), lower: text.LowerCased(st.Text)}
}

// relinkPersonPronouns gives rule 1 a second pass over the person
// pronouns it left unlinked, once the parse rules have linked others: a
// "he" that only rule 7 tied to its person ("menon toured the camps. he
// met the doctors.") is then the one person before the next "he" ("later
// he left."), which the first pass, reading the mentions in order, met
// still unlinked. Its scan's name index stays empty: rule 1 does not read
// it, and a rule that does (3, 4) must not run here without filling it.
func relinkPersonPronouns(st *doc.Story, lx *actorLexicon) {
	c := newCorefScan(st, lx)
	for i, m := range c.ms {
		if m.Label == doc.LabelPRON && m.Antecedent < 0 && corefPersonPronouns[strings.ToLower(st.Slice(m.Span))] {
			c.personPronoun(i)
		}
	}
}

// namePronouns points each pronoun whose antecedent is another pronoun
// ("She won ... She then thanked ...") at the nearest mention down the chain
// that is no pronoun ("Joe Smith"): a reader of a link, the event stage
// above all, takes the antecedent's words for the party, and "he" names
// no one an analyst can use.
func namePronouns(st *doc.Story) {
	ms := st.Mentions
	for i := range ms {
		if ms[i].Label != doc.LabelPRON {
			continue
		}
		a := ms[i].Antecedent
		for n := 0; a >= 0 && a < len(ms) && ms[a].Label == doc.LabelPRON && ms[a].Antecedent >= 0 && n < len(ms); n++ {
			a = ms[a].Antecedent
		}
		if a >= 0 && a < len(ms) && ms[a].Label != doc.LabelPRON {
			ms[i].Antecedent = a
		}
	}
}

// corefScan is what corefer keeps while it walks the story's mentions in
// order, linking each to an earlier one.
type corefScan struct {
	st   *doc.Story
	lx   *actorLexicon
	ms   []doc.Mention
	idx  *corefIndex
	near tokenRanges
	// lower is whether the story is written all in lower case, where a
	// person's name may come coded by its title alone (titledName).
	lower bool
}

func (c *corefScan) sentOf(m doc.Mention) int {
	if m.FirstToken >= 0 && m.FirstToken < len(c.st.Tokens) {
		return c.st.Tokens[m.FirstToken].Sentence
	}
	return 0
}

func (c *corefScan) words(m doc.Mention) []string { return corefWords(c.st, m) }

// root follows antecedents to the first mention of j's entity.
func (c *corefScan) root(j int) int {
	for n := 0; c.ms[j].Antecedent >= 0 && n < len(c.ms); n++ {
		j = c.ms[j].Antecedent
	}
	return j
}

// isPerson reports whether mention j is a person a person pronoun may
// stand for: a PER, a person pronoun already linked, or a nominal whose
// coded name looks like a person's (corefPersonName).
func (c *corefScan) isPerson(j int) bool {
	m := c.ms[j]
	if m.Label == doc.LabelPER {
		// Not a PER that the dictionary codes as a country ("Mali"),
		// unless a title coded it so in lower-case copy (titledName).
		return !(m.Actor.Name == "" && m.Actor.Country != "") || c.titledName(j)
	}
	if m.Label == doc.LabelPRON {
		return m.Antecedent >= 0 && corefPersonPronouns[strings.ToLower(c.st.Slice(m.Span))]
	}
	return m.Label == doc.LabelNOM && m.Actor.Name != "" && corefPersonName(c.lx, m.Actor.Name)
}

// titledName reports whether PER mention j, coded by its title alone
// ("chief minister ravi menon": IND GOV), is a person a pronoun may stand
// for: in lower-case copy a title brings such names, and one that is a
// clause's subject is the story's protagonist, while one named in passing
// ("a letter to the governor ...") is not who the next "he" is.
func (c *corefScan) titledName(j int) bool {
	return c.lower && c.ms[j].Actor.Sector != "" && (c.subject(j) || c.titleSubject(j))
}

// titleSubject reports whether PER mention j hangs on a title just before
// it that is a clause's subject: lower-case copy is parsed so
// ("home minister" the subject, "ravi kumar" hung on "minister").
func (c *corefScan) titleSubject(j int) bool {
	st, m := c.st, c.ms[j]
	k := corefLast(st, m)
	if k < 0 {
		return false
	}
	h := st.Tokens[k].Head
	if h < m.FirstToken-maxTitleWords-1 || h >= m.FirstToken || h < 0 {
		return false
	}
	r := st.Tokens[h].Rel
	return r == "nsubj" || r == "nsubj:pass"
}

func (c *corefScan) isOrg(j int) bool {
	m := c.ms[j]
	if m.Label == doc.LabelPRON || c.isPerson(j) {
		return false
	}
	return m.Label == doc.LabelORG || m.Actor.Org != "" || m.Label == doc.LabelNOM && corefGroupHead(c.lx, c.words(m))
}

// own returns the country and organisation a phrase names itself
// ("the Afghan security forces": AFG), not from context.
func (c *corefScan) own(j int) (country, org string) {
	for _, it := range c.lx.scan(c.words(c.ms[j])) {
		switch it.e.kind {
		case actorCountryName, actorCountryAdj, actorCountryPeople, actorCapital:
			if country == "" {
				country = it.e.country
			}
		case actorNamed:
			if org == "" {
				org = it.e.org
			}
			if country == "" {
				country = it.e.country
			}
		}
	}
	return
}

// link makes j the antecedent of i, which takes j's coded fields.
func (c *corefScan) link(i, j int) {
	c.ms[i].Antecedent = j
	a := c.ms[j].Actor
	b := &c.ms[i].Actor
	if a.Name != "" {
		b.Name = a.Name
	}
	if a.Country != "" {
		b.Country = a.Country
	}
	if a.Sector != "" {
		b.Sector = a.Sector
	}
	if a.Org != "" {
		b.Org = a.Org
	}
	b.Anonymous = b.Anonymous || a.Anonymous
}

// withTitle is a mention's words with the title words just before a
// person ("U.S. President" + "Barack Obama"), so "the president" finds it.
func (c *corefScan) withTitle(j int) []string {
	st, m := c.st, c.ms[j]
	ws := c.words(m)
	if m.Label != doc.LabelPER || m.FirstToken <= 0 {
		return ws
	}
	from := m.FirstToken
	for k := m.FirstToken - 1; k >= 0 && k >= m.FirstToken-4 && st.Tokens[k].Sentence == st.Tokens[m.FirstToken].Sentence; k-- {
		if _, ok := c.lx.entries[actorNorm(st.Tokens[k].Form)]; !ok {
			break
		}
		from = k
	}
	out := make([]string, 0, m.EndToken-from)
	for _, t := range st.Tokens[from:m.EndToken] {
		out = append(out, t.Form)
	}
	return out
}

// resolve links mention i to an earlier one by the first rule that applies.
func (c *corefScan) resolve(i int) {
	st, lx, ms := c.st, c.lx, c.ms
	m := ms[i]
	// Rule 0: apposition, a person and an unnamed nominal side by side
	// ("his Afghan counterpart, Hamid Karzai"): one entity, whose
	// fields each fills in for the other.
	if j := corefApposed(st, lx, ms, i); j >= 0 {
		ms[i].Antecedent = j
		corefMerge(&ms[i].Actor, ms[j].Actor)
		corefMerge(&ms[j].Actor, ms[i].Actor)
		c.idx.add(j, ms[j], c.words(ms[j])) // j < i: filed before, perhaps under no name
		return
	}
	switch {
	case m.Label == doc.LabelPRON && corefPersonPronouns[strings.ToLower(st.Slice(m.Span))]:
		c.personPronoun(i)
	case m.Label == doc.LabelPRON:
		c.thingPronoun(i)
	case c.isPerson(i) && len(strings.Fields(corefName(m, c.words(m)))) >= 1:
		// Rule 3: part of an earlier person's name.
		name := strings.Fields(corefName(m, c.words(m)))
		if j := lastBefore(c.idx.byLast[foldKey(name[len(name)-1])], i, func(j int) bool {
			return c.isPerson(j) && ms[j].Label != doc.LabelPRON && corefNameSuffix(name, strings.Fields(corefName(ms[j], c.words(ms[j]))))
		}); j >= 0 {
			c.link(i, j)
		}
	case m.Actor.Name != "":
		// Rule 4: same canonical name.
		if j := lastBefore(c.idx.byName[foldKey(m.Actor.Name)], i, func(j int) bool {
			return ms[j].Label != doc.LabelPRON && strings.EqualFold(ms[j].Actor.Name, m.Actor.Name)
		}); j >= 0 {
			c.link(i, j)
		}
	default:
		c.definiteNominal(i)
	}
}

// personPronoun is rule 1: he, she and the like stand for exactly one
// person nearby; an object with several near, for the one its clause's
// subject leaves that was named last in its sentence (nearestUnbound).
func (c *corefScan) personPronoun(i int) {
	ms := c.ms
	si := c.sentOf(ms[i])
	bound := c.boundSubject(i)
	same := c.boundEntity(i, bound)
	ent := map[int]int{} // root -> most recent mention
	for j := i - 1; j >= 0 && c.sentOf(ms[j]) >= si-1; j-- {
		if c.isPerson(j) && !bound(j) && !same(j) {
			r := c.root(j)
			if _, ok := ent[r]; !ok {
				ent[r] = j
			}
		}
	}
	if len(ent) == 1 {
		for _, j := range ent {
			c.link(i, j)
		}
	} else if len(ent) == 0 {
		if j := c.quotedSpeaker(i, si); j >= 0 {
			c.link(i, j)
			return
		}
		c.unnamedPerson(i, si, bound)
	} else if j := c.nearestUnbound(i, si); j >= 0 {
		c.link(i, j)
	}
}

// unnamedPerson links person pronoun i of sentence si, with no named
// person near, to the unnamed official, spokesman or source just before
// it in its sentence ("a district officer, unnamed in the report, said
// he ..."); else, for a subject, to the one person a title names within
// the two sentences before, as lower-cased copy names its protagonist
// ("union president k arjun rao said ... rao said ... he also accused"),
// the name being no name the tagger found.
func (c *corefScan) unnamedPerson(i, si int, bound func(int) bool) {
	ms := c.ms
	// "Police in Lagos said she was arrested": a plural ("police" as
	// NNS) is no one person.
	official := func(j int) bool {
		return ms[j].Label == doc.LabelNOM && corefPersonHead(c.lx, c.words(ms[j])) && !corefPlural(c.st, c.lx, ms[j]) && !bound(j)
	}
	for j := i - 1; j >= 0 && c.sentOf(ms[j]) == si; j-- {
		if official(j) {
			c.link(i, j)
			return
		}
	}
	if p := ms[i].FirstToken; ms[i].EndToken != p+1 || c.st.Tokens[p].Rel != "nsubj" {
		return // a doer only: "asked him" may be anyone the story named
	}
	// The nearest subject before it that may be one person, where the
	// story's protagonist stands: a title, or the bare name a title came
	// with ("mishra" after "chief minister jagannath mishra").
	for j := i - 1; j >= 0 && c.sentOf(ms[j]) >= si-2; j-- {
		if c.sentOf(ms[j]) == si || !c.subject(j) || ms[j].Label == doc.LabelPRON || corefPlural(c.st, c.lx, ms[j]) {
			continue // "the workers ... , rao said. he ...": no one person
		}
		if official(j) && c.titled(j) {
			c.link(i, j)
		} else if t := c.titleOf(j); t >= 0 {
			c.link(i, t)
		}
		return
	}
}

// subject reports whether mention j is a clause's subject, active or
// passive ("a youth was stabbed": the nearest subject, so a "he" after it
// does not reach back past it to an official), or the title of a name
// that is ("dmk president" of "dmk president m karunanidhi said", the
// name no mention of its own).
func (c *corefScan) subject(j int) bool {
	st, m := c.st, c.ms[j]
	for k := m.FirstToken; k >= 0 && k < m.EndToken && k < len(st.Tokens); k++ {
		h := st.Tokens[k].Head
		if h >= m.FirstToken && h < m.EndToken {
			continue // inside the mention: not its head
		}
		if st.Tokens[k].Rel == "compound" && h > k && h <= k+3 {
			k = h
		}
		r := st.Tokens[k].Rel
		return r == "nsubj" || r == "nsubj:pass"
	}
	return false
}

// titleOf returns, for a mention j of one word, the most recent titled
// subject before it whose words, or the two after them, hold that word
// ("dmk president" + "m karunanidhi" for "karunanidhi"); else -1.
func (c *corefScan) titleOf(j int) int {
	st, ms := c.st, c.ms
	if ms[j].EndToken != ms[j].FirstToken+1 {
		return -1
	}
	w := strings.ToLower(st.Tokens[ms[j].FirstToken].Form)
	for k := j - 1; k >= 0 && c.sentOf(ms[k]) >= c.sentOf(ms[j])-4; k-- {
		if ms[k].Label != doc.LabelNOM || !c.subject(k) || !c.titled(k) {
			continue
		}
		sent := st.Tokens[ms[k].FirstToken].Sentence
		for n := ms[k].FirstToken; n < ms[k].EndToken+3 && n < len(st.Tokens) && st.Tokens[n].Sentence == sent; n++ {
			if strings.ToLower(st.Tokens[n].Form) == w {
				return k
			}
		}
	}
	return -1
}

// titled reports whether mention j ends in a title ("dmk president",
// "the chief minister"), not a word for any one of a force or a crowd
// ("a police officer", "a source").
func (c *corefScan) titled(j int) bool {
	k := corefLast(c.st, c.ms[j])
	return k >= 0 && roleWord(c.lx, c.st.Tokens[k].Form, roleTitle, 0)
}

// thingPronoun is rule 2: "it", "its", "they", "their".
func (c *corefScan) thingPronoun(i int) {
	st, lx, ms := c.st, c.lx, c.ms
	m := ms[i]
	si := c.sentOf(m)
	plural := corefPluralPronouns[strings.ToLower(st.Slice(m.Span))]
	bound := c.boundSubject(i)
	ok := func(j int) bool {
		if ms[j].Label == doc.LabelPRON || ms[j].EndToken > m.FirstToken || ms[j].Actor == (doc.Actor{}) || bound(j) {
			return false
		}
		if plural {
			return corefPlural(st, lx, ms[j])
		}
		return c.isOrg(j) || corefBody(st, lx, ms[j])
	}
	// Linked to the first mention of the entity ("Interior
	// Ministry", not "the ministry" that refers to it).
	if j := corefSubject(st, ms, c.near, i, ok); j >= 0 {
		c.link(i, c.root(j))
		return
	}
	// A possessive stands for the subject of its own clause
	// whatever that subject is, so long as it is no person and
	// agrees in number: "the opposition delegation held its first
	// meeting", "the villagers left their homes".
	ownSubject := func(j int) bool {
		if ms[j].Label == doc.LabelPRON || ms[j].EndToken > m.FirstToken || ms[j].Actor == (doc.Actor{}) || c.isPerson(j) {
			return false
		}
		return corefPlural(st, lx, ms[j]) == plural
	}
	if m.FirstToken >= 0 && m.FirstToken < len(st.Tokens) && st.Tokens[m.FirstToken].XPOS == "PRP$" {
		if j := corefSubject(st, ms, c.near, i, ownSubject); j >= 0 {
			c.link(i, j) // the subject, coded from its own antecedent
			return
		}
	}
	for j := i - 1; j >= 0 && c.sentOf(ms[j]) >= si-1; j-- {
		if ok(j) {
			c.link(i, c.root(j))
			break
		}
	}
}

// definiteNominal is rule 5: "the group" for the armed group or body
// before it, "the ministry" for the named institution whose words hold it.
func (c *corefScan) definiteNominal(i int) {
	lx, ms := c.lx, c.ms
	m := ms[i]
	si := c.sentOf(m)
	ws := c.words(m)
	if m.Label != doc.LabelNOM || !corefDefinite(ws) || len(ws) == 0 {
		return
	}
	if corefGroupHead(lx, ws) {
		if best := c.groupAntecedent(i, si, corefSingular(ws[len(ws)-1])); best >= 0 {
			c.link(i, best)
		}
		return
	}
	// Named institutions first: "the ministry" is the "Interior
	// Ministry" before it is some "ministries".
	head := corefSingular(ws[len(ws)-1])
	myCountry, myOrg := c.own(i)
	best := -1
	for pass := 0; pass < 2 && best < 0; pass++ {
		for j := i - 1; j >= 0 && c.sentOf(ms[j]) >= si-corefWindow; j-- {
			if ms[j].Label == doc.LabelPRON || pass == 0 && ms[j].Actor.Name == "" {
				continue
			}
			// "the Afghan security forces" is not "NATO forces".
			if myCountry != "" && ms[j].Actor.Country != myCountry || myOrg != "" && ms[j].Actor.Org != myOrg {
				continue
			}
			found := false
			for _, w := range c.withTitle(j) {
				if corefSingular(w) == head {
					found = true
					break
				}
			}
			if found && c.sameTitle(i, j) {
				best = j
				break
			}
		}
	}
	if best >= 0 {
		c.link(i, best)
	}
}

// addPronounMentions remakes the PRON mentions: those of an earlier run are
// dropped, every antecedent cleared, and each pronoun no mention covers
// (and not an expletive "it") becomes a mention of its own.
func addPronounMentions(st *doc.Story) {
	kept := st.Mentions[:0]
	for _, m := range st.Mentions {
		if m.Label != doc.LabelPRON {
			kept = append(kept, m)
		}
	}
	st.Mentions = kept
	for i := range st.Mentions {
		st.Mentions[i].Antecedent = -1
	}
	covered := make([]bool, len(st.Tokens))
	for _, m := range st.Mentions {
		for k := m.FirstToken; k < m.EndToken && k < len(covered); k++ {
			if k >= 0 {
				covered[k] = true
			}
		}
	}
	for i, t := range st.Tokens {
		w := strings.ToLower(t.Form)
		if t.Rel == "expl" {
			continue // "it is not clear", "there are"
		}
		if (corefPersonPronouns[w] || corefItPronouns[w] || corefPluralPronouns[w]) && !covered[i] {
			st.Mentions = append(st.Mentions, doc.Mention{Span: t.Span, FirstToken: i, EndToken: i + 1, Label: doc.LabelPRON, Antecedent: -1})
		}
	}
}

// dropUnresolvedPronouns removes the pronoun mentions that found no
// antecedent, renumbering the links of the rest: they are not worth keeping.
func dropUnresolvedPronouns(st *doc.Story) {
	ms := st.Mentions
	var drop []bool
	for i := range ms {
		if ms[i].Label == doc.LabelPRON && ms[i].Antecedent < 0 {
			if drop == nil {
				drop = make([]bool, len(ms))
			}
			drop[i] = true
		}
	}
	if drop != nil {
		newIdx := make([]int, len(ms))
		out := ms[:0:0]
		for i, m := range ms {
			if drop[i] {
				newIdx[i] = -1
				continue
			}
			newIdx[i] = len(out)
			out = append(out, m)
		}
		for i := range out {
			if a := out[i].Antecedent; a >= 0 {
				out[i].Antecedent = newIdx[a]
			}
		}
		st.Mentions = out
	}
}

// corefRelatives are the relative pronouns; corefClausePronouns the
// third-person pronouns (as lemmas) a governing clause's subject may
// resolve.
var (
	corefRelatives      = map[string]bool{"who": true, "which": true, "that": true, "whom": true}
	corefClausePronouns = map[string]bool{"it": true, "its": true, "they": true, "their": true, "them": true, "he": true, "his": true, "she": true, "her": true}
)

// corefSyntax resolves by the parse what the rules above leave: a
// relative pronoun stands for the noun its clause modifies ("the
// commander, who ordered the raid"), or, where the parse did not hang the
// clause on a noun ("Mohammadi, who pledged"), the noun just before it;
// a third-person pronoun subject still unlinked stands for the subject of
// a clause above it ("Japan said it had halted aid"). The antecedent is the
// mention covering that noun; where none does, a mention of the noun
// alone is added (label NOM, uncoded), so that every link is between
// mentions.
func corefSyntax(st *doc.Story) {
	tm := newTokenMentions(st)
	for i := range st.Tokens {
		k := corefSyntaxAntecedent(st, tm, i)
		if k < 0 || k == i {
			continue
		}
		m := tm.at[i]
		if m < 0 {
			m = tm.add(i, doc.LabelPRON)
		} else if st.Mentions[m].Label != doc.LabelPRON {
			continue
		}
		tm.link(m, k)
	}
}

// tokenMentions maps each token of a story to the first mention covering
// it, -1 for none, and adds the one-token mentions corefSyntax links.
type tokenMentions struct {
	st *doc.Story
	at []int
}

// newTokenMentions maps the tokens of st to its mentions.
func newTokenMentions(st *doc.Story) *tokenMentions {
	at := make([]int, len(st.Tokens))
	for k := range at {
		at[k] = -1
	}
	for j, m := range st.Mentions {
		for k := max(m.FirstToken, 0); k < m.EndToken && k < len(at); k++ {
			if at[k] < 0 {
				at[k] = j
			}
		}
	}
	return &tokenMentions{st: st, at: at}
}

// add appends a mention of token k alone, with label, and returns it.
func (tm *tokenMentions) add(k int, label doc.MentionLabel) int {
	st := tm.st
	st.Mentions = append(st.Mentions, doc.Mention{Span: st.Tokens[k].Span, FirstToken: k, EndToken: k + 1, Label: label, Antecedent: -1})
	tm.at[k] = len(st.Mentions) - 1
	return tm.at[k]
}

// link makes the mention covering token k, added as a NOM where there is
// none, the antecedent of mention pron.
func (tm *tokenMentions) link(pron, k int) {
	j := tm.at[k]
	if j < 0 {
		j = tm.add(k, doc.LabelNOM)
		if p := shortNameOf(tm.st, k); p >= 0 {
			// Rule 3 for the name ner missed ("menon" after "ravi
			// menon"): the person it names, coded as that person.
			tm.st.Mentions[j].Antecedent = p
			corefMerge(&tm.st.Mentions[j].Actor, tm.st.Mentions[p].Actor)
		}
	}
	// The pronoun stays uncoded: a reader follows the link (as
	// mentions that quote no words of their own), and a clause's
	// subject is a guess too weak to code a possessive by.
	tm.st.Mentions[pron].Antecedent = j
}

// shortNameOf returns the latest person mention of two words or more
// before token k that ends in k's word ("ravi menon" for "menon"), or -1,
// also when two such mentions name different people ("rajiv menon" and
// "anil menon"): the rules leave a surname two people share unlinked
// rather than guess. The mentions need not be sorted: corefSyntax
// appends to them.
func shortNameOf(st *doc.Story, k int) int {
	best := -1
	for p, m := range st.Mentions {
		if m.Label != doc.LabelPER || m.EndToken-m.FirstToken < 2 || m.EndToken > k || m.FirstToken < 0 ||
			!strings.EqualFold(st.Tokens[m.EndToken-1].Form, st.Tokens[k].Form) {
			continue
		}
		if best >= 0 && !strings.EqualFold(st.Slice(m.Span), st.Slice(st.Mentions[best].Span)) {
			return -1
		}
		if best < 0 || m.Start > st.Mentions[best].Start {
			best = p
		}
	}
	return best
}

// corefSyntaxAntecedent returns the token the pronoun at i stands for by
// the parse, or -1: a relative pronoun's noun, the speaker of a quoted
// "I" or "we", or an unlinked pronoun subject's clause subject.
func corefSyntaxAntecedent(st *doc.Story, tm *tokenMentions, i int) int {
	t := &st.Tokens[i]
	lemma := strings.ToLower(t.Lemma)
	if lemma == "" {
		lemma = strings.ToLower(t.Form)
	}
	switch {
	case corefRelatives[lemma] && t.UPOS == "PRON":
		return corefRelativeAntecedent(st, i)
	case (lemma == "i" || lemma == "we") && strings.HasPrefix(t.Rel, "nsubj"):
		return corefSpeaker(st, i)
	case corefClausePronouns[lemma] && (strings.HasPrefix(t.Rel, "nsubj") || t.Rel == "expl"):
		// A subject; "expl" too, for the parse takes a subject
		// before an adjective for an expletive ("Syria says it is
		// willing").
		if m := tm.at[i]; m >= 0 && (st.Mentions[m].Label != doc.LabelPRON || st.Mentions[m].Antecedent >= 0) {
			return -1
		}
		return corefPronounSubject(st, i, lemma)
	}
	return -1
}

// corefPronounSubject returns the token a pronoun subject at i, of lemma,
// stands for: the subject of a clause above it (past a dateline taken for
// it, for a person pronoun; none for another), unless a person pronoun's
// is no person; else for "he" or "she" the previous subject; or -1.
func corefPronounSubject(st *doc.Story, i int, lemma string) int {
	k := corefClauseSubject(st, i)
	if d := corefOutOfDateline(st, k); d != k {
		// A dateline taken for the subject: "he" is the one
		// told after it; "it" is not the place.
		k = -1
		if corefPersonPronouns[lemma] {
			k = d
		}
	}
	if corefPersonPronouns[lemma] && k >= 0 && !corefMayBePerson(st, k) {
		// "Kenya said he was detained": the one reporting
		// is a country, body or place, never "he".
		k = -1
	}
	if k < 0 && (lemma == "he" || lemma == "she") {
		k = corefPreviousSubject(st, i)
	}
	return k
}

// corefRelativeAntecedent returns the noun a relative pronoun at i stands
// for: the head of the relative clause it opens, else the nearest noun or
// name before it in its sentence (the head of a multi-word name), or -1.
func corefRelativeAntecedent(st *doc.Story, i int) int {
	if h := relativeClauseNoun(st, i); h >= 0 {
		return h
	}
	sent := st.Tokens[i].Sentence
	for k := i - 1; k >= 0 && st.Tokens[k].Sentence == sent; k-- {
		switch st.Tokens[k].UPOS {
		case "NOUN", "PROPN":
			if r := st.Tokens[k].Rel; (r == "flat" || strings.HasPrefix(r, "flat:")) && st.Tokens[k].Head >= 0 {
				return st.Tokens[k].Head
			}
			return k
		case "PUNCT":
			continue
		default:
			return -1
		}
	}
	return -1
}

// relativeClauseNoun returns, for token i hung on the verb of a relative
// clause, the noun that clause describes, or -1.
func relativeClauseNoun(st *doc.Story, i int) int {
	if v := st.Tokens[i].Head; v >= 0 && v < len(st.Tokens) && st.Tokens[v].Rel == "acl:relcl" {
		return st.Tokens[v].Head
	}
	return -1
}

// corefSpeaker returns, for a first-person subject at i inside quotation
// marks, the subject of the verb that reports the quotation: the verb the
// quoted clause is the complement of ("He said: \"We will ...\"") or a
// verb set beside it ("\"I have taken measures,\" said General Allen").
// Else -1.
func corefSpeaker(st *doc.Story, i int) int {
	sent := st.Sentences[st.Tokens[i].Sentence]
	quotes := 0
	for k := sent.FirstToken; k < i; k++ {
		if doc.IsQuoteMark(st.Tokens[k].Form) {
			quotes++
		}
	}
	if quotes%2 == 0 {
		return -1
	}
	speaker := func(v int) int {
		for k := sent.FirstToken; k < sent.EndToken; k++ {
			if st.Tokens[k].Head != v || !strings.HasPrefix(st.Tokens[k].Rel, "nsubj") {
				continue
			}
			if l := strings.ToLower(st.Tokens[k].Lemma); l == "i" || l == "we" || st.Tokens[k].UPOS == "PRON" && corefRelatives[l] {
				return -1
			}
			return k
		}
		return -1
	}
	for n, a := 0, st.Tokens[i].Head; a >= 0 && a < len(st.Tokens) && n < 6; n, a = n+1, st.Tokens[a].Head {
		for k := a + 1; k < sent.EndToken; k++ {
			if st.Tokens[k].Head == a && st.Tokens[k].Rel == "parataxis" {
				if s := speaker(k); s >= 0 {
					return s
				}
			}
		}
		if r := st.Tokens[a].Rel; r == "ccomp" || r == "parataxis" {
			if s := speaker(st.Tokens[a].Head); s >= 0 {
				return s
			}
		}
	}
	return -1
}

// corefClauseSubject returns the subject of a clause up to four heads
// above pronoun i, when it is no pronoun itself, else -1.
func corefClauseSubject(st *doc.Story, i int) int {
	for n, h := 0, st.Tokens[i].Head; h >= 0 && h < len(st.Tokens) && n < 4; n, h = n+1, st.Tokens[h].Head {
		sent := st.Sentences[st.Tokens[h].Sentence]
		for k := sent.FirstToken; k < sent.EndToken; k++ {
			if st.Tokens[k].Head == h && k != h && st.Tokens[k].Rel == "nsubj" {
				if k != i && st.Tokens[k].UPOS != "PRON" {
					return k
				}
				break
			}
		}
	}
	return -1
}

// corefPreviousSubject returns, for "he" or "she" at i that nothing else
// resolved, the subject of the main clause of one of the two sentences
// before, nearest first, when it may be a person (corefMayBePerson): a
// story goes on telling of whom it told ("okafor blamed the ministry
// for the delay ... he added"), in text where names go unrecognised.
// A dateline the parse took for that subject is passed over for the
// subject after it (corefOutOfDateline); a speaker named after what was
// said comes first (corefTrailingSpeaker). Else -1.
func corefPreviousSubject(st *doc.Story, i int) int {
	sent := st.Tokens[i].Sentence
	for s := sent - 1; s >= 0 && s >= sent-2; s-- {
		sp := st.Sentences[s]
		if k := corefTrailingSpeaker(st, s); k >= 0 {
			// Lower-cased copy tags such a name as anything ("said
			// ravi/ADJ."): its place in the sentence tells it.
			if !corefNoOtherName(st, k) {
				return -1
			}
			return k
		}
		for k := sp.FirstToken; k < sp.EndToken; k++ {
			h := st.Tokens[k].Head
			if st.Tokens[k].Rel != "nsubj" || h < 0 || st.Tokens[h].Head >= 0 {
				continue
			}
			if k = corefOutOfDateline(st, k); k < 0 || !corefMayBePerson(st, k) {
				return -1 // the story moved on to someone else
			}
			return k
		}
	}
	return -1
}

// corefTrailingSpeaker returns the last word of sentence s when the
// sentence closes on a verb set after a comma or a closing quote and the
// few nouns of a name and title after it, none its object ("... will go
// on, said state party chief ram yadav."): the one who spoke, of whom the
// story goes on to tell, not the subject of what was said. The shape, not
// the parse, tells it: lower-cased copy parses such a name as anything.
// Else -1.
func corefTrailingSpeaker(st *doc.Story, s int) int {
	sp := st.Sentences[s]
	last := sp.EndToken - 1
	for last > sp.FirstToken && st.Tokens[last].UPOS == "PUNCT" {
		last--
	}
	for v := last - 1; v > sp.FirstToken && v >= last-trailingNameReach; v-- {
		switch st.Tokens[v].UPOS {
		case "NOUN", "PROPN", "ADJ", "X", "DET":
			continue
		case "VERB":
			if corefQuoteOrComma(st.Tokens[v-1].Form) && st.Tokens[v+1].UPOS != "DET" && !corefHasObject(st, v, last) {
				return last
			}
		}
		return -1
	}
	return -1
}

// trailingNameReach is how many words before a sentence's last word
// corefTrailingSpeaker looks for the speaker's verb: room for a title
// and a name ("said state party chief ram yadav" is five).
const trailingNameReach = 7

// corefHasObject reports whether a token after verb v, up to last, is its
// object: "..., shot ravi kumar." tells of a victim, not a speaker.
func corefHasObject(st *doc.Story, v, last int) bool {
	for k := v + 1; k <= last; k++ {
		if st.Tokens[k].Head == v && st.Tokens[k].Rel == "obj" {
			return true
		}
	}
	return false
}

// corefQuoteOrComma reports whether a token closes a quotation or is a
// comma: what stands before a speaker's verb set after what was said, not
// the hyphen of "so-called" or "war-torn".
func corefQuoteOrComma(f string) bool { return f == "," || closingMark(f) }

// corefOutOfDateline returns k unless it lies in the dateline that opens
// one of the story's first lines ("patna: the party leader said ..."), a
// place the parse may take for the sentence's subject; then the first
// noun or name after the dateline's colon or dash that the parse hung on
// it or made a second subject of its verb (the one who said), else -1. -1
// stays -1.
func corefOutOfDateline(st *doc.Story, k int) int {
	if k < 0 || k >= len(st.Tokens) {
		return k
	}
	s := st.Sentences[st.Tokens[k].Sentence]
	line := s.Start
	for line > 0 && st.Text[line-1] != '\n' {
		if c := st.Text[line-1]; c != ' ' && c != '\t' && c != '\r' {
			return k // the sentence does not open a line
		}
		line--
	}
	if strings.Count(strings.TrimSpace(st.Text[:line]), "\n") > 2 {
		return k // past the story's first lines
	}
	end := -1
	for j := s.FirstToken + 1; j < s.EndToken && j < s.FirstToken+6; j++ {
		if f := st.Tokens[j].Form; f == ":" || f == "—" || f == "–" || f == "--" {
			end = j
			break
		}
	}
	if end < 0 || k >= end {
		return k
	}
	// Names only: a place's name, which the gazetteer may not know in
	// lower case ("gorakhpur:").
	for j := s.FirstToken; j < end; j++ {
		if u := st.Tokens[j].UPOS; u != "NOUN" && u != "PROPN" {
			return k
		}
	}
	for j := end + 1; j < s.EndToken; j++ {
		// Hung on the place, or a second subject of its verb.
		if h := st.Tokens[j].Head; h != k && (h != st.Tokens[k].Head || st.Tokens[j].Rel != st.Tokens[k].Rel) {
			continue
		}
		switch st.Tokens[j].UPOS {
		case "NOUN", "PROPN", "PRON":
			return j
		}
	}
	return -1
}

// corefMayBePerson reports whether the noun at k may be one person whom
// "he" or "she" stands for: a singular noun or name (PROPN tagged NNP)
// that no mention labels or codes as a place, organisation, country or
// other name (MISC), and that names no place the gazetteer found.
func corefMayBePerson(st *doc.Story, k int) bool {
	switch st.Tokens[k].XPOS {
	case "NN", "NNP":
	default:
		return false
	}
	return corefNoOtherName(st, k)
}

// corefNoOtherName reports whether no mention labels or codes the word at
// k as anything but a person, and no place the gazetteer found covers it.
func corefNoOtherName(st *doc.Story, k int) bool {
	other := false
	for _, x := range st.Mentions {
		if x.FirstToken > k || k >= x.EndToken {
			continue
		}
		switch {
		case x.Label == doc.LabelPER && !(x.Actor.Name == "" && x.Actor.Country != ""):
			return true // "U.N. envoy Maria Lopez", coded as the UN too
		case x.Label == doc.LabelLOC || x.Label == doc.LabelORG || x.Label == doc.LabelMISC:
			other = true // a place, a body, a nationality or a title ("The Herald")
		case x.Label != doc.LabelNOM && x.Actor.Name == "" && (x.Actor.Country != "" || x.Actor.Org != ""):
			other = true // a name the dictionary codes as a country or body ("Mali")
		}
	}
	if other {
		return false
	}
	sp := st.Tokens[k].Span
	for _, p := range st.Places {
		if p.Span.Contains(sp) {
			return false
		}
	}
	return true
}

// corefApposed returns the mention that mention i stands in apposition to,
// or -1: a person and a description of them on either side of a comma,
// in one sentence. The description may open with a possessive and
// adjectives ("Salaheddine Sidhoum, Algeria's leading human rights
// activist"), and may be a role with an "of" phrase before the comma ("A
// member of the Syrian parliament, Mohammed Mamoun"); NER may have
// labelled it an organisation ("Kenzo Oshima, the United Nations
// Emergency Relief Coordinator").
func corefApposed(st *doc.Story, lx *actorLexicon, ms []doc.Mention, i int) int {
	m := ms[i]
	if m.Label == doc.LabelPRON || m.FirstToken <= 0 || m.FirstToken > len(st.Tokens) {
		return -1
	}
	sent := st.Tokens[m.FirstToken-1].Sentence
	comma, ok := corefAppositionComma(st, m, sent)
	if !ok {
		return -1
	}
	best := corefWidestBefore(st, lx, ms, i, comma, sent)
	if best >= 0 && (corefPerson(ms[best]) && corefDescribes(st, lx, m) || corefDescribes(st, lx, ms[best]) && corefPerson(m)) {
		return best
	}
	return -1
}

// corefAppositionComma finds the comma before mention m in sentence sent,
// across the words a description opens with ("'s", articles, adjectives,
// names, participles, numbers; five at most).
func corefAppositionComma(st *doc.Story, m doc.Mention, sent int) (int, bool) {
	comma := m.FirstToken - 1
	for n := 0; comma >= 0 && n < 5 && st.Tokens[comma].Form != ","; n++ {
		t := st.Tokens[comma]
		switch {
		case t.Form == "'s" || t.Form == "-" || t.XPOS == "VBG" || t.XPOS == "VBN" || corefArticles[strings.ToLower(t.Form)]:
		case t.UPOS == "DET" || t.UPOS == "ADJ" || t.UPOS == "PROPN" || t.UPOS == "NUM":
		default:
			return comma, false
		}
		comma--
	}
	if comma <= 0 || st.Tokens[comma].Form != "," || st.Tokens[comma].Sentence != sent {
		return comma, false
	}
	if comma != m.FirstToken-1 && m.Label == doc.LabelPER {
		return comma, false // only a description opens with modifiers
	}
	return comma, true
}

// corefPerson reports a mention of a person, not a nationality alone.
func corefPerson(x doc.Mention) bool {
	return x.Label == doc.LabelPER && !(x.Actor.Name == "" && x.Actor.Country != "")
}

// corefDescribes reports a mention that can describe a person: a nominal
// that names no person, or an organisation-labelled role ("the United
// Nations Emergency Relief Coordinator").
func corefDescribes(st *doc.Story, lx *actorLexicon, x doc.Mention) bool {
	switch x.Label {
	case doc.LabelNOM:
		return x.Actor.Name == "" || !corefPersonName(lx, x.Actor.Name)
	case doc.LabelORG:
		return x.Actor.Sector != "" && corefPersonHead(lx, corefWords(st, x)) && !corefPersonName(lx, x.Actor.Name)
	}
	return false
}

// corefWidestBefore returns the widest mention before mention i, in
// sentence sent, that reaches the comma, or -1.
func corefWidestBefore(st *doc.Story, lx *actorLexicon, ms []doc.Mention, i, comma, sent int) int {
	best := -1
	for j := i - 1; j >= 0; j-- {
		x := ms[j]
		if x.FirstToken < 0 || x.FirstToken >= len(st.Tokens) || st.Tokens[x.FirstToken].Sentence != sent {
			break
		}
		if x.EndToken > comma || x.Label == doc.LabelPRON {
			continue
		}
		reaches := x.EndToken == comma || corefDescribes(st, lx, x) && corefRoleReaches(st, lx, x, comma)
		if reaches && (best < 0 || x.FirstToken < ms[best].FirstToken) {
			best = j
		}
	}
	return best
}

// corefRoleReaches reports a role whose "of" phrase runs from the end of
// mention x to the comma ("A member of the Syrian parliament,"), which
// the actor stage coded with the role: no verb, punctuation or pronoun
// between. A person's title also takes the [posted] words of
// lexicon/words.txt, "for" and "to" ("the UN envoy for
// Syria,", "the US ambassador to Turkey,"): a post held for or at a
// place, whose name the parser may join to the place and not the title.
func corefRoleReaches(st *doc.Story, lx *actorLexicon, x doc.Mention, comma int) bool {
	switch w := strings.ToLower(st.Tokens[x.EndToken].Form); {
	case w == "of":
	case nearWords.posted[w]:
		if !corefPersonHead(lx, corefWords(st, x)) {
			return false
		}
	default:
		return false
	}
	for k := x.EndToken + 1; k < comma; k++ {
		if u := st.Tokens[k].UPOS; u == "VERB" || u == "AUX" || u == "PUNCT" || u == "PRON" {
			return false
		}
	}
	return true
}

var corefArticles = map[string]bool{"the": true, "a": true, "an": true}

// corefWords returns a mention's word forms.
func corefWords(st *doc.Story, m doc.Mention) []string {
	if m.FirstToken < 0 || m.EndToken > len(st.Tokens) || m.FirstToken >= m.EndToken {
		return nil
	}
	out := make([]string, 0, m.EndToken-m.FirstToken)
	for _, t := range st.Tokens[m.FirstToken:m.EndToken] {
		out = append(out, t.Form)
	}
	return out
}

// corefMerge fills b's empty fields from a.
func corefMerge(b *doc.Actor, a doc.Actor) {
	if b.Name == "" {
		b.Name = a.Name
	}
	if b.Country == "" {
		b.Country = a.Country
	}
	if b.Sector == "" {
		b.Sector = a.Sector
	}
	if b.Org == "" {
		b.Org = a.Org
	}
}

// corefName is a mention's personal name: its coded name or its text.
func corefName(m doc.Mention, ws []string) string {
	if m.Actor.Name != "" {
		return m.Actor.Name
	}
	return strings.Join(ws, " ")
}

// corefNameSuffix reports whether name is a shorter or equal ending of
// other: "Allen" of "John Allen", "Karzai" of "Hamid Karzai".
func corefNameSuffix(name, other []string) bool {
	if len(name) == 0 || len(name) > len(other) {
		return false
	}
	off := len(other) - len(name)
	for k := range name {
		if !strings.EqualFold(name[k], other[off+k]) {
			return false
		}
	}
	return true
}

// corefDefinite reports whether a phrase starts with a definite determiner.
func corefDefinite(ws []string) bool {
	if len(ws) == 0 {
		return false
	}
	switch strings.ToLower(ws[0]) {
	case "the", "this", "that":
		return true
	}
	return false
}

// corefGroupHead reports whether a phrase's last word is a collective noun
// for an organisation ("group", "movement").
func corefGroupHead(lx *actorLexicon, ws []string) bool {
	return len(ws) > 0 && roleWord(lx, ws[len(ws)-1], roleGroup, 0)
}

// corefPersonHead reports whether a nominal's head is a singular role
// word for one person: a title, a generic role or an unnamed source
// ("official", "spokesman", "source"), not an institution or a group.
func corefPersonHead(lx *actorLexicon, ws []string) bool {
	if len(ws) == 0 {
		return false
	}
	last := actorNorm(ws[len(ws)-1])
	return corefSingular(last) == last &&
		roleWord(lx, ws[len(ws)-1], roleTitle|roleGeneric|roleAnon, roleGroup|roleNoPlural|roleMod)
}

// roleWord reports whether the dictionary has word w as a role word with
// one of the flags in want and none of those in not: the one lookup behind
// the head tests of coreference (a title, a person, a group), which differ
// only in the flags they ask for.
func roleWord(lx *actorLexicon, w string, want, not int) bool {
	for _, e := range lx.entries[actorNorm(w)] {
		if e.kind == actorRole && e.flags&want != 0 && e.flags&not == 0 {
			return true
		}
	}
	return false
}

// corefPersonName reports whether a coded name looks like a person's: its
// last word is not a dictionary word ("John Allen", not "Interior Ministry"),
// or is a person's name the dictionary knows ("Barack Obama").
func corefPersonName(lx *actorLexicon, name string) bool {
	f := strings.Fields(name)
	if len(f) == 0 {
		return false
	}
	es, ok := lx.entries[actorNorm(f[len(f)-1])]
	for _, e := range es {
		if e.flags&namedPerson != 0 && e.kind == actorNamed {
			return true // "Barack Obama"
		}
	}
	return !ok
}

// corefSingular lower-cases a word and strips a plural ending.
func corefSingular(w string) string {
	w = actorNorm(w)
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "men"):
		return w[:len(w)-3] + "man"
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && len(w) > 3:
		return w[:len(w)-1]
	}
	return w
}

// corefSubject returns the mention heading the subject of the nearest
// clause that governs pronoun mention i and whose subject ok accepts
// ("Hungary has said it will ...": "said" governs "it", and its subject
// is Hungary), or -1. It needs the parse.
func corefSubject(st *doc.Story, ms []doc.Mention, near tokenRanges, i int, ok func(int) bool) int {
	p := ms[i].FirstToken
	if p < 0 || p >= len(st.Tokens) {
		return -1
	}
	sent := st.Tokens[p].Sentence
	seen := 0
	for h := st.Tokens[p].Head; h >= 0 && h < len(st.Tokens) && seen < 20; h = st.Tokens[h].Head {
		seen++
		if st.Tokens[h].Sentence != sent {
			return -1
		}
		for k := h - 1; k >= 0 && st.Tokens[k].Sentence == sent; k-- {
			if st.Tokens[k].Head != h || st.Tokens[k].Rel != "nsubj" && st.Tokens[k].Rel != "nsubj:pass" {
				continue
			}
			if k >= p {
				break
			}
			// The widest acceptable mention covering the subject's head.
			best := -1
			lo, hi := near.covering(k)
			for j := lo; j < hi; j++ {
				if j != i && ms[j].FirstToken <= k && k < ms[j].EndToken && ok(j) &&
					(best < 0 || ms[j].EndToken-ms[j].FirstToken > ms[best].EndToken-ms[best].FirstToken) {
					best = j
				}
			}
			if best >= 0 {
				return best
			}
			return -1 // the subject is someone else: "the minister said it"
		}
	}
	return -1
}

// corefLast returns the last word token of a mention, or -1.
func corefLast(st *doc.Story, m doc.Mention) int {
	for k := m.EndToken - 1; k >= m.FirstToken && k >= 0 && k < len(st.Tokens); k-- {
		if st.Tokens[k].UPOS != "PUNCT" && st.Tokens[k].Form != ")" {
			return k
		}
	}
	return -1
}

// corefBody reports whether a mention can be "it": a country or capital
// named alone ("Hungary"), or a nominal headed by a singular institution
// ("the Mozambique government"), not a person, a people or an adjective.
func corefBody(st *doc.Story, lx *actorLexicon, m doc.Mention) bool {
	k := corefLast(st, m)
	if k < 0 {
		return false
	}
	t := st.Tokens[k]
	if t.UPOS == "ADJ" {
		return false
	}
	w := actorNorm(t.Form)
	switch m.Label {
	case doc.LabelLOC:
		// A country or capital, which the actor stage codes with no name
		// ("the United States" too).
		return m.Actor.Name == "" && m.Actor.Country != ""
	case doc.LabelNOM:
		if t.XPOS == "NNS" || t.XPOS == "NNPS" {
			return false
		}
		if corefSingular(w) != w || corefPersonHead(lx, []string{t.Form}) {
			return false
		}
		for _, e := range lx.entries[w] {
			if e.kind == actorRole && e.sector != "" && e.flags&roleMod == 0 {
				return true
			}
		}
	}
	return false
}

// corefPlural reports whether a mention can be "they": a plural noun
// phrase ("the Fijian rebels", "Palestinians", "U.S. officials").
func corefPlural(st *doc.Story, lx *actorLexicon, m doc.Mention) bool {
	k := corefLast(st, m)
	if k < 0 {
		return false
	}
	t := st.Tokens[k]
	switch t.XPOS {
	case "NNS", "NNPS":
		return true
	case "":
	default:
		if t.UPOS == "ADJ" {
			return false
		}
	}
	w := actorNorm(t.Form)
	for _, e := range lx.entries[w] {
		if e.kind == actorCountryPeople {
			return true
		}
	}
	return t.XPOS == "" && m.Label == doc.LabelNOM && corefSingular(w) != w
}

// groupAntecedent returns the antecedent of the definite group nominal i
// of sentence si whose head is head ("the group", "the coalition"), or -1:
// the nearest earlier mention with the same head that says which body it
// is ("the US-led coalition"), else the nearest armed group, else the
// nearest body. A nominal that names its own country or body ("the Nato
// alliance", "the US-led coalition") takes no antecedent of another.
func (c *corefScan) groupAntecedent(i, si int, head string) int {
	ms := c.ms
	myCountry, myOrg := c.own(i)
	fits := func(j int) bool {
		return ms[j].Label != doc.LabelPRON && c.sentOf(ms[j]) >= si-corefWindow &&
			(myCountry == "" || ms[j].Actor.Country == myCountry) && (myOrg == "" || ms[j].Actor.Org == myOrg)
	}
	for j := i - 1; j >= 0 && c.sentOf(ms[j]) >= si-corefWindow; j-- {
		if !fits(j) || !c.isOrg(j) || !c.specific(j) {
			continue
		}
		for _, w := range c.words(ms[j]) {
			if corefSingular(actorNorm(w)) == head {
				return j
			}
		}
	}
	for j := i - 1; j >= 0 && c.sentOf(ms[j]) >= si-corefWindow; j-- {
		if fits(j) && c.isOrg(j) {
			switch ms[j].Actor.Sector {
			case "REB", "UAF", "CRM", "IMG":
				return j
			}
		}
	}
	for j := i - 1; j >= 0 && c.sentOf(ms[j]) >= si-corefWindow; j-- {
		if fits(j) && c.isOrg(j) {
			return j
		}
	}
	return -1
}

// specific reports whether mention j says which body it is: a name, an
// organisation or a country of its own ("the US-led coalition"), not only
// a kind ("armed groups").
func (c *corefScan) specific(j int) bool {
	if a := c.ms[j].Actor; a.Name != "" || a.Org != "" {
		return true
	}
	country, _ := c.own(j)
	return country != ""
}

// sameTitle reports whether the definite nominal i, when its head is a
// title, may stand for mention j: the words just before the title in
// both, where both have one that tells which title it is, agree, so "the
// prime minister" is not the "chief minister" of the sentence before. A
// word that tells only whose or which one ("afghan", "fugitive", "two")
// is no part of the title.
func (c *corefScan) sameTitle(i, j int) bool {
	st, m := c.st, c.ms[i]
	last := m.EndToken - 1
	if last-1 < m.FirstToken || !roleWord(c.lx, st.Tokens[last].Form, roleTitle, 0) || !c.titleWord(last-1) {
		return true
	}
	head := corefSingular(st.Tokens[last].Form)
	cj := c.ms[j]
	from := titleStart(st, cj.FirstToken)
	for k := from + 1; k < cj.EndToken; k++ {
		if corefSingular(st.Tokens[k].Form) == head {
			return !c.titleWord(k-1) || actorNorm(st.Tokens[k-1].Form) == actorNorm(st.Tokens[last-1].Form)
		}
	}
	return true
}

// titleWord reports whether token k may be a word of a title before its
// head ("prime", "chief", "home"): not a determiner, number, punctuation
// or participle, nor a word the dictionary knows as no title or role (a
// country, a party).
func (c *corefScan) titleWord(k int) bool {
	t := c.st.Tokens[k]
	switch {
	case t.UPOS == "DET" || t.UPOS == "NUM" || t.UPOS == "PUNCT" || t.XPOS == "VBN" || t.XPOS == "VBG":
		return false
	case len(c.lx.entries[actorNorm(t.Form)]) == 0:
		return true
	}
	return roleWord(c.lx, t.Form, roleTitle|roleGeneric, 0)
}
