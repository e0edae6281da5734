package reality

import "testing"

func TestRefusedToBeNamed(t *testing.T) {
	noComment := (*parse).noComment
	checkRules(t, []ruleCase{
		{"refused to be named", "REJECT", "refused", []string{"a/DET/DT/2/det", "trader/NOUN/NN/0/root", ",/PUNCT/,/5/punct", "who/PRON/WP/5/nsubj",
			"refused/VERB/VBD/2/acl:relcl/refuse", "to/PART/TO/8/mark", "be/AUX/VB/8/aux:pass", "named/VERB/VBN/5/xcomp/name"}, noComment, true},
		{"declined to be identified", "REJECT", "declined", []string{"the/DET/DT/2/det", "officer/NOUN/NN/3/nsubj", "declined/VERB/VBD/0/root/decline",
			"to/PART/TO/6/mark", "be/AUX/VB/6/aux:pass", "identified/VERB/VBN/3/xcomp/identify"}, noComment, true},
		{"refused to be disarmed", "REJECT", "refused", []string{"the/DET/DT/2/det", "militia/NOUN/NN/3/nsubj", "refused/VERB/VBD/0/root/refuse",
			"to/PART/TO/6/mark", "be/AUX/VB/6/aux:pass", "disarmed/VERB/VBN/3/xcomp/disarm"}, noComment, false},
		{"refused to be called up", "REJECT", "refused", []string{"the/DET/DT/2/det", "recruits/NOUN/NNS/3/nsubj/recruit", "refused/VERB/VBD/0/root/refuse",
			"to/PART/TO/6/mark", "be/AUX/VB/6/aux:pass", "called/VERB/VBN/3/xcomp/call", "up/ADV/RP/6/compound:prt"}, noComment, false},
	})
}

// A source that will not confirm or say what happened gives no comment;
// a refusal to confirm a thing a party asks is still a refusal.
func TestRefusedToConfirm(t *testing.T) {
	noComment := (*parse).noComment
	checkRules(t, []ruleCase{
		{"refused to confirm whether", "REJECT", "refused", []string{"officials/NOUN/NNS/2/nsubj/official", "refused/VERB/VBD/0/root/refuse", "to/PART/TO/4/mark",
			"confirm/VERB/VB/2/xcomp", "whether/SCONJ/IN/7/mark", "troops/NOUN/NNS/7/nsubj/troop", "left/VERB/VBD/4/ccomp/leave"}, noComment, true},
		{"declined to say when", "REJECT", "declined", []string{"he/PRON/PRP/2/nsubj", "declined/VERB/VBD/0/root/decline", "to/PART/TO/4/mark",
			"say/VERB/VB/2/xcomp", "when/ADV/WRB/7/advmod", "talks/NOUN/NNS/7/nsubj/talk", "resume/VERB/VBP/4/ccomp"}, noComment, true},
		{"refused to confirm the deal", "REJECT", "refused", []string{"the/DET/DT/2/det", "council/NOUN/NN/3/nsubj", "refused/VERB/VBD/0/root/refuse", "to/PART/TO/5/mark",
			"confirm/VERB/VB/3/xcomp", "the/DET/DT/7/det", "deal/NOUN/NN/5/obj"}, noComment, false},
	})
}
