package main

import (
	"fmt"
	"io"

	"sitrep/doc"
	"sitrep/eval/articles"
	"sitrep/event"
	"sitrep/internal/logreg"
	"sitrep/pipeline"
	"sitrep/reality"
)

func init() {
	register("train", command{name: "merge", summary: "train the model that overrules the hand score of merging where it is confident, on the article gold", run: trainMerge})
}

const mergeHelp = `The pipeline, up to the event stage, codes every article of the chosen
half of --gold and all of --train; the event stage then merges each story
again by the hand score alone and lists every decision it makes: a
mention that agrees without conflict with an earlier event, joined to it
or left apart. Each decision is an example, labelled by the gold: the
scorer of "sitrep eval articles" matches the mention and the event's first
telling, each alone, to gold events; positive when both match one,
negative when they match two; left out when either matches none. A
logistic regression learns the labels from the parts of the hand score,
kept apart, and what the join threshold reads (package event). At run
time a join the model gives a probability under the threshold T is
undone, and a mention left apart it gives 1-T or more joins. T is chosen
by cross-validation over the articles, repeated --repeats times with each
decision's probabilities averaged: among T in steps of 0.01 up to 0.5 whose
overruled decisions are right at least --min-precision of the time, the
one with the most decisions mended net of those spoilt (the lower on a
tie); 0 (nothing overruled) when none gains.
Training is deterministic: the same gold and pipeline give the same bytes.
`

var mergeText = trainerText{name: "merge", model: "event/model/merge.tsv", chooses: "threshold", averaged: "decision", examples: "training decisions",
	predictions: "write each decision's cross-validated probability to `FILE` (TSV: fold, label, probability, the model's verdict, article, category and the hand's verdict, the two triggers, sentence, features), to study the decisions on articles the model did not see",
	synopsis:    "[--min-precision F] ", help: mergeHelp}

func trainMerge(args []string, stdout, stderr io.Writer) error {
	fs, g := goldTrainingFlags(mergeText, event.MergeTrainOptions, stderr)
	minPrec := fs.Float64("min-precision", 0.7, "least cross-validated share of right decisions among those the threshold overrules")
	if err := g.parse(fs, "merge", args); err != nil {
		return err
	}
	arts, err := g.load()
	if err != nil {
		return err
	}
	ex, joined, article, notes, err := mergeExamples(arts)
	if err != nil {
		return err
	}
	pos := positives(ex)
	fmt.Fprintf(stderr, "train merge: %d articles, %d decisions labelled: %d one gold event, %d two\n", len(arts), len(ex), pos, len(ex)-pos)
	prob := crossValidatedProbs(g, ex, article, len(arts))
	fmt.Fprintf(stderr, "  cross-validated AUC %.4f\n", reality.AUC(ex, prob))
	th, curve := chooseMergeThreshold(ex, joined, prob, *minPrec)
	for _, c := range curve {
		fmt.Fprintf(stderr, "  threshold %.2f: vetoes %d (%d right), forces %d (%d right), net %+d\n", c.th, c.vetoes, c.vetoRight, c.forces, c.forceRight, c.net())
	}
	fmt.Fprintf(stderr, "  chosen threshold %.2f\n", th)
	if g.predictions != "" {
		if err := writePredictions(g.predictions, mergeListing, ex, dealFolds(article, len(arts), g.folds, 0), prob, notes, 0.5); err != nil {
			return err
		}
	}
	comment := g.modelComment("sitrep merge decision: logistic regression", "merge",
		fmt.Sprintf("--min-precision %g", *minPrec), fmt.Sprintf("%d decisions (%d one gold event, %d two)", len(ex), pos, len(ex)-pos))
	return g.finish("merge", logreg.Train(ex, g.opt), th, fmt.Sprintf("threshold %.2f", th), comment, stdout)
}

// mergeListing is the merge model's: a positive decision is a pair that
// tells one gold event, and the decision column the model's own verdict
// (probability 0.5 or more); the category column tells the hand's.
var mergeListing = predictionListing{command: "train merge", positive: "one", negative: "two", decision: "model_one"}

// overrules reports whether the model, at probability p of one event,
// overrules the hand decision joined at threshold th.
func overrules(joined bool, p, th float64) bool {
	return joined && p < th || !joined && p >= 1-th
}

// mergePoint is how a threshold does in cross-validation.
type mergePoint struct {
	th                                    float64
	vetoes, vetoRight, forces, forceRight int
}

// net is the decisions mended less those spoilt.
func (c mergePoint) net() int {
	return 2*(c.vetoRight+c.forceRight) - c.vetoes - c.forces
}

// chooseMergeThreshold returns the threshold with the most decisions
// mended net of those spoilt among those whose overruled decisions are
// right at least minPrec of the time, and the curve it was chosen on.
func chooseMergeThreshold(ex []logreg.Example, joined []bool, prob []float64, minPrec float64) (float64, []mergePoint) {
	var curve []mergePoint
	best := mergePoint{}
	for i := 1; i <= 50; i++ {
		c := mergePoint{th: float64(i) / 100}
		for k, e := range ex {
			if !overrules(joined[k], prob[k], c.th) {
				continue
			}
			if joined[k] {
				c.vetoes++
				if !e.Positive {
					c.vetoRight++
				}
			} else {
				c.forces++
				if e.Positive {
					c.forceRight++
				}
			}
		}
		curve = append(curve, c)
		n := c.vetoes + c.forces
		if n > 0 && float64(c.vetoRight+c.forceRight) >= minPrec*float64(n) && c.net() > best.net() {
			best = c
		}
	}
	return best.th, curve
}

// mergeExamples codes the articles through the event stage and labels
// each decision of the hand merge (event.MergePairs) by the gold events
// its two mentions match alone. It returns too each decision's hand
// verdict, its article (an index in arts) and where it comes from.
func mergeExamples(arts []articles.Article) (ex []logreg.Example, joined []bool, article []int, notes []exampleNote, err error) {
	p, err := buildPipeline(pipeline.Options{Through: "event"})
	if err != nil {
		return nil, nil, nil, nil, fmt.Errorf("train merge: %w", err)
	}
	lx, err := event.DefaultLexicon()
	if err != nil {
		return nil, nil, nil, nil, fmt.Errorf("train merge: load event lexicon: %w", err)
	}
	coder := event.New(lx)
	stories, err := codeStories(p, arts)
	if err != nil {
		return nil, nil, nil, nil, fmt.Errorf("train merge: %w", err)
	}
	for i, st := range stories {
		for _, mp := range coder.MergePairs(st) {
			a, b := mentionGold(&arts[i], mp.Plover, mp.First, mp.EventSentences...), mentionGold(&arts[i], mp.Plover, mp.Later, mp.LaterSentence)
			if a < 0 || b < 0 {
				continue
			}
			ex = append(ex, logreg.Example{Features: mp.Features, Positive: a == b})
			joined = append(joined, mp.Joined)
			article = append(article, i)
			notes = append(notes, exampleNote{article: arts[i].Source + " " + arts[i].ID, category: mp.Plover + handVerdict[mp.Joined],
				trigger: st.Slice(mp.First) + " > " + st.Slice(mp.Later), sentence: st.Slice(mp.LaterSentence)})
		}
	}
	return ex, joined, article, notes, nil
}

// handVerdict names the hand score's decision in the --predictions listing.
var handVerdict = map[bool]string{true: " joined", false: " apart"}

// mentionGold returns the index of the gold event of article a that the
// scorer matches an event of category plover told by trigger trig with
// evidence sents to, alone; -1 for none.
func mentionGold(a *articles.Article, plover string, trig doc.Span, sents ...doc.Span) int {
	e := doc.Event{Type: doc.EventType{Plover: plover}, Trigger: trig, Evidence: sents}
	sc := articles.Score([]articles.Article{*a}, [][]doc.Event{{e}})
	for _, o := range sc.Detail {
		if o.Status == "matched" {
			return o.Gold
		}
	}
	return -1
}
