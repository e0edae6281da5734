package event_test

import "testing"

// TestMergeNounBesideDoer checks that a doerless noun telling the act of
// a clause it hangs on, in one sentence ("resigned, sending a letter of
// resignation"), joins that act rather than standing as a second one;
// and that a noun with a doer of its own (another's resignation) does not.
func TestMergeNounBesideDoer(t *testing.T) {
	checkEventCounts(t, "2021-03-04", []eventCount{
		{"The finance minister, Olga Petrenko, resigned on Wednesday, sending a letter of resignation to the premier.", "RETREAT", 1},
		{"The two parties negotiated a ceasefire in May and have kept the agreement since.", "AGREE", 1},
		{"The envoy resigned on Tuesday, citing the resignation of his deputy.", "RETREAT", 2},
	})
}
