package event

import (
	"slices"
	"strings"
	"unicode"

	"sitrep/doc"
)

// distinctCue reports whether b is told as an incident besides those told
// before it: a distinct word on its trigger ("another attack"), on the
// noun of the phrase holding it ("in a separate attack, ... was killed"),
// or as an adverb of its sentence ("Separately, ...", "Elsewhere, ...").
func distinctCue(t *tree, b *candidate) bool {
	st := t.st
	for _, k := range t.kids[b.trig] {
		switch doc.BaseRel(st.Tokens[k].Rel) {
		case "det", "amod", "advmod":
			if vocab.distinctWords[t.lemma(k)] {
				return true
			}
		}
	}
	for _, h := range t.children(b.trig, "obl") {
		// "was killed in a separate attack", but not "killed with two
		// other Americans".
		if t.marker(h) != "in" {
			continue
		}
		for _, k := range t.kids[h] {
			if l := t.lemma(k); doc.BaseRel(st.Tokens[k].Rel) == "amod" && vocab.distinctWords[l] && l != "other" {
				return true
			}
		}
	}
	a := t.aside(b.sent)
	return a >= 0 && a < b.trig
}

// timeApart reports whether a time apart stands between two mentions of
// one sentence, b told after a: "a day after", "two weeks before", "hours
// after", not a unit told as a date ("took the pass this week after a
// short push"). "A bomb killed 11 people, a day after an attack on a
// police post wounded four" tells two incidents; but "arrested a few
// hours after the attack" dates the arrest by the attack told before.
func timeApart(t *tree, a, b *candidate) bool {
	if a.sent != b.sent || a.trig >= b.trig || b.definite {
		return false
	}
	st := t.st
	for k := a.trig + 1; k < b.trig; k++ {
		switch t.lemma(k) {
		case "after", "before", "earlier", "later":
			if k > 0 && vocab.timeUnits[t.lemma(k-1)] && st.Tokens[k-1].UPOS == "NOUN" && !deictic(t, k-1) {
				return true
			}
		}
	}
	return false
}

// deictic reports whether time unit k is told as a date ("this month",
// "last week") rather than a span between two happenings ("a month",
// "the week after").
func deictic(t *tree, k int) bool {
	for _, c := range t.kids[k] {
		switch t.lemma(c) {
		case "this", "that", "last", "next", "each", "every":
			return true
		}
	}
	return false
}

// aside returns the first token of sentence si that sets the sentence
// apart from what was told before ("Separately", "Elsewhere" as adverbs),
// or -1. The story is read once: merging asks for every pair of mentions.
func (t *tree) aside(si int) int {
	if t.asideAt == nil {
		t.asideAt = make([]int, len(t.st.Sentences))
		for i := range t.asideAt {
			t.asideAt[i] = -1
		}
		for k := range t.st.Tokens {
			s := t.st.Tokens[k].Sentence
			if s < 0 || s >= len(t.asideAt) || t.asideAt[s] >= 0 {
				continue
			}
			if l := t.lemma(k); (l == "separately" || l == "elsewhere") && doc.BaseRel(t.st.Tokens[k].Rel) == "advmod" {
				t.asideAt[s] = k
			}
		}
	}
	if si < 0 || si >= len(t.asideAt) {
		return -1
	}
	return t.asideAt[si]
}

// aggregate reports whether cd tells many incidents at once: spread
// across a land ("attacks across the country killed more than a
// hundred"), counted by several ("protests broke out in several
// cities", "three attacks") or by a collective ("a wave of bombings"). A round-up story leads with one
// and then tells each town's attack with its own toll; the aggregate is no
// retelling of any of them.
func aggregate(t *tree, cd *candidate) bool {
	st := t.st
	for _, k := range t.kids[cd.trig] {
		// "attacks across the country", "protests throughout the
		// region", "strikes nationwide"
		switch {
		case doc.BaseRel(st.Tokens[k].Rel) == "obl" || doc.BaseRel(st.Tokens[k].Rel) == "nmod":
			if m := t.marker(k); m == "across" || m == "throughout" {
				return true
			}
		case t.lemma(k) == "nationwide" || t.lemma(k) == "countrywide":
			return true
		}
	}
	tok := &st.Tokens[cd.trig]
	if tok.UPOS != "NOUN" || tok.XPOS != "NNS" || cd.definite || vocab.weapons[t.lemma(cd.trig)] {
		return false
	}
	if h := tok.Head; h >= 0 && vocab.collectives[t.lemma(h)] && t.marker(cd.trig) == "of" {
		return true
	}
	for _, k := range t.kids[cd.trig] {
		switch doc.BaseRel(st.Tokens[k].Rel) {
		case "amod", "det":
			if vocab.manyWords[t.lemma(k)] {
				return true // "several attacks", "multiple bombings"
			}
		case "nummod":
			if l := t.lemma(k); l != "one" && l != "1" {
				return true // "three attacks", "two protests"
			}
		}
	}
	return false
}

// furtherAct reports whether b's trigger is told as another act than a's
// by the same doer: at another appearance ("again demanded"), or "also"
// made of an addressee a did not name ("also urged the railway board").
// Analysts code several demands made at one appearance to one addressee
// as one request, so "also" with no addressee of its own ("the chamber
// also requested that ...") or with a's ("also asked the minister")
// tells the same act's further content. The convention is written for
// demands, and read for every category sameDoer weighs: "also accused the
// army of looting" after "accused the army of shelling" is one
// accusation's further content too, while "also accused the police"
// names a second accused, a second act.
func furtherAct(t *tree, a, b *candidate) bool {
	for _, k := range t.children(b.trig, "advmod") {
		switch t.lemma(k) {
		case "again":
			return true
		case "also":
			return newAddressee(t, a, b)
		}
	}
	return false
}

// newAddressee reports whether b's trigger is made of an addressee
// (its object, or the body "called on" or "appealed to") naming someone
// other than a's (a's target, or its trigger's addressee, which the party
// rules may have left uncoded): not a pronoun, and with a word a's do not
// have, its head or a modifier ("the commerce ministry" after "the
// finance ministry"), while "the collector" after "the district
// collector" is the same.
func newAddressee(t *tree, a, b *candidate) bool {
	var known []string
	if a.ev.Target != nil {
		known = addresseeWords(a.ev.Target.Text)
	}
	for _, o := range addressees(t, a.trig) {
		known = append(known, addresseeWords(t.st.Slice(t.phrase(o)))...)
	}
	for _, o := range addressees(t, b.trig) {
		if t.st.Tokens[o].UPOS == "PRON" {
			continue
		}
		if slices.ContainsFunc(addresseeWords(t.st.Slice(t.phrase(o))), func(w string) bool { return !slices.Contains(known, w) }) {
			return true
		}
	}
	return false
}

// addresseeWords returns the words that name an addressee: nameWords, and
// the short names written in capitals that it leaves out ("UN", "EU").
func addresseeWords(s string) []string {
	out := nameWords(s)
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len(w) == 2 && strings.ToUpper(w) == w {
			out = append(out, strings.ToLower(w))
		}
	}
	return out
}

// addressees returns the heads of trigger k's addressees: whom a demand
// or a request is made of ("urged the board", "asked him", "called on the
// ministry", "appealed to the bank").
func addressees(t *tree, k int) []int {
	out := append(t.children(k, "obj"), t.children(k, "iobj")...)
	for _, o := range t.children(k, "obl") {
		if m := t.marker(o); m == "on" || m == "to" {
			out = append(out, o)
		}
	}
	return out
}

// linkedApart reports whether incident mentions a and b, told in one
// sentence, are two acts that a verb links as cause and effect or as an
// act and the force that meets it (lemmas.txt [linking-verbs]): "an attack
// that led to joint airstrikes", "killed by troops repelling an assault on
// the base", "the gas attack persuaded the president to launch missile
// strikes". The verb holds one of the two in its object or complement and
// not the other; each side has its own doer and is coded apart.
func linkedApart(t *tree, a, b *candidate) bool {
	return a.sent == b.sent && incidents[a.ev.Type.Plover] && (linkedTo(t, a, b) || linkedTo(t, b, a))
}

// linkReach is how many arcs linkedTo climbs from a trigger to the
// complement of the linking verb: three from "missile" in "persuaded the
// president to launch missile strikes" (missile, strikes, launch), or
// from "raids" in "persuaded the navy to launch raids", where the parser
// hangs "to launch" on "navy". An act further down ("led to criticism of
// the hunt for deals") is what the effect is about, not the effect.
const linkReach = 3

// linkedTo reports whether y is, or heads, the object or complement of a
// linking verb whose complement does not hold x. A casualty on either side
// is the toll of the act told with it: "led to the deaths of ten", and
// "troops repelled an attack, killing five", which ACLED codes as one
// armed clash.
func linkedTo(t *tree, x, y *candidate) bool {
	if vocab.casualtyLemmas[y.tr.Lemma] || vocab.casualtyLemmas[x.tr.Lemma] {
		return false
	}
	toks := t.st.Tokens
	for c, n := y.trig, 0; toks[c].Head >= 0 && n < linkReach; c, n = toks[c].Head, n+1 {
		v := toks[c].Head
		switch doc.BaseRel(toks[c].Rel) {
		case "obj", "obl", "xcomp", "ccomp":
			if toks[v].UPOS == "VERB" && vocab.linkingVerbs[t.lemma(v)] {
				return !t.dominates(c, x.trig)
			}
		case "compound", "conj", "acl":
		default:
			return false
		}
	}
	return false
}

// furtherStatement reports whether b, an accusation told in a later
// sentence than a and aimed at another party, is told as a further one by
// its adverb ("He also accused the finance minister of ..." after "accused
// the government of ..."): the speaker's charge against a second party is
// an act of its own. Told of the same party, or of none, it is the first
// one told again; demands and appeals told again with "also" ("also
// appealed for calm") are one act more often than two (docs/QUALITY.md,
// accuse).
func furtherStatement(t *tree, a, b *candidate) bool {
	if b.ev.Type.Plover != "ACCUSE" || b.sent == a.sent || a.target < 0 || b.target < 0 || oneParty(t, a.target, b.target) {
		return false
	}
	return slices.ContainsFunc(t.kids[b.trig], func(k int) bool {
		return doc.BaseRel(t.st.Tokens[k].Rel) == "advmod" && vocab.further[t.lemma(k)]
	})
}

// otherCounterpart reports whether b, a meeting told in a later sentence
// than a, is held with another counterpart: both name whom the doer met,
// and the two parties are named apart (partyAgreement), neither pointing
// back to the other ("the prince" after "Crown Prince Frederik"), nor is
// either one the other mention's doer ("the governor met the union
// leader ... the union leader held talks with the governor"). "The envoy
// toured a port in Kenya ... In Kampala he met Uganda's president" tells
// two meetings; a retelling names the same counterpart or none. Kept for
// CONSULT alone: read for the other dealings (AGREE, COOPERATE) it parted
// retellings of one deal (docs/QUALITY.md, speechmerge).
func otherCounterpart(a, b *candidate) bool {
	x, y := a.ev.Target, b.ev.Target
	if b.ev.Type.Plover != "CONSULT" || a.sent == b.sent || x == nil || y == nil || pointsBack(x, y) || partyAgreement(x, y, 1, 1) >= 0 {
		return false
	}
	return partyAgreement(a.ev.Actor, y, 1, 0) <= 0 && partyAgreement(x, b.ev.Actor, 1, 0) <= 0
}
