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
	st := story(t, "a/DET/DT/2/det", "spokesperson/NOUN/NN/3/nsubj", "declined/VERB/VBD/0/root/decline", "to/PART/TO/5/mark", "discuss/VERB/VB/3/xcomp", "reports/NOUN/NNS/5/obj/report")
	e := event(st, "REJECT", "discuss")
	p := newParse(st)
	if !p.noComment(&e, p.token(e.Trigger)) {
		t.Error("declined to discuss reports taken for a refusal")
	}
	st = story(t, "the/DET/DT/2/det", "government/NOUN/NN/3/nsubj", "refused/VERB/VBD/0/root/refuse", "to/PART/TO/5/mark", "discuss/VERB/VB/3/xcomp", "the/DET/DT/7/det", "demands/NOUN/NNS/5/obj/demand")
	e = event(st, "REJECT", "discuss")
	p = newParse(st)
	if p.noComment(&e, p.token(e.Trigger)) {
		t.Error("refused to discuss the demands taken for a source's no comment")
	}
	st = story(t, "he/PRON/PRP/2/nsubj", "refused/VERB/VBD/0/root/refuse", "to/PART/TO/4/mark", "comment/VERB/VB/2/xcomp", "when/SCONJ/WRB/6/mark", "asked/VERB/VBN/4/advcl/ask")
	e = event(st, "REJECT", "refused")
	p = newParse(st)
	if !p.noComment(&e, p.token(e.Trigger)) {
		t.Error("refused to comment taken for a refusal")
	}
	st = story(t, "Oslo/PROPN/NNP/2/nsubj", "refused/VERB/VBD/0/root/refuse", "to/PART/TO/4/mark", "respond/VERB/VB/2/xcomp", "to/ADP/IN/7/case", "the/DET/DT/7/det", "demands/NOUN/NNS/4/obl/demand")
	e = event(st, "REJECT", "refused")
	p = newParse(st)
	if p.noComment(&e, p.token(e.Trigger)) {
		t.Error("refused to respond to the demands taken for a source's no comment")
	}
}
