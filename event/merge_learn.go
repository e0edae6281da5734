package event

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"
	"sync"

	"sitrep/doc"
	"sitrep/internal/logreg"
)

// The learnt merge decision (`sitrep train merge`, docs/MODELS.md): for
// each mention that agrees with an earlier event without conflict, the
// hand score (clusterScore against joinThreshold) decides whether it
// joins; a logistic regression over the parts of that score, kept apart,
// and what joinThreshold reads, learnt from pairs labelled against the
// article gold, overrules it where it is confident.

// MergeTrainOptions are the settings the merge model is trained with.
var MergeTrainOptions = logreg.Options{Epochs: 400, Rate: 0.5, L2: 0.03, MinCount: 3}

// MergePair is one decision of the merge driver: mention Later, told in
// sentence LaterSentence, and the event first told by First, told in
// EventSentences; Joined is what the hand score decided.
type MergePair struct {
	Plover         string
	First, Later   doc.Span // the triggers
	LaterSentence  doc.Span
	EventSentences []doc.Span // the sentences of the event's members
	Joined         bool
	Score          float64
	Features       []string
}

// mergeJudge decides, in merge, whether a mention joins the event it
// agrees with best: by the hand score, overruled by model when it is
// given; record, when given, is told every decision (MergePairs).
type mergeJudge struct {
	model  *logreg.Model
	record func(MergePair)
}

// join returns whether cd joins the event told by members at hand score
// best, hand being the hand score's decision.
func (j *mergeJudge) join(t *tree, members []*candidate, cd *candidate, best float64, hand bool) bool {
	if j == nil || j.model == nil && j.record == nil {
		return hand
	}
	fs := mergeFeatures(t, members, cd, best)
	if j.record != nil {
		j.record(j.pair(t, members, cd, hand, best, fs))
	}
	if j.model == nil {
		return hand
	}
	p := j.model.Prob(fs)
	veto, force := j.model.Threshold, 1-j.model.Threshold
	switch {
	case hand && p < veto:
		return false
	case !hand && p >= force:
		return true
	}
	return hand
}

// joinConflicting returns the event of out that mention cd, which agrees
// with none without conflict, joins all the same: the latest event of its
// category told before it, when the model gives that pair a probability
// of one gold event at or over the threshold for conflicts; nil for none.
// Each such pair is recorded too.
func (j *mergeJudge) joinConflicting(t *tree, out []*candidate, members map[*candidate][]*candidate, cd *candidate) *candidate {
	if j == nil || j.model == nil && j.record == nil {
		return nil
	}
	var last *candidate
	at := -1
	for _, o := range out {
		for _, m := range members[o] {
			if m.ev.Type.Plover == cd.ev.Type.Plover && m.trig < cd.trig && m.trig > at {
				last, at = o, m.trig
			}
		}
	}
	if last == nil {
		return nil
	}
	kind := ""
	for _, m := range members[last] {
		if _, c := corefParts(t, m, cd); c != "" {
			kind = c
			break
		}
	}
	if kind == "flags" {
		return nil // a denial or a threat is no retelling of the deed
	}
	fs := append(mergeFeatures(t, members[last], cd, 0), "conflict:"+kind)
	if j.record != nil {
		j.record(j.pair(t, members[last], cd, false, 0, fs))
	}
	if j.model == nil {
		return nil
	}
	if j.model.Prob(fs) >= 1-j.model.Threshold {
		return last
	}
	return nil
}

// pair returns the decision of cd joining the event told by members, for
// record.
func (j *mergeJudge) pair(t *tree, members []*candidate, cd *candidate, joined bool, best float64, fs []string) MergePair {
	first := members[0]
	var told []doc.Span
	for _, m := range members {
		told = append(told, t.st.Sentences[m.sent].Span)
	}
	return MergePair{Plover: cd.ev.Type.Plover, First: t.st.Tokens[first.trig].Span, Later: t.st.Tokens[cd.trig].Span,
		EventSentences: told, LaterSentence: t.st.Sentences[cd.sent].Span,
		Joined: joined, Score: best, Features: fs}
}

// mergeFeatures returns the features of cd joining the event told by
// members at hand score best: each part of corefParts, the strongest for
// and the strongest against over the members, then what joinThreshold
// reads, the category, the triggers' kinds and the distance to the
// nearest member.
func mergeFeatures(t *tree, members []*candidate, cd *candidate, best float64) []string {
	hi, lo := map[string]float64{}, map[string]float64{}
	for _, m := range members {
		parts, _ := corefParts(t, m, cd)
		for _, p := range parts {
			hi[p.name], lo[p.name] = max(hi[p.name], p.v), min(lo[p.name], p.v)
		}
	}
	var fs []string
	for _, n := range []string{"date", "place", "doer", "target", "killed", "injured", "arrested", "mode", "anaphoric", "sentence", "joined"} {
		if hi[n] > 0 {
			fs = append(fs, fmt.Sprintf("%s+%g", n, hi[n]))
		}
		if lo[n] < 0 {
			fs = append(fs, fmt.Sprintf("%s%g", n, lo[n]))
		}
	}
	first, e := members[0], &cd.ev
	fs = append(fs, "score"+scoreBucket(best), "cat:"+e.Type.Plover,
		"pos:"+t.st.Tokens[first.trig].UPOS+">"+t.st.Tokens[cd.trig].UPOS, "members:"+countBucket(len(members)))
	flags := []struct {
		name string
		on   bool
	}{{"definite", cd.definite}, {"anaphoricEvent", anaphoricEvent(t, cd)}, {"ownKilled", e.Killed != nil},
		{"ownInjured", e.Injured != nil}, {"ownArrested", e.Arrested != nil}, {"ownTown", cd.placeOwn},
		{"ownDay", ownDate(t, members, cd)}, {"recalled", recalled(members, cd)}, {"tied", tiedToEvent(members, cd)},
		{"otherSide", otherSide(members, cd)}, {"otherTarget", otherTarget(t, members, cd)}, {"accused", accusedOf(t, cd)},
		{"firstDefinite", first.definite}, {"firstInPassing", inPassing(t, first.trig)}, {"firstLede", inFirstSentence(t, first)}}
	for _, f := range flags {
		if f.on {
			fs = append(fs, f.name)
		}
	}
	near := nearestMember(members, cd)
	s0, s1 := min(near.sent, cd.sent), max(near.sent, cd.sent)
	fs = append(fs, "distance:"+countBucket(s1-s0))
	if s0 != s1 && !blankLine(t.st.Text[t.st.Sentences[s0].Span.End:t.st.Sentences[s1].Span.Start]) {
		fs = append(fs, "sameParagraph")
	}
	slices.Sort(fs)
	return fs
}

// nearestMember returns the member told in the sentence nearest cd's.
func nearestMember(members []*candidate, cd *candidate) *candidate {
	near := members[0]
	for _, m := range members {
		if abs(m.sent-cd.sent) < abs(near.sent-cd.sent) {
			near = m
		}
	}
	return near
}

// scoreBucket names the hand score by half points, from -3 to 3.
func scoreBucket(s float64) string {
	s = min(max(s, -3), 3)
	return fmt.Sprintf("%+g", float64(int(s*2))/2)
}

// countBucket names a count or distance: 0, 1, 2, 3-5, 6+.
func countBucket(n int) string {
	switch {
	case n <= 2:
		return fmt.Sprint(n)
	case n <= 5:
		return "3-5"
	}
	return "6+"
}

// MergePairs returns every decision the merge driver makes on st by the
// hand score, with its features: the pairs `sitrep train merge` labels.
// st must hold the layers Annotate reads; it is not changed.
func (c *Coder) MergePairs(st *doc.Story) []MergePair {
	if len(st.Tokens) == 0 {
		return nil
	}
	var out []MergePair
	t, cands := c.mergeReady(st)
	merge(t, cands, &mergeJudge{record: func(p MergePair) { out = append(out, p) }})
	return out
}

//go:embed model/merge.tsv
var mergeModelText string

// mergeModel returns the shipped merge model, read once.
var mergeModel = sync.OnceValues(func() (*logreg.Model, error) {
	m, err := logreg.Read(strings.NewReader(mergeModelText))
	if err != nil {
		return nil, fmt.Errorf("merge model: %w", err)
	}
	return m, nil
})
