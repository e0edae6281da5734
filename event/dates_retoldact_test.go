package event_test

import "testing"

// TestRetoldAct checks that a lede's statement or agreement dated by the
// publication day, or by its saying clause's day while told as before it,
// takes the earlier day a later sentence names for the same act told
// again by the same doer's verb or by a verb of the same object, and not
// the day of the same verb told of another party. The first case
// fails without retoldAct, the second without retoldBySame.
func TestRetoldAct(t *testing.T) {
	checkDates(t, []dateCase{
		{"pluperfect retold by the same verb", "The farmers' union on Thursday said it had agreed to join the water talks led by the governor. " +
			"\"We agreed on Tuesday to hear his plan before the harvest,\" a union spokesman said.", "2021-06-11", "AGREE", "2021-06-08"},
		{"the same verb of another party", "The farmers union on Thursday said it had agreed to join the water talks led by the governor. " +
			"The millers federation agreed on Tuesday to a freeze on flour prices.", "2021-06-11", "AGREE", "2021-06-10"},
	})
}
