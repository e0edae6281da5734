package main

import (
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"sitrep/doc"
	"sitrep/eval/articles"
	"sitrep/internal/logreg"
	"sitrep/reality"
)

// loadTrainingGold reads the half of the article gold at goldPath and
// all of trainPath ("" for none), as the trainers on the article gold
// (eventfilter, parties) code them.
func loadTrainingGold(goldPath, half, trainPath, dataDir string) ([]articles.Article, error) {
	arts, err := loadArticleGold(goldPath, half, dataDir)
	if err != nil {
		return nil, err
	}
	if trainPath != "" {
		more, err := loadArticleGold(trainPath, "", dataDir)
		if err != nil {
			return nil, err
		}
		arts = append(arts, more...)
	}
	return arts, nil
}

// writeModel writes m with its comment to path and returns the sha256 of
// the bytes written, which the trainers report so that a retrain can be
// checked byte for byte.
func writeModel(m *logreg.Model, path, comment string) ([32]byte, error) {
	var buf bytes.Buffer
	if err := m.Write(&buf, comment); err != nil {
		return [32]byte{}, err
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return [32]byte{}, fmt.Errorf("write model: %w", err)
	}
	return sha256.Sum256(buf.Bytes()), nil
}

// finish gives model m, trained on all the examples, the threshold th
// the trainer chose, writes it to g.out with comment (modelComment), and
// reports on stdout the file, the weights, decision (the threshold as the
// trainer states it: "threshold 0.42") and the sha256 of the bytes
// written, so that a retrain can be checked byte for byte. name is the
// trainer's, for errors.
func (g *goldTraining) finish(name string, m *logreg.Model, th float64, decision, comment string, stdout io.Writer) error {
	m.Threshold = th
	sum, err := writeModel(m, g.out, comment)
	if err != nil {
		return fmt.Errorf("train %s: %w", name, err)
	}
	fmt.Fprintf(stdout, "wrote %s: %d weights, %s, sha256 %x\n", g.out, len(m.Weights), decision, sum)
	return nil
}

// modelComment returns a model's comment: its title, the command that
// trains it again (trainer name, the shared flags, then the trainer's own
// flags) and what it was trained on (counts), then the training options.
func (g *goldTraining) modelComment(title, name, flags, counts string) string {
	return fmt.Sprintf("%s, docs/MODELS.md.\nsitrep train %s %s %s\n%s; %s", title, name, g.recipe(), flags, counts, g.optText())
}

// countOf counts the items of xs that ok holds of: the positive examples
// of a trainer, the scored roles of the party chooser.
func countOf[T any](xs []T, ok func(T) bool) int {
	n := 0
	for _, x := range xs {
		if ok(x) {
			n++
		}
	}
	return n
}

// positives counts the positive examples.
func positives(ex []logreg.Example) int {
	return countOf(ex, func(e logreg.Example) bool { return e.Positive })
}

// crossValidatedProbs returns each example's probability under the
// logistic regressions trained on the other folds, averaged over the
// deals (crossValidated): the cross-validation of the event filter and
// of the undating model.
func crossValidatedProbs(g *goldTraining, ex []logreg.Example, article []int, n int) []float64 {
	return crossValidated(g, article, n, func(fold []int) []float64 {
		return reality.CrossValidate(ex, fold, g.folds, g.opt)
	}, func(sum *float64, p float64, repeats int) { *sum += p / float64(repeats) })
}

// goldTraining is what the trainers on the article gold (eventfilter,
// parties, undated) read from their shared flags: which gold to code, where to
// write the model, and how to cross-validate and train.
type goldTraining struct {
	gold, train, half, data, out, predictions string
	folds, repeats                            int
	opt                                       logreg.Options
}

// trainerText is what the shared flags' help says of one trainer.
type trainerText struct {
	name     string // the subcommand: "eventfilter"
	model    string // the shipped model's path
	chooses  string // what cross-validation chooses: "threshold"
	averaged string // whose probabilities the repeats average: "event"
	examples string // what --min-count counts: "training events"
	// predictions is --predictions' help; synopsis the flags of the
	// trainer's own, and help the text after the flags.
	predictions, synopsis, help string
}

// goldTrainingFlags returns a flag set with the shared flags, their
// defaults opt and tx's help, and what they set.
func goldTrainingFlags(tx trainerText, opt logreg.Options, stderr io.Writer) (*flag.FlagSet, *goldTraining) {
	fs := newFlags("train "+tx.name+" --gold FILE [--half tune] [--train FILE] [--data DIR] --out FILE [--folds N] [--repeats N] "+tx.synopsis+"[--predictions FILE]", stderr)
	g := &goldTraining{opt: opt}
	fs.StringVar(&g.gold, "gold", "", "article gold `FILE` (eval/articles/testdata/dev.jsonl)")
	fs.StringVar(&g.train, "train", "eval/articles/testdata/train.jsonl", "further article gold `FILE` coded for training only, all of it read beside the half of --gold (\"\" for none)")
	fs.StringVar(&g.half, "half", "tune", "train on this `half` of the gold only: tune, check, or \"\" for all")
	fs.StringVar(&g.data, "data", "", "shared data `DIR` the gold's paths are relative to (default $SITREP_SHARED/data, else ../shared/data beside the module)")
	fs.StringVar(&g.out, "out", "", "model `FILE` to write ("+tx.model+" to update the shipped one)")
	fs.IntVar(&g.folds, "folds", 5, "cross-validation folds for choosing the "+tx.chooses)
	fs.IntVar(&g.repeats, "repeats", 5, "cross-validate this many times, each with another deal of the articles into folds (the first is article i in fold i mod --folds), and average each "+tx.averaged+"'s probabilities: a steadier "+tx.chooses)
	fs.StringVar(&g.predictions, "predictions", "", tx.predictions)
	fs.IntVar(&g.opt.Epochs, "epochs", opt.Epochs, "passes of gradient descent")
	fs.Float64Var(&g.opt.L2, "l2", opt.L2, "weight decay")
	fs.IntVar(&g.opt.MinCount, "min-count", opt.MinCount, "leave out features seen in fewer "+tx.examples)
	usage := fs.Usage
	fs.Usage = func() {
		usage()
		fmt.Fprint(stderr, "\n"+tx.help)
	}
	return fs, g
}

// parse parses args into g and the trainer's own flags of fs, and checks
// what the trainers share: no positional argument, --gold and --out
// given, at least two folds and one repeat.
func (g *goldTraining) parse(fs *flag.FlagSet, name string, args []string) error {
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 || g.gold == "" || g.out == "" {
		return fmt.Errorf("train %s --gold FILE --out FILE: %w", name, errUsage)
	}
	if g.folds < 2 || g.repeats < 1 {
		return fmt.Errorf("train %s: --folds must be at least 2 and --repeats at least 1: %w", name, errUsage)
	}
	return nil
}

// recipe returns the shared flags as a model's comment records them, to
// train it again: the training options too, so that the command in the
// comment gives the same model after a default changes.
func (g *goldTraining) recipe() string {
	return fmt.Sprintf("--gold %s --half %s --train %q --folds %d --repeats %d --epochs %d --l2 %g --min-count %d",
		g.gold, g.half, g.train, g.folds, g.repeats, g.opt.Epochs, g.opt.L2, g.opt.MinCount)
}

// optText returns the training options as a model's comment records them.
func (g *goldTraining) optText() string {
	return fmt.Sprintf("epochs %d, rate %g, L2 %g, min count %d", g.opt.Epochs, g.opt.Rate, g.opt.L2, g.opt.MinCount)
}

// crossValidated returns, for each example, what cv predicts of it with
// the models trained on the other folds, averaged over g.repeats deals of
// the articles into g.folds folds (dealFolds; article[k] is example k's
// article among n); add adds one deal's prediction p, divided by the
// repeats, to sum.
func crossValidated[P any](g *goldTraining, article []int, n int, cv func(fold []int) []P, add func(sum *P, p P, repeats int)) []P {
	sum := make([]P, len(article))
	for r := range g.repeats {
		for k, p := range cv(dealFolds(article, n, g.folds, r)) {
			add(&sum[k], p, g.repeats)
		}
	}
	return sum
}

// load reads the gold g names, as loadTrainingGold does.
func (g *goldTraining) load() ([]articles.Article, error) {
	return loadTrainingGold(g.gold, g.half, g.train, g.data)
}

// dealFolds returns each example's fold in cross-validation round r,
// from article[k], the index of example k's article among n: in round 0
// article i is in fold i mod folds; later rounds deal the articles out
// after a shuffle seeded by the round, so that every run deals alike.
func dealFolds(article []int, n, folds, r int) []int {
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	if r > 0 {
		rng := rand.New(rand.NewPCG(uint64(r), 0))
		rng.Shuffle(n, func(a, b int) { order[a], order[b] = order[b], order[a] })
	}
	foldOf := make([]int, n)
	for pos, i := range order {
		foldOf[i] = pos % folds
	}
	out := make([]int, len(article))
	for k, a := range article {
		out[k] = foldOf[a]
	}
	return out
}

// exampleNote says where a training example comes from, for the
// --predictions listing.
type exampleNote struct {
	article, category, trigger, sentence string
	// inGold: the event's sentence tells a gold event too (a spurious
	// one there has another category than the coder's).
	inGold bool
}

// predictionListing names what a trainer's --predictions listing calls
// its two labels and its decision, and the command its errors name.
type predictionListing struct {
	command            string // "train eventfilter"
	positive, negative string // the labels: "matched", "spurious"
	decision           string // the column telling the threshold's decision: "kept"
	inGold             bool   // list exampleNote.inGold, which only the filter's examples carry
}

// writePredictions writes one line per example: its fold (of the first
// round), label, cross-validated probability, whether the threshold th
// decides for it, where it comes from, and its features (space-separated),
// to class the errors by what the model saw.
func writePredictions(name string, form predictionListing, ex []logreg.Example, fold []int, prob []float64, notes []exampleNote, th float64) error {
	var b bytes.Buffer
	fmt.Fprintf(&b, "fold\tlabel\tprob\t%s\t", form.decision)
	if form.inGold {
		b.WriteString("in_gold\t")
	}
	b.WriteString("article\tcategory\ttrigger\tsentence\tfeatures\n")
	for k, e := range ex {
		label := form.negative
		if e.Positive {
			label = form.positive
		}
		n := notes[k]
		fmt.Fprintf(&b, "%d\t%s\t%.3f\t%t\t", fold[k], label, prob[k], prob[k] >= th)
		if form.inGold {
			fmt.Fprintf(&b, "%t\t", n.inGold)
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\n", n.article, n.category, tsvField(n.trigger), tsvField(n.sentence), tsvField(strings.Join(e.Features, " ")))
	}
	if err := os.WriteFile(name, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("%s: write predictions: %w", form.command, err)
	}
	return nil
}

// tsvField puts text on one TSV field: tabs and line breaks become spaces.
func tsvField(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == '\t' || r == '\n' || r == '\r' }), " ")
}

// sentenceText returns the text of the sentence holding span sp, or "".
func sentenceText(st *doc.Story, sp doc.Span) string {
	if s, ok := st.SentenceHolding(sp); ok {
		return st.Slice(s)
	}
	return ""
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
