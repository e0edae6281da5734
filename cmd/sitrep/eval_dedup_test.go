package main

import "testing"

func TestBuildID(t *testing.T) {
	a, err := buildID()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := buildID()
	if len(a) != 64 || a != b {
		t.Errorf("buildID = %q, then %q; want one SHA-256 in hex", a, b)
	}
}
