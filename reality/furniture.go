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
