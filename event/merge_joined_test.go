package event_test

import "testing"

// TestMergeJoinedSpeechActs checks that one speaker's two verbs of one
// kind joined by "and" in a sentence (a condemnation and an accusation)
// are one act, while the same verbs told in two sentences, or by two
// speakers, stay apart.
func TestMergeJoinedSpeechActs(t *testing.T) {
	checkEventCounts(t, "2002-03-02", []eventCount{
		{"patna: the mines minister on friday condemned the stubbornness of the group and accused it of creating needless tension in the town.", "ACCUSE", 1},
		{"patna: the mines minister on friday condemned the stubbornness of the group. " +
			"the opposition leader accused the police of creating needless tension in the town.", "ACCUSE", 2},
	})
}
