package store

import (
	"fmt"
	"time"

	"sitrep/doc"
)

// Synthetic load: the i-th of a stream of distinct stories for load tests
// and benchmarks. It is a fixture story's text with a serial number
// appended, and the fixture's coded events moved to another day, country and
// place: load data, not coded text. synthPerDay stories fall on each day;
// a copy of one fixture comes back to a country only after
// len(fixtures)*synthCountries stories (75 days with 5 fixtures), beyond
// dedup's window, so that copies of one text do not pile up into one
// cluster as no real incident would.
const (
	synthPerDay    = 20
	synthCountries = 300
)

var synthStart = time.Date(2018, 1, 1, 0, 0, 0, 0, time.UTC)

func synthStory(fx []fixture, i int) (StoryInput, []doc.Event) {
	f := fx[i%len(fx)]
	in := f.in
	in.Text = fmt.Sprintf("%s\n\n(copy %d)", f.in.Text, i)
	day := synthStart.AddDate(0, 0, i/synthPerDay)
	in.Published = day
	n := (i / len(fx)) % synthCountries
	country := fmt.Sprintf("X%c%c", 'A'+n/26, 'A'+n%26) // synthetic codes, one per country
	evs := make([]doc.Event, len(f.events))
	for j, ev := range f.events {
		ev.Time = &doc.When{Date: day.Format(time.DateOnly), Precision: doc.PrecisionDay, ResolvedFrom: "text"}
		p := doc.Where{Name: "Place", Precision: doc.PrecisionPoint}
		if ev.Place != nil {
			p = *ev.Place
		}
		p.Lat = -60 + float64((i*37+j*11)%1200)/10
		p.Lon = -170 + float64((i*53+j*17)%3400)/10
		p.Country = country
		p.Admin1 = fmt.Sprintf("%s-%d", country, i%7)
		ev.Place = &p
		if ev.Killed != nil {
			k := *ev.Killed
			k.Best, k.Low, k.High = (i+j)%30, (i+j)%30, (i+j)%30+(i%3)
			ev.Killed = &k
		}
		evs[j] = ev
	}
	return in, evs
}
