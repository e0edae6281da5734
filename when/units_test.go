package when

import (
	"math/rand"
	"regexp"
	"strings"
	"testing"
)

// tokRE is the regular expression the unit scanner replaced; the scanner
// must split every text as it did.
var tokRE = regexp.MustCompile(`\d+(?:[.,:]\d+)*(?:st|nd|rd|th|s)?|['’‘]\d\ds|\pL+(?:\.\pL+)*\.?|['’][sS]\b|\S`)

func checkUnits(t *testing.T, s string) {
	t.Helper()
	want := tokRE.FindAllStringIndex(s, -1)
	got := units(s, nil)
	if len(got) != len(want) {
		t.Fatalf("%q: %d units, regexp %d: %v vs %v", s, len(got), len(want), got, want)
	}
	for k := range want {
		if got[k][0] != want[k][0] || got[k][1] != want[k][1] {
			t.Fatalf("%q: unit %d is %v, regexp %v", s, k, got[k], want[k])
		}
	}
}

func TestUnitsAsRegexp(t *testing.T) {
	for _, s := range []string{
		"", " ", "On Feb. 3, 2012, at 10:30 p.m. the U.S. said 1,000.5 rounds; the 1990s, '80s and ’90s.",
		"23rd 1st 2nd 3rd 4th 5s 5st 5sth 1.2.3 1..2 1,a 3: x", "Saturday's men’s ‘80s 's 'S 'sx 's_ 's1 ’sé",
		"é.à. São\u00a0Paulo\u200b\u0301x naïve café\u0301 日本語.中文", "a.b.c. a. .a ..", "'", "’", "‘8", "'80", "'80s",
		"\xff\xfe a\xffb 1\xff", "x\ty\nz\fw\rv\vu", "5 s", "12th.", "U.S.A", "p.m.,", "3:", "3:4:5",
	} {
		checkUnits(t, s)
	}
	// Random strings over the characters the alternatives turn on.
	alphabet := []string{"1", "9", "0", ".", ",", ":", "s", "S", "t", "n", "d", "r", "h", "a", "Z", "é", "日", "'", "’", "‘",
		" ", "\t", "\n", "_", "-", "\u0301", "\u00a0", "\xff", "\v"}
	rng := rand.New(rand.NewSource(1))
	for range 20000 {
		var b strings.Builder
		for range rng.Intn(12) {
			b.WriteString(alphabet[rng.Intn(len(alphabet))])
		}
		checkUnits(t, b.String())
	}
}

// units returns the [start, end) offsets of the matcher units of s, those
// tokRE.FindAllStringIndex(s, -1) returns.
func units(s string, out [][2]int) [][2]int {
	for i := 0; i < len(s); {
		if isSpaceByte(s[i]) {
			i++
			continue
		}
		j := unitEnd(s, i)
		out = append(out, [2]int{i, j})
		i = j
	}
	return out
}
