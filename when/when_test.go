package when

import (
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"sitrep/doc"
	"sitrep/internal/gold"
	"sitrep/text"
)

func newTagger(t testing.TB) *Tagger {
	t.Helper()
	tg, err := New()
	if err != nil {
		t.Fatal(err)
	}
	return tg
}

// tag returns the temporal expressions of text s published at ref, found
// as the pipeline finds them: tokenised by package text, then Annotate.
func tag(t testing.TB, tg *Tagger, s string, ref time.Time) []doc.Timex {
	t.Helper()
	st := &doc.Story{Text: s, Published: ref}
	st.Sentences, st.Tokens = text.New().Split(s)
	if err := tg.Annotate(st); err != nil {
		t.Errorf("%q: %v", s, err) // not Fatal: goroutines call tag too
		return nil
	}
	return st.Timexes
}

func day(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}

// find returns the timex whose text is phrase, or nil.
func find(text string, xs []doc.Timex, phrase string) *doc.Timex {
	for i := range xs {
		if text[xs[i].Start:xs[i].End] == phrase {
			return &xs[i]
		}
	}
	return nil
}

// Published on a Saturday, like the reference story.
var sat = day("2012-02-25")

func TestPhenomena(t *testing.T) {
	tg := newTagger(t)
	tests := []struct {
		sentence, phrase, typ, value string
		ref                          time.Time
	}{
		// weekdays: the past by default, the future when the clause says so
		{"Rebels attacked the town on Thursday.", "Thursday", "DATE", "2012-02-23", sat},
		{"The army said on Saturday it had retaken the town.", "Saturday", "DATE", "2012-02-25", sat},
		{"The envoy will arrive on Tuesday for talks.", "Tuesday", "DATE", "2012-02-28", sat},
		{"Voting is scheduled for next Monday in the capital.", "next Monday", "DATE", "2012-02-27", sat},
		{"Police raided the house last Saturday.", "last Saturday", "DATE", "2012-02-18", sat},
		{"The court adjourned the case until Monday.", "Monday", "DATE", "2012-02-27", sat},
		{"Gunmen attacked the village on Wednesday last week.", "Wednesday", "DATE", "2012-02-15", sat},
		{"The envoy arrives on Tuesday of next week.", "Tuesday", "DATE", "2012-02-28", sat},
		{"The vote was postponed to Sunday.", "Sunday", "DATE", "2012-02-26", sat},
		{"A rally is planned on Sunday.", "Sunday", "DATE", "2012-02-26", sat},
		{"The truce, agreed on Thursday, is meant to take effect on Monday.", "Monday", "DATE", "2012-02-27", sat},
		{"Five people were killed late on Friday.", "Friday", "DATE", "2012-02-24", sat},
		{"The rebels said they would respect the truce on Sunday.", "Sunday", "DATE", "2012-02-26", sat},
		{"Officials say a ban on marches is likely to take effect on Monday.", "Monday", "DATE", "2012-02-27", sat},
		{"Negotiators are likely to meet again Tuesday.", "Tuesday", "DATE", "2012-02-28", sat},
		// a plan told in the past ("were to") may have passed: the tense further left decides
		{"Guards held nine men an hour before they were to catch a ferry on Friday.", "Friday", "DATE", "2012-02-24", sat},
		// with no other tense, a plan told in the past leans back as news does
		{"The talks were to resume on Thursday, the envoy said.", "Thursday", "DATE", "2012-02-23", sat},
		// a year set off by commas after a month and day is that day's
		{"The depot burned on 9 October, last year, and was never rebuilt.", "9 October, last year", "DATE", "2011-10-09", sat},
		{"The lease ends on 4 May, next year, the agency said.", "4 May, next year", "DATE", "2013-05-04", sat},
		{"On May 14, this year, the envoy will sign the deal.", "May 14, this year", "DATE", "2012-05-14", sat},
		// after the date, "likely to" speaks of what follows, not of the date
		{"The number of dead from the blast on Monday is likely to climb, medics said.", "Monday", "DATE", "2012-02-20", sat},
		{"The riots on Friday are likely to harden both camps, one observer warned.", "Friday", "DATE", "2012-02-24", sat},
		{"Friday's bombing killed four.", "Friday", "DATE", "2012-02-24", sat},
		{"Protests spread on Thursday night.", "Thursday night", "TIME", "2012-02-23TNI", sat},
		{"The president visits Kano on Tuesday.", "Tuesday", "DATE", "2012-02-28", sat},
		{"The league resumes on Wednesday after a two-week break.", "Wednesday", "DATE", "2012-02-29", sat},
		// relative days, weeks, months, years
		{"Troops left the base yesterday.", "yesterday", "DATE", "2012-02-24", sat},
		// a clock time falls on the day the sentence, or the one before, named
		{"Police imposed a curfew from 7 pm.", "7 pm", "TIME", "2012-02-25T19:00", sat},
		{"A boy was stabbed on Thursday, prompting a curfew from 7 pm.", "7 pm", "TIME", "2012-02-23T19:00", sat},
		{"A boy was stabbed on Thursday. A curfew followed from 7 pm.", "7 pm", "TIME", "2012-02-23T19:00", sat},
		{"Rebels attacked on Thursday. Troops arrived. Then a curfew began at 7 pm.", "7 pm", "TIME", "2012-02-25T19:00", sat},
		{"The talks resume today.", "today", "DATE", "2012-02-25", sat},
		{"The court rules tomorrow.", "tomorrow", "DATE", "2012-02-26", sat},
		{"The minister spoke this morning.", "this morning", "TIME", "2012-02-25TMO", sat},
		{"Clashes broke out last night.", "last night", "TIME", "2012-02-24TNI", sat},
		{"Prices rose last year.", "last year", "DATE", "2011", sat},
		{"Elections are due next year.", "next year", "DATE", "2013", sat},
		{"It was built in 1998.", "1998", "DATE", "1998", sat},
		{"Troops will leave in 2014.", "2014", "DATE", "2014", sat},
		{"Sales fell this month.", "this month", "DATE", "2012-02", sat},
		{"Sales fell last month.", "last month", "DATE", "2012-01", sat},
		{"The rally was held last week.", "last week", "DATE", "2012-W07", sat},
		{"The strike began earlier this year.", "earlier this year", "DATE", "2012", sat},
		{"A vote is expected early next year.", "early next year", "DATE", "2013", sat},
		{"He is now in custody.", "now", "DATE", "PRESENT_REF", sat},
		{"Such attacks have become rare recently.", "recently", "DATE", "PAST_REF", sat},
		{"The ban will be lifted soon.", "soon", "DATE", "FUTURE_REF", sat},
		// counts back from the reference date
		{"The war ended a decade ago.", "a decade ago", "DATE", "2002", sat},
		{"He was arrested two years ago.", "two years ago", "DATE", "2010", sat},
		{"She fled three months ago.", "three months ago", "DATE", "2011-11", sat},
		{"They met five days ago.", "five days ago", "DATE", "2012-02-20", sat},
		{"Rage gripped the country for a fifth day.", "a fifth day", "DATE", "2012-02-25", sat},
		{"Fighting raged for the third straight day.", "the third straight day", "DATE", "2012-02-25", sat},
		// months and full dates
		{"In April last year, protesters stormed a compound.", "April last year", "DATE", "2011-04", sat},
		{"The ceasefire began on Feb. 23.", "Feb. 23", "DATE", "2012-02-23", sat},
		{"Troops were deployed in the town around midnight.", "around midnight", "TIME", "2012-02-24T24:00", sat},
		{"The curfew will take effect at midnight.", "midnight", "TIME", "2012-02-25T24:00", sat},
		{"He was born on 23 February 1970.", "23 February 1970", "DATE", "1970-02-23", sat},
		{"The treaty was signed on March 5, 1999 in Paris.", "March 5, 1999", "DATE", "1999-03-05", sat},
		{"The report came out in January.", "January", "DATE", "2012-01", sat},
		{"The mission will end in December.", "December", "DATE", "2012-12", sat},
		{"Talks will resume on March 3.", "March 3", "DATE", "2012-03-03", sat},
		{"The figures were released in August 2010.", "August 2010", "DATE", "2010-08", sat},
		{"The order is dated 2011-12-31.", "2011-12-31", "DATE", "2011-12-31", sat},
		{"The law took effect on 02/01/2012.", "02/01/2012", "DATE", "2012-02-01", sat},
		{"He arrived last April.", "last April", "DATE", "2011-04", sat},
		// decades, centuries, quarters, halves, seasons
		{"The group was founded in the 1990s.", "the 1990s", "DATE", "199", sat},
		{"It has been so since the early 1980s.", "the early 1980s", "DATE", "198", sat},
		{"The city was built in the 11th century.", "the 11th century", "DATE", "10", sat},
		{"Profit rose in the third quarter.", "the third quarter", "DATE", "2011-Q3", sat},
		{"Profit rose in the first quarter of 1998.", "the first quarter of 1998", "DATE", "1998-Q1", sat},
		{"Third-quarter profit fell.", "Third-quarter", "DATE", "2011-Q3", sat},
		// the words a quarter may open with, as far from "quarter" as the
		// rule looks (quarterReach)
		{"Sales fell in this year's fiscal first quarter.", "this year's fiscal first quarter", "DATE", "2012-Q1", sat},
		{"Output fell from the year-ago fiscal-fourth quarter.", "the year-ago fiscal-fourth quarter", "DATE", "2011-Q4", sat},
		{"Exports shrank in the last year's fiscal-second-quarter.", "the last year's fiscal-second-quarter", "DATE", "2011-Q2", sat},
		{"Growth slowed in the first half.", "the first half", "DATE", "2012-H1", sat},
		{"The offensive began last summer.", "last summer", "DATE", "2011-SU", sat},
		{"The troops will withdraw this summer.", "this summer", "DATE", "2012-SU", sat},
		{"It snowed in the winter of 1994.", "the winter of 1994", "DATE", "1994-WI", sat},
		// durations
		{"The siege lasted five days.", "five days", "DURATION", "P5D", sat},
		{"Unrest has grown over the past five days.", "the past five days", "DURATION", "P5D", sat},
		{"He served two years in prison.", "two years", "DURATION", "P2Y", sat},
		{"They signed a two-year deal.", "two-year", "DURATION", "P2Y", sat},
		{"The talks lasted 2 1/2 hours.", "2 1/2 hours", "DURATION", "PT2H30M", sat},
		{"The vote took a minute and a half.", "a minute and a half", "DURATION", "PT1M30S", sat},
		{"The trial may take several weeks.", "several weeks", "DURATION", "PXW", sat},
		{"It rained for more than six hours.", "more than six hours", "DURATION", "PT6H", sat},
		{"The fighting lasted about a decade.", "about a decade", "DURATION", "P10Y", sat},
		{"Talks continued for twenty-four hours.", "twenty-four hours", "DURATION", "PT24H", sat},
		// sets
		{"The council meets every week.", "every week", "SET", "P1W", sat},
		{"The report is published annually.", "annually", "SET", "P1Y", sat},
		{"Inflation runs at 5 percent a year.", "a year", "SET", "P1Y", sat},
		{"The market opens each Thursday.", "each Thursday", "SET", "XXXX-WXX-4", sat},
		{"Patrols go out every other day.", "every other day", "SET", "P2D", sat},
		// clock times
		{"The blast came at 3 p.m. on a busy street.", "3 p.m.", "TIME", "2012-02-25T15:00", sat},
		{"The curfew starts at 10:30 p.m. Thursday.", "10:30 p.m. Thursday", "TIME", "2012-02-23T22:30", sat},
		{"Polls close at noon.", "noon", "TIME", "2012-02-25T12:00", sat},
		{"The vote is set for Sunday, Oct. 7.", "Sunday, Oct. 7", "DATE", "2012-10-07", sat},
		{"Results are expected by the end of the week.", "the end of the week", "DATE", "2012-W08", sat},
		// holidays, anaphora, wire-service clock times
		{"Shops closed on Christmas Eve.", "Christmas Eve", "DATE", "2011-12-24", sat},
		{"Troops will be home by Christmas.", "Christmas", "DATE", "2012-12-25", sat},
		{"The rebels took the town on Feb. 10 and the army retook it the next day.", "the next day", "DATE", "2012-02-11", sat},
		{"The treaty was signed in 1998; the following year it collapsed.", "the following year", "DATE", "1999", sat},
		{"The blast came at 0300 GMT.", "0300 GMT", "TIME", "2012-02-25T03:00", sat},
		{"Fighting eased early Monday.", "early Monday", "DATE", "2012-02-20", sat},
		{"Prices fell in mid-March.", "mid-March", "DATE", "2012-03", sat},
		{"Shares rose by mid-afternoon yesterday.", "mid-afternoon yesterday", "TIME", "2012-02-24TAF", sat},
		{"The summit opens on the morning of March 3.", "the morning of March 3", "TIME", "2012-03-03TMO", sat},
		{"The town fell on Feb. 20 and looting began that night.", "that night", "TIME", "2012-02-20TNI", sat},
		{"Gunmen raided the village on Wednesday night. The next day, troops sealed the roads.", "The next day", "DATE", "2012-02-23", sat},
		// a bare month after a year named just before is of that year
		{"Last year the mill shut for repairs; its owners reopened it in January.", "January", "DATE", "2011-01", sat},
		// ... but not a month earlier in the calendar than the month told
		{"Police detained the poet last December and let him go in January.", "January", "DATE", "2012-01", sat},
		{"The poet was detained on December 28 and released in January.", "January", "DATE", "2012-01", sat},
		{"The dam burst in January last year and was rebuilt in February.", "February", "DATE", "2011-02", sat},
		{"Exports rose last year. They fell in the first quarter, and again in January.", "January", "DATE", "2012-01", sat},
		{"The envoy left a week or so ago.", "a week or so ago", "DATE", "2012-W07", sat},
		{"Growth will slow in the second half of the year.", "the second half of the year", "DATE", "2012-H2", sat},
		{"The dispute has lasted half a century.", "half a century", "DURATION", "P50Y", sat},
		{"It ended a decades-long war.", "decades-long", "DURATION", "PXE", sat},
		// spoken years and ranges
		{"It ended in nineteen ninety-six.", "nineteen ninety-six", "DATE", "1996", sat},
		{"The work will take two to three weeks.", "two to three weeks", "DURATION", "PXW", sat},
	}
	for _, tc := range tests {
		xs := tag(t, tg, tc.sentence, tc.ref)
		x := find(tc.sentence, xs, tc.phrase)
		if x == nil {
			t.Errorf("%q: no timex %q; got %v", tc.sentence, tc.phrase, spans(tc.sentence, xs))
			continue
		}
		if x.Type != tc.typ || x.Value != tc.value {
			t.Errorf("%q: %q = %s %s, want %s %s", tc.sentence, tc.phrase, x.Type, x.Value, tc.typ, tc.value)
		}
	}
}

func spans(text string, xs []doc.Timex) []string {
	var out []string
	for _, x := range xs {
		out = append(out, text[x.Start:x.End]+"="+x.Type+":"+x.Value)
	}
	return out
}

// Words that look like dates but are not must stay untagged.
func TestNotTimexes(t *testing.T) {
	tg := newTagger(t)
	for _, s := range []string{
		"They may march on the capital.",
		"The Arab Spring toppled rulers.",
		"The fall of the city shocked the region.",
		"He won a quarter of the vote.",
		"The daily newspaper reported the clash.",
		"A second attack followed.",
		"Police found 1,200 rifles.",
		"The agency employs 2000 people.",
		"She read the 45th chapter.",
		"Crowds left the shrine after the afternoon prayers.",
		"Delegates walked out of the morning session of the congress.",
		"The mayor, Edith May, opened the new bridge.",
		"Senator Carla March, asked about the vote, stayed silent.",
	} {
		if xs := tag(t, tg, s, sat); len(xs) > 0 {
			t.Errorf("%q: got %v, want nothing", s, spans(s, xs))
		}
	}
}

// In a text written without capitals, a month name between "on" and a day,
// or before a year, is a month; the verb and the noun stay words.
func TestCaselessMonths(t *testing.T) {
	tg := newTagger(t)
	s := "pune: the farmers' union said its members would march to the district office. " +
		"on march 9, about two hundred farmers gathered outside the office. " +
		"a march 3 km long was led by the union through the old market since may 2011. " +
		"the leaders may 4 times meet the collector, who has promised to hear their complaints " +
		"about the price of seed and the lack of water in the villages around the town."
	xs := tag(t, tg, s, day("2012-03-20"))
	want := map[string]string{"march 9": "2012-03-09", "may 2011": "2011-05"}
	for phrase, v := range want {
		if x := find(s, xs, phrase); x == nil || x.Value != v {
			t.Errorf("%q: got %v, want %s", phrase, spans(s, xs), v)
		}
	}
	for _, phrase := range []string{"march 3", "may 4"} {
		if x := find(s, xs, phrase); x != nil {
			t.Errorf("%q tagged %s, want no timex", phrase, x.Value)
		}
	}
}

// An impossible day never yields a date.
func TestInvalidDates(t *testing.T) {
	tg := newTagger(t)
	for _, s := range []string{
		"The vote is on February 30.",
		"It happened on 31 April 2011.",
		"The deadline is Feb. 29, 2011.",
		"The file is dated 2011-02-30.",
		"The file is dated 13/45/2011.",
		"He left on the 45th.",
		"It was June 31.",
	} {
		for _, x := range tag(t, tg, s, sat) {
			if x.Type == "DATE" && precisionOf(x.Type, x.Value) == doc.PrecisionDay {
				t.Errorf("%q: yields day %q (%q)", s, x.Value, s[x.Start:x.End])
			}
			if !validValue(x.Type, x.Value) {
				t.Errorf("%q: invalid value %q", s, x.Value)
			}
		}
	}
	// Feb. 29 of a leap year is real.
	s := "The deadline is Feb. 29, 2012."
	if x := find(s, tag(t, tg, s, sat), "Feb. 29, 2012"); x == nil || x.Value != "2012-02-29" {
		t.Errorf("%q: want 2012-02-29, got %v", s, x)
	}
}

// Without a reference date, relative expressions are left out or
// underspecified, never guessed.
func TestNoReference(t *testing.T) {
	tg := newTagger(t)
	s := "He left on Thursday, last year, and returns on March 3 for five days."
	xs := tag(t, tg, s, time.Time{})
	for _, x := range xs {
		if strings.HasPrefix(x.Value, "20") || strings.HasPrefix(x.Value, "19") {
			t.Errorf("no reference date, yet %q = %s", s[x.Start:x.End], x.Value)
		}
	}
	if x := find(s, xs, "five days"); x == nil || x.Value != "P5D" {
		t.Errorf("five days: got %v", x)
	}
	if x := find(s, xs, "Thursday"); x == nil || x.Value != "XXXX-WXX-4" {
		t.Errorf("Thursday: got %v", x)
	}
	// A year set off by commas cannot be counted: the day stays.
	s = "On May 4, last year, the mill closed its gates."
	if x := find(s, tag(t, tg, s, time.Time{}), "May 4"); x == nil || x.Value != "XXXX-05-04" {
		t.Errorf("%q: May 4: got %v, want XXXX-05-04", s, x)
	}
}

func TestPrecision(t *testing.T) {
	for _, tc := range []struct{ typ, v, want string }{
		{"DATE", "2012-02-25", doc.PrecisionDay},
		{"TIME", "2012-02-25T15:00", doc.PrecisionDay},
		{"DATE", "2012-W08", doc.PrecisionWeek},
		{"DATE", "2012-02", doc.PrecisionMonth},
		{"DATE", "2012", doc.PrecisionYear},
		{"DATE", "2012-Q3", doc.PrecisionYear},
		{"DATE", "199", doc.PrecisionYear},
		{"DATE", "PRESENT_REF", ""},
		{"DURATION", "P5D", ""},
	} {
		if got := precisionOf(tc.typ, tc.v); got != tc.want {
			t.Errorf("precisionOf(%s, %s) = %q, want %q", tc.typ, tc.v, got, tc.want)
		}
	}
}

// The reference story, tokenised by package text and tagged through
// Annotate as the pipeline does.
func TestReferenceStory(t *testing.T) {
	path := gold.Story(t, "kabul-interior-ministry.txt")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	st := &doc.Story{Text: string(b), Published: sat}
	st.Sentences, st.Tokens = text.New().Split(st.Text)
	if err := newTagger(t).Annotate(st); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{ // phrase in context -> value
		"on Saturday, a U.S. official": "2012-02-25",
		"on Thursday by an Afghan":     "2012-02-23",
		"April last year":              "2011-04",
		"in 2014":                      "2014",
		"next year. That":              "2013",
		"after Saturday's shootings":   "2012-02-25",
		"a fifth day":                  "2012-02-25",
		"this morning":                 "2012-02-25TMO",
	}
	for ctx, v := range want {
		at := strings.Index(st.Text, ctx)
		if at < 0 {
			t.Fatalf("context %q not in the story", ctx)
		}
		found := false
		for _, x := range st.Timexes {
			if x.Start >= at && x.End <= at+len(ctx) {
				found = true
				if x.Value != v {
					t.Errorf("%q: %q = %s, want %s", ctx, st.Slice(x.Span), x.Value, v)
				}
			}
		}
		if !found {
			t.Errorf("%q: no timex", ctx)
		}
	}
	for _, x := range st.Timexes {
		if st.Slice(x.Span) == "" || x.Value == "" || x.Type == "" {
			t.Errorf("empty timex %+v", x)
		}
	}
}

// One tagger serves many goroutines.
func TestConcurrent(t *testing.T) {
	tg := newTagger(t)
	s := "Rebels attacked on Thursday, two days after talks collapsed last week."
	want := spans(s, tag(t, tg, s, sat))
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; k < 50; k++ {
				if got := spans(s, tag(t, tg, s, sat)); strings.Join(got, "|") != strings.Join(want, "|") {
					t.Errorf("concurrent result %v, want %v", got, want)
					return
				}
			}
		}()
	}
	wg.Wait()
}

func FuzzTag(f *testing.F) {
	for _, s := range []string{
		"on Thursday", "February 30", "the 45th", "Feb. 29, 2011", "2012-13-01", "12/31/1999",
		"a decade ago", "the past five days", "3 p.m. Wednesday", "every other week", "the 1990s",
		"twenty-fifth day", "99999 years ago", "the 0th century", "1/2 1/2 years", "nineteen ninety",
		"last fall of 2012", "May 2012", "24:00", "99:99 p.m.",
	} {
		f.Add(s, int64(0))
	}
	tg, err := New()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string, days int64) {
		ref := sat.AddDate(0, 0, int(days%200000))
		if days%7 == 3 {
			ref = time.Time{}
		}
		for _, x := range tag(t, tg, s, ref) {
			if x.Start < 0 || x.End > len(s) || x.Start >= x.End {
				t.Fatalf("%q: bad span %v", s, x.Span)
			}
			if !validValue(x.Type, x.Value) {
				t.Fatalf("%q: invalid %s value %q", s, x.Type, x.Value)
			}
			if v := x.Value; x.Type == "DATE" && len(v) >= 10 && isDigits(v[:4]) && v[4] == '-' && isDigits(v[5:7]) && v[7] == '-' && isDigits(v[8:10]) {
				y, m, d := atoi(v[:4]), atoi(v[5:7]), atoi(v[8:10])
				if !validDate(y, m, d) {
					t.Fatalf("%q: not a calendar date %q", s, v)
				}
			}
		}
	})
}

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = 10*n + int(s[i]-'0')
	}
	return n
}

// A news-like paragraph written for the benchmark.
const benchText = `Rebels attacked a convoy on Thursday, two days after talks collapsed, officials said on Saturday.
The ceasefire signed on Feb. 10 had held for nearly three weeks. Fighting eased early Monday, but at 3 p.m.
gunfire resumed. The United Nations said last year that 1,200 people died in the first half of 2011, up from
the year before. Talks will resume next month and a vote is expected in the third quarter of 2013. Since the
1990s the region has seen a war every decade; the worst lasted from 1994 to 1999.`

func BenchmarkAnnotate(b *testing.B) {
	tg := newTagger(b)
	st := &doc.Story{Text: benchText, Published: sat}
	st.Sentences, st.Tokens = text.New().Split(st.Text)
	b.SetBytes(int64(len(benchText)))
	for b.Loop() {
		st.Timexes = st.Timexes[:0]
		if err := tg.Annotate(st); err != nil {
			b.Fatal(err)
		}
	}
}

// The stage tokenises nothing: a story with text and no tokens is an
// error, not a story tagged by a tokeniser of the stage's own.
func TestAnnotateNeedsTokens(t *testing.T) {
	tg := newTagger(t)
	st := &doc.Story{Text: "Rebels attacked the town on Thursday.", Published: sat}
	if err := tg.Annotate(st); err == nil || len(st.Timexes) != 0 {
		t.Errorf("no tokens: error %v and %d timexes, want an error and none", err, len(st.Timexes))
	}
	if err := tg.Annotate(&doc.Story{Text: " \n", Published: sat}); err != nil {
		t.Errorf("blank story: %v", err)
	}
}

// A month name before a comma is a month when a preposition takes it or a
// year follows the comma; a surname before a comma is none (TestNotTimexes).
func TestMonthBeforeComma(t *testing.T) {
	tg := newTagger(t)
	for _, c := range []struct{ text, phrase, want string }{
		{"The militia seized the port in May, residents said.", "May", "2011-05"},
		{"The talks collapsed May, 2009, after a raid.", "May, 2009", "2009-05"},
	} {
		x := find(c.text, tag(t, tg, c.text, sat), c.phrase)
		if x == nil || x.Value != c.want {
			t.Errorf("%q: %q got %+v, want %s", c.text, c.phrase, x, c.want)
		}
	}
}
