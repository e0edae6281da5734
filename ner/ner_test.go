package ner

import (
	"reflect"
	"strings"
	"sync"
	"testing"

	"sitrep/doc"
)

func mustNER(tb testing.TB) *Tagger {
	tb.Helper()
	n, err := New()
	if err != nil {
		tb.Fatalf("New: %v", err)
	}
	return n
}

// entitiesOf renders the names in tokens/tags as "text/TYPE".
func entitiesOf(tokens, tags []string) []string {
	var out []string
	for i := 0; i < len(tags); i++ {
		if !strings.HasPrefix(tags[i], "B-") {
			continue
		}
		j := i + 1
		for j < len(tags) && tags[j] == "I-"+tags[i][2:] {
			j++
		}
		out = append(out, strings.Join(tokens[i:j], " ")+"/"+tags[i][2:])
	}
	return out
}

func TestNERSentences(t *testing.T) {
	n := mustNER(t)
	cases := []struct {
		sent string
		want []string // names that must be found, with their types
	}{
		{"U.S. Defense Secretary Leon Panetta met Afghan Interior Minister Bismillah Mohammadi in Kabul .",
			[]string{"Leon Panetta/PER", "Bismillah Mohammadi/PER", "Kabul/LOC"}},
		{"President Barack Obama spoke with Afghan President Hamid Karzai by telephone from Washington .",
			[]string{"Barack Obama/PER", "Hamid Karzai/PER", "Washington/LOC"}},
		{"NATO said the gunman had not been identified .", []string{"NATO/ORG"}},
		{"Angela Merkel told parliament that Germany would support the plan .",
			[]string{"Angela Merkel/PER", "Germany/LOC"}},
		{"The United Nations Security Council will meet in New York on Monday .",
			[]string{"New York/LOC"}},
	}
	for _, c := range cases {
		toks := strings.Fields(c.sent)
		got := entitiesOf(toks, n.Tag(toks))
		for _, w := range c.want {
			found := false
			for _, g := range got {
				found = found || g == w
			}
			if !found {
				t.Errorf("%q: want %s among %v", c.sent, w, got)
			}
		}
	}
	// Function words and lower-case text are not names.
	toks := strings.Fields("they said on the phone that it was over and done with .")
	if got := entitiesOf(toks, n.Tag(toks)); len(got) != 0 {
		t.Errorf("lower-case sentence: got names %v", got)
	}
}

// story builds a Story from sentences of space-separated tokens, the way the
// tokeniser would fill it.
func story(sents ...string) *doc.Story {
	st := &doc.Story{}
	var text strings.Builder
	for si, s := range sents {
		if si > 0 {
			text.WriteByte(' ')
		}
		sent := doc.Sentence{FirstToken: len(st.Tokens)}
		sent.Start = text.Len()
		for i, w := range strings.Fields(s) {
			if i > 0 {
				text.WriteByte(' ')
			}
			st.Tokens = append(st.Tokens, doc.Token{Span: doc.Span{Start: text.Len(), End: text.Len() + len(w)}, Form: w, Sentence: si, Head: -1})
			text.WriteString(w)
		}
		sent.EndToken = len(st.Tokens)
		sent.Span.End = text.Len()
		st.Sentences = append(st.Sentences, sent)
	}
	st.Text = text.String()
	return st
}

func TestNERAnnotate(t *testing.T) {
	n := mustNER(t)
	st := story("Gunmen attacked a convoy near Kabul on Saturday .",
		"Afghan President Hamid Karzai condemned the attack .")
	if err := n.Annotate(st); err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, m := range st.Mentions {
		if m.Antecedent != -1 {
			t.Errorf("mention %q: Antecedent %d, want -1", st.Slice(m.Span), m.Antecedent)
		}
		if m.FirstToken >= m.EndToken || st.Tokens[m.FirstToken].Start != m.Span.Start || st.Tokens[m.EndToken-1].End != m.Span.End {
			t.Errorf("mention %+v: byte span does not match its tokens", m)
		}
		got[st.Slice(m.Span)] = string(m.Label)
	}
	for text, label := range map[string]string{"Kabul": "LOC", "Hamid Karzai": "PER"} {
		if got[text] != label {
			t.Errorf("mention %q: got label %q, want %s (all: %v)", text, got[text], label, got)
		}
	}
	// A story without tokens is left alone.
	empty := &doc.Story{Text: "nothing tokenised"}
	if err := n.Annotate(empty); err != nil || len(empty.Mentions) != 0 {
		t.Errorf("untokenised story: err %v, mentions %v", err, empty.Mentions)
	}
	// A sentence range outside the tokens is an error, not a panic.
	bad := story("Kabul .")
	bad.Sentences[0].EndToken = 5
	if err := n.Annotate(bad); err == nil {
		t.Error("bad sentence range: want error")
	}
}

// The tagger is shared; tagging from many goroutines gives the same tags.
func TestNERConcurrent(t *testing.T) {
	n := mustNER(t)
	toks := strings.Fields("Leon Panetta met Hamid Karzai in Kabul , and NATO said so .")
	want := n.Tag(toks)
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				if got := n.Tag(toks); !reflect.DeepEqual(got, want) {
					t.Errorf("concurrent tags %v, want %v", got, want)
					return
				}
			}
		}()
	}
	wg.Wait()
}

func TestNERBILOU(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"B-PER I-PER O B-LOC", "B-PER I-PER O B-LOC"},
		{"I-ORG I-ORG B-ORG", "B-ORG I-ORG B-ORG"}, // IOB1 and stray I- start names
		{"B-MISC I-PER O X-FOO", "B-MISC B-PER O O"},
		{"", ""},
	} {
		bilou := fromIOB(strings.Fields(c.in))
		if got := strings.Join(toIOB(bilou), " "); got != c.want {
			t.Errorf("%q -> %v -> %q, want %q", c.in, bilou, got, c.want)
		}
		for i, tag := range bilou {
			prev := tagOutside
			if i > 0 {
				prev = bilou[i-1]
			}
			if !validTag(prev, tag, i == len(bilou)-1) {
				t.Errorf("%q: tag %s after %s is not valid BILOU", c.in, tagName(tag), tagName(prev))
			}
		}
	}
}

func TestLoadNERRejectsJunk(t *testing.T) {
	for _, b := range [][]byte{nil, []byte("not gzip"), modelData[:len(modelData)/2]} {
		if _, err := Load(b); err == nil {
			t.Errorf("Load(%d bytes of junk): want error", len(b))
		}
	}
}

// TestTrainNERSmall trains on a few hand-written documents, checks the
// bytes are reproducible and the model learns its training data.
func TestTrainNERSmall(t *testing.T) {
	var docs []Document
	for _, s := range []string{
		"Ahmed/B-PER Khan/I-PER visited Lahore/B-LOC on/O Monday/O ./O",
		"The/O Red/B-ORG Crescent/I-ORG sent/O aid/O to/O Lahore/B-LOC ./O",
		"Maria/B-PER Silva/I-PER works/O for/O the/O Red/B-ORG Crescent/I-ORG ./O",
		"Police/O in/O Quetta/B-LOC said/O Ahmed/B-PER Khan/I-PER was/O safe/O ./O",
	} {
		var sent Sentence
		for _, f := range strings.Fields(s) {
			w, tag, _ := strings.Cut(f, "/")
			if tag == "" {
				tag = "O"
			}
			sent.Tokens = append(sent.Tokens, w)
			sent.Tags = append(sent.Tags, tag)
		}
		docs = append(docs, Document{Sentences: []Sentence{sent}})
	}
	opt := TrainOptions{Epochs: 5, Seed: 7, Folds: 2, Places: []Place{{Name: "Quetta"}, {Name: "Pakistan", Country: true}}}
	a, err := Train(docs, opt)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Train(docs, opt)
	if err != nil {
		t.Fatal(err)
	}
	if string(a) != string(b) {
		t.Fatal("two trainings with the same options gave different bytes")
	}
	n, err := Load(a)
	if err != nil {
		t.Fatal(err)
	}
	correct, total := 0, 0
	for _, d := range docs {
		for _, s := range d.Sentences {
			got := n.Tag(s.Tokens)
			for i := range got {
				total++
				if got[i] == s.Tags[i] {
					correct++
				}
			}
		}
	}
	if correct < total*9/10 {
		t.Errorf("small model gets %d/%d training tags right", correct, total)
	}
	if _, err := Train(nil, opt); err == nil {
		t.Error("Train(no documents): want error")
	}
}

func FuzzNERTag(f *testing.F) {
	n := mustNER(f)
	f.Add("Leon|Panetta|met|Hamid|Karzai|in|Kabul|.")
	f.Add("")
	f.Add("||")
	f.Add("U.S.|'s|\u2019s|\xff\xfe|New|York|New|York")
	f.Add("A|B|C|D|E|F|G")
	f.Fuzz(func(t *testing.T, s string) {
		toks := strings.Split(s, "|")
		tags := n.Tag(toks)
		if len(tags) != len(toks) {
			t.Fatalf("%d tags for %d tokens", len(tags), len(toks))
		}
		for i, tag := range tags {
			if tag == "O" {
				continue
			}
			if !strings.HasPrefix(tag, "B-") && !(strings.HasPrefix(tag, "I-") && i > 0 && tags[i-1][2:] == tag[2:]) {
				t.Fatalf("ill-formed tags %v", tags)
			}
		}
		// Split into two sentences of one document, too.
		mid := len(toks) / 2
		out := n.TagDocument([][]string{toks[:mid], toks[mid:], nil})
		if len(out) != 3 || len(out[0]) != mid || len(out[1]) != len(toks)-mid || len(out[2]) != 0 {
			t.Fatalf("TagDocument shape wrong: %v", out)
		}
	})
}

// TestLowerEvery checks that --lower lower-cases exactly every n-th
// document, keeps the tags, and leaves the caller's documents alone.
func TestLowerEvery(t *testing.T) {
	doc := func(w string) Document {
		return Document{Sentences: []Sentence{{Tokens: []string{w, "Visited", "Mosul"}, Tags: []string{"B-PER", "O", "B-LOC"}}}}
	}
	docs := []Document{doc("Farid"), doc("Nadia"), doc("Omar"), doc("Layla"), doc("Samir")}
	if got := lowerEvery(docs, 0); !reflect.DeepEqual(got, docs) {
		t.Fatalf("lowerEvery(0) changed the documents: %v", got)
	}
	got := lowerEvery(docs, 2)
	var first []string
	for _, d := range got {
		first = append(first, d.Sentences[0].Tokens[0]+" "+d.Sentences[0].Tokens[2])
	}
	want := []string{"Farid Mosul", "nadia mosul", "Omar Mosul", "layla mosul", "Samir Mosul"}
	if !reflect.DeepEqual(first, want) {
		t.Errorf("lowerEvery(2) = %q, want %q", first, want)
	}
	if !reflect.DeepEqual(got[1].Sentences[0].Tags, docs[1].Sentences[0].Tags) {
		t.Errorf("tags changed: %v", got[1].Sentences[0].Tags)
	}
	if docs[1].Sentences[0].Tokens[0] != "Nadia" {
		t.Error("lowerEvery changed its input")
	}
}
