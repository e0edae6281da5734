package event_test

import "testing"

// TestRetoldLede checks that a lede's death or taking told without a date
// takes the day or month a later sentence gives when it tells the same act
// by another verb, and not when the later sentence tells a new party's.
// Each of the first two cases fails without retoldLede.
func TestRetoldLede(t *testing.T) {
	checkDates(t, []dateCase{
		{"death retold by died", "The parents of a Dutch medic killed while treating the wounded in Idlib have spoken of their loss. " +
			"Anna de Vries, 29, died on 12 February when a shell hit the field hospital, they said.", "2021-06-09", "ASSAULT", "2021-02-12"},
		{"taking retold by seized", "Two aid workers kidnapped by gunmen in northern Mali have been freed, their charity said. " +
			"The pair were seized at a roadblock near Gao in early April.", "2021-06-09", "ASSAULT", "2021-04"},
		{"another party's death", "A border guard was killed near Kandahar while on patrol, officials said. " +
			"A second guard died on 4 April in a similar ambush on the same road.", "2021-06-09", "ASSAULT", "2021-06-09"},
	})
}
