package export

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"sitrep/doc"
)

func story() *doc.Story {
	return &doc.Story{
		ID:        "s1",
		Text:      "Gunmen killed two police officers in Gao on Friday, officials said.",
		Published: time.Date(2021, 3, 13, 0, 0, 0, 0, time.UTC),
		Events: []doc.Event{{
			Type:   doc.EventType{Plover: "ASSAULT", Mode: "firearms"},
			Actor:  &doc.Party{Text: "Gunmen", Actor: doc.Actor{Sector: "REB"}},
			Target: &doc.Party{Text: "two police officers", Actor: doc.Actor{Country: "MLI", Sector: "COP"}},
			Time:   &doc.When{Date: "2021-03-12", Precision: "day", ResolvedFrom: "text"},
			Place:  &doc.Where{Name: "Gao", Country: "MLI", Precision: "point"},
			Killed: &doc.Count{Best: 2, Low: 2, High: 2},
			Claims: []doc.Claim{{Claimant: doc.Party{Text: "officials"}, Kind: doc.ClaimReported, Verb: "said"}},
		}},
	}
}

func TestJSONL(t *testing.T) {
	st := story()
	Stamp(st, Coder{Name: "sitrep", Version: "test", Schema: doc.SchemaVersion})
	var buf bytes.Buffer
	if err := JSONL(&buf, st); err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatalf("%v: %s", err, buf.String())
	}
	if got["id"] != "s1-1" || got["story_id"] != "s1" {
		t.Errorf("ids: %v %v", got["id"], got["story_id"])
	}
	if typ := got["type"].(map[string]any); typ["plover"] != "ASSAULT" {
		t.Errorf("type %v", typ)
	}
	if ev, ok := got["evidence"].([]any); !ok || ev == nil {
		t.Errorf("evidence should be an empty list, got %v", got["evidence"])
	}
	if strings.Count(buf.String(), "\n") != 1 {
		t.Errorf("want one line per event: %q", buf.String())
	}
}

func TestTable(t *testing.T) {
	var buf bytes.Buffer
	if err := Table(&buf, story()); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	for _, want := range []string{"== s1 (published 2021-03-13)", "ASSAULT/firearms", "two police officers [MLI COP]", "Gao, MLI", "officials (reported)"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}

// TestTableCountsAgree checks that the heading's nouns agree with their
// numbers: one of a thing is singular, none and many are plural.
func TestTableCountsAgree(t *testing.T) {
	st := story()
	st.Sentences = make([]doc.Sentence, 1)
	st.Tokens = make([]doc.Token, 12)
	st.Timexes = make([]doc.Timex, 1)
	st.Places = make([]doc.Place, 1)
	var buf bytes.Buffer
	if err := Table(&buf, st); err != nil {
		t.Fatal(err)
	}
	want := "1 sentence, 12 tokens, 0 entity mentions, 1 time expression, 1 place, 1 event\n"
	if !strings.Contains(buf.String(), want) {
		t.Errorf("heading lacks %q:\n%s", want, buf.String())
	}
}

func TestCount(t *testing.T) {
	for n, want := range map[int]string{0: "0 stories", 1: "1 story", 2: "2 stories"} {
		if got := Count(n, "story", "stories"); got != want {
			t.Errorf("Count(%d) = %q, want %q", n, got, want)
		}
	}
}
