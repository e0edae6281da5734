package count

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"

	"sitrep/doc"
	"sitrep/internal/gold"
	"sitrep/text"
)

func newCounter(tb testing.TB) *Counter {
	tb.Helper()
	c, err := New()
	if err != nil {
		tb.Fatal(err)
	}
	return c
}

// story tokenises s as the pipeline does.
func story(s string) *doc.Story {
	st := &doc.Story{Text: s}
	st.Sentences, st.Tokens = text.New().Split(s)
	return st
}

// countsOf returns the counts c finds in s, tokenised with package text,
// as Annotate appends them to a story without quantities.
func countsOf(c *Counter, s string) []doc.Quantity {
	fs, _, _ := c.find(story(s))
	return appendMerged(nil, fs)
}

// want is an expected count: its text, kind and bounds.
type want struct {
	span      string
	kind      string
	best      int
	low, high int
	qual      string
}

func (w want) String() string {
	return fmt.Sprintf("%s %q best=%d low=%d high=%d qual=%q", w.kind, w.span, w.best, w.low, w.high, w.qual)
}

func got(st *doc.Story, q doc.Quantity) want {
	return want{st.Slice(q.Span), string(q.Kind), q.Best, q.Low, q.High, q.Qualifier}
}

// findCount returns the quantity of st whose span text is span and kind is kind.
func findCount(st *doc.Story, span string, kind doc.QuantityKind) (doc.Quantity, bool) {
	for _, q := range st.Quantities {
		if st.Slice(q.Span) == span && q.Kind == kind {
			return q, true
		}
	}
	return doc.Quantity{}, false
}

func dump(st *doc.Story) string {
	var b strings.Builder
	for _, q := range st.Quantities {
		fmt.Fprintf(&b, "\n  %v trigger=%q", got(st, q), triggerForm(st, q))
	}
	return b.String()
}

func triggerForm(st *doc.Story, q doc.Quantity) string {
	if q.Trigger < 0 || q.Trigger >= len(st.Tokens) {
		return ""
	}
	return st.Tokens[q.Trigger].Form
}

func TestReferenceStory(t *testing.T) {
	b, err := os.ReadFile(gold.Story(t, "kabul-interior-ministry.txt"))
	if err != nil {
		t.Fatal(err)
	}
	c := newCounter(t)
	st := story(string(b))
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		w       want
		trigger string
	}{
		{want{"at least 27", "killed", 27, 27, 0, "at least"}, "killed"},
		{want{"four", "killed", 4, 4, 4, ""}, "killed"},
		{want{"Two", "killed", 2, 2, 2, ""}, "shot"},
		{want{"seven", "killed", 7, 7, 7, ""}, "killing"},
		{want{"two", "killed", 2, 2, 2, ""}, "dead"},
		{want{"Hundreds", "participants", 100, 100, 0, "hundreds"}, "tried"},
	}
	for _, tc := range cases {
		q, ok := findCount(st, tc.w.span, doc.QuantityKind(tc.w.kind))
		if !ok {
			t.Errorf("missing %v; have:%s", tc.w, dump(st))
			continue
		}
		if g := got(st, q); g != tc.w {
			t.Errorf("got %v, want %v", g, tc.w)
		}
		if f := triggerForm(st, q); f != tc.trigger {
			t.Errorf("%v: trigger %q, want %q", tc.w, f, tc.trigger)
		}
	}
	// "Two American officers were shot dead" opens the story.
	if q, ok := findCount(st, "Two", "killed"); !ok || q.Span.Start != 0 {
		t.Errorf("first sentence's count not found at offset 0:%s", dump(st))
	}
	// "were held back by police" is no arrest, and nothing in the story
	// counts kidnapped people.
	for _, q := range st.Quantities {
		if q.Kind == doc.Arrested || q.Kind == doc.Kidnapped {
			t.Errorf("spurious %v", got(st, q))
		}
	}
}

func TestPatterns(t *testing.T) {
	c := newCounter(t)
	cases := []struct {
		text string
		want []want // every count the sentence has, in any order
	}{
		{"At least 27 people have been killed in the protests.",
			[]want{{"At least 27", "killed", 27, 27, 0, "at least"}}},
		{"Gunmen stormed the village, killing seven people.",
			[]want{{"seven", "killed", 7, 7, 7, ""}}},
		{"More than 100 were wounded in the blast.",
			[]want{{"More than 100", "injured", 100, 100, 0, "more than"}}},
		{"The death toll rose to 15 on Monday.",
			[]want{{"15", "killed", 15, 15, 15, ""}}},
		{"The death toll from Friday's bombing in the city has risen to 15.",
			[]want{{"15", "killed", 15, 15, 15, ""}}},
		{"A soldier was killed on Thursday night alongside two civilians.",
			[]want{{"A soldier was killed on Thursday night alongside two", "killed", 3, 3, 3, ""}}},
		{"Nine villagers died, as well as four soldiers and two policemen.",
			[]want{{"Nine villagers died, as well as four soldiers and two", "killed", 15, 15, 15, ""}}},
		{"Twelve civilians were killed, as well as 30 injured.",
			[]want{{"Twelve", "killed", 12, 12, 12, ""}, {"30", "injured", 30, 30, 30, ""}}},
		{"The officer died along with two of his bodyguards.",
			[]want{{"The officer died along with two", "killed", 3, 3, 3, ""}}},
		{"A gunman shot five people, killing two of them.",
			[]want{{"two", "killed", 2, 2, 2, ""}, {"five", "injured", 3, 3, 3, ""}}},
		{"He is accused of stabbing three people, killing one, on Friday.",
			[]want{{"one", "killed", 1, 1, 1, ""}, {"three", "injured", 2, 2, 2, ""}}},
		{"A gunman shot dozens of people, killing two.",
			[]want{{"two", "killed", 2, 2, 2, ""}}},
		{"Gunmen killed 12 people, three of them children.",
			[]want{{"12", "killed", 12, 12, 12, ""}}},
		{"Gunmen killed 12 people, two of whom were police officers.",
			[]want{{"12", "killed", 12, 12, 12, ""}}},
		{"three farmers from the hill villages, were shot dead near the dam.",
			[]want{{"three", "killed", 3, 3, 3, ""}}},
		{"Two soldiers were killed and three injured.",
			[]want{{"Two", "killed", 2, 2, 2, ""}, {"three", "injured", 3, 3, 3, ""}}},
		{"A colonel and a major were killed in the attack.",
			[]want{{"A colonel and a major", "killed", 2, 2, 2, ""}}},
		{"The mob killed a policeman.",
			[]want{{"a policeman", "killed", 1, 1, 1, ""}}},
		{"They shot the farmer, killing him.",
			[]want{{"him", "killed", 1, 1, 1, ""}}},
		{"Up to 10 people were injured.",
			[]want{{"Up to 10", "injured", 10, 0, 10, "up to"}}},
		{"Between 5 and 8 fighters died.",
			[]want{{"Between 5 and 8", "killed", 5, 5, 8, "between"}}},
		{"Police arrested twenty-seven protesters on Friday.",
			[]want{{"twenty-seven", "arrested", 27, 27, 27, ""}}},
		{"Dozens of people were detained.",
			[]want{{"Dozens", "arrested", 12, 12, 0, "dozens"}}},
		{"Scores were wounded.",
			[]want{{"Scores", "injured", 20, 20, 0, "scores"}}},
		{"Gunmen abducted 1,000 schoolgirls.",
			[]want{{"1,000", "kidnapped", 1000, 1000, 1000, ""}}},
		{"About 3.5 million people took to the streets.",
			[]want{{"About 3.5 million", "participants", 3500000, 0, 0, "about"}}},
		{"Nearly 40 civilians lost their lives.",
			[]want{{"Nearly 40", "killed", 40, 0, 40, "nearly"}}},
		{"The attack left four dead and 12 hurt.",
			[]want{{"four", "killed", 4, 4, 4, ""}, {"12", "injured", 12, 12, 12, ""}}},
		{"Rebels kidnapped a dozen aid workers.",
			[]want{{"a dozen", "kidnapped", 12, 12, 12, ""}}},
		{"Several protesters were taken into custody.",
			[]want{{"Several", "arrested", 3, 3, 0, "several"}}},
		{"A few soldiers were hurt.",
			[]want{{"A few", "injured", 3, 3, 0, "a few"}}},
		{"Hundreds of people marched through the capital.",
			[]want{{"Hundreds", "participants", 100, 100, 0, "hundreds"}}},
		{"Thousands of students demonstrated outside parliament.",
			[]want{{"Thousands", "participants", 1000, 1000, 0, "thousands"}}},
		{"Police said 3 bodies were recovered.",
			[]want{{"3", "killed", 3, 3, 3, ""}}},
		{"Officials reported 12 fatalities.",
			[]want{{"12", "killed", 12, 12, 12, ""}}},
		{"No one was killed in the explosion.",
			[]want{{"No one", "killed", 0, 0, 0, "no"}}},
		{"Troops killed two militants and a civilian.",
			[]want{{"two militants and a civilian", "killed", 3, 3, 3, ""}}},
		{"Two or three people were injured.",
			[]want{{"Two or three", "injured", 2, 2, 3, "between"}}},
		{"Four high-ranking Americans had been killed, the group said.",
			[]want{{"Four", "killed", 4, 4, 4, ""}}},
		{"Some 200 people were arrested after the riot.",
			[]want{{"Some 200", "arrested", 200, 0, 0, "some"}}},
		{"The explosion killed 5-8 people.",
			[]want{{"5-8", "killed", 5, 5, 8, "between"}}},
		{"Seven militants were killed and wounded in the raid.",
			[]want{{"Seven", "killed", 3, 0, 7, "killed and wounded"}, {"Seven", "injured", 4, 0, 7, "killed and wounded"}}},
		{"Gunmen kidnapped two villagers and killed them.",
			[]want{{"two", "kidnapped", 2, 2, 2, ""}, {"two", "killed", 2, 2, 2, ""}}},
	}
	for _, tc := range cases {
		checkCounts(t, c, tc.text, tc.want)
	}
}

// checkCounts annotates text and checks that it yields exactly the counts
// want, each tied to a trigger token. It returns the story, or nil when the
// number of counts is wrong.
func checkCounts(t *testing.T, c *Counter, text string, want []want) *doc.Story {
	t.Helper()
	st := story(text)
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if len(st.Quantities) != len(want) {
		t.Errorf("%q: %d counts, want %d:%s", text, len(st.Quantities), len(want), dump(st))
		return nil
	}
	for _, w := range want {
		q, ok := findCount(st, w.span, doc.QuantityKind(w.kind))
		if !ok {
			t.Errorf("%q: missing %v; have:%s", text, w, dump(st))
			continue
		}
		if g := got(st, q); g != w {
			t.Errorf("%q: got %v, want %v", text, g, w)
		}
		if q.Trigger < 0 || q.Trigger >= len(st.Tokens) {
			t.Errorf("%q: %v has no trigger token", text, w)
		}
	}
	return st
}

func TestNotCounts(t *testing.T) {
	c := newCounter(t)
	for _, s := range []string{
		"The fifth day of protests began on 6 May 2020.",
		"The first soldier arrived at 10 am.",
		"The convoy was hit 5 km from the town in 2012.",
		"Gunmen fired 122mm mortars and 20 rockets at the base.",
		"Hundreds of people were held back by police.",
		"The mob threatened to kill a soldier.",
		"It is not known whether anyone was hurt.",
		"The rebels killed 15 livestock.",
		"Police stopped two buses from the north, were told to turn back.",
	} {
		st := story(s)
		if err := c.Annotate(st); err != nil {
			t.Fatal(err)
		}
		for _, q := range st.Quantities {
			if q.Kind != doc.Participants {
				t.Errorf("%q: spurious %v", s, got(st, q))
			}
		}
	}
}

func TestFatalities(t *testing.T) {
	c := newCounter(t)
	cases := []struct {
		text  string
		best  int
		found bool
	}{
		{"Two soldiers were killed and three injured.", 2, true},
		{"At least 4 people (including 1 journalist) as well as 2 policemen were killed.", 6, true},
		{"A farmer and his brother were killed in a clash.", 2, true},
		{"Militants shot dead a guard. Three members of his family were also killed. 4 fatalities.", 4, true},
		{"8 militants were killed in airstrikes. Fatalities coded as 0 (the group reported 8).", 0, true},
		{"48 fighters were killed across the two attacks. Fatalities split between 2 events.", 24, true},
		{"8 fighters were killed. Fatalities are split across 2 events (5).", 5, true},
		{"Clashes killed and injured a number of fighters. Unknown fatalities coded as 10.", 10, true},
		{"Two officers were shot dead. Officials said the two dead were a colonel and a major.", 2, true},
		{"Residents protested after the death of a shopkeeper in custody.", 0, false},
		{"Protesters blocked a road. No fatalities were reported.", 0, true},
		{"Three militants were killed, injured or captured in the operation.", 0, false},
		{"Jane Doe, a local activist, was killed by police on Monday.", 1, true},
		{"Police fired on the crowd.", 0, false},
		{"At least four people, including a police official, were killed.", 4, true},
		{"Four policemen were abducted and killed by rebels.", 4, true},
		{"Farmer killed in village raid.", 1, true},
		{"Gunmen kill police officer.", 1, true},
		{"Attackers kiled 3 villagers.", 3, true},
		{"The mob tried to kill a soldier.", 0, false},
		{"At least three militants were killed in raids. Troops responded, killing three.", 3, true},
		{"An IED hit a convoy, killing and wounding a number of soldiers. Total fatalities coded to 10.", 10, true},
		{"Gunmen shot and killed a driver. The victim died later in hospital.", 1, true},
		{"Two thieves were fatally assaulted by a crowd.", 2, true},
		{"Gunmen shot a trader, resulting in his death.", 1, true},
		{"A soldier was shot dead. In another incident, two farmers were killed.", 1, true},
		{"A resident died from coronavirus, officials said.", 0, false},
		{"Shells killed a family of three.", 3, true},
		{"The clash resulted in 2 rebel and 1 military fatality.", 3, true},
		{"Residents protested against the blast that killed 60 people.", 0, false},
		{"Police fired on demonstrators, leading to the death of one demonstrator.", 1, true},
		{"Gunmen shot Ali Khan, a contractor, dead.", 1, true},
		{"The farmers slaughtered a lamb in protest.", 0, false},
		// Counts with no numeral add only when nothing else counts the
		// dead; a person named twice counts once, a bomber's own death not
		// with his victims.
		{"A suicide bomber blew himself up at a checkpoint, killing 11 people.", 11, true},
		{"A suicide bomber blew himself up at a checkpoint.", 1, true},
		{"Rajesh Kumar died at the scene. Kumar died in the clash, police said.", 1, true},
		{"A farmer and his son were killed by gunmen.", 2, true},
		{"Civilians were killed in the shelling.", 1, true},
		{"Mourners gathered to honour the dead.", 0, false},
		{"Two soldiers were killed. The dead were buried on Sunday.", 2, true},
	}
	for _, tc := range cases {
		best, found := c.Fatalities(story(tc.text))
		if best != tc.best || found != tc.found {
			t.Errorf("Fatalities(%q) = %d, %v; want %d, %v", tc.text, best, found, tc.best, tc.found)
		}
	}
}

// TestSyntaxLink checks that a count the patterns cannot tie is tied
// through the parse when the syntax stage has filled Head and Rel.
func TestSyntaxLink(t *testing.T) {
	c := newCounter(t)
	// "Officials confirmed that in the raid 9 villagers , police said , perished ."
	// would break the patterns at the commas; the parse ties 9 to "perished".
	s := "In the raid 9 villagers , police said , perished ."
	st := story(s)
	if len(st.Tokens) != 11 {
		t.Fatalf("tokeniser gave %d tokens, want 11", len(st.Tokens))
	}
	for i := range st.Tokens {
		st.Tokens[i].Head = -1
		st.Tokens[i].Rel = "dep"
	}
	set := func(i, head int, rel string) { st.Tokens[i].Head, st.Tokens[i].Rel = head, rel }
	set(3, 4, "nummod") // 9 -> villagers
	set(4, 9, "nsubj")  // villagers -> perished
	set(9, -1, "root")
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	q, ok := findCount(st, "9", doc.Killed)
	if !ok || q.Trigger != 9 || q.Best != 9 {
		t.Fatalf("want 9 killed tied to token 9 (perished); have:%s", dump(st))
	}
	// Without the parse the commas keep the count apart.
	st = story(s)
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if _, ok := findCount(st, "9", doc.Killed); ok {
		t.Errorf("without a parse, expected no tie across the commas:%s", dump(st))
	}
}

// TestSpeakerCount checks that a count after a comma that counts the
// subject of a clause of its own ("..., two officials said") is who tells
// the toll, not more victims added to it.
func TestSpeakerCount(t *testing.T) {
	c := newCounter(t)
	st := story("Rebels attacked the town , wounding nine others , two officials said .")
	if len(st.Tokens) != 13 {
		t.Fatalf("tokeniser gave %d tokens, want 13", len(st.Tokens))
	}
	for i := range st.Tokens {
		st.Tokens[i].Head, st.Tokens[i].Rel = -1, "dep"
	}
	set := func(i, head int, rel string) { st.Tokens[i].Head, st.Tokens[i].Rel = head, rel }
	set(1, 11, "ccomp")  // attacked -> said
	set(5, 1, "advcl")   // wounding -> attacked
	set(7, 5, "obj")     // others -> wounding
	set(9, 10, "nummod") // two -> officials
	set(10, 11, "nsubj") // officials -> said
	set(11, -1, "root")
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if q, ok := findCount(st, "nine", doc.Injured); !ok || q.Best != 9 {
		t.Errorf("want 9 injured, not the officials added in; have:%s", dump(st))
	}
}

func TestAnnotateAppendsAndNoTokens(t *testing.T) {
	c := newCounter(t)
	st := &doc.Story{Text: "Five people died."}
	if err := c.Annotate(st); err != nil || len(st.Quantities) != 0 {
		t.Fatalf("untokenised story: err %v, %d counts; want none", err, len(st.Quantities))
	}
	st = story("Five people died.")
	st.Quantities = []doc.Quantity{{Kind: "other"}}
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	if len(st.Quantities) != 2 || st.Quantities[0].Kind != "other" {
		t.Errorf("Annotate should append; have %+v", st.Quantities)
	}
}

func TestConcurrent(t *testing.T) {
	c := newCounter(t)
	texts := []string{
		"At least 27 people have been killed in the protests.",
		"Two soldiers were killed and three injured.",
		"Police arrested 40 people and kidnappers abducted a teacher.",
	}
	want := make([]string, len(texts))
	for i, s := range texts {
		want[i] = fmt.Sprint(countsOf(c, s))
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for r := 0; r < 50; r++ {
				i := (g + r) % len(texts)
				if got := fmt.Sprint(countsOf(c, texts[i])); got != want[i] {
					t.Errorf("concurrent Counts(%q) = %s, want %s", texts[i], got, want[i])
					return
				}
			}
		}(g)
	}
	wg.Wait()
}

func FuzzCounts(f *testing.F) {
	for _, s := range []string{
		"At least 27 people have been killed.",
		"between 9 and 3 were hurt",
		"killing 99999999999999999999 people",
		"twenty-seven thousand million billion were detained",
		"a dozen dozen hundreds of thousands died",
		"1,000,000,000,000 dead",
		"- - 5-3 killed 3.5.5 and 0.5 million",
		"no one nor nobody , neither killed",
		"\xff\xfe killed \u2019 dead",
		"Fatalities split between 0 events (7). Fatalities coded as 3.",
	} {
		f.Add(s)
	}
	c, err := New()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, q := range countsOf(c, s) {
			if q.High != 0 && q.Low > q.High {
				t.Errorf("%q: Low %d > High %d", s, q.Low, q.High)
			}
			if q.Best < 0 || q.Low < 0 || q.High < 0 || q.Best > maxCount {
				t.Errorf("%q: bad bounds %+v", s, q)
			}
			if q.Start < 0 || q.End > len(s) || q.Start > q.End {
				t.Errorf("%q: bad span %+v", s, q.Span)
			}
		}
		if best, _ := c.Fatalities(story(s)); best < 0 || best > maxCount {
			t.Errorf("%q: Fatalities %d", s, best)
		}
	})
}

// TestNaturalDeathsNoToll checks that deaths from cold or illness give no
// event a toll, while a death by violence in the same words does.
func TestNaturalDeathsNoToll(t *testing.T) {
	c := newCounter(t)
	for _, tc := range []struct {
		text string
		want int // killed quantities Annotate adds
	}{
		{"Six pensioners died of hypothermia in an unheated hostel.", 0},
		{"Twenty walkers died since March, chiefly of dehydration, on the desert trail.", 0},
		{"Six pensioners died in shelling of an unheated hostel.", 1},
		// A determiner between the preposition and the cause.
		{"Four porters died in the cold on the pass last winter.", 0},
		{"Four porters died of a heart attack on the pass last winter.", 0},
		// Complications of wounds are still a killing; a heart that is
		// no organ names no illness.
		{"Three guards died of complications from gunshot wounds at a clinic.", 1},
		{"Three guards died of complications after the surgery at a clinic.", 0},
		{"Three guards died in the heart of Old Town as a grenade exploded.", 1},
	} {
		st := story(tc.text)
		if err := c.Annotate(st); err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, q := range st.Quantities {
			if q.Kind == doc.Killed {
				n++
			}
		}
		if n != tc.want {
			t.Errorf("%q: %d killed quantities, want %d", tc.text, n, tc.want)
		}
	}
}

// TestRunningTotals checks that a total that sums many incidents is left
// out of the story's quantities: a toll framed by a span of years (a war's
// dead) or told as a wave's running total, and the running total of a crackdown's arrests ("so far", "till
// date"); an incident's own count beside such words stays.
func TestRunningTotals(t *testing.T) {
	c := newCounter(t)
	for _, tc := range []struct {
		text string
		kind doc.QuantityKind
		want int // the count kept; -1 for none
	}{
		{"More than 300,000 people have been killed since 2012.", doc.Killed, -1},
		{"Since 2012, more than 300,000 people have died.", doc.Killed, -1},
		{"Some 40,000 people have died as the conflict enters its sixth year.", doc.Killed, -1},
		{"In nine years of fighting, 60,000 soldiers have been killed.", doc.Killed, -1},
		{"About 900 civilians died in the region over the last three years.", doc.Killed, -1},
		{"The blast killed 14 people, the deadliest attack in the city since 2017.", doc.Killed, 14},
		{"At least 31 people have been killed since the fighting began on Saturday.", doc.Killed, 31},
		{"Gunmen who have terrorised the valley for years killed six farmers.", doc.Killed, 6},
		// Words ending like a superlative are none: "unrest", "west".
		{"Over 2,000 residents lost their lives in the unrest since 2014.", doc.Killed, -1},
		{"Some 700 villagers have been killed in the far west since 2016.", doc.Killed, -1},
		{"The raid killed nine guards, the bloodiest since 2015.", doc.Killed, 9},
		// A span of months, or one that runs from a month or from the
		// start of a year or war, frames a sum too; a span of weeks is an
		// offensive's, which coders give its toll.
		{"Nearly 400 villagers have died in recent months, the charity said.", doc.Killed, -1},
		{"Over the past five months 120 fishermen have been killed on the lake.", doc.Killed, -1},
		{"Some 90 guards were shot dead on the border since the start of the year.", doc.Killed, -1},
		{"Since the outbreak of the civil war about 9,000 farmers have died.", doc.Killed, -1},
		{"The army has shot 37 militants dead since the start of the offensive.", doc.Killed, 37},
		{"At least 65 miners have died since February, the union said.", doc.Killed, -1},
		{"The shelling has killed 48 people in the last two weeks.", doc.Killed, 48},
		{"Eleven traders were shot dead in May, the market's chairman said.", doc.Killed, 11},
		// A toll of a war's scale sums a war, with no span named; a big
		// incident's toll stays the incident's.
		{"The fighting has left nearly half a million people dead.", doc.Killed, -1},
		{"Up to 200,000 villagers were wounded in the war.", doc.Injured, -1},
		{"The earthquake and the shelling that followed killed 2,300 people.", doc.Killed, 2300},
		// A span opening the sentence frames its first clause, not one
		// set against it.
		{"Over the past six months 80 people have died, yet the raid on Friday killed four herders.", doc.Killed, 4},
		{"Since 2015 some 2,000 people have died, but a bomb on Monday killed seven.", doc.Killed, 7},
		// A toll told as a running total over a wave of violence, or
		// called the total, sums its incidents; an incident's own toll
		// stays, and a toll that rose from one figure to another is the
		// later figure.
		{"The death toll in the sectarian violence has climbed to 310, officials said.", doc.Killed, -1},
		{"The overall toll stood at 95 by Thursday evening.", doc.Killed, -1},
		{"Officials put the total death toll in the district at 140.", doc.Killed, -1},
		{"The toll in the riots went up from 70 to 83 overnight.", doc.Killed, -1},
		{"The death toll in the ferry bombing rose to 23 on Monday.", doc.Killed, 23},
		{"The death toll from the mosque blast has risen from 31 to 36.", doc.Killed, 36},
		{"Deaths rose from 4 to 6 after two of the wounded died.", doc.Killed, 6},
		{"The toll was revised down from 27 to 25 after a recount.", doc.Killed, 25},
		{"The toll in the raid on the rebel camp rose to 17 on Monday.", doc.Killed, 17},
		{"The death toll from the shelling near the war cemetery climbed to 8.", doc.Killed, 8},
		{"Fatalities range from 2 to 4 in the reports.", doc.Killed, 2},
		// A sum told in the perfect ("have died in total") adds up incidents; a
		// running toll whose part an incident's dead make up gives that
		// part, not the sum; a subset of the toll's own dead does not.
		{"In total, nine soldiers have died in the drone raids.", doc.Killed, -1},
		{"Twelve police officers have been killed in all, the minister said.", doc.Killed, -1},
		{"Rebels killed seven villagers in all the hamlets.", doc.Killed, 7},
		{"Nine villagers were killed in all, the police said.", doc.Killed, 9},
		{"The death toll now stands at 120, including the 30 people who died in the market attack.", doc.Killed, 30},
		{"The toll rose to 85, including 14 who were killed when the depot was shelled.", doc.Killed, 14},
		{"The toll from the blast rose to 60, including 12 children.", doc.Killed, 60},
		{"The toll from the blast rose to 60, including four who died in hospital.", doc.Killed, 60},
		// A crackdown's running total of arrests, on either side of the
		// count, is none; an arrest's own count stays.
		{"Officers said that so far 3,400 protesters had been detained in the crackdown.", doc.Arrested, -1},
		{"Officers said they had detained 3,400 protesters so far across the province.", doc.Arrested, -1},
		{"Till date 510 men have been held in the district, an officer said.", doc.Arrested, -1},
		{"Police have so far arrested nine men over Tuesday's stabbing at the bus depot.", doc.Arrested, 9},
		{"Troops detained 15 youths on Sunday, bringing the arrests made in the drive to 210 so far.", doc.Arrested, 15},
		{"Police arrested 12 men on Monday.", doc.Arrested, 12},
	} {
		if got := keptCount(t, c, tc.text, tc.kind); got != tc.want {
			t.Errorf("%q: %s %d, want %d", tc.text, tc.kind, got, tc.want)
		}
	}
}

// keptCount returns the figure of the last count of kind that Annotate
// keeps in text, or -1 when it keeps none.
func keptCount(t *testing.T, c *Counter, text string, kind doc.QuantityKind) int {
	t.Helper()
	st := story(text)
	if err := c.Annotate(st); err != nil {
		t.Fatal(err)
	}
	got := -1
	for _, q := range st.Quantities {
		if q.Kind == kind {
			got = q.Best
		}
	}
	return got
}

// TestSufferedInjuries reads the injury noun a verb of suffering takes as
// the casualty word of the count before the verb.
func TestSufferedInjuries(t *testing.T) {
	c := newCounter(t)
	for _, tc := range []struct {
		text string
		want int // the injured count kept; -1 for none
	}{
		{"About six villagers, including two constables, sustained minor injuries in the clash.", 6},
		{"Four traders suffered bullet wounds when gunmen raided the market.", 4},
		{"Nine pilgrims sustained burns after the mob set the bus alight.", 9},
		{"Three guards suffered no injuries in the blast.", 0},
		{"Two officers suffered a setback in the inquiry.", -1},
	} {
		if got := keptCount(t, c, tc.text, doc.Injured); got != tc.want {
			t.Errorf("%q: injured %d, want %d", tc.text, got, tc.want)
		}
	}
}

// TestPartitiveApposition reads a counted subject across a partitive
// apposition ("many of them pilgrims", "among them three women") to its
// casualty word, the apposition's own counts parts of the subject.
func TestPartitiveApposition(t *testing.T) {
	c := newCounter(t)
	for _, tc := range []struct {
		text string
		kind doc.QuantityKind
		want int // the count kept; -1 for none
	}{
		{"Thirty pilgrims, many of them elderly women, were burnt alive in the bus.", doc.Killed, 30},
		{"Eight farmers, among them three brothers, were killed near the well.", doc.Killed, 8},
		{"Fourteen guards, two of them officers, were wounded in the raid.", doc.Injured, 14},
		{"Six traders, all of them from the old market, were detained overnight.", doc.Arrested, 6},
	} {
		if got := keptCount(t, c, tc.text, tc.kind); got != tc.want {
			t.Errorf("%q: %s %d, want %d", tc.text, tc.kind, got, tc.want)
		}
	}
}
