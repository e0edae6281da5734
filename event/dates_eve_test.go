package event_test

import "testing"

// eveBody is a daily's copy printed on Saturday 13 March 2021 and written
// the evening before: its lede names no day, and the weekday it names
// further on is Friday.
const eveBody = "Traders in the old city kept their shutters down to protest the new market tax. " +
	"Police arrested forty traders who tried to block the main road near the station. " +
	"The district magistrate met the leaders of the traders' body in his office. " +
	"The leaders said the tax would ruin small shopkeepers. " +
	"Buses to the nearby towns ran nearly empty. "

// TestEveDay checks that a story written on the eve of its paper dates
// what it tells without a day by that eve, and that a story which also
// names its publication day, or the eve as "yesterday", does not; an
// event dated by a definite phrase that names no day is undated too.
func TestEveDay(t *testing.T) {
	checkDates(t, []dateCase{
		{"an eve-written story's undated news is of the eve", eveBody +
			"The traders' body had called the strike on Friday after talks with the council failed.", "2021-03-13", "COERCE", "2021-03-12"},
		{"a story that names its own day keeps it", eveBody +
			"The traders' body had called the strike on Friday and said shops would stay shut today.", "2021-03-13", "COERCE", "2021-03-13"},
		{"a story told from the next day keeps its day", eveBody +
			"The traders' body had called the strike yesterday after talks with the council failed.", "2021-03-13", "COERCE", "2021-03-13"},
		{"a definite day in an eve-written story is the eve", eveBody +
			"Later in the day, two men stabbed a trader near the station. " +
			"The traders' body had called the strike on Friday after talks with the council failed.", "2021-03-13", "ASSAULT", "2021-03-12"},
	})
}

// TestAnaphoricDay checks that a day told by a definite phrase that names
// none ("earlier in the day") is the day the lede names, not the day of
// publication the time stage reads it as, and that a phrase naming its
// day keeps it.
func TestAnaphoricDay(t *testing.T) {
	lede := "Rioters burned shops in the old city on Sunday, officials said. Police fired tear gas to scatter the crowds. "
	checkDates(t, []dateCase{
		{"a definite day is the lede's", lede + "Earlier in the day, police arrested twelve men near the mosque.", "2021-03-15", "COERCE", "2021-03-14"},
		{"a named day is kept", lede + "On Monday, police arrested twelve men near the mosque.", "2021-03-15", "COERCE", "2021-03-15"},
	})
}
