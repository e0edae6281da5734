package reality

import "testing"

func TestCommentRequest(t *testing.T) {
	st := story(t, "the/DET/DT/3/det", "ministry/NOUN/NN/3/nsubj", "ignored/VERB/VBD/0/root/ignore", "a/DET/DT/5/det", "request/NOUN/NN/3/obj", "for/ADP/IN/7/case", "comment/NOUN/NN/5/nmod")
	e := event(st, "REQUEST", "request")
	p := newParse(st)
	if !p.commentRequest(&e, p.token(e.Trigger)) {
		t.Error("a request for comment taken for a demand")
	}
	st = story(t, "Yemen/PROPN/NNP/2/nsubj", "rejected/VERB/VBD/0/root/reject", "a/DET/DT/4/det", "request/NOUN/NN/2/obj", "for/ADP/IN/6/case", "talks/NOUN/NNS/4/nmod/talk")
	e = event(st, "REQUEST", "request")
	p = newParse(st)
	if p.commentRequest(&e, p.token(e.Trigger)) {
		t.Error("a request for talks taken for a request for comment")
	}
}

func TestNoComment(t *testing.T) {
	noComment := (*parse).noComment
	checkRules(t, []ruleCase{
		{"declined to discuss reports", "REJECT", "discuss", []string{"a/DET/DT/2/det", "spokesperson/NOUN/NN/3/nsubj", "declined/VERB/VBD/0/root/decline", "to/PART/TO/5/mark", "discuss/VERB/VB/3/xcomp", "reports/NOUN/NNS/5/obj/report"}, noComment, true},
		{"refused to discuss the demands", "REJECT", "discuss", []string{"the/DET/DT/2/det", "government/NOUN/NN/3/nsubj", "refused/VERB/VBD/0/root/refuse", "to/PART/TO/5/mark", "discuss/VERB/VB/3/xcomp", "the/DET/DT/7/det", "demands/NOUN/NNS/5/obj/demand"}, noComment, false},
		{"refused to comment", "REJECT", "refused", []string{"he/PRON/PRP/2/nsubj", "refused/VERB/VBD/0/root/refuse", "to/PART/TO/4/mark", "comment/VERB/VB/2/xcomp", "when/SCONJ/WRB/6/mark", "asked/VERB/VBN/4/advcl/ask"}, noComment, true},
		{"refused to respond to the demands", "REJECT", "refused", []string{"Oslo/PROPN/NNP/2/nsubj", "refused/VERB/VBD/0/root/refuse", "to/PART/TO/4/mark", "respond/VERB/VB/2/xcomp", "to/ADP/IN/7/case", "the/DET/DT/7/det", "demands/NOUN/NNS/4/obl/demand"}, noComment, false},
	})
}
