// Package dedup decides which events told by different stories are the same
// real incident, and reconciles the figures those stories give.
//
// It is pure logic and incremental: the caller (the store) fetches the events
// dated within Window of a new one, with the clusters they belong to, and
// Match says which cluster the new event joins, if any. Nothing is ever
// re-clustered. Reconcile turns a cluster's members into best/low/high
// figures that keep every claim and the story it came from.
package dedup

import (
	"sort"
	"strings"
	"time"

	"sitrep/doc"
)

// Window is how far apart in time two reports of one incident may be: the
// caller offers as candidates the events dated (or, undated, published)
// within Window of the new one. Coverage of one incident runs over days to
// a few weeks; later follow-ups (a trial, an anniversary) are events of
// their own.
const Window = 30 * 24 * time.Hour

// Candidate is an event already stored, offered to Match.
type Candidate struct {
	Cluster   string
	Event     doc.Event
	Published time.Time // the story's date; zero when unknown
	// Text is the event's words as Text returns them. Empty when unknown.
	Text string
	// Terms are TermsOf(Text), kept by a caller that offers the candidate
	// for many events; nil to have Match compute them.
	Terms *TextTerms
	// Body are TermsOf(Body(story)) of the candidate's story; nil when
	// unknown, and then only Text's words are compared.
	Body *TextTerms
}

// Body returns the words of a whole story, headline and text, that Match
// compares beside an event's own (Text): a story tells its incident's
// people, places and circumstances throughout, not only in its lead.
func Body(st *doc.Story) string {
	return st.Title + "\n" + st.Text
}

// leadSentences is how many sentences from the top of a story make its
// lead, where news tells its main incident.
const leadSentences = 4

// Text returns the words dedup compares an event by: its story's headline
// and lead, and the sentences the event is told in. The store keeps it beside the event so that candidates
// can be compared without their stories.
func Text(st *doc.Story, ev doc.Event) string {
	var b strings.Builder
	b.WriteString(st.Title)
	if n := min(leadSentences, len(st.Sentences)); n > 0 {
		b.WriteByte('\n')
		b.WriteString(st.Text[:st.Sentences[n-1].End])
	}
	for _, s := range ev.Evidence {
		if s.Start < 0 || s.End > len(st.Text) || s.Start >= s.End {
			continue
		}
		b.WriteByte('\n')
		b.WriteString(st.Text[s.Start:s.End])
	}
	return b.String()
}

// StoryIncident returns the event that stands for a story's incident in
// matching when the coder found none in it: no type, no parties, the
// story's date, and its focus country as the place. The story's words
// (Text, Body) still tell its incident: a story the coder has no event for
// is clustered by them rather than left alone.
func StoryIncident(st *doc.Story) doc.Event {
	ev := doc.Event{StoryID: st.ID}
	if st.Focus.Country != "" {
		ev.Place = &doc.Where{Country: st.Focus.Country, Precision: doc.PrecisionCountry, ResolvedFrom: "story"}
	}
	return ev
}

// ToldBefore reports whether ev's trigger, or a retelling's, lies before
// offset end.
func ToldBefore(ev doc.Event, end int) bool {
	if ev.Trigger.End > 0 && ev.Trigger.Start < end {
		return true
	}
	for _, m := range ev.Mentions {
		if m.Start < end {
			return true
		}
	}
	return false
}

// Matcher decides whether a new event is the same incident as a cluster of
// earlier ones.
type Matcher struct {
	// Threshold is the least average pair score a cluster needs for the
	// new event to join it. A pair's score is the cosine of their words
	// (TermVectors), plus or minus the signals of dates, places, types,
	// parties, tolls and names (docs/ARCHITECTURE.md), or -1 when their
	// dates part them.
	Threshold float64
	// Merge, when above Threshold, is the least score at which another
	// cluster is merged into the one the new event joins: an event that
	// reports two clusters' incident that well shows they are one, which
	// undoes a start made apart before the stories that bridge them came.
	// 0 merges nothing.
	Merge float64
	// Vocabulary, when set, gives the document frequencies of words over
	// many stories (the store's), for better idf weights than the
	// candidates alone give.
	Vocabulary *Vocabulary
}

// DefaultMatcher is the Matcher that Match uses; its threshold was tuned on
// held-in ECB+ topics (docs/QUALITY.md).
var DefaultMatcher = Matcher{Threshold: 0.15, Merge: 0.30}

// Match returns the cluster of cands that ev, published on published and
// told in text, reports, and true; or "" and false when ev is a new
// incident. A candidate with an empty Cluster is compared but never joined.
func Match(ev doc.Event, published time.Time, text string, cands []Candidate) (cluster string, ok bool) {
	return DefaultMatcher.Match(ev, published, text, cands)
}

// Match is the package's Match with m's threshold.
func (m Matcher) Match(ev doc.Event, published time.Time, text string, cands []Candidate) (string, bool) {
	return m.MatchStory(ev, published, text, nil, cands)
}

// MatchStory is Match that also compares the words of the event's whole
// story, body (TermsOf(Body(story))), with those of the candidates' stories
// (Candidate.Body): a pair's words score is then a weighted mean of the
// cosines of their events' words and of their stories' words (bodyWeight).
// body may be nil.
func (m Matcher) MatchStory(ev doc.Event, published time.Time, text string, body *TextTerms, cands []Candidate) (string, bool) {
	c, _, ok := m.Assign(ev, published, text, body, cands)
	return c, ok
}

// Assign is MatchStory that also returns the other clusters to merge into
// the one matched (see Matcher.Merge), in order of ID.
func (m Matcher) Assign(ev doc.Event, published time.Time, text string, body *TextTerms, cands []Candidate) (cluster string, merge []string, ok bool) {
	return m.Choose(m.Scores(ev, published, text, body, cands))
}

// Choose is Assign given the clusters' scores (Scores): the cluster with
// the best score at or above the threshold, and the others to merge into
// it.
func (m Matcher) Choose(scores []ClusterScore) (cluster string, merge []string, ok bool) {
	best, bestScore := "", m.Threshold
	for _, c := range scores {
		if c.Score >= bestScore {
			best, bestScore = c.Cluster, c.Score
		}
	}
	if best == "" {
		return "", nil, false
	}
	if m.Merge > m.Threshold {
		for _, c := range scores {
			if c.Cluster != best && c.Score >= m.Merge {
				merge = append(merge, c.Cluster)
			}
		}
	}
	return best, merge, true
}

// ClusterScore is a cluster's score for a new event: the average of the
// pair scores of the event and the cluster's members offered.
type ClusterScore struct {
	Cluster string
	Score   float64
}

// Scores returns the score of each cluster of cands for the event, as
// MatchStory weighs them, in order of cluster ID.
func (m Matcher) Scores(ev doc.Event, published time.Time, text string, body *TextTerms, cands []Candidate) []ClusterScore {
	if len(cands) == 0 {
		return nil
	}
	terms := make([]*TextTerms, len(cands)+1)
	terms[0] = TermsOf(text)
	for i, c := range cands {
		if terms[i+1] = c.Terms; c.Terms == nil {
			terms[i+1] = TermsOf(c.Text)
		}
	}
	// Only the new event's vector is built: each candidate's cosine with
	// it is summed over the candidate's terms (TextTerms.cosine), which
	// was a third of the time of storing a story when every candidate's
	// vector was built for every event.
	idf := idfs(m.Vocabulary, terms)
	vec := terms[0].vector(idf)
	var bodies []*TextTerms
	var bodyIdf, bodyVec map[string]float64
	if body != nil {
		bodies = make([]*TextTerms, len(cands)+1)
		bodies[0] = body
		for i, c := range cands {
			if bodies[i+1] = c.Body; c.Body == nil {
				bodies[i+1] = &TextTerms{}
			}
		}
		bodyIdf = idfs(m.Vocabulary, bodies)
		bodyVec = body.vector(bodyIdf)
	}
	bodyCosines := map[*TextTerms]float64{} // the candidates of one story share its body's terms
	n := reportOf(ev, published, terms[0], vec)
	type tally struct {
		sum   float64
		count int
	}
	byCluster := map[string]*tally{}
	for i, c := range cands {
		if c.Cluster == "" {
			continue
		}
		t := byCluster[c.Cluster]
		if t == nil {
			t = &tally{}
			byCluster[c.Cluster] = t
		}
		ct := terms[i+1]
		r := report{ev: c.Event, words: ct.counts, names: salientNames(ct.names, func(w string) float64 { return ct.weight(idf, w) })}
		r.from, r.to = When(c.Event, c.Published)
		words := ct.cosine(idf, vec)
		if b := bodies; b != nil && len(b[0].words) > 0 && len(b[i+1].words) > 0 {
			cos, ok := bodyCosines[b[i+1]]
			if !ok {
				cos = b[i+1].cosine(bodyIdf, bodyVec)
				bodyCosines[b[i+1]] = cos
			}
			words = withBody(words, cos)
		}
		t.sum += scoreWords(n, r, words)
		t.count++
	}
	// Sorted so that ties go the same way on every run.
	out := make([]ClusterScore, 0, len(byCluster))
	for id, t := range byCluster {
		out = append(out, ClusterScore{id, t.sum / float64(t.count)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Cluster < out[j].Cluster })
	return out
}
