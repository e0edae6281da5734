package count

import (
	"strings"
	"unicode"

	"sitrep/doc"
	"sitrep/internal/polarity"
)

// This file holds the counts that no number states: a casualty word whose
// subject is one person ("a man was shot dead", "the governor died",
// "Ali Khan was killed"), several named or singular people ("a soldier and
// his brother were killed" is 2), a bare plural ("civilians were wounded")
// or a nominalised adjective ("the wounded").

// modal reports whether lower-case form w is a modal, which makes a
// casualty hypothetical ("could be killed"), or its contraction ("'ll").
func modal(w string) bool { return polarity.Modal(w) || polarity.ModalContraction(w) }

// noSubjects are words before a casualty verb that count no one of their
// own: pronouns and negations. The relative pronouns count no one either;
// they are the lexicon's [relatives] (lexicon.relatives), read beside.
var noSubjects = map[string]bool{"it": true, "there": true,
	"anyone": true, "anybody": true, "nobody": true, "one": true, "what": true, "whether": true, "if": true, "no": true,
	"none": true, "this": true, "not": true, "he": true, "she": true, "i": true, "you": true, "everyone": true,
	"everybody": true, "someone": true, "somebody": true}

// conjunct is one part of a subject: its words [start, end) and what it counts.
type conjunct struct {
	start, end int
	plural     bool // a bare or definite plural: at least one person, number unknown
	definite   bool // "the soldiers", "they": people told of before
}

// implicitSubjects adds a count for each passive, intransitive or
// predicate casualty word that no count is tied to, read from its subject:
// one for each singular noun phrase or name, at least one for a plural.
// Relative clauses mostly recall an earlier death: "who was killed" counts
// its one antecedent as background, other relatives are left out. It also
// reads "the dead", "the wounded" and "the injured".
func (c *Counter) implicitSubjects(st *doc.Story, sc *scratch, first, si int) {
	lx := c.lx
	ws := sc.words
	for j := 0; j < len(ws); j++ {
		t, n := lx.triggerAt(ws, j)
		if t == nil || !t.has('P') || t.has('N') {
			continue
		}
		if to := infinitiveTo(ws, j); to > 0 && t.kind == doc.Killed && !sc.tied(first, to, j+n-1) && c.singledOut(sc, to, j, si) {
			continue
		}
		// Walk back over fillers and auxiliaries to the subject.
		a, number, aux, modal := lx.beforeVerb(ws, j)
		if modal || a == 0 || sc.tied(first, a, j+n-1) {
			continue
		}
		if !aux && (t.has('A') || !lx.intransitive[ws[j].lower]) || ws[j].lower == "lost" && len(t.words) == 1 {
			continue // "police killed", "two dead": active or a headline, read elsewhere; "lost" alone is no death
		}
		s := a - 1
		// "a reporter who was killed in the shelling": one person, whose
		// death a feature story recalls as its own incident. The count is
		// a memory of the story's news, so Fatalities leaves it out; an
		// arrest told so ("who was detained last year") is a party's
		// past, not an event's count.
		relative := false
		if w := ws[s].lower; (w == "who" || w == "whom") && t.kind == doc.Killed && number == 1 && aux && s > 0 {
			s, relative = antecedent(ws, s), true
			if c.ofPhrase(ws, s) {
				continue // "the family of a constable who was shot dead": the news is the family's
			}
		}
		if w := ws[s].lower; noSubjects[w] || lx.relatives[w] {
			continue
		}
		c.subjectCount(st, sc, t, subjectAt{verb: j, words: n, subj: s, number: number, aux: aux, relative: relative}, si)
	}
	// "the dead", "the wounded": people the text counts without a number.
	c.nominalCasualties(sc, first, si)
}

// subjectAt is where implicitSubjects found a casualty word's subject:
// the word at verb (words long), the subject's last word subj, the number
// its verb agrees in (1, -1 for plural, 0 unknown), whether an auxiliary
// stands before the verb, and whether the subject is a relative pronoun's
// antecedent.
type subjectAt struct {
	verb, words, subj, number int
	aux, relative             bool
}

// subjectCount adds the count a casualty word's subject tells (at): one
// person after "was" or "has been", else one for each conjunct of the
// subject, at least one for a plural.
func (c *Counter) subjectCount(st *doc.Story, sc *scratch, t *trigger, at subjectAt, si int) {
	lx := c.lx
	ws := sc.words
	j, n, s, number := at.verb, at.words, at.subj, at.number
	if number == 1 && at.aux {
		// "was killed", "has been killed": one person, whatever the
		// words before say ("Mazid Uddin (45), an activist").
		b, e, ok := c.subjectSpan(ws, s, j)
		if !ok {
			return // no word before the verb names anyone
		}
		q := doc.Quantity{Span: doc.Span{Start: ws[b].start, End: ws[e-1].end},
			Kind: t.kind, Best: 1, Low: 1, High: 1, Trigger: ws[j].first}
		claimed := lx.claimedSingle(ws, b, t.kind, true)
		sc.out = append(sc.out, found{Quantity: q, sentence: si, numTok: -1, head: ws[e-1].lower, implicit: true,
			background: at.relative || claimed || lx.isBackground(ws, b, j) || lx.altAfter(ws, j+n), claimed: claimed})
		return
	}
	if ws[j].lower == "dies" {
		number = 1
	}
	cs := c.conjuncts(st, ws, s, t, at.aux)
	if len(cs) == 0 {
		return
	}
	if number == 1 && (len(cs) > 1 || cs[0].plural) {
		return // "the family was killed": agreement says one, words say more
	}
	if number == -1 && len(cs) == 1 && !cs[0].plural {
		return // "the police were attacked": a collective noun, not one person
	}
	best, plural, definite := 0, false, true
	for _, x := range cs {
		best++
		plural = plural || x.plural
		definite = definite && x.definite
	}
	b, e := cs[len(cs)-1].start, cs[0].end
	q := doc.Quantity{Span: doc.Span{Start: ws[b].start, End: ws[e-1].end},
		Kind: t.kind, Best: best, Low: best, High: best, Trigger: ws[j].first}
	if plural {
		q.High, q.Qualifier = 0, doc.QualifierUnspecified
	}
	natural := t.kind == doc.Killed && lx.illness(ws, j)
	claimed := lx.claimedSingle(ws, b, t.kind, best == 1 && !plural)
	sc.out = append(sc.out, found{Quantity: q, sentence: si, numTok: -1, head: ws[e-1].lower,
		implicit: true, unspecified: plural, definite: definite && plural,
		background: lx.isBackground(ws, b, j) || lx.altAfter(ws, j+n) || natural || claimed, natural: natural, claimed: claimed})
}

// ordinals single out one person among the dead: "the first nurse to die".
var ordinals = map[string]bool{"first": true, "second": true, "third": true, "fourth": true, "fifth": true,
	"last": true, "latest": true, "only": true}

// singledOut counts the one person an ordinal singles out before the
// infinitive "to" at ws[to] whose death ws[j] tells: "became the first
// British woman to die when ...", "the third reporter to be killed this
// year". The infinitive is no intent here: the ordinal tells a death that
// happened. A plural ("the first two soldiers to die") or a modal before
// ("would be the first to die") counts no one.
func (c *Counter) singledOut(sc *scratch, to, j, si int) bool {
	ws := sc.words
	b := -1
	for k := to - 1; k >= 0 && k >= to-5; k-- {
		if ws[k].lower == "the" {
			b = k
			break
		}
		if c.npStop(ws, k) && !ordinals[ws[k].lower] {
			return false
		}
	}
	if b < 0 || !ordinals[ws[b+1].lower] {
		return false
	}
	if h := ws[to-1].lower; h != ws[b+1].lower && !c.lx.persons[h] && !c.lx.personCompound(h) {
		return false
	}
	for k := b - 1; k >= 0 && k >= b-2; k-- {
		if modal(ws[k].lower) {
			return false
		}
	}
	q := doc.Quantity{Span: doc.Span{Start: ws[b].start, End: ws[to-1].end},
		Kind: doc.Killed, Best: 1, Low: 1, High: 1, Trigger: ws[j].first}
	sc.out = append(sc.out, found{Quantity: q, sentence: si, numTok: -1, head: ws[to-1].lower,
		implicit: true, background: c.lx.isBackground(ws, b, j)})
	return true
}

// infinitiveTo returns the "to" of an infinitive casualty word at ws[j]
// ("to die", "to be killed"), or -1.
func infinitiveTo(ws []word, j int) int {
	to := j - 1
	if to > 0 && ws[to].lower == "be" {
		to--
	}
	if to > 0 && ws[to].lower == "to" {
		return to
	}
	return -1
}

// tied reports whether a count found since sc.out[first] is tied to a
// word in ws[lo..hi].
func (sc *scratch) tied(first, lo, hi int) bool {
	ws := sc.words
	for _, f := range sc.out[first:] {
		if f.Trigger >= ws[lo].first && f.Trigger <= ws[hi].last {
			return true
		}
	}
	return false
}

// beforeVerb walks back from the casualty word at ws[j] over auxiliaries,
// fillers and adverbs to where its subject ends (a), and reads the
// auxiliaries: number 1 for "was", "is", "has", -1 for "were", "are",
// "have"; isModal for "will", "could", "should" and the like (modal).
func (lx *lexicon) beforeVerb(ws []word, j int) (a, number int, aux, isModal bool) {
	a = j
	for a > 0 && a > j-6 {
		w := ws[a-1].lower
		if lx.aux[w] && !ws[a-1].caps {
			switch w {
			case "was", "is", "has":
				number = 1
			case "were", "are", "have":
				number = -1
			}
			// The modals of [aux] ("will", "could" and the like).
			isModal = isModal || modal(w)
			aux = true
			a--
			continue
		}
		adverb := strings.HasSuffix(w, "ly") && !lx.persons[w] && ws[a-1].upos != "NOUN" && ws[a-1].upos != "PROPN" ||
			w == "also" || w == "all" || w == "both" || w == "each" || w == "still" || w == "then"
		// Before the auxiliary only adverbs: in "one attacker was
		// killed" the participle is the subject's.
		if adverb || !aux && lx.fillers[w] && (w != "and" || a >= 2 && strings.HasSuffix(ws[a-2].lower, "ed")) {
			a--
			continue
		}
		if modal(w) {
			isModal = true // "should be killed"
		}
		break
	}
	return a, number, aux, isModal
}

// ofPhrase reports whether the noun phrase ending at ws[s] hangs on "of"
// ("the family of a constable", "the death of a student"): a person the
// sentence's news is about only through another noun.
func (c *Counter) ofPhrase(ws []word, s int) bool {
	b, _, ok := c.subjectSpan(ws, s, -1)
	return ok && b > 0 && ws[b-1].lower == "of"
}

// antecedent returns the last word of the noun phrase that the relative
// pronoun at ws[rel] (rel > 0) follows. A comma before the pronoun opens a
// non-restrictive clause ("the bomber, who was killed"), so the phrase
// ends before it; but after an age the comma also closes an apposition
// ("Selim Arslan, 34, who"), which subjectSpan skips back over from the
// comma itself.
func antecedent(ws []word, rel int) int {
	s := rel - 1
	if ws[s].lower != "," || s == 0 {
		return s
	}
	if w := ws[s-1].lower; isDigitWord(w) || ws[s-1].upos == "NUM" {
		return s
	}
	return s - 1
}

// nominalCasualties reads "the dead", "the wounded", "those injured":
// people the text counts without a number.
func (c *Counter) nominalCasualties(sc *scratch, first, si int) {
	lx := c.lx
	ws := sc.words
	for i := 1; i < len(ws); i++ {
		var kind doc.QuantityKind
		switch ws[i].lower {
		case "dead":
			kind = doc.Killed
		case "wounded", "injured":
			kind = doc.Injured
		default:
			continue
		}
		if d := ws[i-1].lower; d != "the" && d != "those" || sc.tied(first, i, i) || !c.nominal(ws, i) {
			continue
		}
		q := doc.Quantity{Span: doc.Span{Start: ws[i-1].start, End: ws[i].end},
			Kind: kind, Best: 1, Low: 1, Qualifier: doc.QualifierUnspecified, Trigger: ws[i].first}
		sc.out = append(sc.out, found{Quantity: q, sentence: si, numTok: -1,
			implicit: true, unspecified: true, definite: true, background: lx.isBackground(ws, i-1, i)})
	}
}

// nominal reports whether the adjective at ws[i] ("dead", "wounded") heads
// its noun phrase ("the wounded were taken to hospital", "among the dead")
// rather than modifying a noun ("the wounded soldier").
func (c *Counter) nominal(ws []word, i int) bool {
	if i+1 >= len(ws) {
		return true
	}
	nx := ws[i+1]
	w := nx.lower
	if w == "of" && i+2 < len(ws) && ws[i+2].lower == "night" {
		return false // "at the dead of night"
	}
	switch nx.upos {
	case "NOUN", "PROPN", "ADJ", "NUM":
		return false
	}
	if npEnders[w] || c.lx.breakers[w] || c.lx.aux[w] || w == "." || w == "included" || w == "include" || w == "includes" ||
		w == "were" || w == "and" || w == "or" || w == "among" || w == "had" {
		return true
	}
	if nx.upos == "VERB" || nx.upos == "AUX" || nx.upos == "ADV" || nx.upos == "PUNCT" || nx.upos == "ADP" {
		return true
	}
	return false
}

// subjectSpan returns the words [b, e) of the subject that ends at ws[s]:
// an apposition or age before the verb is skipped back over ("Tamerlan,
// 26,", "a commander, a militia leader,") to the head noun phrase. A comma
// or bracket that closes no apposition skipApposition can read is passed
// over too (parentheticalHead, given the subject's verb at ws[verb], or
// -1), so the span is words, never the mark; ok is false when no word
// before ws[s] can name the subject.
func (c *Counter) subjectSpan(ws []word, s, verb int) (b, e int, ok bool) {
	k := c.skipApposition(ws, s)
	if k < 0 {
		k = c.parentheticalHead(ws, s, verb)
	}
	if k < 0 {
		return s, s + 1, false
	}
	b = k
	for b > 0 && k-b < 6 && !c.npStop(ws, b-1) && ws[b-1].lower != "and" && ws[b-1].lower != "," {
		b--
	}
	return b, k + 1, true
}

// parentheticalHead returns the head of the subject that the comma or
// bracket at ws[s] closes when skipApposition cannot read it. The parse,
// when there is one, names the subject of the verb at ws[verb]: "On 3 May,
// a farmer who was taken from his field on 1 May, was found dead" (the
// first comma ends no apposition). Without it, the mark that opens the
// stretch ws[s] closes decides: a noun phrase right after it that a
// relative clause follows is the subject, set off from an opening phrase
// (the farmer above); else the stretch is a parenthetical too long or too
// verbal for an apposition ("Omar Haddad, thought to be the man who ran
// the cell's money, was killed"), and the word before the mark is the
// head. With no mark opening it (a stray comma: "karim, was arrested") it
// is the nearest word before ws[s]; -1 when there is none.
func (c *Counter) parentheticalHead(ws []word, s, verb int) int {
	for k := s - 1; verb >= 0 && k >= 0; k-- {
		if ws[k].head == ws[verb].first && doc.BaseRel(ws[k].rel) == "nsubj" && isWord(ws[k].lower) {
			return k
		}
	}
	open := "("
	if ws[s].lower == "," {
		open = ","
	}
	for p := s - 1; p > 0 && p > s-maxParenthetical; p-- {
		if w := ws[p].lower; w == open {
			if r := c.relativeAfter(ws, p+1, s); r >= 0 {
				return r - 1
			}
			if isWord(ws[p-1].lower) {
				return p - 1
			}
			break
		} else if w == "." || w == ";" {
			break
		}
	}
	for p := s - 1; p >= 0; p-- {
		if isWord(ws[p].lower) {
			return p
		}
	}
	return -1
}

// relativeAfter returns the relative pronoun that follows a noun phrase
// starting at ws[b] ("a farmer who was taken ..."), looking no further
// than ws[e], or -1 when the words from b are no such phrase.
func (c *Counter) relativeAfter(ws []word, b, e int) int {
	for k := b; k < e && k < b+7; k++ {
		if c.lx.relatives[ws[k].lower] {
			if k > b {
				return k
			}
			return -1
		}
		if c.npStop(ws, k) {
			return -1
		}
	}
	return -1
}

// maxParenthetical bounds how many words back parentheticalHead looks for
// the mark that opens a parenthetical: longer, the mark is more likely a
// clause break of its own than the parenthetical's start.
const maxParenthetical = 30

// isWord reports whether w holds a letter or digit: a word, not a mark.
func isWord(w string) bool {
	return strings.IndexFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0
}

// skipApposition returns the last word of the noun phrase before an
// apposition or parenthesis that ends at ws[s], s itself when there is
// none, or -1 when the comma or bracket opens nothing.
func (c *Counter) skipApposition(ws []word, s int) int {
	open := ""
	switch ws[s].lower {
	case ",":
		open = ","
	case ")":
		open = "("
	default:
		return s
	}
	for p := s - 1; p > 0 && p > s-14; p-- {
		w := ws[p].lower
		if w == open {
			if p == s-1 {
				return -1
			}
			// A parenthesis may follow an apposition: "Ali (45), an activist,".
			if q := p - 1; q > 0 && (ws[q].lower == ")" || ws[q].lower == ",") {
				if r := c.skipApposition(ws, q); r >= 0 {
					return r
				}
			}
			return p - 1
		}
		if w == "." || w == ";" || w == "\"" || c.lx.triggers[w] != nil || c.lx.aux[w] && !ws[p].caps {
			return -1
		}
	}
	return -1
}

// npStop reports whether ws[k] cannot belong to a subject noun phrase read
// leftwards: a clause word, auxiliary, casualty word, preposition, verb or
// number.
func (c *Counter) npStop(ws []word, k int) bool {
	w := ws[k].lower
	if w == "'s" || w == "'" {
		return false // "Syria's army", "the men's families"
	}
	if w == "," || w == "and" {
		return true
	}
	if npEnders[w] || c.lx.breakers[w] || c.lx.aux[w] && !ws[k].caps || w == "." {
		return true
	}
	if t, _ := c.lx.triggerAt(ws, k); t != nil {
		return true
	}
	switch ws[k].upos {
	case "VERB", "AUX", "ADP", "SCONJ", "PUNCT", "NUM", "PRON":
		return true
	}
	if _, ok := c.lx.wordNumber(w); ok || isDigitWord(w) {
		return true
	}
	return w == "" || (w[0] < 'a' || w[0] > 'z') && !ws[k].title
}

// conjuncts reads the subject that ends at ws[s] as a list of conjoined
// noun phrases, nearest first, each one person or a plural. Reading stops
// at the first part that counts no person ("the army shelled the town and
// civilians were wounded" gives only "civilians"). t is the casualty word:
// after an auxiliary a killing verb vouches for a person ("an operator was
// killed"); "died" needs a person noun, a name or a plural of people.
func (c *Counter) conjuncts(st *doc.Story, ws []word, s int, t *trigger, aux bool) []conjunct {
	lx := c.lx
	var out []conjunct
	sawAnd := false
	k := c.skipApposition(ws, s)
	for k >= 0 && len(out) < 6 {
		// The phrase runs back from k to a stop word, "and" or ",".
		b := k
		for b > 0 && k-b < 6 && !c.npStop(ws, b-1) {
			b--
		}
		if b > k {
			break
		}
		if b > 0 {
			// A number the patterns did not tie ("Seventeen monitors,
			// journalists and protesters") counts the whole subject.
			if _, ok := lx.wordNumber(ws[b-1].lower); ok || isDigitWord(ws[b-1].lower) {
				return nil
			}
		}
		x, ok := c.classify(st, ws, b, k+1, aux)
		if !ok {
			break
		}
		out = append(out, x)
		// Another conjunct before: "X and Y", "X, Y and Z", "X, Y, and Z".
		// A comma alone is an apposition or a clause break unless an
		// "and" was crossed already.
		if b < 2 || ws[b-1].lower != "and" && (ws[b-1].lower != "," || !sawAnd) {
			break
		}
		if ws[b-1].lower == "and" {
			sawAnd = true
		}
		k = b - 2
		if ws[b-1].lower == "and" && ws[k].lower == "," {
			k-- // "X, Y, and Z"
		}
	}
	return out
}

// possessives and determiners that open a conjunct.
var dets = map[string]bool{"the": true, "a": true, "an": true, "his": true, "her": true, "their": true,
	"its": true, "this": true, "that": true, "these": true, "those": true, "our": true, "my": true, "another": true}

// classify reads ws[b:e] as one person or a plural of people.
func (c *Counter) classify(st *doc.Story, ws []word, b, e int, aux bool) (conjunct, bool) {
	lx := c.lx
	x := conjunct{start: b, end: e}
	det := ""
	p := b
	for p < e && dets[ws[p].lower] {
		det = ws[p].lower
		p++
	}
	if p >= e {
		return x, false
	}
	if p == e-1 && det == "" {
		switch ws[p].lower {
		case "they", "we":
			x.plural, x.definite = true, true
			return x, true
		}
	}
	head := ws[e-1]
	h := head.lower
	if lx.units[h] || weekdays[h] || lx.months[h] || head.caps {
		return x, false // "cattle", "Monday", "US"
	}
	definite := det == "the" || det == "these" || det == "those" || det == "their" || det == "its"
	// A name: every word capitalised, not at the sentence start alone.
	name := true
	for q := p; q < e; q++ {
		if !ws[q].title || ws[q].caps {
			name = false
		}
	}
	if name && e-p <= 5 && det == "" && !(p == 0 && e == 1 && c.plural(h)) && head.upos != "NOUN" && c.personName(st, ws, p, e) {
		return x, true
	}
	if name && !(p == 0 && e == 1) {
		// "the National Guard", "Taliban Fighters": not a person's name.
		if det != "" && c.plural(h) {
			x.plural, x.definite = true, definite
			return x, true
		}
		return x, false
	}
	switch {
	case lx.persons[h] || lx.personCompound(h):
		return x, true
	case c.plural(h):
		x.plural, x.definite = true, definite
		return x, true
	}
	return x, false
}

// personName reports whether ws[p:e] names a person: the named-entity
// layer calls it PER, or, without it, nothing calls it a place or body.
func (c *Counter) personName(st *doc.Story, ws []word, p, e int) bool {
	for _, m := range st.Mentions {
		if m.Start <= ws[e-1].start && ws[e-1].end <= m.End {
			return m.Label == doc.LabelPER
		}
	}
	return len(st.Mentions) == 0 || ws[e-1].upos == "PROPN"
}

// plural reports whether w is a plural noun for people: "civilians",
// "policemen", "children", "people", "protesters".
func (c *Counter) plural(w string) bool {
	lx := c.lx
	if lx.crowd[w] {
		return true
	}
	switch w {
	case "people", "persons", "children", "women", "men", "civilians", "others", "residents", "villagers":
		return true
	}
	if strings.HasSuffix(w, "men") && lx.persons[w[:len(w)-3]+"man"] {
		return true
	}
	if strings.HasSuffix(w, "ies") && lx.persons[w[:len(w)-3]+"y"] {
		return true
	}
	if strings.HasSuffix(w, "es") && lx.persons[w[:len(w)-2]] {
		return true
	}
	if strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		s := w[:len(w)-1]
		return lx.persons[s] || lx.personCompound(s)
	}
	return false
}
