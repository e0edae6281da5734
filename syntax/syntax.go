// Package syntax is sitrep's syntax stage: a part-of-speech tagger (UPOS and
// Penn Treebank XPOS), a lemmatiser and a labelled dependency parser in the
// Universal Dependencies scheme, trained on UD English EWT and GUM.
//
// The tagger is a greedy averaged perceptron over joint UPOS|XPOS tags; the
// lemmatiser an exception lexicon plus suffix rules keyed by XPOS; the parser
// a greedy arc-hybrid transition parser with averaged perceptrons (one for
// unlabelled transitions, one for arc labels) trained with a dynamic
// oracle. All three load from models embedded in the binary (see models/
// and `sitrep train tagger|parser`).
package syntax

import (
	"embed"
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"

	"sitrep/doc"
)

//go:embed models/tagger.bin.gz models/parser.bin.gz
var modelFS embed.FS

// Parser tags, lemmatises and parses sentences. It is safe for concurrent use.
type Parser struct {
	tg      *tagger
	lm      *lemmatizer
	ps      *parser
	tagHash []uint64 // parser atom of each tagger tag
	// free holds workspaces between calls, one a core (at least two):
	// unlike pool, which the garbage collector empties, it keeps
	// each one's tagCache warm. pool serves when free is empty or nil.
	free chan *workspace
	pool sync.Pool
}

// Word is one analysed word of a sentence.
type Word struct {
	Form  string
	UPOS  string
	XPOS  string
	Lemma string
	Head  int // index of the head word in the sentence; -1 for the root
	Rel   string
}

var loadEmbedded = sync.OnceValues(func() (*Parser, error) {
	tg, err := modelFS.ReadFile("models/tagger.bin.gz")
	if err != nil {
		return nil, err
	}
	ps, err := modelFS.ReadFile("models/parser.bin.gz")
	if err != nil {
		return nil, err
	}
	p, err := Load(tg, ps)
	if err != nil {
		return nil, err
	}
	// The embedded models live as long as the process, so their tables
	// can move to memory that is never freed, backed by huge pages where
	// the system allows it (see hugeCopy).
	for _, m := range []*model{p.tg.m, p.tg.r, p.ps.lm} {
		if m != nil {
			m.slots = hugeCopy(m.slots)
			m.ent = hugeCopy(m.ent)
		}
	}
	p.ps.m.tab = hugeCopy(p.ps.m.tab)
	return p, nil
})

// New returns the parser built from the embedded models. The models are
// decoded once per process; later calls return the same Parser.
func New() (*Parser, error) {
	p, err := loadEmbedded()
	if err != nil {
		return nil, fmt.Errorf("syntax: load embedded models: %w", err)
	}
	return p, nil
}

// EnvParser names the environment variable that, when set, holds the path
// of a parser model file (parser.bin.gz from `sitrep train parser|average`)
// for the pipeline to use instead of the embedded one, so that a candidate
// model is scored by every eval and test without a rebuild.
const EnvParser = "SITREP_PARSER"

var (
	openMu sync.Mutex
	opened = map[string]*Parser{}
)

// Open returns the parser built from the embedded tagger and the parser
// model in the file path, or New's when path is "". Each file is read and
// decoded once per process; later calls with the same path return the
// same Parser.
func Open(path string) (*Parser, error) {
	if path == "" {
		return New()
	}
	openMu.Lock()
	defer openMu.Unlock()
	if p := opened[path]; p != nil {
		return p, nil
	}
	ps, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("syntax: read parser model: %w", err)
	}
	tg, err := EmbeddedTagger()
	if err != nil {
		return nil, fmt.Errorf("syntax: embedded tagger: %w", err)
	}
	p, err := Load(tg, ps)
	if err != nil {
		return nil, fmt.Errorf("syntax: %s: %w", path, err)
	}
	opened[path] = p
	return p, nil
}

// EmbeddedTagger returns the bytes of the embedded tagger model, which the
// parser trainer uses to tag the development set.
func EmbeddedTagger() ([]byte, error) { return modelFS.ReadFile("models/tagger.bin.gz") }

// Load builds a Parser from model files written by TrainTagger and
// TrainParser. parserData may be nil for a tagger and lemmatiser only.
func Load(taggerData, parserData []byte) (*Parser, error) {
	tg, lm, err := decodeTagger(taggerData)
	if err != nil {
		return nil, fmt.Errorf("tagger model: %w", err)
	}
	if lm.irregular, err = irregularPast(); err != nil {
		return nil, fmt.Errorf("lemmatiser: %w", err)
	}
	var ps *parser
	if parserData != nil {
		if ps, err = decodeParser(parserData); err != nil {
			return nil, fmt.Errorf("parser model: %w", err)
		}
		if err = ps.relabelFrom(os.Getenv(EnvRelabel)); err != nil {
			return nil, fmt.Errorf("$%s: %w", EnvRelabel, err) // the variable, not the command, named the file
		}
	}
	return assemble(tg, lm, ps), nil
}

// assemble returns a Parser over the given models (ps may be nil) with
// its own workspaces.
func assemble(tg *tagger, lm *lemmatizer, ps *parser) *Parser {
	p := &Parser{tg: tg, lm: lm, ps: ps}
	p.tagHash = make([]uint64, len(tg.upos))
	for i := range tg.upos {
		p.tagHash[i] = tagAtom(tg.upos[i], tg.xpos[i])
	}
	p.pool.New = func() any { return new(workspace) }
	// A workspace holds about 9.5 MB of caches outside the heap: keep one
	// a core warm, and let bursts beyond that come from the pool.
	p.free = make(chan *workspace, max(2, runtime.GOMAXPROCS(0)))
	return p
}

func tagAtom(upos, xpos string) uint64 { return strHash(upos+"|"+xpos, false) }

// rootWord and rootTag stand for the artificial root at the buffer's end.
const (
	rootWord = 0x2545f4914f6cdd1d
	rootTag  = 0x3c6ef372fe94f82b
)

// wordAtom is the parser's view of a word: its lowercased form, or its
// shape for words with digits, whose exact value rarely matters.
func wordAtom(w string, lw uint64) uint64 {
	if strings.ContainsAny(w, "0123456789") {
		return shape(w) ^ 0xd1b54a32d192ed03
	}
	return lw
}

// workspace holds the buffers of one analysis, reused across calls.
type workspace struct {
	at     []atoms
	rat    []atoms // at reversed, for the right-to-left tagger
	comb   []float32
	comb2  []float32
	tags2  []int
	feats  []uint64
	scores []int32
	tc     *tagCache // the tagger's word sums, kept across calls
	static []int32   // tagCache.fill of the sentence, both models
	// dcache holds recent lookups in the transition model dcacheOf
	// (dense.scoreCached); dmiss is its buffer.
	dcache, dmiss []uint64
	dcacheOf      *dense
	st            state
	beam          beamSearch
	tags          []int
	pw, pt        []uint64
	px            []uint64
	pp            []int32
	heads         []int
	labs          []int
	attr          attribution // the sentence's closing attribution, if any
	title         []bool      // each word is a capitalised title right before a proper noun (titleWords)
	lemmas        lemmaCache
	first         []int32 // first-pass label scores, one row a word, for relabel
	mended        []bool  // the word's label was mended by a run-time check
	rtree         tree
	net           netBuffers // the net parser's (parseNet)
}

func (ws *workspace) atomsFor(n int) []atoms {
	ws.at = grow(ws.at, n)
	return ws.at
}

// scoresFor returns n scores with room for 256, as model.score needs.
func (ws *workspace) scoresFor(n int) []int32 {
	if cap(ws.scores) < 256 {
		ws.scores = make([]int32, 256)
	}
	ws.scores = ws.scores[:n]
	return ws.scores
}

// getWorkspace takes a workspace from the free list, or the pool.
func (p *Parser) getWorkspace() *workspace {
	select {
	case ws := <-p.free:
		return ws
	default:
		return p.pool.Get().(*workspace)
	}
}

// putWorkspace gives ws back to the free list, or to the pool when the
// list is full.
func (p *Parser) putWorkspace(ws *workspace) {
	select {
	case p.free <- ws:
	default:
		p.pool.Put(ws)
	}
}

// analyse runs the tagger and, when the parser is loaded and parse is set,
// the parser over words, leaving results in ws.
func (p *Parser) analyse(words []string, ws *workspace, parse bool) {
	n := len(words)
	ws.tags = grow(ws.tags, n)
	if n == 0 {
		return
	}
	p.tg.tagWords(words, ws, ws.tags)
	p.tg.finiteFix(ws, ws.tags)
	if !parse || p.ps == nil {
		return
	}
	p.parseInputs(words, ws)
	ws.heads = grow(ws.heads, n)
	ws.labs = grow(ws.labs, n)
	p.ps.parse(ws.pw, ws.pt, ws.px, ws.pp, ws, ws.heads, ws.labs)
}

// parseInputs fills ws's parser inputs for the tagged words: each word's
// atom, tag hash and suffix, the root's, and the running count of
// punctuation; the parser, greedy or beam, reads only these.
func (p *Parser) parseInputs(words []string, ws *workspace) {
	n := len(words)
	ws.pw = grow(ws.pw, n+1)
	ws.pt = grow(ws.pt, n+1)
	ws.px = grow(ws.px, n+1)
	ws.pp = grow(ws.pp, n+2)
	ws.pp[0] = 0
	ws.title = grow(ws.title, n)
	for i, w := range words {
		a := &ws.at[i]
		ws.title[i] = a.flags&capFlag != 0 && titleWords[a.lw] && i+1 < n && p.tg.upos[ws.tags[i+1]] == "PROPN" &&
			!titleWords[ws.at[i+1].lw] && !dateWords[ws.at[i+1].lw]
		ws.pw[i] = wordAtom(w, a.lw)
		ws.pt[i] = p.tagHash[ws.tags[i]]
		ws.px[i] = a.suf[2]
		ws.pp[i+1] = ws.pp[i] + int32(a.flags&noAlnumFlag/noAlnumFlag)
	}
	ws.pw[n], ws.pt[n], ws.px[n] = rootWord, rootTag, rootWord
	ws.pp[n+1] = ws.pp[n]
}

// ParseWords tags, lemmatises and parses one sentence given as words in
// Universal Dependencies tokenisation ("did", "n't").
func (p *Parser) ParseWords(words []string) []Word {
	out := make([]Word, len(words))
	p.ParseInto(words, out)
	return out
}

// ParseInto is ParseWords writing into out, which must be as long as words.
func (p *Parser) ParseInto(words []string, out []Word) {
	ws := p.getWorkspace()
	defer p.putWorkspace(ws)
	p.analyse(words, ws, true)
	for i, w := range words {
		t := ws.tags[i]
		o := &out[i]
		o.Form, o.UPOS, o.XPOS = w, p.tg.upos[t], p.tg.xpos[t]
		o.Lemma = ws.lemmas.lemma(p.lm, w, t, o.XPOS)
		o.Head, o.Rel = -1, ""
		if p.ps != nil {
			o.Head = ws.heads[i]
			o.Rel = p.ps.labels[ws.labs[i]]
		}
	}
}

// Annotate fills UPOS, XPOS, Lemma, Head and Rel of every token of every
// sentence of st. Heads are indices into st.Tokens; the root has -1.
func (p *Parser) Annotate(st *doc.Story) error {
	ws := p.getWorkspace()
	defer p.putWorkspace(ws)
	var words []string
	for si, s := range st.Sentences {
		if s.FirstToken < 0 || s.EndToken > len(st.Tokens) || s.FirstToken > s.EndToken {
			return fmt.Errorf("syntax: sentence %d has bad token range [%d,%d) of %d tokens", si, s.FirstToken, s.EndToken, len(st.Tokens))
		}
		toks := st.Tokens[s.FirstToken:s.EndToken]
		words = words[:0]
		for _, t := range toks {
			words = append(words, t.Form)
		}
		p.analyse(words, ws, true)
		for i := range toks {
			t := &toks[i]
			tg := ws.tags[i]
			t.UPOS, t.XPOS = p.tg.upos[tg], p.tg.xpos[tg]
			t.Lemma = ws.lemmas.lemma(p.lm, t.Form, tg, t.XPOS)
			t.Head, t.Rel = -1, ""
			if p.ps != nil {
				if h := ws.heads[i]; h >= 0 {
					t.Head = s.FirstToken + h
				}
				t.Rel = p.ps.labels[ws.labs[i]]
			}
		}
	}
	return nil
}

// EmbeddedParser returns the bytes of the embedded parser model.
func EmbeddedParser() ([]byte, error) { return modelFS.ReadFile("models/parser.bin.gz") }
