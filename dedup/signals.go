package dedup

import (
	"math"
	"sort"
	"strings"
	"time"

	"sitrep/doc"
)

// Weights of the signals added to the words' cosine, in its units. Dates
// and places were set from a logistic regression of same-incident pairs on
// the signals over held-in ECB+ topics (docs/QUALITY.md), then rounded, and
// names and tolls apart by trying a few values there. The words carry most
// of the weight; a signal the regression found no use for keeps a small
// weight where it says something true of news: two reports of one
// incident name the same parties and consistent tolls.
const (
	// conflict is a pair's whole score when their dates are further apart
	// than Window: two incidents, whatever their words.
	conflict  = -1.0
	sameDay   = 0.10 // dates agree to within dayClose
	samePlace = 0.05 // the same place at the coarser precision of the two, finer than a country
	// otherPlace is two places that the events' own sentences name and
	// that lie far apart (placeSignal). It weighs heavily but does not part
	// the reports whatever their words, as a date does: an event's place
	// is the coder's reading of its sentence, which names the other team's
	// city in a sports story, a street that the gazetteer places abroad,
	// and on ECB+'s held-in topics a veto parted more reports of one
	// incident than it kept reports of two apart (docs/QUALITY.md).
	otherPlace = -0.30
	// otherPlaceSeen is a place that disagrees but may be a mistake.
	otherPlaceSeen = -0.08
	otherFamily    = -0.05 // types no one incident is told as
	sameParty      = 0.03  // a party with the same canonical name
	sameCount      = 0.02  // a consistent toll in both
	otherCount     = -0.15 // one toll several times the other
	otherNames     = -0.15 // neither report names whom or where the other is most about
	// otherProtagonist is a cluster whose stories are about another
	// person than the new story and never name its protagonist
	// (otherPerson). Set by trying -0.15, -0.30 and -0.50 on ECB+ dev: -0.15
	// changed nothing, -0.30 and -0.50 the same (docs/QUALITY.md).
	otherProtagonist = -0.30
)

const (
	// minWords is the least cosine of two reports' words for the signals
	// that agree to count.
	minWords = 0.05
	// coarseDate is the longest interval a date may cover and still part
	// two reports: a month.
	coarseDate = 31 * 24 * time.Hour
	// dayClose is how far apart dates may be and still agree closely.
	dayClose = 3 * 24 * time.Hour
	// newsLag is how long before its story's date an undated event may
	// have happened.
	newsLag = 3 * 24 * time.Hour
	// nearKm is how far apart two points may be and still be one place (a
	// town and the village beside it).
	nearKm = 50.0
)

// report is an event reduced to what Match compares.
type report struct {
	ev       doc.Event
	from, to time.Time // when it happened, an interval; zero when unknown
	// words are its words' weights, or any positive number for each word
	// where the caller works the cosine out itself (scoreWords).
	words map[string]float64
	// story are its whole story's terms; nil when unknown. A place the
	// story names anywhere is one it knows of (mentions).
	story *TextTerms
	names []string // its words' heaviest names: see salientNames
}

func newReport(ev doc.Event, published time.Time, text string, words map[string]float64) report {
	return reportOf(ev, published, TermsOf(text), words)
}

// reportOf is newReport of a text whose terms are t.
func reportOf(ev doc.Event, published time.Time, t *TextTerms, words map[string]float64) report {
	r := report{ev: ev, words: words, names: salientNames(t.names, func(w string) float64 { return words[w] })}
	r.from, r.to = When(ev, published)
	return r
}

// When returns the interval of time an event happened in, as Match reads
// it: the event's own date, else the few days up to its story's date; zero
// times when neither is known. A date no finer than a year gives way to
// the story's: a bare year is as often some background the sentence
// recalls. The caller offers Match the candidates whose interval comes
// within Window of the new event's.
func When(ev doc.Event, published time.Time) (from, to time.Time) {
	if ev.Time != nil && ev.Time.ResolvedFrom != "published" {
		from, to = dateInterval(ev.Time.Date, ev.Time.End)
		if to.Sub(from) > coarseDate && !published.IsZero() {
			from = time.Time{}
		}
	}
	if from.IsZero() && !published.IsZero() {
		d := published.UTC().Truncate(24 * time.Hour)
		from, to = d.Add(-newsLag), d.Add(24*time.Hour-time.Nanosecond)
	}
	return from, to
}

// Near reports whether two intervals from When come within Window of each
// other; an unknown interval is near any.
func Near(aFrom, aTo, bFrom, bTo time.Time) bool {
	return aFrom.IsZero() || bFrom.IsZero() || gap(aFrom, aTo, bFrom, bTo) <= Window
}

// gap is the time between two intervals, 0 when they overlap.
func gap(aFrom, aTo, bFrom, bTo time.Time) time.Duration {
	switch {
	case aTo.Before(bFrom):
		return bFrom.Sub(aTo)
	case bTo.Before(aFrom):
		return aFrom.Sub(bTo)
	}
	return 0
}

// bodyWeight is the weight of the cosine of two reports' whole stories in
// their words' score, beside that of their events' words (Text): the
// whole story tells its incident's people and circumstances, which a lead
// and the event's sentences often leave out.
const bodyWeight = 0.7

// withBody is the words' score of two reports whose events' words have
// cosine words and whose stories' words body.
func withBody(words, body float64) float64 {
	return (1-bodyWeight)*words + bodyWeight*body
}

// scoreWords is the pair score of Match (see Matcher.Threshold) given
// the cosine of the two reports' words, their whole stories' weighed in
// where both are known (withBody).
func scoreWords(a, b report, words float64) float64 {
	var agree, disagree float64
	for _, sig := range []float64{
		timeSignal(a, b),
		placeSignal(a, b),
		typeSignal(a.ev.Type.Plover, b.ev.Type.Plover),
		partySignal(a.ev, b.ev),
		countSignal(a.ev.Killed, b.ev.Killed),
		countSignal(a.ev.Injured, b.ev.Injured),
		countSignal(a.ev.Arrested, b.ev.Arrested),
		nameSignal(a, b),
	} {
		if sig == conflict {
			return conflict
		}
		if sig > 0 {
			agree += sig
		} else {
			disagree += sig
		}
	}
	// Dates and places agree for many incidents at once: they confirm what
	// the words say, and never make a match of reports that share none.
	if words < minWords {
		agree = 0
	}
	return words + agree + disagree
}

// dateInterval reads a TIMEX3 date (2012-02-25, 2012-02, 2012) and an
// optional last day into the interval of time they cover.
func dateInterval(date, end string) (from, to time.Time) {
	from, to = parseTimex(date)
	if end != "" {
		if _, t := parseTimex(end); !t.IsZero() && t.After(to) {
			to = t
		}
	}
	return from, to
}

func parseTimex(v string) (from, to time.Time) {
	v, _, _ = strings.Cut(v, "T") // a time of day: its day
	for _, l := range []struct {
		layout string
		years  int
		months int
		days   int
	}{{"2006-01-02", 0, 0, 1}, {"2006-01", 0, 1, 0}, {"2006", 1, 0, 0}} {
		if len(v) != len(l.layout) {
			continue
		}
		if t, err := time.Parse(l.layout, v); err == nil {
			return t, t.AddDate(l.years, l.months, l.days).Add(-time.Nanosecond)
		}
	}
	return time.Time{}, time.Time{}
}

// timeSignal: dates further apart than Window are two incidents; dates
// within dayClose agree. A bare year (see When) parts no reports.
func timeSignal(a, b report) float64 {
	if a.from.IsZero() || b.from.IsZero() || a.to.Sub(a.from) > coarseDate || b.to.Sub(b.from) > coarseDate {
		return 0
	}
	g := gap(a.from, a.to, b.from, b.to)
	switch {
	case g > Window:
		return conflict
	case g <= dayClose && a.to.Sub(a.from) <= 2*dayClose && b.to.Sub(b.from) <= 2*dayClose:
		return sameDay
	}
	return 0
}

// placeRank orders place precisions from coarse to fine; a place the event
// was given from a national institution's seat only knows its country.
func placeRank(p *doc.Where) int {
	if p.ResolvedFrom == "seat" {
		return 0
	}
	switch p.Precision {
	case doc.PrecisionAdmin1:
		return 1
	case doc.PrecisionAdmin2:
		return 2
	case doc.PrecisionPoint:
		return 3
	}
	return 0
}

// placeSignal compares two reports' places, and weighs a disagreement by
// how sure it is: two places the events' own sentences name, neither of
// which the other report or its story mentions, are two incidents; places
// that both mention, or that came from the story's focus or a seat, only
// weigh against.
func placeSignal(a, b report) float64 {
	s := placeAgreement(a.ev.Place, b.ev.Place)
	if s == otherPlace && (mentions(a, b.ev.Place) || mentions(b, a.ev.Place)) {
		return otherPlaceSeen
	}
	return s
}

// mentions reports whether r's words, or its whole story's, name place p.
// A story that names the other report's place anywhere knows of it: the
// place stage's reading of one sentence is then no proof that the two
// incidents lie apart (a sports story's other city, a word read as a
// town), and the reports of one incident name its place somewhere, if not
// in the sentences that tell the event.
func mentions(r report, p *doc.Where) bool {
	words := Terms(p.Text)
	if len(words) == 0 {
		words = Terms(p.Name)
	}
	in := func(m map[string]float64) bool {
		for _, w := range words {
			if m[w] == 0 {
				return false
			}
		}
		return len(words) > 0
	}
	return in(r.words) || r.story != nil && in(r.story.counts)
}

// placeAgreement compares two places at the coarser of their precisions: a
// country and a city in it agree; two cities in one country agree only when
// they are near each other.
func placeAgreement(a, b *doc.Where) float64 {
	if a == nil || b == nil || a.Country == "" || b.Country == "" {
		return 0
	}
	otherPlace := otherPlace
	if a.ResolvedFrom != "text" || b.ResolvedFrom != "text" {
		otherPlace = otherPlaceSeen
	}
	if a.Country != b.Country {
		return otherPlace
	}
	rank := min(placeRank(a), placeRank(b))
	if rank >= 1 && a.Admin1 != "" && b.Admin1 != "" && a.Admin1 != b.Admin1 {
		return otherPlace
	}
	if rank >= 2 && a.Admin2 != "" && b.Admin2 != "" && a.Admin2 != b.Admin2 {
		return otherPlace
	}
	if rank == 3 && (a.GeonamesID == 0 || a.GeonamesID != b.GeonamesID) && distKm(a.Lat, a.Lon, b.Lat, b.Lon) > nearKm {
		return otherPlace
	}
	if rank == 0 {
		return 0 // one country is too coarse to agree on
	}
	return samePlace
}

// distKm is the great-circle distance between two points in kilometres.
func distKm(lat1, lon1, lat2, lon2 float64) float64 {
	const r = 6371.0
	rad := math.Pi / 180
	dlat, dlon := (lat2-lat1)*rad, (lon2-lon1)*rad
	h := math.Sin(dlat/2)*math.Sin(dlat/2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dlon/2)*math.Sin(dlon/2)
	return 2 * r * math.Asin(math.Sqrt(h))
}

// family groups PLOVER categories whose events can be tellings of one
// incident: an attack, the arrests and the threats around it are force; a
// demonstration and its riot are protest; accusations, charges and denials
// are claims, told of any incident.
var family = map[string]string{
	"ASSAULT": "force", "COERCE": "force", "MOBILIZE": "force", "THREATEN": "force",
	"PROTEST": "protest",
	"ACCUSE":  "claim", "REJECT": "claim", "SANCTION": "claim", "REQUEST": "claim",
	"AGREE": "cooperation", "CONSULT": "cooperation", "SUPPORT": "cooperation", "CONCEDE": "cooperation",
	"COOPERATE": "cooperation", "AID": "cooperation", "RETREAT": "cooperation",
}

// compatible lists the pairs of families that one incident can be told as:
// a crackdown on a protest, a riot after a shooting; claims go with all.
var compatible = map[[2]string]bool{
	{"force", "protest"}: true,
}

func typeSignal(a, b string) float64 {
	if a == "" || b == "" || a == b {
		return 0
	}
	fa, fb := family[a], family[b]
	if fa == fb || fa == "claim" || fb == "claim" || compatible[[2]string{fa, fb}] || compatible[[2]string{fb, fa}] {
		return 0
	}
	return otherFamily
}

// partySignal rewards a party both events name the same (by canonical name,
// either role: one story's actor is another's target when told in the
// passive).
func partySignal(a, b doc.Event) float64 {
	names := map[string]bool{}
	for _, p := range []*doc.Party{a.Actor, a.Target} {
		if n := partyName(p); n != "" {
			names[n] = true
		}
	}
	for _, p := range []*doc.Party{b.Actor, b.Target} {
		if n := partyName(p); n != "" && names[n] {
			return sameParty
		}
	}
	return 0
}

// partyName is a party's canonical name, lower-cased; "" when it has none.
func partyName(p *doc.Party) string {
	if p == nil {
		return ""
	}
	return strings.ToLower(p.Name)
}

// countSignal compares two tolls of one kind. Tolls agree when their ranges
// overlap or differ by little (5 and 6 killed); one several times the
// other (5 and 300) is another incident. A toll the text gives no number
// for is not compared.
func countSignal(a, b *doc.Count) float64 {
	if a == nil || b == nil || a.Qualifier == doc.QualifierUnspecified || b.Qualifier == doc.QualifierUnspecified {
		return 0
	}
	alo, ahi := countRange(a)
	blo, bhi := countRange(b)
	if alo <= bhi && blo <= ahi {
		return sameCount
	}
	lo, hi := min(ahi, bhi), max(alo, blo)
	if hi-lo <= 3 || float64(hi) <= 2*float64(lo) {
		return 0
	}
	return otherCount
}

func countRange(c *doc.Count) (lo, hi int) {
	lo, hi = c.Low, c.High
	if lo == 0 || lo > c.Best {
		lo = c.Best
	}
	if hi < c.Best {
		hi = c.Best
	}
	return lo, hi
}

// salientCount is how many names tell what a report is most about: a
// report names its people, its place and the bodies involved, and with two
// the heaviest were often the place and an organisation that two similar
// incidents share.
const salientCount = 3

// salientNames returns the names of a text (TextTerms.names) that weigh most
// in its vector, whose weights are weight's: the people, places and bodies it
// is most about.
func salientNames(all []string, weight func(string) float64) []string {
	var names []string
	for _, w := range all {
		if !calendarWords[w] {
			names = append(names, w)
		}
	}
	ws := make(map[string]float64, len(names))
	for _, n := range names {
		ws[n] = weight(n)
	}
	sort.Slice(names, func(i, j int) bool {
		if ws[names[i]] != ws[names[j]] {
			return ws[names[i]] > ws[names[j]]
		}
		return names[i] < names[j]
	})
	return names[:min(len(names), salientCount)]
}

// nameSignal weighs against two reports when neither names any of the
// names the other is most about: two fights of one boxer against two
// opponents, two nominees for one post.
func nameSignal(a, b report) float64 {
	if len(a.names) == 0 || len(b.names) == 0 || namesAny(a.names, b.words) || namesAny(b.names, a.words) {
		return 0
	}
	return otherNames
}

func namesAny(names []string, words map[string]float64) bool {
	for _, n := range names {
		if words[n] > 0 {
			return true
		}
	}
	return false
}
