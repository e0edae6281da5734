package event_test

import "testing"

// TestMergeOtherCounterpart checks that a meeting told in a later sentence
// with another named counterpart is a meeting of its own, while one that
// names the same counterpart again, or points back to it, retells the
// first.
func TestMergeOtherCounterpart(t *testing.T) {
	checkEventCounts(t, "2021-06-14", []eventCount{
		{"The foreign minister held talks with Kenyan President Daniel Mwangi on Monday. " +
			"The minister later met Ugandan Prime Minister Joseph Okello.", "CONSULT", 2},
		{"The trade envoy visited a car factory in Sao Paulo on Friday. " +
			"In the evening he met Chilean finance minister Rosa Diaz.", "CONSULT", 2},
		{"The premier held talks with Chancellor Anna Vogel in Berlin on Monday. " +
			"The talks with Vogel covered energy prices.", "CONSULT", 1},
		{"The premier met Danish Crown Prince Frederik in Copenhagen on Monday. " +
			"The meeting with the prince lasted two hours.", "CONSULT", 1},
	})
}
