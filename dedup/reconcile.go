package dedup

import (
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
	return Figures{
		Killed:   reconcile(members, func(e *doc.Event) *doc.Count { return e.Killed }, true),
		Injured:  reconcile(members, func(e *doc.Event) *doc.Count { return e.Injured }, false),
		Arrested: reconcile(members, func(e *doc.Event) *doc.Count { return e.Arrested }, false),
	}
}

// reconcile gathers one toll. Claims' own figures exist for killed only
// (doc.Says).
func reconcile(members []Member, count func(*doc.Event) *doc.Count, withClaims bool) *Figure {
	var f Figure
	var bests, vague []int
	for i := range members {
		m := &members[i]
		c := count(&m.Event)
		if c != nil {
			lo, hi := countRange(c)
			f.Claims = append(f.Claims, FigureClaim{
				Story: m.Story, Source: m.Source, Event: m.Event.ID,
				Best: c.Best, Low: lo, High: hi, Qualifier: c.Qualifier, Text: c.Text, Span: c.Span,
			})
			if c.Qualifier == "unspecified" {
				vague = append(vague, c.Best)
			} else {
				bests = append(bests, c.Best)
			}
		}
		if !withClaims {
			continue
		}
		for _, cl := range m.Event.Claims {
			if cl.Says.Killed == nil {
				continue
			}
			k := *cl.Says.Killed
			f.Claims = append(f.Claims, FigureClaim{
				Story: m.Story, Source: m.Source, Event: m.Event.ID,
				Best: k, Low: k, High: k, Claimant: claimantName(cl.Claimant), Kind: cl.Kind, Span: cl.Span,
			})
		}
	}
	if len(f.Claims) == 0 {
		return nil
	}
	// A toll the text gives no number for ("people were killed") counts
	// only when no story gives a number.
	if len(bests) == 0 {
		bests = vague
	}
	if len(bests) == 0 {
		// Only claimants give figures: their median is the best.
		for _, c := range f.Claims {
			bests = append(bests, c.Best)
		}
	}
	sort.Ints(bests)
	f.Best = bests[(len(bests)-1)/2]
	f.Low, f.High = f.Claims[0].Low, f.Claims[0].High
	for _, c := range f.Claims[1:] {
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
