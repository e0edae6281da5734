// Package feed brings news stories in from the web: RSS and Atom feeds
// (gofeed), OPML lists of feeds, and article pages, whose main text, title
// and site come from go-readability and whose date comes from the page's
// metadata. Every fetch is bounded: a
// timeout, a cap on the decompressed body, a limit on redirects, and no
// connection to loopback, private or link-local addresses unless allowed.
// Bytes become text through package decode, as for `sitrep code`.
package feed

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"syscall"
	"time"
)

// Defaults for Options left zero.
const (
	DefaultTimeout   = 30 * time.Second
	DefaultMaxBytes  = 10 << 20
	DefaultRedirects = 10
	DefaultUserAgent = "sitrep/0.1 (+news event coder)"
)

// ErrPrivateAddress is wrapped by the error for a connection refused
// because the host resolved to a loopback, private or link-local address.
var ErrPrivateAddress = errors.New("address is loopback, private or link-local")

// Options bound a Client's fetches.
type Options struct {
	// Timeout bounds a whole request: connecting, headers and body.
	Timeout time.Duration
	// MaxBytes caps a body after decompression.
	MaxBytes int64
	// MaxRedirects is how many redirects one fetch follows.
	MaxRedirects int
	// AllowPrivate lets fetches reach loopback, private and link-local
	// addresses (a local test server, an intranet feed).
	AllowPrivate bool
	// UserAgent is sent with every request and matched against robots.txt.
	UserAgent string
}

// Client fetches feeds and pages. It is safe for concurrent use.
type Client struct {
	http *http.Client
	opt  Options
}

// NewClient returns a client with opt's limits, zero fields taking the
// defaults.
func NewClient(opt Options) *Client {
	if opt.Timeout <= 0 {
		opt.Timeout = DefaultTimeout
	}
	if opt.MaxBytes <= 0 {
		opt.MaxBytes = DefaultMaxBytes
	}
	if opt.MaxRedirects <= 0 {
		opt.MaxRedirects = DefaultRedirects
	}
	if opt.UserAgent == "" {
		opt.UserAgent = DefaultUserAgent
	}
	dialer := &net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}
	if !opt.AllowPrivate {
		dialer.Control = refusePrivate
	}
	transport := &http.Transport{
		// No proxy: it would dial on the fetch's behalf, past the
		// address check.
		Proxy:                 nil,
		DialContext:           dialer.DialContext,
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: opt.Timeout,
		MaxIdleConnsPerHost:   4,
		IdleConnTimeout:       90 * time.Second,
	}
	client := &http.Client{
		Transport: transport,
		Timeout:   opt.Timeout,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) >= opt.MaxRedirects {
				return fmt.Errorf("stopped after %d redirects", len(via))
			}
			return nil
		},
	}
	return &Client{http: client, opt: opt}
}

// refusePrivate is the dialer's Control: it runs after DNS resolution, on
// the address actually dialled, so a public name that resolves to a private
// address is refused too.
func refusePrivate(network, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return fmt.Errorf("dial %s: %w", address, err)
	}
	ip = ip.Unmap()
	if ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() ||
		ip.IsUnspecified() || ip.IsMulticast() || ip.IsInterfaceLocalMulticast() || sharedCGNAT.Contains(ip) {
		return fmt.Errorf("dial %s: %w", address, ErrPrivateAddress)
	}
	return nil
}

// sharedCGNAT is the carrier-grade NAT range (RFC 6598), private in effect.
var sharedCGNAT = netip.MustParsePrefix("100.64.0.0/10")

// Response is a fetched body with the headers a poller keeps.
type Response struct {
	URL          string // after redirects
	Body         []byte // decompressed, at most Options.MaxBytes
	ContentType  string
	ETag         string
	LastModified string
	NotModified  bool // a conditional fetch found nothing new
}

// Validators are the ETag and Last-Modified of an earlier fetch, sent back
// so an unchanged feed costs a 304.
type Validators struct {
	ETag         string
	LastModified string
}

// StatusError is an HTTP answer other than 200 (or 304 to a conditional
// fetch).
type StatusError struct {
	Code       int
	Status     string
	RetryAfter time.Duration // from a 429 or 503's Retry-After, when given in seconds
}

func (e *StatusError) Error() string { return "HTTP " + e.Status }

// Get fetches url, sending v's validators when set. The body is read
// through the decompressing transport and cut off past MaxBytes, so a gzip
// bomb costs no more than a plain body of that size.
func (c *Client) Get(ctx context.Context, url string, v Validators) (*Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	if req.URL.Scheme != "http" && req.URL.Scheme != "https" {
		return nil, fmt.Errorf("scheme %q: want http or https", req.URL.Scheme)
	}
	req.Header.Set("User-Agent", c.opt.UserAgent)
	req.Header.Set("Accept", "application/rss+xml, application/atom+xml, application/xml, text/xml, text/html, application/xhtml+xml;q=0.9, */*;q=0.5")
	if v.ETag != "" {
		req.Header.Set("If-None-Match", v.ETag)
	}
	if v.LastModified != "" {
		req.Header.Set("If-Modified-Since", v.LastModified)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, describe(err)
	}
	defer resp.Body.Close()
	out := &Response{
		URL:          resp.Request.URL.String(),
		ContentType:  resp.Header.Get("Content-Type"),
		ETag:         resp.Header.Get("ETag"),
		LastModified: resp.Header.Get("Last-Modified"),
	}
	switch {
	case resp.StatusCode == http.StatusNotModified && (v.ETag != "" || v.LastModified != ""):
		out.NotModified = true
		return out, nil
	case resp.StatusCode != http.StatusOK:
		se := &StatusError{Code: resp.StatusCode, Status: resp.Status}
		if secs, err := time.ParseDuration(strings.TrimSpace(resp.Header.Get("Retry-After")) + "s"); err == nil && secs > 0 {
			se.RetryAfter = secs
		}
		return nil, se
	}
	out.Body, err = io.ReadAll(io.LimitReader(resp.Body, c.opt.MaxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read body: %w", describe(err))
	}
	if int64(len(out.Body)) > c.opt.MaxBytes {
		return nil, fmt.Errorf("body over the cap of %d bytes (decompressed)", c.opt.MaxBytes)
	}
	return out, nil
}

// describe shortens the errors of a failed request to their cause.
func describe(err error) error {
	var ue interface{ Timeout() bool }
	if errors.As(err, &ue) && ue.Timeout() {
		return fmt.Errorf("timed out: %w", err)
	}
	return err
}
