// Package wikievents scores attack, death, injury and arrest events and
// their arguments on WikiEvents documents (`sitrep eval wikievents`).
package wikievents

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"sitrep/doc"
	"sitrep/eval"
	"sitrep/internal/datafile"
)

// WikiEvents classes: the four KAIROS event families the event coder has an
// answer for, keyed by the gold event_type prefix.
const (
	Attack = "attack"
	Die    = "die"
	Injure = "injure"
	Arrest = "arrest"
)

// Classes lists the scored classes in report order.
var Classes = []string{Attack, Die, Injure, Arrest}

var wikiGoldPrefix = map[string]string{
	"Conflict.Attack.":          Attack,
	"Life.Die.":                 Die,
	"Life.Injure.":              Injure,
	"Justice.ArrestJailDetain.": Arrest,
}

// Argument roles scored, and the gold roles folded into each. The KAIROS
// ontology names an attack's victims Target (there is no Attack Victim
// role in the data), so Target joins Victim.
var wikiRoles = map[string]string{
	"Attacker": "attacker", "Killer": "attacker", "Injurer": "attacker",
	"Victim": "victim", "Target": "victim",
	"Place": "place",
}

// Trigger lemmas that make a sitrep event a death, injury or arrest even
// when it carries no count ("the killing of the governor").
var wikiTriggerLemmas = map[string]map[string]bool{
	Die: set("kill", "killing", "die", "dead", "death", "murder", "assassinate", "assassination",
		"execute", "execution", "behead", "massacre", "slay", "fatality", "fatal"),
	Injure: set("injure", "injury", "wound", "hurt", "maim"),
	Arrest: set("arrest", "detain", "detention", "capture", "jail", "imprison", "custody"),
}

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// Scores are the event coder's figures on WikiEvents documents
// (Li, Ji & Han 2021). All scores are fractions.
//
// Detection. Each sitrep event gives anchors (text spans) for the classes it
// belongs to: an ASSAULT event is an attack anchored on its trigger; an
// event with killed > 0 or a killing trigger is a death, anchored on the
// trigger when it is a killing word and on the casualty word ("killed",
// "dead") of every killed count in its evidence sentences; injuries and
// arrests likewise (arrests also from COERCE with mode arrest). The same
// span from two events counts once. Gold mentions and anchors are matched
// one to one: strictly when the anchor overlaps the gold trigger's
// characters, loosely (the *_sentence_* figures) when it lies in the same
// gold sentence; the loose pass takes what the strict one left. Every
// sitrep event counts, whatever its aux flags, since WikiEvents annotates
// mentions without regard to their reality. sitrep merges the mentions of
// one incident told in several sentences into one event and lists their
// triggers as its mentions; each is an attack anchor.
//
// Arguments are scored on the loosely matched attack, death and injury
// pairs, except those matched at a retelling's trigger: the merged event's
// parties are not that mention's. Attacker (gold Attacker, Killer,
// Injurer) is sitrep's actor; Victim (gold Victim, and Target for attacks)
// is sitrep's target or a
// casualty-bearing party (the killed or injured count and the noun it
// counts); Place is the event's place when its own text names it (not the
// story's focus country). A sitrep span matches a gold
// argument when it overlaps the characters of the argument's entity
// mention, or of a mention coreferent with it (when the coref file is
// given), or contains as a whole word the head (last word) of one of them.
// Each role of each pair is one prediction at most: right if any candidate
// matches a gold argument of that role not yet matched, else wrong.
type Scores struct {
	Documents int `json:"documents"`
	// GoldMentions counts the gold event mentions of each class.
	GoldMentions map[string]int `json:"gold_mentions"`

	AttackPrecision float64 `json:"attack_precision"`
	AttackRecall    float64 `json:"attack_recall"`
	AttackF1        float64 `json:"attack_f1"`
	DiePrecision    float64 `json:"die_precision"`
	DieRecall       float64 `json:"die_recall"`
	DieF1           float64 `json:"die_f1"`
	InjurePrecision float64 `json:"injure_precision"`
	InjureRecall    float64 `json:"injure_recall"`
	InjureF1        float64 `json:"injure_f1"`
	ArrestPrecision float64 `json:"arrest_precision"`
	ArrestRecall    float64 `json:"arrest_recall"`
	ArrestF1        float64 `json:"arrest_f1"`
	MicroPrecision  float64 `json:"detection_micro_precision"`
	MicroRecall     float64 `json:"detection_micro_recall"`
	MicroF1         float64 `json:"detection_micro_f1"`

	AttackSentencePrecision float64 `json:"attack_sentence_precision"`
	AttackSentenceRecall    float64 `json:"attack_sentence_recall"`
	AttackSentenceF1        float64 `json:"attack_sentence_f1"`
	DieSentencePrecision    float64 `json:"die_sentence_precision"`
	DieSentenceRecall       float64 `json:"die_sentence_recall"`
	DieSentenceF1           float64 `json:"die_sentence_f1"`
	InjureSentencePrecision float64 `json:"injure_sentence_precision"`
	InjureSentenceRecall    float64 `json:"injure_sentence_recall"`
	InjureSentenceF1        float64 `json:"injure_sentence_f1"`
	ArrestSentencePrecision float64 `json:"arrest_sentence_precision"`
	ArrestSentenceRecall    float64 `json:"arrest_sentence_recall"`
	ArrestSentenceF1        float64 `json:"arrest_sentence_f1"`
	MicroSentencePrecision  float64 `json:"detection_sentence_micro_precision"`
	MicroSentenceRecall     float64 `json:"detection_sentence_micro_recall"`
	MicroSentenceF1         float64 `json:"detection_sentence_micro_f1"`

	// The *_evidence_recall figures count a gold mention as found when its
	// sentence is among the evidence of a sitrep event of its class: recall
	// without the penalty for merging retold mentions into one event.
	AttackEvidenceRecall float64 `json:"attack_evidence_recall"`
	DieEvidenceRecall    float64 `json:"die_evidence_recall"`
	InjureEvidenceRecall float64 `json:"injure_evidence_recall"`
	ArrestEvidenceRecall float64 `json:"arrest_evidence_recall"`
	MicroEvidenceRecall  float64 `json:"detection_evidence_micro_recall"`

	// MatchedPairs counts the loosely matched attack, death and injury
	// pairs the arguments were scored on.
	MatchedPairs      int     `json:"matched_pairs"`
	AttackerPrecision float64 `json:"attacker_precision"`
	AttackerRecall    float64 `json:"attacker_recall"`
	AttackerF1        float64 `json:"attacker_f1"`
	VictimPrecision   float64 `json:"victim_precision"`
	VictimRecall      float64 `json:"victim_recall"`
	VictimF1          float64 `json:"victim_f1"`
	PlacePrecision    float64 `json:"place_precision"`
	PlaceRecall       float64 `json:"place_recall"`
	PlaceF1           float64 `json:"place_f1"`
	ArgumentMicroF1   float64 `json:"argument_micro_f1"`
	// The *_unannotated counts are the predictions of each role made on a
	// pair whose gold mention has no argument of that role: wrong by the
	// scores above, however right the party. WikiEvents gives a role to
	// few mentions, so these show how much of a role's low precision is
	// that sparseness rather than a wrong party. Not in the F1s.
	AttackerUnannotated int `json:"attacker_unannotated"`
	VictimUnannotated   int `json:"victim_unannotated"`
	PlaceUnannotated    int `json:"place_unannotated"`

	// Misses and FalseAlarms count, by class and lower-cased word, the gold
	// triggers no anchor overlapped and the anchors that overlapped no gold
	// trigger of their class; for the human report, not the JSON object.
	Misses      map[string]map[string]int `json:"-"`
	FalseAlarms map[string]map[string]int `json:"-"`
	// Counts holds the raw detection tallies by class (strict and loose).
	Counts map[string]Counts `json:"-"`
	// Coref names the coref file used, "" for none: for the text form.
	Coref string `json:"-"`
}

// Counts are one class's detection tallies: gold mentions, anchors,
// strict and loose matches, and gold mentions in a sentence that the
// evidence of one of the class's sitrep events covers.
type Counts struct {
	Gold, Predicted, Strict, Loose, Evidence int
}

// Document is one WikiEvents document as the scorer reads it.
type Document struct {
	DocID     string         `json:"doc_id"`
	Tokens    []string       `json:"tokens"`
	Sentences []wikiSentence `json:"sentences"`
	Entities  []struct {
		ID      string `json:"id"`
		SentIdx int    `json:"sent_idx"`
		Start   int    `json:"start"`
		End     int    `json:"end"`
	} `json:"entity_mentions"`
	Events []struct {
		ID        string `json:"id"`
		EventType string `json:"event_type"`
		Trigger   struct {
			Start   int    `json:"start"`
			End     int    `json:"end"`
			Text    string `json:"text"`
			SentIdx int    `json:"sent_idx"`
		} `json:"trigger"`
		Arguments []struct {
			EntityID string `json:"entity_id"`
			Role     string `json:"role"`
		} `json:"arguments"`
	} `json:"event_mentions"`
}

// wikiSentence is [[ [word, start, end], ... ], text]; the offsets are
// characters into a text the sentences were joined in, so only their
// differences within a sentence are used.
type wikiSentence struct {
	Words  []string
	Starts []int
	Ends   []int
	Text   string
}

func (s *wikiSentence) UnmarshalJSON(b []byte) error {
	var pair [2]json.RawMessage
	if err := json.Unmarshal(b, &pair); err != nil {
		return fmt.Errorf("sentence: %w", err)
	}
	var toks [][3]json.RawMessage
	if err := json.Unmarshal(pair[0], &toks); err != nil {
		return fmt.Errorf("sentence tokens: %w", err)
	}
	if err := json.Unmarshal(pair[1], &s.Text); err != nil {
		return fmt.Errorf("sentence text: %w", err)
	}
	for _, t := range toks {
		var w string
		var a, e int
		if err := json.Unmarshal(t[0], &w); err != nil {
			return fmt.Errorf("token word: %w", err)
		}
		if err := json.Unmarshal(t[1], &a); err != nil {
			return fmt.Errorf("token start: %w", err)
		}
		if err := json.Unmarshal(t[2], &e); err != nil {
			return fmt.Errorf("token end: %w", err)
		}
		s.Words = append(s.Words, w)
		s.Starts = append(s.Starts, a)
		s.Ends = append(s.Ends, e)
	}
	return nil
}

// wikiBuilt is a document laid out as a sitrep story: the gold sentences
// joined by blank lines (the released text runs them together with no
// space between them), with each gold token's byte span.
type wikiBuilt struct {
	text     string
	tokSpan  []doc.Span // by document token index
	sentSpan []doc.Span
}

func buildWikiText(d *Document) (*wikiBuilt, error) {
	var b strings.Builder
	w := &wikiBuilt{}
	for i, s := range d.Sentences {
		if i > 0 {
			b.WriteString("\n\n")
		}
		base := b.Len()
		// Character offsets within the sentence to byte offsets.
		byteAt := make([]int, 0, len(s.Text)+1)
		for k := range s.Text {
			byteAt = append(byteAt, k)
		}
		byteAt = append(byteAt, len(s.Text))
		if len(s.Words) == 0 {
			return nil, fmt.Errorf("sentence %d has no tokens", i)
		}
		first := s.Starts[0]
		for j, word := range s.Words {
			a, e := s.Starts[j]-first, s.Ends[j]-first
			if a < 0 || e < a || e >= len(byteAt) {
				return nil, fmt.Errorf("sentence %d token %d: offsets %d-%d outside the sentence", i, j, s.Starts[j], s.Ends[j])
			}
			sp := doc.Span{Start: base + byteAt[a], End: base + byteAt[e]}
			if got := s.Text[byteAt[a]:byteAt[e]]; got != word {
				return nil, fmt.Errorf("sentence %d token %d: offsets give %q, not %q", i, j, got, word)
			}
			w.tokSpan = append(w.tokSpan, sp)
		}
		b.WriteString(s.Text)
		w.sentSpan = append(w.sentSpan, doc.Span{Start: base, End: b.Len()})
	}
	if len(w.tokSpan) != len(d.Tokens) {
		return nil, fmt.Errorf("sentences hold %d tokens, the document %d", len(w.tokSpan), len(d.Tokens))
	}
	w.text = b.String()
	return w, nil
}

// span returns the byte span of document tokens [start, end).
func (w *wikiBuilt) span(start, end int) (doc.Span, bool) {
	if start < 0 || end > len(w.tokSpan) || end <= start {
		return doc.Span{}, false
	}
	return doc.Span{Start: w.tokSpan[start].Start, End: w.tokSpan[end-1].End}, true
}

// sentenceOf returns the gold sentence holding byte offset k, or -1.
func (w *wikiBuilt) sentenceOf(k int) int {
	i := sort.Search(len(w.sentSpan), func(i int) bool { return w.sentSpan[i].End > k })
	if i < len(w.sentSpan) && w.sentSpan[i].Start <= k {
		return i
	}
	return -1
}

var wikiDateInID = regexp.MustCompile(`(19|20)\d\d[._-][01]\d[._-][0-3]\d`)

// wikiFallbackDate is the publication date of documents whose id carries
// none; the documents are from the 2010s.
var wikiFallbackDate = time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)

func wikiPublished(id string) time.Time {
	if m := wikiDateInID.FindString(id); m != "" {
		r := strings.NewReplacer(".", "-", "_", "-")
		if t, err := time.Parse("2006-01-02", r.Replace(m)); err == nil {
			return t
		}
	}
	return wikiFallbackDate
}

// ReadCoref reads a WikiEvents coref file (JSON Lines of doc_key and
// clusters of entity-mention ids) into a map from mention id to a cluster
// key shared by its cluster's members.
func ReadCoref(name string) (map[string]string, error) {
	rc, err := datafile.Open(name)
	if err != nil {
		return nil, fmt.Errorf("read WikiEvents coref: %w", err)
	}
	defer rc.Close()
	out := map[string]string{}
	dec := json.NewDecoder(bufio.NewReader(rc))
	for n := 1; ; n++ {
		var rec struct {
			DocKey   string     `json:"doc_key"`
			Clusters [][]string `json:"clusters"`
		}
		if err := dec.Decode(&rec); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("read WikiEvents coref %s: record %d: %w", name, n, err)
		}
		for _, c := range rec.Clusters {
			if len(c) == 0 {
				continue
			}
			for _, id := range c {
				out[id] = c[0]
			}
		}
	}
	return out, nil
}

// Read reads a WikiEvents file (JSON Lines of documents, gzipped when the
// name ends in .gz).
func Read(path string) ([]*Document, error) {
	rc, err := datafile.Open(path)
	if err != nil {
		return nil, fmt.Errorf("eval wikievents: %w", err)
	}
	defer rc.Close()
	var docs []*Document
	dec := json.NewDecoder(bufio.NewReader(rc))
	for n := 1; ; n++ {
		var d Document
		if err := dec.Decode(&d); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("eval wikievents: %s: document %d: %w", path, n, err)
		}
		docs = append(docs, &d)
	}
	if len(docs) == 0 {
		return nil, fmt.Errorf("eval wikievents: %s: no documents", path)
	}
	return docs, nil
}

// Score codes each document with p and scores event detection and
// arguments as Scores describes. coref, from ReadCoref, may be nil.
func Score(docs []*Document, coref map[string]string, p eval.Annotator) (*Scores, error) {
	sc := newWikiScorer(coref)
	for n, d := range docs {
		if err := sc.add(d, p); err != nil {
			return nil, fmt.Errorf("eval wikievents: document %d (%s): %w", n+1, d.DocID, err)
		}
	}
	return sc.finish(), nil
}

type wikiScorer struct {
	coref map[string]string
	out   *Scores
	det   map[string]*Counts
	arg   map[string]*wikiArgCounts
}

func newWikiScorer(coref map[string]string) *wikiScorer {
	s := &wikiScorer{
		coref: coref,
		out: &Scores{
			GoldMentions: map[string]int{},
			Misses:       map[string]map[string]int{},
			FalseAlarms:  map[string]map[string]int{},
			Counts:       map[string]Counts{},
		},
		det: map[string]*Counts{},
		arg: map[string]*wikiArgCounts{"attacker": {}, "victim": {}, "place": {}},
	}
	for _, c := range Classes {
		s.det[c] = &Counts{}
		s.out.Misses[c] = map[string]int{}
		s.out.FalseAlarms[c] = map[string]int{}
	}
	return s
}

// wikiArgCounts are one role's argument tallies.
// unannotated counts the predictions on pairs whose gold has no argument
// of the role.
type wikiArgCounts struct{ correct, pred, gold, unannotated int }

// tally counts one pair's role: its gold arguments, whether sitrep
// predicted one, and whether that prediction matched.
func (t *wikiArgCounts) tally(gold int, predicted, hit bool) {
	t.gold += gold
	if predicted {
		t.pred++
		if gold == 0 {
			t.unannotated++
		}
	}
	if hit {
		t.correct++
	}
}

// wikiAnchor is one sitrep prediction of a class: a span and its event.
type wikiAnchor struct {
	span  doc.Span
	event int
	sent  int
	used  bool
	// retold marks the trigger of a retelling merged into the event: it
	// counts for detection, but the event's arguments are not that
	// mention's.
	retold bool
}

// wikiGold is one gold mention of a scored class.
type wikiGold struct {
	event int // index in Document.Events
	span  doc.Span
	sent  int
	word  string
}

func (s *wikiScorer) add(d *Document, p eval.Annotator) error {
	w, err := buildWikiText(d)
	if err != nil {
		return err
	}
	st := &doc.Story{ID: d.DocID, Text: w.text, Published: wikiPublished(d.DocID)}
	if err := p.Annotate(st); err != nil {
		return err
	}
	s.out.Documents++

	golds, err := wikiGolds(d, w)
	if err != nil {
		return err
	}
	anchors, covered := wikiAnchors(st, w)

	entities := map[string]doc.Span{}
	for _, m := range d.Entities {
		if sp, ok := w.span(m.Start, m.End); ok {
			entities[m.ID] = sp
		}
	}
	cluster := map[string][]doc.Span{} // cluster key -> mention spans
	for id, sp := range entities {
		k := s.clusterOf(id)
		cluster[k] = append(cluster[k], sp)
	}

	for _, class := range Classes {
		gs := golds[class]
		c := s.det[class]
		for _, g := range gs {
			if covered[class][g.sent] {
				c.Evidence++
			}
		}
		s.out.GoldMentions[class] += len(gs)
		match := s.matchClass(st, class, gs, anchors[class])
		for gi, g := range gs {
			if match[gi] == nil {
				continue
			}
			c.Loose++
			if class != Arrest && !match[gi].retold {
				s.out.MatchedPairs++
				s.scoreArgs(st, &st.Events[match[gi].event], class, d, g, entities, cluster)
			}
		}
	}
	return nil
}

// wikiGolds returns the gold mentions of each scored class in d.
func wikiGolds(d *Document, w *wikiBuilt) (map[string][]*wikiGold, error) {
	golds := map[string][]*wikiGold{}
	for i, e := range d.Events {
		class := ""
		for pre, c := range wikiGoldPrefix {
			if strings.HasPrefix(e.EventType, pre) {
				class = c
			}
		}
		if class == "" {
			continue
		}
		sp, ok := w.span(e.Trigger.Start, e.Trigger.End)
		if !ok {
			return nil, fmt.Errorf("event %s: trigger tokens %d-%d out of range", e.ID, e.Trigger.Start, e.Trigger.End)
		}
		golds[class] = append(golds[class], &wikiGold{event: i, span: sp, sent: w.sentenceOf(sp.Start), word: strings.ToLower(e.Trigger.Text)})
	}
	return golds, nil
}

// matchClass pairs one class's gold mentions with its anchors: first by
// overlapping spans (counted strict), then, for the gold left, by sentence.
// It counts the class's gold, predictions, misses and false alarms, and
// returns each gold mention's anchor, nil for none.
func (s *wikiScorer) matchClass(st *doc.Story, class string, gs []*wikiGold, as []*wikiAnchor) []*wikiAnchor {
	c := s.det[class]
	c.Gold += len(gs)
	c.Predicted += len(as)
	match := make([]*wikiAnchor, len(gs))
	for gi, g := range gs {
		for _, a := range as {
			if !a.used && a.span.Overlaps(g.span) {
				a.used, match[gi] = true, a
				c.Strict++
				break
			}
		}
		if match[gi] == nil {
			s.out.Misses[class][g.word]++
		}
	}
	for _, a := range as {
		if !a.used {
			s.out.FalseAlarms[class][strings.ToLower(st.Slice(a.span))]++
		}
	}
	for gi, g := range gs {
		if match[gi] != nil {
			continue
		}
		for _, a := range as {
			if !a.used && a.sent >= 0 && a.sent == g.sent {
				a.used, match[gi] = true, a
				break
			}
		}
	}
	return match
}

func (s *wikiScorer) clusterOf(id string) string {
	if k, ok := s.coref[id]; ok {
		return k
	}
	return id
}

// wikiAnchors returns each class's anchors in st, one per distinct span,
// and the gold sentences that the evidence of each class's events covers.
func wikiAnchors(st *doc.Story, w *wikiBuilt) (map[string][]*wikiAnchor, map[string]map[int]bool) {
	out := map[string][]*wikiAnchor{}
	covered := map[string]map[int]bool{}
	seen := map[string]map[doc.Span]bool{}
	put := func(class string, sp doc.Span, ev int, retold bool) {
		if sp.End <= sp.Start {
			return
		}
		if covered[class] == nil {
			covered[class] = map[int]bool{}
		}
		for _, e := range st.Events[ev].Evidence {
			for k, ss := range w.sentSpan {
				if e.Overlaps(ss) {
					covered[class][k] = true
				}
			}
		}
		if seen[class] == nil {
			seen[class] = map[doc.Span]bool{}
		}
		if seen[class][sp] {
			return
		}
		seen[class][sp] = true
		out[class] = append(out[class], &wikiAnchor{span: sp, event: ev, sent: w.sentenceOf(sp.Start), retold: retold})
	}
	for i := range st.Events {
		e := &st.Events[i]
		if e.Type.Plover == "ASSAULT" {
			put(Attack, e.Trigger, i, false)
			for _, sp := range e.Mentions {
				put(Attack, sp, i, true)
			}
		}
		casualtyAnchors(st, i, put)
	}
	return out, covered
}

// casualtyAnchors puts event i's death, injury and arrest anchors: its
// trigger when the trigger names one, and the casualty word of each count
// of the kind that its evidence holds.
func casualtyAnchors(st *doc.Story, i int, put func(class string, sp doc.Span, ev int, retold bool)) {
	kindOf := map[string]doc.QuantityKind{Die: doc.Killed, Injure: doc.Injured, Arrest: doc.Arrested}
	e := &st.Events[i]
	lemma := triggerLemma(st, e.Trigger)
	for _, class := range []string{Die, Injure, Arrest} {
		var cnt *doc.Count
		switch class {
		case Die:
			cnt = e.Killed
		case Injure:
			cnt = e.Injured
		case Arrest:
			cnt = e.Arrested
		}
		byTrigger := wikiTriggerLemmas[class][lemma] ||
			class == Arrest && e.Type.Plover == "COERCE" && e.Type.Mode == "arrest"
		if !byTrigger && (cnt == nil || cnt.High <= 0 && cnt.Best <= 0) {
			continue
		}
		if byTrigger {
			put(class, e.Trigger, i, false)
		}
		// The casualty word of each count of this kind that the event's
		// evidence holds: a retold toll is a mention of its own.
		for _, q := range st.Quantities {
			if q.Kind != kindOf[class] || (q.Best <= 0 && q.High <= 0) || !inAny(q.Span, e.Evidence) {
				continue
			}
			if q.Trigger >= 0 && q.Trigger < len(st.Tokens) {
				put(class, st.Tokens[q.Trigger].Span, i, false)
			} else {
				put(class, q.Span, i, false)
			}
		}
	}
}

func triggerLemma(st *doc.Story, sp doc.Span) string {
	for _, t := range st.Tokens {
		if t.Start >= sp.Start && t.End <= sp.End {
			return strings.ToLower(t.Lemma)
		}
	}
	return ""
}

func inAny(sp doc.Span, in []doc.Span) bool {
	for _, e := range in {
		if e.Contains(sp) {
			return true
		}
	}
	return false
}

// scoreArgs scores one matched pair's attacker, victim and place.
func (s *wikiScorer) scoreArgs(st *doc.Story, e *doc.Event, class string, d *Document, g *wikiGold, entities map[string]doc.Span, cluster map[string][]doc.Span) {
	gold := map[string][]string{} // role -> cluster keys, deduplicated
	for _, a := range d.Events[g.event].Arguments {
		role := wikiRoles[a.Role]
		if role == "" || role == "victim" && a.Role == "Target" && class != Attack {
			continue
		}
		if _, ok := entities[a.EntityID]; !ok {
			continue
		}
		k := s.clusterOf(a.EntityID)
		dup := false
		for _, x := range gold[role] {
			dup = dup || x == k
		}
		if !dup {
			gold[role] = append(gold[role], k)
		}
	}
	pred := map[string][]doc.Span{}
	if e.Actor != nil {
		pred["attacker"] = append(pred["attacker"], e.Actor.Span)
	}
	if e.Target != nil {
		pred["victim"] = append(pred["victim"], e.Target.Span)
	}
	for _, cnt := range []*doc.Count{e.Killed, e.Injured} {
		if cnt != nil && (class == Attack || cnt == e.Killed && class == Die || cnt == e.Injured && class == Injure) {
			pred["victim"] = append(pred["victim"], countedParty(st, cnt.Span)...)
		}
	}
	// A place taken from the story's focus rather than the event's own
	// sentence is no argument of this mention.
	if e.Place != nil && e.Place.ResolvedFrom != "story" {
		pred["place"] = append(pred["place"], e.Place.Span)
	}
	for role, t := range s.arg {
		var spans []doc.Span
		for _, sp := range pred[role] {
			if sp.End > sp.Start {
				spans = append(spans, sp)
			}
		}
		hit := -1
		for gi, k := range gold[role] {
			if len(spans) > 0 && argMatches(st.Text, spans, cluster[k]) {
				hit = gi
				break
			}
		}
		t.tally(len(gold[role]), len(spans) > 0, hit >= 0)
	}
}

// countedParty returns a count's span and the span of the noun it counts
// ("three" in "three people": "people"), where the parse links them.
func countedParty(st *doc.Story, sp doc.Span) []doc.Span {
	out := []doc.Span{sp}
	for _, t := range st.Tokens {
		if t.Start >= sp.Start && t.End <= sp.End && t.Rel == "nummod" && t.Head >= 0 && t.Head < len(st.Tokens) {
			out = append(out, st.Tokens[t.Head].Span)
		}
	}
	return out
}

// argMatches reports whether any predicted span overlaps one of the gold
// entity's mentions or contains the head (last word) of one as a whole
// word; pronouns and determiners count only by overlap.
func argMatches(text string, pred []doc.Span, mentions []doc.Span) bool {
	for _, p := range pred {
		for _, m := range mentions {
			if p.Overlaps(m) || containsWord(text[p.Start:p.End], headWord(text[m.Start:m.End])) {
				return true
			}
		}
	}
	return false
}

// wikiNoHead lists words too common to identify an entity by themselves:
// pronouns, determiners and relative words, which the gold marks as
// mentions ("their", "which") but which any party's words may contain.
var wikiNoHead = set("i", "me", "my", "we", "us", "our", "you", "your", "he", "him", "his", "she", "her",
	"it", "its", "they", "them", "their", "himself", "herself", "itself", "themselves",
	"this", "that", "these", "those", "which", "who", "whom", "whose", "where", "the", "a", "an")

// headWord returns the last word of a mention, or "" when that is a word
// in wikiNoHead.
func headWord(s string) string {
	w := lastWord(s)
	if wikiNoHead[strings.ToLower(w)] {
		return ""
	}
	return w
}

func lastWord(s string) string {
	f := strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

func containsWord(s, w string) bool {
	if w == "" {
		return false
	}
	ls, lw := strings.ToLower(s), strings.ToLower(w)
	for from := 0; ; {
		k := strings.Index(ls[from:], lw)
		if k < 0 {
			return false
		}
		k += from
		before, _ := utf8.DecodeLastRuneInString(ls[:k])
		after, _ := utf8.DecodeRuneInString(ls[k+len(lw):])
		if !isWordRune(before) && !isWordRune(after) {
			return true
		}
		from = k + 1
	}
}

func isWordRune(r rune) bool {
	return r != utf8.RuneError && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

func (s *wikiScorer) finish() *Scores {
	o := s.out
	var tp, ptot, gtot, ltp, etot int
	fill := func(c Counts, p, r, f, sp, sr, sf *float64) {
		*p, *r, *f = eval.PRF(c.Strict, c.Predicted, c.Gold)
		*sp, *sr, *sf = eval.PRF(c.Loose, c.Predicted, c.Gold)
	}
	for _, class := range Classes {
		c := *s.det[class]
		o.Counts[class] = c
		tp += c.Strict
		ltp += c.Loose
		etot += c.Evidence
		ptot += c.Predicted
		gtot += c.Gold
	}
	fill(o.Counts[Attack], &o.AttackPrecision, &o.AttackRecall, &o.AttackF1, &o.AttackSentencePrecision, &o.AttackSentenceRecall, &o.AttackSentenceF1)
	fill(o.Counts[Die], &o.DiePrecision, &o.DieRecall, &o.DieF1, &o.DieSentencePrecision, &o.DieSentenceRecall, &o.DieSentenceF1)
	fill(o.Counts[Injure], &o.InjurePrecision, &o.InjureRecall, &o.InjureF1, &o.InjureSentencePrecision, &o.InjureSentenceRecall, &o.InjureSentenceF1)
	fill(o.Counts[Arrest], &o.ArrestPrecision, &o.ArrestRecall, &o.ArrestF1, &o.ArrestSentencePrecision, &o.ArrestSentenceRecall, &o.ArrestSentenceF1)
	recall := func(c Counts) float64 { _, r, _ := eval.PRF(c.Evidence, 0, c.Gold); return r }
	o.AttackEvidenceRecall = recall(o.Counts[Attack])
	o.DieEvidenceRecall = recall(o.Counts[Die])
	o.InjureEvidenceRecall = recall(o.Counts[Injure])
	o.ArrestEvidenceRecall = recall(o.Counts[Arrest])
	o.MicroEvidenceRecall = recall(Counts{Gold: gtot, Evidence: etot})
	o.MicroPrecision, o.MicroRecall, o.MicroF1 = eval.PRF(tp, ptot, gtot)
	o.MicroSentencePrecision, o.MicroSentenceRecall, o.MicroSentenceF1 = eval.PRF(ltp, ptot, gtot)
	a, v, pl := s.arg["attacker"], s.arg["victim"], s.arg["place"]
	o.AttackerPrecision, o.AttackerRecall, o.AttackerF1 = eval.PRF(a.correct, a.pred, a.gold)
	o.VictimPrecision, o.VictimRecall, o.VictimF1 = eval.PRF(v.correct, v.pred, v.gold)
	o.PlacePrecision, o.PlaceRecall, o.PlaceF1 = eval.PRF(pl.correct, pl.pred, pl.gold)
	_, _, o.ArgumentMicroF1 = eval.PRF(a.correct+v.correct+pl.correct, a.pred+v.pred+pl.pred, a.gold+v.gold+pl.gold)
	o.AttackerUnannotated, o.VictimUnannotated, o.PlaceUnannotated = a.unannotated, v.unannotated, pl.unannotated
	return o
}

// CorefBeside returns the coref file that sits beside a WikiEvents
// split ("coref_dev.jsonlines.gz" beside "dev.jsonl.gz"), or "" when there
// is none.
func CorefBeside(gold string) string {
	dir, base := filepath.Split(gold)
	split := strings.TrimSuffix(strings.TrimSuffix(base, ".gz"), ".jsonl")
	for _, name := range []string{"coref_" + split + ".jsonlines.gz", "coref_" + split + ".jsonlines"} {
		p := filepath.Join(dir, name)
		if _, err := os.Stat(p); err == nil {
			return p
		} else if !errors.Is(err, os.ErrNotExist) {
			return ""
		}
	}
	return ""
}
