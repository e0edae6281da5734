package event_test

import (
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
)

// TestTriggerClasses codes sentences written for the test, each with a
// trigger of a class the lexicon holds since the recall pass
// (docs/QUALITY.md, branch recall), and checks the category coded on the
// trigger word; an empty category means no event on that word. The
// filter is left out: these are the event stage's own decisions.
func TestTriggerClasses(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	cases := []triggerCase{
		{"Police caught the suspect two streets from the bank on Monday.", "caught", "COERCE"},
		{"Detectives said they caught him at a bus station in the north of the city.", "caught", "COERCE"},
		// recorded, not arrested
		{"The man was caught on camera leaving a bag near the station.", "caught", ""},
		{"The beatings were captured on video by a neighbour.", "captured", ""},
		{"Government troops invaded the northern province in March.", "invaded", "ASSAULT"},
		{"The invasion of the island began before dawn on Friday.", "invasion", "ASSAULT"},
		{"Artillery units pounded rebel positions outside the town overnight.", "pounded", "ASSAULT"},
		{"A navy frigate sank a smugglers' boat off the coast on Sunday.", "sank", "ASSAULT"},
		{"The army wrested control of the river port from the insurgents.", "wrested", "ASSAULT"},
		{"The interior minister quit her post on Tuesday after the vote.", "quit", "RETREAT"},
		{"Four Gulf states imposed a trade boycott on their neighbour last year.", "imposed", "SANCTION"},
		{"Gunmen took two guards hostage at the factory on Monday.", "took", "ASSAULT"},
		{"The rebels held the aid workers hostage for a week.", "held", "ASSAULT"},
		{"The beheading of a journalist in the desert shocked the country.", "beheading", "ASSAULT"},
		{"Two engineers were taken hostage near the dam on Tuesday.", "taken", "ASSAULT"},
		// hostage said of the subject, or of an object only moved or kept
		{"The released hostages were flown to an airbase in the south late on Friday.", "flown", ""},
		{"The rescued hostages were taken to a clinic near the border.", "taken", ""},
		{"Medics took the wounded hostages to the ambulances waiting outside.", "took", ""},
		{"The former hostages held a press briefing at the embassy.", "held", ""},
		{"Two hostages took shelter in a mosque near the market.", "took", ""},
		{"Captive soldiers held by the militia were freed.", "held", ""},
		// caught unawares or by chance, not arrested
		{"The militants caught them by surprise at the bridge, killing six policemen.", "caught", ""},
		{"The militants caught them by surprise at the bridge, killing six policemen.", "killing", "ASSAULT"},
		{"He was caught in the crossfire near the market.", "caught", ""},
		{"The flash flood caught them unawares at night.", "caught", ""},
		{"The storm caught them off guard.", "caught", ""},
		{"A cyclist was caught in the blast near the market.", "caught", ""},
		{"Police caught the bomber after the blast at the station.", "caught", "COERCE"},
		// only a catch is recorded on camera: the beating stays an assault
		{"The guards beat the prisoner on tape.", "beat", "ASSAULT"},
		{"Officers beat him on video, the footage shows.", "beat", "ASSAULT"},
		// pounding is shelling only of a place or with guns
		{"The army pounded the town for a third day, residents said.", "pounded", "ASSAULT"},
		{"Strong winds pounded the island for two days.", "pounded", ""},
		{"Angry farmers pounded on the gates of the ministry.", "pounded", ""},
		// an invasion needs a place or an armed party
		{"Excited supporters invaded the field after the final whistle.", "invaded", ""},
		{"The tabloid invaded the singer's private life, the judge ruled.", "invaded", ""},
		{"An invasion of rats ruined the harvest in the valley.", "invasion", ""},
		{"Last year Turkey invaded Afrin, causing mass displacement.", "invaded", "ASSAULT"},
		{"Locals still resent the soldiers who invaded twenty years ago.", "invaded", "ASSAULT"},
		{"Many distrust the foreign troops who invaded two decades back.", "invaded", "ASSAULT"},
		// resigning an office, not leaving a job
		{"Hundreds of teachers quit their jobs over pay last winter.", "quit", ""},
		// a request only when it bids someone do something
		{"The minister told the police to release the students.", "told", "REQUEST"},
		{"The governor told reporters that the town was calm.", "told", ""},
		{"We advised the council to appoint an independent judge.", "advised", "REQUEST"},
		{"I want the army to leave our village, the elder said.", "want", "REQUEST"},
		{"They want to talk to the prime minister.", "want", ""},
		// a sentence by a court, a detention by the police
		{"A court jailed the former mayor for six years on Tuesday.", "jailed", "SANCTION"},
		{"Police jailed the protest leaders overnight.", "jailed", "COERCE"},
		{"Police jailed two of the organisers last month.", "jailed", "COERCE"},
		{"The government dispatched its foreign minister to Cairo for talks.", "dispatched", "CONSULT"},
		{"Turkey objected to the invitation of the Kurdish party.", "objected", "REJECT"},
		{"The opposition objected to his remarks about the army.", "objected", "ACCUSE"},
		{"The prime minister assured the delegation that the site would be protected.", "assured", "AGREE"},
		{"The ministry invited both parties to talks in Geneva.", "invited", "AGREE"},
		{"The envoy had a long chat with the rebel commander.", "chat", "CONSULT"},
		{"Two columns of the army arrived in the town on Friday.", "arrived", "MOBILIZE"},
		{"The president arrived in Paris on Monday.", "arrived", ""},
		{"Troops have intensified patrolling in the border districts.", "patrolling", "MOBILIZE"},
		{"They told him to leave the country within a week.", "told", "REQUEST"},
		// bids no one: a thing wanted, or a purpose
		{"Nobody wants the shooting to continue.", "wants", ""},
		{"The farmers want new tractors to plough the fields.", "want", ""},
		{"The mayor told journalists at the town hall to expect heavy traffic.", "told", ""},
		// an operation aimed at a party is an attack; one on a knee is surgery
		{"The army launched an operation against the rebels in the hills on Tuesday.", "operation", "ASSAULT"},
		{"Turkey began a cross-border operation into the enclave in January.", "operation", "ASSAULT"},
		{"Her operation on the injured knee lasted three hours.", "operation", ""},
	}
	checkTriggerCategories(t, p, cases)
}

// triggerCase is a sentence written for a test, a trigger word in it and
// the category it should be coded ("" for no event on that word).
type triggerCase struct{ text, word, plover string }

// checkTriggerCategories codes each case's sentence and checks the
// category coded on its trigger word.
func checkTriggerCategories(t *testing.T, p *pipeline.Pipeline, cases []triggerCase) {
	t.Helper()
	for _, c := range cases {
		st := &doc.Story{ID: "t", Published: time.Date(2021, 5, 5, 0, 0, 0, 0, time.UTC), Text: c.text}
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, e := range st.Events {
			if st.Text[e.Trigger.Start:e.Trigger.End] == c.word {
				got = e.Type.Plover
			}
		}
		if got != c.plover {
			t.Errorf("%q: %q coded %q, want %q", c.text, c.word, got, c.plover)
		}
	}
}

// TestPapersRevoked checks a trigger class kept by a recall pass
// (docs/QUALITY.md, sections recall): nationality or a passport taken
// away; with sentences where the words are no such event: a visa revoked
// (an ordinary matter of travel) and a vigil maintained, which is the
// vigil's protest whoever keeps it (the "maintain" line was dropped:
// one instance on train, and a family's vigil read as a deployment).
func TestPapersRevoked(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The interior ministry revoked the passport of the fugitive banker.", "revoked", "SANCTION"},
		{"The cabinet decided that his nationality should be revoked at once.", "revoked", "SANCTION"},
		{"Three of the returning fighters were stripped of their citizenship last spring.", "stripped", "SANCTION"},
		// a licence revoked, a room stripped: no penalty on a person's status
		{"The regulator revoked the licence of the mining firm.", "revoked", ""},
		{"Looters stripped the warehouse of its copper wiring.", "stripped", ""},
		{"The consulate revoked the visa of a touring cricketer after he missed a hearing.", "revoked", ""},
		{"The families of the lost sailors maintained a vigil beside the harbour office for a fourth day.", "maintained", ""},
		{"The families of the lost sailors maintained a vigil beside the harbour office for a fourth day.", "vigil", "PROTEST"},
		// the ordinary senses: a vigil held, silence or a price maintained
		{"Mourners held a candlelight vigil outside the hospital.", "vigil", "PROTEST"},
		{"The company maintained its prices through the winter.", "maintained", ""},
	})
}

// TestDisapprovalAndChecks checks trigger classes kept by a recall pass
// (docs/QUALITY.md, sections recall): disapproval expressed or voiced
// is PLOVER's ACCUSE (disapprove: "express disapprovals, objections, and
// complaints"); thanks, hope or sympathy expressed are no accusation, nor
// is concern, which is as often care for someone's safety as a complaint
// (the word was measured and left out). Papers, vehicles or names checked
// and security checks are PLOVER's COERCE (seize: "authorities executing
// a search"); figures or machines checked are no event.
func TestDisapprovalAndChecks(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The farmers' union expressed disappointment over the tribunal's ruling on Tuesday.", "expressed", "ACCUSE"},
		{"The mayor voiced his displeasure with the provincial cabinet.", "voiced", "ACCUSE"},
		{"Several deputies expressed strong reservations about the draft budget.", "expressed", "ACCUSE"},
		{"The envoy expressed his gratitude to the host government.", "expressed", ""},
		{"The charity expressed concern for the safety of the stranded hikers.", "expressed", ""},
		{"The coach voiced hope that the injured striker would return soon.", "voiced", ""},
		// searches by authorities: papers, vehicles or names checked, security checks
		{"Border guards checked every vehicle leaving the port on Sunday.", "checked", "COERCE"},
		{"Travellers were made to pass security checks run by the militia.", "checks", "COERCE"},
		// checks of no one: a fact, a reading, a machine
		{"The auditors checked the figures twice before the report went out.", "checked", ""},
		{"Engineers checked the pumps after the storm.", "checked", ""},
	})
}

// TestArsonAndIntervention checks trigger classes kept by a recall pass
// (docs/QUALITY.md, sections recall): property set on fire when the
// fire is no object and a state's armed intervention in a war (the stones
// thrown line was dropped by the speech pass: no match gained); with
// sentences where the same words are no such event.
func TestArsonAndIntervention(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"Two lorries were set on fire outside the depot on Sunday.", "set", "ASSAULT"},
		// a crowd's arson is a riot, the refinement's PROTEST
		{"Rioters set ablaze a fuel tanker near the bridge.", "set", "PROTEST"},
		{"The council set up a fire brigade in the village.", "set", ""},
		// a fire named in another phrase is no arson
		{"The board set up an inquiry after the fire at the school.", "set", ""},
		{"Inspectors set a date for the fire drill at the plant.", "set", ""},
		{"In 2014, Iran intervened in the war in Iraq.", "intervened", "ASSAULT"},
		{"Moscow's military intervention in Libya began last year.", "intervention", "ASSAULT"},
		// a mediator's intervention, an appeal for one: no force
		{"The mediator intervened in the dispute between the two unions.", "intervened", ""},
		{"The minister called for an urgent intervention to save the harbour.", "intervention", ""},
		// the noun told as a policy weighed, not a deed done (branch mend5)
		{"The senator said a military intervention in the region would be a grave mistake.", "intervention", ""},
		{"Critics argue that military intervention only prolongs wars.", "intervention", ""},
		{"The defeat raised the odds of a foreign military intervention.", "intervention", ""},
		{"The army launched a military intervention in the neighbouring country in March.", "intervention", "ASSAULT"},
		{"A military intervention by the army in 2015 ended the siege.", "intervention", "ASSAULT"},
		{"The Saudi-led military intervention in Yemen continues to kill civilians.", "intervention", "ASSAULT"},
		{"The 2015 military intervention in Syria is still debated.", "intervention", "ASSAULT"},
	})
}

// TestHijackAndHedge checks two more classes kept by a recall pass: a
// hijacking is an abduction; "alleged to have" with no accuser is the
// writer's caution, no accusation, while an accuser named in a
// by-phrase or as the subject makes one.
func TestHijackAndHedge(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"Pirates hijacked a cargo ship off the coast on Tuesday.", "hijacked", "ASSAULT"},
		// the figurative sense: a march or a website taken over
		{"Critics said radicals had hijacked the peaceful rally on Sunday.", "hijacked", ""},
		{"Hackers hijacked the council's website and posted slogans.", "hijacked", ""},
		{"The hijacking of the airliner ended after two days.", "hijacking", "ASSAULT"},
		// a hedge over an act a trigger codes leaves the act the event; with
		// no such act in the clause, the allegation is the sentence's event
		{"The two brothers are alleged to have attacked a guard at the depot.", "alleged", ""},
		{"The two brothers are alleged to have attacked a guard at the depot.", "attacked", "ASSAULT"},
		{"The two brothers are alleged to have run a smuggling ring.", "alleged", "ACCUSE"},
		{"The former mayor is alleged to have pocketed public funds.", "alleged", "ACCUSE"},
		{"The guards were alleged by the family to have beaten the prisoner.", "alleged", "ACCUSE"},
		{"The opposition alleged that the police beat the marchers.", "alleged", "ACCUSE"},
		// a verb listed only under a frame its clause does not meet codes
		// no act, so the allegation stays ("taken" is listed for hostages,
		// "held" for captives, "set" for arson)
		{"The customs chief is alleged to have taken kickbacks from importers.", "alleged", "ACCUSE"},
		{"Two wardens are alleged to have held a detainee's papers for a month.", "alleged", "ACCUSE"},
		{"The treasurer is alleged to have set up a sham company.", "alleged", "ACCUSE"},
	})
}

// TestSealedClosures checks the speech pass's closure class (docs/QUALITY.md,
// branch speech): a border or road sealed is a closure, in the active or the
// passive, a deal sealed none.
func TestSealedClosures(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"All roads into the district were sealed on Tuesday.", "sealed", "COERCE"},
		{"Troops sealed the border crossing near the river.", "sealed", "COERCE"},
		{"The two firms sealed a merger last week.", "sealed", ""},
	})
}

// TestRiotToldAsCause checks that a crowd's violence told as the cause of
// the force used on it in the same sentence is that force's event, one
// incident, while a crowd's violence told alone is its own.
func TestRiotToldAsCause(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"Riot police fired tear gas when a few demonstrators attacked the town hall.", "attacked", ""},
		{"Riot police fired tear gas when a few demonstrators attacked the town hall.", "gas", "ASSAULT"},
		{"A few demonstrators attacked the town hall on Friday.", "attacked", "PROTEST"},
		// a crowd's violence with a day of its own, or told in the
		// pluperfect, is an earlier incident, not the force's cause
		{"Riot police fired rubber bullets on Monday after rioters had torched a bank on Saturday.", "torched", "PROTEST"},
	})
}

// TestRiotCauseKeepsCrowdAndClaim checks what the force keeps when a
// crowd's violence is folded into it: the crowd as its target, and the
// claim of the source whose quotation holds both (branch mend5, review
// finding on the riot rule's untested claims).
func TestRiotCauseKeepsCrowdAndClaim(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	text := `"Police fired tear gas when protesters stormed the town hall," the mayor said.`
	st := &doc.Story{ID: "t", Published: time.Date(2021, 5, 5, 0, 0, 0, 0, time.UTC), Text: text}
	if err := p.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if len(st.Events) != 1 {
		t.Fatalf("%d events, want the force alone: %+v", len(st.Events), st.Events)
	}
	e := st.Events[0]
	if e.Type.Plover != "ASSAULT" || e.Target == nil || e.Target.Text != "protesters" {
		t.Errorf("got %s with target %+v, want ASSAULT on the protesters", e.Type.Plover, e.Target)
	}
	if len(e.Claims) != 1 || e.Claims[0].Claimant.Text != "the mayor" {
		t.Errorf("claims %+v, want the mayor's", e.Claims)
	}
}

// TestGiveInIsAParticle checks that "give in" yields only with "in" as the
// verb's particle: an "in" that heads a phrase of time, place or manner
// under "give" makes no concession (branch secondary).
func TestGiveInIsAParticle(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"After a month of strikes the mayor gave in to the drivers.", "gave", "CONCEDE"},
		{"The ministry finally gave in and lifted the fuel tax.", "gave", "CONCEDE"},
		{"The farmers' union gave a call for a road blockade in the wake of the shooting.", "gave", ""},
		{"The strike call was given in anger at the new tax.", "given", ""},
		{"She gave birth in a tent at the border camp.", "gave", ""},
		{"The council has given in writing its pledge to keep the market open.", "given", ""},
	})
}

// TestProposalNounNamesNoEvent checks that the noun "proposal" is no
// AGREE of its own: it names a proposal told elsewhere, while the verb
// tells one made (branch secondary).
func TestProposalNounNamesNoEvent(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The mayor proposed a truce between the two market guilds on Monday.", "proposed", "AGREE"},
		{"The guilds' proposal for a shared market day was thought sensible.", "proposal", ""},
		{"The court threw out the council's proposal for a new bridge toll.", "proposal", ""},
	})
}

// TestAlliedParticipleIsNoPact checks that "allied to" said of a group
// describes its side, no act of allying, while a subject allying itself
// is one (branch secondary).
func TestAlliedParticipleIsNoPact(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"Her brother gave himself up to a militia allied to the provincial army.", "allied", ""},
		{"Villagers fled the raids of gunmen allied to the old regime last spring.", "allied", ""},
		{"Scores of men allied to the border militia crossed the river at dawn.", "allied", ""},
		{"The two opposition parties allied with the farmers' movement before the vote.", "allied", "COOPERATE"},
	})
}

// TestCoupSenses checks a trigger class kept by a recall pass
// (docs/QUALITY.md, sections recall): a coup made an armed seizure
// of power by a word beside it (military, army), and left alone where
// nothing says so, as in a coup of diplomacy or publicity, which is a
// success. Sentences written for the test.
func TestCoupSenses(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"Hundreds of officers were dismissed after the military coup of last summer.", "coup", "ASSAULT"},
		{"The general led an army coup against the elected cabinet in 1999.", "coup", "ASSAULT"},
		{"Winning the summit for the capital was a diplomatic coup for the mayor.", "coup", ""},
		{"The interview was a publicity coup for the small station.", "coup", ""},
	})
}

// TestBodiesFound checks another class kept by that pass: bodies
// or corpses found or recovered, in the passive, tell killings (told in
// the active, the finder would be taken for the killer; weapons found
// stay a seizure). Sentences written for the test.
func TestBodiesFound(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"Six bodies were found in a ditch outside the town on Monday.", "found", "ASSAULT"},
		{"Villagers found six bodies in a ditch outside the town on Monday.", "found", ""},
		{"Eleven bodies were recovered from a well near the camp.", "recovered", "ASSAULT"},
		{"Soldiers recovered two rifles and a grenade from the house.", "recovered", "COERCE"},
		{"The inspectors found no errors in the accounts.", "found", ""},
	})
}

// TestSanctionApproval checks that "sanction" in its sense of approval,
// the noun in the singular or the verb granting a sum, is no SANCTION,
// while penalties ("sanctions", a party sanctioned) still are.
func TestSanctionApproval(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The cabinet gave its sanction for the new bridge over the river.", "sanction", ""},
		{"The state has sanctioned Rs 12 crore for the flood-hit villages.", "sanctioned", ""},
		{"The council sanctioned 200 dollars for the school roof.", "sanctioned", ""},
		{"The European Union imposed sanctions on the steel firm on Monday.", "imposed", "SANCTION"},
		{"New sanctions against the regime were announced in Brussels on Monday.", "sanctions", "SANCTION"},
		{"The treasury sanctioned three militia leaders on Tuesday.", "sanctioned", "SANCTION"},
	})
}

// TestDemolitionNoun checks the class kept by the detection pass
// (docs/QUALITY.md, section detect): the noun "demolition", like the verb
// "demolish", tells a building torn down, PLOVER's ASSAULT (destroy).
// Sentences written for the test.
func TestDemolitionNoun(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The demolition of the old shrine in 1990 set off weeks of rioting.", "demolition", "ASSAULT"},
		{"Residents have not forgotten the chapel demolition of that winter.", "demolition", "ASSAULT"},
		{"Army engineers demolished the chapel at dawn.", "demolished", "ASSAULT"},
	})
}

// TestSecurityArranged checks the class kept by the detection pass
// (docs/QUALITY.md, section detect): security arrangements made by the
// police or an administration are a deployment, PLOVER's MOBILIZE;
// arrangements of no security, or security spoken of, are none. Sentences
// written for the test.
func TestSecurityArranged(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The city police made tight security arrangements at every bridge before the vote.", "made", "MOBILIZE"},
		{"The district officials have made elaborate security arrangements around the fair.", "made", "MOBILIZE"},
		{"The hotel made travel arrangements for the visiting choir.", "made", ""},
		{"The mayor made a speech on security at the town hall.", "made", ""},
	})
}

// TestConversationTalks checks the class kept by the detection pass
// (docs/QUALITY.md, section detect): a conversation by telephone, or with
// or between named sides, and telephone diplomacy, are PLOVER's CONSULT
// (phone); a conversation that names neither is none. Sentences written
// for the test.
func TestConversationTalks(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The resignation came after a telephone conversation between the two presidents.", "conversation", "CONSULT"},
		{"The king held a long conversation with the visiting envoy on Sunday.", "conversation", "CONSULT"},
		{"The sultan also held a busy round of telephone diplomacy with his neighbours.", "diplomacy", "CONSULT"},
		{"Nobody at the school could remember the conversation.", "conversation", ""},
		{"Sanctions are a blunt tool of diplomacy.", "diplomacy", ""},
	})
}

// TestRegretExpressed checks the words the detection pass (docs/QUALITY.md,
// section detect) added to disapproval expressed, PLOVER's ACCUSE:
// regret, anguish and dissatisfaction at what another did. Concern and
// outrage were measured and left out (a spurious event on the check
// half). Sentences written for the test.
func TestRegretExpressed(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The senator expressed regret at the sudden dismissal of the army chief.", "expressed", "ACCUSE"},
		{"The bishop expressed his dissatisfaction over the handling of the floods by the cabinet.", "expressed", "ACCUSE"},
		{"The governor expressed deep anguish over the burning of the market.", "expressed", "ACCUSE"},
		{"The envoy expressed thanks for the warm welcome.", "expressed", ""},
	})
}

// TestExpulsionNouns checks that an expulsion or deportation told as a
// noun is coded as the verb is: people put out of a country are PLOVER's
// COERCE (deport), envoys or monitors sent home are its SANCTION (expel),
// the codebook's "expel or withdraw" of diplomatic ties. A party or place
// the noun names ("by the army", "from the league") is not needed.
func TestExpulsionNouns(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The deportation of ninety farm hands by the border agency drew protests.", "deportation", "COERCE"},
		{"The sudden expulsion of the nomads by the militia was reported by a charity.", "expulsion", "COERCE"},
		{"A court in the capital upheld the deportation of the preacher to his homeland.", "deportation", "COERCE"},
		{"Oslo's expulsion of a cultural attache strained ties with its neighbour.", "expulsion", "SANCTION"},
		{"The ministry confirmed the expulsion of four envoys on Thursday.", "expulsion", "SANCTION"},
		{"Kenya ordered the expulsion of two election monitors last week.", "expulsion", "SANCTION"},
	})
}

// TestWithdrawalAndCensorship checks the classes kept by the third detection
// pass (docs/QUALITY.md, section detect3): forces pulled back and the exit of
// troops are PLOVER's RETREAT (withdraw), as "pull out" and "withdrawal"
// are; channels or websites blocked and the press gagged are COERCE
// (censor); an exit that names no one leaving, and a road blocked, are not.
// Sentences written for the test.
func TestWithdrawalAndCensorship(t *testing.T) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		t.Fatal(err)
	}
	checkTriggerCategories(t, p, []triggerCase{
		{"The navy pulled back two frigates from the strait on Friday.", "pulled", "RETREAT"},
		{"The general announced the exit of the marines from the port.", "exit", "RETREAT"},
		{"The clinic handed out exit forms to every patient.", "exit", ""},
		{"The regional governor blocked three radio channels after the vote.", "blocked", "COERCE"},
		{"An opposition website was blocked by the regulator on Monday.", "blocked", "COERCE"},
		{"The junta moved quickly to gag the press in the capital.", "gag", "COERCE"},
		{"The council blocked the plan for a new stadium.", "blocked", "REJECT"},
	})
}
