package event_test

import "testing"

// TestMergeLinkedActs checks that two attacks told in one sentence, one as
// the cause of the other or as what the other's doer fought off ("an
// attack that led to airstrikes", "troops repelling an assault"), stay two
// events, while a toll told with either ("led to the deaths of six",
// "killed by soldiers repelling an assault") stays one clash.
func TestMergeLinkedActs(t *testing.T) {
	for _, c := range []struct {
		text string
		want int // ASSAULT events
	}{
		{"A gas attack on the town of Saraqib in March led to airstrikes by French and British jets on army depots.", 2},
		{"The bombing of the ferry on Friday persuaded the navy to launch raids on pirate camps along the coast.", 2},
		{"Troops repelled an assault by rebels on a border post near Kidal on Monday and then shelled their camp in the hills.", 2},
		{"On Monday more than 20 militiamen were killed by soldiers repelling an assault on a border post near Kidal.", 1},
		{"Gunmen attacked a convoy near Kidal on Monday, an ambush that led to the deaths of six guards.", 1},
		{"Gunmen attacked a convoy near Kidal on Monday. The ambush prompted fears of more violence.", 1},
	} {
		st := coded(t, c.text, "2020-05-06")
		n := 0
		for _, e := range st.Events {
			if e.Type.Plover == "ASSAULT" && !e.Aux.Negated && !e.Aux.Hypothetical {
				n++
			}
		}
		if n != c.want {
			var got []string
			for _, e := range st.Events {
				got = append(got, e.Type.Plover+" "+st.Slice(e.Trigger))
			}
			t.Errorf("%q: %d attacks %q, want %d", c.text, n, got, c.want)
		}
	}
}
