package text

import (
	"strings"
	"testing"
)

// benchStory is news copy written for these tests, with the usual wire
// furniture: dateline, quotes, abbreviations, numbers and a heading.
const benchStory = `KABUL (Wire) - Three Afghan police officers were killed and 12 wounded on Tuesday when a suicide bomber struck a checkpoint near the U.S. embassy, officials said, the third such attack in a week.

"We heard a huge blast and then gunfire," said Mohammad Karim, 45, a shopkeeper. "Everyone ran. The windows of my shop didn't survive."

Lt. Col. James O'Neil, a spokesman for the coalition, said the attacker's car had been stopped at 8:45 a.m. local time. He declined to say whether U.N. staff were nearby.

SECURITY TIGHTENED
The interior ministry's spokesman, Gen. Sayed Rahman, told reporters that 1,200 extra officers would be deployed — about 3.5 percent of the city's force — and that the 15-year-old boy detained on Jan. 5 wasn't linked to the attack.

Taliban spokesman Zabihullah Mujahid claimed responsibility in a message to journalists… The group often exaggerates casualty figures (sometimes by a factor of ten), analysts say; see www.example.org/report or write to press@example.org for details.
`

func benchText() string {
	var b strings.Builder
	for b.Len() < 256<<10 {
		b.WriteString(benchStory)
		b.WriteString("\n")
	}
	return b.String()
}

func BenchmarkSplit(b *testing.B) {
	t := New()
	s := benchText()
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		t.Split(s)
	}
}
