package event

import (
	"slices"

	"sitrep/doc"
)

// Judgements: a party that says of an act or of another party that it is a
// crime, a mistake or unacceptable ("the minister said the raid was a
// cowardly act", "“It is a crime,” the mayor said") disapproves of it,
// PLOVER's ACCUSE, though no verb of accusing is used. What a verb of naming
// calls its object ("called the plan reckless", "described the militia as
// a terror army") is left out: measured, it added duplicates of
// condemnations already coded and no recall. The predicate carries the
// judgement, so the judging words live in lexicon/lemmas.txt
// ([judgements]).

// judgement returns the accusation that predicate i tells, or nil: i is a
// judging noun or adjective (or a noun a judging adjective modifies: "a
// murderous act") that is the copular complement of what someone says
// ("said the decision was illegal"), not denied, and not said of the
// speaker itself. Its actor is the speaker, its target what is judged.
func (c *Coder) judgement(t *tree, i int) *candidate {
	tok := &t.st.Tokens[i]
	// Every untriggered token of the story is asked: the copula, a walk
	// of its few children, rules out most before the lexicon is read.
	if tok.UPOS != "ADJ" && tok.UPOS != "NOUN" || tok.Head < 0 || t.child(i, "cop") < 0 || !judging(t, i) ||
		t.negated(i) || !c.said(t, i) {
		return nil
	}
	actor, target := t.child(tok.Head, "nsubj"), judged(t, t.child(i, "nsubj"))
	if actor >= 0 && target >= 0 && selfJudged(t, target, actor) {
		return nil // "said their own raid was a mistake": no one accuses himself
	}
	return &candidate{trig: i, actor: actor, target: target, sent: tok.Sentence,
		tr: Trigger{Lemma: t.lemma(i), POS: tok.UPOS, Plover: "ACCUSE", Mode: "disapprove", Cameo: "11", Origin: "syntax"}}
}

// accused reports whether the story already tells the accusation or
// disapproval that judgement j words: one in its sentence or a sentence
// beside it ("condemned the raid, calling it cowardly"; "The mayor
// condemned the raid. It was a crime, she said"), or one by the same
// speaker anywhere (a condemnation told over several sentences is one
// act).
func accused(t *tree, cands []*candidate, j *candidate) bool {
	for _, cd := range cands {
		if cd.tr.Plover != "ACCUSE" {
			continue
		}
		if cd.sent >= j.sent-1 && cd.sent <= j.sent+1 || cd.actor >= 0 && j.actor >= 0 && oneParty(t, cd.actor, j.actor) {
			return true
		}
	}
	return false
}

// judgementMade reports whether cd is a judgement that syntax made of a
// predicate (judgement): told with "would" or "will" ("would be a
// mistake"), it is made as it is told.
func judgementMade(cd *candidate) bool {
	return cd.tr.Origin == "syntax" && cd.tr.Plover == "ACCUSE"
}

// judging reports whether token i is a judging word, or a noun that one
// modifies ("a cowardly act", "a blatant violation").
func judging(t *tree, i int) bool {
	if vocab.judgements[t.lemma(i)] {
		return true
	}
	if t.st.Tokens[i].UPOS != "NOUN" {
		return false
	}
	return slices.ContainsFunc(t.kids[i], func(k int) bool {
		return doc.BaseRel(t.st.Tokens[k].Rel) == "amod" && vocab.judgements[t.lemma(k)]
	})
}

// said reports whether the copular clause i is what a verb of saying
// reports ("X said the attack was a crime", "“It is a crime,” X said").
func (c *Coder) said(t *tree, i int) bool {
	switch doc.BaseRel(t.st.Tokens[i].Rel) {
	case "ccomp", "parataxis":
	default:
		return false
	}
	cv, ok := c.claimVerb(t, t.st.Tokens[i].Head)
	return ok && cv.Kind == doc.ClaimReported
}

// oneParty reports whether tokens a and b stand for the same party: one
// referent, or one head word ("the ministry" ... "the ministry"). Unlike
// sameSpeaker, a pronoun the parse links to no one is no match: "it" in
// "said it was a crime" is the act judged.
func oneParty(t *tree, a, b int) bool {
	ra, rb := t.referent(a), t.referent(b)
	return ra == rb || t.lemma(ra) == t.lemma(rb) && t.st.Tokens[ra].UPOS != "PRON"
}

// selfJudged reports whether the party judged, target, is the speaker,
// actor: its own deed ("said its decision was a mistake"), "we", or the
// speaker's head word again. Another pronoun is the act or party judged,
// whoever the parse links it to ("said it was a crime").
func selfJudged(t *tree, target, actor int) bool {
	tok := &t.st.Tokens[target]
	switch {
	case tok.UPOS != "PRON":
		return oneParty(t, target, actor)
	case tok.Rel == "nmod:poss":
		return t.referent(target) == t.referent(actor)
	}
	return firstPerson(t, target)
}

// judged returns the party a judgement is of: the subject or object k, or
// its owner where k is someone's words or deed ("Trump's comments were a
// violation": Trump); -1 stays -1.
func judged(t *tree, k int) int {
	if k < 0 {
		return -1
	}
	if o := t.child(k, "nmod:poss"); o >= 0 && t.st.Tokens[k].UPOS == "NOUN" {
		return o
	}
	return k
}

// blame returns the accusation that adjective i tells when someone lays a
// deed at a party's door ("the minister said the rebels were responsible
// for the bombing"), or nil: a [blame-heads] adjective, the copular
// complement of what a verb of saying reports, not denied, with a "for"
// phrase whose head is the trigger of a candidate, acts, so that a duty
// ("said the council is responsible for the roads") tells none. Its actor
// is the speaker, its target the party held to blame, not the speaker
// itself. Unlike [judgements], the word judges only with the deed it
// names, so it is not one of them.
func (c *Coder) blame(t *tree, i int, acts map[int]*candidate) *candidate {
	tok := &t.st.Tokens[i]
	if tok.UPOS != "ADJ" || !vocab.blameHeads[t.lemma(i)] || tok.Head < 0 || t.child(i, "cop") < 0 || t.negated(i) || !c.said(t, i) {
		return nil
	}
	deed := slices.ContainsFunc(t.kids[i], func(k int) bool {
		r := doc.BaseRel(t.st.Tokens[k].Rel)
		return (r == "obl" || r == "advcl") && t.marker(k) == "for" && acts[k] != nil
	})
	actor, target := t.child(tok.Head, "nsubj"), t.child(i, "nsubj")
	if !deed || target < 0 || actor >= 0 && selfJudged(t, target, actor) || ownDeed(t, target, actor) {
		return nil
	}
	return &candidate{trig: i, actor: actor, target: target, sent: tok.Sentence,
		tr: Trigger{Lemma: t.lemma(i), POS: tok.UPOS, Plover: "ACCUSE", Mode: "allege", Cameo: "11", Origin: "syntax"}}
}

// ownDeed reports whether a pronoun held to blame, target, may be the
// speaker, actor, claiming the deed ("the group said it was responsible
// for the attack"): first person, linked to no one, or linked to the
// speaker. A pronoun that stands for another party accuses it.
func ownDeed(t *tree, target, actor int) bool {
	if t.st.Tokens[target].UPOS != "PRON" {
		return false
	}
	return firstPerson(t, target) || t.referent(target) == target || actor >= 0 && oneParty(t, target, actor)
}
