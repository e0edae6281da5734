package event

import "testing"

// TestPersonRoles checks that persons.txt reads and that onePerson's
// role nouns are persons, not institutions.
func TestPersonRoles(t *testing.T) {
	if personRolesErr != nil {
		t.Fatal(personRolesErr)
	}
	for w, want := range map[string]bool{"minister": true, "spokesman": true, "government": false, "ministry": false, "army": false} {
		if personRoles[w] != want {
			t.Errorf("personRoles[%q] = %v, want %v", w, personRoles[w], want)
		}
	}
}
