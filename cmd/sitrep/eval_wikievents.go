package main

import (
	"fmt"
	"io"

	"sitrep/eval/wikievents"
)

const wikiEventsHelp = `Each document's gold sentences are joined by blank lines and coded as one
story (published on the date in its id, else 2020-01-01). Gold classes:
Conflict.Attack.* (attack), Life.Die.* (die), Life.Injure.* (injure),
Justice.ArrestJailDetain.* (arrest). sitrep's anchors: an ASSAULT event's
trigger (attack); for die, injure and arrest, an event with a killed,
injured or arrested count above 0 or a killing, injuring or arresting
trigger (or COERCE with mode arrest) gives its trigger, when it is such a
word, and the casualty word of each such count in its evidence. A gold
mention matches one anchor: strictly when their characters overlap, and
loosely (the "sentence" figures) when they share a gold sentence.
"evidence R" counts a gold mention found when its sentence is among the
evidence of a sitrep event of its class. An attack's anchors include the
triggers of the retellings merged into it (the record's "mentions").

Arguments are scored on the loosely matched attack, die and injure pairs,
other than those matched at a retelling's trigger:
attacker (gold Attacker, Killer, Injurer) against sitrep's actor; victim
(gold Victim, and an attack's Target) against its target or the killed or
injured count with the noun it counts; place against its place where the
event's own text names one (not the story's focus country). A span
matches when it overlaps the gold entity mention or a mention coreferent
with it (--coref), or contains the head (last word) of one of them as a
whole word (pronouns and determiners match by overlap only). Each role of
each pair is one prediction at most.
`

func evalWikiEvents(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval wikievents --gold FILE.jsonl[.gz] [--coref FILE] [--json]", stderr)
	goldPath := fs.String("gold", "", "WikiEvents `FILE` (JSON Lines of documents, gzipped when it ends in .gz)")
	corefPath := fs.String("coref", "", "WikiEvents coref `FILE` (default: coref_SPLIT.jsonlines[.gz] beside --gold, if there; \"none\" to use none)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	usage := fs.Usage
	fs.Usage = func() {
		usage()
		fmt.Fprint(stderr, "\n"+wikiEventsHelp)
	}
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	if *goldPath == "" {
		return fmt.Errorf("eval wikievents: --gold is required: %w", errUsage)
	}
	var coref map[string]string
	cp := *corefPath
	if cp == "" {
		cp = wikievents.CorefBeside(*goldPath)
	}
	if cp == "none" {
		cp = ""
	}
	if cp != "" {
		var err error
		if coref, err = wikievents.ReadCoref(cp); err != nil {
			return err
		}
	}
	docs, err := wikievents.Read(*goldPath)
	if err != nil {
		return err
	}
	p, err := defaultPipeline()
	if err != nil {
		return err
	}
	sc, err := wikievents.Score(docs, coref, p)
	if err != nil {
		return err
	}
	sc.Coref = cp
	return writeReport(stdout, *asJSON, sc)
}
