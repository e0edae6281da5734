package store

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/store/storetest"
)

// BenchmarkPutStoryWriters stores synthetic stories (synthStory) into a new
// PostgreSQL store from 1 and 2 writers at once, each on a connection of its
// own, to show what the store's locks let writers do side by side apart
// from any news sample's mix of incidents:
//
//   - apart: each writer's stories are about countries of its own, so the
//     writers lock different blocks (locks.go) and only share the server;
//   - together: every story is about one country and month, so every
//     writer waits for the one before it, as with one global lock.
//
// stories/s is the rate over all writers; compare writers=2 with
// writers=1 within each. It needs PostgreSQL (skipped without one) and a
// quiet machine: it measures wall time.
func BenchmarkPutStoryWriters(b *testing.B) {
	fx := loadFixtures(b)
	for _, mix := range []string{"apart", "together"} {
		for _, writers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/writers=%d", mix, writers), func(b *testing.B) {
				s, err := Open(context.Background(), storetest.Postgres(b))
				if err != nil {
					b.Fatal(err)
				}
				defer s.Close()
				ctx := context.Background()
				// Some stories stored first, so that new ones have
				// candidates to be compared with.
				const warm = 200
				for i := range warm {
					in, evs := writerStory(fx, mix, i%writers, i)
					if _, _, err := s.PutStory(ctx, in, evs); err != nil {
						b.Fatal(err)
					}
				}
				var next atomic.Int64
				next.Store(warm)
				b.ResetTimer()
				start := time.Now()
				var wg sync.WaitGroup
				per := max(b.N/writers, 1)
				for w := range writers {
					wg.Go(func() {
						for range per {
							in, evs := writerStory(fx, mix, w, int(next.Add(1)))
							if _, _, err := s.PutStory(ctx, in, evs); err != nil {
								b.Error(err)
								return
							}
						}
					})
				}
				wg.Wait()
				b.ReportMetric(float64(per*writers)/time.Since(start).Seconds(), "stories/s")
			})
		}
	}
}

// writerStory is the i-th synthetic story of writer w: with mix "apart"
// in countries of that writer alone, with "together" all in one country and
// on one day.
func writerStory(fx []fixture, mix string, w, i int) (StoryInput, []doc.Event) {
	in, evs := synthStory(fx, i)
	for j := range evs {
		p := *evs[j].Place
		switch mix {
		case "apart":
			p.Country = fmt.Sprintf("W%d%c", w, 'A'+i%20)
		default:
			p.Country = "XXX"
			evs[j].Time = &doc.When{Date: synthStart.Format(time.DateOnly), Precision: doc.PrecisionDay, ResolvedFrom: "text"}
		}
		evs[j].Place = &p
	}
	if mix != "apart" {
		in.Published = synthStart
	}
	return in, evs
}
