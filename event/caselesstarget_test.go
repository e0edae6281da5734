package event_test

import "testing"

// TestCaselessNameTarget checks that in a story written all in lower case,
// where no name is capitalised for the ner stage to find, a bare "the X"
// a statement is aimed at stays its target, while a modified noun ("the
// canal dispute") or the same sentence in edited copy, where an uncoded
// common noun is a thing, gives none.
func TestCaselessNameTarget(t *testing.T) {
	const tail = " the forum met again on monday. its leaders then went home."
	checkTargets(t, []targetCase{
		{"mandi: the farmers' forum has accused the jkp of blocking the new road." + tail, "accused", "the jkp"},
		{"mandi: the farmers' forum sharply criticised the jkp, the nlf and their allies." + tail, "criticised", "the jkp"},
		{"mandi: the farmers' forum has criticised the canal dispute." + tail, "criticised", ""},
		{"Mandi: the farmers' forum criticised the ruling. The forum met again on Monday. Its leaders then went home.", "criticised", ""},
	})
}
