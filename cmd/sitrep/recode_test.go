package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/store"
)

// storeOfExamples stores the stories of examples/stories.jsonl, written for
// the repository, without events, as an older coder would have left them.
func storeOfExamples(t *testing.T) (path string, ids []string) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "sitrep.db")
	s, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	f, err := os.Open("../../examples/stories.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var in struct{ Title, Text, Published, URL, Source string }
		if err := json.Unmarshal(sc.Bytes(), &in); err != nil {
			t.Fatal(err)
		}
		pub, _ := time.Parse(time.DateOnly, in.Published)
		id, _, err := s.PutStory(context.Background(), store.StoryInput{Title: in.Title, Text: in.Text, URL: in.URL,
			Source: in.Source, Published: pub, Coder: doc.Coder{Name: "sitrep", Version: "0.0.0-old"}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if len(ids) == 0 {
		t.Fatal("no example stories")
	}
	return path, ids
}

func TestRecode(t *testing.T) {
	path, ids := storeOfExamples(t)
	var stdout, stderr bytes.Buffer
	if code := run([]string{"recode", "--db", path, "--workers", "2"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "re-coded 3 stories") {
		t.Errorf("stderr does not report 3 stories re-coded:\n%s", stderr.String())
	}
	s, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, id := range ids {
		st, err := s.Story(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if st.CoderVersion != version {
			t.Errorf("story %s: coder %s, want %s", id, st.CoderVersion, version)
		}
		evs, _, err := s.Events(context.Background(), store.Query{Story: id})
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) == 0 {
			t.Errorf("story %s has no events after recode", id)
		}
	}
	// A second run finds nothing coded by another version.
	stderr.Reset()
	if code := run([]string{"recode", "--db", path}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "re-coded 0 stories (0 events), skipped 3") || !strings.Contains(stderr.String(), "--all re-codes them") {
		t.Errorf("second run:\n%s", stderr.String())
	}
}

// TestRecodeStoresPersons checks that recode stores the people the newer
// coder finds a story to name, which dedup reads, in place of those (here
// none) it was stored with.
func TestRecodeStoresPersons(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "sitrep.db")
	s, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	id, _, err := s.PutStory(ctx, store.StoryInput{Title: "Councillor detained after town hall protest",
		Text: "Police in Arnholt detained councillor Marta Delgado on Tuesday after a protest outside the town hall, " +
			"her lawyer Piet Haanstra said.", Coder: doc.Coder{Name: "sitrep", Version: "0.0.0-old"}}, nil)
	s.Close()
	if err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"recode", "--db", path, "--workers", "1"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if s, err = store.Open(ctx, path); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	st, err := s.Story(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(st.Persons, "Marta Delgado") {
		t.Errorf("persons after recode %q; want Marta Delgado among them", st.Persons)
	}
}
