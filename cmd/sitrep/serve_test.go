package main

import (
	"bytes"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestServeRefusesOpenWritesBeyondLoopback(t *testing.T) {
	t.Setenv("SITREP_TOKEN", "")
	for _, args := range [][]string{
		{"serve", "--addr", "0.0.0.0:0"},
		{"serve", "--addr", "192.0.2.1:8080"},
		{"serve", "--addr", "nocolon"},
		{"serve", "stray"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != 2 {
			t.Errorf("%q: exit %d (%s), want 2", args, code, stderr.String())
		}
	}
	var stderr bytes.Buffer
	run([]string{"serve", "--addr", "0.0.0.0:0"}, &bytes.Buffer{}, &stderr)
	if !strings.Contains(stderr.String(), "--token") {
		t.Errorf("the refusal does not say how to give a token: %s", stderr.String())
	}
}

func TestLoopback(t *testing.T) {
	for host, want := range map[string]bool{
		"127.0.0.1": true, "::1": true, "localhost": true, "127.3.4.5": true,
		"": false, "0.0.0.0": false, "::": false, "192.168.1.10": false, "example.org": false,
	} {
		if got := loopback(host); got != want {
			t.Errorf("loopback(%q) = %v, want %v", host, got, want)
		}
	}
}

// TestServePortInUse checks that a port already taken is told in one line
// that suggests another, before the store or the models are opened.
func TestServePortInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	db := filepath.Join(t.TempDir(), "x.db")
	var stderr bytes.Buffer
	if code := run([]string{"serve", "--db", db, "--addr", ln.Addr().String()}, &bytes.Buffer{}, &stderr); code != 1 || !strings.Contains(stderr.String(), "is in use") || !strings.Contains(stderr.String(), "--addr") {
		t.Errorf("exit %d, stderr %q; want 1 saying the port is in use", code, stderr.String())
	}
	if _, err := os.Stat(db); err == nil {
		t.Errorf("the store was created before the port was tried")
	}
}
