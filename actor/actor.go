// Package actor is the actor stage: it codes the names the ner stage found,
// and the nominal phrases it finds itself ("two American officers"), as
// actors (country, PLOVER sector, organisation) from the actor dictionary
// (lexicon/actors.txt and the user's), then links pronouns and other
// mentions to their antecedents (coref.go, the one place coreference is
// resolved).
package actor

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"sitrep/doc"
)

// Coder codes entity phrases as actors: country (ISO 3166-1 alpha-3),
// PLOVER sector, organisation, canonical name and anonymity. It reads the
// embedded dictionary (lexicon/actors.txt) and any user dictionaries, and
// codes a phrase from its parts: a country modifier ("Afghan", "U.S.",
// "Afghanistan's"), a role head ("soldier", "Interior Minister"), a named
// body ("Taliban", "NATO") and a personal name after a title. It is
// immutable after New and safe for concurrent use.
type Coder struct {
	lx *actorLexicon
}

// New loads the embedded actor dictionary and then the files in
// extra (the --actors flag), whose entries override the embedded ones. A
// malformed line is an error naming its file and line.
func New(extra ...string) (*Coder, error) {
	if nearWordsErr != nil {
		return nil, nearWordsErr
	}
	lx, err := loadLexicon(extra)
	if err != nil {
		return nil, err
	}
	return &Coder{lx: lx}, nil
}

// OrgSector returns the sector of the organisation org as the dictionary
// codes it on its own ("NATO" -> IGO, "Taliban" -> REB), or "".
func (c *Coder) OrgSector(org string) doc.Sector { return c.lx.orgs[org] }

// ActorMatch is an actor coding with the evidence behind it.
type ActorMatch struct {
	doc.Actor
	// Known is true when some dictionary entry matched the phrase.
	Known bool
	// Metonymic is true when a capital stands for its government
	// ("Washington says"): the actor is coded GOV of that country.
	Metonymic bool
	// FromContext is true when the country is the context country, not
	// one the phrase names.
	FromContext bool
	// Head is the index in the phrase of the role word the sector comes
	// from, or -1.
	Head int
	// NameStart and NameEnd delimit the personal or proper name in the
	// phrase (words[NameStart:NameEnd]); both are -1 when there is none.
	NameStart, NameEnd int
}

// Code codes a phrase given as tokens, with no context country.
func (c *Coder) Code(words []string) doc.Actor {
	return c.Match(words, "").Actor
}

// CodeIn codes a phrase given as tokens; context is the ISO code of the
// story's home country (HomeCountry), given to phrases that name a role but no country
// ("protesters", "Interior Ministry spokesman ...").
func (c *Coder) CodeIn(words []string, context string) doc.Actor {
	return c.Match(words, context).Actor
}

// dictItem is one dictionary match inside a phrase: words[start:end].
type dictItem struct {
	start, end int
	e          *dictEntry
}

// scan finds dictionary matches in words, longest first, left to right.
// Tokens lookups skip (hyphens) belong to the match around them.
func (lx *actorLexicon) scan(words []string) []dictItem {
	return lx.scanNorm(words, actorNorms(words))
}

// scanNorm is scan with norm[i] = actorNorm(words[i]) already known, as
// callers that code a whole story or segment have it. Keys are built in
// one buffer and looked up without becoming strings: the scan tries a key
// at almost every word, and a string a key cost the stage a third of its
// allocations.
func (lx *actorLexicon) scanNorm(words, norm []string) []dictItem {
	var items []dictItem
	var buf [128]byte
	for i := 0; i < len(words); {
		if norm[i] == "" {
			i++
			continue
		}
		var best dictItem
		key := buf[:0]
		n := 0
		for j := i; j < len(words) && n < lx.maxLen; j++ {
			if norm[j] == "" {
				continue
			}
			if n > 0 {
				key = append(key, ' ')
			}
			key = append(key, norm[j]...)
			n++
			if es, ok := lx.entries[string(key)]; ok {
				if e := pickEntry(es, words, norm, i, j+1); e != nil {
					best = dictItem{i, j + 1, e}
				}
			}
			if !lx.prefix[string(key)] {
				break
			}
		}
		if best.e == nil {
			i++
			continue
		}
		items = append(items, best)
		i = best.end
	}
	return items
}

// pickEntry returns the first entry whose case constraints words[i:j]
// meet, or nil.
func pickEntry(es []*dictEntry, words, norm []string, i, j int) *dictEntry {
	// Dictionary phrases are short: their words fit on the stack.
	var buf [8]string
	text := buf[:0]
	for k := i; k < j; k++ {
		if norm[k] != "" {
			text = append(text, words[k])
		}
	}
	for _, e := range es {
		dw := e.keyWords
		if len(dw) != len(text) {
			continue
		}
		ok := true
		for k := range dw {
			if !caseOK(dw[k], text[k]) {
				ok = false
				break
			}
		}
		if ok {
			return e
		}
	}
	return nil
}

// Words a phrase may start with that say nothing about the actor.
var skipWords = map[string]bool{
	"the": true, "a": true, "an": true, "this": true, "that": true, "these": true, "those": true,
	"some": true, "several": true, "many": true, "most": true, "all": true, "both": true, "few": true,
	"his": true, "her": true, "their": true, "its": true, "our": true, "your": true, "my": true,
	"another": true, "each": true, "every": true, "any": true, "no": true, "other": true, "such": true,
	"at": true, "least": true, "more": true, "than": true, "about": true, "up": true, "to": true,
	"nearly": true, "almost": true, "around": true, "over": true, "only": true, "just": true,
	"one": true, "two": true, "three": true, "four": true, "five": true, "six": true, "seven": true,
	"eight": true, "nine": true, "ten": true, "eleven": true, "twelve": true, "twenty": true, "thirty": true,
	"forty": true, "fifty": true, "hundred": true, "thousand": true, "dozen": true, "dozens": true,
	"hundreds": true, "thousands": true, "millions": true, "scores": true, "tens": true, "of": true,
	"first": true, "second": true, "third": true,
}

// Words that end the core of a noun phrase and start a modifier after it.
var prepositions = map[string]bool{
	"of": true, "in": true, "from": true, "at": true, "with": true, "for": true, "to": true, "on": true,
	"by": true, "near": true, "across": true, "inside": true, "outside": true, "against": true,
	"under": true, "within": true, "between": true, "among": true, "based": true, "operating": true,
	"ordered": true, "loyal": true, "and": true, "or": true,
}

// Words that end an actor phrase proper: what follows is a clause about it.
var clauseWords = map[string]bool{
	"who": true, "which": true, "that": true, "whose": true, "speaking": true, "according": true,
	"said": true, "says": true, "told": true, "when": true, "after": true, "while": true,
}

// Lower-case particles inside personal names: "Osama bin Laden".
var nameParticles = map[string]bool{
	"bin": true, "al": true, "el": true, "ibn": true, "abu": true, "de": true, "da": true, "van": true,
	"von": true, "der": true, "du": true, "la": true, "le": true, "di": true, "dos": true, "del": true, "ul": true,
}

// Match codes a phrase and says how. context is the story's home country
// (HomeCountry) or "".
func (c *Coder) Match(words []string, context string) ActorMatch {
	return c.match(words, context, true)
}

// match is Match; personContext says whether a titled person the
// dictionary does not know ("General John Allen") may take the context
// country too, which is safe only when the story is plainly about that
// one country.
func (c *Coder) match(words []string, context string, personContext bool) ActorMatch {
	m := ActorMatch{Head: -1, NameStart: -1, NameEnd: -1}
	if len(words) == 0 {
		return m
	}
	norm := actorNorms(words)
	anon := c.hasAnonCue(norm)
	segs := phraseSegments(words, norm)
	if len(segs) == 0 {
		return m
	}
	sm := c.codeSegment(words, norm, segs[0].start, segs[0].end)
	m = sm.ActorMatch
	for _, s := range segs[1:] {
		if m.Country != "" && m.Sector != "" && m.Name != "" {
			break
		}
		m.takeApposition(c.codeSegment(words, norm, s.start, s.end))
	}
	if m.Country == "" && context != "" && m.Sector != "" && m.Org == "" && doc.Sector(m.Sector) != doc.SectorIGO && doc.Sector(m.Sector) != doc.SectorNGO && !sm.noContext && (personContext || !sm.person) {
		m.Country, m.FromContext = context, true
	}
	m.Anonymous = m.Anonymous || anon
	return m
}

// phraseSeg is a segment of a phrase: words [start, end).
type phraseSeg struct{ start, end int }

// phraseSegments splits a phrase into the phrase proper, then its
// appositions ("his Afghan counterpart, Hamid Karzai"), at punctuation. A
// clause ("who asked not to be named", "speaking on condition ...") ends
// the phrase.
func phraseSegments(words, norm []string) []phraseSeg {
	var segs []phraseSeg
	start := 0
	for i := 0; i <= len(words); i++ {
		if i < len(words) {
			w := words[i]
			clause := clauseWords[norm[i]] && !allCaps(w) // "WHO" is the World Health Organization
			if !(w == "," || w == ";" || w == ":" || w == "(" || w == ")" || w == "--" || w == "—" || doc.IsQuoteMark(w) || clause) {
				continue
			}
		}
		if i > start {
			segs = append(segs, phraseSeg{start, i})
		}
		if i < len(words) && clauseWords[norm[i]] && !allCaps(words[i]) {
			break
		}
		start = i + 1
	}
	return segs
}

// takeApposition fills what m lacks from the coding a of an apposition:
// its name, and when the dictionary knows it, its country (over one taken
// from the context), sector, head and organisation.
func (m *ActorMatch) takeApposition(a segMatch) {
	if !a.Known && a.Name == "" {
		return
	}
	if m.Name == "" && a.NameStart >= 0 {
		m.Name, m.NameStart, m.NameEnd = a.Name, a.NameStart, a.NameEnd
	}
	if !a.Known {
		return
	}
	if m.Country == "" || m.FromContext {
		if a.Country != "" {
			m.Country, m.FromContext = a.Country, false
		}
	}
	if m.Sector == "" {
		m.Sector, m.Head = a.Sector, a.Head
	}
	if m.Org == "" {
		m.Org = a.Org
	}
	m.Known = true
}

// hasAnonCue reports whether an anonymity cue occurs in the phrase.
func (c *Coder) hasAnonCue(norm []string) bool { return c.anonCue(norm) >= 0 }

// anonCue returns the position of the first anonymity cue in norm, or -1.
func (c *Coder) anonCue(norm []string) int {
	best := -1
	for _, cue := range c.lx.anon {
		for i := 0; i+len(cue) <= len(norm); i++ {
			ok := true
			for k := range cue {
				if norm[i+k] != cue[k] {
					ok = false
					break
				}
			}
			if ok && (best < 0 || i < best) {
				best = i
			}
		}
	}
	return best
}

// segMatch carries a segment's coding and what the caller still needs.
type segMatch struct {
	ActorMatch
	noContext bool // "foreign troops": never the context country
	// person is set for a personal name after a bare title ("General
	// John Allen", "Archbishop Desmond Tutu"): nothing in the phrase ties
	// the person to the story's country.
	person bool
}

// codeSegment codes words[lo:hi], one noun phrase with its modifiers.
func (c *Coder) codeSegment(words, norm []string, lo, hi int) segMatch {
	m := segMatch{ActorMatch: ActorMatch{Head: -1, NameStart: -1, NameEnd: -1}}
	g := &segment{words: words, norm: norm, hi: hi, head: -1}
	g.lo, g.crowd = skipQuantities(words, norm, lo, hi)
	if g.lo >= hi {
		if g.crowd {
			m.Sector, m.Known = doc.SectorCVL, true
		}
		return m
	}
	c.findItems(g)
	m.Known = len(g.coreItems) > 0
	g.readModifiers()
	m.noContext = g.foreign
	g.name(&m)
	g.findBodies()

	sec := c.segmentSector(g, &m)
	if g.head >= 0 && g.org == nil && g.country == nil && m.NameStart >= g.coreItems[g.head].end &&
		g.coreItems[g.head].e.flags&roleTitle != 0 && bareTitle(g.coreItems, g.head) {
		m.person = true
	}
	if g.former && sec != "" {
		sec = doc.SectorELI
	}
	if g.org != nil {
		m.Org = g.org.org
	}
	g.setCountry(&m)
	// A name and nothing else: take what its prepositional phrase says
	// ("Kamran Bokhari at STRATFOR").
	if !m.Known && len(g.ppItems) > 0 {
		pp := c.codeSegment(words, norm, g.core+1, hi)
		if pp.Known {
			m.Country, sec, m.Org, m.Known = pp.Country, doc.Sector(pp.Sector), pp.Org, true
			m.noContext = pp.noContext
		}
	}
	if g.crowd && sec == "" {
		sec, m.Known = doc.SectorCVL, true
	}
	m.Sector = sec
	return m
}

// segmentSector is the sector of segment g by what codes it: its head
// role, else its organisation (whose name m takes where it has none),
// else its country (a capital alone standing for its government:
// metonymic), else "ethnic" people of a country.
func (c *Coder) segmentSector(g *segment, m *segMatch) doc.Sector {
	var sec doc.Sector
	switch {
	case g.head >= 0:
		sec = c.headed(g, m)
	case g.org != nil:
		sec = g.org.sector
		if m.Name == "" {
			m.Name = g.org.canonical
			if m.NameStart < 0 {
				for _, it := range g.coreItems {
					if it.e == g.org {
						m.NameStart, m.NameEnd = it.start, it.end
					}
				}
			}
		}
	case g.country != nil:
		sec = g.country.sector
		if g.country.kind == actorCapital && len(g.coreItems) == 1 {
			m.Metonymic = true
		}
	case g.ethnic:
		// "ethnic Albanians": people, of no country the word names, but
		// of the one they live in (a place after the phrase, or the
		// story's).
		for _, it := range g.coreItems {
			if it.e.kind == actorCountryPeople {
				sec = doc.SectorCVL
			}
		}
	}
	return sec
}

// segment is a noun phrase codeSegment is coding: words[lo:hi] with the
// dictionary matches of its core (up to the first preposition outside a
// match) and of the rest, and what they say.
type segment struct {
	words, norm        []string
	lo, hi, core       int
	coreItems, ppItems []dictItem
	crowd              bool // a quantity of people: "hundreds of", "crowds of"
	former             bool // "former": an elite, whatever the office
	foreign            bool // "foreign troops": never the context country
	ethnic             bool // "ethnic Turks": not of the country the word names
	head               int  // index in coreItems of the head role word, or -1
	org                *dictEntry
	country            *dictEntry // the country word of the core
	livesIn            *dictEntry // "the Kurds of Iraq": the country a people lives in
}

// skipQuantities returns where the phrase words[lo:hi] starts after its
// leading determiners and quantities ("two", "hundreds of", "at least"),
// and whether a crowd word was among them.
func skipQuantities(words, norm []string, lo, hi int) (int, bool) {
	crowd := false
	for lo < hi {
		w := norm[lo]
		if w != "" && !skipWords[w] && !isNumber(words[lo]) {
			break
		}
		if nearWords.crowd[w] {
			crowd = true
		}
		// "of" only after a quantity: "members of" is not skipped.
		if w == "of" && !(lo > 0 && (nearWords.crowd[norm[lo-1]] || isNumber(words[lo-1]))) {
			break
		}
		lo++
	}
	return lo, crowd
}

// findItems finds the dictionary matches of the segment and splits them at
// its core's end.
func (c *Coder) findItems(g *segment) {
	lo, hi, norm := g.lo, g.hi, g.norm
	items := c.lx.scanNorm(g.words[lo:hi], norm[lo:hi])
	kept := items[:0]
	for _, it := range items {
		it.start += lo
		it.end += lo
		// "Turkish-backed rebels" are not Turkish, nor is an "al
		// Qaeda-linked group" al Qaeda; a "U.S.-led coalition" is American.
		if it.end+1 < hi && norm[it.end] == "" && nearWords.backed[norm[it.end+1]] {
			continue
		}
		kept = append(kept, it)
	}
	items = kept
	// The core ends at the first preposition outside a dictionary match.
	g.core = hi
	covered := func(i int) bool {
		for _, it := range items {
			if it.start <= i && i < it.end {
				return true
			}
		}
		return false
	}
	for i := lo; i < hi; i++ {
		if prepositions[norm[i]] && !covered(i) {
			g.core = i
			break
		}
	}
	for _, it := range items {
		if it.end <= g.core {
			g.coreItems = append(g.coreItems, it)
		} else if it.start >= g.core {
			g.ppItems = append(g.ppItems, it)
		}
	}
}

// readModifiers reads the flags of the core's modifiers and finds its
// head: the last role word that can head a phrase.
func (g *segment) readModifiers() {
	for _, it := range g.coreItems {
		if it.e.kind == actorRole {
			if it.e.flags&roleFormer != 0 {
				g.former = true
			}
			if it.e.flags&roleForeign != 0 {
				g.foreign = true
			}
			if it.e.canonical == "ethnic" {
				g.ethnic = true
			}
		}
	}
	for k := len(g.coreItems) - 1; k >= 0; k-- {
		e := g.coreItems[k].e
		if e.kind == actorRole && e.flags&roleMod == 0 {
			g.head = k
			break
		}
	}
}

// name finds a personal or proper name: capitalised words after the last
// match ("spokesman Zabihullah Mujahid"), or the whole core when nothing
// matched ("Hamid Karzai").
func (g *segment) name(m *segMatch) {
	lastItemEnd := g.lo
	if len(g.coreItems) > 0 {
		lastItemEnd = g.coreItems[len(g.coreItems)-1].end
	}
	if ns, ne := nameRun(g.words, g.norm, lastItemEnd, g.core); ne > ns {
		m.NameStart, m.NameEnd = ns, ne
		if len(g.coreItems) > 0 && g.head < 0 {
			// A body followed by more of its name: "U.N. Assistance Mission".
			last := g.coreItems[len(g.coreItems)-1]
			if last.e.kind == actorNamed && last.end == ns {
				m.NameStart = last.start
			}
		}
		m.Name = joinWords(g.words[m.NameStart:m.NameEnd])
	}
}

// findBodies finds the core's named body (the last), its country word (the
// first) and, for a people "of" a country, the country it lives in ("the
// Albanians of southern Serbia", "the Kurds of Iraq").
func (g *segment) findBodies() {
	for k := len(g.coreItems) - 1; k >= 0; k-- {
		if e := g.coreItems[k].e; e.kind == actorNamed {
			g.org = e
			break
		}
	}
	for _, it := range g.coreItems {
		e := it.e
		if e.kind == actorCountryName || e.kind == actorCapital ||
			(e.kind == actorCountryPeople || e.kind == actorCountryAdj) && !g.ethnic {
			g.country = e
			break
		}
	}
	if g.country != nil && g.country.kind == actorCountryPeople && g.head < 0 && g.org == nil && g.core < g.hi && g.norm[g.core] == "of" {
		for _, it := range g.ppItems {
			if k := it.e.kind; k == actorCountryName || k == actorCapital {
				g.livesIn = it.e
				break
			}
		}
	}
}

// headed codes a segment with a head role word and returns its sector:
// the head's, or what a generic head ("spokesman") takes from its
// modifiers or its "of" phrase, or an armed group's for a state role in
// it; it fills the head, anonymity and a name the title goes with.
func (c *Coder) headed(g *segment, m *segMatch) doc.Sector {
	h := g.coreItems[g.head]
	m.Head = h.start
	sec := h.e.sector
	if h.e.flags&roleAnon != 0 {
		m.Anonymous = true
	}
	switch {
	case h.e.flags&roleGeneric != 0:
		sec = c.genericSector(g, m, sec)
	case g.org == nil && (sec == doc.SectorGOV || sec == doc.SectorMIL || sec == doc.SectorCOP):
		sec = armedGroupRole(g, sec)
	case g.org != nil:
		// An armed group's commander is a rebel; an IGO's troops are troops.
		switch g.org.sector {
		case doc.SectorREB, doc.SectorUAF, doc.SectorCRM, doc.SectorOPP, doc.SectorPTY, doc.SectorNGO, doc.SectorMED, doc.SectorBUS:
			switch sec {
			case doc.SectorGOV, doc.SectorMIL, doc.SectorCOP, doc.SectorLEG, doc.SectorJUD, doc.SectorSPY:
				sec = g.org.sector
			}
		}
	}
	g.headName(m, h)
	return sec
}

// genericSector is the sector of a generic head ("Taliban spokesman",
// "security sources", "army chief"): that of the role or named body
// before it, else that of its "of" phrase ("members of the Taliban",
// "leader of the opposition"), whose country and organisation m takes;
// else sec, the head's own.
func (c *Coder) genericSector(g *segment, m *segMatch, sec doc.Sector) doc.Sector {
	for k := g.head - 1; k >= 0; k-- {
		e := g.coreItems[k].e
		if e.sector != "" && (e.kind == actorRole || e.kind == actorNamed) {
			return e.sector
		}
	}
	if g.org == nil && g.country == nil && len(g.ppItems) > 0 {
		pp := c.codeSegment(g.words, g.norm, g.core+1, g.hi)
		if pp.Known {
			m.Country, m.Org = pp.Country, pp.Org
			if pp.Sector != "" && !(pp.Head < 0 && pp.Org == "" && pp.Country != "") {
				sec = doc.Sector(pp.Sector)
			}
			m.noContext = m.noContext || pp.noContext
		}
	}
	return sec
}

// armedGroupRole gives a state sector sec of the head the sector of an
// armed group's role word before it: "rebel commanders", "militia
// leader", "guerrilla army" are the group's, not the state's.
func armedGroupRole(g *segment, sec doc.Sector) doc.Sector {
	for k := g.head - 1; k >= 0; k-- {
		if e := g.coreItems[k].e; e.kind == actorRole && e.flags&roleMod == 0 {
			switch e.sector {
			case doc.SectorREB, doc.SectorUAF, doc.SectorCRM:
				return e.sector
			}
			return sec
		}
	}
	return sec
}

// headName names the person or institution a segment with head h names
// where m has no name yet: a title and a person the dictionary knows
// ("President Bush"), or an institution written as a name ("Interior
// Ministry").
func (g *segment) headName(m *segMatch, h dictItem) {
	if last := g.coreItems[len(g.coreItems)-1]; m.NameStart < 0 && h.e.flags&roleTitle != 0 && last.e.flags&namedPerson != 0 && last.start >= h.end {
		m.NameStart, m.NameEnd = last.start, last.end
		m.Name = joinWords(g.words[last.start:last.end])
	}
	if m.NameStart < 0 && h.e.flags&roleTitle == 0 {
		if ns, ne := capRun(g.words, g.norm, g.coreItems, g.head); ne > ns {
			m.NameStart, m.NameEnd = ns, ne
			m.Name = joinWords(g.words[ns:ne])
		}
	}
}

// setCountry sets the segment's country unless its "of" phrase has: a
// country word in the core, else the named body's own, else a country
// after a preposition ("refugees from Iraq").
func (g *segment) setCountry(m *segMatch) {
	if m.Country == "" {
		switch {
		case g.livesIn != nil:
			m.Country = g.livesIn.country
		case g.country != nil:
			m.Country = g.country.country
		case g.org != nil:
			m.Country = g.org.country
			if g.org.country == "" {
				m.noContext = true
			}
		}
	}
	if m.Country == "" && !m.noContext && g.org == nil {
		for _, it := range g.ppItems {
			e := it.e
			if e.kind == actorCountryName || e.kind == actorCountryAdj || e.kind == actorCapital || e.kind == actorCountryPeople {
				m.Country = e.country
				break
			}
			if e.kind == actorNamed && e.country != "" {
				m.Country = e.country
				break
			}
		}
	}
}

// bareTitle reports whether the role words of a phrase are only its
// title at head and modifiers ("former", "senior"): no institution
// ("Interior Ministry spokesman") that would place the person.
func bareTitle(items []dictItem, head int) bool {
	for k, it := range items {
		if k == head || it.e.kind == actorRole && it.e.flags&(roleMod|roleTitle) != 0 && it.e.flags&roleGeneric == 0 {
			continue
		}
		return false
	}
	return true
}

// nameRun returns the run of capitalised words in words[from:to]
// that are not dictionary words, allowing name particles inside it.
func nameRun(words, norm []string, from, to int) (int, int) {
	i := from
	for i < to && norm[i] == "" {
		i++
	}
	start := i
	end := i
	for j := i; j < to; j++ {
		w := words[j]
		switch {
		case isCapitalised(w):
			end = j + 1
		case norm[j] == "" || nameParticles[norm[j]]:
			// a hyphen or particle inside a name
		default:
			return start, end
		}
	}
	return start, end
}

// capRun returns the capitalised run of non-country words ending at
// the head item (an institution name: "Interior Ministry"), or an empty
// range when the head is lower case.
func capRun(words, norm []string, items []dictItem, head int) (int, int) {
	h := items[head]
	for k := h.start; k < h.end; k++ {
		if norm[k] != "" && !isCapitalised(words[k]) {
			return 0, 0
		}
	}
	start := h.start
	for k := head - 1; k >= 0; k-- {
		it := items[k]
		if it.end != start || it.e.kind != actorRole {
			break
		}
		capOK := true
		for x := it.start; x < it.end; x++ {
			if norm[x] != "" && !isCapitalised(words[x]) {
				capOK = false
			}
		}
		if !capOK {
			break
		}
		start = it.start
	}
	if start == h.start && h.end-h.start == 1 && start == 0 {
		// One capitalised word at the start of a phrase may only be
		// sentence case: "Police said".
		return 0, 0
	}
	return start, h.end
}

func isCapitalised(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

func isNumber(w string) bool {
	digits := false
	for _, r := range w {
		switch {
		case unicode.IsDigit(r):
			digits = true
		case r != ',' && r != '.':
			return false
		}
	}
	return digits
}

// joinWords joins words with spaces, gluing hyphens and possessives.
func joinWords(ws []string) string {
	var b strings.Builder
	for i, w := range ws {
		if i > 0 && w != "-" && w != "'s" && w != "'" && ws[i-1] != "-" {
			b.WriteByte(' ')
		}
		b.WriteString(w)
	}
	return b.String()
}
