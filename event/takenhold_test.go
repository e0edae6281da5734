package event_test

import "testing"

// TestTakenHoldTarget checks that an attack told as the control it takes
// has for target the party control is taken from, and none when only the
// place held is named: control is no party, the town is where.
func TestTakenHoldTarget(t *testing.T) {
	checkTargets(t, []targetCase{
		{"Government troops wrested control of the port from the rebels on Monday.", "wrested", "the rebels"},
		{"The militia seized control of two villages near the lake on Friday.", "seized", ""},
	})
}
