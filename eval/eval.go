// Package eval holds what every scorer of sitrep's stages against gold data
// shares. Each gold format has its own package below this one (eval/ud for
// CoNLL-U treebanks, eval/conll2003, eval/timeml, eval/geo, eval/acled,
// eval/case2021, eval/plover, eval/wikievents, eval/articles,
// eval/ecbplus): it reads the format, scores what it scores and returns a
// struct whose JSON form is the object `sitrep eval NAME --json` prints,
// with fractions rather than percents, and which writes itself as text.
package eval

import (
	"fmt"
	"io"
	"sort"

	"sitrep/doc"
)

// Annotator annotates a story in place: a pipeline stage such as
// *syntax.Parser, or a whole *pipeline.Pipeline.
type Annotator interface {
	Annotate(st *doc.Story) error
}

// WriteConfusions lists the n most frequent "gold -> predicted" counts of
// conf, most frequent first.
func WriteConfusions(w io.Writer, conf map[string]int, n int) {
	keys := make([]string, 0, len(conf))
	for k := range conf {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return conf[keys[i]] > conf[keys[j]] || conf[keys[i]] == conf[keys[j]] && keys[i] < keys[j]
	})
	for i, k := range keys {
		if i >= n {
			break
		}
		fmt.Fprintf(w, "  %4d  %s\n", conf[k], k)
	}
}
