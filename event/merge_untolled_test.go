package event_test

import "testing"

// TestMergeUntolledDetail checks that a later line of an attack story that
// tells a detail of the fighting with no toll of its own ("troops sent from
// Beni clashed with the rebels") joins the lede's attack though its
// sentence names another town and another party, and that the same line
// with its own dead stays an incident of its own; so does a clash told
// with a town in its own phrase ("outside Goma"), which a weak join would
// carry into an unplaced raid told before.
func TestMergeUntolledDetail(t *testing.T) {
	checkEventCounts(t, "2021-03-15", []eventCount{
		{"Militants attacked an army post near Gao on Sunday, killing four soldiers. " +
			"Reinforcements sent from Mopti clashed with the gunmen until dusk.", "ASSAULT", 1},
		{"Rebels stormed a police station in Bunia on Friday, killing two officers. " +
			"Troops sent from Beni clashed with the rebels overnight.", "ASSAULT", 1},
		{"Militants attacked an army post near Gao on Sunday, killing four soldiers. " +
			"Reinforcements sent from Mopti clashed with the gunmen until dusk, killing seven of them.", "ASSAULT", 2},
		{"Rebels stormed a police station in Bunia on Friday, killing two officers. " +
			"Troops sent from Beni clashed with the rebels overnight, killing five of them.", "ASSAULT", 2},
		{"The officer who led the raid was detained by military police on Saturday. " +
			"Rebels clashed with government troops outside Goma.", "ASSAULT", 2},
		{"The colonel, who planned the ambush, was arrested on Monday. " +
			"Militiamen clashed with soldiers outside Uvira.", "ASSAULT", 2},
	})
}

// TestMergeUntolledAccused checks that an act told as what a party is
// accused or blamed of ("accused both factions of shelling residential
// districts") stays apart from the lede's attack it agrees with only
// weakly: the accusation's content says what the accused do, not a
// further detail of the incident.
func TestMergeUntolledAccused(t *testing.T) {
	checkEventCounts(t, "2021-07-10", []eventCount{
		{"A gunman opened fire at a church in Lahore on Sunday, killing five people. " +
			"Amnesty International accused both armies of bombing crowded neighbourhoods.", "ASSAULT", 2},
		{"A truck bomb exploded outside a court in Quetta on Monday, killing eight lawyers, police said. " +
			"The European Union accused both factions of shelling residential districts.", "ASSAULT", 2},
		{"A truck bomb exploded outside a court in Quetta on Monday, killing eight lawyers, police said. " +
			"Human Rights Watch blamed both factions for shelling residential districts.", "ASSAULT", 2},
	})
}

// TestMergeUntolledOtherSide checks that an untolled, unplaced attack by
// the side the lede's attack struck, or by an armed group the lede's
// soldiers fight, stays an incident of its own: a blow struck back, not a
// detail of the first.
func TestMergeUntolledOtherSide(t *testing.T) {
	checkEventCounts(t, "2023-05-10", []eventCount{
		{"Soldiers killed nine insurgents in a sweep near Mopti on Thursday. " +
			"Jihadist fighters raided a supply convoy, aid groups said.", "ASSAULT", 2},
		{"Soldiers fired on marchers in Kano on Monday, killing three. " +
			"Bandits attacked a checkpoint near the airport, residents said.", "ASSAULT", 2},
	})
}

// TestMergeUntolledOtherGroup checks that a protest by a group of its own,
// told after another group's, stays a second protest though it gives no
// town or toll, while the same line told of the lede's group again joins.
func TestMergeUntolledOtherGroup(t *testing.T) {
	checkEventCounts(t, "2023-05-10", []eventCount{
		{"Farmers blocked roads in Nakuru on Friday to protest fuel prices. " +
			"Church leaders demonstrated against the governor, witnesses said.", "PROTEST", 2},
		{"Farmers blocked roads in Nakuru on Friday to protest fuel prices. " +
			"The farmers also demonstrated outside the governor's office, witnesses said.", "PROTEST", 1},
	})
}
