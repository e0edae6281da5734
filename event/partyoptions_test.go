package event_test

import (
	"slices"
	"testing"

	"sitrep/event"
)

// TestPartyChoices checks the options listed for an event's roles: the
// rules' choice marked, "none" always there, the trigger's subject and
// object with the path that joins them to it, a coded party of the
// sentence before, and a name modifying a noun left out.
func TestPartyChoices(t *testing.T) {
	st := coded(t, "Kenyan police surrounded the market in Voi on Friday. "+
		"Officers later detained six traders, a spokesman said.", "2019-06-08")
	lx, err := event.DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	choices := event.New(lx).PartyChoices(st)
	find := func(trigger, role string) *event.PartyChoice {
		for k := range choices {
			if c := &choices[k]; st.Slice(c.Trigger) == trigger && c.Role == role {
				return c
			}
		}
		t.Fatalf("no %s choice for %q in %d", role, trigger, len(choices))
		return nil
	}
	option := func(c *event.PartyChoice, text string) *event.PartyOption {
		for k := range c.Options {
			if o := &c.Options[k]; o.Party == nil && text == "" || o.Party != nil && o.Party.Text == text {
				return o
			}
		}
		return nil
	}
	actor := find("detained", event.RoleActor)
	if o := option(actor, "Officers"); o == nil || !o.Rule || !slices.Contains(o.Features, "actor:path=nsubj^") {
		t.Errorf("actor options %v: want the rules' subject \"Officers\" with its path", texts(actor))
	}
	if option(actor, "") == nil {
		t.Error("no \"none\" option for the actor")
	}
	if o := option(actor, "Kenyan police"); o == nil || !slices.Contains(o.Features, "actor:prevsent") {
		t.Errorf("actor options %v: want \"Kenyan police\" of the sentence before", texts(actor))
	}
	target := find("detained", event.RoleTarget)
	if o := option(target, "six traders"); o == nil || !o.Rule || !slices.Contains(o.Features, "target:path=obj^") {
		t.Errorf("target options %v: want the rules' object \"six traders\"", texts(target))
	}
	for _, o := range target.Options {
		if o.Party != nil && o.Party.Text == "Kenyan" {
			t.Error("the modifier \"Kenyan\" is listed as a party of its own")
		}
	}
}

func texts(c *event.PartyChoice) []string {
	var out []string
	for _, o := range c.Options {
		if o.Party == nil {
			out = append(out, "(none)")
		} else {
			out = append(out, o.Party.Text)
		}
	}
	return out
}

// TestProtestTollOptions checks that the dead and hurt of a protest are
// offered to the party chooser as no target of the protest: they are its
// toll, by the same rule that keeps them out of the record.
func TestProtestTollOptions(t *testing.T) {
	lx, err := event.DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	coder := event.New(lx)
	for _, c := range []struct{ text, trigger, dead string }{
		{"Weavers rallied outside the mill on Monday, and at least five weavers were shot dead during the protest.", "protest", "at least five weavers"},
		{"Porters marched to the depot on Friday and two porters died in the march.", "march", "two porters"},
	} {
		st := coded(t, c.text, "2021-03-03")
		found := false
		for _, pc := range coder.PartyChoices(st) {
			if pc.Role != event.RoleTarget || st.Slice(pc.Trigger) != c.trigger {
				continue
			}
			found = true
			if slices.Contains(texts(&pc), c.dead) {
				t.Errorf("%q: target options %v hold the toll %q", c.text, texts(&pc), c.dead)
			}
		}
		if !found {
			t.Errorf("%q: no target choice for %q", c.text, c.trigger)
		}
	}
}
