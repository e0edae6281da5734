// Package editdist measures how far apart two spellings are. The place
// resolver (where) reads a town spelt otherwise than the gazetteer by it,
// and the command line (cmd/sitrep) names the flag a mistyped one was
// likely meant to be.
package editdist

// Distance returns the edit distance between a and b in runes:
// insertions, deletions, substitutions and swaps of neighbours (optimal
// string alignment), each one edit, for a swap is as common a slip as a
// wrong letter ("ahemdabad", "--glod").
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
