package store

import (
	"strconv"
	"testing"

	"sitrep/dedup"
)

// TestCandidateCacheBounded checks that the cache holds at most two
// generations of entries, keeps what was used lately, and drops the rest.
func TestCandidateCacheBounded(t *testing.T) {
	c := newCandidateCache()
	c.eventLimit, c.bodyLimit = 4, 4
	for i := range int64(4) {
		c.putEvent(i, cachedEvent{text: strconv.FormatInt(i, 10)})
		c.putBody(strconv.FormatInt(i, 10), &dedup.TextTerms{})
	}
	// Used again after the next generation starts, 0 is carried into it.
	c.putEvent(4, cachedEvent{})
	c.putBody("4", &dedup.TextTerms{})
	if e, ok := c.event(0); !ok || e.text != "0" {
		t.Fatalf("event 0 lost from the older generation: %+v %v", e, ok)
	}
	if c.body("0") == nil {
		t.Fatal("body 0 lost from the older generation")
	}
	for i := int64(5); i < 12; i++ {
		c.putEvent(i, cachedEvent{})
		c.putBody(strconv.FormatInt(i, 10), &dedup.TextTerms{})
	}
	if _, ok := c.event(1); ok {
		t.Error("event 1, unused for two generations, still cached")
	}
	if c.body("1") != nil {
		t.Error("body 1, unused for two generations, still cached")
	}
	if n := len(c.events) + len(c.oldEvents); n > 2*c.eventLimit {
		t.Errorf("%d events cached, limit 2 x %d", n, c.eventLimit)
	}
	if n := len(c.bodies) + len(c.oldBodies); n > 2*c.bodyLimit {
		t.Errorf("%d bodies cached, limit 2 x %d", n, c.bodyLimit)
	}
}
