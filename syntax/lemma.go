package syntax

import (
	_ "embed"
	"slices"
	"strings"
	"unicode/utf8"

	"sitrep/internal/wordlist"
)

// lemmatizer maps (form, XPOS) to a lemma: first an exception lexicon of the
// training words that the rules get wrong (irregulars such as shot -> shoot,
// was -> be), then suffix rewrite rules keyed by XPOS and the longest known
// suffix, learned from the training word types.
type lemmatizer struct {
	lex   map[string]string // form "\x00" xpos -> lemma
	rules map[string]int32  // xpos "\x00" suffix -> index in list
	list  []lemmaRule
	known map[string]bool // lemmas of the training data
	// irregular maps irregular past forms to their base (irregularPast);
	// not part of the model file, so training never reads it.
	irregular map[string]string
}

type lemmaRule struct {
	cut int    // bytes removed from the end of the base form
	add string // then appended
}

const maxSuffix = 7

func keepCase(xpos string) bool { return xpos == "NNP" || xpos == "NNPS" || xpos == "ADD" }

func lemmaBase(form, xpos string) string {
	if keepCase(xpos) {
		return form
	}
	return strings.ToLower(form)
}

// apply rewrites an unknown word by suffix rules. Each suffix length that
// has a rule proposes a candidate, longest suffix first; the first candidate
// that is a known lemma wins ("smelled" -> "smell" rather than "smel"), else
// the longest suffix's.
func (l *lemmatizer) apply(form, xpos string) string {
	return l.applyBase(lemmaBase(form, xpos), xpos, l.known != nil)
}

func (l *lemmatizer) applyBase(b, xpos string, useKnown bool) string {
	var key [64]byte
	k0 := copy(key[:], xpos)
	if k0 < len(key) {
		key[k0] = 0
		k0++
	}
	first := ""
	found := false
	for k := min(maxSuffix, len(b)); k >= 0; k-- {
		if k > 0 && !utf8.RuneStart(b[len(b)-k]) {
			continue
		}
		n := copy(key[k0:], b[len(b)-k:])
		i, ok := l.rules[string(key[:k0+n])] // no allocation: map lookup with string(bytes)
		if !ok {
			continue
		}
		r := l.list[i]
		if r.cut > len(b) {
			continue
		}
		c := b[:len(b)-r.cut] + r.add
		if !useKnown {
			return c
		}
		if !found {
			first, found = c, true
		}
		if l.known[c] {
			return c
		}
	}
	if found && !l.known[b] {
		return first
	}
	return b
}

func (l *lemmatizer) lemma(form, xpos string) string {
	if lm, ok := l.lookup(form, xpos); ok {
		return lm
	}
	if !keepCase(xpos) {
		if lf := strings.ToLower(form); lf != form {
			if lm, ok := l.lookup(lf, xpos); ok {
				return lm
			}
		}
	}
	if xpos == "VBD" || xpos == "VBN" {
		if base, ok := l.irregular[strings.ToLower(form)]; ok {
			return base
		}
	}
	return l.apply(form, xpos)
}

//go:embed irregular.txt
var irregularText string

// irregularPast reads the table of English irregular verbs: their past and
// participle forms, each mapped to its base. The suffix rules are learned
// from the training words, so an irregular verb the treebanks never show
// comes out as no word ("fled" -> "flead", "fed" -> "f"); lemma reads this
// table after the exception lexicon, which holds the training words the
// rules get wrong, and before the rules.
func irregularPast() (map[string]string, error) {
	m := map[string]string{}
	err := wordlist.Each("irregular.txt", strings.NewReader(irregularText), func(l wordlist.Line) error {
		f := l.Words()
		if len(f) != 3 {
			return l.Errorf("want base, past and participle, got %d words", len(f))
		}
		for _, forms := range f[1:] {
			for form := range strings.SplitSeq(forms, "/") {
				if form != f[0] {
					m[form] = f[0]
				}
			}
		}
		return nil
	})
	return m, err
}

func (l *lemmatizer) lookup(form, xpos string) (string, bool) {
	var key [96]byte
	if len(form)+len(xpos)+1 > len(key) {
		lm, ok := l.lex[form+"\x00"+xpos]
		return lm, ok
	}
	n := copy(key[:], form)
	key[n] = 0
	n++
	n += copy(key[n:], xpos)
	lm, ok := l.lex[string(key[:n])]
	return lm, ok
}

// lemmaExample is one training occurrence.
type lemmaExample struct{ form, xpos, lemma string }

// trainLemmatizer learns the lemmatiser from ex: each (form, XPOS) type's
// majority lemma, suffix rules by XPOS that decide most types, and an
// exception lexicon of the types the rules get wrong.
func trainLemmatizer(ex []lemmaExample) *lemmatizer {
	keys, best := majorityLemmas(ex)
	list, stats := suffixRuleStats(keys, best)
	l := &lemmatizer{lex: map[string]string{}, rules: map[string]int32{}}
	l.keepRules(list, stats)
	l.known = map[string]bool{}
	for _, k := range keys {
		if lm := best[k]; !keepCase(k.xpos) && lm == strings.ToLower(lm) {
			l.known[lm] = true
		}
	}
	for _, k := range keys {
		if l.apply(k.form, k.xpos) != best[k] {
			l.lex[k.form+"\x00"+k.xpos] = best[k]
		}
	}
	return l
}

// formTag is a word type of the training data: a form with its XPOS tag.
type formTag struct{ form, xpos string }

// majorityLemmas returns the (form, XPOS) types of ex, sorted, and the
// lemma each is given most often (the first in byte order on a tie).
func majorityLemmas(ex []lemmaExample) ([]formTag, map[formTag]string) {
	cnt := map[formTag]map[string]int{}
	for _, e := range ex {
		k := formTag{e.form, e.xpos}
		if cnt[k] == nil {
			cnt[k] = map[string]int{}
		}
		cnt[k][e.lemma]++
	}
	keys := make([]formTag, 0, len(cnt))
	for k := range cnt {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b formTag) int {
		if c := strings.Compare(a.form, b.form); c != 0 {
			return c
		}
		return strings.Compare(a.xpos, b.xpos)
	})
	best := make(map[formTag]string, len(keys))
	for _, k := range keys {
		bl, bc := "", -1
		for lm, c := range cnt[k] {
			if c > bc || c == bc && lm < bl {
				bl, bc = lm, c
			}
		}
		best[k] = bl
	}
	return keys, best
}

// suffixRuleStats counts, over the types keys, the rule that turns each
// type's base into its lemma best[k], for every suffix of the base the
// rule leaves (up to maxSuffix bytes, on rune boundaries). It returns the
// rules, numbered in order of first use, and the counts by "XPOS\x00suffix"
// and rule number.
func suffixRuleStats(keys []formTag, best map[formTag]string) ([]lemmaRule, map[string]map[int32]int) {
	ruleID := map[lemmaRule]int32{}
	var list []lemmaRule
	stats := map[string]map[int32]int{}
	for _, k := range keys {
		b, lm := lemmaBase(k.form, k.xpos), best[k]
		p := 0
		for p < len(b) && p < len(lm) && b[p] == lm[p] {
			p++
		}
		r := lemmaRule{cut: len(b) - p, add: lm[p:]}
		id, ok := ruleID[r]
		if !ok {
			id = int32(len(list))
			ruleID[r] = id
			list = append(list, r)
		}
		for kk := r.cut; kk <= min(maxSuffix, len(b)); kk++ {
			if kk > 0 && !utf8.RuneStart(b[len(b)-kk]) {
				continue
			}
			sk := k.xpos + "\x00" + b[len(b)-kk:]
			if stats[sk] == nil {
				stats[sk] = map[int32]int{}
			}
			stats[sk][id]++
		}
	}
	return list, stats
}

// keepRules sets l's suffix rules from the counts of suffixRuleStats: for
// each suffix seen twice or more (and the empty one), the rule most types
// with it take, kept only where it differs from what the shorter suffixes
// already kept decide.
func (l *lemmatizer) keepRules(list []lemmaRule, stats map[string]map[int32]int) {
	bestRule := func(sk string) (int32, int) {
		m := stats[sk]
		bi, bc, tot := int32(-1), 0, 0
		for id, c := range m {
			tot += c
			if c > bc || c == bc && id < bi {
				bi, bc = id, c
			}
		}
		return bi, tot
	}
	sks := make([]string, 0, len(stats))
	for sk := range stats {
		sks = append(sks, sk)
	}
	// Shorter suffixes first, so each entry can be compared with what the
	// entries already kept would decide without it.
	slices.SortFunc(sks, func(a, b string) int {
		if len(a) != len(b) {
			return len(a) - len(b)
		}
		return strings.Compare(a, b)
	})
	used := map[int32]int32{}
	for _, sk := range sks {
		id, tot := bestRule(sk)
		xp, suf, _ := strings.Cut(sk, "\x00")
		if len(suf) > 0 && tot < 2 {
			continue
		}
		// The decision the kept entries make for this suffix without it.
		inherited := lemmaRule{}
		for par := suf; len(par) > 0; {
			par = par[1:]
			for len(par) > 0 && !utf8.RuneStart(par[0]) {
				par = par[1:]
			}
			if pid, ok := l.rules[xp+"\x00"+par]; ok {
				inherited = l.list[pid]
				break
			}
		}
		if list[id] == inherited {
			continue
		}
		nid, ok := used[id]
		if !ok {
			nid = int32(len(l.list))
			used[id] = nid
			l.list = append(l.list, list[id])
		}
		l.rules[sk] = nid
	}
}

func (w *writer) lemmatizer(l *lemmatizer) {
	w.uvarint(uint64(len(l.list)))
	for _, r := range l.list {
		w.uvarint(uint64(r.cut))
		w.str(r.add)
	}
	sorted := func(m map[string]int32) []string {
		ks := make([]string, 0, len(m))
		for k := range m {
			ks = append(ks, k)
		}
		slices.Sort(ks)
		return ks
	}
	rk := sorted(l.rules)
	w.uvarint(uint64(len(rk)))
	for _, k := range rk {
		w.str(k)
		w.uvarint(uint64(l.rules[k]))
	}
	lk := make([]string, 0, len(l.lex))
	for k := range l.lex {
		lk = append(lk, k)
	}
	slices.Sort(lk)
	w.uvarint(uint64(len(lk)))
	for _, k := range lk {
		w.str(k)
		w.str(l.lex[k])
	}
	kn := make([]string, 0, len(l.known))
	for k := range l.known {
		kn = append(kn, k)
	}
	slices.Sort(kn)
	w.strs(kn)
}

func (r *reader) lemmatizer() *lemmatizer {
	l := &lemmatizer{lex: map[string]string{}, rules: map[string]int32{}}
	n := r.count(1 << 24)
	for i := 0; i < n && r.err == nil; i++ {
		l.list = append(l.list, lemmaRule{cut: r.count(1 << 10), add: r.str()})
	}
	n = r.count(1 << 24)
	for i := 0; i < n && r.err == nil; i++ {
		k := r.str()
		id := r.count(uint64(len(l.list)))
		if id >= len(l.list) && r.err == nil {
			r.err = errString("lemma rule out of range")
		}
		l.rules[k] = int32(id)
	}
	n = r.count(1 << 24)
	for i := 0; i < n && r.err == nil; i++ {
		k := r.str()
		l.lex[k] = r.str()
	}
	l.known = map[string]bool{}
	for _, k := range r.strs() {
		l.known[k] = true
	}
	return l
}

type errString string

func (e errString) Error() string { return string(e) }
