package serve

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"sitrep/store"
)

var screenshots = flag.String("screenshots", "", "write screenshots of the page to `DIR` (docs/img)")

// The page's viewport, and so the screenshots' size.
const windowWidth, windowHeight = 1440, 900

// chromium returns the browser to drive, or skips the test.
func chromium(t *testing.T) string {
	for _, name := range []string{os.Getenv("SITREP_CHROMIUM"), "chromium", "chromium-browser", "google-chrome"} {
		if name == "" {
			continue
		}
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no chromium found (apt-get install chromium, or set SITREP_CHROMIUM): the page is not tested")
	return ""
}

// browser starts a headless chromium and returns its context and the
// errors its pages log, which the test checks at its end.
func browser(t *testing.T) (context.Context, func() []string) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(windowWidth, windowHeight),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 2*time.Minute)
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })

	var mu sync.Mutex
	var errs []string
	add := func(s string) {
		mu.Lock()
		errs = append(errs, s)
		mu.Unlock()
	}
	if err := chromedp.Listen(ctx, func(ev any) {
		if d, ok := ev.(*page.EventJavascriptDialogOpening); ok {
			add("a dialog opened: " + d.Message)
		}
	}); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.IsException() || m.Type == "error" || m.Type == "assert" {
				add(m.String())
			}
		}
	}()
	return ctx, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return slices.Clone(errs)
	}
}

// run runs steps, failing the test on an error.
func run(ctx context.Context, t *testing.T, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// eval evaluates a JavaScript expression, failing the test on an error.
func eval[T any](ctx context.Context, t *testing.T, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// waitFor polls a JavaScript expression until it is true.
func waitFor(expr string) chromedp.Action[chromedp.Void] {
	return chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(20*time.Second))
}

// setField sets a filter as a user would and lets the page react.
func setField(sel, value string) chromedp.Action[chromedp.Void] {
	return chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => {
		const e = document.querySelector(%q);
		e.value = %q;
		e.dispatchEvent(new Event('change', {bubbles: true}));
	})()`, sel, value))
}

// loaded is true once the table shows a finished load.
const loaded = `!document.querySelector('#table-hint').textContent.startsWith('loading')`

func shoot(ctx context.Context, t *testing.T, name string) {
	if *screenshots == "" {
		return
	}
	run(ctx, t, "wait", chromedp.Sleep(300*time.Millisecond))
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*screenshots, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestPage(t *testing.T) {
	ctx, pageErrors := browser(t)
	ts := newTestServer(t, "")
	posted := postExamples(t, ts)
	total := 0
	for _, p := range posted {
		total += len(p.Events)
	}

	// Load: every stored event is a row, a marker on the map and counted.
	run(ctx, t, "load the page", chromedp.EmulateViewport(windowWidth, windowHeight), chromedp.Navigate(ts.URL+"/"),
		waitFor(`document.querySelectorAll('#events tbody tr').length > 0 && `+loaded))
	rows := eval[int](ctx, t, `document.querySelectorAll('#events tbody tr').length`)
	markers := eval[int](ctx, t, `document.querySelectorAll('.leaflet-overlay-pane path, .leaflet-overlay-pane canvas').length`)
	if rows != total {
		t.Errorf("table shows %d rows, the store holds %d events", rows, total)
	}
	if markers == 0 {
		t.Error("the map drew nothing")
	}
	// The Location column says in words how near the map point is, never
	// the schema's bare codes.
	hows := eval[[]string](ctx, t, `[...document.querySelectorAll('#events tbody td:nth-child(5) .sub')].map(e => e.textContent)`)
	if len(hows) == 0 {
		t.Error("no row says how near its map point is")
	}
	for _, h := range hows {
		if !strings.HasPrefix(h, "map: ") {
			t.Errorf("a location says %q, want words such as \"map: region\"", h)
			break
		}
	}
	shoot(ctx, t, "page-overview.png")

	// Filter by date, then by type: the table shows what the API selects.
	for _, step := range []struct {
		sel, value, query string
	}{
		{"#f-from", "2026-10-09", "from=2026-10-09"},
		{"#f-to", "2026-10-20", "from=2026-10-09&to=2026-10-20"},
		{"#f-acled", "Protests", "from=2026-10-09&to=2026-10-20&acled_type=Protests"},
	} {
		var list eventList
		ts.do(t, "GET", "/api/events?"+step.query, nil, nil, &list)
		if len(list.Events) == 0 || len(list.Events) == total {
			t.Fatalf("?%s selects %d of %d events: the example stories do not test this filter", step.query, len(list.Events), total)
		}
		run(ctx, t, "filter "+step.query, setField(step.sel, step.value),
			waitFor(fmt.Sprintf(`document.querySelectorAll('#events tbody tr').length === %d && %s`, len(list.Events), loaded)))
		ids := eval[[]string](ctx, t, `[...document.querySelectorAll('#events tbody tr')].map(r => r.dataset.id)`)
		for i, ev := range list.Events {
			if !slices.Contains(ids, ev.ID) {
				t.Errorf("filter ?%s: row %d: event %s missing from the table", step.query, i, ev.ID)
			}
		}
	}
	if search := eval[string](ctx, t, `location.search`); !strings.Contains(search, "acled_type=Protests") {
		t.Errorf("the page's address %q does not keep the filters", search)
	}
	shoot(ctx, t, "page-filtered.png")

	// Click an event: its story opens with its evidence and trigger marked.
	clickAndCheckStory(ctx, t, ts, `#events tbody tr`, "page-story.png")

	// A story holding <script> shows it as text and runs nothing.
	var script store.Event
	for _, p := range posted {
		for _, ev := range p.Events {
			if ev.Type.AcledEventType == "Protests" && ev.Place != nil && ev.Place.Country == "BGD" {
				script = ev
			}
		}
	}
	if script.ID == "" {
		t.Fatal("no event from the story holding <script>")
	}
	run(ctx, t, "open the story holding <script>", chromedp.Navigate(ts.URL+"/?event="+script.ID),
		waitFor(`document.querySelector('#story-text').textContent.includes('owned')`))
	text := eval[string](ctx, t, `document.querySelector('#story-text').textContent`)
	scripts := eval[int](ctx, t, `document.querySelectorAll('script').length`)
	if !strings.Contains(text, `<script>alert("owned")</script>`) || scripts != 3 {
		t.Errorf("story text %q, %d script elements (want the markup as text and the page's 3)", text, scripts)
	}

	// Add a story from the page: it is coded, stored and opened.
	const title = "Police detain 12 activists in Harare"
	run(ctx, t, "add a story", chromedp.Click(chromedp.CSS("#add-story")),
		setField("#post-form [name=title]", title),
		setField("#post-form [name=published]", "2026-11-23"),
		setField("#post-form [name=text]", "HARARE (Wire) - Police detained 12 opposition activists at a meeting in Harare on Saturday, their lawyer said."))
	shoot(ctx, t, "page-add-story.png")
	run(ctx, t, "post the story", chromedp.Click(chromedp.CSS("#post-submit")),
		waitFor(fmt.Sprintf(`document.querySelector('#story-title').textContent === %q`, title)))
	var counts store.Counts
	ts.do(t, "GET", "/api/counts", nil, nil, &counts)
	if counts.Stories != len(posted)+1 {
		t.Errorf("after adding a story from the page the store holds %d stories, want %d", counts.Stories, len(posted)+1)
	}

	// The header's death toll adds up each incident's largest toll, but
	// leaves out a toll of the past that a story recalls.
	if code, _ := ts.post(t, storyRequest{Title: "Market attack", Published: "2026-11-20",
		Text: "Gunmen attacked a market in Maiduguri on Tuesday, killing four traders, police said.\n\nThe group killed 300 villagers in a massacre near the town in 2009.\n"}); code != http.StatusCreated {
		t.Fatalf("post the market story: %d", code)
	}
	var all eventList
	ts.do(t, "GET", "/api/events?limit=5000", nil, nil, &all)
	largest, past := map[string]int{}, 0
	for _, ev := range all.Events {
		if ev.Killed == nil {
			continue
		}
		if a := ev.Aux; a.Historical || a.Future || a.Hypothetical || a.Negated {
			past += ev.Killed.Best
			continue
		}
		largest[ev.Cluster] = max(largest[ev.Cluster], ev.Killed.Best)
	}
	want := 0
	for _, n := range largest {
		want += n
	}
	if past == 0 {
		t.Fatal("the market story gave no historical toll: the header's total is not tested")
	}
	run(ctx, t, "reload", chromedp.Navigate(ts.URL+"/"), waitFor(`document.querySelectorAll('#events tbody tr').length > 0 && `+loaded))
	if got := eval[string](ctx, t, `document.querySelector('#killed-total').textContent.replace(/\D/g, '')`); got != fmt.Sprint(want) {
		t.Errorf("the header says %s killed, want %d (the %d of past events left out)", got, want, past)
	}
	// Nor does the past event stretch the timeline back to its year.
	hint := eval[string](ctx, t, `document.querySelector('#timeline-hint').textContent`)
	axis := eval[[]string](ctx, t, `[...document.querySelectorAll('#timeline .axis')].map(e => e.textContent)`)
	if !strings.Contains(hint, "historical event") || len(axis) == 0 || strings.HasPrefix(axis[0], "2009") {
		t.Errorf("timeline hint %q, axis %q: want the 2009 massacre left out and said to be", hint, axis)
	}

	// A story without a title is named by its first words, not "Untitled".
	const untitled = "Soldiers shelled a hilltop village outside Goma on Sunday, killing two children, a local official said, and hundreds of families fled towards the city."
	code, res := ts.post(t, storyRequest{Published: "2026-11-22", Text: untitled})
	if code != http.StatusCreated || len(res.Events) == 0 {
		t.Fatalf("post the untitled story: %d, %d events", code, len(res.Events))
	}
	run(ctx, t, "open the untitled story", chromedp.Navigate(ts.URL+"/?event="+res.Events[0].ID),
		waitFor(`document.querySelector('#story-title').textContent !== ''`))
	if got := eval[string](ctx, t, `document.querySelector('#story-title').textContent`); !strings.HasPrefix(got, "Soldiers shelled a hilltop village") || len(got) > 100 {
		t.Errorf("untitled story shown as %q, want its first words", got)
	}

	// A vague toll reads as words with the coder's estimate, not as the
	// words run into a number; large numbers have separators.
	code, res = ts.post(t, storyRequest{Title: "Camp attack", Published: "2026-11-20",
		Text: "Fighters stormed a refugee camp near Bunia on Thursday, killing dozens of civilians, aid workers said. Troops later detained more than 1200 men in a sweep of the district."})
	if code != http.StatusCreated {
		t.Fatalf("post the camp story: %d", code)
	}
	var vague, many string
	for _, ev := range res.Events {
		if ev.Killed != nil && ev.Killed.Qualifier == "dozens" {
			vague = ev.ID
		}
		if ev.Arrested != nil && ev.Arrested.Best >= 1000 {
			many = ev.ID
		}
	}
	if vague == "" || many == "" {
		t.Fatalf("the camp story gave no vague toll or no large arrest count: %+v", res.Events)
	}
	run(ctx, t, "open the camp story", chromedp.Navigate(ts.URL+"/?event="+many),
		waitFor(fmt.Sprintf(`document.querySelector('#events tbody tr[data-id=%q]') && document.querySelector('.event-card.selected')`, vague)))
	cell := eval[string](ctx, t, fmt.Sprintf(`document.querySelector('#events tbody tr[data-id=%q] td.num').textContent`, vague))
	card := eval[string](ctx, t, `document.querySelector('.event-card.selected').textContent`)
	if !strings.HasPrefix(cell, "dozens (~") || !strings.Contains(card, "more than 1,200") {
		t.Errorf("killed cell %q, card %q: want \"dozens (~N)\" and \"more than 1,200\"", cell, card)
	}

	// A toll of none reads as none, not as a vague amount near zero.
	code, res = ts.post(t, storyRequest{Title: "Ferry fire", Published: "2026-11-21",
		Text: "A fire broke out on a ferry near Mwanza on Friday. Nobody was killed, the port authority said."})
	none := ""
	for _, ev := range res.Events {
		if ev.Killed != nil && ev.Killed.Qualifier == "no" {
			none = ev.ID
		}
	}
	if code != http.StatusCreated || none == "" {
		t.Fatalf("the ferry story: %d, no toll of none: %+v", code, res.Events)
	}
	run(ctx, t, "open the ferry story", chromedp.Navigate(ts.URL+"/?event="+none),
		waitFor(fmt.Sprintf(`document.querySelector('#events tbody tr[data-id=%q]')`, none)))
	if cell := eval[string](ctx, t, fmt.Sprintf(`document.querySelector('#events tbody tr[data-id=%q] td.num').textContent`, none)); cell != "none" {
		t.Errorf("killed cell of a toll of none %q, want \"none\"", cell)
	}

	// A flagged event says how in an analyst's words: a march announced for
	// a later day is "planned", an attack the text says did not happen
	// "denied".
	code, res = ts.post(t, storyRequest{Title: "March and denial", Published: "2026-11-20",
		Text: "Opposition parties will march through Lusaka on Saturday to protest against the new tax, their leaders said.\n\nThe ministry said troops did not fire on the crowd in Kitwe.\n"})
	if code != http.StatusCreated {
		t.Fatalf("post the march story: %d", code)
	}
	chips := map[string]string{}
	for _, ev := range res.Events {
		a := ev.Aux
		switch {
		case a.Future && !a.Negated:
			chips[ev.ID] = "planned"
		case a.Negated && !a.Future:
			chips[ev.ID] = "denied"
		}
	}
	kinds := map[string]int{}
	for _, w := range chips {
		kinds[w]++
	}
	if kinds["planned"] == 0 || kinds["denied"] == 0 {
		t.Fatalf("the march story gave no planned or no denied event: %+v", res.Events)
	}
	for id, want := range chips {
		run(ctx, t, "open the march story", chromedp.Navigate(ts.URL+"/?event="+id),
			waitFor(fmt.Sprintf(`document.querySelector('#events tbody tr[data-id=%q]')`, id)))
		got := eval[[]string](ctx, t, fmt.Sprintf(`[...document.querySelectorAll('#events tbody tr[data-id=%q] .chip.warn')].map(e => e.textContent)`, id))
		if !slices.Contains(got, want) || slices.Contains(got, "hypothetical") {
			t.Errorf("event %s: chips %q, want %q and no \"hypothetical\"", id, got, want)
		}
	}

	// A category in the address in lower case is the category meant; one
	// the list lacks leaves it at Any.
	for addr, want := range map[string]string{"/?plover=assault": "ASSAULT", "/?plover=nonsense": ""} {
		run(ctx, t, "open "+addr, chromedp.Navigate(ts.URL+addr),
			waitFor(`document.querySelector('#events tbody tr')`))
		if got := eval[string](ctx, t, `document.querySelector('#f-plover').value`); got != want {
			t.Errorf("%s: the PLOVER list shows %q, want %q", addr, got, want)
		}
	}

	// The incident that two stories tell shows both, with their figures.
	clickAndCheckStory(ctx, t, ts, "", "page-sources.png")
	if errs := pageErrors(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
	}
}

// clickAndCheckStory clicks the first row matching sel (or, when sel is "",
// the row of the first event whose cluster has several stories) and checks
// the story view: the marked trigger and evidence are the event's words,
// and every report of a cluster is listed. shot names its screenshot.
func clickAndCheckStory(ctx context.Context, t *testing.T, ts *testServer, sel, shot string) {
	t.Helper()
	members := 0
	if sel == "" {
		var all eventList
		ts.do(t, "GET", "/api/events?limit=5000", nil, nil, &all)
		for _, ev := range all.Events {
			var c store.Cluster
			ts.do(t, "GET", "/api/clusters/"+ev.Cluster, nil, nil, &c)
			if len(c.Members) > 1 {
				members = len(c.Members)
				sel = fmt.Sprintf(`#events tbody tr[data-id=%q]`, ev.ID)
				break
			}
		}
		if sel == "" {
			t.Log("no cluster with more than one story among the examples: the sources view is not shown")
			return
		}
		run(ctx, t, "reload", chromedp.Navigate(ts.URL+"/"), waitFor(`document.querySelectorAll('#events tbody tr').length > 0 && `+loaded))
	}
	id := eval[string](ctx, t, fmt.Sprintf(`document.querySelector(%q).dataset.id`, sel))
	run(ctx, t, "click "+sel, chromedp.Click(chromedp.CSS(sel)),
		waitFor(fmt.Sprintf(`document.querySelector('.event-card.selected')?.dataset.id === %q && document.querySelectorAll('#story-text mark.ev-evidence').length > 0`, id)))
	trigger := eval[[]string](ctx, t, `[...document.querySelectorAll('#story-text .ev-trigger')].map(m => m.textContent)`)
	evidence := eval[[]string](ctx, t, `[...document.querySelectorAll('#story-text .ev-evidence')].map(m => m.textContent)`)
	var ev store.Event
	ts.do(t, "GET", "/api/events/"+id, nil, nil, &ev)
	var st storyView
	ts.do(t, "GET", "/api/stories/"+ev.StoryID, nil, nil, &st)
	wantTrigger := st.Text[ev.Trigger.Start:ev.Trigger.End]
	if !slices.Contains(trigger, wantTrigger) {
		t.Errorf("event %s: marked triggers %q, want %q", id, trigger, wantTrigger)
	}
	var want strings.Builder
	for _, s := range ev.Evidence {
		want.WriteString(st.Text[s.Start:s.End])
	}
	if got := strings.Join(evidence, ""); got != want.String() {
		t.Errorf("event %s: marked evidence %q, want %q", id, got, want.String())
	}
	// The story view has a column of its own: no part of the map, the
	// timeline or the table lies under it, even on a small screen where the
	// table is wider than what the story view leaves.
	run(ctx, t, "narrow the window", chromedp.EmulateViewport(1024, 768))
	spill := eval[[]string](ctx, t, `(() => {
		const left = document.querySelector('#story').getBoundingClientRect().left;
		return [...document.querySelectorAll('.main > *')].filter(e => e.getBoundingClientRect().right > left + 1).map(e => e.className);
	})()`)
	run(ctx, t, "widen the window", chromedp.EmulateViewport(windowWidth, windowHeight))
	if len(spill) > 0 {
		t.Errorf("with the story open, %q reach under the story view", spill)
	}
	if members > 0 {
		run(ctx, t, "show the sources", waitFor(fmt.Sprintf(`document.querySelectorAll('.event-card.selected .sources li').length === %d`, members)),
			chromedp.Evaluate[chromedp.Void](`document.querySelector('.event-card.selected .sources').scrollIntoView({block: 'end'})`))
	}
	shoot(ctx, t, shot)
}

// TestPageEmpty checks the page over an empty store: no errors, and the
// table tells a new user the ways to put stories in.
func TestPageEmpty(t *testing.T) {
	ctx, pageErrors := browser(t)
	ts := newTestServer(t, "")
	run(ctx, t, "load the page", chromedp.Navigate(ts.URL+"/"),
		waitFor(`!document.querySelector('#table-empty').hidden && `+loaded))
	hint := eval[string](ctx, t, `document.querySelector('#table-empty').textContent`)
	for _, want := range []string{"Add a story", "sitrep ingest", "api/stories"} {
		if !strings.Contains(hint, want) {
			t.Errorf("empty table says %q, lacks %q", hint, want)
		}
	}
	if errs := pageErrors(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
	}
}

// TestPageOneDay checks the timeline over the events of one day: a week
// of day bars around it, the day labelled, not one bar across the chart.
func TestPageOneDay(t *testing.T) {
	ctx, pageErrors := browser(t)
	ts := newTestServer(t, "")
	postExamples(t, ts)
	const day = "2026-10-09"
	run(ctx, t, "load one day", chromedp.EmulateViewport(windowWidth, windowHeight),
		chromedp.Navigate(ts.URL+"/?from="+day+"&to="+day),
		waitFor(`document.querySelectorAll('#timeline g.bar').length > 0 && `+loaded))
	bars := eval[[]string](ctx, t, `[...document.querySelectorAll('#timeline g.bar')].map(g => g.dataset.from)`)
	if len(bars) != 7 || bars[3] != day {
		t.Errorf("timeline of %s: bars from %v, want 7 days with it in the middle", day, bars)
	}
	labels := eval[string](ctx, t, `document.querySelector('#timeline').textContent`)
	if !strings.Contains(labels, day) {
		t.Errorf("timeline of %s: labels %q lack the day", day, labels)
	}
	if errs := pageErrors(); len(errs) > 0 {
		t.Errorf("the page logged errors:\n%s", strings.Join(errs, "\n"))
	}
}
