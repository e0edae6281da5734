package pipeline_test

import (
	"strings"
	"testing"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestEventPlaces checks where an event is placed when its own sentence
// names no place. The stories are written for this test; want is the place
// name, "" for none.
func TestEventPlaces(t *testing.T) {
	p, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		text, trigger, want string
	}{
		// A lower-cased wire story: its dateline places what it tells.
		{"surat: police arrested forty people on tuesday after a mob burnt shops in the old city. " +
			"the opposition leader demanded an inquiry into the riots. " +
			"the authorities imposed a curfew on bharuch town by evening.", "arrested", "Surat"},
		{"surat: police arrested forty people on tuesday after a mob burnt shops in the old city. " +
			"the opposition leader demanded an inquiry into the riots. " +
			"the authorities imposed a curfew on bharuch town by evening.", "demanded", "Surat"},
		{"surat: police arrested forty people on tuesday after a mob burnt shops in the old city. " +
			"the opposition leader demanded an inquiry into the riots. " +
			"the authorities imposed a curfew on bharuch town by evening.", "imposed", "Bharūch"},
		// Without a dateline, the focus country places an attack, not a
		// statement whose sentence names no place.
		{"Gunmen attacked a police post in Afghanistan on Monday. On Tuesday, a roadside bomb killed four soldiers. " +
			"The governor accused the rebels of breaking the truce.", "killed", "Afghanistan"},
		{"Gunmen attacked a police post in Afghanistan on Monday. On Tuesday, a roadside bomb killed four soldiers. " +
			"The governor accused the rebels of breaking the truce.", "accused", ""},
		// A place that is a party of a statement is not where it was made;
		// a place a party is in, or visits, is.
		{"The rebels blamed Moscow for the offensive.", "blamed", ""},
		{"The minister criticised the governor in Kandahar.", "criticised", "Kandahār"},
		{"The French president visited Dakar on Tuesday.", "visited", "Dakar"},
		// A country that owns the event is a party; the place is where.
		{"Turkey's offensive against the Kurdish militia in Syria killed 24 civilians.", "offensive", "Syria"},
		// A country hyphened to a participle qualifies a party.
		{"Five smugglers were arrested by UK-trained coastguards in Ghana.", "arrested", "Ghana"},
		// A retelling's town inside the country told first places the
		// event.
		{"Ethiopia began a raid against rebel camps in Sudan overnight. " +
			"The raid is meant to force the rebels out of Kassala, a general told the radio.", "raid", "Kassala"},
		// A state that deploys against another is a party, no place of
		// its deployment; one that deploys at home is where it deploys.
		{"Officials in Iran, Syria and Lebanon traded threats on Monday. " +
			"Israel deployed troops against Hezbollah on Tuesday.", "deployed", ""},
		{"Officials in Iran, Syria and Lebanon traded threats on Monday. " +
			"Israel deployed troops along the frontier on Tuesday.", "deployed", "Israel"},
		// A foreign place a retelling names in a clause of its own
		// (where talks were held) is not where the state deploys.
		{"Officials in Iran, Syria and Lebanon traded threats on Monday. " +
			"Kenya deployed soldiers along the frontier on Wednesday. " +
			"The deployment came after talks in Ethiopia collapsed.", "deployed", "Kenya"},
		// A target's country the story's home country lent a bare role
		// ("the police") does not send the state abroad.
		{"Somalia's president met elders in Mogadishu on Monday. Somali officials in Baidoa praised the talks. " +
			"Kenya deployed troops against the police on Tuesday.", "deployed", "Kenya"},
		// A state fighting alongside a co-subject fights the other side:
		// neither's ground is told.
		{"Ministers of Kenya, Uganda and Tanzania met on Monday. " +
			"Ethiopia and the Shabaab clashed near the border on Tuesday.", "clashed", ""},
		// A story spread over several countries places no unplaced attack
		// in the one it names most.
		{"Ministers of Kenya, Uganda and Tanzania met in Nairobi on Monday. " +
			"On Tuesday, a roadside bomb killed four soldiers.", "killed", ""},
		// "The town" points back to the town named last, not to the
		// district named after it as its frame.
		{"NAGPUR: Rioters set a bus on fire in Kamptee town of Nagpur district on Monday, police said. " +
			"Curfew was imposed in the town in the evening, officials said.", "imposed", "Kāmthi"},
		// A place the name tagger read in part as a person's name is
		// still the gazetteer's whole name.
		{"Government troops shelled rebel positions around Deir ez-Zor on Friday, a monitor said.", "shelled", "Deir ez-Zor"},
		// A story that keeps coming back to one town places there an
		// attack whose words name only the country; a story of several
		// towns does not.
		{"Aid convoys reached Manbij on Monday after a week of fighting. Residents of Manbij said food had run short, " +
			"and a doctor in Manbij said the hospital was full. On Tuesday, gunmen ambushed an army patrol in Syria, " +
			"killing three soldiers.", "ambushed", "Manbij"},
		{"Aid convoys reached Manbij on Monday after a week of fighting. Residents of Jarablus said food had run short, " +
			"and a doctor in Kobani said the hospital was full. On Tuesday, gunmen ambushed an army patrol in Syria, " +
			"killing three soldiers.", "ambushed", "Syria"},
		// A lower-cased story: a town that qualifies an incident noun
		// is where that incident was, not where a sit-in against it
		// was held.
		{"hundreds of party workers staged a protest over the meerut massacre in lucknow on friday, the police said. " +
			"the crowd dispersed peacefully by evening after the speeches of several leaders of the party.", "protest", "Lucknow"},
		// A lower-cased story: a town named once after a locative, and
		// then before an incident noun, places that incident.
		{"pune: two days after the ambush of a lorry at jalna, officers detained nine youths on tuesday. " +
			"the jalna shootings had sparked unrest in the district, a senior officer told reporters.", "shootings", "Jālna"},
	} {
		st := annotate(t, p, c.text)
		var e *doc.Event
		for i := range st.Events {
			if strings.EqualFold(st.Slice(st.Events[i].Trigger), c.trigger) || hasMention(st, &st.Events[i], c.trigger) {
				e = &st.Events[i]
			}
		}
		if e == nil {
			t.Errorf("%q: no event on %q (%d events)", c.text, c.trigger, len(st.Events))
			continue
		}
		got := ""
		if e.Place != nil {
			got = e.Place.Name
		}
		if got != c.want {
			t.Errorf("%q: %q placed at %q, want %q", c.text, c.trigger, got, c.want)
		}
	}
}

func hasMention(st *doc.Story, e *doc.Event, word string) bool {
	for _, m := range e.Mentions {
		if strings.EqualFold(st.Slice(m), word) {
			return true
		}
	}
	return false
}
