package reality

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"sitrep/doc"
	"sitrep/internal/polarity"
)

// parse indexes a story's tokens for feature extraction: each token's
// children, and the token that starts at a byte offset.
type parse struct {
	st    *doc.Story
	kids  [][]int
	start map[int]int
	// quoteAt and quoteOpen remember inQuote's last answer, from which the
	// next one, usually further on in the same paragraph, is read on.
	quoteAt   int
	quoteOpen bool
	// bodyWord[i]: token i is in an ORG mention of several tokens; built
	// on first use from bodyOf, the mentions then, for inBodyName.
	bodyWord []bool
	bodyOf   []doc.Mention
	// linkHeads[k]: 1 if tokens k-1 and k head a list of links, -1 if
	// not, 0 if not yet asked (linkHead).
	linkHeads []int8
}

// inBodyName reports whether token i lies in an ORG mention of more than
// one token, from a table made in one pass over the mentions rather than
// a pass for each question.
func (p *parse) inBodyName(i int) bool {
	if ms := p.st.Mentions; p.bodyWord == nil || len(ms) != len(p.bodyOf) || len(ms) > 0 && &ms[0] != &p.bodyOf[0] {
		p.bodyWord, p.bodyOf = make([]bool, len(p.st.Tokens)), ms
		for _, m := range p.st.Mentions {
			if m.Label == "ORG" && m.EndToken-m.FirstToken > 1 {
				for k := max(m.FirstToken, 0); k < m.EndToken && k < len(p.bodyWord); k++ {
					p.bodyWord[k] = true
				}
			}
		}
	}
	if i >= 0 && i < len(p.bodyWord) {
		return p.bodyWord[i]
	}
	for _, m := range p.st.Mentions {
		if m.Label == "ORG" && m.FirstToken <= i && i < m.EndToken && m.EndToken-m.FirstToken > 1 {
			return true
		}
	}
	return false
}

func newParse(st *doc.Story) *parse {
	p := &parse{st: st, kids: dependents(st.Tokens), start: make(map[int]int, len(st.Tokens))}
	for i, tok := range st.Tokens {
		if _, ok := p.start[tok.Start]; !ok {
			p.start[tok.Start] = i
		}
	}
	return p
}

// dependents returns each token's dependents in order: kids[h] lists the
// tokens whose head is h. The lists share one array, each with its
// capacity at its final length so that filling it allocates nothing and
// no append runs into the next list, rather than growing a slice per head
// (most of the stage's allocations).
func dependents(toks []doc.Token) [][]int {
	isKid := func(i, h int) bool { return h >= 0 && h < len(toks) && h != i }
	end := make([]int, len(toks)+1)
	for i := range toks {
		if h := toks[i].Head; isKid(i, h) {
			end[h+1]++
		}
	}
	for h := 1; h < len(end); h++ {
		end[h] += end[h-1]
	}
	flat := make([]int, end[len(toks)])
	kids := make([][]int, len(toks))
	for h := range kids {
		kids[h] = flat[end[h]:end[h]:end[h+1]]
	}
	for i := range toks {
		if h := toks[i].Head; isKid(i, h) {
			kids[h] = append(kids[h], i)
		}
	}
	return kids
}

// token returns the index of the token a trigger span starts on, or -1.
func (p *parse) token(sp doc.Span) int {
	if i, ok := p.start[sp.Start]; ok {
		return i
	}
	return -1
}

func (p *parse) lemma(i int) string { return p.st.Tokens[i].LowerLemma() }

// modalWords are auxiliaries and markers of unreal or future events; a
// feature names the word, so the model weighs "would" and "will" apart.
var modalWords = map[string]bool{
	"will": true, "would": true, "could": true, "may": true, "might": true, "should": true,
	"must": true, "can": true, "shall": true, "if": true, "unless": true, "whether": true,
}

// Features returns the features of the event mention whose trigger starts
// at token i of p's story: the trigger's word, part of speech and
// relation, the modal, negation and conditional markers above it, quote
// and question context, aggregate markers in its sentence, and what the
// coded event e holds (parties, counts, date, place).
func (p *parse) features(e *doc.Event, i int) []string {
	f := featureList{"bias"}
	p.wordFeatures(&f, e, i)
	p.modalFeatures(&f, i)
	p.sentenceFeatures(&f, i)
	p.clauseFeatures(&f, e, i)
	eventFeatures(&f, e)
	return f
}

// featureList collects features as "name=value|value".
type featureList []string

func (f *featureList) add(k string, v ...string) { *f = append(*f, k+"="+strings.Join(v, "|")) }

// wordFeatures are the trigger's word, part of speech and relation, with
// its head and dependents.
func (p *parse) wordFeatures(f *featureList, e *doc.Event, i int) {
	st, tok, add := p.st, &p.st.Tokens[i], f.add
	lemma := p.lemma(i)
	cat := e.Type.Plover
	add("lemma", lemma)
	add("upos", tok.UPOS)
	add("xpos", tok.XPOS)
	add("rel", tok.Rel)
	add("cat", cat)
	add("cat.upos", cat, tok.UPOS)
	add("cat.rel", cat, doc.BaseRel(tok.Rel))
	add("lemma.upos", lemma, tok.UPOS)
	if tok.Form != "" && tok.Form[0] >= 'A' && tok.Form[0] <= 'Z' && !p.sentenceStart(i) {
		add("capital")
	}
	if h := tok.Head; h >= 0 {
		add("head.upos", st.Tokens[h].UPOS)
		add("rel.head", doc.BaseRel(tok.Rel), st.Tokens[h].UPOS)
	} else {
		add("root")
	}
	for _, k := range p.kids[i] {
		r := doc.BaseRel(st.Tokens[k].Rel)
		l := p.lemma(k)
		switch r {
		case "det", "case", "mark", "aux", "advmod", "cop":
			add("kid", r, l)
		case "nummod":
			add("kid", r)
		case "compound", "amod", "nmod", "obl", "nsubj", "obj", "obl:agent", "acl", "ccomp", "xcomp", "conj":
			add("kid", r)
		}
		if r == "compound" || r == "amod" {
			add("mod", st.Tokens[k].UPOS)
		}
	}
}

// modalFeatures are the modal and negation markers on the trigger and up
// to three heads above it.
func (p *parse) modalFeatures(f *featureList, i int) {
	st, add := p.st, f.add
	for n, j := 0, i; j >= 0 && n < 4; n, j = n+1, st.Tokens[j].Head {
		for _, k := range p.kids[j] {
			l := p.lemma(k)
			if modalWords[l] {
				add("modal", strconv.Itoa(min(n, 1)), l)
			}
			// A negating adverb, or "no", which denies a noun as "not"
			// does a verb ("no talks were held").
			if polarity.Negator(l) || l == "no" {
				add("neg", strconv.Itoa(min(n, 1)))
			}
		}
		if n > 0 {
			add("above", p.lemma(j), st.Tokens[j].UPOS)
		}
	}
}

// sentenceFeatures are the trigger's sentence: quotes, speakers,
// questions, aggregate words, its place in the story and its time
// expressions.
func (p *parse) sentenceFeatures(f *featureList, i int) {
	st, tok, add := p.st, &p.st.Tokens[i], f.add
	sent := st.Sentences[tok.Sentence]
	words := map[string]bool{}
	for k := sent.FirstToken; k < sent.EndToken; k++ {
		form := st.Tokens[k].Form
		if doc.IsQuoteMark(form) {
			words["quote"] = true
		}
		if st.Tokens[k].UPOS == "PRON" && speakerWords[strings.ToLower(form)] {
			words["speaker"] = true
		}
		if form == "?" {
			words["question"] = true
		}
		if l := strings.ToLower(form); lex.aggregateWords[l] {
			words["w:"+l] = true
		}
		if k != i && st.Tokens[k].Head == i && st.Tokens[k].XPOS == "CD" {
			words["number"] = true
		}
	}
	if p.inQuote(tok.Start) {
		add("inquote")
	}
	for _, w := range sortedKeys(words) {
		add("sent", w)
	}
	switch s := tok.Sentence; {
	case s == 0:
		add("sentpos", "0")
	case s < 3:
		add("sentpos", "1-2")
	case s < 10:
		add("sentpos", "3-9")
	default:
		add("sentpos", "10+")
	}
	for _, t := range st.Timexes {
		if sent.Contains(t.Span) {
			add("timex", t.Type, t.Precision)
		}
	}
}

// eventFeatures are what the coded event holds: parties, counts, date,
// place, claims and flags.
func eventFeatures(f *featureList, e *doc.Event) {
	add := f.add
	cat := e.Type.Plover
	add("actor", partyKind(e.Actor))
	add("target", partyKind(e.Target))
	add("parties", cat, strconv.FormatBool(e.Actor != nil), strconv.FormatBool(e.Target != nil))
	if e.Killed != nil || e.Injured != nil || e.Arrested != nil {
		add("count")
	}
	if e.Time != nil {
		add("date", e.Time.ResolvedFrom, e.Time.Precision)
	}
	if e.Place != nil {
		add("place", e.Place.ResolvedFrom)
	}
	add("claims", strconv.Itoa(min(len(e.Claims), 2)))
	if e.Aux.Future {
		add("future")
	}
	if e.Aux.Historical {
		add("historical")
	}
	if len(e.Mentions) > 1 {
		add("retold")
	}
}

// speakerWords are the pronouns of people speaking or spoken to: a
// sentence with them is mostly a quote or an address.
var speakerWords = map[string]bool{"i": true, "we": true, "you": true, "me": true, "us": true, "my": true, "our": true, "your": true}

// partyKind classes an event's party: none, a pronoun, or a phrase.
func partyKind(pt *doc.Party) string {
	switch {
	case pt == nil:
		return "none"
	case lex.pronouns[strings.ToLower(pt.Text)]:
		return "pronoun"
	}
	return "phrase"
}

// inQuote reports whether byte offset off lies inside quotation marks
// opened in its paragraph (a quote running over several sentences opens
// in the first).
func (p *parse) inQuote(off int) bool {
	text := p.st.Text[:off]
	var para int
	open := false
	if at := p.quoteAt; at <= off && (at == len(text) || utf8.RuneStart(text[at])) && strings.IndexByte(text[at:], '\n') < 0 {
		// Read on from the last answer, in the same paragraph: one pass
		// over a long paragraph rather than one per question.
		para, open = at, p.quoteOpen
	} else {
		para = strings.LastIndex(text, "\n") + 1
	}
	defer func() { p.quoteAt, p.quoteOpen = off, open }()
	for _, r := range text[para:] {
		switch doc.QuoteRune(r) {
		case doc.StraightQuote:
			open = !open
		case doc.OpenQuote:
			open = true
		case doc.CloseQuote:
			open = false
		}
	}
	return open
}

func (p *parse) sentenceStart(i int) bool {
	return i == p.st.Sentences[p.st.Tokens[i].Sentence].FirstToken
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
