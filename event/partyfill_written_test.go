package event

import (
	"testing"

	"sitrep/doc"
)

// TestWrittenOptionCopied checks that the option kept for a written party
// none of the options names (one merging or a condemnation's deed gave)
// is a copy: a later step that changes the record's party must not change
// what the chooser reads as written.
func TestWrittenOptionCopied(t *testing.T) {
	written := &doc.Party{Text: "the coastguard", Span: doc.Span{Start: 4, End: 18}}
	opts := New(nil).eventOptions(new(featureList), nil, nil, nil, RoleActor, written, nil, doc.Actor{})
	if len(opts) != 1 || !opts[0].Rule || opts[0].Party == nil {
		t.Fatalf("options %+v: want one, the written party", opts)
	}
	if opts[0].Party == written {
		t.Error("the written option is the record's own party, not a copy")
	}
	if *opts[0].Party != *written {
		t.Errorf("written option %+v, want %+v", *opts[0].Party, *written)
	}
}
