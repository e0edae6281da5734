package event_test

import "testing"

// TestMergeRetold checks ways a story retells one act that merging once
// kept apart: a verb and the noun or verb hanging on it in one sentence
// ("agreed on a deal", "met ... and the plan was discussed"), the lede's
// undated news and a later line dating it in the month before, a noun
// whose possessor is the doer ("Quito's complaint"), a pronoun for a
// person told by a role noun ("the transport minister ... his
// resignation", past an institution told between), the two parties of a
// dealing retold as one plural ("both sides agreed"), and a victim told
// with the town she comes from ("from Leeds"), which is no place of the
// attack. The old date stays apart, and so does a dated act under a lede
// that tells more of its kind ("14 more protesters").
func TestMergeRetold(t *testing.T) {
	checkEventCounts(t, "2021-03-14", []eventCount{
		{"Both ministers agreed on a grain deal at the summit in Ankara on Friday.", "AGREE", 1},
		{"The two unions met the port authority on Friday and the new rota was discussed.", "CONSULT", 1},
		{"Three fishing boats have been seized by the coast guard off Sakhalin. " +
			"The vessels were seized in late February after crossing the line, the agency said.", "COERCE", 1},
		{"Three fishing boats have been seized by the coast guard off Sakhalin. " +
			"The vessels were seized in 2019 after crossing the line, the agency said.", "COERCE", 2},
		{"Officers have detained 14 more protesters after the unrest in the capital. " +
			"Nine students were detained on March 3 during the first march.", "COERCE", 2},
		{"Ecuador accused Colombia of shelling a border village on Monday. " +
			"Quito's complaint was sent to the United Nations.", "ACCUSE", 1},
		{"The transport minister resigned on Friday. " +
			"His resignation came a day after the train crash near Larissa.", "RETREAT", 1},
		{"The rebel commander and the army chief agreed a truce in Bria on Monday. " +
			"Both sides agreed that prisoners would be freed within a week.", "AGREE", 1},
		{"The ceasefire was agreed on Sunday by the Armenian prime minister and the Azerbaijani president in Moscow. " +
			"Under the plan, the two leaders agreed that peacekeepers would patrol the corridor.", "AGREE", 1},
		{"The health minister resigned on Tuesday. " +
			"The cabinet said his resignation was accepted.", "RETREAT", 1},
		{"A British nurse was killed in Syria, her family said. " +
			"Maria Holt, from Leeds, was travelling in a convoy that was hit by an artillery shell on Thursday.", "ASSAULT", 1},
	})
}

// TestMergeRetoldParties checks that a definite phrase repeating the words
// of a party told before ("the pirates") is that party whatever country
// its context codes it to, so that the lede's undated news and a later
// line dating it in the month before ("the two men were detained in late
// February") are one act; and that a strike and the rally its strikers
// hold, told in one sentence, are one protest, but a strike and a march
// told in two sentences stay two.
func TestMergeRetoldParties(t *testing.T) {
	checkEventCounts(t, "2021-03-17", []eventCount{
		{"The navy detained 23 Somali and Yemeni pirates off the Horn of Africa last Saturday. " +
			"Commandos from an Indian frigate arrested the pirates when they neared a cargo ship.", "COERCE", 1},
		{"Thousands of dock workers went on strike in Durban on Monday and rallied outside the port offices.", "PROTEST", 1},
		{"Dock workers went on strike in Durban on Monday. Students marched through Durban on Monday.", "PROTEST", 2},
		{"Two Eritrean smugglers have been detained by Sudanese police near Kassala. " +
			"The two men were detained in late February while crossing a river, the police said.", "COERCE", 1},
		{"Two Eritrean smugglers have been detained by Sudanese police near Kassala. " +
			"The Ethiopian traders were detained in late February while crossing a river, the police said.", "COERCE", 2},
	})
}

// eventCount is a story and how many events of a category it tells.
type eventCount struct {
	text, plover string
	want         int
}

// checkEventCounts codes each case's text as published on pub and checks
// how many events of its category come out.
func checkEventCounts(t *testing.T, pub string, cases []eventCount) {
	t.Helper()
	for _, c := range cases {
		st := coded(t, c.text, pub)
		if n := countEvents(t, st, c.plover); n != c.want {
			t.Errorf("%q: %d %s events, want %d", c.text, n, c.plover, c.want)
		}
	}
}
