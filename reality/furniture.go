package reality

import (
	"strings"

	"sitrep/doc"
)

// commentRequest reports whether the event at token i is a reporter's
// request for comment ("did not respond to a request for comment",
// "requests for comment went unanswered"): a formula of news writing, no
// demand between parties.
func (p *parse) commentRequest(e *doc.Event, i int) bool {
	st := p.st
	if e.Type.Plover != "REQUEST" || st.Tokens[i].UPOS != "NOUN" || p.lemma(i) != "request" {
		return false
	}
	end := st.Sentences[st.Tokens[i].Sentence].EndToken
	return i+2 < end && strings.EqualFold(st.Tokens[i+1].Form, "for") && strings.EqualFold(st.Tokens[i+2].Form, "comment")
}

// noComment reports whether the refusal e at token i is a source's "no
// comment" ("declined to discuss reports", "refused to talk about it",
// "refused to comment when asked", "declined to be named"): a formula of
// news writing, no refusal between parties. A refusal to discuss what a party asks ("refused to
// discuss the demands") is one.
func (p *parse) noComment(e *doc.Event, i int) bool {
	if e.Type.Plover != "REJECT" {
		return false
	}
	if l := p.lemma(i); l == "refuse" || l == "decline" {
		// The refusal coded on its own verb: what is refused is saying,
		// or being named ("refused to be named": a source's terms).
		for _, k := range p.kids[i] {
			if p.st.Tokens[k].Rel != "xcomp" {
				continue
			}
			// Being named takes nothing more: "refused to be called up"
			// is a refusal of the draft.
			named := lex.anonymityWords[strings.ToLower(p.st.Tokens[k].Form)] && !p.hasRel(k, "compound:prt", "obj", "xcomp")
			if lex.commentVerbs[p.lemma(k)] && !p.hasRel(k, "obj", "obl") || named {
				return true
			}
		}
		return false
	}
	switch p.lemma(i) {
	case "discuss", "talk":
	default:
		return false
	}
	for _, k := range p.kids[i] {
		if r := p.st.Tokens[k].Rel; r == "obj" && !lex.infoNouns[p.lemma(k)] {
			return false
		}
	}
	return true
}

// linkList reports whether the trigger at token i stands in a list of
// links to other stories at the page's foot, after a head such as
// "related stories" ([link-lists], words.txt) on the same line: the
// headlines there tell other stories' events, which the page's own
// story does not (page furniture, docs/QUALITY.md coding rules).
func (p *parse) linkList(i int) bool {
	st := p.st
	line := strings.LastIndexByte(st.Text[:st.Tokens[i].Start], '\n') + 1
	for k := i - 1; k > 0 && st.Tokens[k-1].Start >= line; k-- {
		if p.linkHead(k) {
			return true
		}
	}
	return false
}

// linkHead reports whether tokens k-1 and k head a list of links
// ([link-lists]), remembering the answer: linkList asks it of every token
// before each trigger on the trigger's line, and a story with few line
// breaks would lowercase most of its words again for each event.
func (p *parse) linkHead(k int) bool {
	if p.linkHeads == nil {
		p.linkHeads = make([]int8, len(p.st.Tokens))
	}
	if h := p.linkHeads[k]; h != 0 {
		return h > 0
	}
	toks := p.st.Tokens
	first, second := strings.ToLower(toks[k-1].Form), leadingLetters(strings.ToLower(toks[k].Form))
	p.linkHeads[k] = -1
	for _, pair := range lex.linkLists {
		if first == pair[0] && second == pair[1] {
			p.linkHeads[k] = 1
			break
		}
	}
	return p.linkHeads[k] > 0
}

// leadingLetters returns the ASCII letters the lower-case s starts with:
// "stories" of "stories:" or of "storiesÂ", as copy may glue a colon or a
// mis-decoded byte (a non-breaking space read as Latin-1) to the list's
// head word.
func leadingLetters(s string) string {
	if n := strings.IndexFunc(s, func(r rune) bool { return r < 'a' || r > 'z' }); n >= 0 {
		return s[:n]
	}
	return s
}
