package main

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"sitrep/eval"
	"sitrep/pipeline"
)

func init() {
	register("eval", command{name: "wikievents", summary: "score attack, death, injury and arrest events and their arguments on WikiEvents documents", run: evalWikiEvents})
}

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
		cp = eval.WikiCorefBeside(*goldPath)
	}
	if cp != "" && cp != "none" {
		var err error
		if coref, err = eval.ReadWikiCoref(cp); err != nil {
			return err
		}
	}
	p, err := pipeline.Default()
	if err != nil {
		return err
	}
	sc, err := eval.ScoreWikiEvents(*goldPath, coref, p)
	if err != nil {
		return err
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(sc)
	}
	corefNote := "no coref"
	if coref != nil {
		corefNote = "coref " + cp
	}
	fmt.Fprintf(stdout, "%d documents (%s)\n\n", sc.Documents, corefNote)
	fmt.Fprintf(stdout, "%-8s %5s %5s  %-23s  %-23s  %s\n", "class", "gold", "pred", "overlap   P     R     F1", "sentence  P     R     F1", "evidence R")
	type row struct {
		name       string
		g, pr      int
		p, r, f    float64
		sp, sr, sf float64
		er         float64
	}
	rows := []row{
		{name: "attack", p: sc.AttackPrecision, r: sc.AttackRecall, f: sc.AttackF1, sp: sc.AttackSentencePrecision, sr: sc.AttackSentenceRecall, sf: sc.AttackSentenceF1, er: sc.AttackEvidenceRecall},
		{name: "die", p: sc.DiePrecision, r: sc.DieRecall, f: sc.DieF1, sp: sc.DieSentencePrecision, sr: sc.DieSentenceRecall, sf: sc.DieSentenceF1, er: sc.DieEvidenceRecall},
		{name: "injure", p: sc.InjurePrecision, r: sc.InjureRecall, f: sc.InjureF1, sp: sc.InjureSentencePrecision, sr: sc.InjureSentenceRecall, sf: sc.InjureSentenceF1, er: sc.InjureEvidenceRecall},
		{name: "arrest", p: sc.ArrestPrecision, r: sc.ArrestRecall, f: sc.ArrestF1, sp: sc.ArrestSentencePrecision, sr: sc.ArrestSentenceRecall, sf: sc.ArrestSentenceF1, er: sc.ArrestEvidenceRecall},
		{name: "micro", p: sc.MicroPrecision, r: sc.MicroRecall, f: sc.MicroF1, sp: sc.MicroSentencePrecision, sr: sc.MicroSentenceRecall, sf: sc.MicroSentenceF1, er: sc.MicroEvidenceRecall},
	}
	for i := range rows {
		if i < len(eval.WikiClasses) {
			c := sc.Counts[eval.WikiClasses[i]]
			rows[i].g, rows[i].pr = c.Gold, c.Predicted
			rows[len(rows)-1].g += c.Gold
			rows[len(rows)-1].pr += c.Predicted
		}
	}
	for _, r := range rows {
		fmt.Fprintf(stdout, "%-8s %5d %5d  %9.3f %5.3f %5.3f  %9.3f %5.3f %5.3f  %10.3f\n", r.name, r.g, r.pr, r.p, r.r, r.f, r.sp, r.sr, r.sf, r.er)
	}
	fmt.Fprintf(stdout, "\narguments on %d matched attack/die/injure pairs\n", sc.MatchedPairs)
	fmt.Fprintf(stdout, "%-8s %5s %5s %5s\n", "role", "P", "R", "F1")
	fmt.Fprintf(stdout, "%-8s %5.3f %5.3f %5.3f\n", "attacker", sc.AttackerPrecision, sc.AttackerRecall, sc.AttackerF1)
	fmt.Fprintf(stdout, "%-8s %5.3f %5.3f %5.3f\n", "victim", sc.VictimPrecision, sc.VictimRecall, sc.VictimF1)
	fmt.Fprintf(stdout, "%-8s %5.3f %5.3f %5.3f\n", "place", sc.PlacePrecision, sc.PlaceRecall, sc.PlaceF1)
	fmt.Fprintf(stdout, "%-8s %17.3f\n", "micro", sc.ArgumentMicroF1)
	fmt.Fprintln(stdout, "\ngold triggers no anchor overlapped, and anchors that overlapped no gold trigger (most frequent words):")
	for _, c := range eval.WikiClasses {
		fmt.Fprintf(stdout, "  %-7s missed: %s\n", c, topWords(sc.Misses[c], 10))
		fmt.Fprintf(stdout, "  %-7s spurious: %s\n", "", topWords(sc.FalseAlarms[c], 10))
	}
	return nil
}

// topWords formats the n most frequent words of m as "word×count".
func topWords(m map[string]int, n int) string {
	words := make([]string, 0, len(m))
	for w := range m {
		words = append(words, w)
	}
	sort.Slice(words, func(i, j int) bool {
		if m[words[i]] != m[words[j]] {
			return m[words[i]] > m[words[j]]
		}
		return words[i] < words[j]
	})
	if len(words) > n {
		words = words[:n]
	}
	parts := make([]string, len(words))
	for i, w := range words {
		parts[i] = fmt.Sprintf("%s×%d", w, m[w])
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, " ")
}
