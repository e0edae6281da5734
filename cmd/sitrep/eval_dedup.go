package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"

	"sitrep/dedup"
	"sitrep/eval/ecbplus"
	"sitrep/syntax"
	"sitrep/where"
)

const dedupHelp = `Every document (its title and text, and its published date where known) is
coded, and its main event taken: of the events told in its headline or first
sentence, the one told in most sentences, else its first event; a document
with no event takes part by its words, date and focus country alone
(dedup.StoryIncident). In document order, each main event is matched against
the candidates the store would offer it (dedup/candidates.go: clusters with
an event in its country or in none, within the dedup window, the 64 nearest
in time, each by its 4 latest members; an event of unknown time, the 64
clusters with such an event stored last, each by its 4 latest members),
comparing the events' words and their whole stories' words, and joins the
cluster matched or starts one. Gold: documents of one sub-topic report one
incident.

The baseline clusters the documents' words (tf-idf cosine, average link),
cut at the threshold that gives it the best B-cubed F1 over all documents,
tuned apart for documents clustered together and topic by topic.
Both are scored on all documents, on the topics with a relevant sub-topic,
and on the held-in (odd) and held-out (even) topics: with the subset's
documents clustered together, each topic on its own, and each topic on its
own with published dates withheld from sitrep.
`

func evalDedup(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("eval dedup --gold FILE.jsonl[.gz] [--threshold X] [--merge X] [--vocabulary] [--coded FILE] [--list] [--json]", stderr)
	goldPath := fs.String("gold", "", "ECB+ `FILE` (JSON Lines of documents, gzipped when it ends in .gz)")
	threshold := fs.Float64("threshold", dedup.DefaultMatcher.Threshold, "sitrep's match `threshold` (to study its effect)")
	merge := fs.Float64("merge", dedup.DefaultMatcher.Merge, "sitrep's `score` at which a story merges the other clusters it bridges (0: none)")
	vocabulary := fs.Bool("vocabulary", false, "weigh words by their frequency over all the file's documents, as a store could over its stories (default: over the texts compared)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	codedPath := fs.String("coded", "", "read the coded documents from `FILE` when this build coded it from these documents, else code them and write them there (to study the matching without coding again)")
	list := fs.Bool("list", false, "print the matching's errors over all documents clustered together (wrong joins, missed joins, wrong merges) instead of the report")
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
	m := dedup.Matcher{Threshold: *threshold, Merge: *merge}
	if *vocabulary {
		m.Vocabulary = &dedup.Vocabulary{}
		for _, d := range docs {
			m.Vocabulary.Add(d.Title + "\n" + d.Text)
		}
	}
	dated, undated, err := codeDedup(docs, *codedPath, stderr)
	if err != nil {
		return err
	}
	if *list {
		return ecbplus.List(stdout, docs, dated, m)
	}
	r := ecbplus.EvaluateCoded(docs, dated, undated, m)
	if *asJSON {
		return json.NewEncoder(stdout).Encode(r)
	}
	return r.WriteText(stdout)
}

// codeDedup codes the documents with and without their published dates, or
// reads them from cache when that file exists and this build coded it from
// these documents (ecbplus.Stamp); a cache named but absent, or coded by
// another build or from other documents, is coded again and written,
// saying so on stderr.
func codeDedup(docs []ecbplus.Document, cache string, stderr io.Writer) (dated, undated []ecbplus.Coded, err error) {
	var stamp ecbplus.Stamp
	if cache != "" {
		build, err := buildID()
		if err != nil {
			return nil, nil, fmt.Errorf("eval dedup --coded: %w", err)
		}
		stamp = ecbplus.StampOf(build, docs)
		if _, err := os.Stat(cache); err == nil {
			dated, undated, err := ecbplus.LoadCoded(cache, docs, stamp)
			if !errors.Is(err, ecbplus.ErrStale) {
				return dated, undated, err
			}
			fmt.Fprintf(stderr, "eval dedup: %v; coding the documents again\n", err)
		}
	}
	p, err := defaultPipeline()
	if err != nil {
		return nil, nil, err
	}
	workers := runtime.GOMAXPROCS(0)
	if dated, err = ecbplus.Code(p, docs, true, workers); err != nil {
		return nil, nil, err
	}
	if undated, err = ecbplus.Code(p, docs, false, workers); err != nil {
		return nil, nil, err
	}
	if cache != "" {
		err = ecbplus.SaveCoded(cache, stamp, dated, undated)
	}
	return dated, undated, err
}

// buildID names the coder that defaultPipeline builds: the running
// executable's SHA-256 (its code, models and lexicons are all compiled
// in), and the value of each environment variable that swaps in a model
// or gazetteer from disk ($SITREP_PARSER, $SITREP_GAZETTEER, and
// $SITREP_RELABEL when set) with the SHA-256 of what it names, and the
// parser's beam width ($SITREP_BEAM), since a cache coded with another
// parser, relabeller, gazetteer or decoding is as stale as one coded by
// another build.
func buildID() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", fmt.Errorf("find the executable: %w", err)
	}
	h := sha256.New()
	if err := hashPath(h, exe); err != nil {
		return "", fmt.Errorf("read the executable: %w", err)
	}
	fmt.Fprintf(h, "%s=%s\x00", envBeam, os.Getenv(envBeam))
	for _, env := range []string{syntax.EnvParser, where.EnvGazetteer} {
		v := os.Getenv(env)
		// NUL ends each field, so that no two settings hash alike.
		fmt.Fprintf(h, "%s=%s\x00", env, v)
		if v == "" {
			continue
		}
		if err := hashPath(h, v); err != nil {
			return "", fmt.Errorf("$%s: %w", env, err)
		}
	}
	// A relabeller changes the parses too; hashed only when set, so that
	// the keys of caches made without one stay valid.
	if v := os.Getenv(syntax.EnvRelabel); v != "" {
		fmt.Fprintf(h, "%s=%s\x00", syntax.EnvRelabel, v)
		if err := hashPath(h, v); err != nil {
			return "", fmt.Errorf("$%s: %w", syntax.EnvRelabel, err)
		}
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// hashPath writes to h the contents of the file at path or, for a
// directory (a gazetteer), each regular file's path relative to it and
// its contents, in lexical order.
func hashPath(h io.Writer, path string) error {
	return filepath.WalkDir(path, func(name string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		rel, err := filepath.Rel(path, name)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s\x00", filepath.ToSlash(rel))
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		if _, err := io.Copy(h, f); err != nil {
			return fmt.Errorf("read %s: %w", name, err)
		}
		return nil
	})
}
