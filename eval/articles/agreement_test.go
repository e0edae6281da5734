package articles

import (
	"bufio"
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"sitrep/internal/datafile"
	"sitrep/internal/gold"
)

// TestGoldAgreesWithSourceAnnotations holds the hand coding against the
// annotations its articles came with, made by other people: India Police
// Events' document labels (did police arrest, use force, kill) and the
// WikiEvents attack, death, injury and arrest mentions, each of which should
// fall in a sentence of a gold event of its kind. The two readings differ by
// rule where the gold leaves out aggregates and page furniture
// (docs/QUALITY.md); the floors are today's agreement, so an edit of the
// gold that loses events shows here.
func TestGoldAgreesWithSourceAnnotations(t *testing.T) {
	arts, err := ReadGold(filepath.Join("testdata", "dev.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	dir, ok := gold.Dir()
	if !ok {
		t.Skipf("skipping: shared data directory %s not found", dir)
	}
	if err := LoadTexts(dir, arts); err != nil {
		t.Fatal(err)
	}
	var labels map[string][]string
	readLines(t, filepath.Join(dir, "india_police_events", "docs.jsonl.gz"), func(b []byte) {
		var d struct {
			DocID  int      `json:"doc_id"`
			Labels []string `json:"doc_labels"`
		}
		if err := json.Unmarshal(b, &d); err != nil {
			t.Fatal(err)
		}
		if labels == nil {
			labels = map[string][]string{}
		}
		labels[strconv.Itoa(d.DocID)] = d.Labels
	})
	var wiki map[string]wikiDoc
	readLines(t, filepath.Join(dir, "wikievents", "dev.jsonl.gz"), func(b []byte) {
		var d wikiDoc
		if err := json.Unmarshal(b, &d); err != nil {
			t.Fatal(err)
		}
		if wiki == nil {
			wiki = map[string]wikiDoc{}
		}
		wiki[d.ID] = d
	})
	indiaAgree, india, mentions, found := 0, 0, 0, 0
	for _, a := range arts {
		switch {
		case strings.HasPrefix(a.Source, "india_police_events/"):
			india++
			if policeActions(a) == policeLabels(labels[a.ID]) {
				indiaAgree++
			} else {
				t.Logf("india %s: labels %s, gold %s", a.ID, policeLabels(labels[a.ID]), policeActions(a))
			}
		case strings.HasPrefix(a.Source, "wikievents/"):
			for _, m := range wiki[a.ID].mentions(a.Text) {
				mentions++
				if a.tells(m.kinds, m.sentence) {
					found++
				} else {
					t.Logf("wikievents %s: %s mention not in a gold event: %.60q", a.ID, m.kinds[0], a.Text[m.sentence[0]:m.sentence[1]])
				}
			}
		}
	}
	t.Logf("India Police Events labels agree on %d of %d articles; %d of %d WikiEvents mentions lie in a gold event", indiaAgree, india, found, mentions)
	if indiaAgree < 11 || found < 52 {
		t.Errorf("agreement fell below 11 India articles and 52 WikiEvents mentions")
	}
}

func readLines(t *testing.T, name string, line func([]byte)) {
	t.Helper()
	f, err := datafile.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		line(sc.Bytes())
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

// policeLabels keeps the labels the gold codes: ARREST, FORCE, KILL.
func policeLabels(labels []string) string {
	var out []string
	for _, want := range []string{"ARREST", "FORCE", "KILL"} {
		for _, l := range labels {
			if l == want {
				out = append(out, want)
			}
		}
	}
	return strings.Join(out, ",")
}

// policeActions reads the same labels off the gold: an arrest with a
// count, police violence, police violence that killed.
func policeActions(a Article) string {
	has := map[string]bool{}
	for _, e := range a.Events {
		police := e.Actor != nil && (e.Actor.Sector == "COP" || strings.Contains(strings.Join(e.Actor.Names, " "), "police"))
		has["ARREST"] = has["ARREST"] || e.Plover == "COERCE" && e.Arrested != nil
		if police && e.Plover == "ASSAULT" {
			has["FORCE"] = true
			has["KILL"] = has["KILL"] || e.Killed != nil
		}
	}
	var out []string
	for _, l := range []string{"ARREST", "FORCE", "KILL"} {
		if has[l] {
			out = append(out, l)
		}
	}
	return strings.Join(out, ",")
}

type wikiDoc struct {
	ID string `json:"doc_id"`
	// RawSentences are [[token, start, end]...], text pairs.
	RawSentences []json.RawMessage `json:"sentences"`
	Events       []struct {
		Type    string `json:"event_type"`
		Trigger struct {
			Sentence int `json:"sent_idx"`
		} `json:"trigger"`
	} `json:"event_mentions"`
}

type wikiMention struct {
	kinds    []string // gold categories that tell it
	sentence [2]int   // byte range of its sentence in the article text
}

// mentions returns the attack, death, injury and arrest mentions with the
// byte range of each one's sentence, found in text by the sentence's words
// (the file's token offsets drift from its text).
func (d wikiDoc) mentions(text string) []wikiMention {
	var spans [][2]int
	pos := 0
	for _, raw := range d.RawSentences {
		var s []json.RawMessage
		var words string
		if json.Unmarshal(raw, &s) != nil || len(s) < 2 || json.Unmarshal(s[1], &words) != nil {
			spans = append(spans, [2]int{-1, -1})
			continue
		}
		i := strings.Index(text[pos:], words[:min(40, len(words))])
		if i < 0 {
			spans = append(spans, [2]int{-1, -1})
			continue
		}
		spans = append(spans, [2]int{pos + i, pos + i + len(words)})
		pos += i + 1
	}
	var out []wikiMention
	for _, e := range d.Events {
		var kinds []string
		switch {
		case strings.HasPrefix(e.Type, "Conflict.Attack"), strings.HasPrefix(e.Type, "Life.Die"), strings.HasPrefix(e.Type, "Life.Injure"):
			kinds = []string{"ASSAULT"}
		case strings.HasPrefix(e.Type, "Justice.ArrestJailDetain"):
			kinds = []string{"COERCE"}
		default:
			continue
		}
		if e.Trigger.Sentence < len(spans) && spans[e.Trigger.Sentence][0] >= 0 {
			out = append(out, wikiMention{kinds, spans[e.Trigger.Sentence]})
		}
	}
	return out
}

// tells reports whether a gold event of one of the kinds has evidence
// overlapping the sentence by more than half of the shorter.
func (a Article) tells(kinds []string, sentence [2]int) bool {
	for _, e := range a.Events {
		for _, k := range kinds {
			if e.Plover == k {
				for _, ev := range e.Evidence {
					ov := min(ev[1], sentence[1]) - max(ev[0], sentence[0])
					if ov > 0 && 2*ov > min(ev[1]-ev[0], sentence[1]-sentence[0]) {
						return true
					}
				}
			}
		}
	}
	return false
}
