package store

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"sitrep/doc"
)

// The crash test imports stories in a child process (this test binary run
// again), kills it with SIGKILL mid-import, and checks what the store holds:
// every story the child reported stored is there, every story there is whole,
// and importing again stores the rest without duplicates.

const (
	crashChildEnv   = "SITREP_STORE_CRASH_DSN"
	crashStories    = 100
	crashKillAfter  = 20 // stories the child reports stored before each kill
	crashKillRounds = 3
)

func TestKilledImportKeepsWholeStories(t *testing.T) {
	if testing.Short() {
		t.Skip("starts child processes: skipped with -short")
	}
	fx := loadFixtures(t)
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) {
			dsn := b.dsn(t)
			ctx := context.Background()
			reported := map[string]bool{}
			for round := range crashKillRounds {
				for _, id := range runAndKill(t, dsn) {
					reported[id] = true
				}
				s, err := Open(ctx, dsn)
				if err != nil {
					t.Fatal(err)
				}
				checkWhole(t, s, fx, reported)
				c, _ := s.Counts(ctx)
				t.Logf("round %d: killed after %d stories reported stored; the store holds %d", round+1, len(reported), c.Stories)
				s.Close()
			}
			s, err := Open(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			created := 0
			for i := range crashStories {
				in, evs := synthStory(fx, i)
				id, ok, err := s.PutStory(ctx, in, evs)
				if err != nil {
					t.Fatal(err)
				}
				if ok {
					created++
					if reported[id] {
						t.Errorf("story %s, reported stored before the kill, was stored again", id)
					}
				}
			}
			c, err := s.Counts(ctx)
			if err != nil {
				t.Fatal(err)
			}
			events := 0
			for i := range crashStories {
				_, evs := synthStory(fx, i)
				events += len(evs)
			}
			if c.Stories != crashStories || c.Events != events {
				t.Errorf("after the re-import: %+v, want %d stories and %d events", c, crashStories, events)
			}
			if created == 0 || created == crashStories {
				t.Errorf("the re-import created %d of %d stories: the kills did not land mid-import", created, crashStories)
			}
			checkWhole(t, s, fx, reported)
		})
	}
}

// runAndKill starts the importing child, waits until it has reported
// crashKillAfter stories stored since it started, kills it with SIGKILL, and
// returns the IDs it reported.
func runAndKill(t *testing.T, dsn string) []string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.v")
	cmd.Env = append(os.Environ(), crashChildEnv+"="+dsn)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var ids []string
	sc := bufio.NewScanner(out)
	fresh := 0
	deadline := time.AfterFunc(60*time.Second, func() { cmd.Process.Kill() })
	defer deadline.Stop()
	for sc.Scan() {
		id, created, ok := parseStored(sc.Text())
		if !ok {
			continue
		}
		ids = append(ids, id)
		if created {
			fresh++
		}
		if fresh == crashKillAfter {
			if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	cmd.Wait()
	if fresh < crashKillAfter {
		t.Fatalf("the child ended after storing %d new stories, before it was killed", fresh)
	}
	return ids
}

func parseStored(line string) (id string, created, ok bool) {
	f := strings.Fields(line)
	if len(f) != 3 || f[0] != "stored" {
		return "", false, false
	}
	created, err := strconv.ParseBool(f[2])
	return f[1], created, err == nil
}

// TestCrashChild is the child process of TestKilledImportKeepsWholeStories;
// run directly, it does nothing.
func TestCrashChild(t *testing.T) {
	dsn := os.Getenv(crashChildEnv)
	if dsn == "" {
		t.Skip("the child process of TestKilledImportKeepsWholeStories")
	}
	fx := loadFixtures(t)
	s, err := Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	for i := range crashStories {
		in, evs := synthStory(fx, i)
		id, created, err := s.PutStory(context.Background(), in, evs)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("stored %s %v\n", id, created)
	}
}

// checkWhole checks that every reported story is stored and that every
// stored story has all its events, claims and evidence.
func checkWhole(t *testing.T, s Store, fx []fixture, reported map[string]bool) {
	t.Helper()
	ctx := context.Background()
	want := map[string]int{}
	for i := range crashStories {
		in, _ := synthStory(fx, i)
		want[StoryID(in.Text)] = i
	}
	stored := map[string]bool{}
	cursor := ""
	for {
		page, next, err := s.Stories(ctx, cursor, 100)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range page {
			stored[st.ID] = true
			i, ok := want[st.ID]
			if !ok {
				t.Fatalf("stored story %s is none of the imported ones", st.ID)
			}
			in, evs := synthStory(fx, i)
			if st.Text != in.Text {
				t.Errorf("story %s: text differs from the imported one", st.ID)
			}
			got, _, err := s.Events(ctx, Query{Story: st.ID, Limit: MaxLimit})
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(evs) {
				t.Errorf("story %s: %d events stored, want %d", st.ID, len(got), len(evs))
				continue
			}
			for j := range got {
				if len(got[j].Claims) != len(evs[j].Claims) || len(got[j].Evidence) != len(evs[j].Evidence) {
					t.Errorf("event %s: claims or evidence lost", got[j].ID)
				}
			}
			checkRows(t, s, st.ID, evs)
		}
		if next == "" {
			break
		}
		cursor = next
	}
	for id := range reported {
		if !stored[id] {
			t.Errorf("story %s was reported stored but is not in the store", id)
		}
	}
}

// checkRows checks a story's claim and evidence rows, which the event
// records returned do not show.
func checkRows(t *testing.T, s Store, storyID string, evs []doc.Event) {
	t.Helper()
	claims, evidence := 0, 0
	for _, ev := range evs {
		claims += len(ev.Claims)
		evidence += len(ev.Evidence)
	}
	if n := rowCount(t, s, "claims", storyID); n != claims {
		t.Errorf("story %s: %d claim rows, want %d", storyID, n, claims)
	}
	if n := rowCount(t, s, "evidence", storyID); n != evidence {
		t.Errorf("story %s: %d evidence rows, want %d", storyID, n, evidence)
	}
}

// rowCount counts the rows of a story's events in table (claims or evidence).
func rowCount(t *testing.T, s Store, table, storyID string) int {
	t.Helper()
	db := s.(*sqlStore)
	var n int
	if err := db.db.QueryRow(db.d.rebind(`SELECT count(*) FROM `+table+` t JOIN events e ON e.id = t.event_id
		WHERE e.story_id = ?`), storyID).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
