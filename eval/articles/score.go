package articles

import (
	"sort"
	"strings"
	"unicode"

	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"

	"sitrep/doc"
	"sitrep/eval"
)

// Fields scored on matched events, in report order.
var Fields = []string{"actor", "target", "place", "date", "killed", "injured", "arrested", "claims"}

// Scores is the JSON object `sitrep eval articles --json` prints.
type Scores struct {
	Articles   int `json:"articles"`
	Gold       int `json:"gold"`
	Predicted  int `json:"predicted"`  // events not flagged negated or hypothetical
	LeftOut    int `json:"left_out"`   // events flagged negated or hypothetical
	Matched    int `json:"matched"`    // one-to-one matches of predicted and gold
	Duplicates int `json:"duplicates"` // predicted events matching an already matched gold event
	Spurious   int `json:"spurious"`   // predicted events matching no gold event

	Precision float64 `json:"precision"` // Matched / Predicted
	Recall    float64 `json:"recall"`    // Matched / Gold
	F1        float64 `json:"f1"`

	// Per field: the share of matched events whose field is right, and
	// how many matched events it was scored on.
	Actor    float64        `json:"actor"`
	Target   float64        `json:"target"`
	Place    float64        `json:"place"`
	Date     float64        `json:"date"`
	Killed   float64        `json:"killed"`
	Injured  float64        `json:"injured"`
	Arrested float64        `json:"arrested"`
	Claims   float64        `json:"claims"`
	FieldN   map[string]int `json:"field_n"`

	FullyRight  float64 `json:"fully_right"` // share of matched events with every field right
	FullyRightN int     `json:"fully_right_n"`

	// Detail lists every gold and predicted event's outcome, for reading
	// the errors; it is left out of the JSON.
	Detail []Outcome `json:"-"`
}

// Outcome is what became of one gold or predicted event.
type Outcome struct {
	Article string
	Gold    int // index in the article's Events; -1 for a duplicate or spurious event
	Pred    *doc.Event
	Status  string   // matched, missed, duplicate, spurious
	Wrong   []string // fields wrong on a match
	// Retells is, for a duplicate, the index of the matched gold event
	// its evidence shares most with: the event it should have joined.
	Retells int
}

// Score matches each article's predicted events to its gold events and
// returns the figures. predicted[i] are the events coded from arts[i].
func Score(arts []Article, predicted [][]doc.Event) *Scores {
	s := &Scores{Articles: len(arts), FieldN: map[string]int{}}
	right := map[string]int{}
	for i := range arts {
		s.scoreArticle(&arts[i], predicted[i], right)
	}
	s.Precision, s.Recall, s.F1 = eval.PRF(s.Matched, s.Predicted, s.Gold)
	for _, f := range Fields {
		*s.field(f) = ratio(right[f], s.FieldN[f])
	}
	s.FullyRight = ratio(s.FullyRightN, s.Matched)
	return s
}

// Field returns the share of matches whose named field (one of Fields) is
// right.
func (s *Scores) Field(name string) float64 { return *s.field(name) }

func (s *Scores) field(name string) *float64 {
	return map[string]*float64{"actor": &s.Actor, "target": &s.Target, "place": &s.Place, "date": &s.Date,
		"killed": &s.Killed, "injured": &s.Injured, "arrested": &s.Arrested, "claims": &s.Claims}[name]
}

func ratio(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return float64(n) / float64(d)
}

func (s *Scores) scoreArticle(a *Article, pred []doc.Event, right map[string]int) {
	name := a.Source + " " + a.ID
	s.Gold += len(a.Events)
	var kept []*doc.Event
	for i := range pred {
		if pred[i].Aux.Negated || pred[i].Aux.Hypothetical {
			s.LeftOut++
			continue
		}
		kept = append(kept, &pred[i])
	}
	s.Predicted += len(kept)
	// Pair every predicted event with every gold event it may tell, most
	// shared text first, and match one to one.
	type pair struct{ p, g, overlap int }
	var pairs []pair
	for pi, e := range kept {
		for gi := range a.Events {
			if ov := evidenceOverlap(e.Evidence, a.Events[gi].Evidence); ov > 0 && compatible(&a.Events[gi], e.Type.Plover) {
				pairs = append(pairs, pair{pi, gi, ov})
			}
		}
	}
	sort.SliceStable(pairs, func(i, j int) bool { return pairs[i].overlap > pairs[j].overlap })
	goldOf := make([]int, len(kept))
	for i := range goldOf {
		goldOf[i] = -1
	}
	predOf := make([]int, len(a.Events))
	for i := range predOf {
		predOf[i] = -1
	}
	for _, pr := range pairs {
		if goldOf[pr.p] < 0 && predOf[pr.g] < 0 {
			goldOf[pr.p], predOf[pr.g] = pr.g, pr.p
		}
	}
	dup := make([]bool, len(kept))
	retells := make([]int, len(kept))
	for _, pr := range pairs {
		if goldOf[pr.p] < 0 && !dup[pr.p] {
			dup[pr.p], retells[pr.p] = true, pr.g // pairs run most shared first
		}
	}
	for gi := range a.Events {
		if predOf[gi] < 0 {
			s.Detail = append(s.Detail, Outcome{Article: name, Gold: gi, Status: "missed"})
			continue
		}
		s.Matched++
		e := kept[predOf[gi]]
		wrong := s.scoreFields(a, &a.Events[gi], e, right)
		if len(wrong) == 0 {
			s.FullyRightN++
		}
		s.Detail = append(s.Detail, Outcome{Article: name, Gold: gi, Pred: e, Status: "matched", Wrong: wrong})
	}
	for pi, e := range kept {
		switch {
		case goldOf[pi] >= 0:
		case dup[pi]:
			s.Duplicates++
			s.Detail = append(s.Detail, Outcome{Article: name, Gold: -1, Pred: e, Status: "duplicate", Retells: retells[pi]})
		default:
			s.Spurious++
			s.Detail = append(s.Detail, Outcome{Article: name, Gold: -1, Pred: e, Status: "spurious"})
		}
	}
}

// evidenceOverlap returns how many bytes of predicted evidence lie in
// sentences that overlap gold evidence sentences by more than half of the
// shorter one, so that sentence ends drawn a little apart still meet.
func evidenceOverlap(pred []doc.Span, gold [][2]int) int {
	n := 0
	for _, p := range pred {
		for _, g := range gold {
			ov := min(p.End, g[1]) - max(p.Start, g[0])
			if ov > 0 && 2*ov > min(p.Len(), g[1]-g[0]) {
				n += ov
			}
		}
	}
	return n
}

func compatible(g *Event, plover string) bool {
	if plover == g.Plover {
		return true
	}
	for _, c := range g.Also {
		if c == plover {
			return true
		}
	}
	return false
}

// scoreFields adds one matched pair's fields to right and returns the
// names of the wrong ones. Each field is scored on every match: a field the
// gold leaves empty is right when the prediction leaves it empty too. The
// counts are scored on matches where either side gives one, and the killed
// count also on every attack.
func (s *Scores) scoreFields(a *Article, g *Event, e *doc.Event, right map[string]int) []string {
	var wrong []string
	score := func(name string, ok bool) {
		s.FieldN[name]++
		if ok {
			right[name]++
		} else {
			wrong = append(wrong, name)
		}
	}
	score("actor", PartyRight(g.Actor, e.Actor))
	score("target", PartyRight(g.Target, e.Target))
	score("place", PlaceRight(g.Place, e.Place))
	score("date", DateRight(g.Date, e.Time))
	if g.Killed != nil || positive(e.Killed) || g.Plover == "ASSAULT" {
		score("killed", CountRight(g.Killed, e.Killed))
	}
	if g.Injured != nil || positive(e.Injured) {
		score("injured", CountRight(g.Injured, e.Injured))
	}
	if g.Arrested != nil || positive(e.Arrested) {
		score("arrested", CountRight(g.Arrested, e.Arrested))
	}
	score("claims", ClaimsRight(g.Claims, e.Claims))
	return wrong
}

func positive(c *doc.Count) bool { return c != nil && c.Best > 0 }

// CountRight reports whether a coded count has the gold's best figure, no
// count standing for 0.
func CountRight(g *int, c *doc.Count) bool {
	want, got := 0, 0
	if g != nil {
		want = *g
	}
	if c != nil {
		got = c.Best
	}
	return want == got
}

// PartyRight reports whether a coded party is the gold one: both empty, or
// the coded text and one of the gold names hold the same content words one
// within the other ("Taliban" and "Taliban gunmen"), or the gold gives a
// country or sector and the coded party has the same ones.
func PartyRight(g *Party, p *doc.Party) bool {
	if g == nil || p == nil {
		return g == nil && (p == nil || len(contentWords(p.Text)) == 0 && p.Country == "" && p.Sector == "")
	}
	got := contentWords(p.Text)
	for _, n := range g.Names {
		if want := contentWords(n); len(want) > 0 && len(got) > 0 && (subset(want, got) || subset(got, want)) {
			return true
		}
	}
	if g.Country == "" && g.Sector == "" {
		return false
	}
	return (g.Country == "" || g.Country == p.Country) && (g.Sector == "" || g.Sector == string(p.Sector))
}

// stopWords carry no party: articles, pronoun-like determiners and
// the prepositions inside names ("the Ministry of Defence").
var stopWords = map[string]bool{"the": true, "a": true, "an": true, "of": true, "in": true, "for": true,
	"and": true, "on": true, "at": true, "to": true, "its": true, "his": true, "her": true, "their": true}

// contentWords returns the lower-cased words of s, a final possessive and
// plural s dropped so "soldier" meets "soldiers'".
func contentWords(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-'
	}) {
		if stopWords[w] {
			continue
		}
		if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
			w = w[:len(w)-1]
		}
		out[w] = true
	}
	return out
}

func subset(a, b map[string]bool) bool {
	for w := range a {
		if !b[w] {
			return false
		}
	}
	return true
}

// PlaceRight reports whether a coded place is the gold one: both empty, or
// the coded place lies within the gold place at the gold's precision: the
// same GeoNames id or name for a point, the same division for admin1 and
// admin2 ("Arghandab" in "Arghandab District"), the same country for
// country. A place is also named by the story's own words for it, which a
// gazetteer may spell otherwise (the story's "Bengaluru" resolved to
// Bangalore), and a province coded without its admin1 code is named by its
// name alone.
func PlaceRight(g *Place, w *doc.Where) bool {
	if g == nil || w == nil {
		return g == nil && w == nil
	}
	name := placeKey(g.Name)
	named := placeKey(w.Name) == name || placeKey(w.Text) == name
	switch g.Precision {
	case doc.PrecisionCountry:
		return g.Country == w.Country
	case doc.PrecisionAdmin2:
		return g.Country == w.Country && (strings.HasPrefix(placeKey(w.Admin2), name) || named)
	case doc.PrecisionAdmin1:
		admin1 := placeKey(g.Admin1)
		if admin1 == "" {
			admin1 = name
		}
		return g.Country == w.Country && (placeKey(w.Admin1) == admin1 || named)
	}
	if g.GeonamesID != 0 && g.GeonamesID == w.GeonamesID {
		return true
	}
	return g.Country == w.Country && (named || placeKey(w.Admin2) == name)
}

// placeKey folds a place name for comparison: lower case, accents and
// everything but letters and digits dropped ("‘Afrīn" and "Afrin" meet).
func placeKey(s string) string {
	s, _, _ = transform.String(norm.NFD, s)
	var b strings.Builder
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// DateRight reports whether a coded date is the gold one: both empty, or
// the coded date is the gold one at the gold's precision and no coarser (a
// month is wrong for a day).
func DateRight(g *Date, w *doc.When) bool {
	if g == nil || w == nil {
		return g == nil && w == nil
	}
	return len(w.Date) >= len(g.Value) && w.Date[:len(g.Value)] == g.Value
}

// ClaimsRight reports whether the coded claims are the gold ones: every gold
// claim has a coded one of the same kind whose claimant's words meet its
// own, and every coded claim meets a gold one; a coded claim with no
// claimant meets nothing.
func ClaimsRight(g []Claim, cs []doc.Claim) bool {
	meets := func(gc Claim, c doc.Claim) bool {
		a, b := contentWords(gc.Claimant), contentWords(c.Claimant.Text)
		return gc.Kind == c.Kind && len(a) > 0 && len(b) > 0 && (subset(a, b) || subset(b, a))
	}
	for _, gc := range g {
		found := false
		for _, c := range cs {
			found = found || meets(gc, c)
		}
		if !found {
			return false
		}
	}
	for _, c := range cs {
		found := false
		for _, gc := range g {
			found = found || meets(gc, c)
		}
		if !found {
			return false
		}
	}
	return true
}
