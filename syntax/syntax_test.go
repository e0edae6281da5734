package syntax

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sitrep/doc"
	"sitrep/internal/gold"
	"sitrep/text"
)

func newParser(tb testing.TB) *Parser {
	tb.Helper()
	p, err := New()
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// checkTree fails unless heads form one tree over words with a single root.
func checkTree(t *testing.T, ws []Word) {
	t.Helper()
	if len(ws) == 0 {
		return
	}
	roots := 0
	for i, w := range ws {
		if w.Head == -1 {
			roots++
			if w.Rel != "root" {
				t.Errorf("word %d is the root with relation %q", i, w.Rel)
			}
			continue
		}
		if w.Head < 0 || w.Head >= len(ws) || w.Head == i {
			t.Fatalf("word %d has head %d of %d words", i, w.Head, len(ws))
		}
		if w.UPOS == "" || w.XPOS == "" || w.Rel == "" {
			t.Fatalf("word %d %q lacks tags or relation: %+v", i, w.Form, w)
		}
	}
	if roots != 1 {
		t.Fatalf("%d roots, want 1", roots)
	}
	// Every word reaches the root without a cycle.
	for i := range ws {
		h, steps := i, 0
		for h != -1 {
			h = ws[h].Head
			if steps++; steps > len(ws) {
				t.Fatalf("cycle through word %d", i)
			}
		}
	}
}

// storySentence returns the words, as sitrep's tokeniser splits them, of
// the reference story's sentence that starts with prefix. The story's text
// is not ours to ship, so tests name sentences by their first words only.
func storySentence(t *testing.T, story, prefix string) []string {
	t.Helper()
	sents, toks := text.New().Split(story)
	for _, s := range sents {
		if strings.HasPrefix(story[s.Start:s.Span.End], prefix) {
			var words []string
			for _, tok := range toks[s.FirstToken:s.EndToken] {
				words = append(words, tok.Form)
			}
			return words
		}
	}
	t.Fatalf("reference story has no sentence starting %q", prefix)
	return nil
}

func find(t *testing.T, ws []Word, form string, nth int) int {
	t.Helper()
	for i, w := range ws {
		if w.Form == form {
			if nth == 0 {
				return i
			}
			nth--
		}
	}
	t.Fatalf("no %q in sentence", form)
	return -1
}

func TestReferenceStory(t *testing.T) {
	data, err := os.ReadFile(gold.Story(t, "kabul-interior-ministry.txt"))
	if err != nil {
		t.Fatal(err)
	}
	story := string(data)
	p := newParser(t)

	s1 := p.ParseWords(storySentence(t, story, "Two American officers were shot"))
	checkTree(t, s1)
	officers, shot, were := find(t, s1, "officers", 0), find(t, s1, "shot", 0), find(t, s1, "were", 0)
	if s1[officers].Head != shot || s1[officers].Rel != "nsubj:pass" {
		t.Errorf("officers: head %d %q, want %d (shot) nsubj:pass", s1[officers].Head, s1[officers].Rel, shot)
	}
	for _, c := range []struct {
		i     int
		lemma string
	}{{shot, "shoot"}, {officers, "officer"}, {were, "be"}} {
		if s1[c.i].Lemma != c.lemma {
			t.Errorf("lemma of %q = %q, want %q", s1[c.i].Form, s1[c.i].Lemma, c.lemma)
		}
	}
	if s1[shot].XPOS != "VBN" || s1[officers].UPOS != "NOUN" || s1[were].UPOS != "AUX" {
		t.Errorf("tags: shot %s, officers %s, were %s; want VBN, NOUN, AUX", s1[shot].XPOS, s1[officers].UPOS, s1[were].UPOS)
	}

	// The EWT+GUM parser of 2026-12-01 attaches this sentence's passive
	// agent ("by an Afghan national army soldier") to "Thursday" rather
	// than to "shot" (docs/QUALITY.md); only the tree is checked here.
	s2 := p.ParseWords(storySentence(t, story, "Two American soldiers were shot"))
	checkTree(t, s2)

	s3 := p.ParseWords(storySentence(t, story, "An Afghan security source said the American officers"))
	checkTree(t, s3)
	if k := find(t, s3, "killed", 0); s3[k].Lemma != "kill" {
		t.Errorf("lemma of killed = %q, want kill", s3[k].Lemma)
	}
	s4 := p.ParseWords(storySentence(t, story, "U.S. officials, speaking"))
	checkTree(t, s4)
	if k := find(t, s4, "was", 0); s4[k].Lemma != "be" {
		t.Errorf("lemma of was = %q, want be", s4[k].Lemma)
	}
	if k := find(t, s4, "officials", 0); s4[k].Rel != "nsubj" || s4[k].Head != find(t, s4, "said", 0) {
		t.Errorf("officials: head %d %q, want said nsubj", s4[k].Head, s4[k].Rel)
	}
}

// storyOf builds a story with one sentence per word list, spans pointing
// into a text joined by spaces.
func storyOf(sents ...[]string) *doc.Story {
	st := &doc.Story{}
	var b strings.Builder
	for si, ws := range sents {
		s := doc.Sentence{FirstToken: len(st.Tokens)}
		s.Start = b.Len()
		for _, w := range ws {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			start := b.Len()
			b.WriteString(w)
			st.Tokens = append(st.Tokens, doc.Token{Span: doc.Span{Start: start, End: b.Len()}, Form: w, Sentence: si, Head: -1})
		}
		s.EndToken, s.Span.End = len(st.Tokens), b.Len()
		st.Sentences = append(st.Sentences, s)
	}
	st.Text = b.String()
	return st
}

func TestAnnotate(t *testing.T) {
	p := newParser(t)
	st := storyOf(
		strings.Fields("Police arrested three men in Kabul on Friday ."),
		strings.Fields("The Taliban did n't claim the attack ."),
		nil,
		strings.Fields("Gunmen killed the governor 's driver ."),
	)
	if err := p.Annotate(st); err != nil {
		t.Fatal(err)
	}
	for si, s := range st.Sentences {
		roots := 0
		for i := s.FirstToken; i < s.EndToken; i++ {
			tok := st.Tokens[i]
			if tok.UPOS == "" || tok.XPOS == "" || tok.Lemma == "" || tok.Rel == "" {
				t.Errorf("token %d %q not filled: %+v", i, tok.Form, tok)
			}
			if tok.Head == -1 {
				roots++
			} else if tok.Head < s.FirstToken || tok.Head >= s.EndToken {
				t.Errorf("token %d head %d outside sentence %d [%d,%d)", i, tok.Head, si, s.FirstToken, s.EndToken)
			}
		}
		if s.EndToken > s.FirstToken && roots != 1 {
			t.Errorf("sentence %d has %d roots", si, roots)
		}
	}
	// Story indices, not sentence indices: "arrested" heads sentence 0,
	// "killed" (token 4 of sentence 3) must be found by its story index.
	killed := st.Sentences[3].FirstToken + 1
	if st.Tokens[killed].Head != -1 || st.Tokens[killed].Lemma != "kill" {
		t.Errorf("killed: head %d lemma %q, want root and kill", st.Tokens[killed].Head, st.Tokens[killed].Lemma)
	}
	if g := st.Sentences[3].FirstToken; st.Tokens[g].Head != killed || st.Tokens[g].Rel != "nsubj" {
		t.Errorf("Gunmen: head %d %q, want %d nsubj", st.Tokens[g].Head, st.Tokens[g].Rel, killed)
	}
	nt := st.Sentences[1].FirstToken + 3
	if st.Tokens[nt].Lemma != "not" || st.Tokens[nt].UPOS != "PART" {
		t.Errorf("n't: %+v, want lemma not, PART", st.Tokens[nt])
	}

	bad := &doc.Story{Sentences: []doc.Sentence{{FirstToken: 0, EndToken: 3}}}
	if err := p.Annotate(bad); err == nil {
		t.Error("Annotate accepted a sentence past the end of the tokens")
	}
}

// TestRobust feeds degenerate input; it must finish and give trees.
func TestRobust(t *testing.T) {
	p := newParser(t)
	runOn := make([]string, 0, 1000)
	base := strings.Fields("the soldiers said that the men who fired on the police , and the crowd")
	for len(runOn) < 1000 {
		runOn = append(runOn, base...)
	}
	commas := make([]string, 5000)
	for i := range commas {
		commas[i] = ","
	}
	cases := map[string][]string{
		"run-on":     runOn[:1000],
		"commas":     commas,
		"no letters": strings.Fields("--- ### 123 456.7 !!! ... ?? :-) 2012-02-25 $ % & *"),
		"one word":   {"Kabul"},
		"empty word": {"", "x", ""},
		"unicode":    strings.Fields("Kaboul 日本 ünïcödé — “quoted” ’s"),
		"empty":      nil,
	}
	for name, ws := range cases {
		t.Run(name, func(t *testing.T) {
			out := p.ParseWords(ws)
			if len(out) != len(ws) {
				t.Fatalf("%d words out for %d in", len(out), len(ws))
			}
			checkTree(t, out)
		})
	}
}

func FuzzParse(f *testing.F) {
	p := newParser(f)
	f.Add("Two American officers were shot dead in Kabul .")
	f.Add(", , , ,")
	f.Add("")
	f.Add("\xff\xfe 'S N'T")
	f.Fuzz(func(t *testing.T, s string) {
		ws := strings.Fields(s)
		out := p.ParseWords(ws)
		if len(out) != len(ws) {
			t.Fatalf("%d words out for %d in", len(out), len(ws))
		}
		checkTree(t, out)
		st := storyOf(ws)
		if err := p.Annotate(st); err != nil {
			t.Fatal(err)
		}
	})
}

func TestConcurrent(t *testing.T) {
	p := newParser(t)
	sents := [][]string{
		strings.Fields("Police arrested three men in Kabul on Friday ."),
		strings.Fields("Gunmen killed the governor 's driver ."),
	}
	want := [][]Word{p.ParseWords(sents[0]), p.ParseWords(sents[1])}
	done := make(chan bool)
	for g := 0; g < 4; g++ {
		go func(g int) {
			ok := true
			for i := 0; i < 50; i++ {
				k := (g + i) % 2
				got := p.ParseWords(sents[k])
				for j := range got {
					if got[j] != want[k][j] {
						ok = false
					}
				}
			}
			done <- ok
		}(g)
	}
	for g := 0; g < 4; g++ {
		if !<-done {
			t.Error("concurrent parses differ from sequential ones")
		}
	}
}

// TestFiniteVerb: a clause with a noun phrase before a past participle (or
// an adjective or noun whose runner-up is a verb) and no finite verb gets a
// past tense; a reduced relative beside a finite verb keeps its
// participle.
func TestFiniteVerb(t *testing.T) {
	p := newParser(t)
	for _, c := range []struct {
		sent, word, xpos string
	}{
		{"On Monday , the rebels fired mortars at the army base .", "fired", "VBD"},
		{"The men arrested on Friday were released .", "arrested", "VBN"},
		// The clause before a closing attribution needs its own verb.
		{"Later , the troops detained 12 people in the village , said a spokesman .", "detained", "VBD"},
		{"The men arrested on Friday were released , police said .", "arrested", "VBN"},
		// A subordinate clause's finite verb is not the main clause's.
		{"Israeli aircraft struck targets in Gaza after militants fired rockets , the military said .", "struck", "VBD"},
		// So is that of a clause whose opener the tagger reads as a
		// preposition or adverb; a reduced relative before one keeps its
		// participle.
		{"Riot officers detained dozens of youths when the crowd stoned a patrol car .", "detained", "VBD"},
		{"Firefighters evacuated nearby homes as the blaze spread toward the hills .", "evacuated", "VBD"},
		{"Two guards wounded as gunmen stormed the jail were taken to hospital .", "wounded", "VBN"},
		// An adjective or noun reading lost a past tense the same way.
		{"A grenade attack wounded nine people at a rally , police said .", "wounded", "VBD"},
		{"Gunmen shot two policemen in the city on Friday .", "shot", "VBD"},
	} {
		for _, w := range p.ParseWords(strings.Fields(c.sent)) {
			if w.Form == c.word && w.XPOS != c.xpos {
				t.Errorf("%q: %s tagged %s, want %s", c.sent, w.Form, w.XPOS, c.xpos)
			}
		}
	}
}

// TestAttribution: the words of a closing attribution, or of one set off
// by commas, other than its say verb depend on words of the attribution,
// and the say verb's first nominal after it, with no subject before it, is
// its subject.
func TestAttribution(t *testing.T) {
	p := newParser(t)
	for _, c := range []struct {
		sent, word, head, rel string
	}{
		{"A gunman opened fire outside a bank , wounding two guards , police said .", "police", "said", "nsubj"},
		{"Militants attacked a convoy near the border , killing three soldiers , officials said .", "officials", "said", "nsubj"},
		{"The talks broke down on Friday , said a diplomat close to the negotiations .", "diplomat", "said", "nsubj"},
		// An aside: the sentence around it is not what is said.
		{"The gunmen , police said , fled into the hills .", "gunmen", "fled", "nsubj"},
		{"The gunmen , police said , fled into the hills .", "police", "said", "nsubj"},
		// A list of subjects is no aside.
		{"France , Germany and Britain said , in a joint statement , that the talks had failed .", "France", "said", "nsubj"},
		{"\" We will not leave , \" the mayor told reporters .", "mayor", "told", "nsubj"},
	} {
		words := p.ParseWords(strings.Fields(c.sent))
		for _, w := range words {
			if w.Form != c.word {
				continue
			}
			if head := headForm(words, w); head != c.head || w.Rel != c.rel {
				t.Errorf("%q: %s is %s of %s, want %s of %s", c.sent, w.Form, w.Rel, head, c.rel, c.head)
			}
		}
	}
}

// headForm returns the form of w's head in words, ROOT for the root.
func headForm(words []Word, w Word) string {
	if w.Head < 0 {
		return "ROOT"
	}
	return words[w.Head].Form
}

// TestTitleName: a title right before a name hangs on the name, which
// takes the title's place in the sentence.
func TestTitleName(t *testing.T) {
	p := newParser(t)
	for _, c := range []struct {
		sent, title, name, head string
	}{
		{"Professor Hale says the old dam will hold .", "Professor", "Hale", "says"},
		{"Mr Okafor told the court that the money was never paid .", "Mr", "Okafor", "told"},
		{"Doctors said Ms Varga was stable after the operation .", "Ms", "Varga", "stable"},
	} {
		words := p.ParseWords(strings.Fields(c.sent))
		i := slices.IndexFunc(words, func(w Word) bool { return w.Form == c.title })
		if got, want := headForm(words, words[i])+" "+headForm(words, words[i+1]), c.name+" "+c.head; got != want {
			t.Errorf("%q: %s and %s hang on %s, want %s", c.sent, c.title, c.name, got, want)
		}
	}
}

// TestTitleMarks: only the last word of a title before a name is held to
// the name; a title before a weekday or a month names nobody.
func TestTitleMarks(t *testing.T) {
	p := newParser(t)
	for _, c := range []struct {
		sent  string
		title []int // words marked as a title before a name
	}{
		{"Professor Hale says the old dam will hold .", []int{0}},
		{"Secretary General Ana Ruiz flew to the capital .", []int{1}},
		{"The Governor Friday vetoed the budget .", nil},
		{"The President on Monday signed the bill .", nil},
	} {
		words := strings.Fields(c.sent)
		ws := p.getWorkspace()
		p.analyse(words, ws, true)
		var got []int
		for i := range words {
			if ws.title[i] {
				got = append(got, i)
			}
		}
		p.putWorkspace(ws)
		if !slices.Equal(got, c.title) {
			t.Errorf("%q: title marks at %v, want %v", c.sent, got, c.title)
		}
	}
}

// TestOpen: Open reads a parser model file beside the embedded tagger and
// parses as the embedded models do when it holds the embedded parser; a
// missing or broken file is an error naming it.
func TestOpen(t *testing.T) {
	data, err := EmbeddedParser()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	good := filepath.Join(dir, "parser.bin.gz")
	bad := filepath.Join(dir, "broken.bin.gz")
	if err := os.WriteFile(good, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, data[:len(data)/3], 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := Open(good)
	if err != nil {
		t.Fatal(err)
	}
	words := strings.Fields("Rebels shelled the town on Monday , the army said .")
	want := newParser(t).ParseWords(words)
	if got := p.ParseWords(words); !slices.Equal(got, want) {
		t.Errorf("Open(%s) parses\n%v\nthe embedded models\n%v", good, got, want)
	}
	for _, path := range []string{bad, filepath.Join(dir, "none.bin.gz")} {
		if _, err := Open(path); err == nil || !strings.Contains(err.Error(), path) {
			t.Errorf("Open(%s): error %v, want one naming the file", path, err)
		}
	}
}
