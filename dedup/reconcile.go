package dedup

import (
	"slices"
	"sort"

	"sitrep/doc"
)

// Member is one story's event in a cluster.
type Member struct {
	Story  string // the story's id
	Source string // the outlet, as the story gives it; may be empty
	Event  doc.Event
}

// Figures are a cluster's reconciled tolls; nil where no member gives one.
type Figures struct {
	Killed   *Figure `json:"killed,omitempty"`
	Injured  *Figure `json:"injured,omitempty"`
	Arrested *Figure `json:"arrested,omitempty"`
}

// Figure is one toll reconciled over a cluster's stories: Best is the
// median of the stories' best figures (the lower middle one when their
// number is even), Low and High the extremes of every figure and claim, and
// Claims every figure given, with who gave it and where.
type Figure struct {
	Best   int           `json:"best"`
	Low    int           `json:"low"`
	High   int           `json:"high"`
	Claims []FigureClaim `json:"claims"`
}

// FigureClaim is one figure one story gives, as its own count or as what a
// claimant says.
type FigureClaim struct {
	Story     string   `json:"story"`
	Source    string   `json:"source,omitempty"`
	Event     string   `json:"event"`
	Best      int      `json:"best"`
	Low       int      `json:"low"`
	High      int      `json:"high"`
	Qualifier string   `json:"qualifier,omitempty"`
	Text      string   `json:"text,omitempty"`     // the words of the figure
	Claimant  string   `json:"claimant,omitempty"` // who says so, when the story names them
	Kind      string   `json:"kind,omitempty"`     // the claim's kind (doc.Claim*), when a claimant gives it
	Span      doc.Span `json:"span"`
}

// Reconcile returns the figures of a cluster with members.
func Reconcile(members []Member) Figures {
	var f Figures
	for _, m := range members {
		f = f.Add(m)
	}
	return f
}

// Add returns the figures of a cluster with one member more, m: the same
// as Reconcile of the members and m, worked out from the figures alone, so
// that a store need not read a cluster's members again to add one.
func (f Figures) Add(m Member) Figures {
	return Figures{
		Killed:   f.Killed.add(m, m.Event.Killed, true),
		Injured:  f.Injured.add(m, m.Event.Injured, false),
		Arrested: f.Arrested.add(m, m.Event.Arrested, false),
	}
}

// add returns f with the figures of one more member, whose count of this
// toll is c (nil when it gives none). Claims' own figures exist for killed
// only (doc.Says). f may be nil; it is not changed.
func (f *Figure) add(m Member, c *doc.Count, withClaims bool) *Figure {
	var claims []FigureClaim
	if f != nil {
		claims = slices.Clone(f.Claims)
	}
	n := len(claims)
	if c != nil {
		lo, hi := countRange(c)
		claims = append(claims, FigureClaim{
			Story: m.Story, Source: m.Source, Event: m.Event.ID,
			Best: c.Best, Low: lo, High: hi, Qualifier: c.Qualifier, Text: c.Text, Span: c.Span,
		})
	}
	if withClaims {
		for _, cl := range m.Event.Claims {
			if cl.Says.Killed == nil {
				continue
			}
			k := *cl.Says.Killed
			claims = append(claims, FigureClaim{
				Story: m.Story, Source: m.Source, Event: m.Event.ID,
				Best: k, Low: k, High: k, Claimant: claimantName(cl.Claimant), Kind: cl.Kind, Span: cl.Span,
			})
		}
	}
	if len(claims) == n {
		return f
	}
	return settle(claims)
}

// settle works out a toll's best, low and high from every figure given of
// it. A claimant's figure has a Kind; a story's own count has none.
func settle(claims []FigureClaim) *Figure {
	f := Figure{Claims: claims}
	var bests, vague []int
	for _, c := range claims {
		switch {
		case c.Kind != "":
		case c.Qualifier == doc.QualifierUnspecified:
			vague = append(vague, c.Best)
		default:
			bests = append(bests, c.Best)
		}
	}
	// A toll the text gives no number for ("people were killed") counts
	// only when no story gives a number.
	if len(bests) == 0 {
		bests = vague
	}
	if len(bests) == 0 {
		// Only claimants give figures: their median is the best.
		for _, c := range claims {
			bests = append(bests, c.Best)
		}
	}
	sort.Ints(bests)
	f.Best = bests[(len(bests)-1)/2]
	f.Low, f.High = claims[0].Low, claims[0].High
	for _, c := range claims[1:] {
		f.Low, f.High = min(f.Low, c.Low), max(f.High, c.High)
	}
	return &f
}

func claimantName(p doc.Party) string {
	if p.Name != "" {
		return p.Name
	}
	return p.Text
}
