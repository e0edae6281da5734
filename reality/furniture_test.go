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
