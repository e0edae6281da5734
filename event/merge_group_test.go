package event_test

import "testing"

// TestMergeGroupDoer checks that a dealing done together, retold with a
// definite plural group as its doer ("the leaders", "the allies"), is the
// dealing its member did, the group told after the member or before it.
func TestMergeGroupDoer(t *testing.T) {
	checkEventCounts(t, "2022-06-14", []eventCount{
		{"kimaro met the governor of tanga in dodoma on tuesday. " +
			"the leaders discussed the price of maize and the state of the roads.", "CONSULT", 1},
		{"lema met the chairman of the farmers union in moshi on monday. " +
			"the allies talked about the seats for the council until late in the night.", "CONSULT", 1},
		{"the allies met in arusha on friday to settle the list of candidates. " +
			"mrema's meeting with them lasted five hours.", "CONSULT", 1},
	})
}
