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
	// Body are BodyTermsOf(Body(story)) of the candidate's story; nil when
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
// story, body (BodyTermsOf(Body(story))), with those of the candidates' stories
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
	best, bestScore, bestProt := "", m.Threshold, ""
	for _, c := range scores {
		if c.Score >= bestScore {
			best, bestScore, bestProt = c.Cluster, c.Score, c.Protagonist
		}
	}
	if best == "" {
		return "", nil, false
	}
	// Two clusters whose stories are mostly about two people are not
	// merged: the bridging story tells what they share (a team, a
	// charge), not that they are one incident.
	if m.Merge > m.Threshold {
		for _, c := range scores {
			if c.Cluster != best && c.Score >= m.Merge && (c.Protagonist == "" || bestProt == "" || c.Protagonist == bestProt) {
				merge = append(merge, c.Cluster)
			}
		}
	}
	return best, merge, true
}

// ClusterScore is a cluster's score for a new event: the average of the
// pair scores of the event and the cluster's members offered, less
// otherProtagonist when the cluster's stories are about another person
// (Scores).
type ClusterScore struct {
	Cluster string
	Score   float64
	// Protagonist is the protagonist more than half of the members'
	// known stories share (majority); "" when there is none.
	Protagonist string
}

// Scores returns the score of each cluster of cands for the event, as
// MatchStory weighs them, in order of cluster ID.
func (m Matcher) Scores(ev doc.Event, published time.Time, text string, body *TextTerms, cands []Candidate) []ClusterScore {
	if len(cands) == 0 {
		return nil
	}
	terms := candidateTerms(TermsOf(text), cands, func(c Candidate) *TextTerms {
		if c.Terms == nil {
			return TermsOf(c.Text)
		}
		return c.Terms
	})
	// Only the new event's vector is built: each candidate's cosine with
	// it is summed over the candidate's terms (TextTerms.cosine), which
	// was a third of the time of storing a story when every candidate's
	// vector was built for every event.
	idf := idfs(m.Vocabulary, terms)
	vec := terms[0].vector(idf)
	bodies := m.bodyWords(body, cands)
	n := reportOf(ev, published, terms[0], vec)
	n.story = body
	prot := ""
	if body != nil {
		prot = body.protagonist
	}
	byCluster := map[string]*clusterTally{}
	for i, c := range cands {
		if c.Cluster == "" {
			continue
		}
		t := byCluster[c.Cluster]
		if t == nil {
			t = &clusterTally{}
			byCluster[c.Cluster] = t
		}
		ct := terms[i+1]
		r := report{ev: c.Event, words: ct.counts, names: salientNames(ct.names, func(w string) float64 { return ct.weight(idf, w) })}
		r.from, r.to = When(c.Event, c.Published)
		r.story = c.Body
		words := ct.cosine(idf, vec)
		if bodies != nil {
			if cos, ok := bodies.cosine(i); ok {
				words = withBody(words, cos)
			}
		}
		t.sum += scoreWords(n, r, words)
		t.count++
		t.notePerson(c.Body, prot)
	}
	// Sorted so that ties go the same way on every run.
	out := make([]ClusterScore, 0, len(byCluster))
	for id, t := range byCluster {
		out = append(out, t.score(id, prot))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Cluster < out[j].Cluster })
	return out
}

// candidateTerms returns first's terms, then those of each candidate.
func candidateTerms(first *TextTerms, cands []Candidate, of func(Candidate) *TextTerms) []*TextTerms {
	terms := make([]*TextTerms, len(cands)+1)
	terms[0] = first
	for i, c := range cands {
		terms[i+1] = of(c)
	}
	return terms
}

// bodyWords holds the words of the new event's story and of the
// candidates' stories, weighed against each other.
type bodyWords struct {
	terms []*TextTerms // the new story's, then each candidate's
	idf   map[string]float64
	vec   map[string]float64 // the new story's vector
	// cosines caches a story's cosine: the candidates of one story share
	// its body's terms.
	cosines map[*TextTerms]float64
}

// bodyWords weighs the stories' words, nil when the new story's are not
// known.
func (m Matcher) bodyWords(body *TextTerms, cands []Candidate) *bodyWords {
	if body == nil {
		return nil
	}
	b := &bodyWords{cosines: map[*TextTerms]float64{}}
	b.terms = candidateTerms(body, cands, func(c Candidate) *TextTerms {
		if c.Body == nil {
			return &TextTerms{}
		}
		return c.Body
	})
	b.idf = idfs(m.Vocabulary, b.terms)
	b.vec = body.vector(b.idf)
	return b
}

// cosine returns the cosine of candidate i's story with the new story,
// and false when either has no words.
func (b *bodyWords) cosine(i int) (float64, bool) {
	t := b.terms[i+1]
	if len(b.terms[0].words) == 0 || len(t.words) == 0 {
		return 0, false
	}
	cos, ok := b.cosines[t]
	if !ok {
		cos = t.cosine(b.idf, b.vec)
		b.cosines[t] = cos
	}
	return cos, true
}

// clusterTally sums a cluster's pair scores and what its members' stories
// say of their protagonists.
type clusterTally struct {
	sum   float64
	count int
	// known is how many members' stories are known and, of those, named
	// how many name the new story's protagonist; prots counts the
	// members' own protagonists.
	known, named int
	prots        map[string]int
}

// notePerson counts what a member's story (nil if unknown) says of
// protagonists, the new story's being prot.
func (t *clusterTally) notePerson(story *TextTerms, prot string) {
	if story == nil {
		return
	}
	t.known++
	if prot != "" && story.counts[prot] > 0 {
		t.named++
	}
	if p := story.protagonist; p != "" {
		if t.prots == nil {
			t.prots = map[string]int{}
		}
		t.prots[p]++
	}
}

// score returns cluster id's score: its members' mean, less
// otherProtagonist when its stories are about another person than prot
// (otherPerson), and its stories' protagonist (majority).
func (t *clusterTally) score(id, prot string) ClusterScore {
	sc := t.sum / float64(t.count)
	major := majority(t.prots, t.known)
	if otherPerson(prot, major, t.known, t.named) {
		sc += otherProtagonist
	}
	return ClusterScore{id, sc, major}
}

// majority returns the protagonist of a cluster whose known stories number
// known and whose own protagonists are counted in prots: the one more than
// half of them share; "" when none does.
func majority(prots map[string]int, known int) string {
	for p, k := range prots {
		if 2*k > known {
			return p // no other can hold more than half too
		}
	}
	return ""
}

// otherPerson reports whether a cluster's stories are about another person
// than the new story, whose protagonist is prot: at least two of them are
// known, none names prot (named), and they have a protagonist of their own,
// major (majority). Two arrests of two players of one team, two nominees
// for one post, share every word but the person's.
func otherPerson(prot, major string, known, named int) bool {
	return prot != "" && major != "" && major != prot && known >= 2 && named == 0
}
