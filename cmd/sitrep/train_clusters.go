package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"sitrep/conllu"
	"sitrep/internal/datafile"
	"sitrep/syntax/clusters"
	"sitrep/text"
)

func init() {
	register("train", command{name: "clusters", summary: "learn hierarchical word clusters from unlabelled text", run: trainClusters})
}

// trainClusters reads the words of the --text files, clusters them and
// writes the cluster file.
func trainClusters(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("train clusters --text FILE [--text FILE...] --out FILE.tsv.gz [--depth N] [--min-count N]", stderr)
	var paths fileList
	fs.Var(&paths, "text", "unlabelled text, plain or .gz: CoNLL-U (.conllu: its word forms), CoNLL-2003 columns (.conll or .txt: the first column of each line, so not running prose), JSON lines or a JSON array of objects with a \"text\" or \"doc_text\" field (.jsonl, .json); repeat for several, in the order given")
	out := fs.String("out", "", "cluster `FILE` to write (gzipped \"bits TAB word TAB count\" lines)")
	depth := fs.Int("depth", 0, "longest bit string, at most 24 (0: the default, 12)")
	minCount := fs.Int("min-count", 0, "words seen fewer times get no cluster (0: the default, 3)")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 || len(paths) == 0 || *out == "" {
		return fmt.Errorf("train clusters --text FILE --out FILE: %w", errUsage)
	}
	if *depth < 0 || *depth > 24 {
		// clusters.Config would quietly take 12 for a depth past 24.
		return fmt.Errorf("train clusters: --depth %d outside 0 to 24: %w", *depth, errUsage)
	}
	start := time.Now()
	var sents [][]string
	for _, p := range paths {
		s, err := readUnlabelled(p)
		if err != nil {
			return fmt.Errorf("train clusters: %s: %w", p, err)
		}
		sents = append(sents, s...)
	}
	entries, err := clusters.Train(sents, clusters.Config{Depth: *depth, MinCount: *minCount})
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := clusters.Write(&buf, entries); err != nil {
		return err
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("train clusters: %w", err)
	}
	fmt.Fprintf(stdout, "wrote %s: %d words from %d sentences, %d bytes, sha256 %x, in %s\n",
		*out, len(entries), len(sents), buf.Len(), sha256.Sum256(buf.Bytes()), time.Since(start).Round(time.Second))
	return nil
}

// readUnlabelled returns the sentences of one text file, as words; the
// format is told by the name (a .gz ending aside).
func readUnlabelled(path string) ([][]string, error) {
	name := strings.TrimSuffix(path, ".gz")
	switch {
	case strings.HasSuffix(name, ".conllu"):
		sents, err := conllu.ReadFile(path)
		if err != nil {
			return nil, err
		}
		out := make([][]string, len(sents))
		for i, s := range sents {
			for _, w := range s.Words {
				out[i] = append(out[i], w.Form)
			}
		}
		return out, nil
	case strings.HasSuffix(name, ".conll"), strings.HasSuffix(name, ".txt"):
		return readColumns(path)
	case strings.HasSuffix(name, ".jsonl"), strings.HasSuffix(name, ".json"):
		return readJSONTexts(path)
	}
	return nil, fmt.Errorf("unknown format (want .conllu, .conll, .txt, .jsonl or .json)")
}

// readColumns reads CoNLL-2003 style columns: a word per line, its form
// first, a blank line between sentences, "-DOCSTART-" lines skipped.
func readColumns(path string) ([][]string, error) {
	rc, err := datafile.Open(path)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	var out [][]string
	var cur []string
	sc := bufio.NewScanner(rc)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		switch {
		case len(f) == 0:
			if len(cur) > 0 {
				out, cur = append(out, cur), nil
			}
		case f[0] != "-DOCSTART-":
			cur = append(cur, f[0])
		}
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out, sc.Err()
}

// jsonText is a record of a JSON text file: its text is in "text" or,
// as in the India police events documents, "doc_text".
type jsonText struct {
	Text    string `json:"text"`
	DocText string `json:"doc_text"`
}

// readJSONTexts reads the "text" and "doc_text" fields of JSON lines, or
// of a JSON array of objects, and splits them into sentences of words with
// the pipeline's tokeniser (a record with both is read as two paragraphs,
// so no sentence runs from one into the other).
func readJSONTexts(path string) ([][]string, error) {
	rc, err := datafile.Open(path)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	data, err := io.ReadAll(rc)
	if err != nil {
		return nil, err
	}
	var texts []jsonText
	if t := bytes.TrimSpace(data); len(t) > 0 && t[0] == '[' {
		if err := json.Unmarshal(t, &texts); err != nil {
			return nil, err
		}
	} else {
		dec := json.NewDecoder(bytes.NewReader(data))
		for dec.More() {
			texts = append(texts, jsonText{})
			if err := dec.Decode(&texts[len(texts)-1]); err != nil {
				return nil, err
			}
		}
	}
	tok := text.New()
	var out [][]string
	for _, t := range texts {
		sents, toks := tok.Split(strings.TrimSpace(t.Text + "\n\n" + t.DocText))
		for _, s := range sents {
			words := make([]string, 0, s.EndToken-s.FirstToken)
			for _, tk := range toks[s.FirstToken:s.EndToken] {
				words = append(words, tk.Form)
			}
			out = append(out, words)
		}
	}
	return out, nil
}
