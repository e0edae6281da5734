package feed

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"mime"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/temoto/robotstxt"

	"sitrep/doc"
	"sitrep/page"
)

// CrawlOptions shape a Crawler's run.
type CrawlOptions struct {
	// Every is the interval between polls of each feed; 0 reads every
	// source once.
	Every time.Duration
	// PerHost is the least time between two requests to one host; a
	// robots.txt Crawl-delay that is longer wins.
	PerHost time.Duration
	// IgnoreRobots skips robots.txt.
	IgnoreRobots bool
	// Fetches is how many requests run at once, over all hosts.
	Fetches int
	// MaxBackoff caps the wait before polling a failing feed again.
	MaxBackoff time.Duration
}

// Result is one story found, or one source that failed; Origin names the
// feed, item or page, for the log line.
type Result struct {
	Origin string
	Story  *doc.Story
	Err    error
	// Warn, beside a Story, is a problem that did not stop it, such as a
	// publication date that could not be read.
	Warn error
}

// Crawler reads feeds, OPML lists and pages. Requests to one host go one
// at a time, spaced by PerHost, so a slow host delays only its own
// requests; at most Fetches run at once over all hosts.
type Crawler struct {
	client *Client
	opt    CrawlOptions
	log    *slog.Logger
	fetchs chan struct{}

	mu    sync.Mutex
	hosts map[string]*host
	seen  map[string]bool // item links already read in this run
}

// host serialises the requests to one host and keeps its robots.txt.
type host struct {
	turn     chan struct{} // a token: held during a request to the host
	next     time.Time
	robots   *robotstxt.Group // nil until fetched
	robotsAt time.Time
}

// robotsMaxAge is how long a host's robots.txt is trusted in a long run.
const robotsMaxAge = 24 * time.Hour

// NewCrawler returns a crawler fetching through client and logging to log.
func NewCrawler(client *Client, opt CrawlOptions, log *slog.Logger) *Crawler {
	if opt.Fetches <= 0 {
		opt.Fetches = 8
	}
	if opt.MaxBackoff <= 0 {
		opt.MaxBackoff = time.Hour
	}
	return &Crawler{client: client, opt: opt, log: log, fetchs: make(chan struct{}, opt.Fetches),
		hosts: map[string]*host{}, seen: map[string]bool{}}
}

// Run reads every source URL (a feed, an OPML list or a page) and sends what
// it finds to out; with Every set it polls the feeds until ctx is done.
// Failures go to out as Results with Err set, and never stop the run.
func (c *Crawler) Run(ctx context.Context, sources []string, out chan<- Result) {
	var wg sync.WaitGroup
	for _, src := range sources {
		wg.Go(func() { c.source(ctx, src, out, &wg) })
	}
	wg.Wait()
}

// source fetches src once to learn what it is: an OPML list starts a poll
// of each feed it names, a feed is polled, and anything else is read as a
// page.
// With Every set, a source that cannot be fetched is tried again, backing
// off.
func (c *Crawler) source(ctx context.Context, src string, out chan<- Result, wg *sync.WaitGroup) {
	var resp *Response
	for failures := 1; ; failures++ {
		var err error
		if resp, err = c.fetch(ctx, src, Validators{}); err == nil {
			break
		}
		out <- Result{Origin: src, Err: err}
		if c.opt.Every <= 0 || !c.sleep(ctx, c.backoff(failures, err)) {
			return
		}
	}
	if LooksLikeOPML(resp.Body) {
		feeds, err := ParseOPML(resp.Body)
		if err != nil {
			out <- Result{Origin: src, Err: err}
			return
		}
		c.log.Info("OPML list read", "source", src, "feeds", len(feeds))
		for _, f := range feeds {
			wg.Go(func() { c.poll(ctx, f, nil, out) })
		}
		return
	}
	f, err := ParseFeed(resp.Body, resp.ContentType)
	switch {
	case err == nil:
		c.poll(ctx, src, &polled{resp: resp, feed: f}, out)
	case looksLikeXML(resp):
		out <- Result{Origin: src, Err: err}
	default:
		c.page(ctx, src, Item{}, resp, out)
	}
}

// looksLikeXML tells a broken feed from a page: XML served as such, or
// starting with an XML declaration.
func looksLikeXML(resp *Response) bool {
	mt, _, _ := mime.ParseMediaType(resp.ContentType)
	if strings.HasSuffix(mt, "xml") && mt != "application/xhtml+xml" {
		return true
	}
	return bytes.HasPrefix(bytes.TrimSpace(resp.Body), []byte("<?xml")) && !bytes.Contains(resp.Body[:min(len(resp.Body), 512)], []byte("<html"))
}

// polled is a feed already fetched and parsed by source.
type polled struct {
	resp *Response
	feed *Feed
}

// poll reads a feed now and, with Every set, again every Every, sending
// its validators back and backing off after failures.
func (c *Crawler) poll(ctx context.Context, feedURL string, first *polled, out chan<- Result) {
	var v Validators
	failures := 0
	for {
		wait := c.opt.Every
		resp, f, err := c.pollOnce(ctx, feedURL, v, first)
		first = nil
		switch {
		case err != nil:
			out <- Result{Origin: feedURL, Err: err}
			failures++
			wait = c.backoff(failures, err)
		case resp.NotModified:
			failures = 0
			c.log.Debug("feed not modified", "feed", feedURL)
		default:
			failures = 0
			v = Validators{ETag: resp.ETag, LastModified: resp.LastModified}
			c.items(ctx, feedURL, f, out)
		}
		if c.opt.Every <= 0 || !c.sleep(ctx, wait) {
			return
		}
	}
}

// sleep waits for d, or reports false when ctx is done first.
func (c *Crawler) sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

func (c *Crawler) pollOnce(ctx context.Context, feedURL string, v Validators, first *polled) (*Response, *Feed, error) {
	if first != nil {
		return first.resp, first.feed, nil
	}
	resp, err := c.fetch(ctx, feedURL, v)
	if err != nil || resp.NotModified {
		return resp, nil, err
	}
	f, err := ParseFeed(resp.Body, resp.ContentType)
	return resp, f, err
}

// backoff doubles the wait after each failure in a row, from Every (or
// PerHost for a single pass) up to MaxBackoff, or takes the server's
// Retry-After when that is longer.
func (c *Crawler) backoff(failures int, err error) time.Duration {
	base := max(c.opt.Every, time.Second)
	wait := base << min(failures-1, 16)
	wait = min(wait, c.opt.MaxBackoff)
	if se, ok := errors.AsType[*StatusError](err); ok && se.RetryAfter > wait {
		wait = se.RetryAfter
	}
	return wait
}

// items reads the page of every item not read before in this run, in
// parallel: the per-host turn keeps each site's pace.
func (c *Crawler) items(ctx context.Context, feedURL string, f *Feed, out chan<- Result) {
	var wg sync.WaitGroup
	for _, it := range f.Items {
		if it.Link == "" || !c.firstSight(it.Link) {
			continue
		}
		wg.Go(func() {
			resp, err := c.fetch(ctx, it.Link, Validators{})
			if err != nil {
				out <- Result{Origin: feedURL + " item " + it.Link, Err: err}
				return
			}
			c.page(ctx, it.Link, it, resp, out)
		})
	}
	wg.Wait()
}

func (c *Crawler) firstSight(link string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.seen[link] {
		return false
	}
	c.seen[link] = true
	return true
}

// page extracts the article from a fetched page; the feed item's title and
// date fill what the page lacks.
func (c *Crawler) page(ctx context.Context, pageURL string, it Item, resp *Response, out chan<- Result) {
	a, err := page.Extract(resp.Body, resp.ContentType, resp.URL)
	if err != nil {
		out <- Result{Origin: pageURL, Err: err}
		return
	}
	if a.Title == "" {
		a.Title = it.Title
	}
	if a.Published.IsZero() {
		a.Published = it.Published
	}
	select {
	case out <- Result{Origin: pageURL, Story: a.Story()}:
	case <-ctx.Done():
	}
}

// fetch waits for the host's turn, for robots.txt to allow the path and
// for the host's interval to pass, then for a free fetch slot.
func (c *Crawler) fetch(ctx context.Context, rawURL string, v Validators) (*Response, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("scheme %q: want http or https", u.Scheme)
	}
	h := c.host(u.Scheme + "://" + u.Host)
	select {
	case h.turn <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-h.turn }()
	if !c.opt.IgnoreRobots {
		if h.robots == nil || time.Since(h.robotsAt) > robotsMaxAge {
			h.robots, h.robotsAt = c.robots(ctx, h, u), time.Now()
		}
		if !h.robots.Test(u.EscapedPath()) {
			return nil, errors.New("disallowed by robots.txt")
		}
	}
	resp, err := c.request(ctx, h, rawURL, v)
	return resp, err
}

// request makes one request in h's turn, once h's interval has passed.
func (c *Crawler) request(ctx context.Context, h *host, rawURL string, v Validators) (*Response, error) {
	if d := time.Until(h.next); d > 0 {
		select {
		case <-time.After(d):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	select {
	case c.fetchs <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-c.fetchs }()
	resp, err := c.client.Get(ctx, rawURL, v)
	gap := c.opt.PerHost
	if h.robots != nil && h.robots.CrawlDelay > gap {
		gap = h.robots.CrawlDelay
	}
	h.next = time.Now().Add(gap)
	return resp, err
}

// robots fetches the host's robots.txt in its turn; a missing one allows
// everything, and one that cannot be read is logged and allows everything.
func (c *Crawler) robots(ctx context.Context, h *host, u *url.URL) *robotstxt.Group {
	robotsURL := u.Scheme + "://" + u.Host + "/robots.txt"
	var data *robotstxt.RobotsData
	resp, err := c.request(ctx, h, robotsURL, Validators{})
	if se, ok := errors.AsType[*StatusError](err); ok {
		data, err = robotstxt.FromStatusAndBytes(se.Code, nil)
	} else if err == nil {
		data, err = robotstxt.FromBytes(resp.Body)
	}
	if err != nil {
		// A host that cannot be reached fails its own fetch next, in a
		// line of its own.
		c.log.Debug("robots.txt unreadable; crawling allowed", "url", robotsURL, "err", err)
		data, _ = robotstxt.FromStatusAndBytes(404, nil)
	}
	return data.FindGroup(c.client.opt.UserAgent)
}

func (c *Crawler) host(key string) *host {
	c.mu.Lock()
	defer c.mu.Unlock()
	h := c.hosts[key]
	if h == nil {
		h = &host{turn: make(chan struct{}, 1)}
		c.hosts[key] = h
	}
	return h
}
