package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestCodeWarnsUndated(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"a.txt", "b.txt"} {
		os.WriteFile(filepath.Join(dir, n), []byte("Police arrested five protesters in the capital on Monday.\n"), 0o644)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"code", dir}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if n := strings.Count(stderr.String(), "no publication date"); n != 1 || !strings.Contains(stderr.String(), "(2 without a publication date)") {
		t.Errorf("want one warning and a count in the summary:\n%s", stderr.String())
	}
	stderr.Reset()
	if code := run([]string{"code", filepath.Join(dir, "missing.txt"), filepath.Join(dir, "also-missing.txt")}, &stdout, &stderr); code != 1 {
		t.Errorf("nothing coded: exit %d, want 1: %s", code, stderr.String())
	}
}

// TestCodeStopsCleanly runs sitrep code in a child process, sends it
// SIGTERM once it has written events, and checks that every line written is
// whole and the exit status is 128+15.
func TestCodeStopsCleanly(t *testing.T) {
	if os.Getenv("SITREP_CODE_CHILD") == "1" {
		os.Exit(run([]string{"code", "--workers", "1", "-"}, os.Stdout, os.Stderr))
	}
	if testing.Short() {
		t.Skip("starts a child process that loads the models")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	cmd := exec.Command(exe, "-test.run", "^TestCodeStopsCleanly$")
	cmd.Env = append(os.Environ(), "SITREP_CODE_CHILD=1")
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		// Stories keep coming until the child stops reading.
		for i := 0; ; i++ {
			line := fmt.Sprintf(`{"id":"s%d","text":"Gunmen killed %d people in Kandahar on Monday, police said.","published":"2021-03-13"}`+"\n", i, i%9+2)
			if _, err := io.WriteString(stdin, line); err != nil {
				return
			}
		}
	}()
	var out bytes.Buffer
	sc := bufio.NewScanner(io.TeeReader(stdout, &out))
	signalled := false
	timer := time.AfterFunc(60*time.Second, func() { cmd.Process.Kill() })
	defer timer.Stop()
	for sc.Scan() {
		if !signalled {
			cmd.Process.Signal(syscall.SIGTERM)
			signalled = true
		}
	}
	err = cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 128+15 {
		t.Fatalf("exit: %v, want status 143; stderr:\n%s", err, stderr.String())
	}
	if !strings.Contains(stderr.String(), "stopped (terminated): coded ") {
		t.Errorf("stderr:\n%s", stderr.String())
	}
	if !bytes.HasSuffix(out.Bytes(), []byte("\n")) {
		t.Errorf("last line cut: %q", out.Bytes()[max(0, out.Len()-80):])
	}
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		if !json.Valid([]byte(l)) {
			t.Fatalf("not a whole JSON line: %q", l)
		}
	}
}
