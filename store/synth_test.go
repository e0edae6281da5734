package store

import (
	"fmt"
	"time"

	"sitrep/doc"
)

// synthStory makes the i-th of a stream of distinct synthetic stories for
// load tests and benchmarks: a fixture story's text with a serial number
// appended, and its coded events moved to another day, place and toll, so
// that dates, places, countries and counts spread over the store as real
// data would. It is load data, not coded text: the events are the fixture's.
func synthStory(fx []fixture, i int) (StoryInput, []doc.Event) {
	f := fx[i%len(fx)]
	in := f.in
	in.Text = fmt.Sprintf("%s\n\n(copy %d)", f.in.Text, i)
	day := time.Date(2018, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, (i*7)%2500)
	in.Published = day
	countries := []string{"KEN", "PER", "CHE", "NGA", "SYR", "IND", "MEX", "UKR", "PHL", "MLI"}
	evs := make([]doc.Event, len(f.events))
	for j, ev := range f.events {
		ev.Time = &doc.When{Date: day.Format(time.DateOnly), Precision: doc.PrecisionDay, ResolvedFrom: "text"}
		if ev.Place != nil {
			p := *ev.Place
			p.Lat = -60 + float64((i*37+j*11)%1200)/10
			p.Lon = -170 + float64((i*53+j*17)%3400)/10
			p.Country = countries[(i+j)%len(countries)]
			p.Admin1 = fmt.Sprintf("%s-%d", p.Country, (i/len(countries))%20)
			ev.Place = &p
		}
		if ev.Killed != nil {
			k := *ev.Killed
			k.Best, k.Low, k.High = (i+j)%30, (i+j)%30, (i+j)%30+(i%3)
			ev.Killed = &k
		}
		evs[j] = ev
	}
	return in, evs
}
