package wikievents

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// WriteText writes the scores for a reader: detection by class, arguments
// by role, and the words most often missed or spurious.
func (sc *Scores) WriteText(w io.Writer) error {
	corefNote := "no coref"
	if sc.Coref != "" {
		corefNote = "coref " + sc.Coref
	}
	fmt.Fprintf(w, "%d documents (%s)\n\n", sc.Documents, corefNote)
	fmt.Fprintf(w, "%-8s %5s %5s  %-23s  %-23s  %s\n", "class", "gold", "pred", "overlap   P     R     F1", "sentence  P     R     F1", "evidence R")
	type row struct {
		name       string
		g, pr      int
		p, r, f    float64
		sp, sr, sf float64
		er         float64
	}
	rows := []row{
		{name: "attack", p: sc.AttackPrecision, r: sc.AttackRecall, f: sc.AttackF1, sp: sc.AttackSentencePrecision, sr: sc.AttackSentenceRecall, sf: sc.AttackSentenceF1, er: sc.AttackEvidenceRecall},
		{name: "die", p: sc.DiePrecision, r: sc.DieRecall, f: sc.DieF1, sp: sc.DieSentencePrecision, sr: sc.DieSentenceRecall, sf: sc.DieSentenceF1, er: sc.DieEvidenceRecall},
		{name: "injure", p: sc.InjurePrecision, r: sc.InjureRecall, f: sc.InjureF1, sp: sc.InjureSentencePrecision, sr: sc.InjureSentenceRecall, sf: sc.InjureSentenceF1, er: sc.InjureEvidenceRecall},
		{name: "arrest", p: sc.ArrestPrecision, r: sc.ArrestRecall, f: sc.ArrestF1, sp: sc.ArrestSentencePrecision, sr: sc.ArrestSentenceRecall, sf: sc.ArrestSentenceF1, er: sc.ArrestEvidenceRecall},
		{name: "micro", p: sc.MicroPrecision, r: sc.MicroRecall, f: sc.MicroF1, sp: sc.MicroSentencePrecision, sr: sc.MicroSentenceRecall, sf: sc.MicroSentenceF1, er: sc.MicroEvidenceRecall},
	}
	for i := range rows {
		if i < len(Classes) {
			c := sc.Counts[Classes[i]]
			rows[i].g, rows[i].pr = c.Gold, c.Predicted
			rows[len(rows)-1].g += c.Gold
			rows[len(rows)-1].pr += c.Predicted
		}
	}
	for _, r := range rows {
		fmt.Fprintf(w, "%-8s %5d %5d  %9.3f %5.3f %5.3f  %9.3f %5.3f %5.3f  %10.3f\n", r.name, r.g, r.pr, r.p, r.r, r.f, r.sp, r.sr, r.sf, r.er)
	}
	fmt.Fprintf(w, "\narguments on %d matched attack/die/injure pairs\n", sc.MatchedPairs)
	fmt.Fprintf(w, "%-8s %5s %5s %5s  %s\n", "role", "P", "R", "F1", "predicted where gold has no such argument")
	fmt.Fprintf(w, "%-8s %5.3f %5.3f %5.3f  %d\n", "attacker", sc.AttackerPrecision, sc.AttackerRecall, sc.AttackerF1, sc.AttackerUnannotated)
	fmt.Fprintf(w, "%-8s %5.3f %5.3f %5.3f  %d\n", "victim", sc.VictimPrecision, sc.VictimRecall, sc.VictimF1, sc.VictimUnannotated)
	fmt.Fprintf(w, "%-8s %5.3f %5.3f %5.3f  %d\n", "place", sc.PlacePrecision, sc.PlaceRecall, sc.PlaceF1, sc.PlaceUnannotated)
	fmt.Fprintf(w, "%-8s %17.3f\n", "micro", sc.ArgumentMicroF1)
	fmt.Fprintln(w, "\ngold triggers no anchor overlapped, and anchors that overlapped no gold trigger (most frequent words):")
	for _, c := range Classes {
		fmt.Fprintf(w, "  %-7s missed: %s\n", c, topWords(sc.Misses[c], 10))
		if _, err := fmt.Fprintf(w, "  %-7s spurious: %s\n", "", topWords(sc.FalseAlarms[c], 10)); err != nil {
			return err
		}
	}
	return nil
}

// topWords formats the n most frequent words of m as "word×count".
func topWords(m map[string]int, n int) string {
	words := make([]string, 0, len(m))
	for w := range m {
		words = append(words, w)
	}
	sort.Slice(words, func(i, j int) bool {
		if m[words[i]] != m[words[j]] {
			return m[words[i]] > m[words[j]]
		}
		return words[i] < words[j]
	})
	if len(words) > n {
		words = words[:n]
	}
	parts := make([]string, len(words))
	for i, w := range words {
		parts[i] = fmt.Sprintf("%s×%d", w, m[w])
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, " ")
}
