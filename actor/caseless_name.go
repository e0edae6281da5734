package actor

import (
	"strings"

	"sitrep/doc"
	"sitrep/text"
)

// minTitledName is the fewest words of a name after a title: one word
// after a title is as often a common noun ("police escort", "court
// ruling") as a surname.
const minTitledName = 2

// maxTitledName is the most words a name after a title may have
// ("a k sen", "p v r rao").
const maxTitledName = 4

// addTitledNames adds a person mention for each name that a title word
// introduces in a story written all in lower case ("chief minister ravi
// menon said", "governor k r rao"), where the ner stage, which reads names
// by their capitals, finds none. The parse says where the name ends: the
// title is a compound of the name's last word, and every word between
// hangs inside the name; where the parse hung the title elsewhere ("party
// chief", the title an adjective), the name is the run of name words after
// it up to a word that is none (nameRunEnd). A dictionary word, a number
// or a word the other stages already took is no name, so "the prime
// minister said" and "the minister's residence" add nothing. Nor is a name
// trusted unless the story names the person again by its last word or the
// dictionary knows a word of it as a name's: a title compounds with common
// nouns too ("the commissioner office gate"), and a surname recurs where
// such nouns seldom do; but a person written to or met ("a letter to
// governor k r rao") is often named once (addressedTitle). With the name
// a mention, the title before it is read as in edited copy (leftContext),
// and the last word alone, when coreference makes a mention of it ("menon
// said he"), is linked to it (shortNameOf).
func (c *Coder) addTitledNames(st *doc.Story) {
	if !text.LowerCased(st.Text) {
		return
	}
	taken := make([]bool, len(st.Tokens))
	for _, m := range st.Mentions {
		for k := max(m.FirstToken, 0); k < m.EndToken && k < len(taken); k++ {
			taken[k] = true
		}
	}
	common := determined(st)
	n := len(st.Mentions)
	for k, t := range st.Tokens {
		if taken[k] || !roleWord(c.lx, t.Form, roleTitle, 0) {
			continue
		}
		end := k + 1
		if t.Rel == "compound" {
			end = c.titledNameEnd(st, taken, k)
		}
		if end <= k+minTitledName {
			end = c.nameRunEnd(st, taken, k)
		}
		if end <= k+minTitledName || anyWord(st, k+1, end, common) || !c.knownName(st, k+1, end) && !addressedTitle(st, k) {
			continue
		}
		st.Mentions = append(st.Mentions, personMention(st, k+1, end))
	}
	if len(st.Mentions) > n {
		sortMentions(st)
	}
}

// personMention is a PER mention of tokens [from, end), uncoded.
func personMention(st *doc.Story, from, end int) doc.Mention {
	return doc.Mention{
		Span:       doc.Span{Start: st.Tokens[from].Start, End: st.Tokens[end-1].End},
		FirstToken: from,
		EndToken:   end,
		Label:      doc.LabelPER,
		Antecedent: -1,
	}
}

// knownName reports whether the name of tokens [from, end) is one to
// trust: the dictionary knows one of its words as a name's, or its last
// word is written again outside it, standing as a name on its own
// ("menon said").
func (c *Coder) knownName(st *doc.Story, from, end int) bool {
	for _, t := range st.Tokens[from:end] {
		if len(c.lx.entries[actorNorm(t.Form)]) > 0 {
			return true // nameWord let it through: a name's word
		}
	}
	last := actorNorm(st.Tokens[end-1].Form)
	for j, t := range st.Tokens {
		if (j < from || j >= end) && actorNorm(t.Form) == last && recursAsName(st, from, end, j) {
			return true
		}
	}
	return false
}

// recursAsName reports whether token j, which repeats the last word of
// the name of tokens [from, end), stands as a name on its own: a proper
// noun or a noun phrase's head, not the same compound written again ("the
// commissioner office gate" twice, the word before it one of the name's)
// nor a word modifying another ("camp office staff"). Common-noun
// compounds recur that way; a surname recurs alone ("menon said").
func recursAsName(st *doc.Story, from, end, j int) bool {
	if j > 0 {
		prev := actorNorm(st.Tokens[j-1].Form)
		for _, t := range st.Tokens[from:end] {
			if actorNorm(t.Form) == prev {
				return false
			}
		}
	}
	t := st.Tokens[j]
	if t.UPOS == "PROPN" && t.Rel != "compound" {
		return true
	}
	switch rel, _, _ := strings.Cut(t.Rel, ":"); rel {
	case "nsubj", "obj", "iobj", "obl", "nmod", "appos", "conj":
		return true
	}
	return false
}

// titledNameEnd returns the end of the name after title token k, or k+1
// when the words after it are no name: the title's head, at most
// maxTitledName words on in its sentence, ends it (through a chain of
// compounds), and each word from k+1 to the head is a word of letters
// (initials "h.d." too) the dictionary knows as no other word than a
// name's, tagged as a noun or adjective, untaken, hanging on a word of
// the name.
func (c *Coder) titledNameEnd(st *doc.Story, taken []bool, k int) int {
	h := st.Tokens[k].Head
	// "minister ravi menon" may parse as a chain of compounds, each
	// word hanging on the next: the name ends where the chain does.
	for h > k && h < len(st.Tokens) && st.Tokens[h].Rel == "compound" && st.Tokens[h].Head > h && st.Tokens[h].Head-k <= maxTitledName {
		h = st.Tokens[h].Head
	}
	if h <= k || h-k > maxTitledName || h >= len(st.Tokens) || st.Tokens[h].Sentence != st.Tokens[k].Sentence {
		return k + 1
	}
	if u := st.Tokens[h].UPOS; u != "NOUN" && u != "PROPN" {
		return k + 1
	}
	for j := k + 1; j <= h; j++ {
		if !c.nameToken(st, taken, j) || j < h && (st.Tokens[j].Head <= k || st.Tokens[j].Head > h) {
			return k + 1
		}
	}
	return h + 1
}

// nameRunEnd returns the end of the words after title token k that may
// be a name, whatever the parse made of them, or k+1: up to
// maxTitledName words of its sentence, each as titledNameEnd asks but
// for the arcs, ended by a word that is none (a verb, a comma).
func (c *Coder) nameRunEnd(st *doc.Story, taken []bool, k int) int {
	j := k + 1
	for ; j < len(st.Tokens) && j <= k+maxTitledName && st.Tokens[j].Sentence == st.Tokens[k].Sentence; j++ {
		if !nameTagged(st.Tokens[j]) {
			return j
		}
		if !c.nameToken(st, taken, j) {
			return k + 1
		}
	}
	if j < len(st.Tokens) && st.Tokens[j].Sentence == st.Tokens[k].Sentence && nameTagged(st.Tokens[j]) {
		return k + 1 // longer than a name may be
	}
	return j
}

// nameTagged reports whether token t is tagged as a word a name may be
// made of: a noun, a proper noun, an adjective or a foreign word.
func nameTagged(t doc.Token) bool {
	switch t.UPOS {
	case "NOUN", "PROPN", "ADJ", "X":
		return true
	}
	return false
}

// nameToken reports whether token j may be a word of a name after a
// title, as both name readers ask: tagged as nameTagged says, not a
// plural proper noun, untaken by the other stages, a word of letters and
// one the dictionary knows, if at all, only as a name's. A common plural
// ("NNS") may be a surname the tagger read by its final s ("das",
// "fernandes"), and a surname so tagged left the "he" after it linked to
// no one: the dictionary and the article test (addTitledNames) keep
// plural nouns such as "police pickets" out.
func (c *Coder) nameToken(st *doc.Story, taken []bool, j int) bool {
	t := st.Tokens[j]
	if !nameTagged(t) || t.XPOS == "NNPS" || taken[j] {
		return false
	}
	w := actorNorm(t.Form)
	return lowerWord(w) && c.nameWord(w)
}

// nameWord reports whether the dictionary knows w, if at all, only as a
// word of a name (the surname of a leader the dictionary lists, which its
// capitals keep from matching lower-case copy), not as a role, country or
// other word.
func (c *Coder) nameWord(w string) bool {
	for _, e := range c.lx.entries[w] {
		if e.kind != actorNamed {
			return false
		}
	}
	return true
}

// determined returns the words that an article or demonstrative
// introduces somewhere in the story, with nothing or only adjectives
// between ("the ruling", "a new case"): common nouns, which a title
// before them ("court ruling", "police case") does not make a name. A
// name is not so written: in "the chief minister ravi menon" and "the
// menon government" other nouns come between.
func determined(st *doc.Story) map[string]bool {
	out := map[string]bool{}
	for k, t := range st.Tokens {
		if t.Rel != "det" || t.Head <= k || t.Head >= len(st.Tokens) {
			continue
		}
		j := k + 1
		for j < t.Head && st.Tokens[j].UPOS == "ADJ" {
			j++
		}
		if j == t.Head {
			out[actorNorm(st.Tokens[j].Form)] = true
		}
	}
	return out
}

// anyWord reports whether a word of tokens [from, end) is in set.
func anyWord(st *doc.Story, from, end int, set map[string]bool) bool {
	for _, t := range st.Tokens[from:end] {
		if set[actorNorm(t.Form)] {
			return true
		}
	}
	return false
}

// maxTitleWords is the most words a title may have before its head word
// ("union home minister", "bjp state president").
const maxTitleWords = 3

// addressedTitle reports whether title token k, with the words of its
// title before it, follows a word of the [addressed] words in its
// sentence ("a letter to", "talks with"), where a person is often named
// once; an "and" counts only after a "between" of the sentence. A plural
// title or an article before the title ("to the police control room")
// makes a common noun phrase, not a person named.
func addressedTitle(st *doc.Story, k int) bool {
	sent := st.Tokens[k].Sentence
	if st.Tokens[k].XPOS == "NNS" {
		return false // "talks with rss leaders": no one person
	}
	j := titleStart(st, k) - 1
	if j < 0 || st.Tokens[j].Sentence != sent {
		return false
	}
	w := strings.ToLower(st.Tokens[j].Form)
	if w != "and" && !nearWords.addressed[w] {
		return false
	}
	if w != "and" {
		return true
	}
	// "between him and minister ravi menon": the pair is addressed.
	for b := j - 1; b >= 0 && st.Tokens[b].Sentence == sent; b-- {
		if strings.ToLower(st.Tokens[b].Form) == "between" {
			return true
		}
	}
	return false
}

// titleStart returns the first of the words of a title before its head,
// token k: up to maxTitleWords nouns, proper nouns or adjectives of k's
// sentence just before it ("union home" of "union home minister"); k when
// there are none. addressedTitle reads the word before them, sameTitle
// the title they make.
func titleStart(st *doc.Story, k int) int {
	sent, lo := st.Tokens[k].Sentence, k
	for j := k - 1; j >= 0 && j >= k-maxTitleWords && st.Tokens[j].Sentence == sent; j-- {
		if u := st.Tokens[j].UPOS; u != "NOUN" && u != "PROPN" && u != "ADJ" {
			break
		}
		lo = j
	}
	return lo
}
