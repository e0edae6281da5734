package wikievents

import (
	"bufio"
	"encoding/json"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"sitrep/doc"
	"sitrep/internal/datafile"
	"sitrep/internal/gold"
	"sitrep/pipeline"
)

// A document written for these tests in the WikiEvents layout. Token
// offsets are characters into the sentences joined without a separator,
// as in the released data; "é" checks the character-to-byte conversion.
const wikiTestDoc = `{"doc_id": "t_2015.03.02", "tokens": ["Rebels","shelled","Orém",".","Two","men","died","and","police","arrested","one","."],
"sentences": [[[["Rebels",0,6],["shelled",7,14],["Orém",15,19],[".",19,20]], "Rebels shelled Orém."],
              [[["Two",20,23],["men",24,27],["died",28,32],["and",33,36],["police",37,43],["arrested",44,52],["one",53,56],[".",56,57]], "Two men died and police arrested one."]],
"text": "Rebels shelled Orém.Two men died and police arrested one.",
"entity_mentions": [{"id":"t-T1","sent_idx":0,"start":0,"end":1},{"id":"t-T2","sent_idx":0,"start":2,"end":3},
                    {"id":"t-T3","sent_idx":1,"start":4,"end":6},{"id":"t-T4","sent_idx":1,"start":10,"end":11}],
"event_mentions": [
 {"id":"t-E1","event_type":"Conflict.Attack.Unspecified","trigger":{"start":1,"end":2,"text":"shelled","sent_idx":0},
  "arguments":[{"entity_id":"t-T1","role":"Attacker"},{"entity_id":"t-T2","role":"Place"}]},
 {"id":"t-E2","event_type":"Life.Die.Unspecified","trigger":{"start":6,"end":7,"text":"died","sent_idx":1},
  "arguments":[{"entity_id":"t-T3","role":"Victim"}]},
 {"id":"t-E3","event_type":"Justice.ArrestJailDetain.Unspecified","trigger":{"start":9,"end":10,"text":"arrested","sent_idx":1},
  "arguments":[{"entity_id":"t-T4","role":"Detainee"}]},
 {"id":"t-E4","event_type":"Contact.Contact.Broadcast","trigger":{"start":9,"end":10,"text":"arrested","sent_idx":1},"arguments":[]}]}
`

// fixedCoder codes the test document: an assault on "shelled" whose actor
// is "Rebels" and place "Orém", killing two ("Two" counting "men", with
// "died" as the casualty word), and an assault on "police" (a spurious
// attack in the death's sentence, wrongly placed).
type fixedCoder struct{ t *testing.T }

func (c fixedCoder) Annotate(st *doc.Story) error {
	at := func(word string) doc.Span {
		k := strings.Index(st.Text, word)
		if k < 0 {
			c.t.Fatalf("%q not in %q", word, st.Text)
		}
		return doc.Span{Start: k, End: k + len(word)}
	}
	if want := "Rebels shelled Orém.\n\nTwo men died and police arrested one."; st.Text != want {
		c.t.Fatalf("text %q, want %q", st.Text, want)
	}
	if st.Published.Format("2006-01-02") != "2015-03-02" {
		c.t.Errorf("published %v, want the date in the id", st.Published)
	}
	s1, s2 := doc.Span{Start: 0, End: 20}, doc.Span{Start: 22, End: len(st.Text)}
	two, men, died := at("Two"), at("men"), at("died")
	st.Tokens = []doc.Token{
		{Span: two, Form: "Two", Rel: "nummod", Head: 1},
		{Span: men, Form: "men", Head: 2},
		{Span: died, Form: "died", Lemma: "die", Head: -1},
	}
	st.Quantities = []doc.Quantity{{Span: two, Kind: "killed", Best: 2, Low: 2, High: 2, Trigger: 2}}
	st.Events = []doc.Event{
		{
			Type:     doc.EventType{Plover: "ASSAULT"},
			Trigger:  at("shelled"),
			Actor:    &doc.Party{Text: "Rebels", Span: at("Rebels")},
			Place:    &doc.Where{Name: "Orém", Span: at("Orém")},
			Killed:   &doc.Count{Best: 2, Low: 2, High: 2, Span: two},
			Evidence: []doc.Span{s1, s2},
		},
		{
			Type:     doc.EventType{Plover: "ASSAULT"},
			Trigger:  at("police"),
			Place:    &doc.Where{Name: "Elsewhere", Span: at("one")},
			Evidence: []doc.Span{s2},
		},
	}
	return nil
}

func TestScoreWikiEvents(t *testing.T) {
	p := filepath.Join(t.TempDir(), "dev.jsonl")
	if err := os.WriteFile(p, []byte(strings.ReplaceAll(wikiTestDoc, "\n", " ")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	docs, err := Read(p)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := Score(docs, nil, fixedCoder{t})
	if err != nil {
		t.Fatal(err)
	}
	near := func(name string, got, want float64) {
		t.Helper()
		if math.Abs(got-want) > 1e-9 {
			t.Errorf("%s = %.4f, want %.4f", name, got, want)
		}
	}
	// Attack: "shelled" overlaps (1 strict); "police" overlaps nothing.
	near("attack_precision", sc.AttackPrecision, 0.5)
	near("attack_recall", sc.AttackRecall, 1)
	// Die: the count's casualty word "died" is the anchor.
	near("die_f1", sc.DieF1, 1)
	// Arrest: no anchor; the broadcast event is not scored.
	near("arrest_recall", sc.ArrestRecall, 0)
	near("detection_micro_precision", sc.MicroPrecision, 2.0/3)
	near("detection_micro_recall", sc.MicroRecall, 2.0/3)
	// Arguments on the two matched pairs: the attack's attacker and place
	// are right, the death's victim is found through the counted noun; the
	// attack's casualties are a victim its gold mention lacks, and the
	// death has an actor and place its gold mention lacks.
	if sc.MatchedPairs != 2 {
		t.Errorf("matched pairs %d, want 2", sc.MatchedPairs)
	}
	near("attacker_f1", sc.AttackerF1, 2.0/3)
	near("victim_precision", sc.VictimPrecision, 0.5)
	near("victim_recall", sc.VictimRecall, 1)
	near("place_precision", sc.PlacePrecision, 0.5)
	near("place_recall", sc.PlaceRecall, 1)
	// Each wrong prediction above falls where the gold mention has no
	// argument of its role.
	if sc.AttackerUnannotated != 1 || sc.VictimUnannotated != 1 || sc.PlaceUnannotated != 1 {
		t.Errorf("unannotated attacker/victim/place %d/%d/%d, want 1/1/1", sc.AttackerUnannotated, sc.VictimUnannotated, sc.PlaceUnannotated)
	}
	if sc.FalseAlarms[Attack]["police"] != 1 || sc.Misses[Arrest]["arrested"] != 1 {
		t.Errorf("false alarms %v, misses %v", sc.FalseAlarms, sc.Misses)
	}
}

func TestWikiHelpers(t *testing.T) {
	if !containsWord("the Orém region", "orém") || containsWord("theme", "the") || containsWord("x", "") {
		t.Error("containsWord")
	}
	if headWord("their") != "" || headWord("the two soldiers") != "soldiers" {
		t.Error("headWord")
	}
	if got := wikiPublished("no_date_here"); !got.Equal(wikiFallbackDate) {
		t.Errorf("published %v", got)
	}
}

// wikiOracle codes each gold attack trigger of the documents it was built
// from as an ASSAULT event, to check offsets on the real data.
type wikiOracle map[string][]doc.Span

func (o wikiOracle) Annotate(st *doc.Story) error {
	for _, sp := range o[st.ID] {
		st.Events = append(st.Events, doc.Event{Type: doc.EventType{Plover: "ASSAULT"}, Trigger: sp, Evidence: []doc.Span{sp}})
	}
	return nil
}

func TestWikiEventsDev(t *testing.T) {
	path := gold.Path(t, "wikievents/dev.jsonl.gz")
	rc, err := datafile.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer rc.Close()
	oracle := wikiOracle{}
	dec := json.NewDecoder(bufio.NewReader(rc))
	for {
		var d Document
		if err := dec.Decode(&d); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		w, err := buildWikiText(&d)
		if err != nil {
			t.Fatalf("%s: %v", d.DocID, err)
		}
		for _, e := range d.Events {
			if strings.HasPrefix(e.EventType, "Conflict.Attack.") {
				sp, _ := w.span(e.Trigger.Start, e.Trigger.End)
				oracle[d.DocID] = append(oracle[d.DocID], sp)
			}
		}
	}
	docs, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := Score(docs, nil, oracle)
	if err != nil {
		t.Fatal(err)
	}
	if sc.AttackF1 < 0.99 || sc.GoldMentions[Attack] == 0 {
		t.Errorf("gold attack triggers as predictions: attack F1 %.3f over %d mentions, want 1", sc.AttackF1, sc.GoldMentions[Attack])
	}

	// The default pipeline, with floors well under its figures on
	// 2026-12-01 (detection micro-F1 0.503, victim F1 0.634), to catch a
	// broken stage rather than to track small changes.
	if testing.Short() {
		t.Skip("skipping the pipeline run in -short mode")
	}
	pl, err := pipeline.Default()
	if err != nil {
		t.Fatal(err)
	}
	coref := map[string]string(nil)
	if cp := CorefBeside(path); cp != "" {
		if coref, err = ReadCoref(cp); err != nil {
			t.Fatal(err)
		}
	}
	sc, err = Score(docs, coref, pl)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("detection micro-F1 %.3f (sentence %.3f), attacker %.3f victim %.3f place %.3f",
		sc.MicroF1, sc.MicroSentenceF1, sc.AttackerF1, sc.VictimF1, sc.PlaceF1)
	if sc.MicroF1 < 0.4 || sc.VictimF1 < 0.5 {
		t.Errorf("detection micro-F1 %.3f (floor 0.40), victim F1 %.3f (floor 0.50)", sc.MicroF1, sc.VictimF1)
	}
}
