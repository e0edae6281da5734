package main

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io"
	"os"

	"sitrep/doc"
	"sitrep/eval/articles"
	"sitrep/event"
	"sitrep/internal/logreg"
	"sitrep/pipeline"
)

func init() {
	register("train", command{name: "parties", summary: "train the model that chooses each event's actor and target phrase, on the article gold", run: trainParties})
}

const partiesHelp = `The stages before the event stage read every article of the chosen half of
--gold and all of --train; the event stage lists, for each event its rules
find, the phrases its actor and its target could be (the rules' choice,
the trigger's arguments, the subjects of the clauses above it, the coded
mentions of its sentence and the one before, and none). An event whose
sentence tells a gold event of its category (as "sitrep eval articles"
matches them) labels each phrase by the scorer's rule: right when it is
the gold party. A logistic regression learns the labels (package
internal/logreg); at run time it overrides the rules' choice when it
prefers another phrase by more than a margin, chosen by cross-validation
over the articles (article i in fold i mod --folds) as the one that
gets most roles right. Training is deterministic: the same gold and
pipeline give the same bytes.
`

// partiesOptions are the settings the shipped chooser was trained with.
var partiesOptions = logreg.Options{Epochs: 1000, Rate: 0.5, L2: 0.001, MinCount: 3}

func trainParties(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("train parties --gold FILE [--half tune] [--train FILE] [--data DIR] --out FILE [--folds N]", stderr)
	goldPath := fs.String("gold", "", "article gold `FILE` (eval/articles/testdata/dev.jsonl)")
	trainPath := fs.String("train", "eval/articles/testdata/train.jsonl", "further article gold `FILE` coded for training only, all of it read beside the half of --gold (\"\" for none)")
	half := fs.String("half", "tune", "train on this `half` of the gold only: tune, check, or \"\" for all")
	dataDir := fs.String("data", "", "shared data `DIR` the gold's paths are relative to (default $SITREP_SHARED/data, else ../shared/data beside the module)")
	out := fs.String("out", "", "model `FILE` to write")
	folds := fs.Int("folds", 5, "cross-validation folds for choosing the margin")
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
	if *folds < 2 {
		return fmt.Errorf("train parties: --folds must be at least 2: %w", errUsage)
	}
	arts, err := loadArticleGold(*goldPath, *half, *dataDir)
	if err != nil {
		return err
	}
	if *trainPath != "" {
		more, err := loadArticleGold(*trainPath, "", *dataDir)
		if err != nil {
			return err
		}
		arts = append(arts, more...)
	}
	choices, err := partyExamples(arts)
	if err != nil {
		return err
	}
	margin := chooseMargin(choices, *folds, opt, stderr)
	m := logreg.TrainChoice(choiceGroups(choices, -1, 0), opt)
	m.Threshold = margin
	var buf bytes.Buffer
	comment := fmt.Sprintf("sitrep party chooser: logistic regression over party options, docs/MODELS.md.\n"+
		"sitrep train parties --gold %s --half %s --train %q --folds %d\n"+
		"%d roles of events matched to the gold; epochs %d, rate %g, L2 %g, min count %d; threshold: the margin to override the rules",
		*goldPath, *half, *trainPath, *folds, len(choices), opt.Epochs, opt.Rate, opt.L2, opt.MinCount)
	if err := m.Write(&buf, comment); err != nil {
		return err
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("train parties: %w", err)
	}
	fmt.Fprintf(stdout, "wrote %s: %d weights, margin %.2f, sha256 %x\n", *out, len(m.Weights), margin, sha256.Sum256(buf.Bytes()))
	return nil
}

// labelledChoice is one role of one event matched to the gold, its
// options labelled, with the article's index for the folds.
type labelledChoice struct {
	article int
	role    string
	options []event.PartyOption
	right   []bool
	// scored: the event is one of those the full pipeline writes and
	// the scorer matches to a gold event, whose parties the article
	// figures count.
	scored bool
}

// partyExamples runs the stages before the event stage over the articles
// and labels the party options of each event whose sentence tells a gold
// event of its category.
func partyExamples(arts []articles.Article) ([]labelledChoice, error) {
	p, err := pipeline.Partial(pipeline.Options{}, "text", "syntax", "when", "ner", "where", "actors", "count")
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
	choices := make([][]event.PartyChoice, len(stories))
	for i, st := range stories {
		choices[i] = coder.PartyChoices(st)
	}
	scored, err := scoredTriggers(arts, stories)
	if err != nil {
		return nil, err
	}
	var out []labelledChoice
	for i := range stories {
		for _, pc := range choices[i] {
			g := goldEventOf(&arts[i], pc)
			if g == nil {
				continue
			}
			want := g.Actor
			if pc.Role == event.RoleTarget {
				want = g.Target
			}
			lc := labelledChoice{article: i, role: pc.Role, options: pc.Options, scored: scored[i][pc.Trigger]}
			for _, o := range pc.Options {
				lc.right = append(lc.right, articles.PartyRight(want, o.Party))
			}
			out = append(out, lc)
		}
	}
	return out, nil
}

// scoredTriggers runs the event and reality stages on the stories (which
// hold the stages before) and returns, per article, the triggers of the
// events the scorer matches to a gold event: the events whose parties the
// article figures count.
func scoredTriggers(arts []articles.Article, stories []*doc.Story) ([]map[doc.Span]bool, error) {
	p, err := pipeline.Partial(pipeline.Options{}, "event", "reality")
	if err != nil {
		return nil, err
	}
	pred := make([][]doc.Event, len(stories))
	for i, st := range stories {
		if err := p.Annotate(st); err != nil {
			return nil, fmt.Errorf("%s %s: %w", arts[i].Source, arts[i].ID, err)
		}
		pred[i] = st.Events
	}
	sc := articles.Score(arts, pred)
	index := map[string]int{}
	for i := range arts {
		index[arts[i].Source+" "+arts[i].ID] = i
	}
	out := make([]map[doc.Span]bool, len(arts))
	for i := range out {
		out[i] = map[doc.Span]bool{}
	}
	for _, o := range sc.Detail {
		if o.Status == "matched" {
			out[index[o.Article]][o.Pred.Trigger] = true
		}
	}
	return out, nil
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

// choiceGroups returns the labelled choices as groups of options: those of all
// articles but fold f's, or of all when f < 0.
func choiceGroups(choices []labelledChoice, f, folds int) []logreg.Group {
	var gs []logreg.Group
	for _, c := range choices {
		if f < 0 || c.article%folds != f {
			gs = append(gs, logreg.Group{Options: choiceOptions(c), Right: c.right})
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

// chooseMargin cross-validates the chooser over the folds and returns the
// margin by which it must prefer an option to the rules' for the most
// roles to come out right (the larger of equals), reporting each.
func chooseMargin(choices []labelledChoice, folds int, opt logreg.Options, stderr io.Writer) float64 {
	// probs[c][k]: option k of choice c, scored by the model trained
	// without c's fold.
	probs := make([][]float64, len(choices))
	for f := range folds {
		m := logreg.TrainChoice(choiceGroups(choices, f, folds), opt)
		for c, ch := range choices {
			if ch.article%folds == f {
				probs[c] = m.Choose(choiceOptions(ch))
			}
		}
	}
	decide := func(c int, margin float64) int {
		rule, best := -1, -1
		for k, o := range choices[c].options {
			if o.Rule {
				rule = k
			}
			if best < 0 || probs[c][k] > probs[c][best] {
				best = k
			}
		}
		if rule >= 0 && probs[c][best]-probs[c][rule] <= margin {
			return rule
		}
		return best
	}
	reachable := map[string]int{}
	total := map[string]int{}
	for _, ch := range choices {
		total[ch.role]++
		if ch.scored {
			total["scored "+ch.role]++
		}
		for _, r := range ch.right {
			if r {
				reachable[ch.role]++
				break
			}
		}
	}
	for _, role := range []string{event.RoleActor, event.RoleTarget} {
		fmt.Fprintf(stderr, "train parties: %s: %d roles, %d with a right option\n", role, total[role], reachable[role])
	}
	bestMargin, bestRight := 1.0, -1
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
		fmt.Fprintf(stderr, "  margin %.2f: cross-validated right actor %d/%d, target %d/%d; of events the scorer matches, actor %d/%d, target %d/%d\n", margin,
			right[event.RoleActor], total[event.RoleActor], right[event.RoleTarget], total[event.RoleTarget],
			right["scored "+event.RoleActor], total["scored "+event.RoleActor], right["scored "+event.RoleTarget], total["scored "+event.RoleTarget])
		if n := right[event.RoleActor] + right[event.RoleTarget]; n > bestRight {
			bestMargin, bestRight = margin, n
		}
	}
	return bestMargin
}
