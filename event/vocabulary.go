package event

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"sitrep/internal/wordlist"
)

// The words by which the event stage refines an event's ACLED type live in
// lexicon/means.txt, protest.txt, cues.txt and parties.txt, and the classes
// of words its parse rules read by lemma in lexicon/lemmas.txt, where an
// analyst can extend them (docs/LEXICONS.md, "ACLED refinement words" and
// "Lemma classes"). They are read once, when the package is initialised; a
// malformed line leaves the lists empty and makes DefaultLexicon fail with
// the file and line, so no pipeline is built on half a vocabulary.
var vocab, vocabErr = readVocabulary(lexiconFS)

// vocabulary holds the ACLED refinement words and the lemma classes.
type vocabulary struct {
	// means are the weapons and ways of attack, in ACLED's order of
	// precedence (means.txt).
	means []meansCue
	// protest are the cues of how a protest went, in ACLED's order of
	// precedence (protest.txt).
	protest []protestCue

	// Phrases of cues.txt and parties.txt, matched at a word's start.
	fire, clash, airFire, planted, accident, attackSigns, handover, crowdWeapons, fight []string
	armedGroups, crowdGroups, crowd, demonstrators, crowdSize, collective               []string
	// crowdActors match anywhere in a phrase, inside a word too.
	crowdActors []string

	// Lemmas (and plural heads: words) of parties.txt. armed maps each to
	// whether it names a post rather than men.
	armed                                                                       map[string]armedNoun
	disaster, death, weaponStock, grievanceMarkers, grievanceVerbs, pluralHeads map[string]bool
	// attributionHeads: an attack named only as what someone is
	// responsible for is told as an attribution, not as the news.
	attributionHeads map[string]bool

	// The lemma classes of lemmas.txt that the parse rules read: parties
	// (party.go), merging (merge.go), speech acts (stance.go), what a phrase
	// is about (tree.go), claims and detection. contentHosts holds PLOVER
	// categories.
	controllers, sufferers, transitive, statives, documents, placeNouns, blamers, measureNouns, matters map[string]bool
	weapons, manyWords, collectives, distinctWords, sites, linkingVerbs                                 map[string]bool
	contentHosts, intentHeads, refusalHeads, expectVerbs                                                map[string]bool
	measures, lightNouns, deeds, involvement, stagingVerbs, requestMakers                               map[string]bool
	// incidentCounts count the incidents of an of-phrase ("two waves of
	// airstrikes": split_numbered.go).
	incidentCounts map[string]bool
	// Targets (aimedtarget.go), merging (merge.go) and parties (party.go).
	protestVerbs, dispersers, dealings, pressures, timeUnits, disputes map[string]bool
	engaged, stretches, weaponNouns, money                             map[string]bool
	casualtyLemmas, prepositional, namingVerbs, authoring              map[string]bool
	provoked, drawn, setOff, withstood                                 map[string]bool
	// recordings are what a deed is "caught on"; unawares say how someone
	// caught was not arrested, "by surprise", "in the crossfire" (event.go);
	// lands are what an armed campaign is waged on (tree.go); holds what
	// an attack takes, takers the verbs of taking a place (party_target.go).
	recordings, unawares, lands, holds, takers map[string]bool
	// anonymityAskers, biddingVerbs, factVerbs and catchingVerbs are the
	// verbs that noEventSense (event.go) reads in a sense that tells no
	// event: "asked not to be named", "caught on camera".
	anonymityAskers, biddingVerbs, factVerbs, catchingVerbs map[string]bool
	// harmVerbs are the verbs of harm whose participle after a noun tells
	// what befell the noun (repair_harmed.go).
	harmVerbs map[string]bool
	// months are the month names a trigger word can also be ("march
	// 15"): noEventSense (recat.go, monthDate).
	months map[string]bool
	// compelledHeads are the verbs of compulsion whose passive, told
	// ahead, makes the act it drives to a threat (stance.go).
	compelledHeads map[string]bool
	// warningWords and forebodings: a warning of a calamity is a
	// comment, no threat (recat.go, foreboding).
	warningWords, forebodings map[string]bool
	// policyNouns name a course of action as readily as an act done, and
	// tell an event only when told as done (event.go, doneDeed).
	policyNouns map[string]bool
	// stances name a party's position or course, whose owner a statement
	// against it is aimed at (party_target.go, caselessOwner).
	stances map[string]bool
	// circumstances head a phrase of when or amid what ("on the eve of"),
	// no party whoever it names inside (party.go).
	circumstances map[string]bool
	// outcomes are verbs of what an act brings about, which a warning
	// foretells as criticism of it (recode.go).
	outcomes map[string]bool
	// threatProgressives are verbs whose progressive in a warning tells
	// what is still to come or a watch kept ("are going to strike", "is
	// watching"), no act under way (recode.go).
	threatProgressives map[string]bool
	// wishedStates are verbs that under "should" tell a state wished for,
	// not an act asked of someone (stance.go, demandModal).
	wishedStates map[string]bool
	// orderVerbs are verbs of command whose subject did the passive act
	// they command (party_verb.go, orderedBy; repair_ordered.go).
	orderVerbs map[string]bool
	// warnedMeasures are punitive steps that, taken against someone and
	// told ahead, threaten it (stance.go, warnedMeasure).
	warnedMeasures map[string]bool
	// warnedOperations are military operations that, launched against
	// someone (by operationVerbs) and told ahead, threaten it (stance.go,
	// warnedStep).
	warnedOperations, operationVerbs map[string]bool
	// pastForms maps an irregular past form to its verb's lemma
	// ("overran" to "overrun"), for a past the tagger took for another
	// part of speech (repair_mistagged.go).
	pastForms map[string]string
	// judgements are nouns and adjectives that, said of an act or a
	// party, disapprove of it (judgement.go).
	judgements map[string]bool
	// blameHeads are adjectives that, said of a party with a "for"
	// phrase naming a deed, lay it at that party's door (judgement.go,
	// blame).
	blameHeads map[string]bool
	// further are the adverbs that tell a further accusation against
	// another party (merge_cues.go, furtherStatement).
	further map[string]bool
	// happenings are verbs whose subject is an event they tell as coming
	// about, so that their modality is the event's (event.go, flags).
	happenings map[string]bool
	// sceneMarkers are the prepositions that set an act in the incident
	// it took part of ("killed in an attack", "arrested during a raid").
	sceneMarkers map[string]bool
	// Words of grammar that several rules read, spelled once: pronouns
	// that point back to a party (backPronouns), reflexive pronouns, and
	// the case markers of a doer (agentMarkers: "by", "from"), of whom an
	// act is aimed at (againstMarkers: "on", "against"), of whom a deed is
	// addressed to (addresseeMarkers: "to", "with") and of where a party
	// comes from (originMarkers: "from").
	backPronouns, reflexives, agentMarkers, againstMarkers, addresseeMarkers, originMarkers map[string]bool
	// timeMarkers open a trigger's phrase of when or by whom, not whom to;
	// aboutMarkers a clause's matter or circumstances; subordinators are
	// the conjunctions the parser takes for prepositions before a finite
	// clause; personPronouns stand for people, never a town or a base;
	// locatives tell where something is ("outside the ministry"), and
	// partyLocatives put a party somewhere.
	timeMarkers, aboutMarkers, subordinators, personPronouns, locatives, partyLocatives map[string]bool
	// Content words, each read by one rule:
	// seriesKillings (counts_series.go), tollRises (merge_absorb.go),
	// victimNouns and forceVictimNouns (party_noun.go), agreementNouns
	// (recode.go), anyPerson (merge_score.go), receiving (party_verb.go).
	seriesKillings, tollRises, victimNouns, forceVictimNouns, agreementNouns, anyPerson, receiving map[string]bool
	// anonymity holds the phrases of cues.txt that say a source is
	// unnamed, matched anywhere in its phrase.
	anonymity []string
}

// armedNoun is an entry of [armed]: present, and a post ("checkpoint") or
// men ("soldier").
type armedNoun struct{ post bool }

// meansCue is a phrase naming a weapon or way of attack, and the ACLED
// sub-event code it implies.
type meansCue struct {
	code  string
	words []string
	// cond holds the condition a phrase carries ("thrown", "device",
	// "firing"), by phrase.
	cond map[string]string
}

// meansConditions are the conditions a phrase of means.txt may carry.
var meansConditions = []string{"thrown", "device", "firing"}

// meansCodes are the sections of means.txt: ACLED's explosions and remote
// violence, which the refinements rank against each other.
var meansCodes = []string{"SUIC_BOMB", "CHEM_WEAP", "AIR_STRIKE", "GRENADE", "ART_MISS_ATTACK", "REM_EXPLOS"}

// protestCodes are the sections of protest.txt.
var protestCodes = []string{"VIOL_DEMONSTR", "FORCE_AGAINST_PROTEST", "PROTEST_WITH_INTER"}

// protestCue is the phrases of one ACLED kind of demonstration.
type protestCue struct {
	acled string // the ACLED sub-event code
	words []string
}

// sections names, by file, the phrase sections of cues.txt and parties.txt,
// each with the list it fills.
func (v *vocabulary) sections() map[string]map[string]*[]string {
	return map[string]map[string]*[]string{
		"cues.txt": {
			"fire": &v.fire, "clash": &v.clash, "air-fire": &v.airFire, "planted": &v.planted, "accident": &v.accident,
			"attack-signs": &v.attackSigns, "handover": &v.handover, "crowd-weapons": &v.crowdWeapons, "fight": &v.fight,
			"anonymity": &v.anonymity,
		},
		"parties.txt": {
			"armed-groups": &v.armedGroups, "crowd-groups": &v.crowdGroups, "crowd": &v.crowd, "demonstrators": &v.demonstrators,
			"crowd-size": &v.crowdSize, "crowd-actors": &v.crowdActors, "collective": &v.collective,
		},
	}
}

// lemmaSections names the sections of parties.txt that hold lemmas, each
// with the set it fills ([armed] aside, which carries a flag).
func (v *vocabulary) lemmaSections() map[string]*map[string]bool {
	return map[string]*map[string]bool{
		"disaster": &v.disaster, "death": &v.death, "weapon-stock": &v.weaponStock, "attribution-heads": &v.attributionHeads,
		"grievance-markers": &v.grievanceMarkers, "grievance-verbs": &v.grievanceVerbs, "plural-heads": &v.pluralHeads,
	}
}

// classSections names the sections of lemmas.txt, each with the set it
// fills.
func (v *vocabulary) classSections() map[string]*map[string]bool {
	return map[string]*map[string]bool{
		"controllers": &v.controllers, "sufferers": &v.sufferers, "transitive": &v.transitive, "statives": &v.statives,
		"documents": &v.documents, "place-nouns": &v.placeNouns, "blamers": &v.blamers, "measure-nouns": &v.measureNouns,
		"matters": &v.matters,
		"fired":   &v.weapons, "many": &v.manyWords, "collectives": &v.collectives, "distinct": &v.distinctWords, "sites": &v.sites,
		"linking-verbs": &v.linkingVerbs,
		"content-hosts": &v.contentHosts, "intent-heads": &v.intentHeads, "refusal-heads": &v.refusalHeads,
		"expect-verbs": &v.expectVerbs,
		"measures":     &v.measures, "light-nouns": &v.lightNouns, "incident-counts": &v.incidentCounts, "deeds": &v.deeds, "involvement": &v.involvement, "staging-verbs": &v.stagingVerbs,
		"request-makers": &v.requestMakers,
		"protest-verbs":  &v.protestVerbs, "dispersers": &v.dispersers, "dealings": &v.dealings, "pressures": &v.pressures,
		"time-units": &v.timeUnits, "disputes": &v.disputes,
		"engaged": &v.engaged, "stretches": &v.stretches, "weapon-nouns": &v.weaponNouns, "money": &v.money,
		"casualty-triggers": &v.casualtyLemmas, "prepositional": &v.prepositional, "naming-verbs": &v.namingVerbs,
		"authoring": &v.authoring, "provoked": &v.provoked, "drawn": &v.drawn, "set-off": &v.setOff,
		"withstood": &v.withstood, "recordings": &v.recordings, "unawares": &v.unawares, "lands": &v.lands, "holds": &v.holds, "takers": &v.takers,
		"policy-nouns": &v.policyNouns, "stances": &v.stances, "order-verbs": &v.orderVerbs,
		"circumstances": &v.circumstances, "outcomes": &v.outcomes, "threat-progressives": &v.threatProgressives,
		"wished-states": &v.wishedStates, "warned-measures": &v.warnedMeasures,
		"warned-operations": &v.warnedOperations, "operation-verbs": &v.operationVerbs,
		"judgements": &v.judgements, "blame-heads": &v.blameHeads,
		"further": &v.further, "happenings": &v.happenings, "scene-markers": &v.sceneMarkers,
		"back-pronouns": &v.backPronouns, "reflexives": &v.reflexives, "agent-markers": &v.agentMarkers,
		"against-markers": &v.againstMarkers, "addressee-markers": &v.addresseeMarkers, "origin-markers": &v.originMarkers,
		"time-markers": &v.timeMarkers, "about-markers": &v.aboutMarkers, "subordinators": &v.subordinators,
		"person-pronouns": &v.personPronouns, "locatives": &v.locatives, "party-locatives": &v.partyLocatives,
		"series-killings": &v.seriesKillings, "toll-rises": &v.tollRises, "victim-nouns": &v.victimNouns,
		"force-victim-nouns": &v.forceVictimNouns, "agreement-nouns": &v.agreementNouns, "any-person": &v.anyPerson,
		"receiving": &v.receiving, "anonymity-askers": &v.anonymityAskers, "bidding-verbs": &v.biddingVerbs, "fact-verbs": &v.factVerbs,
		"catching-verbs": &v.catchingVerbs, "harm-verbs": &v.harmVerbs,
		"months": &v.months, "compelled-heads": &v.compelledHeads,
		"warning-words": &v.warningWords, "forebodings": &v.forebodings,
	}
}

// readVocabulary reads the ACLED refinement words from fsys (the embedded
// lexicon directory). On an error it returns empty lists with it.
func readVocabulary(fsys fs.FS) (*vocabulary, error) {
	v := &vocabulary{armed: map[string]armedNoun{}}
	for _, set := range v.lemmaSections() {
		*set = map[string]bool{}
	}
	for _, step := range []struct {
		name string
		read func(name string, fsys fs.FS) error
	}{
		{"means.txt", v.readMeans},
		{"protest.txt", v.readProtest},
		{"cues.txt", v.readPhrases},
		{"parties.txt", v.readPhrases},
		{"lemmas.txt", v.readClasses},
	} {
		if err := step.read(step.name, fsys); err != nil {
			return &vocabulary{}, fmt.Errorf("event lexicon: %w", err)
		}
	}
	return v, nil
}

// eachEntry reads lexicon/name from fsys with wordlist.EachIn, checking that
// every entry is lower case (text is lower-cased before matching, so an
// entry in capitals would never match) and has at most fields fields.
func eachEntry(fsys fs.FS, name string, sections []string, fields int, fn func(l wordlist.Line, f []string) error) error {
	f, err := fsys.Open("lexicon/" + name)
	if err != nil {
		return err
	}
	defer f.Close()
	return wordlist.EachIn(name, f, sections, func(l wordlist.Line) error {
		if l.Section == "" {
			return l.Errorf("%q comes before any [section]", l.Text)
		}
		f := l.Fields()
		if len(f) > fields || f[0] == "" {
			return l.Errorf("%q: want %d field(s) separated by a tab at most, the first a phrase", l.Text, fields)
		}
		if f[0] != strings.ToLower(f[0]) {
			return l.Errorf("%q: write the phrase in lower case", f[0])
		}
		return fn(l, f)
	})
}

// readMeans reads means.txt: sections named by ACLED codes, in order of
// precedence, each phrase with an optional condition.
func (v *vocabulary) readMeans(name string, fsys fs.FS) error {
	err := eachEntry(fsys, name, meansCodes, 2, func(l wordlist.Line, f []string) error {
		if len(v.means) == 0 || v.means[len(v.means)-1].code != l.Section {
			if slices.ContainsFunc(v.means, func(c meansCue) bool { return c.code == l.Section }) {
				return l.Errorf("section [%s] a second time: its place is its precedence", l.Section)
			}
			v.means = append(v.means, meansCue{code: l.Section, cond: map[string]string{}})
		}
		c := &v.means[len(v.means)-1]
		c.words = append(c.words, f[0])
		if len(f) == 2 {
			if !slices.Contains(meansConditions, f[1]) {
				return l.Errorf("condition %q: want one of %s", f[1], strings.Join(meansConditions, ", "))
			}
			c.cond[f[0]] = f[1]
		}
		return nil
	})
	if err != nil {
		return err
	}
	return allSections(name, meansCodes, func(s string) bool {
		return slices.ContainsFunc(v.means, func(c meansCue) bool { return c.code == s })
	})
}

// allSections returns an error naming the first of sections that has not
// been read: a list left out would silently change the coding.
func allSections(name string, sections []string, read func(string) bool) error {
	for _, s := range sections {
		if !read(s) {
			return fmt.Errorf("%s: no section [%s]", name, s)
		}
	}
	return nil
}

// readProtest reads protest.txt: sections named by ACLED's protest and riot
// codes, in order of precedence.
func (v *vocabulary) readProtest(name string, fsys fs.FS) error {
	err := eachEntry(fsys, name, protestCodes, 1, func(l wordlist.Line, f []string) error {
		if len(v.protest) == 0 || v.protest[len(v.protest)-1].acled != l.Section {
			if slices.ContainsFunc(v.protest, func(c protestCue) bool { return c.acled == l.Section }) {
				return l.Errorf("section [%s] a second time: its place is its precedence", l.Section)
			}
			v.protest = append(v.protest, protestCue{acled: l.Section})
		}
		c := &v.protest[len(v.protest)-1]
		c.words = append(c.words, f[0])
		return nil
	})
	if err != nil {
		return err
	}
	return allSections(name, protestCodes, func(s string) bool {
		return slices.ContainsFunc(v.protest, func(c protestCue) bool { return c.acled == s })
	})
}

// readPhrases reads cues.txt or parties.txt: named sections of phrases,
// lemmas, and (in parties.txt) the armed nouns with their flag. Every
// section must be there.
func (v *vocabulary) readPhrases(name string, fsys fs.FS) error {
	lists, lemmas := v.sections()[name], v.lemmaSections()
	var names []string
	for s := range lists {
		names = append(names, s)
	}
	if name == "parties.txt" {
		names = append(names, "armed")
		for s := range lemmas {
			names = append(names, s)
		}
	}
	slices.Sort(names)
	seen := map[string]bool{}
	err := eachEntry(fsys, name, names, 2, func(l wordlist.Line, f []string) error {
		seen[l.Section] = true
		if l.Section == "armed" {
			if len(f) == 2 && f[1] != "post" {
				return l.Errorf("flag %q: want post or none", f[1])
			}
			v.armed[f[0]] = armedNoun{post: len(f) == 2}
			return nil
		}
		if len(f) == 2 {
			return l.Errorf("%q: [%s] takes one phrase a line", l.Text, l.Section)
		}
		if set, ok := lemmas[l.Section]; ok {
			(*set)[f[0]] = true
			return nil
		}
		*lists[l.Section] = append(*lists[l.Section], f[0])
		return nil
	})
	if err != nil {
		return err
	}
	return allSections(name, names, func(s string) bool { return seen[s] })
}

// readPastForm reads a line of [past-forms]: a past form and its lemma,
// both lower case.
func (v *vocabulary) readPastForm(l wordlist.Line, seen map[string]bool) error {
	w := l.Words()
	if len(w) != 2 || l.Text != strings.ToLower(l.Text) {
		return l.Errorf("%q: [past-forms] takes a past form and its lemma a line, lower case", l.Text)
	}
	seen[l.Section] = true
	v.pastForms[w[0]] = w[1]
	return nil
}

// readClasses reads lemmas.txt: named sections of one lemma a line, lower
// case, but for [content-hosts], which holds PLOVER categories, and
// [past-forms], a past form and its lemma a line (readPastForm). Every
// section must be there, and every [transitive] verb a [sufferers] one too
// (the rule reads it only for those).
func (v *vocabulary) readClasses(name string, fsys fs.FS) error {
	sets := v.classSections()
	var names []string
	for s, set := range sets {
		names = append(names, s)
		*set = map[string]bool{}
	}
	names = append(names, "past-forms")
	v.pastForms = map[string]string{}
	slices.Sort(names)
	f, err := fsys.Open("lexicon/" + name)
	if err != nil {
		return err
	}
	defer f.Close()
	seen := map[string]bool{}
	var transitive []wordlist.Line
	err = wordlist.EachIn(name, f, names, func(l wordlist.Line) error {
		if l.Section == "" {
			return l.Errorf("%q comes before any [section]", l.Text)
		}
		if l.Section == "past-forms" {
			return v.readPastForm(l, seen)
		}
		if w := l.Words(); len(w) != 1 {
			return l.Errorf("%q: [%s] takes one word a line", l.Text, l.Section)
		}
		switch {
		case l.Section == "content-hosts":
			if !slices.Contains(Categories, l.Text) {
				return l.Errorf("%q: want a PLOVER category (%s)", l.Text, strings.Join(Categories, " "))
			}
		case l.Text != strings.ToLower(l.Text):
			return l.Errorf("%q: write the lemma in lower case", l.Text)
		}
		if l.Section == "transitive" {
			transitive = append(transitive, l)
		}
		seen[l.Section] = true
		(*sets[l.Section])[l.Text] = true
		return nil
	})
	if err != nil {
		return err
	}
	for _, l := range transitive {
		if !v.sufferers[l.Text] {
			return l.Errorf("%q is in [transitive] but not in [sufferers]", l.Text)
		}
	}
	return allSections(name, names, func(s string) bool { return seen[s] })
}

// tellsDeath reports whether lemma l tells a death: a word of [death]
// (parties.txt: "died", "the dead") or "kill", which that list leaves out
// because it names the doer's act as well.
func (v *vocabulary) tellsDeath(l string) bool { return v.death[l] || l == "kill" }
