package event_test

import "testing"

// TestWarnedOperation checks that a military operation told ahead against
// someone, announced with "will" or as what its doer is ready to do, is a
// threat against them by the one who will launch it; and that an operation
// launched already, or one against no one, threatens nothing.
func TestWarnedOperation(t *testing.T) {
	for _, c := range []struct{ text, trigger, actor, target string }{
		{"The defence minister said on Sunday that the army will launch an operation against the bandits in the hills.", "operation", "the army", "the bandits in the hills"},
		{"The governor told reporters he was ready to launch a fresh operation at short notice against the smugglers on the river.", "ready", "The governor", "the smugglers"},
	} {
		st := coded(t, c.text, "2020-05-06")
		checkThreat(t, c.text, eventTold(st, c.trigger), c.actor, c.target)
	}
	checkNoThreat(t, []string{
		"The army launched an operation against the bandits in the hills last month.",
		"The council said it will launch an operation to clean the drains before the rains.",
	})
}
