package ner

import (
	"bufio"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"strings"
	"unicode"

	"sitrep/internal/datafile"
)

// Sentence is one gold sentence: tokens and their IOB2 tags.
type Sentence struct {
	Tokens []string
	Tags   []string
}

// Document is a gold document; document-level features need the
// sentences together.
type Document struct {
	Sentences []Sentence
}

// Place is a name from an external gazetteer; Country marks a country
// name as opposed to a city or region.
type Place struct {
	Name    string
	Country bool
}

// TrainOptions control Train. Zero values choose the defaults.
type TrainOptions struct {
	Epochs   int    // passes over the data; default 12
	Seed     uint64 // shuffles the document order of each pass
	Folds    int    // jackknife folds for lexicon features and stage-1 tags; default 5
	MinCount int    // keep features seen at least this often in the data; default 1
	// Lower, when above zero, lower-cases every Lower-th document (the
	// Lower-th, 2*Lower-th, ...) before training, so that the model also
	// learns names in text written without capitals (some local news
	// feeds are all lower case). Zero trains on the data as given.
	Lower  int
	Places []Place
	// Progress, when set, is called after every document with the tokens
	// done so far and the total over all models and epochs.
	Progress func(done, total int64)
	// Epoch, when set, is called after every epoch of the last model
	// (stage 2) with a tagger built from the weights so far, for reporting
	// a dev score.
	Epoch func(epoch int, n *Tagger)
}

// maxPhrase caps gazetteer phrases; longer names are rare and matching
// them costs time at every token.
const maxPhrase = 6

// splitPlaceName tokenises a gazetteer name the way news text is tokenised
// for NER: on spaces, with commas and brackets split off.
func splitPlaceName(s string) []string {
	var out []string
	for _, f := range strings.Fields(s) {
		for len(f) > 0 && strings.ContainsAny(f[:1], "(") {
			out = append(out, f[:1])
			f = f[1:]
		}
		var tail []string
		for len(f) > 0 && strings.ContainsAny(f[len(f)-1:], ",)") {
			tail = append(tail, f[len(f)-1:])
			f = f[:len(f)-1]
		}
		if f != "" {
			out = append(out, f)
		}
		for i := len(tail) - 1; i >= 0; i-- {
			out = append(out, tail[i])
		}
	}
	return out
}

func phraseKeyOf(words []string) uint64 {
	h := hT(phraseSeed)
	for _, w := range words {
		h = phraseKey(h, strings.ToLower(w))
	}
	return h
}

// lexCounts gathers, per fold, what the lexicons are built from.
type lexCounts struct {
	folds  int
	gaz    map[uint64][]uint8     // phrase -> per fold type bits
	casing map[uint64][][2]uint32 // word -> per fold (lower, capitalised) counts
	places map[uint64]uint8
}

func (c *lexCounts) addGaz(fold int, k uint64, typ int) {
	v := c.gaz[k]
	if v == nil {
		v = make([]uint8, c.folds)
		c.gaz[k] = v
	}
	v[fold] |= 1 << typ
}

func (c *lexCounts) addDoc(fold int, d Document) {
	for _, s := range d.Sentences {
		bilou := fromIOB(s.Tags)
		for _, e := range entitySpans(bilou) {
			if e.end-e.first > maxPhrase {
				continue
			}
			c.addGaz(fold, phraseKeyOf(s.Tokens[e.first:e.end]), e.typ)
			if e.end-e.first > 1 {
				for _, w := range s.Tokens[e.first:e.end] {
					c.addGaz(fold, wordGazKey(strings.ToLower(w)), e.typ)
				}
			}
		}
		headline := true
		for _, w := range s.Tokens {
			if strings.IndexFunc(w, unicode.IsLower) >= 0 {
				headline = false
				break
			}
		}
		if headline {
			continue
		}
		for i, w := range s.Tokens {
			if i == 0 {
				continue
			}
			ct, _ := capitalType(w)
			var col int
			switch ct {
			case 'L':
				col = 0
			case 'C', 'A', 'M':
				col = 1
			default:
				continue
			}
			k := wordKey(strings.ToLower(w))
			v := c.casing[k]
			if v == nil {
				v = make([][2]uint32, c.folds)
				c.casing[k] = v
			}
			v[fold][col]++
		}
	}
}

// lexicon builds the lexicon that excludes fold skip (-1 excludes none).
// Training features for a document come from the other folds' lexicon, so
// the model learns how far to trust a lexicon that does not already contain
// every answer, as at run time.
func (c *lexCounts) lexicon(skip int) nameLexicon {
	lex := nameLexicon{gaz: map[uint64]uint8{}, casing: map[uint64]uint8{}, maxLen: maxPhrase}
	for k, v := range c.places {
		lex.gaz[k] |= v
	}
	for k, v := range c.gaz {
		var bits uint8
		for f, b := range v {
			if f != skip {
				bits |= b
			}
		}
		if bits != 0 {
			lex.gaz[k] |= bits
		}
	}
	for k, v := range c.casing {
		var lo, ca uint32
		for f, n := range v {
			if f != skip {
				lo += n[0]
				ca += n[1]
			}
		}
		if lo+ca > 0 {
			lex.casing[k] = casingClass(int(lo), int(ca))
		}
	}
	return lex
}

// splitmix is splitmix64: a fixed, documented generator, so the shuffles
// (and so the model bytes) never change with the Go version.
type splitmix struct{ s uint64 }

func (r *splitmix) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Train trains a tagger on gold documents and returns the bytes of the
// model file. The same data and options always give the same bytes.
func Train(docs []Document, opt TrainOptions) ([]byte, error) {
	opt = opt.withDefaults()
	if err := checkDocs(docs); err != nil {
		return nil, err
	}
	docs = lowerEvery(docs, opt.Lower)
	counts := countLexicon(docs, opt)
	prep, tokens := prepareDocs(docs, counts, opt.Folds)

	// Work: folds jackknife models on (folds-1)/folds of the data, then the
	// two full stages.
	total := tokens * int64(opt.Epochs) * int64(opt.Folds+1)
	var done int64
	tick := func(n int) {
		done += int64(n)
		if opt.Progress != nil {
			opt.Progress(done, total)
		}
	}

	s1 := jackknifeStage1(prep, opt, tick)
	all := make([]int, len(prep))
	for i := range all {
		all[i] = i
	}
	stage1 := trainStage(prep, all, opt, 0, tick, nil)
	for i := range prep {
		prep[i].d.setStage1(s1[i])
	}
	full := counts.lexicon(-1)
	var epoch func(ep int, m *weightTable)
	if opt.Epoch != nil {
		epoch = func(ep int, m *weightTable) {
			opt.Epoch(ep, &Tagger{stage: [2]*weightTable{stage1, m}, lex: full})
		}
	}
	stage2 := trainStage(prep, all, opt, 0, tick, epoch)
	p := &params{stage: [2]*weightTable{stage1, stage2}, lex: full}
	return p.encode()
}

// withDefaults fills the options left at zero: 12 epochs, 5 folds,
// features seen once.
func (opt TrainOptions) withDefaults() TrainOptions {
	if opt.Epochs <= 0 {
		opt.Epochs = 12
	}
	if opt.Folds <= 1 {
		opt.Folds = 5
	}
	if opt.MinCount <= 0 {
		opt.MinCount = 1
	}
	return opt
}

// lowerEvery returns docs with every n-th document lower-cased, or docs
// itself when n is zero. Lowering a document where it stands in the list, rather than adding lower-cased
// copies, keeps each document in its own jackknife fold, so a copy can
// never see its original's names in the lexicon.
func lowerEvery(docs []Document, n int) []Document {
	if n <= 0 {
		return docs
	}
	out := make([]Document, len(docs))
	copy(out, docs)
	for i := n - 1; i < len(out); i += n {
		out[i] = lowerDocument(out[i])
	}
	return out
}

// lowerDocument returns a lower-cased copy of d; tags are unchanged.
func lowerDocument(d Document) Document {
	sents := make([]Sentence, len(d.Sentences))
	for si, s := range d.Sentences {
		toks := make([]string, len(s.Tokens))
		for ti, t := range s.Tokens {
			toks[ti] = strings.ToLower(t)
		}
		sents[si] = Sentence{Tokens: toks, Tags: s.Tags}
	}
	return Document{Sentences: sents}
}

// checkDocs reports no documents, or a sentence whose tokens and tags
// differ in number.
func checkDocs(docs []Document) error {
	if len(docs) == 0 {
		return errors.New("train NER: no documents")
	}
	for di, d := range docs {
		for si, s := range d.Sentences {
			if len(s.Tokens) != len(s.Tags) {
				return fmt.Errorf("train NER: document %d sentence %d has %d tokens but %d tags", di, si, len(s.Tokens), len(s.Tags))
			}
		}
	}
	return nil
}

// jackknifeStage1 returns each document's stage-1 tags from a model that
// never saw its fold. Stage 2 reads stage 1's tags for the whole
// document, so it must learn from stage-1 tags as good as those at run
// time.
func jackknifeStage1(prep []trainDoc, opt TrainOptions, tick func(int)) [][][]int {
	s1 := make([][][]int, len(prep))
	for f := 0; f < opt.Folds; f++ {
		var use, held []int
		for i := range prep {
			if i%opt.Folds == f {
				held = append(held, i)
			} else {
				use = append(use, i)
			}
		}
		m := trainStage(prep, use, opt, uint64(f+1), tick, nil)
		for _, i := range held {
			s1[i] = prep[i].d.decode(prep[i].d.tableStep(m, 0, prep[i].lex, nil), nil, nil)
		}
	}
	return s1
}

// countLexicon gathers, fold by fold, what the lexicons are built from: the
// gazetteer's places and the training documents' names and casing.
func countLexicon(docs []Document, opt TrainOptions) *lexCounts {
	counts := &lexCounts{folds: opt.Folds, gaz: map[uint64][]uint8{}, casing: map[uint64][][2]uint32{}, places: map[uint64]uint8{}}
	for _, p := range opt.Places {
		words := splitPlaceName(p.Name)
		if len(words) == 0 || len(words) > maxPhrase {
			continue
		}
		bit := uint8(gazPlace)
		if p.Country {
			bit = gazNation
		}
		counts.places[phraseKeyOf(words)] |= bit
	}
	for i, d := range docs {
		counts.addDoc(i%opt.Folds, d)
	}
	return counts
}

// prepareDocs prepares every document once, against the lexicon that
// leaves its own fold out, and returns them with their number of tokens.
func prepareDocs(docs []Document, counts *lexCounts, folds int) ([]trainDoc, int64) {
	lexs := make([]nameLexicon, folds)
	for f := range lexs {
		lexs[f] = counts.lexicon(f)
	}
	prep := make([]trainDoc, len(docs))
	var tokens int64
	for i, d := range docs {
		words := make([][]string, len(d.Sentences))
		gold := make([][]int, len(d.Sentences))
		n := 0
		for si, s := range d.Sentences {
			words[si] = s.Tokens
			gold[si] = fromIOB(s.Tags)
			n += len(s.Tokens)
		}
		lex := &lexs[i%folds]
		prep[i] = trainDoc{prepareDoc(words, lex, nil), lex, gold, n}
		tokens += int64(n)
	}
	return prep, tokens
}

// trainDoc is a training document ready for the tagger.
type trainDoc struct {
	d    *prepDoc
	lex  *nameLexicon
	gold [][]int
	n    int // tokens
}

// trainStage trains an averaged perceptron on the documents use of prep
// and returns its quantised weights. salt varies the shuffles between the
// jackknife models.
func trainStage(prep []trainDoc, use []int, opt TrainOptions, salt uint64, tick func(int), epoch func(int, *weightTable)) *weightTable {
	index := featureIndex(prep, use, opt.MinCount)

	nf := len(index)
	w := make([]int32, nf*numTags)
	u := make([]int64, nf*numTags)
	var c int64 = 1
	score := func(feats []uint64, out *[numTags]float64) {
		var acc [numTags]int32
		for _, f := range feats {
			row, ok := index[f]
			if !ok {
				continue
			}
			ws := w[int(row)*numTags : int(row)*numTags+numTags]
			for k := range acc {
				acc[k] += ws[k]
			}
		}
		for k := range acc {
			out[k] = float64(acc[k])
		}
	}
	// Averaging follows Daume's trick: u accumulates every update scaled by
	// the instance number, so the average over all instances is w - u/c.
	learn := func(feats []uint64, good, bad, seen int) {
		c := c + int64(seen)
		for _, f := range feats {
			row, ok := index[f]
			if !ok {
				continue
			}
			o := int(row) * numTags
			w[o+good]++
			u[o+good] += c
			w[o+bad]--
			u[o+bad] -= c
		}
	}
	build := func() *weightTable { return quantise(index, w, u, c) }

	rng := splitmix{s: opt.Seed ^ salt*0x9e3779b97f4a7c15}
	order := append([]int(nil), use...)
	for ep := 0; ep < opt.Epochs; ep++ {
		for i := len(order) - 1; i > 0; i-- {
			j := int(rng.next() % uint64(i+1))
			order[i], order[j] = order[j], order[i]
		}
		for _, di := range order {
			p := prep[di]
			p.d.decode(p.d.featureStep(score, p.lex), p.gold, learn)
			c += int64(p.n) // every token is one instance of the average
			tick(p.n)
		}
		if epoch != nil {
			epoch(ep+1, build())
		}
	}
	return build()
}

// featureIndex numbers every feature the gold history of the documents
// use produces, in order of first appearance (deterministic, since
// documents are in file order), keeping those seen minCount times.
func featureIndex(prep []trainDoc, use []int, minCount int) map[uint64]int32 {
	index := map[uint64]int32{}
	var keys []uint64
	seen := map[uint64]int32{}
	var buf []uint64
	for _, di := range use {
		p := prep[di]
		hist := tagHistory{}
		for si := range p.d.sents {
			s := &p.d.sents[si]
			for i := range s.toks {
				buf = p.d.features(buf[:0], s, si, i, p.gold[si], hist, p.lex)
				for _, f := range buf {
					if seen[f] == 0 {
						keys = append(keys, f)
					}
					seen[f]++
				}
				hist.add(&s.toks[i], p.gold[si][i])
			}
		}
	}
	for _, k := range keys {
		if int(seen[k]) >= minCount {
			index[k] = int32(len(index))
		}
	}
	return index
}

// quantise returns the averaged weights (w - u/c, Daume's trick) of the
// features in index as int16, scaled to the largest; weights that round
// to zero everywhere are dropped from the model. int16 keeps ranking
// nearly exact.
func quantise(index map[uint64]int32, w []int32, u []int64, c int64) *weightTable {
	avg := make([]float64, len(w))
	maxAbs := 0.0
	for i := range w {
		avg[i] = float64(w[i]) - float64(u[i])/float64(c)
		maxAbs = max(maxAbs, math.Abs(avg[i]))
	}
	if maxAbs == 0 {
		maxAbs = 1
	}
	scale := 32767 / maxAbs
	var mkeys []uint64
	var mw []int16
	for _, k := range sortedKeys(index) {
		row := int(index[k])
		var q [numTags]int16
		nz := false
		for t := range q {
			q[t] = int16(math.Round(avg[row*numTags+t] * scale))
			nz = nz || q[t] != 0
		}
		if nz {
			mkeys = append(mkeys, k)
			mw = append(mw, q[:]...)
		}
	}
	return newWeights(mkeys, mw)
}

// ReadPlaces reads place names from a GeoNames extract directory:
// cities15000.txt[.gz] (name, ASCII name), countryInfo.txt (country names)
// and admin1CodesASCII*.tsv/txt (first-level regions). Missing files are
// skipped; a directory with none of them is an error.
func ReadPlaces(dir string) ([]Place, error) {
	var out []Place
	found := 0
	read := func(pattern string, each func(cols []string)) error {
		names, _ := filepath.Glob(filepath.Join(dir, pattern))
		for _, name := range names {
			found++
			if err := readTSV(name, each); err != nil {
				return err
			}
		}
		return nil
	}
	add := func(name string, country bool) {
		if name = strings.TrimSpace(name); name != "" {
			out = append(out, Place{Name: name, Country: country})
		}
	}
	// A city's and a first-level division's rows both give the name in
	// column 1 and its ASCII spelling in column 2.
	nameColumns := func(c []string) {
		if len(c) > 2 {
			add(c[1], false)
			if c[2] != c[1] {
				add(c[2], false)
			}
		}
	}
	if err := read("cities15000.txt*", nameColumns); err != nil {
		return nil, err
	}
	if err := read("countryInfo.txt", func(c []string) {
		if len(c) > 4 {
			add(c[4], true)
		}
	}); err != nil {
		return nil, err
	}
	if err := read("admin1Codes*", nameColumns); err != nil {
		return nil, err
	}
	if found == 0 {
		return nil, fmt.Errorf("read places: no GeoNames files (cities15000.txt, countryInfo.txt, admin1Codes*) in %s", dir)
	}
	return out, nil
}

func readTSV(name string, each func(cols []string)) error {
	r, err := datafile.Open(name)
	if err != nil {
		return fmt.Errorf("read places: %w", err)
	}
	defer r.Close()
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		each(strings.Split(line, "\t"))
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("read places %s: %w", name, err)
	}
	return nil
}
