package event_test

import "testing"

// TestMergeKeepsArrestsOnArrests checks that merging carries no arrest
// count into an event of another category: a raid or a clash retold with
// the number held is two events, the force and the arrests, and only the
// arrest (COERCE) holds the count. Merging joins mentions of one category
// only, and arrestsOnArrests has cleared any other event's count before
// it (review tolls-r4, finding 4; branch mend5).
func TestMergeKeepsArrestsOnArrests(t *testing.T) {
	for _, text := range []string{
		"Soldiers raided the village of Kafr Nabl on Sunday and detained 14 men. " +
			"The raid on Kafr Nabl on Sunday ended with 14 men in detention, residents said.",
		"Police clashed with protesters in Dhaka on Friday and arrested 25 of them. " +
			"The clashes in Dhaka on Friday left 25 people in custody, police said.",
	} {
		st := coded(t, text, "2021-05-10")
		arrests := 0
		for _, e := range st.Events {
			if e.Arrested == nil {
				continue
			}
			if e.Type.Plover != "COERCE" {
				t.Errorf("%q: %s event holds arrest count %d", text, e.Type.Plover, e.Arrested.Best)
			}
			arrests++
		}
		if arrests != 1 {
			t.Errorf("%q: %d events with an arrest count, want the arrest alone", text, arrests)
		}
	}
}
