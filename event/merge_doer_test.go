package event_test

import "testing"

// TestMergeDoerRetold checks that a statement or dealing told in another
// sentence naming no party ("the talks", "an appeal", "it was requested
// that"), or with its doer told by a pronoun of one person ("his
// resignation"), is the act told with its parties, while one doer's act of
// another target stays an act of its own.
func TestMergeDoerRetold(t *testing.T) {
	checkEventCounts(t, "2021-06-12", []eventCount{
		{"The foreign ministers of Chile and Peru held talks in Lima on Monday on the disputed fishing zone. " +
			"Officials said the talks lasted six hours and ended without a statement.", "CONSULT", 1},
		{"At the harbour meeting on Tuesday, an appeal for cheaper diesel came first. " +
			"The fishermen's union asked the port authority to cut berthing fees for small boats.", "REQUEST", 1},
		{"The dockworkers' union asked the port authority on Monday to raise night-shift pay. " +
			"At the same meeting, it was requested that safety inspections be made monthly.", "REQUEST", 1},
		{"Farmers' leader Ravi Kotian on Sunday asked the state government to pay compensation for the lost harvest. " +
			"At a meeting in Mandya, he asked the railway board to restore the cancelled trains.", "REQUEST", 2},
		{"The defence minister, Jan Holmqvist, resigned on Thursday after a quarrel with the president over the budget. " +
			"In a letter to the president, Holmqvist said that his resignation was final.", "RETREAT", 1},
	})
}

// TestMergeDoerPronounOfAnother checks that a doer told by "his" is not
// taken for the doer named before when another person is named between
// them: the pronoun is the nearer person's.
func TestMergeDoerPronounOfAnother(t *testing.T) {
	for _, c := range []struct{ text, plover string }{
		{"Farmers' leader Ravi Kotian on Sunday asked the state government to pay compensation for the lost harvest. " +
			"In a letter to the farmers, Arun Shetty said that his demand of the state government was compensation.", "REQUEST"},
		{"Union leader Maria Oduya resigned on Thursday after a quarrel with the board. " +
			"In a letter to the members, the treasurer, Peter Lund, said that his resignation was final.", "RETREAT"},
	} {
		st := coded(t, c.text, "2021-06-15")
		n := countEvents(t, st, c.plover)
		if n != 2 {
			t.Errorf("%q: %d %s events, want 2 (the pronoun is the second person's)", c.text, n, c.plover)
		}
	}
}

// TestMergeDoerAlsoUrged checks that a demand the doer, named again by a
// word of its first naming, "also" makes is the appearance's further
// content, one request with the first, while one it makes "again" is told
// as another appearance, a request of its own.
func TestMergeDoerAlsoUrged(t *testing.T) {
	checkEventCounts(t, "2021-06-14", []eventCount{
		{"The traders' association on Monday urged the district collector to reopen the weekly market. " +
			"The association also urged the collector to repair the market road.", "REQUEST", 1},
		{"The traders' association on Monday urged the district collector to reopen the weekly market. " +
			"The association again urged the collector to repair the market road.", "REQUEST", 2},
		{"The bakers' guild on Tuesday urged the labour ministry to raise the minimum wage. " +
			"The guild also urged the transport ministry to extend night bus routes.", "REQUEST", 2},
		{"The fishermen's cooperative on Tuesday called on the harbour authority to dredge the channel. " +
			"The cooperative also called on the coast guard to patrol the reef.", "REQUEST", 2},
		{"The tenants' league on Tuesday appealed to the city council to freeze rents. " +
			"The league also appealed to the housing bank to delay evictions.", "REQUEST", 2},
	})
}
