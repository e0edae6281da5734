package main

import (
	"bytes"
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
