package main

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"

	"sitrep/dedup"
	"sitrep/eval/ecbplus"
	"sitrep/pipeline"
)

const dedupHelp = `Every document (its title and text, and its published date where known) is
coded, and its main event taken: of the events told in its headline or first
sentence, the one told in most sentences, else its first event; a document
with no event takes part by its words, date and focus country alone
(dedup.StoryIncident). In document order, each main event is matched against
the earlier documents' main events within the dedup window, as the store
does, comparing the events' words and their whole stories' words, and joins
the cluster matched or starts one. Gold: documents of one sub-topic report
one incident.

The baseline clusters the documents' words (tf-idf cosine, average link),
cut at the threshold that gives it the best B-cubed F1 over all documents,
tuned apart for documents clustered together and topic by topic.
Both are scored on all documents, on the topics with a relevant sub-topic,
and on the held-in (odd) and held-out (even) topics: with the subset's
documents clustered together, each topic on its own, and each topic on its
own with published dates withheld from sitrep.
`

func evalDedup(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval dedup --gold FILE.jsonl[.gz] [--threshold X] [--vocabulary] [--json]", stderr)
	goldPath := fs.String("gold", "", "ECB+ `FILE` (JSON Lines of documents, gzipped when it ends in .gz)")
	threshold := fs.Float64("threshold", dedup.DefaultMatcher.Threshold, "sitrep's match `threshold` (to study its effect)")
	vocabulary := fs.Bool("vocabulary", false, "weigh words by their frequency over all the file's documents, as a store could over its stories (default: over the texts compared)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	usage := fs.Usage
	fs.Usage = func() {
		usage()
		fmt.Fprint(stderr, "\n"+dedupHelp)
	}
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	if *goldPath == "" {
		return fmt.Errorf("eval dedup: --gold is required: %w", errUsage)
	}
	docs, err := ecbplus.Read(*goldPath)
	if err != nil {
		return err
	}
	p, err := pipeline.Default()
	if err != nil {
		return err
	}
	m := dedup.Matcher{Threshold: *threshold}
	if *vocabulary {
		m.Vocabulary = &dedup.Vocabulary{}
		for _, d := range docs {
			m.Vocabulary.Add(d.Title + "\n" + d.Text)
		}
	}
	r, err := ecbplus.Evaluate(p, docs, m, runtime.GOMAXPROCS(0))
	if err != nil {
		return err
	}
	if *asJSON {
		return json.NewEncoder(stdout).Encode(r)
	}
	return r.WriteText(stdout)
}
