package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"sitrep/doc"
	"sitrep/eval/articles"
	"sitrep/internal/logreg"
	"sitrep/pipeline"
	"sitrep/reality"
)

func init() {
	register("train", command{name: "eventfilter", summary: "train the model that drops coded events telling no real event, on the article gold", run: trainEventFilter})
}

const eventFilterHelp = `The pipeline, without the event filter, codes every article of the chosen
half of the article gold; the scorer of "sitrep eval articles" labels each
coded event: matched (a real event) or spurious (none); duplicates are
left out. A logistic regression learns the labels from each event's
trigger features (package reality). The threshold under which an event is
dropped is chosen by cross-validation over the articles, repeated
--repeats times (article i in fold i mod --folds the first time, the
articles shuffled by a seeded generator the others) with each event's
probabilities averaged: the highest, in steps of 0.001, that keeps at
least 1 - --max-loss of the matched events. --predictions writes those
cross-validated decisions, --without leaves feature kinds out, --nested
reports what the whole recipe does on articles it did not see. Beside the
chosen half of --gold, the articles of --train (coded for training only,
none of them in --gold) are all read.
Training is deterministic: the same gold and pipeline give the same bytes.
`

// eventFilterText is what the shared flags' help says of this trainer.
var eventFilterText = trainerText{name: "eventfilter", model: "reality/model/eventfilter.tsv", chooses: "threshold", averaged: "event", examples: "training events",
	predictions: "write each event's cross-validated probability to `FILE` (TSV: fold, label, probability, kept, in a gold event's evidence, article, category, trigger, sentence, features), to study the decisions on articles the model did not see",
	synopsis:    "[--max-loss F] [--without KINDS] [--nested] ", help: eventFilterHelp}

func trainEventFilter(args []string, stdout, stderr io.Writer) error {
	fs, g := goldTrainingFlags(eventFilterText, reality.DefaultTrainOptions, stderr)
	maxLoss := fs.Float64("max-loss", 0.10, "largest share of matched events the threshold may drop in cross-validation")
	without := fs.String("without", "", "leave out the features of these comma-separated `KINDS` (the names before \"=\", e.g. modal,above), to measure what they add")
	nested := fs.Bool("nested", false, "also run the whole recipe (cross-validation, threshold, fit) on the articles outside each fold and report how it decides the fold's events: the precision and loss to expect on unseen articles, and their spread")
	if err := g.parse(fs, "eventfilter", args); err != nil {
		return err
	}
	if *maxLoss < 0 || *maxLoss >= 1 {
		return fmt.Errorf("train eventfilter: --max-loss must be in [0, 1): %w", errUsage)
	}
	arts, err := g.load()
	if err != nil {
		return err
	}
	ex, article, notes, err := eventFilterExamples(arts)
	if err != nil {
		return err
	}
	if *without != "" {
		if err := leaveOut(ex, strings.Split(*without, ",")); err != nil {
			return fmt.Errorf("train eventfilter --without: %w", err)
		}
	}
	nReal := positives(ex)
	fmt.Fprintf(stderr, "train eventfilter: %d articles, %d events: %d matched, %d spurious\n", len(arts), len(ex), nReal, len(ex)-nReal)
	th, prob, curve := eventFilterThreshold(g, ex, article, len(arts), *maxLoss)
	fmt.Fprintf(stderr, "  cross-validated AUC of matched over spurious %.4f\n", reality.AUC(ex, prob))
	for _, c := range curve {
		fmt.Fprintf(stderr, "  threshold %.3f: cross-validated precision %.3f, keeps %d of %d matched, drops %d of %d spurious\n",
			c.Threshold, c.Precision, c.KeptReal, nReal, c.DroppedSpurious, len(ex)-nReal)
	}
	if *nested {
		reportNested(stderr, nestedEstimate(g, ex, article, len(arts), *maxLoss))
	}
	if g.predictions != "" {
		if err := writePredictions(g.predictions, filterListing, ex, dealFolds(article, len(arts), g.folds, 0), prob, notes, th); err != nil {
			return err
		}
	}
	comment := g.modelComment("sitrep event filter: logistic regression", "eventfilter",
		fmt.Sprintf("--max-loss %g", *maxLoss),
		fmt.Sprintf("%d events (%d matched, %d spurious)", len(ex), nReal, len(ex)-nReal))
	return g.finish("eventfilter", logreg.Train(ex, g.opt), th, fmt.Sprintf("threshold %.3f", th), comment, stdout)
}

// eventFilterThreshold returns the threshold the trainer chooses for
// examples ex (article[k] is example k's among n): each example's
// probability under the models trained on the other folds, averaged over
// g.repeats deals, then the highest threshold that keeps 1 - maxLoss of
// the matched ones; with those probabilities and the curve to report.
func eventFilterThreshold(g *goldTraining, ex []reality.Example, article []int, n int, maxLoss float64) (float64, []float64, []reality.CurvePoint) {
	prob := crossValidatedProbs(g, ex, article, n)
	th, curve := reality.ChooseThreshold(ex, prob, maxLoss)
	return th, prob, curve
}

// foldOutcome is how the model the recipe trains without one fold's
// articles decides that fold's events, at the threshold it chose.
type foldOutcome struct {
	threshold                           float64
	keptReal, keptSpurious, droppedReal int
}

// nestedEstimate runs the trainer's recipe, eventFilterThreshold and a
// fit on all its examples, on the articles outside each of g.folds outer
// folds (a deal of its own, dealFolds' round g.repeats), and decides the
// events of the fold's articles: the figures of a retrained filter on
// articles it has not seen, fold by fold. Their spread is how far a
// held-out set of that size moves by the draw of its articles alone.
func nestedEstimate(g *goldTraining, ex []reality.Example, article []int, n int, maxLoss float64) []foldOutcome {
	outer := dealFolds(article, n, g.folds, g.repeats)
	out := make([]foldOutcome, g.folds)
	for f := range out {
		var in []reality.Example
		var inArticle []int
		local := map[int]int{} // article index among the inner articles
		for k, e := range ex {
			if outer[k] == f {
				continue
			}
			if _, ok := local[article[k]]; !ok {
				local[article[k]] = len(local)
			}
			in = append(in, e)
			inArticle = append(inArticle, local[article[k]])
		}
		th, _, _ := eventFilterThreshold(g, in, inArticle, len(local), maxLoss)
		m := logreg.Train(in, g.opt)
		var held []reality.Example
		var prob []float64
		for k, e := range ex {
			if outer[k] == f {
				held = append(held, e)
				prob = append(prob, m.Prob(e.Features))
			}
		}
		c := reality.Decide(held, prob, th)
		out[f] = foldOutcome{threshold: th, keptReal: c.KeptReal, keptSpurious: c.KeptSpurious, droppedReal: c.DroppedReal}
	}
	return out
}

// reportNested writes each outer fold's threshold, precision and loss,
// and the totals.
func reportNested(w io.Writer, folds []foldOutcome) {
	var sum foldOutcome
	for f, o := range folds {
		fmt.Fprintf(w, "  nested fold %d: threshold %.3f, precision %.3f, drops %d of %d matched\n",
			f, o.threshold, ratio(o.keptReal, o.keptReal+o.keptSpurious), o.droppedReal, o.keptReal+o.droppedReal)
		sum.keptReal += o.keptReal
		sum.keptSpurious += o.keptSpurious
		sum.droppedReal += o.droppedReal
	}
	fmt.Fprintf(w, "  nested, all folds: precision %.3f, drops %d of %d matched (%.3f), keeps %d spurious\n",
		ratio(sum.keptReal, sum.keptReal+sum.keptSpurious), sum.droppedReal, sum.keptReal+sum.droppedReal,
		ratio(sum.droppedReal, sum.keptReal+sum.droppedReal), sum.keptSpurious)
}

// ratio returns a / b, 0 when b is 0.
func ratio(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// leaveOut removes from each example the features of the given kinds
// (the part of a feature's name before "="). A kind that removes nothing
// is an error: a misspelt kind would otherwise measure the full model.
func leaveOut(ex []reality.Example, kinds []string) error {
	out := map[string]bool{}
	for _, k := range kinds {
		out[strings.TrimSpace(k)] = true
	}
	removed := map[string]bool{}
	for n := range ex {
		ex[n].Features = slices.DeleteFunc(ex[n].Features, func(f string) bool {
			kind, _, _ := strings.Cut(f, "=")
			removed[kind] = removed[kind] || out[kind]
			return out[kind]
		})
	}
	var none []string
	for k := range out {
		if !removed[k] {
			none = append(none, k)
		}
	}
	if len(none) > 0 {
		slices.Sort(none)
		return fmt.Errorf("no feature of kind %s", strings.Join(none, ", "))
	}
	return nil
}

// filterListing is the event filter's: a matched event is real, and the
// threshold keeps what reaches it.
var filterListing = predictionListing{command: "train eventfilter", positive: "matched", negative: "spurious", decision: "kept", inGold: true}

// eventFilterExamples codes the articles without the event filter and
// labels each coded event by the article scorer: matched events are real,
// spurious ones not; duplicates (real events told again) are left out.
// article gives the index of each example's article in arts, and notes
// where it comes from.
func eventFilterExamples(arts []articles.Article) (ex []reality.Example, article []int, notes []exampleNote, err error) {
	p, err := buildPipeline(pipeline.Options{Unfiltered: true})
	if err != nil {
		return nil, nil, nil, err
	}
	stories, err := codeStories(p, arts)
	if err != nil {
		return nil, nil, nil, err
	}
	pred := make([][]doc.Event, len(stories))
	for i, st := range stories {
		pred[i] = st.Events
	}
	sc := articles.Score(arts, pred)
	status := map[*doc.Event]string{}
	for _, o := range sc.Detail {
		if o.Pred != nil {
			status[o.Pred] = o.Status
		}
	}
	for i, st := range stories {
		feats := reality.Features(st)
		for k := range st.Events {
			s := status[&st.Events[k]]
			if feats[k] == nil || (s != "matched" && s != "spurious") {
				continue
			}
			ex = append(ex, reality.Example{Features: feats[k], Positive: s == "matched"})
			article = append(article, i)
			notes = append(notes, exampleNote{
				article:  arts[i].Source + " " + arts[i].ID,
				category: st.Events[k].Type.Plover,
				trigger:  st.Slice(st.Events[k].Trigger),
				sentence: sentenceText(st, st.Events[k].Trigger),
				inGold:   inGoldEvidence(&arts[i], st.Events[k].Trigger),
			})
		}
	}
	return ex, article, notes, nil
}

// inGoldEvidence reports whether span sp lies in the evidence of one of
// the article's gold events.
func inGoldEvidence(a *articles.Article, sp doc.Span) bool {
	for _, g := range a.Events {
		for _, ev := range g.Evidence {
			if ev[0] <= sp.Start && sp.End <= ev[1] {
				return true
			}
		}
	}
	return false
}
