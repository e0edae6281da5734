package main

import (
	"fmt"
	"io"

	"sitrep/doc"
	"sitrep/eval/articles"
	"sitrep/internal/logreg"
	"sitrep/pipeline"
	"sitrep/reality"
	"sitrep/undate"
)

func init() {
	register("train", command{name: "undated", summary: "train the model that leaves undated the background a coder leaves undated, on the article gold", run: trainUndated})
}

const undatedHelp = `The pipeline, up to the party chooser, codes every article of the chosen
half of --gold and all of --train; the scorer of "sitrep eval articles"
matches the coded events to gold events. Each matched event the pipeline
dates is an example: positive when the gold leaves it undated (removing
its date mends it), negative when its date is right (removing it loses
it); a matched event dated wrong against a gold date is neither and left
out. A logistic regression learns the labels from features of the
event's time, grammar and standing in the story (package undate). The
threshold at or over which an event is left undated is chosen by
cross-validation over the articles, repeated --repeats times with each
event's probabilities averaged: among thresholds in steps of 0.01 whose
cross-validated precision (mended over mended and lost) is at least
--min-precision, the one with the most events mended net of those lost
(the higher on a tie); 1 (nothing undated) when none gains.
Training is deterministic: the same gold and pipeline give the same bytes.
`

var undatedText = trainerText{name: "undated", model: "undate/model/undated.tsv", chooses: "threshold", averaged: "event", examples: "training events",
	predictions: "write each event's cross-validated probability to `FILE` (TSV: fold, label, probability, undated, article, category, trigger, sentence, features), to study the decisions on articles the model did not see",
	synopsis:    "[--min-precision F] ", help: undatedHelp}

func trainUndated(args []string, stdout, stderr io.Writer) error {
	fs, g := goldTrainingFlags(undatedText, undate.TrainOptions, stderr)
	minPrec := fs.Float64("min-precision", 0.7, "least cross-validated share of mended events among the events a threshold undates")
	if err := g.parse(fs, "undated", args); err != nil {
		return err
	}
	arts, err := g.load()
	if err != nil {
		return err
	}
	ex, article, notes, wrong, err := undatedExamples(arts)
	if err != nil {
		return err
	}
	pos := positives(ex)
	fmt.Fprintf(stderr, "train undated: %d articles, %d dated matched events: %d gold undated, %d right, %d wrong either way (left out)\n",
		len(arts), len(ex)+wrong, pos, len(ex)-pos, wrong)
	prob := crossValidatedProbs(g, ex, article, len(arts))
	fmt.Fprintf(stderr, "  cross-validated AUC of undated over right %.4f\n", reality.AUC(ex, prob))
	chosen, curve := undate.ChooseThreshold(ex, prob, *minPrec)
	for _, c := range curve {
		fmt.Fprintf(stderr, "  threshold %.2f: undates %d, mended %d, lost %d, net %+d, precision %.3f\n",
			c.Threshold, c.Mended+c.Lost, c.Mended, c.Lost, c.Net(), c.Precision())
	}
	fmt.Fprintf(stderr, "  chosen threshold %.2f: mended %d, lost %d, net %+d\n", chosen.Threshold, chosen.Mended, chosen.Lost, chosen.Net())
	th := chosen.Threshold
	if g.predictions != "" {
		if err := writePredictions(g.predictions, undatedListing, ex, dealFolds(article, len(arts), g.folds, 0), prob, notes, th); err != nil {
			return err
		}
	}
	comment := g.modelComment("sitrep undated background: logistic regression", "undated",
		fmt.Sprintf("--min-precision %g", *minPrec),
		fmt.Sprintf("%d events (%d gold undated, %d right)", len(ex), pos, len(ex)-pos))
	return g.finish("undated", logreg.Train(ex, g.opt), th, fmt.Sprintf("threshold %.2f", th), comment, stdout)
}

// undatedExamples codes the articles up to the party chooser and labels
// each matched event that has a date: positive when its gold event has
// none, negative when its date is right. It returns too each example's
// article (an index in arts) and where it comes from, and how many
// events were dated wrong against a gold date (left out).
func undatedExamples(arts []articles.Article) (ex []logreg.Example, article []int, notes []exampleNote, wrong int, err error) {
	p, err := buildPipeline(pipeline.Options{Through: "parties"})
	if err != nil {
		return nil, nil, nil, 0, fmt.Errorf("train undated: %w", err)
	}
	stories, err := codeStories(p, arts)
	if err != nil {
		return nil, nil, nil, 0, fmt.Errorf("train undated: %w", err)
	}
	pred := make([][]doc.Event, len(stories))
	for i, st := range stories {
		pred[i] = st.Events
	}
	gold := matchedGold(arts, pred)
	for i, st := range stories {
		feats := undate.Features(st)
		for k := range st.Events {
			e := &st.Events[k]
			gi, ok := gold[e]
			if !ok || feats[k] == nil {
				continue
			}
			g := arts[i].Events[gi].Date
			switch {
			case g == nil:
				ex = append(ex, logreg.Example{Features: feats[k], Positive: true})
			case articles.DateRight(g, e.Time):
				ex = append(ex, logreg.Example{Features: feats[k]})
			default:
				wrong++
				continue
			}
			article = append(article, i)
			notes = append(notes, exampleNote{article: arts[i].Source + " " + arts[i].ID, category: e.Type.Plover,
				trigger: st.Slice(e.Trigger), sentence: sentenceText(st, e.Trigger)})
		}
	}
	return ex, article, notes, wrong, nil
}

// undatedListing is the undating model's: a positive event is one the
// gold leaves undated, and the threshold undates what reaches it.
var undatedListing = predictionListing{command: "train undated", positive: "undated", negative: "right", decision: "undated"}
