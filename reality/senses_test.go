package reality

import (
	"testing"

	"sitrep/doc"
)

// ruleCase is one sentence, parsed, with a coded event and the answer a
// rule of the shape (*parse).question should give for it.
type ruleCase struct {
	name, plover, trigger string
	words                 []string
	rule                  func(p *parse, e *doc.Event, i int) bool
	want                  bool
}

// checkRules runs each case's rule on its sentence.
func checkRules(t *testing.T, cases []ruleCase) {
	t.Helper()
	for _, c := range cases {
		st := story(t, c.words...)
		e := event(st, c.plover, c.trigger)
		p := newParse(st)
		if got := c.rule(p, &e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// prospect reads no event: it is wrapped to the shape of the others.
func prospect(p *parse, _ *doc.Event, i int) bool { return p.prospect(i) }

// The word-sense rules, each a method of the shape checkRules calls.
var (
	question   = (*parse).question
	remembered = (*parse).remembered
	assessment = (*parse).assessment
	assent     = (*parse).assent
	byMeans    = (*parse).byMeansOf
	felt       = (*parse).feltRelief
	pleaIn     = (*parse).plea
	inCourt    = (*parse).courtAppeal
	oneSided   = (*parse).oneSidedMeeting
	telling    = (*parse).telling
)

func TestSenses(t *testing.T) {
	checkRules(t, []ruleCase{
		{"a question with nothing asked", "REQUEST", "asked", []string{"she/PRON/PRP/2/nsubj", "asked/VERB/VBD/0/root/ask", "./PUNCT/./2/punct"}, question, true},
		{"a question about something", "REQUEST", "asked", []string{"asked/VERB/VBN/0/root/ask", "about/ADP/IN/4/case", "the/DET/DT/4/det", "budget/NOUN/NN/1/obl"}, question, true},
		{"a request to act", "REQUEST", "asked", []string{"they/PRON/PRP/2/nsubj", "asked/VERB/VBD/0/root/ask", "police/NOUN/NNS/2/obj", "to/PART/TO/5/mark", "leave/VERB/VB/2/xcomp"}, question, false},
		{"a question whether", "REQUEST", "asked", []string{"they/PRON/PRP/2/nsubj", "asked/VERB/VBD/0/root/ask", "him/PRON/PRP/2/obj/he", "whether/SCONJ/IN/6/mark", "he/PRON/PRP/6/nsubj", "resigned/VERB/VBD/2/ccomp/resign"}, question, true},
		{"a why clause", "REQUEST", "asked", []string{"a/DET/DT/2/det", "neighbour/NOUN/NN/3/nsubj", "asked/VERB/VBD/0/root/ask", "him/PRON/PRP/3/iobj/he", "why/ADV/WRB/7/advmod", "he/PRON/PRP/7/nsubj", "stayed/VERB/VBD/3/advcl/stay"}, question, true},
		{"whether after more than three words", "REQUEST", "asked", []string{"they/PRON/PRP/2/nsubj", "asked/VERB/VBD/0/root/ask", "the/DET/DT/5/det", "district/NOUN/NN/5/compound", "officer/NOUN/NN/2/obj", "plainly/ADV/RB/2/advmod", "whether/SCONJ/IN/10/mark", "the/DET/DT/9/det", "camps/NOUN/NNS/10/nsubj/camp", "closed/VERB/VBD/2/ccomp/close"}, question, true},
		{"a quoted question closed by the ask", "REQUEST", "asked", []string{"who/PRON/WP/2/nsubj", "pays/VERB/VBZ/6/ccomp/pay", "?/PUNCT/./2/punct", "a/DET/DT/5/det", "trader/NOUN/NN/6/nsubj", "asked/VERB/VBD/0/root/ask"}, question, true},
		{"a clause of what to do", "REQUEST", "asked", []string{"they/PRON/PRP/2/nsubj", "asked/VERB/VBD/0/root/ask", "that/SCONJ/IN/6/mark", "the/DET/DT/5/det", "road/NOUN/NN/6/nsubj:pass", "reopen/VERB/VB/2/ccomp"}, question, false},
		{"a request for something", "REQUEST", "asked", []string{"they/PRON/PRP/2/nsubj", "asked/VERB/VBD/0/root/ask", "for/ADP/IN/4/case", "help/NOUN/NN/2/obl"}, question, false},
		{"remembering", "SANCTION", "recalled", []string{"he/PRON/PRP/2/nsubj", "recalled/VERB/VBD/0/root/recall", "that/SCONJ/IN/5/mark", "troops/NOUN/NNS/5/nsubj/troop", "fought/VERB/VBD/2/ccomp/fight"}, remembered, true},
		{"recalling an envoy", "SANCTION", "recalled", []string{"Oslo/PROPN/NNP/2/nsubj", "recalled/VERB/VBD/0/root/recall", "its/PRON/PRP$/4/nmod:poss", "envoy/NOUN/NN/2/obj"}, remembered, false},
		{"an imminent attack", "ASSAULT", "attack", []string{"an/DET/DT/3/det", "imminent/ADJ/JJ/3/amod", "attack/NOUN/NN/0/root"}, prospect, true},
		{"a threatened offensive", "ASSAULT", "offensive", []string{"a/DET/DT/3/det", "threatened/VERB/VBN/3/amod/threaten", "offensive/NOUN/NN/0/root"}, prospect, true},
		{"a warning of what could come", "THREATEN", "warned", []string{"economists/NOUN/NNS/2/nsubj/economist", "warned/VERB/VBD/0/root/warn", "that/SCONJ/IN/6/mark", "it/PRON/PRP/6/nsubj", "could/AUX/MD/6/aux", "fail/VERB/VB/2/ccomp"}, assessment, true},
		{"a warning that judges", "THREATEN", "warned", []string{"he/PRON/PRP/2/nsubj", "warned/VERB/VBD/0/root/warn", "it/PRON/PRP/6/expl", "would/AUX/MD/6/aux", "be/AUX/VB/6/cop", "unwise/ADJ/JJ/2/ccomp"}, assessment, true},
		{"a warning of the speaker's act", "THREATEN", "warned", []string{"Ankara/PROPN/NNP/2/nsubj", "warned/VERB/VBD/0/root/warn", "that/SCONJ/IN/6/mark", "it/PRON/PRP/6/nsubj", "would/AUX/MD/6/aux", "retaliate/VERB/VB/2/ccomp"}, assessment, false},
		{"an envoy recalled, as a participle", "SANCTION", "recalled", []string{"the/DET/DT/2/det", "envoy/NOUN/NN/0/root", ",/PUNCT/,/4/punct", "recalled/VERB/VBN/2/acl/recall", "to/ADP/IN/6/case", "Bergen/PROPN/NNP/4/obl"}, remembered, false},
		{"recalling, closing a quote", "SANCTION", "recalled", []string{"we/PRON/PRP/2/nsubj", "ran/VERB/VBD/0/root/run", ",/PUNCT/,/2/punct", "she/PRON/PRP/5/nsubj", "recalled/VERB/VBD/2/parataxis/recall"}, remembered, true},
		{"recalling after a quote taken for a subject", "SANCTION", "recalled", []string{"\"/PUNCT/``/3/punct", "we/PRON/PRP/3/nsubj", "ran/VERB/VBD/6/nsubj/run", "\"/PUNCT/''/3/punct", "he/PRON/PRP/6/nsubj", "recalled/VERB/VBD/0/root/recall"}, remembered, true},
		{"recalling after a quote, parsed as a relative", "SANCTION", "recalled", []string{"we/PRON/PRP/2/nsubj", "ran/VERB/VBD/0/root/run", ",/PUNCT/,/2/punct", "\"/PUNCT/''/2/punct", "he/PRON/PRP/6/nsubj", "recalled/VERB/VBD/2/acl:relcl/recall"}, remembered, true},
		{"recalling, with no evidence", "SANCTION", "recalled", []string{"Lima/PROPN/NNP/2/nsubj", "recalled/VERB/VBD/0/root/recall", "on/ADP/IN/4/case", "Monday/PROPN/NNP/2/obl"}, remembered, false},
		{"a planned raid carried out", "ASSAULT", "raid", []string{"they/PRON/PRP/2/nsubj", "carried/VERB/VBD/0/root/carry", "out/ADP/RP/2/compound:prt", "the/DET/DT/6/det", "planned/VERB/VBN/6/amod/plan", "raid/NOUN/NN/2/obj"}, prospect, false},
		{"an expected offensive that began", "ASSAULT", "offensive", []string{"the/DET/DT/3/det", "expected/VERB/VBN/3/amod/expect", "offensive/NOUN/NN/4/nsubj", "began/VERB/VBD/0/root/begin"}, prospect, false},
		{"an expected offensive still to begin", "ASSAULT", "offensive", []string{"the/DET/DT/3/det", "expected/VERB/VBN/3/amod/expect", "offensive/NOUN/NN/5/nsubj", "will/AUX/MD/5/aux", "begin/VERB/VB/0/root"}, prospect, true},
		{"a warning that the warner could act", "THREATEN", "warned", []string{"Riga/PROPN/NNP/2/nsubj", "warned/VERB/VBD/0/root/warn", "that/SCONJ/IN/6/mark", "it/PRON/PRP/6/nsubj", "could/AUX/MD/6/aux", "retaliate/VERB/VB/2/ccomp"}, assessment, false},
		{"a warning that others could act", "THREATEN", "warned", []string{"analysts/NOUN/NNS/2/nsubj/analyst", "warned/VERB/VBD/0/root/warn", "that/SCONJ/IN/6/mark", "it/PRON/PRP/6/nsubj", "could/AUX/MD/6/aux", "retaliate/VERB/VB/2/ccomp"}, assessment, true},
		{"a deadly attack", "ASSAULT", "attack", []string{"a/DET/DT/3/det", "deadly/ADJ/JJ/3/amod", "attack/NOUN/NN/0/root"}, prospect, false},
		{"a warning that tells a fact", "THREATEN", "warned", []string{"aides/NOUN/NNS/2/nsubj/aide", "warned/VERB/VBD/0/root/warn", "that/SCONJ/IN/6/mark", "Oslo/PROPN/NNP/6/nsubj", "is/AUX/VBZ/6/aux/be", "shipping/VERB/VBG/2/ccomp/ship", "rockets/NOUN/NNS/6/obj/rocket"}, assessment, true},
		{"a warning of who will suffer", "THREATEN", "warned", []string{"police/NOUN/NNS/2/nsubj", "warned/VERB/VBD/0/root/warn", "that/SCONJ/IN/7/mark", "looters/NOUN/NNS/7/nsubj:pass/looter", "will/AUX/MD/7/aux", "be/AUX/VB/7/aux:pass", "punished/VERB/VBN/2/ccomp/punish"}, assessment, false},
		{"a warning of what another will do", "THREATEN", "warned", []string{"Lund/PROPN/NNP/2/nsubj", "warned/VERB/VBD/0/root/warn", "that/SCONJ/IN/6/mark", "the/DET/DT/5/det", "army/NOUN/NN/7/nsubj", "would/AUX/MD/7/aux", "strike/VERB/VB/2/ccomp"}, assessment, false},
		{"a quote before the warning tells a fact", "THREATEN", "warned", []string{"the/DET/DT/2/det", "issue/NOUN/NN/3/nsubj", "has/VERB/VBZ/7/advcl/have", "the/DET/DT/5/det", "potential/NOUN/NN/3/obj", "he/PRON/PRP/7/nsubj", "warned/VERB/VBD/0/root/warn"}, assessment, true},
		{"a first-person quote before the warning", "THREATEN", "warned", []string{"we/PRON/PRP/3/nsubj", "are/AUX/VBP/3/aux/be", "marching/VERB/VBG/0/root/march", ",/PUNCT/,/3/punct", "Lund/PROPN/NNP/6/nsubj", "warned/VERB/VBD/3/parataxis/warn"}, assessment, false},
		{"a first-person stance before the warning", "THREATEN", "warned", []string{"we/PRON/PRP/3/nsubj", "are/AUX/VBP/3/cop/be", "prepared/ADJ/JJ/0/root", ",/PUNCT/,/3/punct", "the/DET/DT/6/det", "general/NOUN/NN/7/nsubj", "warned/VERB/VBD/3/parataxis/warn"}, assessment, false},
		{"a quote before the warning, the warner's act", "THREATEN", "warned", []string{"we/PRON/PRP/3/nsubj", "will/AUX/MD/3/aux", "retaliate/VERB/VB/0/root", ",/PUNCT/,/3/punct", "Lund/PROPN/NNP/6/nsubj", "warned/VERB/VBD/3/parataxis/warn"}, assessment, false},
		{"a question put by a wh-word", "REQUEST", "asked", []string{"she/PRON/PRP/2/nsubj", "asked/VERB/VBD/0/root/ask", "what/PRON/WP/2/obj", "the/DET/DT/5/det", "mayor/NOUN/NN/6/nsubj", "meant/VERB/VBD/2/parataxis/mean"}, question, true},
		{"a question put as a noun", "REQUEST", "asked", []string{"Lund/PROPN/NNP/2/nsubj", "asked/VERB/VBD/0/root/ask", "two/NUM/CD/4/nummod", "questions/NOUN/NNS/2/obj/question"}, question, true},
		{"a reason asked", "REQUEST", "asked", []string{"asked/VERB/VBN/0/root/ask", "the/DET/DT/3/det", "reason/NOUN/NN/1/obj", "for/ADP/IN/6/case", "the/DET/DT/6/det", "delay/NOUN/NN/3/nmod"}, question, true},
		{"someone asked, no question put", "REQUEST", "asked", []string{"the/DET/DT/2/det", "mayor/NOUN/NN/3/nsubj", "asked/VERB/VBD/0/root/ask", "the/DET/DT/5/det", "army/NOUN/NN/3/obj"}, question, false},
		{"a question about something, hung on the one asked", "REQUEST", "asked", []string{"Lund/PROPN/NNP/2/nsubj", "asked/VERB/VBD/0/root/ask", "each/DET/DT/4/det", "minister/NOUN/NN/2/obj", "about/ADP/IN/6/case", "plans/NOUN/NNS/4/nmod/plan"}, question, true},
		{"a warning of a risk", "THREATEN", "warned", []string{"charities/NOUN/NNS/2/nsubj/charity", "warned/VERB/VBD/0/root/warn", "of/ADP/IN/5/case", "the/DET/DT/5/det", "risk/NOUN/NN/2/obl"}, assessment, true},
		{"a warning of a looming famine", "THREATEN", "warned", []string{"Lund/PROPN/NNP/2/nsubj", "warned/VERB/VBD/0/root/warn", "of/ADP/IN/6/case", "a/DET/DT/6/det", "looming/ADJ/JJ/6/amod", "famine/NOUN/NN/2/obl"}, assessment, true},
		{"a warning of a sit-in", "THREATEN", "warned", []string{"monks/NOUN/NNS/2/nsubj/monk", "warned/VERB/VBD/0/root/warn", "of/ADP/IN/5/case", "a/DET/DT/5/det", "sit-in/NOUN/NN/2/obl"}, assessment, false},
		{"agreeing with nothing agreed", "AGREE", "agreed", []string{"Lund/PROPN/NNP/5/nsubj", ",/PUNCT/,/4/punct", "a/DET/DT/4/det", "chief/NOUN/NN/1/appos", "agreed/VERB/VBD/0/root/agree"}, assent, true},
		{"agreeing bare, after a proposal", "AGREE", "agreed", []string{"Riga/PROPN/NNP/2/nsubj", "agreed/VERB/VBD/0/root/agree", "./PUNCT/./2/punct"}, assent, false},
		{"agreeing after a quote", "AGREE", "agreed", []string{"\"/PUNCT/``/3/punct", "true/ADJ/JJ/5/dep", "\"/PUNCT/''/3/punct", "Lund/PROPN/NNP/5/nsubj", "agreed/VERB/VBD/0/root/agree"}, assent, true},
		{"agreeing after what is agreed", "AGREE", "agreed", []string{"tanks/NOUN/NNS/3/nsubj/tank", "will/AUX/MD/3/aux", "withdraw/VERB/VB/0/root", ",/PUNCT/,/3/punct", "negotiators/NOUN/NNS/6/nsubj/negotiator", "agreed/VERB/VBD/3/parataxis/agree"}, assent, false},
		{"agreeing after what is agreed, as a conjunct", "AGREE", "agreed", []string{"tanks/NOUN/NNS/3/nsubj/tank", "will/AUX/MD/3/aux", "withdraw/VERB/VB/0/root", ",/PUNCT/,/3/punct", "negotiators/NOUN/NNS/6/nsubj/negotiator", "agreed/VERB/VBD/3/conj/agree"}, assent, false},
		{"agreeing to a pause", "AGREE", "agreed", []string{"Oslo/PROPN/NNP/2/nsubj", "agreed/VERB/VBD/0/root/agree", "to/ADP/IN/5/case", "a/DET/DT/5/det", "pause/NOUN/NN/2/obl"}, assent, false},
		{"accepting that a view holds", "AGREE", "accept", []string{"powers/NOUN/NNS/2/nsubj/power", "accept/VERB/VBP/0/root", "that/SCONJ/IN/6/mark", "the/DET/DT/5/det", "war/NOUN/NN/6/nsubj", "ended/VERB/VBD/2/ccomp/end"}, assent, true},
		{"accepting an offer", "AGREE", "accepted", []string{"Oslo/PROPN/NNP/2/nsubj", "accepted/VERB/VBD/0/root/accept", "the/DET/DT/4/det", "offer/NOUN/NN/2/obj"}, assent, false},
		{"with the aid of some party", "AID", "aid", []string{"Oslo/PROPN/NNP/2/nsubj", "crossed/VERB/VBD/0/root/cross", "Lund/PROPN/NNP/2/obj", "with/ADP/IN/6/case", "the/DET/DT/6/det", "aid/NOUN/NN/2/obl", "of/ADP/IN/8/case", "guides/NOUN/NNS/6/nmod/guide"}, byMeans, true},
		{"aid of an amount delivered", "AID", "aid", []string{"Oslo/PROPN/NNP/2/nsubj", "provided/VERB/VBD/0/root/provide", "Riga/PROPN/NNP/2/obj", "with/ADP/IN/5/case", "aid/NOUN/NN/2/obl", "of/ADP/IN/7/case", "$/SYM/$/5/nmod", "4m/NUM/CD/7/nummod"}, byMeans, false},
		{"aid delivered", "AID", "aid", []string{"Oslo/PROPN/NNP/2/nsubj", "sent/VERB/VBD/0/root/send", "aid/NOUN/NN/2/obj", "to/ADP/IN/5/case", "Lund/PROPN/NNP/2/obl"}, byMeans, false},
		{"a sigh of relief", "AID", "relief", []string{"people/NOUN/NNS/2/nsubj/person", "heaved/VERB/VBD/0/root/heave", "a/DET/DT/4/det", "sigh/NOUN/NN/2/obj", "of/ADP/IN/6/case", "relief/NOUN/NN/4/nmod"}, felt, true},
		{"relief as a predicate", "AID", "relief", []string{"it/PRON/PRP/5/nsubj", "is/AUX/VBZ/5/cop/be", "a/DET/DT/5/det", "welcome/ADJ/JJ/5/amod", "relief/NOUN/NN/0/root"}, felt, true},
		{"relief provided with", "AID", "relief", []string{"Oslo/PROPN/NNP/2/nsubj", "provided/VERB/VBD/0/root/provide", "Lima/PROPN/NNP/2/obj", "with/ADP/IN/5/case", "relief/NOUN/NN/2/obl"}, felt, false},
		{"greeted with relief", "AID", "relief", []string{"news/NOUN/NN/3/nsubj:pass", "was/AUX/VBD/3/aux:pass/be", "greeted/VERB/VBN/0/root/greet", "with/ADP/IN/5/case", "relief/NOUN/NN/3/obl"}, felt, true},
		{"relief sent", "AID", "relief", []string{"Oslo/PROPN/NNP/2/nsubj", "sent/VERB/VBD/0/root/send", "relief/NOUN/NN/2/obj", "to/ADP/IN/5/case", "victims/NOUN/NNS/2/obl/victim"}, felt, false},
		{"a plea in court", "REQUEST", "pleaded", []string{"Lund/PROPN/NNP/2/nsubj", "pleaded/VERB/VBD/0/root/plead", "not/PART/RB/4/advmod", "guilty/ADJ/JJ/2/xcomp"}, pleaIn, true},
		{"pleading with a party", "REQUEST", "pleaded", []string{"Lund/PROPN/NNP/2/nsubj", "pleaded/VERB/VBD/0/root/plead", "with/ADP/IN/4/case", "Danes/PROPN/NNPS/2/obl/Dane"}, pleaIn, false},
		{"an appeal against a sentence", "REQUEST", "appeal", []string{"he/PRON/PRP/2/nsubj", "lodged/VERB/VBD/0/root/lodge", "an/DET/DT/4/det", "appeal/NOUN/NN/2/obj", "against/ADP/IN/7/case", "his/PRON/PRP$/7/nmod:poss", "sentence/NOUN/NN/4/nmod"}, inCourt, true},
		{"an appeal for calm", "REQUEST", "appealed", []string{"Lund/PROPN/NNP/2/nsubj", "appealed/VERB/VBD/0/root/appeal", "for/ADP/IN/4/case", "calm/NOUN/NN/2/obl"}, inCourt, false},
		{"a body's own meeting", "CONSULT", "meeting", []string{"the/DET/DT/2/det", "manager/NOUN/NN/3/nsubj", "held/VERB/VBD/0/root/hold", "a/DET/DT/5/det", "meeting/NOUN/NN/3/obj", "of/ADP/IN/7/case", "officers/NOUN/NNS/5/nmod/officer"}, oneSided, true},
		{"a meeting held by two leaders", "CONSULT", "meeting", []string{"the/DET/DT/3/det", "two/NUM/CD/3/nummod", "leaders/NOUN/NNS/4/nsubj/leader", "held/VERB/VBD/0/root/hold", "a/DET/DT/6/det", "meeting/NOUN/NN/4/obj"}, oneSided, false},
		{"a meeting of both sides", "CONSULT", "meeting", []string{"a/DET/DT/2/det", "meeting/NOUN/NN/0/root", "of/ADP/IN/5/case", "both/DET/DT/5/det", "sides/NOUN/NNS/2/nmod/side"}, oneSided, false},
		{"a meeting held by two coordinated parties", "CONSULT", "meeting", []string{"Oslo/PROPN/NNP/4/nsubj", "and/CCONJ/CC/3/cc", "Riga/PROPN/NNP/1/conj", "held/VERB/VBD/0/root/hold", "a/DET/DT/6/det", "meeting/NOUN/NN/4/obj"}, oneSided, false},
		{"a meeting of many officers is one body's", "CONSULT", "meeting", []string{"a/DET/DT/2/det", "meeting/NOUN/NN/0/root", "of/ADP/IN/4/case", "200/NUM/CD/4/nummod", "officers/NOUN/NNS/2/nmod/officer"}, oneSided, true},
		{"a meeting with another party", "CONSULT", "meeting", []string{"the/DET/DT/2/det", "league/NOUN/NN/3/nsubj", "held/VERB/VBD/0/root/hold", "a/DET/DT/5/det", "meeting/NOUN/NN/3/obj", "with/ADP/IN/7/case", "Lund/PROPN/NNP/5/nmod"}, oneSided, false},
		{"telling reporters", "REQUEST", "told", []string{"a/DET/DT/2/det", "source/NOUN/NN/3/nsubj", "told/VERB/VBD/0/root/tell", "reporters/NOUN/NNS/3/obj/reporter"}, telling, true},
		{"telling someone of plans", "REQUEST", "told", []string{"Lund/PROPN/NNP/2/nsubj", "told/VERB/VBD/0/root/tell", "his/PRON/PRP$/4/nmod:poss", "brother/NOUN/NN/2/obj", "of/ADP/IN/6/case", "plans/NOUN/NNS/2/obl/plan"}, telling, true},
		{"telling someone to go", "REQUEST", "told", []string{"police/NOUN/NNS/2/nsubj", "told/VERB/VBD/0/root/tell", "workers/NOUN/NNS/2/obj/worker", "to/PART/TO/5/mark", "leave/VERB/VB/2/xcomp"}, telling, false},
		{"telling someone what they must do", "REQUEST", "told", []string{"Oslo/PROPN/NNP/2/nsubj", "told/VERB/VBD/0/root/tell", "Riga/PROPN/NNP/2/obj", "it/PRON/PRP/6/nsubj", "must/AUX/MD/6/aux", "withdraw/VERB/VB/2/ccomp"}, telling, false},
	})
}

func TestOneSidedMeetingTarget(t *testing.T) {
	st := story(t, "the/DET/DT/2/det", "council/NOUN/NN/3/nsubj", "held/VERB/VBD/0/root/hold", "a/DET/DT/5/det", "meeting/NOUN/NN/3/obj")
	p := newParse(st)
	e := event(st, "CONSULT", "meeting")
	i := p.token(e.Trigger)
	if !p.oneSidedMeeting(&e, i) {
		t.Error("no party: oneSidedMeeting = false")
	}
	e.Target = &doc.Party{Text: "the envoy"}
	if p.oneSidedMeeting(&e, i) {
		t.Error("a target coded: oneSidedMeeting = true")
	}
}

func TestHazardWarner(t *testing.T) {
	st := story(t, "the/DET/DT/2/det", "rebels/NOUN/NNS/3/nsubj/rebel", "warned/VERB/VBD/0/root/warn", "of/ADP/IN/6/case",
		"imminent/ADJ/JJ/6/amod", "raids/NOUN/NNS/3/obl/raid")
	p := newParse(st)
	e := event(st, "THREATEN", "warned")
	i := p.token(e.Trigger)
	if !p.assessment(&e, i) {
		t.Error("no warner coded: a warning of imminent raids should be an assessment")
	}
	e.Actor = &doc.Party{Text: "the rebels", Actor: doc.Actor{Sector: doc.SectorREB}}
	if p.assessment(&e, i) {
		t.Error("an armed warner's warning of imminent raids stays for the model to weigh")
	}
}

func TestConsequenceIsNoHazard(t *testing.T) {
	st := story(t, "Riga/PROPN/NNP/2/nsubj", "warned/VERB/VBD/0/root/warn", "of/ADP/IN/5/case", "dire/ADJ/JJ/5/amod",
		"consequences/NOUN/NNS/2/obl/consequence")
	p := newParse(st)
	e := event(st, "THREATEN", "warned")
	if p.assessment(&e, p.token(e.Trigger)) {
		t.Error("warned of dire consequences: a threat, not an assessment")
	}
	st = story(t, "the/DET/DT/2/det", "consequences/NOUN/NNS/0/root/consequence", "of/ADP/IN/5/case", "the/DET/DT/5/det",
		"raid/NOUN/NN/2/nmod")
	p = newParse(st)
	e = event(st, "ASSAULT", "raid")
	if p.conditional(&e, p.token(e.Trigger)) {
		t.Error("the consequences of the raid: the raid is no hypothesis")
	}
}

// TestQuestionHoldingDemand checks that an ask that only asks a question
// drops its event only when its sentence tells no other request of the
// event: a demand folded into it, or a second ask for something.
func TestQuestionHoldingDemand(t *testing.T) {
	// "the council asked the reason for the delay and insisted that the
	// road reopen"
	folded := []string{"the/DET/DT/2/det", "council/NOUN/NN/3/nsubj", "asked/VERB/VBD/0/root/ask", "the/DET/DT/5/det",
		"reason/NOUN/NN/3/obj", "for/ADP/IN/8/case", "the/DET/DT/8/det", "delay/NOUN/NN/5/nmod", "and/CCONJ/CC/10/cc",
		"insisted/VERB/VBD/3/conj/insist", "that/SCONJ/IN/14/mark", "the/DET/DT/13/det", "road/NOUN/NN/14/nsubj", "reopen/VERB/VB/10/ccomp"}
	// "the council asked the reason and asks questions" / "... and asks
	// for help"
	again := func(second ...string) []string {
		return append([]string{"the/DET/DT/2/det", "council/NOUN/NN/3/nsubj", "asked/VERB/VBD/0/root/ask", "the/DET/DT/5/det",
			"reason/NOUN/NN/3/obj", "and/CCONJ/CC/7/cc", "asks/VERB/VBZ/3/conj/ask"}, second...)
	}
	cases := []struct {
		name     string
		words    []string
		mentions []string
		split    int // the token that starts a second sentence; 0 for none
		want     bool
	}{
		{"told once, a question", folded, nil, 0, true},
		{"a demand folded in", folded, []string{"asked", "insisted"}, 0, false},
		{"a demand told in another sentence", folded, []string{"asked", "insisted"}, 8, true},
		{"asked again, a question", again("questions/NOUN/NNS/7/obj/question"), []string{"asked", "asks"}, 0, true},
		{"asked again, for something", again("for/ADP/IN/9/case", "help/NOUN/NN/7/obl"), []string{"asked", "asks"}, 0, false},
	}
	for _, c := range cases {
		st := story(t, c.words...)
		if c.split > 0 {
			for k := c.split; k < len(st.Tokens); k++ {
				st.Tokens[k].Sentence = 1
			}
		}
		e := event(st, "REQUEST", "asked")
		for _, m := range c.mentions {
			e.Mentions = append(e.Mentions, event(st, "REQUEST", m).Trigger)
		}
		p := newParse(st)
		if got := p.question(&e, p.token(e.Trigger)); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
