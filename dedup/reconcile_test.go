package dedup

import (
	"testing"

	"sitrep/doc"
)

func TestReconcile(t *testing.T) {
	five := 5
	members := []Member{
		{Story: "a", Source: "Daily One", Event: doc.Event{ID: "a-1",
			Killed:  &doc.Count{Best: 3, Low: 3, High: 3, Text: "three dead"},
			Injured: &doc.Count{Best: 1, Low: 1, High: 1, Qualifier: doc.QualifierUnspecified, Text: "wounded"},
		}},
		{Story: "b", Event: doc.Event{ID: "b-1",
			Killed: &doc.Count{Best: 4, Low: 4, High: 6, Qualifier: "at least", Text: "at least four"},
			Claims: []doc.Claim{{Claimant: doc.Party{Text: "the rebels", Actor: doc.Actor{Name: "Rebel Front"}}, Kind: doc.ClaimResponsibility, Says: doc.Says{Killed: &five}}},
		}},
		{Story: "c", Event: doc.Event{ID: "c-1",
			Killed:   &doc.Count{Best: 8, Low: 8, High: 8, Text: "eight killed"},
			Arrested: &doc.Count{Best: 2, Low: 2, High: 2, Text: "two arrested"},
		}},
		{Story: "d", Event: doc.Event{ID: "d-1"}},
	}
	f := Reconcile(members)
	if f.Killed == nil || f.Killed.Best != 4 || f.Killed.Low != 3 || f.Killed.High != 8 {
		t.Fatalf("killed = %+v; want best 4 (median of 3, 4, 8), low 3, high 8", f.Killed)
	}
	if len(f.Killed.Claims) != 4 {
		t.Fatalf("killed claims = %+v; want 4: three stories' tolls and the rebels' claim", f.Killed.Claims)
	}
	var claimed *FigureClaim
	for i, c := range f.Killed.Claims {
		if c.Claimant != "" {
			claimed = &f.Killed.Claims[i]
		}
	}
	if claimed == nil || claimed.Claimant != "Rebel Front" || claimed.Best != 5 || claimed.Story != "b" || claimed.Kind != doc.ClaimResponsibility {
		t.Errorf("claimant's figure = %+v; want Rebel Front says 5, story b", claimed)
	}
	if f.Killed.Claims[0].Source != "Daily One" || f.Killed.Claims[0].Event != "a-1" {
		t.Errorf("first claim = %+v; want story a's event a-1 from Daily One", f.Killed.Claims[0])
	}
	if f.Injured == nil || f.Injured.Best != 1 || len(f.Injured.Claims) != 1 {
		t.Errorf("injured = %+v; want the one unspecified toll", f.Injured)
	}
	if f.Arrested == nil || f.Arrested.Best != 2 {
		t.Errorf("arrested = %+v; want 2", f.Arrested)
	}
	if g := Reconcile(members[3:]); g.Killed != nil || g.Injured != nil || g.Arrested != nil {
		t.Errorf("no tolls: %+v; want none", g)
	}
}

func TestReconcilePrefersNumbers(t *testing.T) {
	members := []Member{
		{Story: "a", Event: doc.Event{ID: "a-1", Killed: &doc.Count{Best: 1, Low: 1, High: 1, Qualifier: doc.QualifierUnspecified}}},
		{Story: "b", Event: doc.Event{ID: "b-1", Killed: &doc.Count{Best: 12, Low: 12, High: 12}}},
	}
	if f := Reconcile(members); f.Killed.Best != 12 || f.Killed.Low != 1 || f.Killed.High != 12 {
		t.Errorf("killed = %+v; want best 12 (a number beats none), low 1, high 12", f.Killed)
	}
}
