package syntax

import (
	"unicode"
	"unicode/utf8"
)

// Features are 64-bit hashes of a template number and its atoms, so that
// extracting them allocates nothing and the model needs no string table.

const (
	prime1 = 0x9E3779B97F4A7C15
	prime2 = 0xC2B2AE3D27D4EB4F
)

func mix(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	x ^= x >> 33
	return x
}

func f1(t, a uint64) uint64       { return mix(t*prime1 + a) }
func f2(t, a, b uint64) uint64    { return mix(f1(t, a) + b*prime2) }
func f3(t, a, b, c uint64) uint64 { return mix(f2(t, a, b) + c*prime2) }
func f4(t, a, b, c, d uint64) uint64 {
	return mix(f3(t, a, b, c) + d*prime2)
}

// strHash is FNV-1a over s, lowercased when lower is set.
func strHash(s string, lower bool) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if lower && 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			h ^= uint64(c)
			h *= 1099511628211
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if lower {
			r = unicode.ToLower(r)
		}
		h ^= uint64(r)
		h *= 1099511628211
		i += n
	}
	return h
}

// affixHashes hashes the lowercased last k runes (suf[k-1]) and first k runes
// (pre[k-1]) of s for k = 1..len(suf).
func affixHashes(s string, suf, pre []uint64) {
	// Collect up to len(suf) trailing runes.
	var rs [8]rune
	n := 0
	for i := len(s); i > 0 && n < len(suf) && n < len(rs); {
		r, sz := utf8.DecodeLastRuneInString(s[:i])
		rs[n] = unicode.ToLower(r)
		n++
		i -= sz
	}
	for k := 1; k <= len(suf); k++ {
		if k > n {
			if k == 1 {
				suf[0] = nullAtom // empty word
			} else {
				suf[k-1] = suf[k-2] // shorter word: the whole word
			}
			continue
		}
		h := uint64(14695981039346656037) + uint64(k)
		for j := k - 1; j >= 0; j-- {
			h ^= uint64(rs[j])
			h *= 1099511628211
		}
		suf[k-1] = h
	}
	h := uint64(7809847782465536322)
	k := 0
	for _, r := range s {
		if k >= len(pre) {
			break
		}
		h ^= uint64(unicode.ToLower(r))
		h *= 1099511628211
		pre[k] = h
		k++
	}
	for ; k < len(pre); k++ {
		if k == 0 {
			pre[k] = h // empty word
		} else {
			pre[k] = pre[k-1]
		}
	}
}

// shape maps a word to a hash of its character classes with runs collapsed:
// "Kabul" -> Xx, "U.S." -> X.X., "2012" -> d, "9/11" -> d/d.
func shape(s string) uint64 {
	h := uint64(14695981039346656037)
	var last rune = -1
	n := 0
	for _, r := range s {
		var c rune
		switch {
		case unicode.IsUpper(r):
			c = 'X'
		case unicode.IsLetter(r):
			c = 'x'
		case unicode.IsDigit(r):
			c = 'd'
		default:
			c = r
		}
		if c == last {
			continue
		}
		last = c
		h ^= uint64(c)
		h *= 1099511628211
		n++
		if n >= 8 {
			break
		}
	}
	return h
}
