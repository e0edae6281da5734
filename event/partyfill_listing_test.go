package event_test

import (
	"reflect"
	"sync"
	"testing"

	"sitrep/doc"
)

// TestListingReadsPartiesAsWritten: a later stage that rewrites an
// event's actor does not change what its listing marks written, the
// phrase the event stage wrote.
func TestListingReadsPartiesAsWritten(t *testing.T) {
	st := codedUpToFilter(t, chooserStory, chooserDay, false)
	e := &st.Events[0]
	if e.Actor == nil {
		t.Fatalf("event %q has no actor to rewrite", st.Slice(e.Trigger))
	}
	written := *e.Actor
	e.Actor.Text, e.Actor.Span = "someone else", doc.Span{Start: 1, End: 2}
	for _, ro := range keptOptions(*e) {
		if ro.Role != "actor" {
			continue
		}
		for _, o := range ro.Options {
			if o.Rule && (o.Party == nil || o.Party.Span != written.Span) {
				t.Errorf("written actor option %v, want the phrase written, %q", o.Party, written.Text)
			}
		}
	}
}

// TestListingsMayOverlap: the listings of one story's events, called at
// once from several goroutines, give what they give called one by one
// (run with -race, which also sees any shared cache written unguarded).
func TestListingsMayOverlap(t *testing.T) {
	one := codedUpToFilter(t, chooserStory, chooserDay, false)
	want := make([][]doc.RoleOptions, len(one.Events))
	for i := range one.Events {
		want[i] = keptOptions(one.Events[i])
	}
	st := codedUpToFilter(t, chooserStory, chooserDay, false)
	got := make([][]doc.RoleOptions, len(st.Events))
	var wg sync.WaitGroup
	for i := range st.Events {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = keptOptions(st.Events[i])
		}()
	}
	wg.Wait()
	if !reflect.DeepEqual(got, want) {
		t.Error("listings called at once differ from listings called one by one")
	}
}
