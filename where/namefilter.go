package where

import "strings"

// nameFilter is a blocked Bloom filter over the gazetteer's name keys and
// over every prefix of a key that ends in a space ("new " of "new york
// city"). Recognition tries every span of up to a few dozen tokens after
// each capitalised word (every word of a story written in lower case), and
// nearly all of those spans are no name: the filter turns them away by one
// 64-bit word of a flat table (1 MB for the embedded gazetteer's 238,682
// keys and prefixes: in the last-level cache, not L1 or L2) instead of a
// probe of the names map, and a missing prefix ends the scan for longer
// spans.
// It holds no pointers, so the collector never scans it.
type nameFilter struct {
	words []uint64 // one 64-bit block per hash; three bits of it per entry
	shift uint     // 64 - log2(len(words))
}

// Incremental FNV-1a: the hash of a key's prefix is the state after its
// bytes, so one pass over a key gives the hashes of all its prefixes.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// fnvByte adds byte c to FNV-1a state h.
func fnvByte(h uint64, c byte) uint64 { return (h ^ uint64(c)) * fnvPrime }

// newNameFilter builds the filter for keys, with at least 32 bits an entry
// (the table's size is a power of two: 35 bits on the embedded gazetteer).
func newNameFilter(keys map[string][]int32) nameFilter {
	entries := 0
	for k := range keys {
		entries += 1 + strings.Count(k, " ")
	}
	n, bits := 64, uint(6)
	for n*64 < 32*entries {
		n *= 2
		bits++
	}
	f := nameFilter{words: make([]uint64, n), shift: 64 - bits}
	for k := range keys {
		h := uint64(fnvOffset)
		for i := 0; i < len(k); i++ {
			h = fnvByte(h, k[i])
			if k[i] == ' ' {
				f.add(h)
			}
		}
		f.add(h)
	}
	return f
}

// block returns the block of hash h and the bits h sets in it: three
// positions, which may coincide (then one or two bits), which raises the
// false-positive rate a little but never turns a key away.
func (f *nameFilter) block(h uint64) (*uint64, uint64) {
	m := h * 0x9e3779b97f4a7c15
	bits := uint64(1)<<(m&63) | uint64(1)<<(m>>6&63) | uint64(1)<<(m>>12&63)
	return &f.words[m>>f.shift], bits
}

func (f *nameFilter) add(h uint64) {
	w, bits := f.block(h)
	*w |= bits
}

// mayHave reports whether the key, or the space-ended key prefix, whose
// FNV-1a hash is h may be in the gazetteer; false means it is not. A
// filter never built (a gazetteer made without its supplement) turns
// nothing away.
func (f *nameFilter) mayHave(h uint64) bool {
	if len(f.words) == 0 {
		return true
	}
	w, bits := f.block(h)
	return *w&bits == bits
}

// spanKeys holds the keys of the spans of tokens that start at one token,
// each a prefix of the next, with their hashes; recognition reuses it from
// token to token.
type spanKeys struct {
	k      keyer
	ends   []int    // ends[j-i]: length of the key of tokens i..j
	hashes []uint64 // hashes[j-i]: its FNV-1a hash
}

// build keys the spans of tokens i..j for j up to hi and returns the last
// j worth looking up, i-1 when no span from i can be a name: the spans stop
// before the first one whose words so far begin no gazetteer name (f has
// no such prefix), since longer spans only add words to the key.
func (sk *spanKeys) build(text string, ts []tok, i, hi int, f *nameFilter) int {
	sk.k = keyer{b: sk.k.b[:0]}
	sk.ends, sk.hashes = sk.ends[:0], sk.hashes[:0]
	h := uint64(fnvOffset)
	for j, from := i, ts[i].start; j <= hi; j++ {
		n := len(sk.k.b)
		sk.k = sk.k.add(text[from:ts[j].end])
		for _, c := range sk.k.b[n:] {
			h = fnvByte(h, c)
			if c == ' ' && !f.mayHave(h) {
				return j - 1
			}
		}
		from = ts[j].end
		sk.ends = append(sk.ends, len(sk.k.b))
		sk.hashes = append(sk.hashes, h)
	}
	return hi
}
