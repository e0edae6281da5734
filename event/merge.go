package event

import (
	"slices"
	"strings"
	"time"

	"sitrep/doc"
)

// merge folds candidates that tell the same incident into one event: a
// story names its main event in five sentences ("were shot dead", "the
// attack", "the shootings", "the American officers killed on Saturday"), and
// analysts count it once. Two candidates merge when they share a category and
// nothing about them conflicts: no two different dates or places stated in
// the text, no different countries of target, same historical flag.
func merge(t *tree, cands []*candidate) []doc.Event {
	var out []*candidate
	for _, cd := range cands {
		// The first compatible event wins: a story leads with its main
		// event, and later references ("the attack") mostly point back to it.
		var into *candidate
		for _, o := range out {
			if compatible(o, cd) {
				into = o
				break
			}
		}
		if into == nil {
			out = append(out, cd)
			continue
		}
		absorb(t, into, cd)
	}
	events := make([]doc.Event, 0, len(out))
	for _, cd := range out {
		for _, c := range []*doc.Count{cd.ev.Killed, cd.ev.Injured, cd.ev.Arrested} {
			if c == nil {
				continue
			}
			if len(c.BySide) < 2 {
				c.BySide = nil // one group of victims: the count says it all
			}
			for k := range c.BySide {
				c.BySide[k].Side = sideOf(&cd.ev, c.BySide[k])
			}
		}
		events = append(events, cd.ev)
	}
	return events
}

func compatible(a, b *candidate) bool {
	ea, eb := &a.ev, &b.ev
	if ea.Type.Plover != eb.Type.Plover || ea.Aux.Historical != eb.Aux.Historical || ea.Aux.Negated != eb.Aux.Negated {
		return false
	}
	if ea.Aux.Hypothetical != eb.Aux.Hypothetical || ea.Aux.Future != eb.Aux.Future {
		return false
	}
	// An event told without a date is taken to be the story's news of the
	// day: "the Taliban claimed the shootings" is not Thursday's shooting.
	if ea.Time != nil && eb.Time != nil && !sameDate(ea.Time.Date, eb.Time.Date) && !recent(ea.Time, eb.Time) && !recent(eb.Time, ea.Time) {
		return false
	}
	if ea.Type.Mode != "" && eb.Type.Mode != "" && ea.Type.Mode != eb.Type.Mode {
		return false
	}
	if a.placeOwn && b.placeOwn && !samePlace(ea.Place, eb.Place) {
		return false
	}
	if !sameSide(ea.Target, eb.Target) || !sameSide(ea.Actor, eb.Actor) {
		return false
	}
	if !incidents[ea.Type.Plover] && !sameActor(ea.Actor, eb.Actor) {
		// Two apologies or two demands are one only when the same party
		// makes them; an incident is often retold without its perpetrator.
		return false
	}
	return true
}

// incidents are the categories of happenings a story retells in several
// sentences, often without naming who did them again.
var incidents = map[string]bool{"ASSAULT": true, "PROTEST": true, "COERCE": true, "MOBILIZE": true}

// sameActor reports whether two parties are known and the same: coded to one
// country and, where both are named, one name.
func sameActor(a, b *doc.Party) bool {
	if a == nil || b == nil || a.Country != b.Country {
		return false
	}
	if a.Name != "" && b.Name != "" {
		return a.Name == b.Name
	}
	return a.Country != "" || strings.EqualFold(a.Text, b.Text)
}

// samePlace reports whether two places may be where one event happened:
// the same country, and the same place unless one is the country itself or
// the division holding the other.
func samePlace(a, b *doc.Where) bool {
	if a.Country != b.Country {
		return false
	}
	if a.Precision == doc.PrecisionCountry || b.Precision == doc.PrecisionCountry {
		return true
	}
	return a.Name == b.Name || a.Admin1 == b.Name || b.Admin1 == a.Name
}

// addClaims appends the claims of more not already in cs.
func addClaims(cs, more []doc.Claim) []doc.Claim {
	for _, c := range more {
		if !slices.ContainsFunc(cs, func(x doc.Claim) bool {
			return x.Kind == c.Kind && x.Claimant.Span == c.Claimant.Span && x.Verb == c.Verb
		}) {
			cs = append(cs, c)
		}
	}
	return cs
}

// recent reports whether an undated mention (dated by publication, pub)
// may tell of an event the text dated a day or two before (dated): a story
// published on Saturday about Friday's attack goes on to say "the group
// claimed the attack" without a date.
func recent(pub, dated *doc.When) bool {
	if pub.ResolvedFrom != "published" || dated.ResolvedFrom != "text" || len(dated.Date) != len("2006-01-02") {
		return false
	}
	p, err1 := time.Parse("2006-01-02", pub.Date)
	d, err2 := time.Parse("2006-01-02", dated.Date)
	return err1 == nil && err2 == nil && !d.After(p) && p.Sub(d) <= 2*24*time.Hour
}

// sameDate reports whether two TIMEX3 dates may be the same day: equal, or
// one a coarser prefix of the other ("2012-02" and "2012-02-25").
func sameDate(a, b string) bool {
	return strings.HasPrefix(a, b) || strings.HasPrefix(b, a)
}

// sameSide reports whether two parties could be the same: either unknown or
// uncoded, or coded to the same country.
func sameSide(a, b *doc.Party) bool {
	if a == nil || b == nil || a.Country == "" || b.Country == "" {
		return true
	}
	return a.Country == b.Country
}

// absorb adds b's evidence, claims and any field a lacks to a. Differing
// casualty figures widen the range: best stays the first told (a story's
// lead carries its most confirmed figure), low and high span every claim.
func absorb(t *tree, a, b *candidate) {
	ea, eb := &a.ev, &b.ev
	for _, sp := range eb.Evidence {
		if !slices.Contains(ea.Evidence, sp) {
			ea.Evidence = append(ea.Evidence, sp)
		}
	}
	ea.Claims = addClaims(ea.Claims, eb.Claims)
	if len(ea.Mentions) == 0 {
		ea.Mentions = []doc.Span{ea.Trigger}
	}
	for _, sp := range append([]doc.Span{eb.Trigger}, eb.Mentions...) {
		if !slices.Contains(ea.Mentions, sp) {
			ea.Mentions = append(ea.Mentions, sp)
		}
	}
	if ea.Actor == nil {
		ea.Actor = eb.Actor
	}
	if ea.Target == nil {
		ea.Target = eb.Target
	}
	if ea.Time == nil || ea.Time.ResolvedFrom != "text" && eb.Time != nil && eb.Time.ResolvedFrom == "text" {
		ea.Time = eb.Time
	}
	// A finer place replaces a coarser one only when the event's own words
	// give it; a place merely in the same sentence ("the shootings, which
	// it said were in retaliation for ... at NATO's Bagram air base") only
	// fills a gap.
	if eb.Place != nil && (ea.Place == nil || b.placeOwn && rank(eb.Place.Precision) > rank(ea.Place.Precision)) {
		ea.Place = eb.Place
		a.placeOwn = a.placeOwn || b.placeOwn
	}
	ea.Killed = combine(t, ea.Killed, eb.Killed)
	ea.Injured = combine(t, ea.Injured, eb.Injured)
	ea.Arrested = combine(t, ea.Arrested, eb.Arrested)
	if ea.Type.Mode == "" {
		ea.Type.Mode = eb.Type.Mode
	}
	if a.acled == "" {
		a.acled = b.acled
		ea.Type.AcledEventType, ea.Type.AcledSubEventType = eb.Type.AcledEventType, eb.Type.AcledSubEventType
	}
	ea.Confidence = max(ea.Confidence, eb.Confidence)
}

// combine merges two counts of one incident: counts of further victims
// ("two soldiers were killed ... seven militants were also killed",
// "another three died") add up; other counts are figures for the same
// victims, kept as a range.
func combine(t *tree, a, b *doc.Count) *doc.Count {
	if a != nil && b != nil && a.Span != b.Span && further(t, b) {
		c := *a
		c.Best += b.Best
		c.Low += b.Low
		c.BySide = append(slices.Clip(a.BySide), b.BySide...)
		if a.High > 0 || b.High > 0 {
			c.High = max(a.High, a.Best) + max(b.High, b.Best)
		}
		return &c
	}
	return widen(a, b)
}

// further reports whether count c is told as more victims besides those
// already counted: "another", or "also" just after it.
func further(t *tree, c *doc.Count) bool {
	if strings.EqualFold(c.Qualifier, "another") {
		return true
	}
	text := t.st.Text
	end := min(len(text), c.Span.End+25)
	if c.Span.End > end || c.Span.End < 0 {
		return false
	}
	for _, w := range strings.Fields(strings.ToLower(text[c.Span.End:end])) {
		if w == "also" {
			return true
		}
	}
	return false
}

func widen(a, b *doc.Count) *doc.Count {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	c := *a
	if b.Low < c.Low {
		c.Low = b.Low
	}
	hb := max(b.High, b.Best)
	if hb > c.High {
		c.High = hb
	}
	return &c
}
