package ecbplus

import (
	"fmt"
	"time"

	"sitrep/dedup"
	"sitrep/doc"
	"sitrep/pipeline"
)

// Coded is a document as sitrep's deduplicator sees it.
type Coded struct {
	ID        string
	Event     *doc.Event // the main event, or dedup.StoryIncident when the coder found none (Stand)
	Published time.Time  // zero when unknown or withheld
	Text      string     // dedup.Text of the main event
	Body      string     // dedup.Body of the story
	Persons   []string   // dedup.Persons of the story
	// Stand is whether Event is dedup.StoryIncident, standing for the
	// incident of a story in which the coder found no event.
	Stand bool
}

// Code codes every document with p, with its published date or, when
// withPublished is false, without one, and picks each one's main event.
func Code(p *pipeline.Pipeline, docs []Document, withPublished bool, workers int) ([]Coded, error) {
	in := make(chan *doc.Story)
	go func() {
		defer close(in)
		for _, d := range docs {
			st := &doc.Story{ID: d.ID, Title: d.Title, Text: d.Text}
			if withPublished && d.Published != nil {
				st.Published, _ = time.Parse(time.DateOnly, *d.Published) // checked by Read
			}
			in <- st
		}
	}()
	out := make([]Coded, 0, len(docs))
	err := p.Run(workers, in, func(st *doc.Story, err error) error {
		if err != nil {
			return fmt.Errorf("code %s: %w", st.ID, err)
		}
		out = append(out, CodedOf(st))
		return nil
	})
	return out, err
}

// CodedOf is a coded story as the deduplicator sees it.
func CodedOf(st *doc.Story) Coded {
	c := Coded{ID: st.ID, Published: st.Published, Body: dedup.Body(st), Persons: dedup.Persons(st)}
	ev := MainEvent(st)
	if ev == nil {
		stand := dedup.StoryIncident(st)
		ev, c.Stand = &stand, true
	}
	c.Event, c.Text = ev, dedup.Text(st, *ev)
	return c
}

// MainEvent returns the event a story is about: of the events told in its
// headline or its first sentence after it, the one told in most sentences
// (the first of those), else the story's first event; nil when it has none.
func MainEvent(st *doc.Story) *doc.Event {
	if len(st.Events) == 0 {
		return nil
	}
	lead := leadEnd(st)
	var best *doc.Event
	for i := range st.Events {
		ev := &st.Events[i]
		if !dedup.ToldBefore(*ev, lead) {
			continue
		}
		if best == nil || len(ev.Evidence) > len(best.Evidence) {
			best = ev
		}
	}
	if best == nil {
		best = &st.Events[0]
	}
	return best
}

// leadEnd is the offset where a story's lead ends: after its headline, when
// the text starts with it, and the first sentence that follows.
func leadEnd(st *doc.Story) int {
	end := 0
	for _, s := range st.Sentences {
		end = s.End
		if st.Title == "" || s.End > len(st.Title)+1 {
			break
		}
	}
	return end
}

// Cluster clusters the documents in order as the store does: each one's
// main event joins the cluster dedup matches among the earlier documents'
// main events within dedup.Window of it, or starts its own, and merges the
// clusters it bridges (dedup.Matcher.Merge); a document
// whose coder found no event takes part by dedup.StoryIncident (CodedOf).
// A Coded with a nil Event is alone. It returns one label per document.
func Cluster(coded []Coded, m dedup.Matcher) []string {
	labels := make([]string, len(coded))
	clusterTrace(coded, m, func(i int, st Step) {
		labels[i] = coded[i].ID
		if st.Joined != "" {
			labels[i] = st.Joined
		}
		for _, old := range st.Merged {
			for j := range i {
				if labels[j] == old {
					labels[j] = st.Joined
				}
			}
		}
	})
	return labels
}

// clusterTrace is Cluster, telling step each document's turn (Step) in
// order; a document with a nil Event gets an empty Step.
func clusterTrace(coded []Coded, m dedup.Matcher, step func(i int, st Step)) {
	var seen []known
	order := map[string]int{} // each cluster's rank in order of creation, as the store numbers them
	for i, c := range coded {
		if c.Event == nil {
			step(i, Step{})
			continue
		}
		from, to := dedup.When(*c.Event, c.Published)
		country := placeCountry(c.Event)
		body := dedup.BodyTermsOf(c.Body, c.Persons)
		st := Step{Scores: m.Scores(*c.Event, c.Published, c.Text, body, candidates(seen, order, from, to, country))}
		label := c.ID
		if cl, merge, ok := m.Choose(st.Scores); ok {
			label, st.Joined, st.Merged = cl, cl, merge
			for _, old := range merge {
				for j := range seen {
					if seen[j].cand.Cluster == old {
						seen[j].cand.Cluster = cl
					}
				}
			}
		} else {
			order[label] = len(order)
		}
		step(i, st)
		seen = append(seen, known{from, to, country, dedup.Candidate{Cluster: label, Event: *c.Event, Published: c.Published,
			Text: c.Text, Terms: dedup.TermsOf(c.Text), Body: body}})
	}
}

// known is an earlier document's main event as candidates sees it.
type known struct {
	from, to time.Time // dedup.When
	country  string    // placeCountry
	cand     dedup.Candidate
}

// candidates returns the earlier events (seen, in order) offered to a new
// event with interval [from, to] placed in country, as the store offers
// them, by the rule it takes from dedup: the events of known time within
// dedup.Window in clusters with such an event whose country meets the new
// one's (dedup.CountryMeets), of the dedup.MaxClusters nearest clusters
// (dedup.NearestClusters) the latest dedup.MaxMembers each, in the order
// seen. An event of unknown time is offered the latest members of the
// clusters seen last with an event whose country meets its own
// (dedup.RecentClusters): the order seen is the store's order of storage,
// which for a gold file grouped by topic is kinder than a feed's
// (Report.Interleaved scores another).
func candidates(seen []known, order map[string]int, from, to time.Time, country string) []dedup.Candidate {
	nearest := map[int]time.Duration{} // each cluster's least distance in time to the event
	latest := map[int]int64{}          // each cluster's latest event, for an event of unknown time
	near := func(k known) bool { return from.IsZero() || !k.from.IsZero() && dedup.Near(from, to, k.from, k.to) }
	for j, k := range seen {
		if !near(k) || !dedup.CountryMeets(country, k.country) {
			continue
		}
		id := order[k.cand.Cluster]
		if from.IsZero() {
			latest[id] = int64(j)
			continue
		}
		d := dedup.Apart(from, k.from)
		if old, ok := nearest[id]; !ok || d < old {
			nearest[id] = d
		}
	}
	ids := dedup.NearestClusters(nearest)
	if from.IsZero() {
		ids = dedup.RecentClusters(latest)
	}
	offered := map[int]int{} // members left to offer, by cluster
	for _, id := range ids {
		offered[id] = dedup.MaxMembers
	}
	var picked []int
	for j := len(seen) - 1; j >= 0; j-- {
		id := order[seen[j].cand.Cluster]
		if offered[id] > 0 && near(seen[j]) {
			offered[id]--
			picked = append(picked, j)
		}
	}
	cands := make([]dedup.Candidate, len(picked))
	for n, j := range picked {
		cands[len(picked)-1-n] = seen[j].cand
	}
	return cands
}

// placeCountry is the country of an event's place, "" when it has none:
// the country the store files it under.
func placeCountry(ev *doc.Event) string {
	if ev.Place == nil {
		return ""
	}
	return ev.Place.Country
}
