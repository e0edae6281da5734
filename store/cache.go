package store

import (
	"sync"

	"sitrep/dedup"
	"sitrep/doc"
)

// candidateCache keeps, across the transactions of one store, what dedup
// needs of candidate events and their stories once read and decoded:
// successive stories about one month's news are offered mostly the same
// candidates, and reading their records and stories' texts again and
// weighing their words again was a quarter of a PutStory's CPU
// (docs/SCALE.md). It is safe to share: an event's record and words never
// change under its seq within one coding of its story (recoding deletes
// the events and stores new ones, which on SQLite may take the same seqs,
// so an entry holds the coding's time and counts only for it), nor a
// story's text under its ID; a candidate's cluster, which
// merges change, is always read afresh. Entries live in two generations of
// at most limit each: when the newer fills, the older is dropped, so the
// cache keeps what recent stories used and its memory stays bounded.
type candidateCache struct {
	mu                    sync.Mutex
	events, oldEvents     map[int64]cachedEvent
	bodies, oldBodies     map[string]*dedup.TextTerms
	eventLimit, bodyLimit int
}

// cachedEvent is a candidate event as dedup reads it.
type cachedEvent struct {
	ev    doc.Event
	text  string // dedup.Text of the event, as stored in match_text
	terms *dedup.TextTerms
	// codedAt is its story's coded_at when it was read.
	codedAt string
}

// Cache sizes: a candidate event takes a few kilobytes decoded, a story's
// words tens of kilobytes; a story's candidates are at most
// dedup.MaxClusters*dedup.MaxMembers events.
const (
	cacheEvents = 8 * dedup.MaxClusters * dedup.MaxMembers
	cacheBodies = 1024
)

func newCandidateCache() *candidateCache {
	return &candidateCache{events: map[int64]cachedEvent{}, bodies: map[string]*dedup.TextTerms{},
		eventLimit: cacheEvents, bodyLimit: cacheBodies}
}

// event returns the cached candidate event of seq.
func (c *candidateCache) event(seq int64) (cachedEvent, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.events[seq]
	if !ok {
		if e, ok = c.oldEvents[seq]; ok {
			c.putEventLocked(seq, e)
		}
	}
	return e, ok
}

func (c *candidateCache) putEvent(seq int64, e cachedEvent) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.putEventLocked(seq, e)
}

func (c *candidateCache) putEventLocked(seq int64, e cachedEvent) {
	if len(c.events) >= c.eventLimit {
		c.oldEvents, c.events = c.events, map[int64]cachedEvent{}
	}
	c.events[seq] = e
}

// body returns the cached words of a story's whole text.
func (c *candidateCache) body(story string) *dedup.TextTerms {
	c.mu.Lock()
	defer c.mu.Unlock()
	b := c.bodies[story]
	if b == nil {
		if b = c.oldBodies[story]; b != nil {
			c.putBodyLocked(story, b)
		}
	}
	return b
}

func (c *candidateCache) putBody(story string, b *dedup.TextTerms) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.putBodyLocked(story, b)
}

func (c *candidateCache) putBodyLocked(story string, b *dedup.TextTerms) {
	if len(c.bodies) >= c.bodyLimit {
		c.oldBodies, c.bodies = c.bodies, map[string]*dedup.TextTerms{}
	}
	c.bodies[story] = b
}
