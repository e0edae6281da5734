package event

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestDefaultLexiconCoversPLOVER(t *testing.T) {
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	per := map[string]int{}
	for _, tr := range lx.Entries() {
		per[tr.Plover]++
	}
	for _, c := range Categories {
		if per[c] == 0 {
			t.Errorf("PLOVER category %s has no trigger", c)
		}
	}
	if got := lx.Lookup("call", "VERB"); len(got) < 2 || len(got[0].With) == 0 {
		t.Errorf("call/VERB: %+v", got)
	}
}

func TestMalformedLexicon(t *testing.T) {
	dir := t.TempDir()
	cases := map[string]string{
		"shoot VERB ASSAULT firearms 18":                "want 6 or 7 columns",
		"shoot VERB ATTACK firearms 18 ATTACK":          `unknown PLOVER category "ATTACK"`,
		"shoot VERB ASSAULT guns 18 ATTACK":             `mode "guns" is not a mode of ASSAULT`,
		"shoot ADJ ASSAULT - 18 ATTACK":                 "part of speech",
		"shoot VERB ASSAULT - 99 ATTACK":                "CAMEO root",
		"shoot VERB ASSAULT - 18 SHOOTING":              "unknown ACLED",
		"shoot VERB ASSAULT - 18 ATTACK near=school":    "frame condition",
		"# fine\n\nshoot VERB ASSAULT - 18 ATTACK with": "frame condition",
	}
	i := 0
	for content, want := range cases {
		i++
		name := filepath.Join(dir, "lex.txt")
		if err := os.WriteFile(name, []byte(content+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		lx, _ := DefaultLexicon()
		err := lx.AddFile(name)
		if err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), name+":") {
			t.Errorf("%q: error %v, want it to name the file and line and contain %q", content, err, want)
		}
	}
}

func TestBiddingFrame(t *testing.T) {
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	got := lx.Lookup("tell", "VERB")
	if len(got) != 1 || !got[0].Bids || got[0].Plover != "REQUEST" {
		t.Errorf("tell/VERB: %+v, want one REQUEST that needs someone bidden", got)
	}
	addLine(t, lx, "beseech VERB REQUEST - 10 - to,with=for")
	if tr := lx.Lookup("beseech", "VERB"); len(tr) != 1 || !tr[0].Bids || tr[0].specificity() != 2 {
		t.Errorf("beseech/VERB: %+v", tr)
	}
}

func TestAcledCodes(t *testing.T) {
	if n := len(AcledCodes()); n != 25 {
		t.Errorf("%d ACLED sub-event codes, want 25", n)
	}
}

// TestPredicateAndPlaceFrames reads the "as=" and "place" conditions: the
// hostage verbs need the word said of their object, an invasion a place.
func TestPredicateAndPlaceFrames(t *testing.T) {
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{"take", "hold"} {
		if !slices.ContainsFunc(lx.Lookup(l, "VERB"), func(tr Trigger) bool { return slices.Contains(tr.As, "hostage") && len(tr.With) == 0 }) {
			t.Errorf("%s/VERB: no trigger with as=hostage", l)
		}
	}
	if got := lx.Lookup("invasion", "NOUN"); len(got) != 1 || !got[0].Placed {
		t.Errorf("invasion/NOUN: %+v, want one trigger that needs a place", got)
	}
	addLine(t, lx, "overrun VERB ASSAULT - 18 ATTACK place,as=captive")
	if tr := lx.Lookup("overrun", "VERB"); len(tr) < 1 || !tr[0].Placed || tr[0].specificity() != 2 {
		t.Errorf("overrun/VERB: %+v, want the framed line first with two conditions", tr)
	}
}

// addLine adds one trigger line to lx through a file, as a user would.
func addLine(t *testing.T, lx *Lexicon, line string) {
	t.Helper()
	name := filepath.Join(t.TempDir(), "lex.txt")
	if err := os.WriteFile(name, []byte(line+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := lx.AddFile(name); err != nil {
		t.Fatal(err)
	}
}
