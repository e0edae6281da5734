package ud

import (
	"fmt"
	"io"
	"runtime"
	"sitrep/eval"
	"strings"
	"time"

	"sitrep/conllu"
	"sitrep/doc"
	"sitrep/syntax"
)

// Scores is how well the syntax stage reproduces a Universal Dependencies
// treebank given its gold tokenisation, scored per syntactic word with
// punctuation included, as the CoNLL 2018 shared task scores them: LAS
// compares only the universal part of the relation (nsubj for nsubj:pass);
// LASFull also compares the subtype.
type Scores struct {
	Sentences    int     `json:"sentences"`
	Words        int     `json:"words"`
	UPOS         float64 `json:"upos"`
	XPOS         float64 `json:"xpos"`
	Lemma        float64 `json:"lemma"`
	UAS          float64 `json:"uas"`
	LAS          float64 `json:"las"`
	LASFull      float64 `json:"las_full"`
	TokensPerSec float64 `json:"tokens_per_sec"`
}

// WordParser analyses one sentence of words, as *syntax.Parser does.
type WordParser interface {
	ParseInto(words []string, out []syntax.Word)
}

// Score parses every sentence of gold from its gold words and scores tags,
// lemmas and attachments. TokensPerSec counts words per second of parsing,
// in the fastest of three passes over gold.
func Score(p WordParser, gold []conllu.Sentence) Scores {
	var sc Scores
	var upos, xpos, lemma, uas, las, lasFull int
	var elapsed time.Duration
	var words []string
	var out []syntax.Word
	for _, s := range gold {
		words = words[:0]
		for _, w := range s.Words {
			words = append(words, w.Form)
		}
		if cap(out) < len(words) {
			out = make([]syntax.Word, len(words))
		}
		out = out[:len(words)]
		t0 := time.Now()
		p.ParseInto(words, out)
		elapsed += time.Since(t0)
		sc.Sentences++
		for i, w := range s.Words {
			sc.Words++
			o := out[i]
			if o.UPOS == w.UPOS {
				upos++
			}
			if o.XPOS == w.XPOS {
				xpos++
			}
			if o.Lemma == w.Lemma {
				lemma++
			}
			if o.Head+1 == w.Head {
				uas++
				if doc.BaseRel(o.Rel) == doc.BaseRel(w.Deprel) {
					las++
				}
				if o.Rel == w.Deprel {
					lasFull++
				}
			}
		}
	}
	if sc.Words > 0 {
		n := float64(sc.Words)
		sc.UPOS, sc.XPOS, sc.Lemma = float64(upos)/n, float64(xpos)/n, float64(lemma)/n
		sc.UAS, sc.LAS, sc.LASFull = float64(uas)/n, float64(las)/n, float64(lasFull)/n
	}
	// Speed is on one core (as the figure is defined), the fastest of three
	// passes, so that a machine busy with other work for a moment does not
	// decide it; the garbage of loading the models is collected first.
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	runtime.GC()
	all := make([][]string, len(gold))
	for i, s := range gold {
		for _, w := range s.Words {
			all[i] = append(all[i], w.Form)
		}
	}
	for range 2 {
		var pass time.Duration
		for _, ws := range all {
			if cap(out) < len(ws) {
				out = make([]syntax.Word, len(ws))
			}
			out = out[:len(ws)]
			t0 := time.Now()
			p.ParseInto(ws, out)
			pass += time.Since(t0)
		}
		elapsed = min(elapsed, pass)
	}
	if elapsed > 0 {
		sc.TokensPerSec = float64(sc.Words) / elapsed.Seconds()
	}
	return sc
}

// WriteText writes the scores for a reader.
func (sc Scores) WriteText(w io.Writer) error {
	_, err := io.WriteString(w, sc.String())
	return err
}

// String renders the score for people.
func (sc Scores) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "sentences %d, words %d (gold tokenisation, punctuation included)\n", sc.Sentences, sc.Words)
	fmt.Fprintf(&b, "UPOS     %6.2f%%\n", 100*sc.UPOS)
	fmt.Fprintf(&b, "XPOS     %6.2f%%\n", 100*sc.XPOS)
	fmt.Fprintf(&b, "lemma    %6.2f%%\n", 100*sc.Lemma)
	fmt.Fprintf(&b, "UAS      %6.2f%%\n", 100*sc.UAS)
	fmt.Fprintf(&b, "LAS      %6.2f%%  (universal relations, as CoNLL 2018)\n", 100*sc.LAS)
	fmt.Fprintf(&b, "LAS full %6.2f%%  (with subtypes such as nsubj:pass)\n", 100*sc.LASFull)
	fmt.Fprintf(&b, "speed    %.0f words/s (tag, lemmatise, parse; one goroutine)\n", sc.TokensPerSec)
	return b.String()
}

// Splitter splits raw text into sentences and tokens, as *text.Tokenizer does.
type Splitter interface {
	Split(s string) ([]doc.Sentence, []doc.Token)
}

// RawScores scores tokenisation, sentence splitting and syntax from raw
// text, as the CoNLL 2018 shared task does: system words are aligned to gold
// words by character span, every figure is an F1 over gold and system words,
// and an attachment counts when the aligned head is the gold head.
type RawScores struct {
	Words        int     `json:"words"`
	WordsF1      float64 `json:"words_f1"`
	SentencesF1  float64 `json:"sentences_f1"`
	UPOS         float64 `json:"upos"`
	XPOS         float64 `json:"xpos"`
	Lemma        float64 `json:"lemma"`
	UAS          float64 `json:"uas"`
	LAS          float64 `json:"las"`
	TokensPerSec float64 `json:"tokens_per_sec"`
}

type goldWord struct {
	span  doc.Span
	w     conllu.Word
	index int // in the document's words
	head  int // document index of the head; -1 for the root
}

// rawDocuments rebuilds each document's text from gold tokens and their
// SpaceAfter flags (sentences separated by a space or, for a new paragraph,
// a blank line), with every gold word's span. The words of a multiword
// token get their own spans when they spell it out ("did" + "n't"), else
// the whole token's.
func rawDocuments(gold []conllu.Sentence) (texts []string, words [][]goldWord, sents [][]doc.Span) {
	var b strings.Builder
	var ws []goldWord
	var ss []doc.Span
	flush := func() {
		if b.Len() > 0 {
			texts, words, sents = append(texts, b.String()), append(words, ws), append(sents, ss)
		}
		b.Reset()
		ws, ss = nil, nil
	}
	for _, s := range gold {
		if s.NewDoc {
			flush()
		}
		if b.Len() > 0 {
			if s.NewPar {
				b.WriteString("\n\n")
			} else {
				b.WriteByte(' ')
			}
		}
		base := len(ws)
		sstart := b.Len()
		mw := 0
		for i := 0; i < len(s.Words); i++ {
			w := s.Words[i]
			if mw < len(s.Multiwords) && s.Multiwords[mw].First == w.ID {
				m := s.Multiwords[mw]
				mw++
				start := b.Len()
				b.WriteString(m.Form)
				end := b.Len()
				off := start
				for ; i < len(s.Words) && s.Words[i].ID <= m.Last; i++ {
					sw := s.Words[i]
					sp := doc.Span{Start: start, End: end}
					if strings.HasPrefix(m.Form[off-start:], sw.Form) {
						sp = doc.Span{Start: off, End: off + len(sw.Form)}
						off += len(sw.Form)
					}
					ws = append(ws, goldWord{span: sp, w: sw})
				}
				i--
				if !strings.Contains(m.Misc, "SpaceAfter=No") {
					b.WriteByte(' ')
				}
				continue
			}
			start := b.Len()
			b.WriteString(w.Form)
			ws = append(ws, goldWord{span: doc.Span{Start: start, End: b.Len()}, w: w})
			if w.SpaceAfter() && i < len(s.Words)-1 {
				b.WriteByte(' ')
			}
		}
		for k := base; k < len(ws); k++ {
			ws[k].index = k
			ws[k].head = -1
			if h := ws[k].w.Head; h > 0 {
				ws[k].head = base + h - 1
			}
		}
		// Trailing spaces are not part of the sentence.
		text := b.String()
		end := len(text)
		for end > sstart && text[end-1] == ' ' {
			end--
		}
		ss = append(ss, doc.Span{Start: sstart, End: end})
	}
	flush()
	return texts, words, sents
}

// ScoreRaw rebuilds the raw text of each gold document, runs the splitter
// and the annotator over it and scores the result against the gold words.
func ScoreRaw(sp Splitter, an eval.Annotator, gold []conllu.Sentence) (RawScores, error) {
	var sc RawScores
	texts, words, sents := rawDocuments(gold)
	var nGold, nSys, aligned, upos, xpos, lemma, uas, las int
	var gSents, sSents, okSents int
	var elapsed time.Duration
	for d, text := range texts {
		t0 := time.Now()
		st := &doc.Story{Text: text}
		st.Sentences, st.Tokens = sp.Split(text)
		if err := an.Annotate(st); err != nil {
			return sc, fmt.Errorf("document %d: %w", d, err)
		}
		elapsed += time.Since(t0)
		gw := words[d]
		nGold += len(gw)
		nSys += len(st.Tokens)
		// Align by identical span; both sides are in text order.
		sysOf := make([]int, len(gw)) // gold word -> system token, -1 if none
		goldOf := make([]int, len(st.Tokens))
		for i := range goldOf {
			goldOf[i] = -1
		}
		j := 0
		for i, g := range gw {
			sysOf[i] = -1
			for j < len(st.Tokens) && st.Tokens[j].Start < g.span.Start {
				j++
			}
			for k := j; k < len(st.Tokens) && st.Tokens[k].Start == g.span.Start; k++ {
				if st.Tokens[k].End == g.span.End && goldOf[k] < 0 {
					sysOf[i], goldOf[k] = k, i
					break
				}
			}
		}
		for i, g := range gw {
			k := sysOf[i]
			if k < 0 {
				continue
			}
			aligned++
			t := st.Tokens[k]
			if t.UPOS == g.w.UPOS {
				upos++
			}
			if t.XPOS == g.w.XPOS {
				xpos++
			}
			if t.Lemma == g.w.Lemma {
				lemma++
			}
			headOK := g.head == -1 && t.Head == -1 || g.head >= 0 && t.Head >= 0 && goldOf[t.Head] == g.head
			if headOK {
				uas++
				if doc.BaseRel(t.Rel) == doc.BaseRel(g.w.Deprel) {
					las++
				}
			}
		}
		gs := sents[d]
		gSents += len(gs)
		sSents += len(st.Sentences)
		set := map[doc.Span]bool{}
		for _, s := range gs {
			set[s] = true
		}
		for _, s := range st.Sentences {
			if s.EndToken > s.FirstToken && set[doc.Span{Start: st.Tokens[s.FirstToken].Start, End: st.Tokens[s.EndToken-1].End}] {
				okSents++
			}
		}
	}
	f1 := func(c, g, s int) float64 {
		if g+s == 0 {
			return 0
		}
		return 2 * float64(c) / float64(g+s)
	}
	sc.Words = nGold
	sc.WordsF1 = f1(aligned, nGold, nSys)
	sc.SentencesF1 = f1(okSents, gSents, sSents)
	sc.UPOS, sc.XPOS, sc.Lemma = f1(upos, nGold, nSys), f1(xpos, nGold, nSys), f1(lemma, nGold, nSys)
	sc.UAS, sc.LAS = f1(uas, nGold, nSys), f1(las, nGold, nSys)
	if elapsed > 0 {
		sc.TokensPerSec = float64(nSys) / elapsed.Seconds()
	}
	return sc, nil
}

// WriteText writes the scores for a reader.
func (sc RawScores) WriteText(w io.Writer) error {
	_, err := io.WriteString(w, sc.String())
	return err
}

// String renders the score for people.
func (sc RawScores) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "from raw text, %d gold words; F1 over aligned words (CoNLL 2018)\n", sc.Words)
	fmt.Fprintf(&b, "words     %6.2f%%\n", 100*sc.WordsF1)
	fmt.Fprintf(&b, "sentences %6.2f%%\n", 100*sc.SentencesF1)
	fmt.Fprintf(&b, "UPOS      %6.2f%%\n", 100*sc.UPOS)
	fmt.Fprintf(&b, "XPOS      %6.2f%%\n", 100*sc.XPOS)
	fmt.Fprintf(&b, "lemma     %6.2f%%\n", 100*sc.Lemma)
	fmt.Fprintf(&b, "UAS       %6.2f%%\n", 100*sc.UAS)
	fmt.Fprintf(&b, "LAS       %6.2f%%  (universal relations)\n", 100*sc.LAS)
	fmt.Fprintf(&b, "speed     %.0f tokens/s (split, tag, lemmatise, parse)\n", sc.TokensPerSec)
	return b.String()
}
