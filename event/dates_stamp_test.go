package event

import (
	"strings"
	"testing"

	"sitrep/doc"
)

// stampLineWhole is stampLine as it was before its searches were bounded:
// it finds the whole line, however long, then measures it.
func stampLineWhole(text string, sp doc.Span) bool {
	start := strings.LastIndexByte(text[:sp.Start], '\n') + 1
	end := strings.IndexByte(text[sp.End:], '\n')
	if end < 0 {
		end = len(text) - sp.End
	}
	return end+sp.End-start <= 60 && stampStart.MatchString(text[start:sp.Start])
}

// TestStampLineBounded checks that stampLine, which looks no further than
// a stamp line's greatest length either side of the date, answers as the
// whole-line search did for every span of texts whose lines are short,
// exactly at the limit, one byte over it, and far over it.
func TestStampLineBounded(t *testing.T) {
	long := strings.Repeat("the council met again and talked for hours ", 6)
	texts := []string{
		"Updated: June 9, 2024 10:05 BST\nThe council met on Monday.",
		"Posted on 3 May\n" + long + "\nLast updated 4 May 2023",
		"Posted Aug 2, 2022 " + strings.Repeat("x", 60-len("Posted Aug 2, 2022 ")) + "\nbody",
		"Posted Aug 2, 2022 " + strings.Repeat("x", 61-len("Posted Aug 2, 2022 ")) + "\nbody",
		"\n" + strings.Repeat("y", 59) + "\nPublished: 1 Jan",
		long + "Updated: 7 July " + long,
		"Modified 12 March\n\n\nPosted",
		"\nPosted: " + strings.Repeat("z", 52) + "\nbody",
	}
	positive := 0
	for _, text := range texts {
		for s := 0; s <= len(text); s++ {
			for e := s; e <= len(text) && e <= s+20; e++ {
				sp := doc.Span{Start: s, End: e}
				got, want := stampLine(text, sp), stampLineWhole(text, sp)
				if got != want {
					t.Fatalf("%q [%d,%d): stampLine = %v, want %v", text, s, e, got, want)
				}
				if got {
					positive++
				}
			}
		}
	}
	if positive == 0 {
		t.Fatal("no span read as a stamp line: the texts test only the negative case")
	}
}

// TestDatedLineStart checks that datedLineStart, which reads back from a
// date only over spaces and "on", answers as finding the line's start and
// trimming what lies between did, at every byte of texts with odd spaces,
// "on" in all cases, words ending in "on", and lines far longer than that.
func TestDatedLineStart(t *testing.T) {
	whole := func(text string, at int) bool {
		lineStart := strings.LastIndexByte(text[:at], '\n') + 1
		before := strings.TrimSpace(text[lineStart:at])
		return before == "" || strings.EqualFold(before, "on")
	}
	texts := []string{
		"On 4 May\n  on 5 May\nON\u00a06 May\n\t oN \r7 May",
		"The union met on 8 May and again upon 9 May.\nRibbon 10 May\non",
		"\u3000on\u2003 11 May \u2028 on 12 May\n\n\u00e9on 13 May",
		strings.Repeat("a long line without breaks ", 10) + "on 14 May",
		"on",
		"",
	}
	for _, text := range texts {
		for at := 0; at <= len(text); at++ {
			if got, want := datedLineStart(text, at), whole(text, at); got != want {
				t.Fatalf("%q at %d: datedLineStart = %v, want %v", text, at, got, want)
			}
		}
	}
}
