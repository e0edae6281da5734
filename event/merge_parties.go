package event

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"sitrep/doc"
)

// sameActor reports whether two parties are known and the same: coded to one
// country and, where both are named, one name.
func sameActor(a, b *doc.Party) bool {
	if a == nil || b == nil || a.Country != b.Country {
		return false
	}
	if a.Name != "" && b.Name != "" {
		return a.Name == b.Name
	}
	return a.Country != "" || strings.EqualFold(a.Text, b.Text)
}

// sameDoer reports whether two mentions of a statement or a dealing (a
// category other than the incidents, which a story retells without naming
// who did them) may tell one act: neither names its doer, or both name the
// same one. Coded alike (sameActor), whatever their targets: a speaker's
// accusation retold against another object of it is as often the same
// act as a second one (split by targets, train.jsonl gained three events
// and the `check` half lost precision: docs/QUALITY.md, merge). Or b
// naming it by a word of a's ("the orchestra" after "a youth orchestra
// from Bergen", "the resolution" after "a security council resolution")
// when b is not told as another act (furtherAct) and the two, naming
// each a target, name the same: one doer's demands of two people are two
// demands. A mention that names no doer beside one that does ("hospital directors were asked to report daily", after the
// ministry asked them) is the same act when both name one target. So are
// a mention naming no party at all in another sentence (bare), one naming
// only a target in another sentence than one naming only a doer (halves), a doer
// told by a pronoun of one person ("his", "he") after a named one, when
// the two name no different targets, a noun whose possessor is the doer
// ("Quito's complaint"), and two triggers linked in one sentence.
func sameDoer(t *tree, a, b *candidate) bool {
	x, y := a.ev.Actor, b.ev.Actor
	if x == nil && y == nil || sameActor(x, y) {
		return true
	}
	if furtherAct(t, a, b) {
		return false
	}
	if l := linked(t, a, b); l == "obl" || l == "nmod" || l == "conj" && (x == nil || y == nil) {
		// "as agreed in a deal": the noun is the verb's own act; "met
		// the minister and the plan was discussed": the second verb
		// tells the meeting with its doer left to the first.
		return true
	}
	if reciprocal[a.ev.Type.Plover] && x != nil && (bothParties(y) || y != nil && !bothParties(x) && (groupOf(t, x) || groupOf(t, y))) {
		// "The rebel commander and the army chief agreed a truce ...
		// Both sides agreed that ...": the plural names the two parties
		// of the dealing told before; "the leaders", "the allies"
		// (groupOf) hold the member the other mention names.
		return true
	}
	if p := possessorParty(t, b); p != nil && x != nil && partyAgreement(x, p, 1, 0) > 0 {
		// "Beijing's accusation", "the union's demand": the possessor
		// of a speech act's noun is who made it.
		return true
	}
	tx, ty := a.ev.Target, b.ev.Target
	shared := tx != nil && ty != nil && partyAgreement(tx, ty, 1, 1) > 0
	if x == nil || y == nil {
		return shared || nounBesideDoer(t, a, b) || a.sent != b.sent && (bare(a) || bare(b) || halves(a, b) || halves(b, a))
	}
	if pronounOf(t, x, y) && (tx == nil || ty == nil || shared) {
		// "The minister resigned ... his resignation": a pronoun names
		// whom the story has named already.
		return true
	}
	return partyAgreement(x, y, 1, 0) > 0 && (tx == nil || ty == nil || shared)
}

// halves reports whether a names only a target and b only a doer, one
// that is not a's target (sameDoer asks it both ways round): "the truce was
// agreed with the governor", after "rebel commanders agreed to pull back";
// "the curbs on traffic were eased", after "the council decided to ease
// curbs". Each tells the half of one act the other leaves out; a second
// act of the kind comes with a party the first leaves open. A doer that is
// a's target ("talks with the opposition ... the opposition's talks")
// names the other side of a dealing, which joining would make the doer.
// Measured in QUALITY.md (dups): four duplicates of train.jsonl, a
// spurious event of the check half.
func halves(a, b *candidate) bool {
	x, tx := a.ev.Actor, a.ev.Target
	y, ty := b.ev.Actor, b.ev.Target
	return x == nil && tx != nil && y != nil && ty == nil && partyAgreement(tx, y, 1, 0) <= 0
}

// bare reports whether cd names neither doer nor target ("the talks",
// "an appeal for cheaper diesel", "it was agreed that ..."). Told in
// another sentence than an act of its kind that names its parties, it
// tells that act, before or after the naming: a new act is told with its
// parties. In one sentence, two such mentions are as often two acts ("a
// sentence of 40 years" and "was convicted of") as one.
func bare(cd *candidate) bool {
	return cd.ev.Actor == nil && cd.ev.Target == nil
}

// pronounOf reports whether doer y, told by a pronoun of one person ("he",
// "his"), stands for the doer x named before it: the pronoun's antecedent
// when the coreference step linked one, else the person last named (by
// name or by a singular nominal: "the transport minister") as a subject
// before the pronoun, is x. A person named as an object ("he
// charged Ortiz with ...; he alleged") seldom takes the pronoun over.
func pronounOf(t *tree, x, y *doc.Party) bool {
	if x.Span.End > y.Span.Start {
		return false
	}
	i := t.tokenFrom(y.Span.Start)
	if i >= len(t.st.Tokens) || t.st.Tokens[i].Span != y.Span || !vocab.personPronouns[t.lemma(i)] {
		return false
	}
	if k := t.pronounAt(i); k >= 0 {
		if a := t.st.Mentions[k].Antecedent; a >= 0 && a < len(t.st.Mentions) {
			return mentionNames(t, &t.st.Mentions[a], x)
		}
	}
	last := -1
	for k := range t.st.Mentions {
		if m := &t.st.Mentions[k]; onePerson(t, m) && m.End <= y.Span.Start && (last < 0 || m.Start > t.st.Mentions[last].Start) && t.subject(m.Span) {
			last = k
		}
	}
	return last >= 0 && mentionNames(t, &t.st.Mentions[last], x)
}

// onePerson reports whether mention m may name one person: a name, or a
// nominal headed by a singular role noun of one person ("the health
// minister"), not an institution ("the government", "the ministry").
func onePerson(t *tree, m *doc.Mention) bool {
	if m.Label == doc.LabelPER {
		return true
	}
	if m.Label != doc.LabelNOM {
		return false
	}
	h := t.spanHead(m.Span)
	return h >= 0 && t.st.Tokens[h].XPOS == "NN" && personRoles[t.lemma(h)]
}

// personRoles are the role nouns of one person (lexicon/persons.txt), and
// peopleNouns the nouns of people or of a body of them that the actor
// stage may leave uncoded (thingActor); DefaultLexicon fails when they did
// not read.
var (
	personRoles, peopleNouns map[string]bool
	personRolesErr           = readWordClasses(lexiconFS, "persons.txt", []string{"person-roles", "people"}, []*map[string]bool{&personRoles, &peopleNouns})
)

// subject reports whether the phrase at sp is a clause's subject, or in
// apposition to one ("the treasurer, Peter Lund, said").
func (t *tree) subject(sp doc.Span) bool {
	h := t.spanHead(sp)
	for n := 0; h >= 0 && n < 4; n++ {
		switch doc.BaseRel(t.st.Tokens[h].Rel) {
		case "nsubj":
			return true
		case "appos", "flat", "compound":
			h = t.st.Tokens[h].Head
		default:
			return false
		}
	}
	return false
}

// mentionNames reports whether mention m names party p: it lies inside p's
// words, or its last word is one of them ("Holmqvist" after "Jan
// Holmqvist").
func mentionNames(t *tree, m *doc.Mention, p *doc.Party) bool {
	if p.Span.Start <= m.Start && m.End <= p.Span.End {
		return true
	}
	if m.EndToken <= m.FirstToken {
		return false
	}
	last := t.st.Tokens[m.EndToken-1].Form
	for _, w := range strings.Fields(p.Text) {
		if strings.Trim(w, ",.'\"") == last {
			return true
		}
	}
	return false
}

// partyAgreement scores two mentions' parties in one role: w when they
// share a word that names them ("the Taliban", "Taliban gunmen") or their
// code; -w when both are coded to different countries; -apart when both
// are named and share nothing: a story that tells a new incident brings in
// its own parties ("Houthi fighters attacked a border post"), where a
// retelling names the same ones or none. Parties coded to one country and
// one side of it (oneSide) are not apart, whatever their words: a
// president and his government's delegation, a ministry and its police.
func partyAgreement(a, b *doc.Party, w, apart float64) float64 {
	if a == nil || b == nil {
		return 0
	}
	wa, wb := nameWords(a.Text), nameWords(b.Text)
	if anaphoricParty(b.Text) && len(wb) > 0 && !slices.ContainsFunc(wb, func(x string) bool { return !slices.Contains(wa, x) }) {
		// "The pirates" after "Somali and Yemeni pirates": a definite
		// phrase whose every word repeats the party told before is
		// that party, whatever country its context coded it to.
		return w
	}
	if a.Country != "" && b.Country != "" && a.Country != b.Country {
		return -w
	}
	if a.Name != "" && a.Name == b.Name || a.Name == "" && b.Name == "" && a.Country != "" && a.Country == b.Country &&
		a.Sector != "" && a.Sector != doc.SectorCVL && a.Sector == b.Sector {
		// One name, or one code of a body ("Turkish" and "Turkey": the
		// Turkish state); civilians of one country are anyone.
		return w
	}
	for _, x := range wb {
		if slices.Contains(wa, x) {
			return w
		}
	}
	if len(wa) > 0 && len(wb) > 0 && !anaphoricParty(b.Text) && !oneSide(a, b) {
		return -apart
	}
	return 0
}

// oneSide reports whether two parties are coded to one country and to
// sectors of one side of a conflict (sideFamily).
func oneSide(a, b *doc.Party) bool {
	return a.Country != "" && a.Country == b.Country && a.Sector != "" && b.Sector != "" &&
		sideFamily(a.Sector) == sideFamily(b.Sector)
}

// anaphoricParty reports whether a party's words point back to one told
// before ("the attackers", "its fighters", "they") rather than bring one
// in ("Houthi fighters", "an anti-terrorism unit").
func anaphoricParty(text string) bool {
	first, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(text)), " ")
	switch first {
	case "the", "this", "that", "these", "those", "its", "his", "her", "their", "our", "my", "your",
		"they", "he", "she", "it", "them", "him", "we", "who", "which", "both", "all", "each":
		return true
	}
	return false
}

// nameWords returns the lower-cased words of a party's text that may name
// it: not articles, pronouns, numbers or the words that only count or
// quantify. A word of two letters is most often one of these ("of",
// "he"); written in capitals it is a name ("UN", "EU") and kept whole.
func nameWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool {
		return !unicode.IsLetter(r) && r != '-'
	}) {
		// Letters, not bytes: "É" is one letter written in two bytes.
		lw, n := strings.ToLower(w), utf8.RuneCountInString(w)
		switch {
		case n == 2 && lw != w && strings.ToUpper(w) == w:
			out = append(out, lw)
		case n > 2 && !partyStopWords[lw]:
			out = append(out, strings.TrimSuffix(lw, "s"))
		}
	}
	return out
}

// partyStopWords are words in party phrases that do not tell one party
// from another.
var partyStopWords = map[string]bool{"the": true, "and": true, "his": true, "her": true, "its": true,
	"their": true, "our": true, "who": true, "which": true, "that": true, "this": true, "those": true,
	"these": true, "all": true, "many": true, "some": true, "several": true, "dozens": true, "scores": true,
	"hundreds": true, "thousands": true, "least": true, "more": true, "than": true, "about": true,
	"other": true, "people": true, "person": true, "one": true, "two": true, "three": true, "four": true,
	"five": true, "six": true, "seven": true, "eight": true, "nine": true, "ten": true, "for": true, "with": true}

// possessorParty returns the party of cd told as its trigger's possessor
// ("Beijing's accusation"), or nil.
func possessorParty(t *tree, cd *candidate) *doc.Party {
	for _, p := range []*doc.Party{cd.ev.Actor, cd.ev.Target} {
		if p == nil {
			continue
		}
		if h := t.spanHead(p.Span); h >= 0 && t.st.Tokens[h].Head == cd.trig && t.st.Tokens[h].Rel == "nmod:poss" {
			return p
		}
	}
	return nil
}

// reciprocal are the categories of dealings two parties do together, whose
// retellings name them as one plural ("the two leaders", "both sides").
var reciprocal = map[string]bool{"CONSULT": true, "AGREE": true, "COOPERATE": true}

// groupOf reports whether party p is a definite plural of people that
// points back ("the leaders", "the allies", "all"): in a dealing done
// together, the group holds the member the other mention names ("the
// minister met the governor ... the leaders discussed"), whichever comes
// first. Beside a party that is itself both sides ("both armies will
// pull back, the negotiators agreed") it is the other group, not a member.
func groupOf(t *tree, p *doc.Party) bool {
	w := strings.Fields(strings.ToLower(p.Text))
	if len(w) == 1 {
		return w[0] == "all"
	}
	h := t.spanHead(p.Span)
	return len(w) == 2 && w[0] == "the" && h >= 0 && t.st.Tokens[h].XPOS == "NNS"
}

// bothParties reports whether party p's words name the two sides of a
// dealing as one: "both sides", "both governments", "the two leaders",
// "the sides", "the parties".
func bothParties(p *doc.Party) bool {
	if p == nil {
		return false
	}
	w := strings.Fields(strings.ToLower(p.Text))
	if len(w) < 2 || len(w) > 3 {
		return false
	}
	return w[0] == "both" || w[0] == "the" && (w[1] == "two" || w[1] == "sides" || w[1] == "parties")
}
