package event_test

import (
	"strings"
	"testing"

	"sitrep/doc"
)

// TestDatelineUnderPublicationLine checks that a dateline ("kanpur: ...")
// below a publication line is still read as one: the city the parse takes
// for the subject of the opening sentence is no party, and the phrase hung
// on it is.
func TestDatelineUnderPublicationLine(t *testing.T) {
	const body = "kanpur: two brothers, including a shopkeeper, were arrested on friday for stealing brass bells " +
		"from a temple near the river. the police said the bells were sold to a scrap dealer in the city for a small sum. " +
		"the priest of the temple had lodged a complaint last week after the bells went missing during the night. " +
		"officers traced the brothers through the dealer, who told them where the metal came from. " +
		"both men were sent to jail after a court hearing on saturday, and the dealer was questioned too."
	for _, text := range []string{body, "City edition, April 9, 2004\n\n" + body} {
		st := coded(t, text, "2004-04-09")
		got := eventOf(st, "COERCE")
		const want = "two brothers, including a shopkeeper"
		switch {
		case got == nil:
			t.Errorf("%.30q: no COERCE event in %d", text, len(st.Events))
		case got.Target == nil || got.Target.Text != want:
			t.Errorf("%.30q: target %+v, want %q", text, got.Target, want)
		}
	}
}

// TestAttackOnTownByName checks that a town an attack names alone is the
// event's place, not its target (the article gold's rule: a place is no
// party), while a phrase that tells what was hit keeps its target.
func TestAttackOnTownByName(t *testing.T) {
	for _, c := range []struct {
		text, want string // want "" for no target
	}{
		{"Rebels shelled Kadugli on Monday.", ""},
		{"Militants fired rockets at Ashkelon overnight.", ""},
		{"The army shelled the town of Kadugli on Monday.", "the town of Kadugli"},
		{"Gunmen attacked a police station in Kadugli on Monday.", "a police station in Kadugli"},
	} {
		st := coded(t, c.text, "2020-05-05")
		got := checkEventTarget(t, c.text, st, "ASSAULT", c.want)
		if got != nil && (got.Place == nil || got.Place.Name != "Kadugli" && got.Place.Name != "Ashkelon") {
			t.Errorf("%q: place %+v, want the town", c.text, got.Place)
		}
	}
}

// TestAttackOnNamedPlace checks that a place noun carrying the place's
// name ("the city of Homs"), which the actor stage codes as no party, is
// the attack's place as the bare name is, while a thing hit there stays
// the target.
func TestAttackOnNamedPlace(t *testing.T) {
	for _, c := range []struct {
		text, want, place string // want "" for no target
	}{
		{"Government jets bombed the city of Homs overnight.", "", "Homs"},
		{"Turkish troops attacked the Kurdish enclave of Afrin on Sunday.", "", "Afrin"},
		{"Rebels shelled the nearby city of Aleppo on Monday.", "", "Aleppo"},
		{"Gunmen attacked a police station in the city of Homs late on Monday.", "a police station in the city of Homs", "Homs"},
	} {
		st := coded(t, c.text, "2020-05-05")
		got := checkEventTarget(t, c.text, st, "ASSAULT", c.want)
		if got != nil && (got.Place == nil || !strings.Contains(got.Place.Text, c.place)) {
			t.Errorf("%q: place %+v, want %s", c.text, got.Place, c.place)
		}
	}
}

// TestTakenPlaceFrom checks that a place an attack takes gives its target
// as the party it is taken from, or the party holding it inside its phrase.
func TestTakenPlaceFrom(t *testing.T) {
	checkTargets(t, []targetCase{
		{"Government troops recaptured the town of Palmyra from the militants on Sunday.", "recaptured", "the militants"},
		{"Government troops recaptured the town from the militants on Sunday.", "recaptured", "the militants"},
		{"The army retook the city of Homs from the rebels after a long siege.", "retook", "the rebels"},
		{"Kurdish fighters retook the last enclave of the Islamic State on Saturday.", "retook", "the Islamic State"},
	})
}

// TestPronounAfterDateline checks that "he" in the sentence after a
// lower-case dateline ("kanpur: ... said") stands for the one who said,
// whom the parse made a second subject beside the place, not the place.
func TestPronounAfterDateline(t *testing.T) {
	const body = "kanpur: senior party leader ramesh kumar said the decision was hasty. " +
		"he accused the state government of shielding the rioters."
	for _, text := range []string{body, "This story is from May 3, 2004\n\n" + body} {
		st := coded(t, text, "2004-05-03")
		got := eventOf(st, "ACCUSE")
		switch {
		case got == nil:
			t.Errorf("%.30q: no ACCUSE event in %d", text, len(st.Events))
		case got.Actor == nil || !strings.Contains(got.Actor.Text, "ramesh kumar"):
			t.Errorf("%.30q: actor %+v, want ramesh kumar", text, got.Actor)
		}
	}
}

// TestSaidObject checks a reported arrest whose subject, set off by an
// apposition, the parser makes the object of the verb of saying: the one
// arrested is that subject, not the one who says so, who is the claimant.
func TestSaidObject(t *testing.T) {
	for _, c := range []struct{ text, target, claimant string }{
		{"Officials said the suspect, a 41-year-old driver, was detained in Cardiff.", "the suspect", "Officials"},
		{"Police said the gunman, a former soldier, was arrested near the border.", "the gunman", "Police"},
	} {
		st := coded(t, c.text, "2020-05-05")
		got := eventOf(st, "COERCE")
		switch {
		case got == nil:
			t.Errorf("%q: no COERCE event in %d", c.text, len(st.Events))
		case got.Target == nil || !strings.HasPrefix(got.Target.Text, c.target):
			t.Errorf("%q: target %+v, want %q", c.text, got.Target, c.target)
		case len(got.Claims) == 0 || got.Claims[0].Claimant.Text != c.claimant:
			t.Errorf("%q: claims %+v, want %q", c.text, got.Claims, c.claimant)
		}
	}
}

// TestApposedName checks that a party told by its title and a name set
// beside it by commas carries the name in its words, whichever comes
// first.
func TestApposedName(t *testing.T) {
	for _, c := range []struct{ text, plover, role, want string }{
		{"The UN special envoy, Staffan Berg, met the rebel delegation in Geneva.", "CONSULT", "actor", "Staffan Berg"},
		// The name the parser joins to the place of a title's "for" or
		// "to" phrase.
		{"The UN special envoy for Libya, Martin Kessler, met the rebel delegation in Geneva.", "CONSULT", "actor", "Martin Kessler"},
		{"The US ambassador to Turkey, Martin Kessler, met the rebel delegation in Ankara.", "CONSULT", "actor", "Martin Kessler"},
		{"Hundreds mourned Mehmet Kaya, the film-maker who was killed by militants in March.", "ASSAULT", "target", "Mehmet Kaya"},
		// The apposition parsed as a second object of "mourn".
		{"Thousands gathered in the square to mourn Omar Nasser, the poet who was shot by soldiers in May.", "ASSAULT", "target", "Omar Nasser"},
	} {
		st := coded(t, c.text, "2020-05-05")
		got := eventOf(st, c.plover)
		if got == nil {
			t.Errorf("%q: no %s event in %d", c.text, c.plover, len(st.Events))
			continue
		}
		p := got.Actor
		if c.role == "target" {
			p = got.Target
		}
		if p == nil || !strings.Contains(p.Text, c.want) {
			t.Errorf("%q: %s %+v, want it to name %q", c.text, c.role, p, c.want)
		}
	}
}

// TestJudgingParticipleNoDoer checks that the agent of a participle of
// judging or ending hung on an event noun ("condemned by", "brokered
// by") is not taken for who did the event, while one of doing is.
func TestJudgingParticipleNoDoer(t *testing.T) {
	for _, c := range []struct {
		text, plover, agent string
		doer                bool
	}{
		{"The raid, condemned by Norway, left four villagers dead.", "ASSAULT", "Norway", false},
		{"The ceasefire monitored by Oman collapsed within a week.", "", "Oman", false},
		{"Chile rejected the accusations levelled by Peru.", "ACCUSE", "Peru", true},
	} {
		st := coded(t, c.text, "2020-05-05")
		found := false
		for _, e := range st.Events {
			if c.plover != "" && e.Type.Plover != c.plover {
				continue
			}
			found = true
			if got := e.Actor != nil && e.Actor.Text == c.agent; got != c.doer {
				t.Errorf("%q: %s actor %+v, want %q as actor %v", c.text, e.Type.Plover, e.Actor, c.agent, c.doer)
			}
		}
		if !found && c.plover != "" {
			t.Errorf("%q: no %s event in %d", c.text, c.plover, len(st.Events))
		}
	}
}

// TestDenialByPronoun checks that a denial told with a pronoun on both
// sides ("He denied he attacked ...") names no attacker: both pronouns
// point at the one name, which the comparison must see.
func TestDenialByPronoun(t *testing.T) {
	text := "Police questioned Ivo Marek, a farmer from Brno, on Monday. He denied he attacked the night guard."
	st := coded(t, text, "2020-05-05")
	found := false
	for _, e := range st.Events {
		if e.Type.Plover != "ASSAULT" {
			continue
		}
		found = true
		if e.Actor != nil {
			t.Errorf("%q: ASSAULT actor %q, want none after the denial", text, e.Actor.Text)
		}
	}
	if !found {
		t.Errorf("%q: no ASSAULT event in %d", text, len(st.Events))
	}
}

// eventOf returns st's first event of category plover ("" for any), or nil.
func eventOf(st *doc.Story, plover string) *doc.Event {
	for i := range st.Events {
		if plover == "" || st.Events[i].Type.Plover == plover {
			return &st.Events[i]
		}
	}
	return nil
}

// partyText returns p's words, "" for no party.
func partyText(p *doc.Party) string {
	if p == nil {
		return ""
	}
	return p.Text
}

// TestPartyRules codes one sentence a rule and checks the party
// the rule gives (want "" for none):
//   - a fight told by its own noun as the object ("waged a long war against
//     the cartel") is fought with the party its with- or against-phrase
//     names, never with a weapon it names;
//   - a passive time clause with no subject of its own ("after being
//     convicted") is done to the subject of the clause it belongs to, also
//     where the parse hung it on that clause's object, or to that clause's
//     object where it is a party;
//   - a phrase of when ("on the eve of the debate") is no target, whatever
//     it names inside; a noun that only may head one ("a wake") names no
//     time when it is not in that shape;
//   - "at" before a person names whom a deed is aimed at, not where;
//   - "charged with" a task is no charge;
//   - a hyphenated modifier before a noun phrase ("Moscow-backed
//     separatist militias began"), parsed as a clause, modifies the
//     phrase's head, which is the verb's subject.
//   - a curfew or ban bears on the party inside it, and a town, coded as
//     its people, is where a curfew is imposed, not on whom;
//   - whoever survives, repels, fights off or comes under an attack is its
//     target, and the attack's own "by" or "from" phrase names who made it;
//   - what sets an event off ("the arrest sparked protests") does not do
//     it, and a party that draws an event upon itself ("the ministry drew
//     criticism") is its target;
//   - a noun trigger's participle names who did it ("the accusations made
//     by X"), and a thing owned by a possessive pronoun ("his sentence") is
//     no target of a statement;
//   - a verb a doer does the deed with ("unleashed an attack") keeps its
//     subject as the actor, unlike a verb of setting an event off;
//   - a dateline before a colon is no part of the phrase it was hung on;
//   - the dead or hurt of a protest are its toll, not its target, also
//     where the parse made the protesters the killing's subject, whatever
//     verb tells them ("shot dead", "gunned down");
//   - a deed whose doer is charged or suspected ("are accused of having
//     shot"), parsed as a complement clause, is done by whom the charge
//     names, as a marked adjunct is.
func TestPartyRules(t *testing.T) {
	for _, c := range []struct{ text, plover, role, want string }{
		{"Soldiers fought a brief gunfight with smugglers near the river on Friday.", "ASSAULT", "target", "smugglers"},
		{"Guerrillas fought a long battle with mortars near the dam on Friday.", "ASSAULT", "target", ""},
		{"Soldiers fought a fierce battle near the dam on Friday.", "ASSAULT", "target", ""},
		{"Soldiers fought a long battle on Friday.", "ASSAULT", "target", ""},
		{"The hill clans battled an incursion by the navy.", "ASSAULT", "target", "the navy"},
		// A "by" phrase no one is coded in is where a fight was ("by
		// the river"), no side of it.
		// A time adjunct's attack is no attack the verb beats back.
		{"Soldiers beat back villagers with rifle butts after an assault by a gang on the barracks in Gusau on Sunday.", "ASSAULT", "actor", "Soldiers"},
		{"Soldiers fought a long battle by the river on Friday.", "ASSAULT", "target", ""},
		// A dateline the parse hung on the subject is no part of it.
		{"korba: the district traders' federation accused the municipal body of ignoring its complaints on monday.",
			"ACCUSE", "actor", "the district traders' federation"},
		{"The journalist's murder in the consulate shocked the world.", "ASSAULT", "actor", ""},
		{"The journalist's murder in the consulate shocked the world.", "ASSAULT", "target", "The journalist"},
		{"The boy's shooting by a police officer sparked riots.", "ASSAULT", "target", "The boy"},
		{"Protests followed his arrest on Friday.", "COERCE", "target", "his"},
		// A possessive pronoun standing for a force is the force's own deed.
		{"Police in the capital said on Friday that their arrests were lawful.", "COERCE", "actor", "Police in the capital"},
		{"Police in the capital said on Friday that their arrests were lawful.", "COERCE", "target", ""},
		{"The junta extended its curfew in the capital on Sunday.", "COERCE", "actor", "The junta"},
		{"The junta extended its curfew in the capital on Sunday.", "COERCE", "target", ""},
		{"Troops began their crackdown in the north on Friday.", "COERCE", "actor", "Troops"},
		{"Troops began their crackdown in the north on Friday.", "COERCE", "target", ""},
		// An attack is its possessor's own (the event coded first, at
		// "attack", whatever its kind); a murder befalls its possessor.
		{"The mob's attack left three shopkeepers wounded on Friday.", "", "actor", "The mob"},
		{"The rioters' attack left three shopkeepers wounded on Friday.", "", "actor", "The rioters"},
		{"The rioters' attack left three shopkeepers wounded on Friday.", "", "target", "three shopkeepers"},
		{"Israel's killing of the commander drew protests.", "ASSAULT", "actor", "Israel"},
		{"Two battalions were flown in and were deployed at the crossings.", "MOBILIZE", "actor", "Two battalions"},
		{"Two battalions were flown in and were deployed at the crossings.", "MOBILIZE", "target", ""},
		{"The cautious memo urging the ministry to show restraint was leaked on Friday.", "REQUEST", "actor", ""},
		{"The banker was serving a ten-year term after being convicted of fraud.", "SANCTION", "target", "The banker"},
		{"The general was handed a twenty-year term after being convicted of ordering the massacre.", "SANCTION", "target", "The general"},
		{"A tribunal in Accra jailed the former police chief for nine years on Tuesday after being convicted of bribery.",
			"SANCTION", "target", "the former police chief"},
		{"The magistrate locked him up for a decade after being convicted of arson.", "SANCTION", "target", "him"},
		{"Raiders stormed a funeral wake at a farm on Saturday.", "ASSAULT", "target", "a funeral wake"},
		{"Crowds chanted slogans at the president on Tuesday.", "PROTEST", "target", "the president"},
		{"A panel charged with investigating the riots met the governor on Monday.", "CONSULT", "actor", "A panel"},
		{"Thousands of dockers marched on the eve of the Danish parliament's debate about the port law.", "PROTEST", "target", ""},
		{"Last month, Moscow-backed separatist militias began shelling the port.", "ASSAULT", "actor", "Moscow-backed separatist militias"},
		{"Authorities imposed a curfew on the town after the riots.", "COERCE", "target", ""},
		{"orvik: the county council ordered a curfew in orvik village over a brawl last friday.", "COERCE", "target", ""},
		{"Police imposed a curfew in Kadugli town after two men were stabbed.", "COERCE", "target", ""},
		{"The government lifted the ban on the Islamic Salvation Front.", "", "target", "the Islamic Salvation Front"},
		{"The governor survived an assassination attempt on Sunday.", "ASSAULT", "actor", ""},
		{"The governor survived an assassination attempt on Sunday.", "ASSAULT", "target", "The governor"},
		{"Border guards repelled an attack by smugglers overnight.", "ASSAULT", "actor", "smugglers"},
		{"Border guards repelled an attack by smugglers overnight.", "ASSAULT", "target", "Border guards"},
		{"The convoy came under attack from militants.", "ASSAULT", "actor", "militants"},
		{"The convoy came under attack from militants.", "ASSAULT", "target", "The convoy"},
		{"The beating of a student by guards sparked riots in the old port.", "PROTEST", "actor", ""},
		{"The arrest of the union leader by soldiers prompted protests.", "PROTEST", "actor", ""},
		{"The detention of two reporters by the authorities drew criticism.", "ACCUSE", "actor", ""},
		{"The Interior Ministry drew sharp criticism over the raids.", "ACCUSE", "actor", ""},
		{"The Interior Ministry drew sharp criticism over the raids.", "ACCUSE", "target", "The Interior Ministry"},
		{"Chad rejected the accusations made by Sudan.", "ACCUSE", "actor", "Sudan"},
		{"Chad rejected the accusations made by Sudan.", "ACCUSE", "target", "Chad"},
		{"The union leader condemned his sentence on Friday.", "ACCUSE", "actor", "The union leader"},
		{"The union leader condemned his sentence on Friday.", "ACCUSE", "target", ""},
		{"Rebels unleashed an attack on the garrison at dawn.", "ASSAULT", "actor", "Rebels"},
		{"A suicide bomber triggered an explosion at the depot.", "ASSAULT", "actor", "A suicide bomber"},
		{"The ministry lifted the curfew in response to a demand from traders.", "REQUEST", "actor", "traders"},
		{"The mayor received an invitation from the governor to attend the summit.", "AGREE", "actor", "the governor"},
		{"The mayor received an invitation from the governor to attend the summit.", "AGREE", "target", "The mayor"},
		{"The rebels got an assurance from the army that the road would stay open.", "AGREE", "target", "The rebels"},
		{"The board withdrew its earlier order on Monday.", "RETREAT", "target", ""},
		{"Local officials eased the security restrictions in the port on Sunday.", "CONCEDE", "target", ""},
		{"The two factions agreed a truce on Friday.", "AGREE", "target", ""},
		{"Mourners filled the square and no fewer than four people were killed during the protests.", "PROTEST", "target", ""},
		{"Pensioners rallied at the town hall, and five were hurt in the protest.", "PROTEST", "target", ""},
		{"Farmers rallied in the square and one farmer was hurt during the protest.", "PROTEST", "target", ""},
		{"Crowds marched through the capital, and at least six demonstrators were shot dead during the protest.", "PROTEST", "target", ""},
		{"Dockers rallied at the port, and two dockers were gunned down during the demonstration.", "PROTEST", "target", ""},
		{"Two soldiers were accused of having killed a farmer.", "ASSAULT", "actor", "Two soldiers"},
		{"The militia leaders are suspected of having abducted six aid workers.", "ASSAULT", "actor", "The militia leaders"},
	} {
		got := eventOf(coded(t, c.text, "2020-05-05"), c.plover)
		if got == nil {
			t.Errorf("%q: no %s event", c.text, c.plover)
			continue
		}
		p := got.Target
		if c.role == "actor" {
			p = got.Actor
		}
		if partyText(p) != c.want {
			t.Errorf("%q: %s %q, want %q", c.text, c.role, partyText(p), c.want)
		}
	}
}

// TestLowerCaseTitledDoer checks that a pronoun doer in lower-cased copy,
// whose protagonist the tagger found no name for, stands for the one
// person a title named in the two sentences before it; further back, with
// none titled, or with a passive subject nearer, it stays unresolved, and
// the record is left without an actor rather than naming "he".
func TestLowerCaseTitledDoer(t *testing.T) {
	const lede = "rampur: union president k arjun rao said on monday that the mill owners had broken their promise. " +
		"the workers would not give up their demand, rao said. "
	for _, c := range []struct{ text, want string }{
		{lede + "he also accused the district administration of siding with the owners.", "union president"},
		{lede + "the owners said the talks had failed. he also accused the district administration of siding with the owners.", ""},
		// A passive subject between is the nearest one: two people, no link.
		{"rampur: union president k arjun rao said on monday that a youth was beaten by the guards. " +
			"he accused the district administration of shielding the guards.", ""},
	} {
		got := eventOf(coded(t, c.text, "2020-05-05"), "ACCUSE")
		if got == nil {
			t.Errorf("%q: no ACCUSE event", c.text)
			continue
		}
		if a := partyText(got.Actor); !strings.HasPrefix(a, c.want) || c.want == "" && a != "" {
			t.Errorf("%q: actor %q, want %q", c.text, a, c.want)
		}
	}
}

// TestConjoinedSubject checks that a bare noun the parse made a conjunct
// of the clause before ("curfew was clamped on the old town and army was
// deployed") is the subject of the verb whose auxiliary follows it.
func TestConjoinedSubject(t *testing.T) {
	for _, text := range []string{
		"rampur: indefinite curfew was clamped on the old town and army was deployed near the river bridge on sunday.",
		"A night curfew was declared and the militia was deployed in the hill villages.",
	} {
		got := eventOf(coded(t, text, "2020-05-05"), "MOBILIZE")
		if got == nil {
			t.Errorf("%q: no MOBILIZE event", text)
			continue
		}
		if a := partyText(got.Actor); a != "army" && a != "the militia" {
			t.Errorf("%q: actor %q, want the force sent", text, a)
		}
	}
}
