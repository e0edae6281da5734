package reality

import (
	"testing"

	"sitrep/doc"
)

func TestStanding(t *testing.T) {
	standing := (*parse).standing
	checkRules(t, []ruleCase{
		{"backed by, on a noun", "SUPPORT", "backed", []string{"troops/NOUN/NNS/5/nsubj/troop", "backed/VERB/VBN/1/acl/back", "by/ADP/IN/4/case", "militias/NOUN/NNS/2/obl:agent/militia", "took/VERB/VBD/0/root/take", "the/DET/DT/7/det", "town/NOUN/NN/5/obj"}, standing, true},
		{"a compound adjective however parsed", "SUPPORT", "US-backed", []string{"US-backed/VERB/VBN/3/advcl/back", "forces/NOUN/NNS/3/nsubj/force", "pushed/VERB/VBD/0/root/push"}, standing, true},
		{"allied with, a predicate", "COOPERATE", "allied", []string{"the/DET/DT/2/det", "YPG/PROPN/NNP/4/nsubj", "is/AUX/VBZ/4/cop/be", "allied/ADJ/JJ/0/root", "with/ADP/IN/6/case", "Washington/PROPN/NNP/4/obl"}, standing, true},
		{"a relative clause in the passive", "SUPPORT", "backed", []string{"a/DET/DT/2/det", "campaign/NOUN/NN/0/root", "that/PRON/WDT/5/nsubj:pass", "was/AUX/VBD/5/aux:pass/be", "backed/VERB/VBN/2/acl:relcl/back", "by/ADP/IN/7/case", "Washington/PROPN/NNP/5/obl:agent"}, standing, true},
		{"backing as a noun", "SUPPORT", "backing", []string{"Trump/PROPN/NNP/3/nmod:poss", "'s/PART/POS/1/case", "backing/NOUN/NN/0/root", "of/ADP/IN/5/case", "Riyadh/PROPN/NNP/3/nmod"}, standing, true},
		{"backed, a finite act", "SUPPORT", "backed", []string{"Hungary/PROPN/NNP/2/nsubj", "backed/VERB/VBD/0/root/back", "the/DET/DT/4/det", "resolution/NOUN/NN/2/obj"}, standing, false},
		{"has backed, a perfect", "SUPPORT", "backed", []string{"Hungary/PROPN/NNP/3/nsubj", "has/AUX/VBZ/3/aux/have", "backed/VERB/VBN/0/root/back", "the/DET/DT/5/det", "resolution/NOUN/NN/3/obj"}, standing, false},
		{"endorsed by, verbal support", "SUPPORT", "endorsed", []string{"the/DET/DT/2/det", "delegation/NOUN/NN/0/root", "endorsed/VERB/VBN/2/acl/endorse", "by/ADP/IN/5/case", "Mogherini/PROPN/NNP/3/obl:agent"}, standing, false},
		{"an attack is no alignment", "ASSAULT", "armed", []string{"gunmen/NOUN/NNS/2/nsubj/gunman", "armed/VERB/VBN/1/acl/arm"}, standing, false},
		{"supported by, on a noun", "SUPPORT", "supported", []string{"a/DET/DT/2/det", "force/NOUN/NN/0/root", "supported/VERB/VBN/2/acl/support", "by/ADP/IN/5/case", "advisers/NOUN/NNS/3/obl:agent/adviser"}, standing, true},
		{"funded by, on a noun, as aid", "AID", "funded", []string{"militias/NOUN/NNS/0/root/militia", "funded/VERB/VBN/1/acl/fund", "by/ADP/IN/4/case", "Riga/PROPN/NNP/2/obl:agent"}, standing, true},
		{"supported by, a past passive of a vote", "SUPPORT", "supported", []string{"the/DET/DT/2/det", "motion/NOUN/NN/4/nsubj:pass", "was/AUX/VBD/4/aux:pass/be", "supported/VERB/VBN/0/root/support", "by/ADP/IN/7/case", "95/NUM/CD/7/nummod", "members/NOUN/NNS/4/obl:agent/member", "at/ADP/IN/10/case", "the/DET/DT/10/det", "ballot/NOUN/NN/4/obl"}, standing, false},
		{"backed by, a past passive of a walkout", "SUPPORT", "backed", []string{"the/DET/DT/2/det", "walkout/NOUN/NN/4/nsubj:pass", "was/AUX/VBD/4/aux:pass/be", "backed/VERB/VBN/0/root/back", "by/ADP/IN/6/case", "nurses/NOUN/NNS/4/obl:agent/nurse"}, standing, false},
		{"funded by, a present passive", "AID", "funded", []string{"the/DET/DT/2/det", "militia/NOUN/NN/4/nsubj:pass", "is/AUX/VBZ/4/aux:pass/be", "funded/VERB/VBN/0/root/fund", "by/ADP/IN/6/case", "Riga/PROPN/NNP/4/obl:agent"}, standing, true},
		{"funded, a finite act", "SUPPORT", "funded", []string{"Oslo/PROPN/NNP/2/nsubj", "funded/VERB/VBD/0/root/fund", "the/DET/DT/4/det", "clinic/NOUN/NN/2/obj"}, standing, false},
		{"allied, in the perfect", "COOPERATE", "allied", []string{"Oslo/PROPN/NNP/3/nsubj", "has/AUX/VBZ/3/aux/have", "allied/VERB/VBN/0/root/ally", "itself/PRON/PRP/3/obj", "with/ADP/IN/6/case", "militias/NOUN/NNS/3/obl/militia"}, standing, true},
		{"allied, a participle taken for a past", "COOPERATE", "allied", []string{"they/PRON/PRP/2/nsubj", "fled/VERB/VBD/0/root/flee", "from/ADP/IN/4/case", "units/NOUN/NNS/2/obl/unit", "allied/VERB/VBD/2/parataxis/ally", "with/ADP/IN/7/case", "Riga/PROPN/NNP/5/obl"}, standing, true},
		{"allied last week, the act of allying", "COOPERATE", "allied", []string{"the/DET/DT/2/det", "clans/NOUN/NNS/3/nsubj/clan", "allied/VERB/VBD/0/root/ally", "last/ADJ/JJ/5/amod", "week/NOUN/NN/3/obl:tmod"}, standing, false},
	})
}

// TestHeldAlignment checks that backing a party told in the perfect is an
// alignment held, dropped, unless means or a day make it an act; backing
// a measure, the past simple, cooperation and other verbs are left alone.
func TestHeldAlignment(t *testing.T) {
	party := &doc.Party{Text: "the militia", Actor: doc.Actor{Sector: "REB"}}
	cases := []struct {
		name, plover, trigger string
		words                 []string
		target                *doc.Party
		want                  bool
	}{
		{"has long backed a party", "SUPPORT", "backed", []string{"Oslo/PROPN/NNP/4/nsubj", "has/AUX/VBZ/4/aux/have", "long/ADV/RB/4/advmod", "backed/VERB/VBN/0/root/back", "the/DET/DT/6/det", "militia/NOUN/NN/4/obj"}, party, true},
		{"had supported a party for years, in a relative clause", "SUPPORT", "supported", []string{"Riga/PROPN/NNP/0/root", "which/PRON/WDT/4/nsubj", "had/AUX/VBD/4/aux/have", "supported/VERB/VBN/1/acl:relcl/support", "the/DET/DT/6/det", "militia/NOUN/NN/4/obj", "for/ADP/IN/8/case", "years/NOUN/NNS/4/obl/year"}, party, true},
		{"the span hung on the object", "SUPPORT", "backed", []string{"Oslo/PROPN/NNP/3/nsubj", "has/AUX/VBZ/3/aux/have", "backed/VERB/VBN/0/root/back", "the/DET/DT/5/det", "militia/NOUN/NN/3/obj", "throughout/ADP/IN/8/case", "the/DET/DT/8/det", "war/NOUN/NN/5/nmod"}, party, true},
		{"has backed a party", "SUPPORT", "backed", []string{"Oslo/PROPN/NNP/3/nsubj", "has/AUX/VBZ/3/aux/have", "backed/VERB/VBN/0/root/back", "the/DET/DT/5/det", "militia/NOUN/NN/3/obj"}, party, true},
		{"has backed a party with funds on a day, an act", "SUPPORT", "backed", []string{"Oslo/PROPN/NNP/3/nsubj", "has/AUX/VBZ/3/aux/have", "backed/VERB/VBN/0/root/back", "the/DET/DT/5/det", "militia/NOUN/NN/3/obj", "with/ADP/IN/8/case", "new/ADJ/JJ/8/amod", "funds/NOUN/NNS/3/obl/fund", "on/ADP/IN/10/case", "Tuesday/PROPN/NNP/3/obl"}, party, false},
		{"has backed a measure", "SUPPORT", "backed", []string{"Oslo/PROPN/NNP/3/nsubj", "has/AUX/VBZ/3/aux/have", "backed/VERB/VBN/0/root/back", "the/DET/DT/5/det", "motion/NOUN/NN/3/obj"}, &doc.Party{Text: "the motion"}, false},
		{"backed a party, the past simple", "SUPPORT", "backed", []string{"Oslo/PROPN/NNP/2/nsubj", "backed/VERB/VBD/0/root/back", "the/DET/DT/4/det", "militia/NOUN/NN/2/obj", "in/ADP/IN/6/case", "June/PROPN/NNP/2/obl"}, party, false},
		{"has trained a party, cooperation left alone", "COOPERATE", "trained", []string{"Oslo/PROPN/NNP/3/nsubj", "has/AUX/VBZ/3/aux/have", "trained/VERB/VBN/0/root/train", "the/DET/DT/5/det", "militia/NOUN/NN/3/obj"}, party, false},
		{"has praised a party, no alignment verb", "SUPPORT", "praised", []string{"Oslo/PROPN/NNP/3/nsubj", "has/AUX/VBZ/3/aux/have", "praised/VERB/VBN/0/root/praise", "the/DET/DT/5/det", "militia/NOUN/NN/3/obj"}, party, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, c.plover, c.trigger)
		e.Target = c.target
		p := newParse(st)
		if got := p.heldAlignment(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: heldAlignment = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestFightingSide checks that a participle of combat on a noun, or a
// bare one on a clause, names a side, unless a toll or a retelling folded
// into the event makes it an incident, and that a finite clash and the
// word used as a noun are left alone.
func TestFightingSide(t *testing.T) {
	side := (*parse).fightingSide
	words := []string{"volunteers/NOUN/NNS/5/nsubj/volunteer", "fighting/VERB/VBG/1/acl/fight", "the/DET/DT/4/det", "insurgency/NOUN/NN/2/obj",
		"returned/VERB/VBD/0/root/return", "home/ADV/RB/5/advmod"}
	checkRules(t, []ruleCase{
		{"fighting, a participle on a noun", "ASSAULT", "fighting", words, side, true},
		{"battling", "ASSAULT", "battling", []string{"a/DET/DT/2/det", "militia/NOUN/NN/0/root", "battling/VERB/VBG/2/acl/battle", "the/DET/DT/5/det", "rebels/NOUN/NNS/3/obj/rebel"}, side, true},
		{"fighting, the finite verb", "ASSAULT", "fighting", []string{"the/DET/DT/2/det", "militia/NOUN/NN/4/nsubj", "was/AUX/VBD/4/aux/be", "fighting/VERB/VBG/0/root/fight", "the/DET/DT/6/det", "rebels/NOUN/NNS/4/obj/rebel"}, side, false},
		{"a participle coded as a protest names a side too", "PROTEST", "fighting", words, side, true},
		{"spent months fighting, a bare adverbial participle", "ASSAULT", "fighting", []string{"she/PRON/PRP/2/nsubj", "spent/VERB/VBD/0/root/spend", "months/NOUN/NNS/2/obj/month", "fighting/VERB/VBG/2/advcl/fight", "in/ADP/IN/6/case", "hills/NOUN/NNS/4/obl/hill"}, side, true},
		{"because of fighting, a marked gerund", "ASSAULT", "fighting", []string{"Oslo/PROPN/NNP/2/nsubj", "closed/VERB/VBD/0/root/close", "roads/NOUN/NNS/2/obj/road", "because/SCONJ/IN/6/mark", "of/ADP/IN/4/fixed", "fighting/VERB/VBG/2/advcl/fight"}, side, false},
		{"fighting between two sides", "ASSAULT", "fighting", []string{"roads/NOUN/NNS/2/nsubj/road", "closed/VERB/VBD/0/root/close", "amid/ADP/IN/4/case", "fighting/VERB/VBG/2/advcl/fight", "between/ADP/IN/6/case", "clans/NOUN/NNS/4/obl/clan"}, side, false},
		{"who are fighting, the present progressive in a relative clause", "ASSAULT", "fighting", []string{"clans/NOUN/NNS/0/root/clan", "that/PRON/WDT/4/nsubj", "are/AUX/VBP/4/aux/be", "fighting/VERB/VBG/1/acl:relcl/fight", "over/ADP/IN/6/case", "land/NOUN/NN/4/obl"}, side, true},
		{"who were fighting, the past progressive", "ASSAULT", "fighting", []string{"clans/NOUN/NNS/0/root/clan", "that/PRON/WDT/4/nsubj", "were/AUX/VBD/4/aux/be", "fighting/VERB/VBG/1/acl:relcl/fight", "over/ADP/IN/6/case", "land/NOUN/NN/4/obl"}, side, false},
		{"opening its sentence", "ASSAULT", "fighting", []string{"fighting/VERB/VBG/2/advcl/fight", "raged/VERB/VBD/0/root/rage", "again/ADV/RB/2/advmod"}, side, false},
	})
	st := story(t, words...)
	e := event(st, "ASSAULT", "fighting")
	e.Killed = &doc.Count{}
	p := newParse(st)
	if p.fightingSide(&e, p.token(e.Trigger)) {
		t.Error("a participle with a toll folded in: fightingSide = true, want false")
	}
}

// TestForcesPresent checks that a deployment told in a passive relative
// clause or a participle on the forces' noun is where they stand, while a
// finite deployment, one with its day, or an active perfect misparsed as
// a participle is an act.
func TestForcesPresent(t *testing.T) {
	present := (*parse).forcesPresent
	checkRules(t, []ruleCase{
		{"who have been deployed, a relative clause", "MOBILIZE", "deployed", []string{"the/DET/DT/2/det", "guards/NOUN/NNS/0/root/guard", "who/PRON/WP/6/nsubj:pass", "have/AUX/VBP/6/aux/have", "been/AUX/VBN/6/aux:pass/be", "deployed/VERB/VBN/2/acl:relcl/deploy", "in/ADP/IN/8/case", "strength/NOUN/NN/6/obl"}, present, true},
		{"deployed in the north, a participle", "MOBILIZE", "deployed", []string{"the/DET/DT/2/det", "troops/NOUN/NNS/0/root/troop", "deployed/VERB/VBN/2/acl/deploy", "in/ADP/IN/6/case", "the/DET/DT/6/det", "north/NOUN/NN/3/obl"}, present, true},
		{"deployed on Monday, an act", "MOBILIZE", "deployed", []string{"the/DET/DT/2/det", "troops/NOUN/NNS/0/root/troop", "deployed/VERB/VBN/2/acl/deploy", "on/ADP/IN/5/case", "Monday/PROPN/NNP/3/obl"}, present, false},
		{"were deployed, a finite passive", "MOBILIZE", "deployed", []string{"troops/NOUN/NNS/3/nsubj:pass/troop", "were/AUX/VBD/3/aux:pass/be", "deployed/VERB/VBN/0/root/deploy", "in/ADP/IN/5/case", "Tarapur/PROPN/NNP/3/obl"}, present, false},
		{"we have deployed, misparsed", "MOBILIZE", "deployed", []string{"patrols/NOUN/NNS/0/root/patrol", "we/PRON/PRP/4/nsubj", "have/AUX/VBP/4/aux/have", "deployed/VERB/VBN/1/acl:relcl/deploy", "guards/NOUN/NNS/4/obj/guard"}, present, false},
	})
}

// TestInCustody checks that custody told in the present or the
// progressive passive, or "in detention" as a present predicate, is a
// state, while a detention told in the past or the perfect is an act.
func TestInCustody(t *testing.T) {
	custody := (*parse).inCustody
	checkRules(t, []ruleCase{
		{"are being held, a state", "COERCE", "held", []string{"the/DET/DT/3/det", "two/NUM/CD/3/nummod", "traders/NOUN/NNS/6/nsubj:pass/trader", "are/AUX/VBP/6/aux/be", "being/AUX/VBG/6/aux:pass/be", "held/VERB/VBN/0/root/hold", "by/ADP/IN/9/case", "the/DET/DT/9/det", "militia/NOUN/NN/6/obl:agent"}, custody, true},
		{"’re being held, curly apostrophe", "COERCE", "held", []string{"they/PRON/PRP/4/nsubj:pass", "’re/AUX/VBP/4/aux/be", "being/AUX/VBG/4/aux:pass/be", "held/VERB/VBN/0/root/hold"}, custody, true},
		{"is detained in a camp, a state", "COERCE", "detained", []string{"her/PRON/PRP$/2/nmod:poss", "brother/NOUN/NN/4/nsubj:pass", "is/AUX/VBZ/4/aux:pass/be", "detained/VERB/VBN/0/root/detain", "in/ADP/IN/7/case", "a/DET/DT/7/det", "camp/NOUN/NN/4/obl"}, custody, true},
		{"are in detention, a state", "COERCE", "detention", []string{"the/DET/DT/2/det", "sailors/NOUN/NNS/5/nsubj/sailor", "are/AUX/VBP/5/cop/be", "in/ADP/IN/5/case", "detention/NOUN/NN/0/root"}, custody, true},
		{"was detained, an act", "COERCE", "detained", []string{"her/PRON/PRP$/2/nmod:poss", "brother/NOUN/NN/4/nsubj:pass", "was/AUX/VBD/4/aux:pass/be", "detained/VERB/VBN/0/root/detain", "in/ADP/IN/6/case", "August/PROPN/NNP/4/obl"}, custody, false},
		{"has been detained, an act", "COERCE", "detained", []string{"a/DET/DT/2/det", "chemist/NOUN/NN/5/nsubj:pass", "has/AUX/VBZ/5/aux/have", "been/AUX/VBN/5/aux:pass/be", "detained/VERB/VBN/0/root/detain"}, custody, false},
		{"who are being detained, a relative clause left to the model", "COERCE", "detained", []string{"youths/NOUN/NNS/0/root/youth", "who/PRON/WP/5/nsubj:pass", "are/AUX/VBP/5/aux/be", "being/AUX/VBG/5/aux:pass/be", "detained/VERB/VBN/1/acl:relcl/detain"}, custody, false},
		{"detained them, active", "COERCE", "detained", []string{"police/NOUN/NNS/2/nsubj/police", "detained/VERB/VBD/0/root/detain", "them/PRON/PRP/2/obj"}, custody, false},
	})
}

// Allying on a day the time stage found is the act of allying, not a side
// held.
func TestAlliedOnADay(t *testing.T) {
	st := story(t, "the/DET/DT/2/det", "clans/NOUN/NNS/3/nsubj/clan", "allied/VERB/VBD/0/root/ally", "on/ADP/IN/5/case", "Tuesday/PROPN/NNP/3/obl")
	st.Timexes = []doc.Timex{{Span: st.Tokens[4].Span, Type: "DATE", Value: "2020-05-05"}}
	e := event(st, "COOPERATE", "allied")
	p := newParse(st)
	if p.standing(&e, p.token(e.Trigger)) {
		t.Errorf("allied on Tuesday: standing = true, want false")
	}
}

// TestPastWarning checks that a warning recalled in a relative clause
// with its own subject, or in a clause of comparison, is background,
// while the warner's own relative clause and a main clause are not.
func TestPastWarning(t *testing.T) {
	past := (*parse).pastWarning
	checkRules(t, []ruleCase{
		{"that doctors had warned", "THREATEN", "warned", []string{"danger/NOUN/NN/0/root", "that/PRON/WDT/5/obj", "doctors/NOUN/NNS/5/nsubj/doctor", "had/AUX/VBD/5/aux/have", "warned/VERB/VBN/1/acl:relcl/warn"}, past, true},
		{"as the poet warned", "THREATEN", "warned", []string{"as/SCONJ/IN/4/mark", "the/DET/DT/3/det", "poet/NOUN/NN/4/nsubj", "warned/VERB/VBD/7/advcl/warn", "empires/NOUN/NNS/7/nsubj/empire", "often/ADV/RB/7/advmod", "fall/VERB/VBP/0/root"}, past, true},
		{"who warned, the warner's own clause", "THREATEN", "warned", []string{"governor/NOUN/NN/0/root", "who/PRON/WP/3/nsubj", "warned/VERB/VBD/1/acl:relcl/warn", "strikers/NOUN/NNS/3/obj/striker"}, past, false},
		{"warned, a main clause", "THREATEN", "warned", []string{"army/NOUN/NN/2/nsubj", "warned/VERB/VBD/0/root/warn", "rebels/NOUN/NNS/2/obj/rebel"}, past, false},
	})
}

// TestStandingStance checks that a participle of opposition on a noun or
// as a present predicate is a stance held, and that the verb, the past
// and a stance voiced by a verb of saying are left alone.
func TestStandingStance(t *testing.T) {
	stance := (*parse).standingStance
	checkRules(t, []ruleCase{
		{"opposed to, on a noun", "REJECT", "opposed", []string{"clans/NOUN/NNS/5/nsubj/clan", "opposed/VERB/VBN/1/acl/oppose", "to/ADP/IN/4/case", "Riga/PROPN/NNP/2/obl", "met/VERB/VBD/0/root/meet"}, stance, true},
		{"is opposed to, a present predicate", "REJECT", "opposed", []string{"Oslo/PROPN/NNP/3/nsubj", "is/AUX/VBZ/3/cop/be", "opposed/ADJ/JJ/0/root/opposed", "to/ADP/IN/6/case", "the/DET/DT/6/det", "truce/NOUN/NN/3/obl"}, stance, true},
		{"are opposed to, a passive reading", "REJECT", "opposed", []string{"the/DET/DT/2/det", "clans/NOUN/NNS/4/nsubj:pass/clan", "are/AUX/VBP/4/aux:pass/be", "opposed/VERB/VBN/0/root/oppose", "to/ADP/IN/6/case", "talks/NOUN/NNS/4/obl/talk"}, stance, true},
		{"is opposed to, an aide said", "REJECT", "opposed", []string{"Oslo/PROPN/NNP/3/nsubj", "is/AUX/VBZ/3/cop/be", "opposed/ADJ/JJ/0/root/opposed", "to/ADP/IN/5/case", "talks/NOUN/NNS/3/obl/talk", ",/PUNCT/,/8/punct", "an/DET/DT/8/det", "aide/NOUN/NN/9/nsubj", "said/VERB/VBD/3/parataxis/say"}, stance, false},
		{"said they are opposed to", "REJECT", "opposed", []string{"the/DET/DT/2/det", "clans/NOUN/NNS/3/nsubj/clan", "said/VERB/VBD/0/root/say", "they/PRON/PRP/6/nsubj", "are/AUX/VBP/6/cop/be", "opposed/ADJ/JJ/3/ccomp/opposed", "to/ADP/IN/8/case", "talks/NOUN/NNS/6/obl/talk"}, stance, false},
		{"opposed, the verb", "REJECT", "opposed", []string{"Oslo/PROPN/NNP/2/nsubj", "opposed/VERB/VBD/0/root/oppose", "the/DET/DT/4/det", "truce/NOUN/NN/2/obj"}, stance, false},
		{"was opposed to, the past", "REJECT", "opposed", []string{"Oslo/PROPN/NNP/3/nsubj", "was/AUX/VBD/3/cop/be", "opposed/ADJ/JJ/0/root/opposed", "to/ADP/IN/5/case", "talks/NOUN/NNS/3/obl/talk"}, stance, false},
		{"backed, another category", "SUPPORT", "opposed", []string{"clans/NOUN/NNS/5/nsubj/clan", "opposed/VERB/VBN/1/acl/oppose", "to/ADP/IN/4/case", "Riga/PROPN/NNP/2/obl", "met/VERB/VBD/0/root/meet"}, stance, false},
	})
}
