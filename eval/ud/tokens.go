package ud

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"
	"unicode/utf8"

	"sitrep/conllu"
	"sitrep/doc"
	"sitrep/eval"
	"sitrep/text"
)

// TokenScores is the tokeniser's score on a CoNLL-U treebank, computed as the
// CoNLL 2018 shared task script (conll18_ud_eval.py) does: characters with
// whitespace removed are the coordinate system, and a token or sentence
// matches when its character range is exactly a gold one. Tokens are
// surface tokens: "didn't" is one token in gold and in the system output
// (a run of Joined tokens).
type TokenScores struct {
	TokenPrecision    float64 `json:"token_precision"`
	TokenRecall       float64 `json:"token_recall"`
	TokenF1           float64 `json:"token_f1"`
	SentencePrecision float64 `json:"sentence_precision"`
	SentenceRecall    float64 `json:"sentence_recall"`
	SentenceF1        float64 `json:"sentence_f1"`
	Tokens            int     `json:"tokens"`           // gold surface tokens
	SystemTokens      int     `json:"system_tokens"`    // system surface tokens
	Sentences         int     `json:"sentences"`        // gold sentences
	SystemSentences   int     `json:"system_sentences"` // system sentences
	Documents         int     `json:"documents"`
	Bytes             int     `json:"bytes"`      // raw text rebuilt from the "# text" lines
	MBPerSec          float64 `json:"mb_per_sec"` // Split throughput over the raw text, 1 MB = 1e6 bytes
}

// tokDoc is one document rebuilt from its sentences.
type tokDoc struct {
	text      string
	tokens    [][2]int // gold surface tokens in character coordinates
	sentences [][2]int
	first     string // sent_id of its first sentence, for error messages
}

// tokBuildDocs rebuilds each document's raw text from the "# text" lines: one
// space between the sentences of a paragraph, a newline at each new
// paragraph, fresh text at each new document.
func tokBuildDocs(gold []conllu.Sentence) ([]tokDoc, error) {
	var (
		docs []tokDoc
		b    strings.Builder
		cur  tokDoc
		have bool
		pos  int // character position (whitespace removed)
		ref  strings.Builder
	)
	finish := func() error {
		if !have {
			return nil
		}
		cur.text = b.String()
		if got, want := tokStripSpace(cur.text), ref.String(); got != want {
			return fmt.Errorf("document at sentence %s: # text lines do not match the token forms", cur.first)
		}
		docs = append(docs, cur)
		return nil
	}
	for i, s := range gold {
		if i == 0 || s.NewDoc {
			if err := finish(); err != nil {
				return nil, err
			}
			cur, have = tokDoc{first: s.ID}, true
			b.Reset()
			ref.Reset()
			pos = 0
		} else if s.NewPar {
			b.WriteByte('\n')
		} else {
			b.WriteByte(' ')
		}
		b.WriteString(s.Text)
		forms, _ := s.Tokens()
		start := pos
		for _, f := range forms {
			n := 0
			for _, r := range f {
				if !text.IsSpace(r) {
					n++
					ref.WriteRune(r)
				}
			}
			if n > 0 {
				cur.tokens = append(cur.tokens, [2]int{pos, pos + n})
			}
			pos += n
		}
		if pos > start {
			cur.sentences = append(cur.sentences, [2]int{start, pos})
		}
	}
	if err := finish(); err != nil {
		return nil, err
	}
	return docs, nil
}

func tokStripSpace(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if !text.IsSpace(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// tokCharIndex maps each byte offset of s to the number of non-whitespace
// characters before it.
func tokCharIndex(s string) []int {
	idx := make([]int, len(s)+1)
	n := 0
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		for k := 0; k < w; k++ {
			idx[i+k] = n
		}
		if !text.IsSpace(r) {
			n++
		}
		i += w
	}
	idx[len(s)] = n
	return idx
}

// tokSystemSpans returns the system's surface tokens and sentences in
// character coordinates.
func tokSystemSpans(s string, sents []doc.Sentence, toks []doc.Token) (tokens, sentences [][2]int) {
	idx := tokCharIndex(s)
	for i := 0; i < len(toks); i++ {
		a := idx[toks[i].Start]
		for i+1 < len(toks) && toks[i+1].Joined {
			i++
		}
		if e := idx[toks[i].End]; e > a {
			tokens = append(tokens, [2]int{a, e})
		}
	}
	for _, st := range sents {
		if a, e := idx[st.Span.Start], idx[st.Span.End]; e > a {
			sentences = append(sentences, [2]int{a, e})
		}
	}
	return tokens, sentences
}

// matches counts the spans present in both sorted lists.
func tokMatches(a, b [][2]int) int {
	n, i, j := 0, 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] == b[j]:
			n++
			i++
			j++
		case a[i][0] < b[j][0] || (a[i][0] == b[j][0] && a[i][1] < b[j][1]):
			i++
		default:
			j++
		}
	}
	return n
}

// Tokens scores tok on the gold sentences and measures Split's throughput
// over the rebuilt text.
func ScoreTokens(gold []conllu.Sentence, tok Splitter) (TokenScores, error) {
	var sc TokenScores
	docs, err := tokBuildDocs(gold)
	if err != nil {
		return sc, err
	}
	var tokMatch, sentMatch int
	for _, d := range docs {
		sents, toks := tok.Split(d.text)
		st, ss := tokSystemSpans(d.text, sents, toks)
		tokMatch += tokMatches(st, d.tokens)
		sentMatch += tokMatches(ss, d.sentences)
		sc.Tokens += len(d.tokens)
		sc.SystemTokens += len(st)
		sc.Sentences += len(d.sentences)
		sc.SystemSentences += len(ss)
		sc.Bytes += len(d.text)
	}
	sc.Documents = len(docs)
	sc.TokenPrecision, sc.TokenRecall, sc.TokenF1 = eval.PRF(tokMatch, sc.SystemTokens, sc.Tokens)
	sc.SentencePrecision, sc.SentenceRecall, sc.SentenceF1 = eval.PRF(sentMatch, sc.SystemSentences, sc.Sentences)

	// Throughput: whole passes over every document until at least half a
	// second has gone by (or 1000 passes, for tiny inputs); the best pass
	// counts, as in a benchmark.
	if sc.Bytes > 0 {
		best := time.Duration(0)
		for total, passes := time.Duration(0), 0; (total < 500*time.Millisecond && passes < 1000) || passes < 3; passes++ {
			t0 := time.Now()
			for _, d := range docs {
				tok.Split(d.text)
			}
			el := time.Since(t0)
			total += el
			if best == 0 || el < best {
				best = el
			}
		}
		if best > 0 {
			sc.MBPerSec = float64(sc.Bytes) / best.Seconds() / 1e6
		}
	}
	return sc, nil
}

// WriteText writes the scores for a reader: a table of token and sentence
// figures, then the size of the text and the splitter's speed.
func (sc TokenScores) WriteText(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "\tprecision\trecall\tF1\tgold\tsystem\t\n")
	fmt.Fprintf(tw, "tokens\t%.4f\t%.4f\t%.4f\t%d\t%d\t\n", sc.TokenPrecision, sc.TokenRecall, sc.TokenF1, sc.Tokens, sc.SystemTokens)
	fmt.Fprintf(tw, "sentences\t%.4f\t%.4f\t%.4f\t%d\t%d\t\n", sc.SentencePrecision, sc.SentenceRecall, sc.SentenceF1, sc.Sentences, sc.SystemSentences)
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "%d documents, %d bytes; Split runs at %.1f MB/s\n", sc.Documents, sc.Bytes, sc.MBPerSec)
	return err
}
