package actor

import (
	"strings"

	"sitrep/doc"
)

// Sex of a person as the story tells it: unknown, or told one way.
const (
	sexUnknown = iota
	sexMale
	sexFemale
)

// pronounSex returns the sex a person pronoun tells ("he": male), else
// sexUnknown.
func pronounSex(w string) int {
	switch strings.ToLower(w) {
	case "he", "him", "his", "himself":
		return sexMale
	case "she", "her", "hers", "herself":
		return sexFemale
	}
	return sexUnknown
}

// sexOf returns the sex the story has told, before mention i, of the
// person whose first mention is root: by a person pronoun already linked
// to that person ("Begum ... she"), or an honorific or title just before
// one of its names ("Mr Javid", words.txt [male] and [female]). Told both
// ways, or not at all, it is sexUnknown.
func (c *corefScan) sexOf(root, i int) int {
	st, ms := c.st, c.ms
	told := [3]bool{}
	for j := 0; j < i && j < len(ms); j++ {
		if c.root(j) != root {
			continue
		}
		m := ms[j]
		if m.Label == doc.LabelPRON {
			told[pronounSex(st.Slice(m.Span))] = true
			continue
		}
		if k := m.FirstToken - 1; k >= 0 && k < len(st.Tokens) && m.Label == doc.LabelPER {
			w := strings.TrimSuffix(strings.ToLower(st.Tokens[k].Form), ".")
			told[sexMale] = told[sexMale] || nearWords.male[w]
			told[sexFemale] = told[sexFemale] || nearWords.female[w]
		}
	}
	switch {
	case told[sexMale] && !told[sexFemale]:
		return sexMale
	case told[sexFemale] && !told[sexMale]:
		return sexFemale
	}
	return sexUnknown
}

// agrees reports whether person pronoun i may stand for mention j's
// person: no sex the story told of that person contradicts the pronoun's.
func (c *corefScan) agrees(i, j int) bool {
	want := pronounSex(c.st.Slice(c.ms[i].Span))
	if want == sexUnknown {
		return true
	}
	got := c.sexOf(c.root(j), i)
	return got == sexUnknown || got == want
}

// corefSubjectWord reports whether token p is a clause's subject ("he
// said") or the possessive of one ("his forces attacked").
func corefSubjectWord(st *doc.Story, p int) bool {
	t := st.Tokens[p]
	if strings.HasPrefix(t.Rel, "nsubj") {
		return true
	}
	return t.Rel == "nmod:poss" && t.Head >= 0 && t.Head < len(st.Tokens) && strings.HasPrefix(st.Tokens[t.Head].Rel, "nsubj")
}

// earlierPerson links person pronoun i, a subject or a subject's
// possessive that no rule linked, to the one person of the nearest
// sentence within corefWindow before that names any, when neither its
// own sentence nor the one before names one: a speaker quoted at length
// ("Tillerson said ... \"...\" \"...\" he added") is told of again
// as "he", the quotation naming no one. Two persons there, or a pronoun
// of the other sex, leave it unlinked.
func (c *corefScan) earlierPerson(i int) {
	ms, st := c.ms, c.st
	if p := ms[i].FirstToken; ms[i].EndToken != p+1 || !corefSubjectWord(st, p) {
		return
	}
	si, nearest := c.sentOf(ms[i]), -1
	ent := map[int]int{} // root -> most recent mention
	for j := i - 1; j >= 0 && c.sentOf(ms[j]) >= si-corefWindow; j-- {
		s := c.sentOf(ms[j])
		switch {
		case !c.isPerson(j):
			continue
		case s >= si-1:
			return // a person near: rule 1's to decide
		case ms[j].Label == doc.LabelPRON:
			continue // a link of the parse rules, too weak to pass on
		case nearest < 0:
			nearest = s
		case s != nearest:
			j = 0 // only the nearest sentence naming anyone
			continue
		}
		if _, ok := ent[c.root(j)]; !ok && c.agrees(i, j) {
			ent[c.root(j)] = j
		}
	}
	if len(ent) == 1 {
		for _, j := range ent {
			c.link(i, j)
		}
	}
}
