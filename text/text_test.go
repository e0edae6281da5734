package text

import (
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"sitrep/doc"
	"sitrep/internal/gold"
)

var tk = New()

// surface renders the tokens of s with spaces between surface tokens and
// "+" before a Joined part: "did+n't".
func surface(toks []doc.Token) string {
	var b strings.Builder
	for i, t := range toks {
		switch {
		case i == 0:
		case t.Joined:
			b.WriteByte('+')
		default:
			b.WriteByte(' ')
		}
		b.WriteString(t.Form)
	}
	return b.String()
}

// sentenceTexts returns the text of each sentence.
func sentenceTexts(s string, sents []doc.Sentence) []string {
	out := make([]string, len(sents))
	for i, st := range sents {
		out[i] = s[st.Span.Start:st.Span.End]
	}
	return out
}

// checkInvariants fails t unless the tokens and sentences of s are
// well-formed: Form is the text under Span, spans are in order, do not
// overlap, contain no whitespace at their edges, and sentences tile the
// tokens.
func checkInvariants(t testing.TB, s string, sents []doc.Sentence, toks []doc.Token) {
	t.Helper()
	prev := 0
	for i, tok := range toks {
		if tok.Start < prev || tok.End <= tok.Start || tok.End > len(s) {
			t.Fatalf("token %d span %v out of order or empty (prev end %d, len %d) in %q", i, tok.Span, prev, len(s), s)
		}
		if tok.Form != s[tok.Start:tok.End] {
			t.Fatalf("token %d Form %q != text %q", i, tok.Form, s[tok.Start:tok.End])
		}
		if r, _ := utf8.DecodeRuneInString(tok.Form); r != utf8.RuneError && IsSpace(r) {
			t.Fatalf("token %d %q starts with space", i, tok.Form)
		}
		if r, _ := utf8.DecodeLastRuneInString(tok.Form); r != utf8.RuneError && IsSpace(r) {
			t.Fatalf("token %d %q ends with space", i, tok.Form)
		}
		if tok.Joined && (i == 0 || toks[i-1].End != tok.Start) {
			t.Fatalf("token %d %q is Joined but not adjacent to the previous token", i, tok.Form)
		}
		if tok.Head != -1 {
			t.Fatalf("token %d Head = %d, want -1", i, tok.Head)
		}
		prev = tok.End
	}
	next := 0
	for k, st := range sents {
		if st.FirstToken != next || st.EndToken <= st.FirstToken || st.EndToken > len(toks) {
			t.Fatalf("sentence %d token range [%d,%d) does not follow %d", k, st.FirstToken, st.EndToken, next)
		}
		if st.Span.Start != toks[st.FirstToken].Start || st.Span.End != toks[st.EndToken-1].End {
			t.Fatalf("sentence %d span %v does not match its tokens", k, st.Span)
		}
		if toks[st.FirstToken].Joined {
			t.Fatalf("sentence %d starts inside a surface token", k)
		}
		for j := st.FirstToken; j < st.EndToken; j++ {
			if toks[j].Sentence != k {
				t.Fatalf("token %d has Sentence %d, want %d", j, toks[j].Sentence, k)
			}
		}
		next = st.EndToken
	}
	if next != len(toks) {
		t.Fatalf("sentences cover %d of %d tokens", next, len(toks))
	}
}

func TestTokens(t *testing.T) {
	cases := []struct{ in, want string }{
		// Contractions and possessives, straight and curly.
		{"He didn't go.", "He did+n't go ."},
		{"He didn’t go.", "He did+n’t go ."},
		{"I can't, I won't.", "I ca+n't , I wo+n't ."},
		{"We cannot wait; I'm gonna go.", "We can+not wait ; I+'m gon+na go ."},
		{"The company's chief and the soldiers' families", "The company+'s chief and the soldiers ' families"},
		{"They're here, we've seen it, she'll know, he'd said", "They+'re here , we+'ve seen it , she+'ll know , he+'d said"},
		{"Afghanistan’s Interior Ministry", "Afghanistan+’s Interior Ministry"},
		{"Sean O'Brien and rock'n'roll", "Sean O'Brien and rock'n'roll"},
		{"in '72 and ’73", "in '72 and ’73"},
		// Abbreviations and initials.
		{"U.S. and U.N. officials met Gen. Allen and Lt. Col. Smith.", "U.S. and U.N. officials met Gen. Allen and Lt. Col. Smith ."},
		{"Sen. John F. Kennedy met Mr. Jones at 8 a.m. on Jan. 5.", "Sen. John F. Kennedy met Mr. Jones at 8 a.m. on Jan. 5 ."},
		{"Resolution No. 5 and e.g. this, i.e. that", "Resolution No. 5 and e.g. this , i.e. that"},
		{"He said no. Then left.", "He said no . Then left ."},
		{"Acme Inc. said", "Acme Inc. said"},
		{"Dy. SP Ram Singh seized Rs. 5,000.", "Dy. SP Ram Singh seized Rs. 5,000 ."},
		{"Washington, D.C..", "Washington , D.C. ."},
		// A sentence-final abbreviation gives its period to the sentence.
		{"They sold pears, etc. It closed at 5 p.m.", "They sold pears , etc . It closed at 5 p.m ."},
		{"He moved to the U.S. The move was hard.", "He moved to the U.S . The move was hard ."},
		// Numbers.
		{"1,000 people, 3.5 percent, the 27th day, $5 and 10%", "1,000 people , 3.5 percent , the 27th day , $ 5 and 10 %"},
		{"at 10:30 on 11/20/2000, rated 20/20", "at 10:30 on 11/20/2000 , rated 20 / 20"},
		{"a 15-year term, in the 1990s, at 5pm", "a 15 - year term , in the 1990s , at 5 pm"},
		{"call 713-853-1696 or +44 20", "call 713-853-1696 or +44 20"},
		{"between 400-500 soldiers", "between 400 - 500 soldiers"},
		// Hyphens: compounds split, prefixes kept.
		{"an advise-and-assist mission", "an advise - and - assist mission"},
		{"anti-Western fury, non-violent, e-mail, co-founder", "anti-Western fury , non-violent , e-mail , co-founder"},
		{"high-ranking officials", "high - ranking officials"},
		// Quotes, brackets, dashes, ellipses.
		{`"We welcome it," he said.`, `" We welcome it , " he said .`},
		{"“Go,” he said — and left…", "“ Go , ” he said — and left …"},
		{"ISAF (NATO's force) and (closed-circuit)", "ISAF ( NATO+'s force ) and ( closed - circuit )"},
		{"wait... what -- really?!", "wait ... what -- really ?!"},
		{"‘’Where are they?’’", "‘’ Where are they ? ’’"},
		// URLs, e-mail addresses, emoticons.
		{"See http://www.example.com/a-b?c=1, or www.example.org.", "See http://www.example.com/a-b?c=1 , or www.example.org ."},
		{"Mail <press@example.org> today :)", "Mail < press@example.org > today :)"},
		{"the STRATFOR.com site", "the STRATFOR.com site"},
		// Other scripts and symbols.
		{"北京 said 🙂 ok", "北京 said 🙂 ok"},
		{"#Kabul trends, @reuters said; ext. 3-5213, 7,5 cm, $$$", "#Kabul trends , @reuters said ; ext. 3-5213 , 7,5 cm , $$$"},
		{`"Julie"<julie@example.net> wrote`, `" Julie " < julie@example.net > wrote`},
		{"a counter-attack and mis-matches", "a counter-attack and mis-matches"},
		{"Café naïve", "Café naïve"},
	}
	for _, c := range cases {
		sents, toks := tk.Split(c.in)
		checkInvariants(t, c.in, sents, toks)
		if got := surface(toks); got != c.want {
			t.Errorf("Split(%q)\n got %s\nwant %s", c.in, got, c.want)
		}
	}
}

func TestSentences(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{"He left. She stayed.", []string{"He left.", "She stayed."}},
		{"Is it? Yes! Good.", []string{"Is it?", "Yes!", "Good."}},
		// Abbreviations inside a sentence, and at its end.
		{"Gen. John Allen met U.S. officials in Kabul. They talked.", []string{"Gen. John Allen met U.S. officials in Kabul.", "They talked."}},
		{"He moved to the U.S. The move was hard.", []string{"He moved to the U.S.", "The move was hard."}},
		{"It opened at 9 a.m. Monday and sold apples, pears, etc. It closed late.", []string{"It opened at 9 a.m. Monday and sold apples, pears, etc.", "It closed late."}},
		{"Lt. Col. Smith and Mr. Jones of Acme Corp. spoke on Jan. 5 at No. 10 Downing St.", []string{"Lt. Col. Smith and Mr. Jones of Acme Corp. spoke on Jan. 5 at No. 10 Downing St."}},
		{"The dollar rose 3.5 percent. Stocks fell.", []string{"The dollar rose 3.5 percent.", "Stocks fell."}},
		// Quotes close the sentence before them.
		{`"We will win." He smiled.`, []string{`"We will win."`, "He smiled."}},
		{`He said: "There are locks. The killer knew," the source said.`, []string{`He said: "There are locks.`, `The killer knew," the source said.`}},
		{"“Stay.” They left.", []string{"“Stay.”", "They left."}},
		{"(He did not say why.) The talks ended.", []string{"(He did not say why.)", "The talks ended."}},
		{`"We will win!" he said. "Why?" she asked.`, []string{`"We will win!" he said.`, `"Why?" she asked.`}},
		// In text written all in lower case a lower-case word after a
		// closing quote starts a new sentence; "," before the quote still
		// goes on.
		{`the mayor spoke. "we will rebuild the bridge." the crowd cheered. "it is late," he said. they left.`,
			[]string{"the mayor spoke.", `"we will rebuild the bridge."`, "the crowd cheered.", `"it is late," he said.`, "they left."}},
		{`The mayor spoke. "We will rebuild the bridge." the crowd cheered.`,
			[]string{"The mayor spoke.", `"We will rebuild the bridge." the crowd cheered.`}},
		{`"Jane Doe" <jane@example.com> 02/13/2001 08:02 PM Thanks for the note.`,
			[]string{`"Jane Doe" <jane@example.com>`, "02/13/2001 08:02 PM", "Thanks for the note."}},
		{"Thanks for the note.\nBest regards, Jane Doe", []string{"Thanks for the note.", "Best regards,", "Jane Doe"}},
		{"He wavered... Then he signed.", []string{"He wavered...", "Then he signed."}},
		{"He wavered... and signed.", []string{"He wavered... and signed."}},
		// Headings, datelines and line breaks.
		{"HIGH SECURITY CLEARANCE\nAn Afghan source said so.", []string{"HIGH SECURITY CLEARANCE", "An Afghan source said so."}},
		{"KABUL (Reuters) - Two officers were shot.", []string{"KABUL (Reuters) -", "Two officers were shot."}},
		{"WASHINGTON — The Senate voted.", []string{"WASHINGTON —", "The Senate voted."}},
		{"First paragraph without a stop\n\nSecond one.", []string{"First paragraph without a stop", "Second one."}},
		{"1. The first point is this.\n2. The second.", []string{"1. The first point is this.", "2. The second."}},
		// Hard-wrapped text: breaks inside a paragraph are not boundaries.
		{"The minister said on Saturday that the government would send more troops\n" +
			"to the province, where fighting has displaced thousands of families this\n" +
			"year, and that talks with the insurgents would continue in the capital.\n" +
			"Officials in the province welcomed the decision and said it was overdue\n" +
			"after months of attacks on police posts along the main highway north.\n",
			[]string{"The minister said on Saturday that the government would send more troops\n" +
				"to the province, where fighting has displaced thousands of families this\n" +
				"year, and that talks with the insurgents would continue in the capital.",
				"Officials in the province welcomed the decision and said it was overdue\n" +
					"after months of attacks on police posts along the main highway north."}},
		{"Officials from the United Nations and the U.S.\n" +
			"government met in Geneva on Monday to discuss the aid convoy that was\n" +
			"attacked near the border last week, killing four drivers and a guard.\n" +
			"A spokesman said the talks would resume after the weekend in the city\n" +
			"and that both sides hoped to agree on new security rules for convoys.\n",
			[]string{"Officials from the United Nations and the U.S.\n" +
				"government met in Geneva on Monday to discuss the aid convoy that was\n" +
				"attacked near the border last week, killing four drivers and a guard.",
				"A spokesman said the talks would resume after the weekend in the city\n" +
					"and that both sides hoped to agree on new security rules for convoys."}},
		{"HEADING\r\nBody text here.\r\n\r\nNext paragraph", []string{"HEADING", "Body text here.", "Next paragraph"}},
		{"Visit http://example.com/x for more. Thanks", []string{"Visit http://example.com/x for more.", "Thanks"}},
	}
	for _, c := range cases {
		sents, toks := tk.Split(c.in)
		checkInvariants(t, c.in, sents, toks)
		got := sentenceTexts(c.in, sents)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("Split(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// TestReferenceStory checks every sentence boundary of the reference
// story: the sentences must start with exactly these words, in order.
func TestReferenceStory(t *testing.T) {
	b, err := os.ReadFile(gold.Story(t, "kabul-interior-ministry.txt"))
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	st := &doc.Story{Text: s}
	if err := tk.Annotate(st); err != nil {
		t.Fatal(err)
	}
	checkInvariants(t, s, st.Sentences, st.Tokens)
	want := []string{
		"Two American officers were shot dead",
		"NATO recalled all staff",
		`"For obvious force protection reasons`,
		"The two American officers, advisers",
		"U.S. officials, speaking on condition",
		"The Taliban claimed responsibility",
		"Afghan security sources said the two dead",
		"U.S. President Barack Obama has sent",
		"The Koran burnings ignited",
		"Thousands have taken to the streets",
		"Two American soldiers were shot to death",
		"Obama spoke with Allen",
		`"We welcome President Karzai's statement`,
		`"The United States remains committed`,
		"HIGH SECURITY CLEARANCE",
		"An Afghan security source said the American officers",
		`"There is CCTV`,
		"The killer would have had",
		"U.S. Defense Secretary Leon Panetta",
		"Afghan Defense Minister Abdul Rahim Wardak",
		"In Kabul, Allen met",
		"ISAF declined to say",
		"If the shootings are linked",
		"NATO is supposed to be moving away",
		"That will require NATO",
		`"The fact that NATO is recalling`,
		"The Koran burnings have underscored",
		"Taliban spokesman Zabihullah Mujahid said",
		"The Islamist group often exaggerates",
		`"The attack came from the mujahideen`,
		"DESECRATION",
		"An Afghan security source said the shooting",
		"Muslims consider the Koran",
		"Desecration is considered",
		"Hundreds of people tried to overrun",
		"In April last year",
		"The protests could dent plans",
		"There have been several instances",
		"NATO servicemen and staff",
	}
	got := sentenceTexts(s, st.Sentences)
	for i := 0; i < len(got) || i < len(want); i++ {
		switch {
		case i >= len(got):
			t.Errorf("sentence %d missing, want one starting %q", i, want[i])
		case i >= len(want):
			t.Errorf("extra sentence %d: %q", i, got[i])
		case !strings.HasPrefix(got[i], want[i]):
			t.Errorf("sentence %d = %q, want it to start %q", i, got[i], want[i])
		}
	}
	// Headings are whole sentences, and quotes end with their sentence (the
	// story's text is not ours to ship, so sentences are named by their ends).
	for _, ends := range [][2]string{{"HIGH SECURITY CLEARANCE", ""}, {"DESECRATION", ""},
		{`"The United States remains`, `of Afghanistan."`}, {`"There is CCTV`, `special locks.`}} {
		found := false
		for _, g := range got {
			found = found || g == ends[0] && ends[1] == "" || strings.HasPrefix(g, ends[0]) && strings.HasSuffix(g, ends[1]) && ends[1] != ""
		}
		if !found {
			t.Errorf("no sentence starts %q and ends %q", ends[0], ends[1])
		}
	}
}

// TestUnicodeOffsets checks the span invariants on text full of multi-byte
// runes: curly quotes, dashes, non-breaking spaces, CJK and emoji.
func TestUnicodeOffsets(t *testing.T) {
	inputs := []string{
		"“It didn’t work,” he said\u00a0— twice… 🙂🙂 Then: 北京市 “again”.",
		"\u00a0\u00a0Leading\u2003spaces\u3000and\u200bzero\ufeffwidth\u2028line\u2029para",
		"Emoji 👍🏽 and 👨‍👩‍👧 family, flags 🇦🇫, combining e\u0301 and 한국어 텍스트.",
		"\xff\xfe broken \xc3 bytes \xe2\x80 didn\xe2\x80\x99t end\xf0",
		"U.S.\u00a0officials said\u00a0.\u00a0Next\u00a0sentence’s here.",
		"",
		"   \n\n  ",
		"'",
		"n't 's ' ’ -- ... ?!",
	}
	for _, s := range inputs {
		sents, toks := tk.Split(s)
		checkInvariants(t, s, sents, toks)
		// Every non-space rune is inside some token.
		covered := 0
		for _, tok := range toks {
			covered += utf8.RuneCountInString(tok.Form)
		}
		want := 0
		for _, r := range s {
			if !IsSpace(r) {
				want++
			}
		}
		if covered != want {
			t.Errorf("%q: tokens cover %d runes, want %d", s, covered, want)
		}
	}
	// Curly apostrophes split like straight ones.
	_, a := tk.Split("didn’t")
	_, b := tk.Split("didn't")
	if len(a) != 2 || len(b) != 2 || a[0].Form != b[0].Form || !a[1].Joined {
		t.Errorf("didn’t -> %q, didn't -> %q", surface(a), surface(b))
	}
}

func TestAnnotateReplaces(t *testing.T) {
	st := &doc.Story{Text: "One. Two."}
	st.Tokens = make([]doc.Token, 7)
	st.Sentences = make([]doc.Sentence, 3)
	if err := tk.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if len(st.Sentences) != 2 || len(st.Tokens) != 4 {
		t.Fatalf("got %d sentences, %d tokens; want 2, 4", len(st.Sentences), len(st.Tokens))
	}
}

func FuzzSplit(f *testing.F) {
	for _, s := range []string{"He didn't go. She did.", "U.S. Gen. Allen (NATO) - “quote” 1,000 3.5%",
		"\xff\xc3 didn’t\u00a0x", "KABUL (Reuters) - a.m.\n\nHEADING\nText", "http://x.org/a). e@x.co :) '72 ‘’",
		"a statement.Four x@y.org.The U.S.Army 12.Nine Kabul.Die etc.The 3.5.X é.Ça"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sents, toks := tk.Split(s)
		checkInvariants(t, s, sents, toks)
	})
}

// TestGluedSentences checks periods that lost the space after them, as
// scraped pages and feeds often do: a clear sentence end is split into its
// own token and ends the sentence; addresses, file names, decimals,
// initialisms and abbreviations are not sentence ends.
func TestGluedSentences(t *testing.T) {
	cases := []struct {
		in    string
		toks  string
		sents []string
	}{
		// Splits: an ordinary word, a place name or a number before the
		// period, a capitalised word after it.
		{"The army said so in a statement.Five soldiers were hurt.",
			"The army said so in a statement . Five soldiers were hurt .",
			[]string{"The army said so in a statement.", "Five soldiers were hurt."}},
		{"Nine people were wounded.The driver escaped.",
			"Nine people were wounded . The driver escaped .",
			[]string{"Nine people were wounded.", "The driver escaped."}},
		{"A mine exploded near Herat.Officials blamed rebels.",
			"A mine exploded near Herat . Officials blamed rebels .",
			[]string{"A mine exploded near Herat.", "Officials blamed rebels."}},
		{"The strike came on May 12.Seven homes burned.",
			"The strike came on May 12 . Seven homes burned .",
			[]string{"The strike came on May 12.", "Seven homes burned."}},
		{"No group spoke up.A second blast followed.",
			"No group spoke up . A second blast followed .",
			[]string{"No group spoke up.", "A second blast followed."}},
		{"The clinic was shelled.Gaza’s hospitals are full.",
			"The clinic was shelled . Gaza+’s hospitals are full .",
			[]string{"The clinic was shelled.", "Gaza’s hospitals are full."}},
		{"Who fired first?Nobody knows.It ended!Then calm.",
			"Who fired first ? Nobody knows . It ended ! Then calm .",
			[]string{"Who fired first?", "Nobody knows.", "It ended!", "Then calm."}},
		// In text written all in lower case the next sentence starts in
		// lower case; initials, times, domains and file names stay whole.
		{"the mob left. police came. the road was shut.a curfew began. it ended at 6 p.m. the traders at p.k. market wrote to news.example.com and sent report.pdf to the police.",
			"the mob left . police came . the road was shut . a curfew began . it ended at 6 p.m. the traders at p.k. market wrote to news.example.com and sent report.pdf to the police .",
			[]string{"the mob left.", "police came.", "the road was shut.", "a curfew began.", "it ended at 6 p.m. the traders at p.k. market wrote to news.example.com and sent report.pdf to the police."}},
		{"The mob left. Police came. The road was shut.a curfew began.",
			"The mob left . Police came . The road was shut.a curfew began .",
			[]string{"The mob left.", "Police came.", "The road was shut.a curfew began."}},
		// An address the next sentence is glued to ends at its host.
		{"Tips go to desk@example.org.The desk replies.",
			"Tips go to desk@example.org . The desk replies .",
			[]string{"Tips go to desk@example.org.", "The desk replies."}},
		{"Read it on www.example.net.Then share it; mail Ann@Example.Com or read http://example.com/a/Page.Html now.",
			"Read it on www.example.net . Then share it ; mail Ann@Example.Com or read http://example.com/a/Page.Html now .",
			[]string{"Read it on www.example.net.", "Then share it; mail Ann@Example.Com or read http://example.com/a/Page.Html now."}},
		// An abbreviation keeps its period and ends the sentence only
		// before a sentence starter.
		{"They seized rifles, ammunition, etc.The raid ended.",
			"They seized rifles , ammunition , etc. The raid ended .",
			[]string{"They seized rifles, ammunition, etc.", "The raid ended."}},
		{"He met Dr.Patel in St.Paul.",
			"He met Dr. Patel in St. Paul .",
			[]string{"He met Dr.Patel in St.Paul."}},
		// A glued initialism is a word of its own, mid-sentence.
		{"The U.S.Navy sent a ship.",
			"The U.S. Navy sent a ship .",
			[]string{"The U.S.Navy sent a ship."}},
		// Not sentence ends: decimals, domains, file names, addresses,
		// paths, code, capitalised domain endings, short capitals.
		{"Prices rose 4.5 percent on shop.example.org and in report.pdf today.",
			"Prices rose 4.5 percent on shop.example.org and in report.pdf today .",
			[]string{"Prices rose 4.5 percent on shop.example.org and in report.pdf today."}},
		{"Write to desk.editor@example.net or see news.example.com/world/asia.Today now.",
			"Write to desk.editor@example.net or see news.example.com / world / asia.Today now .",
			[]string{"Write to desk.editor@example.net or see news.example.com/world/asia.Today now."}},
		{"Order it from Shopfront.Com or call client.Send(x) in version 2.0.Beta soon.",
			"Order it from Shopfront.Com or call client.Send ( x ) in version 2.0.Beta soon .",
			[]string{"Order it from Shopfront.Com or call client.Send(x) in version 2.0.Beta soon."}},
		{"Ask Jo BK.Lee or the iPhone.McKay team.",
			"Ask Jo BK.Lee or the iPhone.McKay team .",
			[]string{"Ask Jo BK.Lee or the iPhone.McKay team."}},
		{"She scored 12.5.Then rain came.",
			"She scored 12.5.Then rain came .",
			[]string{"She scored 12.5.Then rain came."}},
	}
	for _, c := range cases {
		sents, toks := tk.Split(c.in)
		checkInvariants(t, c.in, sents, toks)
		if got := surface(toks); got != c.toks {
			t.Errorf("Split(%q) tokens\n got %s\nwant %s", c.in, got, c.toks)
		}
		got := sentenceTexts(c.in, sents)
		if strings.Join(got, "|") != strings.Join(c.sents, "|") {
			t.Errorf("Split(%q) sentences\n got %q\nwant %q", c.in, got, c.sents)
		}
	}
}
