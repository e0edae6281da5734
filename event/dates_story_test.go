package event_test

import (
	"testing"

	"sitrep/doc"
	"sitrep/internal/pipetest"
)

// countEvents returns how many of st's events are of category plover,
// logging every event for a failing test to show.
func countEvents(t *testing.T, st *doc.Story, plover string) int {
	t.Helper()
	n := 0
	for _, e := range st.Events {
		t.Logf("%s %q actor %+v date %+v evidence %v", e.Type.Plover, st.Text[e.Trigger.Start:e.Trigger.End], e.Actor, e.Time, e.Evidence)
		if e.Type.Plover == plover {
			n++
		}
	}
	return n
}

// coded runs the default pipeline, shared by the tests of this binary, over
// text published on pub.
var coded = pipetest.Annotated

// TestStoryDates checks how an event's date is settled from the sentences
// that tell it: a week made exact or a month, an incident's own day in a
// retelling, and dates of other events and of parties left out.
func TestStoryDates(t *testing.T) {
	checkDates(t, []dateCase{
		{"week to its day", "Dozens of fighters were killed when jets struck a convoy in the east last week, officials said. " +
			"The fighters were killed in a clash last Wednesday near the border.", "2018-02-13", "ASSAULT", "2018-02-07"},
		{"week to its month", "Militants attacked an army post near the border last week, the ministry said.", "2018-02-13", "ASSAULT", "2018-02"},
		{"incident day in a relative clause", "Teen charged in shooting of mother\n\nA teenager has confessed to killing a mother of three, " +
			"who died on Friday as she shielded children from gunfire, police said.", "2011-10-26", "ASSAULT", "2011-10-21"},
		{"a party's past is no date", "Police arrested a man who had been released from prison last month.", "2020-05-06", "COERCE", "2020-05-06"},
		{"an incident that began a state has no date", "France has been on high alert since militants launched a series of attacks across Paris, killing 130 people.",
			"2019-05-25", "ASSAULT", ""},
		{"a fronted since-clause of the story's day", "Since the army attacked the town on Friday, thousands have fled.",
			"2019-05-25", "ASSAULT", "2019-05-24"},
		{"a fronted date scopes over its paragraph", "On 3 January, protesters gathered outside parliament. Police fired tear gas at them.",
			"2018-02-20", "ASSAULT", "2018-01-03"},
		{"the incident's date in the next sentence", "Two men have been charged over the bombing of a mosque in Kano that killed 12 worshippers. " +
			"The bomb went off during Friday prayers on 7 February.", "2018-03-15", "ASSAULT", "2018-02-07"},
		{"the next sentence's own event keeps its date", "Gunmen attacked a police station in Kano, killing four officers. " +
			"Police arrested two men in the city on 7 February.", "2018-03-15", "ASSAULT", "2018-03-15"},
		{"the sentence's day is not the attack's", "A court in Paris sentenced a man to 20 years in prison on Tuesday for an attack on a synagogue.",
			"2018-03-17", "ASSAULT", "2018-03-17"},
		{"an anniversary dates the incident a span before", "Hundreds gathered on Friday to mark one year since the bombing of the market.",
			"2021-03-13", "ASSAULT", "2020-03-12"},
		{"months since the incident", "Protests have continued in the three months since soldiers killed 12 demonstrators.",
			"2021-03-13", "ASSAULT", "2020-12-13"},
		{"a relative clause that tells the incident happened", "The bombing, which took place on 7 February, killed 12 worshippers.",
			"2021-03-13", "ASSAULT", "2021-02-07"},
		{"a named incident recalled has no date", "The governor accused the police of shielding the culprits of the Kano market bombing, " +
			"officials said on Monday.", "2021-03-16", "ASSAULT", ""},
		{"a season is a year", "Two tourists were stabbed in the old town last summer.",
			"2021-03-13", "ASSAULT", "2020"},
		{"the lede's day dates the news", "The opposition leader has demanded an inquiry into the riots in the city. " +
			"Speaking to reporters on Monday, he said the police had failed to act.", "2021-03-16", "REQUEST", "2021-03-15"},
		// The lede names the day of publication, and a later sentence an
		// earlier day of the week: the story is of its publication day,
		// and a rule that skipped the lede's day would take Sunday.
		{"a lede of the day of publication", "Troops detained 14 aides of the opposition leader in the capital on Tuesday. " +
			"On Sunday, police had broken up a march by supporters of the opposition leader. The opposition leader has demanded an inquiry into the raids.",
			"2021-03-16", "REQUEST", "2021-03-16"},
		{"a participial clause's day is its subject's act's", "Police arrested five men in the capital on Wednesday. " +
			"Addressing a rally on Sunday, the opposition leader accused the government of rigging the vote.", "2021-03-17", "ACCUSE", "2021-03-14"},
		{"a day to come does not date a past act", "The border crossing will reopen to lorries by 22 April, the two ministers agreed.",
			"2021-03-13", "AGREE", "2021-03-13"},
		{"a span counted from the lede's day", "Rioters attacked a police station in the capital late on Saturday. " +
			"The unrest broke out as students marked a week since police arrested their leader.", "2021-03-14", "COERCE", "2021-03-06"},
		{"a paragraph turned to a past month keeps no day from before it", "Police said the town was calm. Schools reopened. " +
			"Traders said business was slow. Officials said aid was arriving. Rebels shelled the outskirts on Friday. " +
			"The village had been hit by a gas attack in November that left 35 dead. The government then imposed a curfew on the town.",
			"2021-03-14", "COERCE", "2021-03-14"},
		{"a month a thing is for is no event's", "Farmers asked the council to scrap the water levy for February.",
			"2021-03-13", "REQUEST", "2021-03-13"},
		{"a noun in a phrase of a subject is no recalled incident", "Rebels raided an army post near Kandahar on Sunday, officials said. " +
			"A string of demands by elders of Kandahar for a curfew reached the governor.", "2021-03-16", "REQUEST", "2021-03-14"},
		{"a lede that names no country makes no digest", "Gunmen shot dead a shopkeeper on Tuesday. " +
			"The traders' union has demanded more police patrols.", "2021-03-17", "REQUEST", "2021-03-16"},
		{"a sentence's date in a clause that tells a statement", "Named in the indictment is Omar Said, a former customs officer " +
			"whom a tribunal in Kisumu sentenced to nine years in prison in April last year.", "2021-03-13", "SANCTION", "2020-04"},
		{"an older day after the news's day is the recalled talks'", "The envoy briefed reporters on Thursday on his talks with the rebel leader on Tuesday night.",
			"2021-03-13", "CONSULT", "2021-03-09"},
		{"an incident's own date is not the arrest's", "Detectives detained three students after the arson attack on a clinic in the suburbs on 2 March, " +
			"a spokesman said on Monday.", "2021-03-17", "COERCE", "2021-03-15"},
		{"an incident's own date is not an undated arrest's", "Three students have been detained after the arson attack on a clinic in the suburbs on 2 March.",
			"2021-03-17", "COERCE", "2021-03-17"},
		{"a planned day is no news day", "The mayor has ordered a curfew to begin on Thursday. " +
			"The opposition leader has demanded an inquiry into the riots.", "2021-03-16", "REQUEST", "2021-03-16"},
		// A week is made a day or a month: records are dated by day,
		// month or year. 2018-02-02 is a Friday: last week is 2018-W04,
		// 22 to 28 January. 2019-03-03 is a Sunday: this weekend is 2 and
		// 3 March, in a week whose Thursday is 28 February.
		{"a week is its Thursday's month", "Rebels attacked a police station in the north last week, officials said.",
			"2018-02-02", "ASSAULT", "2018-01"},
		{"a weekend is its Saturday's month", "Jets bombed an arms depot outside the town this weekend, residents said.",
			"2019-03-03", "ASSAULT", "2019-03"},
		// A timeline's dated headings date the lines under them, across
		// blank lines and months before publication; a single date line
		// (a posting date) is no timeline.
		{"a timeline heading dates its line", timeline, "2018-04-20", "ASSAULT", "2018-02-12"},
		{"a timeline heading dates the lines under it", timeline, "2018-04-20", "COERCE", "2018-02-15"},
		{"one date line is no timeline", "12 February\n\nPolice arrested ten men in the town.\n", "2018-04-20", "COERCE", "2018-04-20"},
		// Follow-up stories: the past a story turns to, and what it
		// recalls.
		{"a past month of the sentence before frames the next", "The village was shelled in November, killing nine people. " +
			"The governor blamed the rebels for the shelling.", "2021-03-13", "ACCUSE", "2020-11"},
		{"a past day of the sentence before frames the next by its month", "Police raided the camp on 2 February. " +
			"After four days of questioning, they released the students.", "2021-03-13", "RETREAT", "2021-02"},
		{"a perfect of the story's day takes no past frame", "A court jailed the two men in November. " +
			"The governor has demanded a new inquiry.", "2021-03-13", "REQUEST", "2021-03-13"},
		{"a flashback in the past perfect sets no frame", "Rebels shelled the outskirts on Friday. " +
			"The village had been hit by a gas attack in November. The government then imposed a curfew on the town.",
			"2021-03-14", "COERCE", "2021-03-12"}, // the lede's day, not November
		{"an act a party is accused of has no date", "Three men are accused of having kidnapped a teacher, prosecutors said.",
			"2021-03-13", "ASSAULT", ""},
		{"an event told with its length after \"after\" began that long before", "After a five-day truce, fighting resumed in the valley on Sunday.",
			"2021-03-16", "RETREAT", "2021-03-09"},
		{"a length before a week gives the start's month", "After a two-week ceasefire, the rebels resumed their raids this week.",
			"2021-03-10", "RETREAT", "2021-02"},
		{"a length before a weekend counts back from its Saturday", "After a ten-day truce, the militia resumed its raids this weekend, residents said.",
			"2021-03-07", "RETREAT", "2021-02"},
		{"a truce told after \"after\" with no length keeps the clause's day", "After a truce, the army resumed its offensive on Sunday.",
			"2021-03-16", "RETREAT", "2021-03-14"},
		{"an act told as previous has no date", "Kidnappers freed a nurse in the north on Friday. " +
			"Her union had previously urged the captors to let her go.", "2021-03-13", "REQUEST", ""},
		{"an act told as later than a past time has no date", "Militia fighters detained a reporter in June 2019. " +
			"He was later beaten in custody, his brother said.", "2021-03-13", "ASSAULT", ""},
		{"an act told as subsequent to a past time has no date", "Rebels held two engineers for ransom in 2017. " +
			"One of the pair was subsequently tortured by his guards, a cousin recalled.", "2021-03-13", "ASSAULT", ""},
		{"a later act after a day of the week keeps that day", "The sect has been outlawed since 2015. " +
			"Elders met its imams in Kano on Thursday, and police later detained four of its preachers.", "2021-03-13", "COERCE", "2021-03-11"},
		{"a later act with a date of its own keeps it", "Militia fighters detained a reporter in June 2019. " +
			"He was later beaten in custody in August 2019.", "2021-03-13", "ASSAULT", "2019-08"},
		{"a later act of the day's news keeps the day", "Police detained two men at the market on Saturday. " +
			"Officers later beat one of them, witnesses said.", "2021-03-13", "ASSAULT", "2021-03-13"},
		{"a page's time stamp is no day of the news", "Navy frigate foils pirate raid\nUpdated: March 13, 2021 18:50 IST\n" +
			"A navy frigate foiled an attack by pirates off the coast and seized two skiffs.\n" +
			"The navy said the raid took place yesterday while the frigate guarded a convoy of tankers.", "2021-03-13", "COERCE", "2021-03-12"},
		{"a stamp word right before its date is a stamp", "Coastguard cutter halts smugglers\nPosted Mar 13, 2021 07:05 GMT\n" +
			"The coastguard stopped a smugglers' boat near the reef and seized its cargo.\n" +
			"Officers said the chase happened yesterday as the cutter patrolled the strait.", "2021-03-13", "COERCE", "2021-03-12"},
		{"a line of prose that opens like a stamp is news", "Published reports say rebels shelled the town on Friday.",
			"2021-03-13", "ASSAULT", "2021-03-12"},
		{"an act told as former has no date", "The mayor had formerly detained two reporters in the town.", "2021-03-13", "COERCE", ""},
		{"a past date of what came before is not the talks'", "The two governments are in talks over the border, " +
			"following the army's decision last October to close the crossing.", "2021-03-13", "CONSULT", "2021-03-13"},
		{"an old day after a perfect's incident is the incident's", "Police have charged a teacher over the attack on a church in Jos on 12 January.",
			"2021-03-13", "ASSAULT", "2021-01-12"},
		{"an old day after its incident is not a perfect's", "Police have charged a teacher over the attack on a church in Jos on 12 January.",
			"2021-03-13", "ACCUSE", "2021-03-13"},
		{"the start of a year is its January", "Border guards detained the smuggler at the start of last year.",
			"2021-03-13", "COERCE", "2020-01"},
		{"the end of a year is its December", "Border guards detained the smuggler at the end of last year.",
			"2021-03-13", "COERCE", "2020-12"},
		{"a gap in months is no span from another day", "Rebel envoys will arrive in Vienna on Friday for the first round of talks " +
			"in six months after the army agreed to a truce.", "2021-03-13", "AGREE", "2021-03-13"},
		{"a retelling makes a year exact", "Rebels abducted an aid worker in 2019. " +
			"The aid worker was abducted in March 2019 near the border town of Kidal, her family said.", "2021-03-13", "ASSAULT", "2019-03"},
	})
}

// timeline is a story of two dated headings.
const timeline = "Key events\n\n12 February\n\nRebels attacked an army convoy near Idlib, killing six soldiers.\n\n" +
	"15 February\n\nGovernment jets bombed a market in the town. Police arrested ten men.\n"

// TestCampaignDates checks a campaign's counted day ("the Nth day of"):
// the campaign's start dates an event that is its own or of its kind of
// operation, and nothing else.
func TestCampaignDates(t *testing.T) {
	checkDates(t, []dateCase{
		{"a campaign's day counts back to its start", "Army troops shelled rebel positions near the river on the fourth day of an offensive against the insurgents.",
			"2021-03-13", "ASSAULT", "2021-03-10"},
		{"a straight day is the day's own", "Students rallied outside the parliament for the third straight day.",
			"2021-03-13", "PROTEST", "2021-03-13"},
		{"a day of a visit is the meeting's own", "The foreign minister met the emir on the second day of her tour of the Gulf.",
			"2021-03-13", "CONSULT", "2021-03-13"},
		{"a day of a summit is the meeting's own", "The president held talks with the emir on the third day of the regional summit in Doha.",
			"2021-03-13", "CONSULT", "2021-03-13"},
		{"a day of a strike counts back to its start", "Dockers marched to the port offices on the fifth day of a strike over wages.",
			"2021-03-13", "PROTEST", "2021-03-09"},
		{"a day of a light-noun campaign counts back to its start", "Government forces bombarded rebel villages in the hills on the sixth day of their renewed campaign.",
			"2021-03-13", "ASSAULT", "2021-03-08"},
		{"a day of an election campaign is the clash's own", "Rival supporters clashed in the town square on the fourth day of the election campaign.",
			"2021-03-13", "PROTEST", "2021-03-13"},
		{"a day counted past fifteen", "Miners marched on the capital on the seventeenth day of a strike over pay cuts.",
			"2021-03-13", "PROTEST", "2021-02-25"},
		{"a day of a feast is the clash's own", "Youths clashed with riot police on the third day of the harvest festival.",
			"2021-03-13", "PROTEST", "2021-03-13"},
	})
}

// dateCase is a story and the date of its first event of a type ("" for
// none), whose precision its length tells.
type dateCase struct {
	name, text, pub string
	plover, want    string
}

// checkDates codes each case's story and checks its event's date and
// precision.
func checkDates(t *testing.T, cases []dateCase) {
	t.Helper()
	for _, c := range cases {
		st := coded(t, c.text, c.pub)
		var got *doc.Event
		for i := range st.Events {
			if st.Events[i].Type.Plover == c.plover {
				got = &st.Events[i]
				break
			}
		}
		switch {
		case got == nil:
			t.Errorf("%s: no %s event in %d", c.name, c.plover, len(st.Events))
		case got.Time != nil && (got.Time.Date != c.want || got.Time.Precision != wantPrecision(c.want)), got.Time == nil && c.want != "":
			t.Errorf("%s: date %+v, want %q by %s", c.name, got.Time, c.want, wantPrecision(c.want))
		}
	}
}

// TestStoryPlaces checks how an event's place is settled from the story
// around it: a town its own sentence names before the story's country, a
// dateline under a headline, a town the sentence points back to, and a
// statement placed by where it was made, not by a place in what it says.
func TestStoryPlaces(t *testing.T) {
	for _, c := range []struct {
		name, text   string
		plover, want string // the first event of the type: its place name ("" for none)
		resolvedFrom string
	}{
		{"an unlisted town of the event's own sentence", "Gunmen attack army post in Chad\n\n" +
			"Gunmen attacked an army post near the town of Wadi Korma in northern Chad on Friday, killing four soldiers.",
			"ASSAULT", "Wadi Korma", "text"},
		{"a dateline under a headline", "Police detain protesters in Kenya\n\nMOMBASA, Kenya (Wire) - Police arrested 20 students on Monday, a spokesman said.",
			"COERCE", "Mombasa", "story"},
		{"a town the sentence points back to", "Gunmen shot dead a trader in Kano on Monday. " +
			"Angry youths then burned two police vehicles, and the authorities imposed a curfew in the town.",
			"COERCE", "Kano", "story"},
		{"a place inside what is demanded", "The opposition demanded that the government explain why troops were sent to Syria.",
			"REQUEST", "", ""},
		{"a place where it was said", "The minister accused the rebels of breaking the truce at a news conference in Nairobi.",
			"ACCUSE", "Nairobi", "text"},
	} {
		st := coded(t, c.text, "2021-03-13")
		var got *doc.Event
		for i := range st.Events {
			if st.Events[i].Type.Plover == c.plover {
				got = &st.Events[i]
				break
			}
		}
		switch {
		case got == nil:
			t.Errorf("%s: no %s event in %d", c.name, c.plover, len(st.Events))
		case c.want == "" && got.Place != nil:
			t.Errorf("%s: place %+v, want none", c.name, got.Place)
		case c.want != "" && (got.Place == nil || got.Place.Name != c.want || got.Place.ResolvedFrom != c.resolvedFrom):
			t.Errorf("%s: place %+v, want %s from %s", c.name, got.Place, c.want, c.resolvedFrom)
		}
	}
}

// wantPrecision is the precision a wanted date's length tells.
func wantPrecision(date string) string {
	return map[int]string{10: doc.PrecisionDay, 7: doc.PrecisionMonth, 4: doc.PrecisionYear}[len(date)]
}

// TestStoryDatesMended checks the limits of the rules that carry a date
// across clauses and sentences: a season is no month, a background
// sentence sets no frame, "in charge of" alleges nothing, a same-day
// antecedent keeps its date, and a deadline is no month.
func TestStoryDatesMended(t *testing.T) {
	checkDates(t, []dateCase{
		{"a season is no month", "Militants raided the outpost last autumn. The minister blamed the police for the raid.", "2021-03-13", "ACCUSE", "2021-03-13"},
		{"a quarter is no month", "Output shrank in the second quarter of last year. The premier blamed the strikers for the slump.", "2021-03-13", "ACCUSE", "2021-03-13"},
		{"a frame the next sentence names again", "Rebels shelled the village in November. The governor blamed the army for the shelling.", "2021-03-13", "ACCUSE", "2020-11"},
		{"a frame the next sentence goes on from", "Police raided a student hostel on 2 February. Eight days later, they released the students.", "2021-03-13", "RETREAT", "2021-02"},
		{"a week's frame is its month", "Rebels shelled the village two weeks ago. The governor blamed the army for the shelling.", "2021-03-13", "ACCUSE", "2021-02"},
		{"background sets no frame", "Bandits killed three herders in a raid on the valley. In January, a similar raid left nine dead there. " +
			"Soldiers detained four men, an army officer said.", "2021-03-13", "COERCE", "2021-03-13"},
		{"in charge of alleges nothing", "The commander in charge of the offensive in the north said his units had pushed forward.", "2021-03-13", "ASSAULT", "2021-03-13"},
		{"same-day antecedent", "Troops arrested the driver after a pursuit on 3 January, the judge heard.", "2021-03-13", "COERCE", "2021-01-03"},
		{"a deadline is no month", "The militia will pull its fighters out of the town by the end of the year.", "2021-03-13", "AGREE", "2021"},
		{"early or late in a year is no month", "The army pulled its troops out of the valley late last year.", "2021-03-13", "RETREAT", "2020"},
		{"likely to after the date", "The number of dead from the bombing on Monday is likely to climb, medics said.", "2021-03-13", "ASSAULT", "2021-03-08"},
		{"a year's end is its December", "The army pulled its troops out of the valley at the end of last year.", "2021-03-13", "RETREAT", "2020-12"},
	})
}

// TestStandingSanction checks that a verdict or penalty told after the
// lede in the passive as a state already reached (a pluperfect auxiliary,
// a relative clause, "after being"), with no date of its own, is left
// undated as the standing state of its target, while a fresh verdict told
// in the plain passive, in the present perfect or with the court that
// passed it, one the lede
// tells and one the text dates keep their dates.
func TestStandingSanction(t *testing.T) {
	checkDates(t, []dateCase{
		{"a penalty recalled in a relative clause after the lede", "Two smugglers escaped from a camp in the desert on Sunday. " +
			"Guards searched the dunes for hours. " +
			"The two men, who had been sentenced to ten years for smuggling, are now hiding near the coast.", "2021-03-16", "SANCTION", ""},
		{"a conviction recalled as the reason for a prison term", "A former mayor fled the country on Tuesday, his lawyer said. " +
			"Police have issued a warrant. " +
			"The mayor was in prison after being convicted of fraud.", "2021-03-17", "SANCTION", ""},
		{"a conjoined participle shares the perfect auxiliary", "A former judge fled abroad on Tuesday, her lawyer said. " +
			"Police have issued a warrant. " +
			"She had been convicted of bribery and jailed for six years.", "2021-03-17", "SANCTION", ""},
		{"a fresh verdict in the plain passive is the news", "Police arrested four men after a raid on a jeweller in the old town on Monday. " +
			"Officers found gold in their van. " +
			"Two other men were sentenced to life in prison for the murder of a guard.", "2021-03-17", "SANCTION", "2021-03-15"},
		{"a verdict with its court named is the news", "Police arrested four men after a raid on a jeweller in the old town on Monday. " +
			"Officers found gold in their van. " +
			"Two other men had been convicted by a district court of murdering a guard.", "2021-03-17", "SANCTION", "2021-03-15"},
		{"a fresh verdict in the present perfect is the news", "Police arrested four men after a raid on a jeweller in the old town on Monday. " +
			"Officers found gold in their van. " +
			"In another case, two former ministers have been jailed for seven years for graft.", "2021-03-17", "SANCTION", "2021-03-15"},
		{"a penalty in the lede is the news", "Three bankers have been jailed for bribery, a court official said. " +
			"They were led away in handcuffs.", "2021-03-17", "SANCTION", "2021-03-17"},
		{"a recalled penalty with its own date keeps it", "Two smugglers escaped from a camp in the desert on Sunday. " +
			"Guards searched the dunes for hours. " +
			"The two men had been sentenced to ten years for smuggling in May 2019.", "2021-03-16", "SANCTION", "2019-05"},
	})
}

// TestPastRelative checks that an act told after the lede only in a
// relative clause of the simple past passive, recalling what befell the
// noun it hangs on, is left undated, while one in a clause of the present
// or with its doer named keeps the story's day.
func TestPastRelative(t *testing.T) {
	checkDates(t, []dateCase{
		{"a killing recalled in a past passive relative clause", "Villagers blocked the highway near the dam on Monday to demand compensation. " +
			"Traffic was held up for six hours. " +
			"The protesters carried portraits of two farmers who were shot during a land dispute.", "2021-03-16", "ASSAULT", ""},
		{"a relative clause of the present may be news", "Villagers blocked the highway near the dam on Monday to demand compensation. " +
			"Traffic was held up for six hours. " +
			"Relatives of six youths who are being detained at the police station joined the blockade.", "2021-03-16", "COERCE", "2021-03-15"},
		{"a killing in the lede's relative clause is the news", "Villagers carried the bodies of two farmers who were shot near the dam on Monday. " +
			"Traffic was held up for six hours.", "2021-03-16", "ASSAULT", "2021-03-15"},
	})
}
