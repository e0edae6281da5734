package firstword

import (
	"strings"
	"testing"
)

// TestNewOrder checks that the index keeps, under each first word, the
// longest phrase first and phrases of one length in the list's order,
// and refuses a phrase with no words.
func TestNewOrder(t *testing.T) {
	list := [][]string{{"past"}, {"over", "the", "past"}, {"past", "few"}, {"over", "it"}, {"over", "there"}}
	same := func(ws []string) []string { return ws }
	x, err := New("test", list, same)
	if err != nil {
		t.Fatal(err)
	}
	join := func(ps [][]string) string {
		var out []string
		for _, ws := range ps {
			out = append(out, strings.Join(ws, " "))
		}
		return strings.Join(out, "|")
	}
	if got := join(x["past"]); got != "past few|past" {
		t.Errorf(`"past": got %q, want "past few|past"`, got)
	}
	if got := join(x["over"]); got != "over the past|over it|over there" {
		t.Errorf(`"over": got %q, want "over the past|over it|over there"`, got)
	}
	if got := join(list); got != "past|over the past|past few|over it|over there" {
		t.Errorf("the list was reordered: %q", got)
	}
	if _, err := New("test", [][]string{{"soon"}, nil}, same); err == nil {
		t.Error("a phrase with no words was accepted")
	}
}
