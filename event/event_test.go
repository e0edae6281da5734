package event

import (
	"strings"
	"testing"
	"time"

	"sitrep/conllu"
	"sitrep/doc"
)

// parsedStory builds a story from hand-parsed CoNLL-U, one paragraph per
// sentence, as the text and syntax stages would leave it.
func parsedStory(t *testing.T, name string) *doc.Story {
	t.Helper()
	sents, err := conllu.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	st := &doc.Story{ID: "test", Published: time.Date(2021, 3, 13, 0, 0, 0, 0, time.UTC)}
	var b strings.Builder
	for si, s := range sents {
		if si > 0 {
			b.WriteString("\n\n")
		}
		first := len(st.Tokens)
		start := b.Len()
		for _, w := range s.Words {
			tok := doc.Token{Form: w.Form, Sentence: si, UPOS: w.UPOS, XPOS: w.XPOS, Lemma: w.Lemma, Rel: w.Deprel, Head: -1}
			if w.Head > 0 {
				tok.Head = first + w.Head - 1
			}
			tok.Start = b.Len()
			b.WriteString(w.Form)
			tok.End = b.Len()
			if w.SpaceAfter() {
				b.WriteByte(' ')
			}
			st.Tokens = append(st.Tokens, tok)
		}
		st.Sentences = append(st.Sentences, doc.Sentence{Span: doc.Span{Start: start, End: st.Tokens[len(st.Tokens)-1].End}, FirstToken: first, EndToken: len(st.Tokens)})
	}
	st.Text = b.String()
	return st
}

func tokenIndex(st *doc.Story, sent int, form string) int {
	for i := st.Sentences[sent].FirstToken; i < st.Sentences[sent].EndToken; i++ {
		if st.Tokens[i].Form == form {
			return i
		}
	}
	return -1
}

func TestCodeParsedSentences(t *testing.T) {
	st := parsedStory(t, "testdata/parsed.conllu")
	kill := tokenIndex(st, 2, "killing")
	three := tokenIndex(st, 2, "three")
	official := tokenIndex(st, 0, "official")
	st.Quantities = []doc.Quantity{
		{Span: st.Tokens[three].Span, Kind: "killed", Best: 3, Low: 3, High: 3, Trigger: kill},
		// A count tied to no trigger goes to its sentence's violent event.
		{Span: st.Tokens[official].Span, Kind: "injured", Best: 4, Low: 4, High: 4, Trigger: official},
	}
	lx, err := DefaultLexicon()
	if err != nil {
		t.Fatal(err)
	}
	if err := New(lx).Annotate(st); err != nil {
		t.Fatal(err)
	}
	if len(st.Events) != 4 {
		for _, e := range st.Events {
			t.Logf("%+v", e)
		}
		t.Fatalf("got %d events, want 4", len(st.Events))
	}

	shot := st.Events[0]
	if shot.Type.Plover != "ASSAULT" || shot.Type.Mode != "firearms" {
		t.Errorf("shot: type %+v", shot.Type)
	}
	if shot.Actor == nil || shot.Actor.Text != "a gunman" || shot.Target == nil || shot.Target.Text != "Two soldiers" {
		t.Errorf("shot: actor %+v target %+v", shot.Actor, shot.Target)
	}
	if len(shot.Evidence) != 2 {
		t.Errorf("the attack of sentence 2 should merge into the shooting: evidence %v", shot.Evidence)
	}
	kinds := map[string]string{}
	for _, c := range shot.Claims {
		kinds[c.Kind] = c.Claimant.Text
	}
	if kinds[doc.ClaimReported] != "an official" || kinds[doc.ClaimResponsibility] != "The rebels" {
		t.Errorf("shot: claims %+v", shot.Claims)
	}
	for _, c := range shot.Claims {
		if c.Kind == doc.ClaimResponsibility && (c.Says.Perpetrator == nil || c.Says.Perpetrator.Text != "The rebels") {
			t.Errorf("responsibility claim should name its perpetrator: %+v", c)
		}
	}
	if shot.Injured == nil || shot.Injured.Best != 4 {
		t.Errorf("shot: injured %+v, want the sentence's orphan count 4", shot.Injured)
	}
	if shot.Time == nil || shot.Time.Date != "2021-03-13" || shot.Time.ResolvedFrom != "published" {
		t.Errorf("shot: time %+v", shot.Time)
	}

	riot := st.Events[1]
	if riot.Type.Plover != "PROTEST" || riot.Type.Mode != "riot" || riot.Type.AcledEventType != "Riots" {
		t.Errorf("storming by protesters should code as a riot: %+v", riot.Type)
	}
	if riot.Killed == nil || riot.Killed.Best != 3 {
		t.Errorf("riot: killed %+v", riot.Killed)
	}

	meet := st.Events[2]
	if meet.Type.Plover != "CONSULT" || !meet.Aux.Negated || !meet.Aux.Hypothetical {
		t.Errorf("meet: %+v %+v", meet.Type, meet.Aux)
	}
	if meet.Target == nil || meet.Target.Text != "the envoy" {
		t.Errorf("meet: target %+v", meet.Target)
	}

	// A promise of aid is coded as PLOVER codes intent: AGREE.
	if promise := st.Events[3]; promise.Type.Plover != "AGREE" || promise.Actor == nil || promise.Actor.Text != "Japan" {
		t.Errorf("promise: %+v actor %+v", promise.Type, promise.Actor)
	}
}

func TestDateRange(t *testing.T) {
	for v, want := range map[string]string{"2011-04": "2011-04-01..2011-04-30", "2014": "2014-01-01..2014-12-31", "2012-02-25": "2012-02-25..2012-02-25"} {
		s, e, ok := dateRange(v)
		if got := s.Format("2006-01-02") + ".." + e.Format("2006-01-02"); !ok || got != want {
			t.Errorf("dateRange(%q) = %s, want %s", v, got, want)
		}
	}
	if _, _, ok := dateRange("PRESENT_REF"); ok {
		t.Error("PRESENT_REF is not a date")
	}
}
