package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"sitrep/doc"
	"sitrep/eval/articles"
	"sitrep/event"
	"sitrep/internal/logreg"
	"sitrep/pipeline"
)

func init() {
	register("train", command{name: "parties", summary: "train the model that chooses each event's actor and target phrase, on the article gold", run: trainParties})
}

const partiesHelp = `The pipeline up to the event filter codes every article of the chosen half
of --gold and all of --train; for each event it writes that the scorer of
"sitrep eval articles" matches to a gold event, the party chooser lists
the phrases its actor and its target could be (the written party, the
trigger's arguments and those of every retelling merged into it, the
subjects of the clauses above them, the coded mentions of their sentences
and the ones before, and none), each labelled by the scorer's rule: right
when it is the gold party. A conditional logit learns the labels (package
internal/logreg); at run time the chooser, a stage after the event
filter, writes another option where the model prefers it to the written
party by more than a margin, within the limits of event.ChooseBy (it
fills an empty role or trades a phrase, never empties one); the margin
is chosen by cross-validation over the articles, dealt into --folds
folds --repeats times (article i in fold i mod --folds the first time,
shuffled after) with each option's probabilities averaged over the
deals: the largest that gets within half a percent of the scored roles
of the most right. The counts reported are optimistic: the margin is
chosen on the same cross-validated predictions it is counted on. Only the
--roles are learnt; the chooser leaves the others as written.
--candidates adds, for training only, the options of every event the
rules find before merging whose sentence tells a gold event of its
category. Training is deterministic: the same gold and pipeline give the
same bytes.
`

// partiesOptions are the settings the shipped chooser was trained with.
var partiesOptions = logreg.Options{Epochs: 1000, Rate: 0.5, L2: 0.01, MinCount: 8}

func trainParties(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("train parties --gold FILE [--half tune] [--train FILE] [--data DIR] --out FILE [--folds N] [--repeats N] [--roles actor] [--candidates] [--predictions FILE]", stderr)
	goldPath := fs.String("gold", "", "article gold `FILE` (eval/articles/testdata/dev.jsonl)")
	trainPath := fs.String("train", "eval/articles/testdata/train.jsonl", "further article gold `FILE` coded for training only, all of it read beside the half of --gold (\"\" for none)")
	half := fs.String("half", "tune", "train on this `half` of the gold only: tune, check, or \"\" for all")
	dataDir := fs.String("data", "", "shared data `DIR` the gold's paths are relative to (default $SITREP_SHARED/data, else ../shared/data beside the module)")
	out := fs.String("out", "", "model `FILE` to write (event/model/partychooser.tsv to update the shipped one)")
	folds := fs.Int("folds", 5, "cross-validation folds for choosing the margin")
	minMargin := fs.Float64("min-margin", 0.2, "the least margin to write, whatever cross-validation picks: below it the chooser took the doer of an act the event only names (\"the beating of a vendor by guards triggered riots\")")
	repeats := fs.Int("repeats", 5, "cross-validate this many times, each with another deal of the articles into folds, and average each option's probabilities: a steadier margin")
	predPath := fs.String("predictions", "", "write each matched role's written and cross-validated choice to `FILE` (TSV), to study the chooser on articles it did not see")
	roles := fs.String("roles", event.RoleActor, "comma-separated `ROLES` the model learns and so rechooses (actor, target); a role it has no weights for keeps its written party")
	candidates := fs.Bool("candidates", false, "train also on the options of the events found before merging")
	opt := partiesOptions
	fs.IntVar(&opt.Epochs, "epochs", opt.Epochs, "passes of gradient descent")
	fs.Float64Var(&opt.L2, "l2", opt.L2, "weight decay")
	fs.IntVar(&opt.MinCount, "min-count", opt.MinCount, "leave out features seen in fewer training phrases")
	usage := fs.Usage
	fs.Usage = func() {
		usage()
		fmt.Fprint(stderr, "\n"+partiesHelp)
	}
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 || *goldPath == "" || *out == "" {
		return fmt.Errorf("train parties --gold FILE --out FILE: %w", errUsage)
	}
	var learnt []string
	for _, r := range strings.Split(*roles, ",") {
		r = strings.TrimSpace(r)
		if r != event.RoleActor && r != event.RoleTarget {
			return fmt.Errorf("train parties: --roles: unknown role %q (want actor, target): %w", r, errUsage)
		}
		learnt = append(learnt, r)
	}
	if *folds < 2 || *repeats < 1 {
		return fmt.Errorf("train parties: --folds must be at least 2 and --repeats at least 1: %w", errUsage)
	}
	arts, err := loadTrainingGold(*goldPath, *half, *trainPath, *dataDir)
	if err != nil {
		return err
	}
	choices, err := partyExamples(arts, *candidates)
	if err != nil {
		return err
	}
	choices = slices.DeleteFunc(choices, func(c labelledChoice) bool { return !slices.Contains(learnt, c.role) })
	margin, probs := chooseMargin(choices, len(arts), *folds, *repeats, opt, stderr)
	if *predPath != "" {
		if err := writePartyPredictions(*predPath, choices, probs); err != nil {
			return err
		}
	}
	m := logreg.TrainChoice(choiceGroups(choices, nil, -1), opt)
	margin = max(margin, *minMargin)
	m.Threshold = margin
	comment := fmt.Sprintf("sitrep party chooser: conditional logit over the written events' party options, docs/MODELS.md.\n"+
		"sitrep train parties --gold %s --half %s --train %q --folds %d --repeats %d --min-margin %g --roles %s --candidates=%t\n"+
		"%d roles (%d of written events matched to the gold); epochs %d, rate %g, L2 %g, min count %d; threshold: the margin to override the written party",
		*goldPath, *half, *trainPath, *folds, *repeats, *minMargin, strings.Join(learnt, ","), *candidates, len(choices), countScored(choices), opt.Epochs, opt.Rate, opt.L2, opt.MinCount)
	sum, err := writeModel(m, *out, comment)
	if err != nil {
		return fmt.Errorf("train parties: %w", err)
	}
	fmt.Fprintf(stdout, "wrote %s: %d weights, margin %.2f, sha256 %x\n", *out, len(m.Weights), margin, sum)
	return nil
}

// labelledChoice is one role of one event matched to the gold, its
// options labelled, with the article's index for the folds.
type labelledChoice struct {
	article int
	role    string
	options []event.PartyOption
	right   []bool
	// scored: a role of an event the pipeline writes and the scorer
	// matches, which the chooser rechooses and the article figures
	// count; the others (--candidates) are for training only.
	scored bool
	// note is the category, trigger, sentence and gold party, for
	// --predictions.
	note string
}

func countScored(choices []labelledChoice) int {
	n := 0
	for _, c := range choices {
		if c.scored {
			n++
		}
	}
	return n
}

// partyExamples codes the articles up to the event filter and labels the
// party options of each written event the scorer matches to a gold event;
// with candidates, also those of each event found before merging whose
// sentence tells a gold event of its category.
func partyExamples(arts []articles.Article, candidates bool) ([]labelledChoice, error) {
	p, err := pipeline.Build(pipeline.Options{Through: "reality", PartyRoles: []string{event.RoleActor, event.RoleTarget}})
	if err != nil {
		return nil, err
	}
	lx, err := event.DefaultLexicon()
	if err != nil {
		return nil, fmt.Errorf("load event lexicon: %w", err)
	}
	coder := event.New(lx)
	stories, err := codeStories(p, arts)
	if err != nil {
		return nil, err
	}
	pred := make([][]doc.Event, len(stories))
	for i, st := range stories {
		pred[i] = st.Events
	}
	gold := matchedGold(arts, pred)
	var out []labelledChoice
	for i, st := range stories {
		for _, pc := range event.EventChoices(st) {
			g, ok := gold[&st.Events[pc.Event]]
			if !ok {
				continue
			}
			lc := labelChoice(i, pc, &arts[i].Events[g], true)
			lc.note = choiceNote(st, pc, &arts[i].Events[g])
			out = append(out, lc)
		}
		if !candidates {
			continue
		}
		for _, pc := range coder.PartyChoices(st) {
			if g := goldEventOf(&arts[i], pc); g != nil {
				out = append(out, labelChoice(i, pc, g, false))
			}
		}
	}
	return out, nil
}

// choiceNote describes a role for --predictions: category, role, trigger,
// gold party, sentence.
func choiceNote(st *doc.Story, pc event.PartyChoice, g *articles.Event) string {
	want := g.Actor
	if pc.Role == event.RoleTarget {
		want = g.Target
	}
	gold := "(none)"
	if want != nil {
		gold = strings.Join(want.Names, "|") + " " + want.Country + " " + want.Sector
	}
	return strings.Join([]string{pc.Plover, pc.Role, tsvField(st.Slice(pc.Trigger)), tsvField(gold), tsvField(st.Slice(pc.Sentence))}, "\t")
}

// labelChoice labels each option of pc by the scorer's rule against gold
// event g.
func labelChoice(article int, pc event.PartyChoice, g *articles.Event, scored bool) labelledChoice {
	want := g.Actor
	if pc.Role == event.RoleTarget {
		want = g.Target
	}
	lc := labelledChoice{article: article, role: pc.Role, options: pc.Options, scored: scored}
	for _, o := range pc.Options {
		lc.right = append(lc.right, articles.PartyRight(want, o.Party))
	}
	return lc
}

// matchedGold returns the gold event the scorer matches to each predicted
// event, by the event's address in pred, as eventFilterExamples reads the
// scorer: two events of an article may share a trigger.
func matchedGold(arts []articles.Article, pred [][]doc.Event) map[*doc.Event]int {
	out := map[*doc.Event]int{}
	for _, o := range articles.Score(arts, pred).Detail {
		if o.Status == "matched" && o.Pred != nil {
			out[o.Pred] = o.Gold
		}
	}
	return out
}

// goldEventOf returns the gold event of article a that an event told in
// pc's sentence with pc's category matches, as the scorer matches a lone
// event, or nil.
func goldEventOf(a *articles.Article, pc event.PartyChoice) *articles.Event {
	e := doc.Event{Type: doc.EventType{Plover: pc.Plover}, Trigger: pc.Trigger, Evidence: []doc.Span{pc.Sentence}}
	sc := articles.Score([]articles.Article{*a}, [][]doc.Event{{e}})
	for _, o := range sc.Detail {
		if o.Status == "matched" {
			return &a.Events[o.Gold]
		}
	}
	return nil
}

// choiceGroups returns the labelled choices as groups of options: those
// of all but fold f (fold[c] is choice c's), or of all when f < 0.
func choiceGroups(choices []labelledChoice, fold []int, f int) []logreg.Group {
	var gs []logreg.Group
	for c, ch := range choices {
		if f < 0 || fold[c] != f {
			gs = append(gs, logreg.Group{Options: choiceOptions(ch), Right: ch.right})
		}
	}
	return gs
}

func choiceOptions(c labelledChoice) [][]string {
	fs := make([][]string, len(c.options))
	for k, o := range c.options {
		fs[k] = o.Features
	}
	return fs
}

// chooseMargin cross-validates the chooser over the folds of the n
// articles, repeats deals, and returns the margin by which it must prefer
// an option to the rules' for the most roles to come out right (the
// largest within half a percent of the best), reporting each.
func chooseMargin(choices []labelledChoice, n, folds, repeats int, opt logreg.Options, stderr io.Writer) (float64, [][]float64) {
	// probs[c][k]: option k of choice c, scored by the models trained
	// without c's fold, averaged over the deals.
	probs := make([][]float64, len(choices))
	for c, ch := range choices {
		probs[c] = make([]float64, len(ch.options))
	}
	article := make([]int, len(choices))
	for c, ch := range choices {
		article[c] = ch.article
	}
	for r := range repeats {
		fold := dealFolds(article, n, folds, r)
		for f := range folds {
			m := logreg.TrainChoice(choiceGroups(choices, fold, f), opt)
			for c, ch := range choices {
				if fold[c] == f {
					for k, p := range m.Choose(choiceOptions(ch)) {
						probs[c][k] += p / float64(repeats)
					}
				}
			}
		}
	}
	decide := func(c int, margin float64) int {
		if k := event.ChooseBy(probs[c], choices[c].options, margin); k >= 0 {
			return k
		}
		for k, o := range choices[c].options {
			if o.Rule {
				return k
			}
		}
		return 0
	}
	reachable := map[string]int{}
	total := map[string]int{}
	for _, ch := range choices {
		total[ch.role]++
		if ch.scored {
			total["scored "+ch.role]++
		}
		if ch.scored && slices.Contains(ch.right, true) {
			reachable[ch.role]++
		}
	}
	for _, role := range []string{event.RoleActor, event.RoleTarget} {
		fmt.Fprintf(stderr, "train parties: %s: %d roles of written events matched (%d with a right option), %d in all\n",
			role, total["scored "+role], reachable[role], total[role])
	}
	// The largest margin within half a percent of the scored roles of
	// the most right: a margin that only one or two roles favour over a
	// larger one is noise of the folds, and the larger overrides less.
	rightAt := make([]int, 21)
	for step := 20; step >= 0; step-- {
		margin := float64(step) / 20
		right := map[string]int{}
		for c, ch := range choices {
			if ch.right[decide(c, margin)] {
				right[ch.role]++
				if ch.scored {
					right["scored "+ch.role]++
				}
			}
		}
		fmt.Fprintf(stderr, "  margin %.2f: cross-validated right, of written events matched: actor %d/%d, target %d/%d; of all roles: actor %d/%d, target %d/%d\n", margin,
			right["scored "+event.RoleActor], total["scored "+event.RoleActor], right["scored "+event.RoleTarget], total["scored "+event.RoleTarget],
			right[event.RoleActor], total[event.RoleActor], right[event.RoleTarget], total[event.RoleTarget])
		rightAt[step] = right["scored "+event.RoleActor] + right["scored "+event.RoleTarget]
	}
	tol := (total["scored "+event.RoleActor] + total["scored "+event.RoleTarget]) / 200
	best := slices.Max(rightAt)
	for step := 20; step >= 0; step-- {
		if rightAt[step] >= best-tol {
			return float64(step) / 20, probs
		}
	}
	return 1, probs
}

// writePartyPredictions writes, for each role of a written event matched,
// the written option, the option the cross-validated model prefers, and
// the right ones, to study the chooser on articles it did not see.
func writePartyPredictions(path string, choices []labelledChoice, probs [][]float64) error {
	var b strings.Builder
	b.WriteString("article\tcategory\trole\ttrigger\tgold\tsentence\twritten\twritten_right\tbest\tbest_prob\twritten_prob\tright_options\tfirst_right_prob\tfirst_right_features\n")
	text := func(o event.PartyOption) string {
		if o.Party == nil {
			return "(none)"
		}
		return tsvField(o.Party.Text)
	}
	for c, ch := range choices {
		if !ch.scored {
			continue
		}
		rule, best := 0, 0
		var right []string
		firstRight := -1
		for k, o := range ch.options {
			if o.Rule {
				rule = k
			}
			if probs[c][k] > probs[c][best] {
				best = k
			}
			if ch.right[k] {
				right = append(right, text(o))
				if firstRight < 0 {
					firstRight = k
				}
			}
		}
		rp, rf := 0.0, ""
		if firstRight >= 0 {
			rp, rf = probs[c][firstRight], strings.Join(ch.options[firstRight].Features, " ")
		}
		fmt.Fprintf(&b, "%d\t%s\t%s\t%t\t%s\t%.3f\t%.3f\t%s\t%.3f\t%s\n", ch.article, ch.note, text(ch.options[rule]), ch.right[rule],
			text(ch.options[best]), probs[c][best], probs[c][rule], strings.Join(right, " | "), rp, rf)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("train parties: %w", err)
	}
	return nil
}
