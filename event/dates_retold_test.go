package event_test

import "testing"

// TestRetoldLede checks that a lede's death or taking told without a date
// takes the day or month a later sentence gives when it tells the same act
// by another verb, and not when the later sentence tells a new party's.
func TestRetoldLede(t *testing.T) {
	checkDates(t, []dateCase{
		{"death retold by died", "The parents of a Dutch medic killed while treating the wounded in Idlib have spoken of their loss. " +
			"Anna de Vries, 29, died on 12 February when a shell hit the field hospital, they said.", "2021-06-09", "ASSAULT", "2021-02-12"},
		{"taking retold by seized", "Four engineers were kidnapped by gunmen in the Niger delta, their company said. " +
			"The four were seized from a boat on the river in mid-March, a local official said.", "2021-06-09", "ASSAULT", "2021-03"},
		{"another party's death", "A border guard was killed near Kandahar while on patrol, officials said. " +
			"A second guard died on 4 April in a similar ambush on the same road.", "2021-06-09", "ASSAULT", "2021-06-09"},
	})
}
