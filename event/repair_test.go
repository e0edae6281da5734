package event

import (
	"path/filepath"
	"slices"
	"testing"

	"sitrep/doc"
)

// TestRepairParse codes sentences parsed the way the shipped parser gets
// them wrong (testdata/misparsed/, written for this test) and checks
// that the mended parse gives each event its parties and its source.
func TestRepairParse(t *testing.T) {
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		file, trigger, actor, target, claimant string
	}{
		{"attribution", "arrested", "Soldiers", "nine men", "the army"},
		{"relative", "condemned", "The minister", "", ""},
		{"swallowed", "burned", "soldiers", "their homes", "Villagers"},
		// "shocked" is misparsed too, as a modifier of "the town" under
		// the agents; the agent is right, its phrase too long.
		{"nominal", "arrest", "federal agents shocked the town", "the mayor", ""},
		// "shot" tagged as a noun with "dead" and the victims its modifiers.
		{"shotdead", "shot", "Gunmen", "two policemen in the town", ""},
		// the name hung on "leading", parsed as a verb with "activist" its object.
		{"apposition", "strike", "Amina Diallo", "", ""},
		// the motorcycle parsed as the subject of "carried out".
		{"participle", "shooting", "two armed men", "a shopkeeper", ""},
		// "claimed" read as a participle of "group", the sentence a noun
		// phrase: the group claims the raid, and the killing its men did is
		// the raid told again.
		{"coordinated", "raid", "its men", "four guards", "An armed group"},
		// "said" an open complement of the relative clause's verb.
		{"swallowedxcomp", "looted", "militiamen", "their shops", "Farmers"},
		// the closing say verb a complement of the clause it reports.
		{"closingccomp", "fired", "Troops", "students", "residents"},
		// the bus hung on "deaths", across the bombing.
		{"stranded", "bombing", "", "the bus", ""},
		// the bus an oblique of the verb whose object holds the bombing.
		{"strandedobl", "bombing", "", "the bus", ""},
		// the subject of an active verb with an object called a passive one.
		{"activesubject", "arrested", "police", "12 fans", ""},
		// a verb of charging with its deed and no object, set off by
		// commas, parsed as active with the mayor its subject.
		{"charged", "convicted", "", "The former mayor", ""},
		{"charged", "jailed", "", "The former mayor", ""},
		// the name a passive subject of a past tense tagged VBN, beside
		// the title the parse then hangs on it.
		{"strayname", "resigned", "The Ruritanian president, Ivo Marek", "", ""},
		// the subject a conjunct, without "and", of the fronted time
		// phrase, and the verb without a subject.
		{"fronted", "appeal", "the village elders", "", ""},
		// the deployed force a conjunct of the first clause's oblique,
		// before the auxiliary of a verb with no subject: that verb's
		// subject (repairConjoinedSubject); where the guards went is no
		// party.
		{"deployedon", "deployed", "extra guards", "", ""},
		// "by" hung on "rebel", the compound before the noun it marks:
		// no by-phrase without the repair, and the raid no actor.
		{"modifiercase", "raid", "rebel fighters", "the market", ""},
		// an opening condemnation whose speaker the parser lost: the
		// participle made the sentence's root with the verb of saying
		// hung below it (repairRootedParticiple), or the speaker made
		// the complement of "said" (repairSubjectComplement). Either way
		// the condemnation is the speaker's act.
		{"rootedparticiple", "condemning", "the elders", "", ""},
		{"subjectcomplement", "condemning", "okafor", "", ""},
	}
	for _, c := range cases {
		st := parsedStory(t, "testdata/misparsed/"+c.file+".conllu")
		if err := New(lx).Annotate(st); err != nil {
			t.Fatal(err)
		}
		got := triggerParties(st, c.trigger)
		for _, g := range got {
			if g != [3]string{c.actor, c.target, c.claimant} {
				t.Errorf("%s: actor %q target %q claimant %q, want %q %q %q", c.file, g[0], g[1], g[2], c.actor, c.target, c.claimant)
			}
		}
		if len(got) == 0 {
			t.Errorf("%s: no event on %q", c.file, c.trigger)
		}
	}
}

// triggerParties returns the actor, target and first claimant of each of
// st's events on the trigger word trigger ("" for none).
func triggerParties(st *doc.Story, trigger string) [][3]string {
	var out [][3]string
	for _, e := range st.Events {
		if st.Slice(e.Trigger) != trigger {
			continue
		}
		var g [3]string
		if e.Actor != nil {
			g[0] = e.Actor.Text
		}
		if e.Target != nil {
			g[1] = e.Target.Text
		}
		if len(e.Claims) > 0 {
			g[2] = e.Claims[0].Claimant.Text
		}
		out = append(out, g)
	}
	return out
}

// TestRepairsLeaveCopyUntouched checks what repairParse relies on to copy
// a story's tokens only after a repair has changed them: a repair that
// reports no change has left its copy as it found it. The misparsed
// stories give every repair shapes it mends and shapes it must leave.
func TestRepairsLeaveCopyUntouched(t *testing.T) {
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	c := New(lx)
	files, err := filepath.Glob("testdata/misparsed/*.conllu")
	if err != nil || len(files) == 0 {
		t.Fatalf("no misparsed stories: %v", err)
	}
	for _, f := range files {
		tr := newTree(parsedStory(t, f))
		for i, repair := range c.repairs() {
			toks := slices.Clone(tr.st.Tokens)
			if !repair(tr, toks) && !slices.Equal(toks, tr.st.Tokens) {
				t.Errorf("%s: repair %d reported no change but changed its copy", f, i)
			}
		}
	}
}
