package main

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io"
	"os"

	"sitrep/doc"
	"sitrep/eval/articles"
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
dropped is chosen by cross-validation over the articles (article i in
fold i mod --folds): the highest that keeps at least 1 - --max-loss of
the matched events. Beside the chosen half of --gold, the articles of
--train (coded for training only, none of them in --gold) are all read.
Training is deterministic: the same gold and pipeline give the same bytes.
`

func trainEventFilter(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("train eventfilter --gold FILE [--half tune] [--train FILE] [--data DIR] --out FILE [--folds N] [--max-loss F]", stderr)
	goldPath := fs.String("gold", "", "article gold `FILE` (eval/articles/testdata/dev.jsonl)")
	trainPath := fs.String("train", "eval/articles/testdata/train.jsonl", "further article gold `FILE` coded for training only, all of it read beside the half of --gold (\"\" for none)")
	half := fs.String("half", "tune", "train on this `half` of the gold only: tune, check, or \"\" for all")
	dataDir := fs.String("data", "", "shared data `DIR` the gold's paths are relative to (default $SITREP_SHARED/data, else ../shared/data beside the module)")
	out := fs.String("out", "", "model `FILE` to write (reality/model/eventfilter.tsv to update the shipped one)")
	folds := fs.Int("folds", 5, "cross-validation folds for choosing the threshold")
	maxLoss := fs.Float64("max-loss", 0.10, "largest share of matched events the threshold may drop in cross-validation")
	opt := reality.DefaultTrainOptions
	fs.IntVar(&opt.Epochs, "epochs", opt.Epochs, "passes of gradient descent")
	fs.Float64Var(&opt.L2, "l2", opt.L2, "weight decay")
	fs.IntVar(&opt.MinCount, "min-count", opt.MinCount, "leave out features seen in fewer training events")
	usage := fs.Usage
	fs.Usage = func() {
		usage()
		fmt.Fprint(stderr, "\n"+eventFilterHelp)
	}
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 || *goldPath == "" || *out == "" {
		return fmt.Errorf("train eventfilter --gold FILE --out FILE: %w", errUsage)
	}
	if *folds < 2 || *maxLoss < 0 || *maxLoss >= 1 {
		return fmt.Errorf("train eventfilter: --folds must be at least 2 and --max-loss in [0, 1): %w", errUsage)
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
	ex, fold, err := eventFilterExamples(arts, *folds)
	if err != nil {
		return err
	}
	nReal := 0
	for _, e := range ex {
		if e.Real {
			nReal++
		}
	}
	fmt.Fprintf(stderr, "train eventfilter: %d articles, %d events: %d matched, %d spurious\n", len(arts), len(ex), nReal, len(ex)-nReal)
	th, curve := reality.ChooseThreshold(ex, fold, *folds, opt, *maxLoss)
	for _, c := range curve {
		fmt.Fprintf(stderr, "  threshold %.2f: cross-validated precision %.3f, keeps %d of %d matched, drops %d of %d spurious\n",
			c.Threshold, c.Precision, c.KeptReal, nReal, c.DroppedSpurious, len(ex)-nReal)
	}
	m := reality.Train(ex, opt)
	m.Threshold = th
	var buf bytes.Buffer
	comment := fmt.Sprintf("sitrep event filter: logistic regression, docs/MODELS.md.\n"+
		"sitrep train eventfilter --gold %s --half %s --train %q --folds %d --max-loss %g\n"+
		"%d events (%d matched, %d spurious); epochs %d, rate %g, L2 %g, min count %d",
		*goldPath, *half, *trainPath, *folds, *maxLoss, len(ex), nReal, len(ex)-nReal, opt.Epochs, opt.Rate, opt.L2, opt.MinCount)
	if err := m.Write(&buf, comment); err != nil {
		return err
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("train eventfilter: %w", err)
	}
	fmt.Fprintf(stdout, "wrote %s: %d weights, threshold %.2f, sha256 %x\n", *out, len(m.Weights), th, sha256.Sum256(buf.Bytes()))
	return nil
}

// eventFilterExamples codes the articles without the event filter and
// labels each coded event by the article scorer: matched events are real,
// spurious ones not; duplicates (real events told again) are left out.
// fold gives each example's cross-validation fold, by article.
func eventFilterExamples(arts []articles.Article, folds int) (ex []reality.Example, fold []int, err error) {
	p, err := pipeline.Build(pipeline.Options{Unfiltered: true})
	if err != nil {
		return nil, nil, err
	}
	stories, err := codeStories(p, arts)
	if err != nil {
		return nil, nil, err
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
			ex = append(ex, reality.Example{Features: feats[k], Real: s == "matched"})
			fold = append(fold, i%folds)
		}
	}
	return ex, fold, nil
}
