package reality

import (
	"strings"
	"testing"
)

// TestLinkList checks that a headline after a list head ("related
// stories") on the same line is page furniture, the head word read with
// the bytes copy glues to it, and that the story's own lines, before the
// head or on a later line, are not.
func TestLinkList(t *testing.T) {
	words := []string{"troops/NOUN/NNS/2/nsubj/troop", "shelled/VERB/VBD/0/root/shell", "the/DET/DT/4/det", "port/NOUN/NN/2/obj", "related/VERB/VBN/6/amod/relate", "storiesÂ/NOUN/NNS/2/parataxis/story",
		"mob/NOUN/NN/8/nsubj", "burns/VERB/VBZ/6/acl/burn", "market/NOUN/NN/8/obj"}
	st := story(t, words...)
	p := newParse(st)
	for form, want := range map[string]bool{"shelled": false, "burns": true} {
		e := event(st, "ASSAULT", form)
		if got := p.linkList(p.token(e.Trigger)); got != want {
			t.Errorf("%s: linkList = %v, want %v", form, got, want)
		}
	}
	// The same words with the list head's line ended before the
	// headline: the headline is the story's own next line.
	at := strings.Index(st.Text, " mob")
	st.Text = st.Text[:at] + "\n" + st.Text[at+1:]
	e := event(st, "ASSAULT", "burns")
	if newParse(st).linkList(p.token(e.Trigger)) {
		t.Errorf("a later line: linkList = true, want false")
	}
}

// TestLinkListRemembers checks that linkList, which remembers each pair of
// words it has read as a list's head or not, answers the same whichever
// trigger it is asked of first and however often.
func TestLinkListRemembers(t *testing.T) {
	words := []string{"police/NOUN/NNS/2/nsubj/police", "raided/VERB/VBD/0/root/raid", "a/DET/DT/4/det", "depot/NOUN/NN/2/obj", "related/VERB/VBN/6/amod/relate", "stories:/NOUN/NNS/2/parataxis/story",
		"gunmen/NOUN/NNS/8/nsubj/gunman", "storm/VERB/VBP/6/acl/storm", "prison/NOUN/NN/8/obj"}
	st := story(t, words...)
	p := newParse(st)
	for _, form := range []string{"storm", "raided", "storm", "raided"} {
		want := form == "storm"
		if got := p.linkList(p.token(event(st, "ASSAULT", form).Trigger)); got != want {
			t.Errorf("%s: linkList = %v, want %v", form, got, want)
		}
	}
}
