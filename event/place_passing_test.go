package event_test

import "testing"

// TestPlaceOfSomeoneNamedInPassing checks that a statement is not placed
// by a participle clause describing someone named in passing, an
// apposition or an of-phrase ("the father of X, a nurse working in Y"):
// it tells where that one is, not where the words were said. A
// participle on the speaker itself still places the statement.
func TestPlaceOfSomeoneNamedInPassing(t *testing.T) {
	checkPlaces(t, []placeCase{
		{"Maria Ortiz, one of several Chilean doctors volunteering in Yemen, has urged Spain to send more medicine.", "urged", ""},
		{"The brother of Tomas Keller, an engineer detained by militiamen in Libya, accused the Foreign Office of neglect on Monday.", "accused", ""},
		{"Rebels remaining in Aleppo agreed on Sunday to leave the city with their families.", "agreed", "Aleppo"},
	})
}

// TestStatementInNamedResort checks that a statement told "in the resort
// of X" is placed at X wherever the parse hangs the resort (on the
// speakers, on the verb), not only under an occasion.
func TestStatementInNamedResort(t *testing.T) {
	checkPlaces(t, []placeCase{
		{"The accord was agreed on Monday by both presidents during a summit held in the Georgian resort of Batumi.", "agreed", "Batumi"},
		{"Trade ministers from four states met on Sunday in the Aegean resort of Bodrum.", "met", "Bodrum"},
	})
}
