package event

import (
	"slices"
	"testing"

	"sitrep/doc"
)

// These trees are the shapes a second parser gives where the shipped one
// gives the shapes the repairs were written for (issue 12).

func TestPassiveSubjectSkipsParticipleAux(t *testing.T) {
	st := parsedStory(t, "testdata/misparsed/strikingaux.conllu")
	toks := slices.Clone(st.Tokens)
	if !repairPassiveSubject(newTree(st), toks) {
		t.Fatal("no repair")
	}
	striking, nurses := tokenIndex(st, 0, "Striking"), tokenIndex(st, 0, "nurses")
	if toks[nurses].Rel != "nsubj" {
		t.Errorf("nurses: rel %q, want nsubj (the ones who called off)", toks[nurses].Rel)
	}
	if toks[striking].Head != nurses || toks[striking].Rel != "amod" {
		t.Errorf("Striking: head %d rel %q, want %d amod", toks[striking].Head, toks[striking].Rel, nurses)
	}
}

func TestOrderedParticipleBareClause(t *testing.T) {
	st := parsedStory(t, "testdata/misparsed/orderedccomp.conllu")
	toks := slices.Clone(st.Tokens)
	if !repairOrderedParticiple(newTree(st), toks) {
		t.Fatal("no repair")
	}
	smugglers, jailed := tokenIndex(st, 0, "smugglers"), tokenIndex(st, 0, "jailed")
	if toks[smugglers].Rel != "nsubj:pass" || toks[jailed].Rel != "xcomp" {
		t.Errorf("smugglers %q, jailed %q; want nsubj:pass and xcomp", toks[smugglers].Rel, toks[jailed].Rel)
	}
}

func TestDatelineSubjectParticipleOnPlace(t *testing.T) {
	st := parsedStory(t, "testdata/misparsed/datelinerelcl.conllu")
	st.Places = append(st.Places, doc.Place{Span: doc.Span{Start: 0, End: len("Kano")}, Name: "Kano", Precision: doc.PrecisionPoint})
	toks := slices.Clone(st.Tokens)
	if !repairDatelineSubject(newTree(st), toks) {
		t.Fatal("no repair")
	}
	kano, praising, said := tokenIndex(st, 0, "Kano"), tokenIndex(st, 0, "Praising"), tokenIndex(st, 0, "said")
	if toks[kano].Rel != "obl:unmarked" {
		t.Errorf("Kano: rel %q, want obl:unmarked", toks[kano].Rel)
	}
	if toks[praising].Head != said || toks[praising].Rel != "advcl" {
		t.Errorf("Praising: head %d rel %q, want %d advcl", toks[praising].Head, toks[praising].Rel, said)
	}
}

func TestDatelineSubjectAfterVerbKept(t *testing.T) {
	st := parsedStory(t, "testdata/misparsed/datelinesaidsubject.conllu")
	st.Places = append(st.Places, doc.Place{Span: doc.Span{Start: 0, End: len("Kisumu")}, Name: "Kisumu", Precision: doc.PrecisionPoint})
	toks := slices.Clone(st.Tokens)
	tr := newTree(st)
	if repairDatelineSubject(tr, toks) {
		t.Error("repaired: the subject after the verb is the said clause's, no second subject of the verb")
	}
	kisumu, officer := tokenIndex(st, 0, "Kisumu"), tokenIndex(st, 0, "officer")
	if got := claimantOf(tr, kisumu); got != officer {
		t.Errorf("claimant %d, want %d (the officer)", got, officer)
	}
}

func TestActiveSubjectApposedToDateline(t *testing.T) {
	st := parsedStory(t, "testdata/misparsed/datelineapposed.conllu")
	toks := slices.Clone(st.Tokens)
	if !repairActiveSubject(newTree(st), toks) {
		t.Fatal("no repair")
	}
	jalna, guards, detained := tokenIndex(st, 0, "jalna"), tokenIndex(st, 0, "guards"), tokenIndex(st, 0, "detained")
	if toks[guards].Head != detained || toks[guards].Rel != "nsubj" {
		t.Errorf("guards: head %d rel %q, want %d nsubj", toks[guards].Head, toks[guards].Rel, detained)
	}
	if toks[jalna].Rel != "obl:unmarked" {
		t.Errorf("jalna: rel %q, want obl:unmarked", toks[jalna].Rel)
	}
}

func TestClaimantUnderColonNote(t *testing.T) {
	st := parsedStory(t, "testdata/misparsed/datelinenote.conllu")
	tr := newTree(st)
	dhar, collector := tokenIndex(st, 0, "dhar"), tokenIndex(st, 0, "collector")
	if got := claimantOf(tr, dhar); got != collector {
		t.Errorf("claimant %d, want %d (the collector)", got, collector)
	}
}

// The three below are shapes of the relabelled trees (SITREP_RELABEL).

func TestPassiveSubjectUnmarkedHeadline(t *testing.T) {
	st := parsedStory(t, "testdata/misparsed/unmarkedheadline.conllu")
	toks := slices.Clone(st.Tokens)
	if !repairPassiveSubject(newTree(st), toks) {
		t.Fatal("no repair")
	}
	if r := toks[tokenIndex(st, 0, "Reporter")].Rel; r != "nsubj:pass" {
		t.Errorf("Reporter: rel %q, want nsubj:pass (the one detained)", r)
	}
	if r := toks[tokenIndex(st, 0, "Gomel")].Rel; r != "obl" {
		t.Errorf("Gomel: rel %q, want obl", r)
	}
}

func TestCopulaObjectOblique(t *testing.T) {
	st := parsedStory(t, "testdata/misparsed/copulaoblique.conllu")
	toks := slices.Clone(st.Tokens)
	if !repairCopulaObject(newTree(st), toks) {
		t.Fatal("no repair")
	}
	guards, wounded, unit := tokenIndex(st, 0, "guards"), tokenIndex(st, 0, "wounded"), tokenIndex(st, 0, "unit")
	if toks[guards].Head != unit || toks[guards].Rel != "nsubj" {
		t.Errorf("guards: head %d rel %q, want %d nsubj", toks[guards].Head, toks[guards].Rel, unit)
	}
	if toks[wounded].Head != guards || toks[wounded].Rel != "acl" {
		t.Errorf("wounded: head %d rel %q, want %d acl", toks[wounded].Head, toks[wounded].Rel, guards)
	}
}

func TestHyphenatedParataxisBecomesOblique(t *testing.T) {
	st := parsedStory(t, "testdata/misparsed/hyphenparataxis.conllu")
	toks := slices.Clone(st.Tokens)
	if !repairHyphenated(newTree(st), toks) {
		t.Fatal("no repair")
	}
	malawi, sent, to := tokenIndex(st, 0, "Malawi"), tokenIndex(st, 0, "sent"), tokenIndex(st, 0, "to")
	if toks[malawi].Head != sent || toks[malawi].Rel != "obl" {
		t.Errorf("Malawi: head %d rel %q, want %d obl", toks[malawi].Head, toks[malawi].Rel, sent)
	}
	if toks[to].Head != malawi || toks[to].Rel != "case" {
		t.Errorf("to: head %d rel %q, want %d case", toks[to].Head, toks[to].Rel, malawi)
	}
}
