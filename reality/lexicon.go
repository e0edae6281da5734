package reality

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"sitrep/internal/wordlist"
)

//go:embed lexicon/words.txt
var lexiconFS embed.FS

// lex holds the words the hand rules and features read, from
// lexicon/words.txt, where an analyst can extend them (docs/LEXICONS.md,
// "Reality words"). It is read once, when the package is initialised; a
// malformed line leaves it empty and makes New fail with the file and
// line, so no pipeline is built on half a vocabulary.
var lex, lexErr = readLexicon(lexiconFS, "lexicon/words.txt")

// lexicon is the content of words.txt.
type lexicon struct {
	weaponNouns, keepVerbs, publicNouns, infoNouns, issueVerbs, habitualWords map[string]bool
	forecastVerbs, intentNouns, backgroundAdjectives, occurVerbs              map[string]bool
	degreeAdverbs, readiness, protestActs, attemptVerbs, carryOutVerbs        map[string]bool
	// durationNouns are spans of years, read by lasting.
	durationNouns map[string]bool
	// termWords impose or agree a term measured in years, read by
	// lasting: "a six-year ban" is a term, no campaign over years.
	termWords map[string]bool
	// iterativeWords tell an act done again and again, a habit in the
	// perfect or the present ("has repeatedly called on").
	iterativeWords map[string]bool
	// hazardNouns are what a warning "of" them foresees, read by hazard.
	hazardNouns map[string]bool
	// meetingNouns name a meeting, read by oneSidedMeeting.
	meetingNouns map[string]bool
	// gatheringAdjectives and gatheringVerbs make a meeting noun an
	// assembly taken part in, read by gathering.
	gatheringAdjectives, gatheringVerbs map[string]bool
	// meetingActs tell a meeting, a visit or talks, read by
	// plannedMeeting.
	meetingActs map[string]bool
	// questionNouns are what is asked when "ask" puts a question, read
	// by question.
	questionNouns map[string]bool
	// prospectAdjectives qualify an event noun as yet to come; they
	// hold lower-case word forms ("threatened", "proposed"), not lemmas.
	prospectAdjectives map[string]bool
	// airWords, anonymityWords, standingVerbs and stanceParticiples hold lower-case word
	// forms, not lemmas.
	airWords, anonymityWords, standingVerbs, stanceParticiples map[string]bool
	// sideParticiples hold the lower-case present participles of combat
	// that, on a noun, bare on a clause or in a progressive below another
	// clause, name the side a party is on (fightingSide).
	sideParticiples map[string]bool
	// warningVerbs hold the lemmas of verbs of warning (pastWarning).
	warningVerbs map[string]bool
	// restrictionNouns and restrictionStates tell a restriction on a
	// place held as a state, read by restrictionInForce.
	restrictionNouns, restrictionStates map[string]bool
	// waveAdjectives spread a plural protest noun into a wave, read by
	// protestWave.
	waveAdjectives map[string]bool
	// visitSites are where a visit inspects or consoles rather than
	// consults, read by siteVisit.
	visitSites map[string]bool
	// custodyWords tell custody held as a state, read by inCustody.
	custodyWords map[string]bool
	// scheduleWords set an event for a later day, holdingVerbs say on a
	// noun that it is to be held, timeClauseWords open a clause of time:
	// read by scheduled.
	scheduleWords, holdingVerbs, timeClauseWords map[string]bool
	// aggregateWords holds lower-case word forms, not lemmas.
	aggregateWords map[string]bool
	// commentVerbs are what a source declines to do when it gives no
	// comment; responsibilityVerbs take "responsibility" in a claim or a
	// denial of one; courtNouns are what a court decides, which a party
	// appeals against.
	commentVerbs, responsibilityVerbs, courtNouns map[string]bool
	// trendVerbs say a count rises or falls; trendCuedVerbs may also
	// tell one incident growing, so trend reads them only with a sign of
	// time counted; countNouns count the event noun hung on them.
	trendVerbs, trendCuedVerbs, countNouns map[string]bool
	// aidGivingVerbs tell goods given or moving, through which the noun
	// "aid" tells a delivery, read by aidTalk.
	aidGivingVerbs map[string]bool
	// topicMarkers hang on a meeting noun what it is about, read by
	// topic.
	topicMarkers map[string]bool
	// reputationVerbs blame a party, read by reputation.
	reputationVerbs map[string]bool
	// commandVerbs tell someone to do something, read by streetCommand.
	commandVerbs map[string]bool
	// universalSubjects make a demand's subject everyone, read by
	// universalDemand.
	universalSubjects map[string]bool
	// quantifiers quantify a noun phrase as many or any, not one, read by
	// nounDeterminer, reputation and spread.
	quantifiers map[string]bool
	// pronouns stand for a party without naming it, read by partyKind (a
	// feature) and reputation.
	pronouns map[string]bool
	// timeUnits are the units a distance in time is told in, read by
	// timeAway and timeNoun; timeStretches, the other stretches of time
	// timeNoun takes.
	timeUnits, timeStretches map[string]bool
	// watchSigns make "vigil" a watch kept (watch); abstractions are what
	// only a figure of speech defies (defiedAbstraction); shotWordNouns are
	// words, not aircraft or people, shot down or off (shotWords).
	watchSigns, abstractions, shotWordNouns map[string]bool
	// chargeWords are the words of a charge, a trial or an accusation,
	// and partakingWords of taking part in the act charged, read by the
	// charge rules (charge.go).
	chargeWords, partakingWords map[string]bool
	// offVerbs and offNouns put off or call off an event, read by
	// offWord.
	offVerbs, offNouns map[string]bool
	// aspectVerbs end, halt or keep up an event already under way, read
	// by infinitiveArgument; reliefReactions meet news "with relief",
	// read by feltRelief.
	aspectVerbs, reliefReactions map[string]bool
	// settlementNouns name what parties settle on, and seekVerbs seek or
	// reach one, read by soughtSettlement.
	settlementNouns, seekVerbs map[string]bool
	// protestVoices are demonstrators and what they carry, read by
	// protestDemand; they hold lower-case singular word forms.
	protestVoices map[string]bool
	// keepFromVerbs keep a party from the act their "from" names, read
	// by unperformed.
	keepFromVerbs map[string]bool
	// verbClass maps a lemma to its class: say, mind or plan.
	verbClass map[string]string
	// idioms maps a verb, by lemma or lower-case form, to the nouns with
	// which, as its object, it makes a set phrase telling no act (idiom).
	idioms map[string][]string
	// pelting are the words of pelting someone, and harmlessMissiles what
	// pelts them in welcome or weather rather than attack, read by
	// harmlessPelting.
	pelting, harmlessMissiles map[string]bool
	// linkLists are the word pairs that head a list of links to other
	// stories ([link-lists]), read by linkList.
	linkLists [][2]string
}

// verbClasses are the classes an entry of [verb-classes] may name.
var verbClasses = []string{"say", "mind", "plan"}

// sets names the one-word sections of words.txt, each with the set it
// fills.
func (x *lexicon) sets() map[string]*map[string]bool {
	return map[string]*map[string]bool{
		"weapon-nouns": &x.weaponNouns, "keep-verbs": &x.keepVerbs, "public-nouns": &x.publicNouns,
		"info-nouns": &x.infoNouns, "issue-verbs": &x.issueVerbs, "habitual": &x.habitualWords,
		"forecast-verbs": &x.forecastVerbs, "intent-nouns": &x.intentNouns,
		"background-adjectives": &x.backgroundAdjectives, "occur-verbs": &x.occurVerbs, "aggregate": &x.aggregateWords,
		"degree-adverbs": &x.degreeAdverbs, "readiness": &x.readiness, "protest-acts": &x.protestActs,
		"attempt-verbs": &x.attemptVerbs, "prospect-adjectives": &x.prospectAdjectives,
		"carry-out-verbs": &x.carryOutVerbs, "duration-nouns": &x.durationNouns, "term-words": &x.termWords,
		"meeting-nouns": &x.meetingNouns, "gathering-adjectives": &x.gatheringAdjectives, "gathering-verbs": &x.gatheringVerbs, "meeting-acts": &x.meetingActs, "question-nouns": &x.questionNouns, "iterative": &x.iterativeWords,
		"hazard-nouns": &x.hazardNouns, "comment-verbs": &x.commentVerbs,
		"responsibility-verbs": &x.responsibilityVerbs, "court-nouns": &x.courtNouns,
		"trend-verbs": &x.trendVerbs, "trend-cued-verbs": &x.trendCuedVerbs, "count-nouns": &x.countNouns,
		"air-words": &x.airWords, "anonymity": &x.anonymityWords, "standing": &x.standingVerbs, "stance-participles": &x.stanceParticiples,
		"side-participles": &x.sideParticiples, "warning-verbs": &x.warningVerbs, "restriction-nouns": &x.restrictionNouns, "restriction-states": &x.restrictionStates,
		"wave-adjectives": &x.waveAdjectives, "custody-words": &x.custodyWords,
		"schedule-words": &x.scheduleWords, "holding-verbs": &x.holdingVerbs, "time-clause-words": &x.timeClauseWords, "visit-sites": &x.visitSites,
		"aid-giving-verbs": &x.aidGivingVerbs, "topic-markers": &x.topicMarkers,
		"reputation-verbs": &x.reputationVerbs, "command-verbs": &x.commandVerbs,
		"keep-from-verbs": &x.keepFromVerbs, "universal-subjects": &x.universalSubjects, "pelting": &x.pelting,
		"harmless-missiles": &x.harmlessMissiles, "quantifiers": &x.quantifiers,
		"pronouns": &x.pronouns, "time-units": &x.timeUnits, "time-stretches": &x.timeStretches,
		"watch-signs": &x.watchSigns, "abstractions": &x.abstractions, "shot-word-nouns": &x.shotWordNouns,
		"charge-words": &x.chargeWords, "partaking-words": &x.partakingWords,
		"off-verbs": &x.offVerbs, "off-nouns": &x.offNouns,
		"aspect-verbs": &x.aspectVerbs, "relief-reactions": &x.reliefReactions,
		"settlement-nouns": &x.settlementNouns, "seek-verbs": &x.seekVerbs, "protest-voices": &x.protestVoices,
	}
}

// readLexicon reads the file name of fsys. Every section must be present,
// every entry lower case; an error names the file and line, and comes with
// an empty lexicon. The one-word sections are read with wordlist.Sets,
// [verb-classes] and [idioms], whose lines pair two words, on their own.
func readLexicon(fsys fs.FS, name string) (*lexicon, error) {
	x := &lexicon{verbClass: map[string]string{}, idioms: map[string][]string{}}
	sets := x.sets()
	names := []string{"verb-classes", "idioms", "link-lists"}
	for s := range sets {
		names = append(names, s)
	}
	slices.Sort(names)
	data, err := fs.ReadFile(fsys, name)
	if err != nil {
		return &lexicon{}, fmt.Errorf("reality lexicon: %w", err)
	}
	read, err := wordlist.Sets(name, bytes.NewReader(data), names)
	if err == nil {
		for s, set := range sets {
			*set = read[s]
		}
		err = x.readPairs(name, data, names)
	}
	if err != nil {
		return &lexicon{}, fmt.Errorf("reality lexicon: %w", err)
	}
	return x, nil
}

// readPairs fills verbClass from the [verb-classes] section of data, a
// list of the sections names: a lemma and its class a line, each lemma in
// one class; idioms from [idioms]: a verb and its object noun a line; and
// linkLists from [link-lists]: two words a line.
// It checks too that the other sections hold one word a line.
func (x *lexicon) readPairs(name string, data []byte, names []string) error {
	return wordlist.EachIn(name, bytes.NewReader(data), names, func(l wordlist.Line) error {
		w := l.Words()
		if l.Section == "idioms" {
			if len(w) != 2 {
				return l.Errorf("%q: want a verb and the noun it takes", l.Text)
			}
			x.idioms[w[0]] = append(x.idioms[w[0]], w[1])
			return nil
		}
		if l.Section == "link-lists" {
			if len(w) != 2 {
				return l.Errorf("%q: want the two words that head a list of links", l.Text)
			}
			x.linkLists = append(x.linkLists, [2]string{w[0], w[1]})
			return nil
		}
		if l.Section != "verb-classes" {
			// wordlist.Sets takes several words a line; these sets one.
			if len(w) != 1 {
				return l.Errorf("%q: [%s] takes one word a line", l.Text, l.Section)
			}
			return nil
		}
		if len(w) != 2 || !slices.Contains(verbClasses, w[1]) {
			return l.Errorf("%q: want a lemma and its class (%s)", l.Text, strings.Join(verbClasses, ", "))
		}
		if c, ok := x.verbClass[w[0]]; ok {
			return l.Errorf("%q is already in class %s", w[0], c)
		}
		x.verbClass[w[0]] = w[1]
		return nil
	})
}
