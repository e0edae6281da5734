package dedup

import (
	"testing"
	"time"

	"sitrep/doc"
)

func day(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}

func killed(n int) *doc.Count { return &doc.Count{Best: n, Low: n, High: n, Text: "killed"} }

var (
	portOak = &doc.Where{Name: "Port Oak", Country: "USA", Admin1: "OR", Lat: 45.14, Lon: -122.85, GeonamesID: 101, Precision: doc.PrecisionPoint, ResolvedFrom: "text"}
	// Elm Falls is 20 km from Port Oak, in the same state.
	elmFalls = &doc.Where{Name: "Elm Falls", Country: "USA", Admin1: "OR", Lat: 45.30, Lon: -122.70, GeonamesID: 102, Precision: doc.PrecisionPoint, ResolvedFrom: "text"}
	oregon   = &doc.Where{Name: "Oregon", Country: "USA", Admin1: "OR", Precision: doc.PrecisionAdmin1, ResolvedFrom: "text"}
	usa      = &doc.Where{Name: "United States", Country: "USA", Precision: doc.PrecisionCountry, ResolvedFrom: "text"}
	// Lakeview is in another state.
	lakeview = &doc.Where{Name: "Lakeview", Country: "USA", Admin1: "WA", Lat: 47.6, Lon: -122.3, GeonamesID: 103, Precision: doc.PrecisionPoint, ResolvedFrom: "text"}
	athens   = &doc.Where{Name: "Athens", Country: "GRC", Admin1: "ESYE31", Lat: 37.98, Lon: 23.73, GeonamesID: 104, Precision: doc.PrecisionPoint, ResolvedFrom: "text"}
)

func bombing(id, date string, place *doc.Where, dead int) doc.Event {
	ev := doc.Event{
		ID:     id,
		Type:   doc.EventType{Plover: "ASSAULT", Mode: "explosives"},
		Target: &doc.Party{Text: "a bank", Actor: doc.Actor{Sector: "BUS"}},
		Place:  place,
	}
	if date != "" {
		ev.Time = &doc.When{Date: date, Precision: doc.PrecisionDay, ResolvedFrom: "text"}
	}
	if dead > 0 {
		ev.Killed = killed(dead)
	}
	return ev
}

// Fixture texts, written for these tests.
const (
	bombText1 = "Bomb at bank kills two officers\nA bomb exploded inside a bank branch in Port Oak on Friday, killing two police officers who tried to defuse it."
	bombText2 = "Two officers die in Port Oak bank blast\nTwo officers were killed when a bomb they were examining blew up at the bank branch in Port Oak."
	bombText3 = "Bank bombing: police seek suspects\nInvestigators searched for whoever planted the bomb that killed two officers at a Port Oak bank."
	riotText  = "Firebombs thrown into Athens bank during strike riot\nThree bank employees died when rioters threw petrol bombs into a bank branch in Athens during a general strike."
	quakeText = "Earthquake shakes island, injures several\nAn earthquake struck the island on Sunday, damaging houses and injuring villagers."
)

func TestMatchJoinsReportsOfOneIncident(t *testing.T) {
	cands := []Candidate{
		{Cluster: "c1", Event: bombing("s1-1", "2008-12-12", portOak, 2), Published: day("2008-12-13"), Text: bombText1},
		{Cluster: "c1", Event: bombing("s2-1", "2008-12-12", elmFalls, 2), Published: day("2008-12-13"), Text: bombText3},
		{Cluster: "c2", Event: bombing("s3-1", "2010-05-05", athens, 3), Published: day("2010-05-05"), Text: riotText},
	}
	// Told at the coarser precision of the state, with no toll and no date
	// of its own: still the same incident.
	ev := bombing("s4-1", "", oregon, 0)
	got, ok := Match(ev, day("2008-12-14"), bombText2, cands)
	if !ok || got != "c1" {
		t.Errorf("Match = %q, %v; want c1, true", got, ok)
	}
}

// background is other news a store holds, whose words make the common
// words of news weigh little.
var background = []string{
	"Police arrested two men after a shooting outside a bar on Friday.",
	"A bank robbery in the city centre left one guard injured, police said.",
	"Officers said the bomb squad was called to a school after a suspicious package was found.",
	"Two people were killed when a car bomb exploded near a police station on Sunday.",
	"The bank reported record profits as officers of the company said growth would continue.",
	"A fire destroyed a warehouse on Tuesday; no one was killed, officials said.",
}

func TestMatchKeepsSimilarIncidentsApart(t *testing.T) {
	var vocab Vocabulary
	for _, s := range background {
		vocab.Add(s)
	}
	m := Matcher{Threshold: DefaultMatcher.Threshold, Vocabulary: &vocab}
	first := Candidate{Cluster: "c1", Event: bombing("s1-1", "2008-12-12", portOak, 2), Published: day("2008-12-13"), Text: bombText1}
	tests := []struct {
		name      string
		ev        doc.Event
		published time.Time
		text      string
	}{
		{"another state", bombing("s2-1", "2008-12-12", lakeview, 2), day("2008-12-13"),
			"Lakeview bank bomb kills two officers\nTwo officers were killed on Friday when a bomb exploded at a bank branch in Lakeview, Washington."},
		{"another country", bombing("s2-1", "2008-12-12", athens, 2), day("2008-12-13"),
			"Two die in Athens bank bombing\nA bomb exploded inside a bank branch in Athens on Friday, killing two security guards."},
		{"months later", bombing("s2-1", "2009-04-02", portOak, 2), day("2009-04-02"), bombText2},
		{"published months later, undated", bombing("s2-1", "", portOak, 2), day("2009-04-02"), bombText2},
	}
	for _, tt := range tests {
		if got, ok := m.Match(tt.ev, tt.published, tt.text, []Candidate{first}); ok {
			t.Errorf("%s: Match = %q; want no match", tt.name, got)
		}
	}
	// The same reports with the first incident's words are matched: the
	// places and dates above are what keep them apart.
	if _, ok := m.Match(bombing("s2-1", "2008-12-12", elmFalls, 2), day("2008-12-13"), bombText2, []Candidate{first}); !ok {
		t.Errorf("a second report of the first bombing: no match")
	}
}

func TestMatchLeavesAnIncidentToldOnceAlone(t *testing.T) {
	ev := bombing("s1-1", "2008-12-12", portOak, 2)
	if got, ok := Match(ev, day("2008-12-13"), bombText1, nil); ok {
		t.Errorf("no candidates: Match = %q; want none", got)
	}
	quake := doc.Event{ID: "q-1", Type: doc.EventType{Plover: "AID"}, Place: portOak,
		Time: &doc.When{Date: "2008-12-14", Precision: doc.PrecisionDay, ResolvedFrom: "text"}}
	cands := []Candidate{{Cluster: "c9", Event: quake, Published: day("2008-12-14"), Text: quakeText}}
	if got, ok := Match(ev, day("2008-12-13"), bombText1, cands); ok {
		t.Errorf("unrelated candidate: Match = %q; want none", got)
	}
	// A candidate with no cluster is never joined.
	cands = []Candidate{{Event: bombing("s2-1", "2008-12-12", portOak, 2), Published: day("2008-12-13"), Text: bombText2}}
	if got, ok := Match(ev, day("2008-12-13"), bombText1, cands); ok {
		t.Errorf("candidate without cluster: Match = %q; want none", got)
	}
}

func TestPlaceSignal(t *testing.T) {
	tests := []struct {
		name string
		a, b *doc.Where
		want float64
	}{
		{"unknown", nil, portOak, 0},
		{"same town", portOak, portOak, samePlace},
		{"nearby town", portOak, elmFalls, samePlace},
		{"town in its state", portOak, oregon, samePlace},
		{"town in its country", portOak, usa, 0},
		{"town in another state", portOak, lakeview, otherPlace},
		{"state and a town in another state", oregon, lakeview, otherPlace},
		{"another country", usa, athens, otherPlace},
		{"capital seat is only the country", &doc.Where{Country: "USA", Admin1: "DC", Lat: 38.9, Lon: -77.0, Precision: doc.PrecisionPoint, ResolvedFrom: "seat"}, portOak, 0},
	}
	for _, tt := range tests {
		if got := placeAgreement(tt.a, tt.b); got != tt.want {
			t.Errorf("%s: placeAgreement = %v; want %v", tt.name, got, tt.want)
		}
	}
}

// TestPlaceSignalStory checks that places the events' sentences put far
// apart part two reports strongly only when neither whole story names the
// other's place: a story that names it knows of it, and the place stage
// may have read its event's sentence wrongly.
func TestPlaceSignalStory(t *testing.T) {
	a := report{ev: doc.Event{Place: portOak}, words: map[string]float64{"bomb": 1}}
	b := report{ev: doc.Event{Place: lakeview}, words: map[string]float64{"bomb": 1}}
	if got := placeSignal(a, b); got != otherPlace {
		t.Errorf("stories unknown: placeSignal = %v; want %v", got, otherPlace)
	}
	a.story = BodyTermsOf("A bomb went off at a bank in Port Oak. The bank's owners live in Salem.", nil)
	b.story = BodyTermsOf("A bomb exploded at a bank. Police in Lakeview said the device was found by a guard.", nil)
	if got := placeSignal(a, b); got != otherPlace {
		t.Errorf("neither story names the other's place: placeSignal = %v; want %v", got, otherPlace)
	}
	b.story = BodyTermsOf("A bomb exploded at a bank in Port Oak. The guard who found it lives in Lakeview.", nil)
	if got := placeSignal(a, b); got != otherPlaceSeen {
		t.Errorf("one story names the other's place: placeSignal = %v; want %v", got, otherPlaceSeen)
	}
}

func TestCountSignal(t *testing.T) {
	tests := []struct {
		a, b *doc.Count
		want float64
	}{
		{killed(5), killed(5), sameCount},
		{killed(5), killed(6), 0},
		{killed(5), killed(300), otherCount},
		{killed(1), killed(30), otherCount},
		{&doc.Count{Best: 10, Low: 8, High: 12}, killed(12), sameCount},
		{&doc.Count{Best: 1, Low: 1, High: 1, Qualifier: doc.QualifierUnspecified}, killed(300), 0},
		{nil, killed(3), 0},
	}
	for _, tt := range tests {
		if got := countSignal(tt.a, tt.b); got != tt.want {
			t.Errorf("countSignal(%+v, %+v) = %v; want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestTypeSignal(t *testing.T) {
	tests := []struct {
		a, b string
		want float64
	}{
		{"ASSAULT", "ASSAULT", 0},
		{"ASSAULT", "COERCE", 0},  // an attack and the arrests after it
		{"ASSAULT", "PROTEST", 0}, // a shooting and the riot it set off
		{"ASSAULT", "ACCUSE", 0},  // a killing and the murder charge
		{"PROTEST", "AGREE", otherFamily},
		{"ASSAULT", "", 0},
	}
	for _, tt := range tests {
		if got := typeSignal(tt.a, tt.b); got != tt.want {
			t.Errorf("typeSignal(%s, %s) = %v; want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestTimeSignal(t *testing.T) {
	at := func(date string, published string) report {
		ev := doc.Event{}
		if date != "" {
			ev.Time = &doc.When{Date: date, ResolvedFrom: "text"}
		}
		var p time.Time
		if published != "" {
			p = day(published)
		}
		return newReport(ev, p, "", nil)
	}
	tests := []struct {
		name string
		a, b report
		want float64
	}{
		{"same day", at("2011-03-02", ""), at("2011-03-02", ""), sameDay},
		{"a day and its month", at("2011-03-02", ""), at("2011-03", ""), 0},
		{"published the day after", at("2011-03-02", ""), at("", "2011-03-03"), sameDay},
		{"undated", at("", ""), at("2011-03-02", ""), 0},
		{"two years apart", at("2011-03-02", ""), at("2013-01-20", ""), conflict},
		{"a bare year", at("2011-03-02", ""), at("2013", ""), 0},
		{"two months apart", at("", "2011-03-02"), at("", "2011-05-02"), conflict},
	}
	for _, tt := range tests {
		if got := timeSignal(tt.a, tt.b); got != tt.want {
			t.Errorf("%s: timeSignal = %v; want %v", tt.name, got, tt.want)
		}
	}
}

func TestTerms(t *testing.T) {
	got := Terms("The bombs were defused by Oregon's police, who said it's safe.")
	want := []string{"bomb", "defused", "oregon", "police", "safe"}
	if len(got) != len(want) {
		t.Fatalf("Terms = %q; want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Terms = %q; want %q", got, want)
		}
	}
}

func TestTermVectors(t *testing.T) {
	v := TermVectors(nil, []string{bombText1, bombText2, quakeText, ""})
	if c := Cosine(v[0], v[0]); c < 0.999 || c > 1.001 {
		t.Errorf("self cosine = %v; want 1", c)
	}
	if same, other := Cosine(v[0], v[1]), Cosine(v[0], v[2]); same <= other {
		t.Errorf("cosine of two bombing reports %v <= bombing and earthquake %v", same, other)
	}
	if len(v[3]) != 0 || Cosine(v[0], v[3]) != 0 {
		t.Errorf("empty text: vector %v, cosine %v; want empty, 0", v[3], Cosine(v[0], v[3]))
	}
}

func TestText(t *testing.T) {
	st := &doc.Story{Title: "Headline", Text: "First sentence. Second sentence. Third."}
	ev := doc.Event{Evidence: []doc.Span{{Start: 16, End: 32}, {Start: 50, End: 60}}}
	if got, want := Text(st, ev), "Headline\nSecond sentence."; got != want {
		t.Errorf("Text = %q; want %q", got, want)
	}
}

func TestSalientNamesAndNameSignal(t *testing.T) {
	texts := []string{
		"Champion keeps his titles\nThe champion Karl Brandt stopped Leo Marsh in the seventh round in Berlin on Saturday.",
		"Brandt retains belts\nKarl Brandt beat Leo Marsh in round seven on Saturday night.",
		"Champion defends titles again\nThe champion Karl Brandt stopped Tom Ruiz in the sixth round in Hamburg on Saturday.",
		"Storm floods the coast\nHeavy rain flooded coastal towns on Saturday.",
	}
	vecs := TermVectors(nil, texts)
	r := make([]report, len(texts))
	for i, tx := range texts {
		r[i] = newReport(doc.Event{}, time.Time{}, tx, vecs[i])
	}
	// The headline is in title case: its capitals are no names.
	for _, n := range r[0].names {
		if n == "champion" {
			t.Errorf("names of the first report %q include the headline's Champion", r[0].names)
		}
	}
	if len(r[0].names) != salientCount || len(r[3].names) != 0 {
		t.Errorf("names = %q and %q; want %d and none", r[0].names, r[3].names, salientCount)
	}
	if s := nameSignal(r[0], r[1]); s != 0 {
		t.Errorf("two reports of one fight: nameSignal = %v; want 0", s)
	}
	if s := nameSignal(r[0], r[3]); s != 0 {
		t.Errorf("a report with no names: nameSignal = %v; want 0", s)
	}
	// The champion is in both, but the names each is most about (the
	// opponent, the city) are not in the other: two fights.
	if s := nameSignal(r[0], r[2]); s != otherNames {
		t.Errorf("two fights of one champion: nameSignal = %v (names %q, %q); want %v", s, r[0].names, r[2].names, otherNames)
	}
}

func TestMatchKeepsTwoEarthquakesOnOneIslandApart(t *testing.T) {
	quake := func(id, date string, injured int) doc.Event {
		return doc.Event{ID: id, Type: doc.EventType{Plover: "AID"}, Place: portOak,
			Time:    &doc.When{Date: date, Precision: doc.PrecisionDay, ResolvedFrom: "text"},
			Injured: &doc.Count{Best: injured, Low: injured, High: injured}}
	}
	first := Candidate{Cluster: "q1", Event: quake("a-1", "2005-11-27", 5), Published: day("2005-11-28"), Text: quakeText}
	// The same words years later: another earthquake.
	if got, ok := Match(quake("b-1", "2008-09-10", 5), day("2008-09-10"), quakeText, []Candidate{first}); ok {
		t.Errorf("an earthquake three years later: Match = %q; want none", got)
	}
	if got, ok := Match(quake("c-1", "2005-11-27", 5), day("2005-11-29"), quakeText, []Candidate{first}); !ok || got != "q1" {
		t.Errorf("another report of the first earthquake: Match = %q, %v; want q1", got, ok)
	}
}

func TestVocabularyWeighsCommonWordsDown(t *testing.T) {
	a := "Rebels shelled the port of Vella on Monday."
	b := "Rebels shelled the airport of Dorn on Monday."
	plain := TermVectors(nil, []string{a, b})
	var v Vocabulary
	for range 20 {
		v.Add("Rebels attacked a town on Monday.")
	}
	weighed := TermVectors(&v, []string{a, b})
	if Cosine(weighed[0], weighed[1]) >= Cosine(plain[0], plain[1]) {
		t.Errorf("with a vocabulary where rebels and Monday are common, cosine %.3f; want below %.3f without",
			Cosine(weighed[0], weighed[1]), Cosine(plain[0], plain[1]))
	}
}

func TestWhen(t *testing.T) {
	at := func(date, resolved string) doc.Event {
		return doc.Event{Time: &doc.When{Date: date, ResolvedFrom: resolved}}
	}
	tests := []struct {
		name      string
		ev        doc.Event
		published string
		from, to  string
	}{
		{"own day", at("2011-03-02", "text"), "2011-03-05", "2011-03-02", "2011-03-02"},
		{"own month", at("2011-03", "text"), "2011-04-05", "2011-03-01", "2011-03-31"},
		{"a bare year gives way to the story's date", at("2008", "text"), "2011-03-05", "2011-03-02", "2011-03-05"},
		{"a bare year with no story date", at("2008", "text"), "", "2008-01-01", "2008-12-31"},
		{"date from the story", at("2011-03-05", "published"), "2011-03-05", "2011-03-02", "2011-03-05"},
		{"no date", doc.Event{}, "2011-03-05", "2011-03-02", "2011-03-05"},
		{"nothing known", doc.Event{}, "", "", ""},
	}
	for _, tt := range tests {
		var p time.Time
		if tt.published != "" {
			p = day(tt.published)
		}
		from, to := When(tt.ev, p)
		f, g := "", ""
		if !from.IsZero() {
			f, g = from.Format("2006-01-02"), to.Format("2006-01-02")
		}
		if f != tt.from || g != tt.to {
			t.Errorf("%s: When = %s..%s; want %s..%s", tt.name, f, g, tt.from, tt.to)
		}
	}
}
