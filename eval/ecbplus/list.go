package ecbplus

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"sitrep/dedup"
)

// codedFile is what SaveCoded writes: the documents coded with and without
// their published dates, and what they were coded by and from.
type codedFile struct {
	Stamp   Stamp   `json:"stamp"`
	Dated   []Coded `json:"dated"`
	Undated []Coded `json:"undated"`
}

// Stamp says what a file of coded documents was coded by and from, so that
// a file coded by another build, or from other documents, is not read as
// this one's (LoadCoded): codings matched by document IDs alone outlive
// every change to the coder.
type Stamp struct {
	// Build names the coder: anything that changes whenever its code,
	// models or lexicons do (cmd/sitrep gives its executable's SHA-256).
	Build string `json:"build"`
	// Documents is the SHA-256 of the documents' IDs, titles, texts and
	// published dates, in order.
	Documents string `json:"documents"`
}

// StampOf is the Stamp of docs coded by build.
func StampOf(build string, docs []Document) Stamp {
	h := sha256.New()
	for _, d := range docs {
		pub := ""
		if d.Published != nil {
			pub = *d.Published
		}
		// Each field ends with a NUL, which none holds, so that no two
		// lists of documents write the same bytes.
		for _, f := range []string{d.ID, d.Title, d.Text, pub} {
			io.WriteString(h, f)
			h.Write([]byte{0})
		}
	}
	return Stamp{Build: build, Documents: hex.EncodeToString(h.Sum(nil))}
}

// ErrStale is LoadCoded's error for a file coded by another build, or from
// other documents, than its stamp names.
var ErrStale = errors.New("stale codings")

// SaveCoded writes coded documents, coded as stamp says, to a file, so
// that a study of the matching can re-cluster them without coding them
// again.
func SaveCoded(name string, stamp Stamp, dated, undated []Coded) error {
	b, err := json.Marshal(codedFile{stamp, dated, undated})
	if err != nil {
		return fmt.Errorf("save coded documents: %w", err)
	}
	if err := os.WriteFile(name, b, 0o644); err != nil {
		return fmt.Errorf("save coded documents: %w", err)
	}
	return nil
}

// LoadCoded reads a file SaveCoded wrote (plain JSON, whatever its name)
// and checks that it was coded as stamp says, from the documents of docs
// in order; an error wrapping ErrStale says it was not.
func LoadCoded(name string, docs []Document, stamp Stamp) (dated, undated []Coded, err error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, fmt.Errorf("load coded documents: %w", err)
	}
	defer f.Close()
	var c codedFile
	if err := json.NewDecoder(f).Decode(&c); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", name, err)
	}
	switch {
	case c.Stamp.Build == "":
		return nil, nil, fmt.Errorf("%s: %w: no stamp of the build that coded it", name, ErrStale)
	case c.Stamp.Build != stamp.Build:
		return nil, nil, fmt.Errorf("%s: %w: coded by another build (%.12s; this is %.12s)", name, ErrStale, c.Stamp.Build, stamp.Build)
	case c.Stamp.Documents != stamp.Documents:
		return nil, nil, fmt.Errorf("%s: %w: coded from other documents than the gold's", name, ErrStale)
	case len(c.Dated) != len(docs) || len(c.Undated) != len(docs):
		return nil, nil, fmt.Errorf("%s: %d and %d coded documents; the gold has %d", name, len(c.Dated), len(c.Undated), len(docs))
	}
	for i, d := range docs {
		if c.Dated[i].ID != d.ID || c.Undated[i].ID != d.ID {
			return nil, nil, fmt.Errorf("%s: document %d is %s; the gold's is %s", name, i, c.Dated[i].ID, d.ID)
		}
	}
	return c.Dated, c.Undated, nil
}

// Step is one document's turn in Cluster: the scores of the clusters it
// was offered, the cluster it joined ("" when it started its own) and the
// clusters it merged.
type Step struct {
	Scores []dedup.ClusterScore
	Joined string
	Merged []string
}

// List clusters the documents as Cluster does and writes each error of the
// matching: a document that joined a cluster none of whose members so far
// is of its sub-topic ("wrong"), one that started or joined another
// cluster while one of its own sub-topic's was offered ("missed"), and
// merges of clusters whose majorities differ ("merged"). Each line gives
// the document, its sub-topic, the scores of the clusters concerned, the
// main event's type, date and place, and its headline. It ends with each
// sub-topic's clusters.
func List(w io.Writer, docs []Document, coded []Coded, m dedup.Matcher) error {
	bw := &errWriter{w: w}
	tr := &trace{docs: docs, labels: make([]string, len(docs)), members: map[string][]int{}}
	clusterTrace(coded, m, func(i int, st Step) { tr.step(bw, i, coded[i], st) })
	tr.listSubtopics(bw)
	listTogether(bw, docs, coded, m)
	return bw.err
}

// trace follows the clustering document by document.
type trace struct {
	docs   []Document
	labels []string // each document's cluster so far
	// members[cluster] are the indexes of the documents in it so far.
	members map[string][]int
}

// majority returns the sub-topic most of cluster cl's documents are of.
func (tr *trace) majority(cl string) string {
	n := map[string]int{}
	best := ""
	for _, i := range tr.members[cl] {
		s := tr.docs[i].Subtopic
		n[s]++
		if best == "" || n[s] > n[best] {
			best = s
		}
	}
	return best
}

// has reports whether cluster cl holds a document of sub-topic sub.
func (tr *trace) has(cl, sub string) bool {
	for _, i := range tr.members[cl] {
		if tr.docs[i].Subtopic == sub {
			return true
		}
	}
	return false
}

// step writes the errors of document i's step and records it.
func (tr *trace) step(bw *errWriter, i int, c Coded, st Step) {
	d := tr.docs[i]
	tr.labels[i] = c.ID
	if st.Joined != "" {
		tr.labels[i] = st.Joined
	}
	score := func(cl string) float64 {
		for _, s := range st.Scores {
			if s.Cluster == cl {
				return s.Score
			}
		}
		return 0
	}
	own, ownScore := "", -2.0
	for _, s := range st.Scores {
		if tr.has(s.Cluster, d.Subtopic) && s.Score > ownScore {
			own, ownScore = s.Cluster, s.Score
		}
	}
	switch {
	case st.Joined != "" && !tr.has(st.Joined, d.Subtopic) && len(tr.members[st.Joined]) > 0:
		bw.printf("wrong   %-14s %-12s joined %s (%s, %d) at %.3f; own %s at %.3f | %s\n", d.ID, d.Subtopic, st.Joined, tr.majority(st.Joined),
			len(tr.members[st.Joined]), score(st.Joined), orNone(own), ownScore, describe(d, c))
	case own != "" && st.Joined != own:
		bw.printf("missed  %-14s %-12s own %s (%d) at %.3f; joined %s at %.3f | %s\n", d.ID, d.Subtopic, own, len(tr.members[own]), ownScore,
			orNone(st.Joined), score(st.Joined), describe(d, c))
	}
	for _, o := range st.Merged {
		if tr.majority(o) != tr.majority(st.Joined) {
			bw.printf("merged  %-14s %-12s merged %s (%s, %d) at %.3f into %s (%s, %d)\n", d.ID, d.Subtopic, o, tr.majority(o), len(tr.members[o]),
				score(o), st.Joined, tr.majority(st.Joined), len(tr.members[st.Joined]))
		}
	}
	for _, o := range st.Merged {
		tr.members[st.Joined] = append(tr.members[st.Joined], tr.members[o]...)
		delete(tr.members, o)
		for j := range i {
			if tr.labels[j] == o {
				tr.labels[j] = st.Joined
			}
		}
	}
	tr.members[tr.labels[i]] = append(tr.members[tr.labels[i]], i)
}

// listSubtopics writes each sub-topic's clusters once all are clustered.
func (tr *trace) listSubtopics(bw *errWriter) {
	bySub := map[string]map[string]int{}
	var subs []string
	for i, d := range tr.docs {
		if bySub[d.Subtopic] == nil {
			bySub[d.Subtopic] = map[string]int{}
			subs = append(subs, d.Subtopic)
		}
		bySub[d.Subtopic][tr.labels[i]]++
	}
	for _, s := range subs {
		var parts []string
		for cl, n := range bySub[s] {
			parts = append(parts, fmt.Sprintf("%s:%d/%d", cl, n, len(tr.members[cl])))
		}
		sort.Strings(parts)
		bw.printf("subtopic %-12s %s\n", s, strings.Join(parts, " "))
	}
}

// listTogether writes sitrep's figures together, as the report gives
// them, to close the listing.
func listTogether(bw *errWriter, docs []Document, coded []Coded, m dedup.Matcher) {
	for _, sub := range subsets(docs) {
		if sub.eventful {
			continue
		}
		var ds []Document
		var cs []Coded
		for i, d := range docs {
			if sub.keep(d) {
				ds, cs = append(ds, d), append(cs, coded[i])
			}
		}
		if len(ds) == 0 {
			continue
		}
		sc := Score(labelsOf(ds), Cluster(cs, m))
		bw.printf("together %-10s %4d documents  B3 P %.3f R %.3f F1 %.3f  pairwise F1 %.3f\n", sub.name, sc.Documents,
			sc.B3Precision, sc.B3Recall, sc.B3F1, sc.PairwiseF1)
	}
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// describe is a document's main event and headline in brief.
func describe(d Document, c Coded) string {
	if c.Event == nil {
		return "no event | " + firstLine(d)
	}
	ev := c.Event
	var b strings.Builder
	if c.Stand {
		b.WriteString("(story)")
	} else {
		b.WriteString(ev.Type.Plover)
	}
	from, to := dedup.When(*ev, c.Published)
	if !from.IsZero() {
		fmt.Fprintf(&b, " %s..%s", from.Format("2006-01-02"), to.Format("2006-01-02"))
	}
	if p := ev.Place; p != nil {
		fmt.Fprintf(&b, " @%s/%s/%s(%s)", p.Name, p.Admin1, p.Country, p.ResolvedFrom)
	}
	if ev.Actor != nil {
		fmt.Fprintf(&b, " A=%q", ev.Actor.Text)
	}
	if ev.Target != nil {
		fmt.Fprintf(&b, " T=%q", ev.Target.Text)
	}
	return b.String() + " | " + firstLine(d)
}

func firstLine(d Document) string {
	s := d.Title
	if s == "" {
		s, _, _ = strings.Cut(d.Text, "\n")
	}
	if len(s) > 90 {
		s = s[:90]
	}
	return s
}

// errWriter keeps the first write error.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}
