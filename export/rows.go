package export

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"sitrep/dedup"
	"sitrep/doc"
	"sitrep/store"
)

// Options say what Write writes.
type Options struct {
	Format string // one of Formats
	// PerStory writes one row per story event; otherwise one row per
	// cluster, the incident that all its stories tell.
	PerStory bool
}

// Row is one exported record: an incident as a cluster of story events, or
// one story's event.
type Row struct {
	ID string // the event's ID, or "cluster-N"
	// Event is the event; for a cluster, its first member's, with the
	// cluster's reconciled tolls (best, low and high over its stories).
	Event   store.Event
	Cluster *store.Cluster // nil for a story's event
	Stories []store.StoryRef
	Notes   string // the sentences the event is told in (for a cluster, in its first story)
	Trigger string // the words the event was found on
}

// Write writes the events that q selects from s to w, as opt says. A
// cluster is written once, when q selects any of its members. q.Limit is
// the page size read from the store at a time.
func Write(ctx context.Context, w io.Writer, s store.Store, q store.Query, opt Options) error {
	enc, err := NewEncoder(w, opt.Format)
	if err != nil {
		return err
	}
	seen := map[string]bool{}
	if q.Limit == 0 {
		q.Limit = 1000
	}
	for {
		page, next, err := s.Events(ctx, q)
		if err != nil {
			return err
		}
		stories := map[string]store.Story{} // this page's, for notes and sources
		story := func(id string) (store.Story, error) {
			st, ok := stories[id]
			if !ok {
				var err error
				if st, err = s.Story(ctx, id); err != nil {
					return st, err
				}
				stories[id] = st
			}
			return st, nil
		}
		for _, ev := range page {
			var row Row
			if opt.PerStory {
				st, err := story(ev.StoryID)
				if err != nil {
					return err
				}
				row = Row{ID: ev.ID, Event: ev, Stories: []store.StoryRef{{ID: st.ID, Title: st.Title, URL: st.URL,
					Source: st.Source, Published: st.Published}}}
			} else {
				if seen[ev.Cluster] {
					continue
				}
				seen[ev.Cluster] = true
				c, err := s.Cluster(ctx, ev.Cluster)
				if errors.Is(err, store.ErrNotFound) || err == nil && len(c.Members) == 0 {
					continue // re-coded away since the page was read
				}
				if err != nil {
					return err
				}
				row = clusterRow(c)
			}
			st, err := story(row.Event.StoryID)
			if err != nil {
				return err
			}
			row.Notes, row.Trigger = notes(st.Text, row.Event.Evidence), slice(st.Text, row.Event.Trigger)
			if err := enc.Encode(&row); err != nil {
				return fmt.Errorf("write %s: %w", row.ID, err)
			}
		}
		if next == "" {
			break
		}
		q.Cursor = next
	}
	return enc.Close()
}

// clusterRow is the row of a cluster with members: its first member, with
// the cluster's figures, told by all its stories.
func clusterRow(c store.Cluster) Row {
	row := Row{ID: "cluster-" + c.ID, Cluster: &c, Event: c.Members[0].Event}
	ev := &row.Event
	ev.Killed = reconciled(c.Figures.Killed, ev.Killed)
	ev.Injured = reconciled(c.Figures.Injured, ev.Injured)
	ev.Arrested = reconciled(c.Figures.Arrested, ev.Arrested)
	have := map[string]bool{}
	for _, m := range c.Members {
		if !have[m.Story.ID] {
			have[m.Story.ID] = true
			row.Stories = append(row.Stories, m.Story)
		}
	}
	return row
}

// reconciled is a cluster's figure as a count; the member's own where the
// cluster has none.
func reconciled(f *dedup.Figure, own *doc.Count) *doc.Count {
	if f == nil {
		return own
	}
	return &doc.Count{Best: f.Best, Low: f.Low, High: f.High}
}

// notes joins the sentences under the evidence spans.
func notes(text string, evidence []doc.Span) string {
	var parts []string
	for _, sp := range evidence {
		if s := slice(text, sp); s != "" {
			parts = append(parts, strings.Join(strings.Fields(s), " "))
		}
	}
	return strings.Join(parts, " ")
}

// slice returns the text under sp, or "" when sp does not lie in text.
func slice(text string, sp doc.Span) string {
	if sp.Start < 0 || sp.End > len(text) || sp.Start >= sp.End {
		return ""
	}
	return text[sp.Start:sp.End]
}
