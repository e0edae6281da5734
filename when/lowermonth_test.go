package when_test

import "testing"

// TestLowerMonths checks that a month name that is also a word, written in
// lower case in a text that has capitals, is a month before a year or with
// a day after "on"; that the verb and the auxiliary stay words; and that
// a day after another word is left undated (lowerMonth).
func TestLowerMonths(t *testing.T) {
	const pub = "2019-07-10"
	cases := []phraseValue{
		{"The accused had been on the run since march 2017, the Inspector said.", "march 2017", "2017-03"},
		{"The FIR was lodged on 4 august at the Kotwali police station.", "4 august", "2019-08-04"},
		{"Police said the two brothers were picked up on march 6 from the bus stand.", "march 6", "2019-03-06"},
		{"The District Magistrate said gatherings were banned from march 9 after the clash.", "march 9", ""},
		{"The gang was active from the 2nd of may in Nagpur, the Superintendent said.", "the 2nd of may", ""},
		{"The gang was active from the morning of 2 may, the Superintendent said.", "2 may", ""},
		{"The accused surrendered on the 2nd of may in Nagpur, the Superintendent said.", "the 2nd of may", "2019-05-02"},
		{"The Sangh said its march 20 rally in Patna would go ahead.", "march 20", ""},
		{"The farmers will march 12 km to the Collectorate.", "march 12", ""},
		{"Workers may 3 times have asked for their wages.", "may 3", ""},
		{"The 14 may be freed on bail, the lawyer said.", "14 may", ""},
		{"They said that on 14 may be the hearing.", "14 may", ""},
	}
	checkPhraseValues(t, pub, cases)
}
