package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"sitrep/doc"
	"sitrep/serve"
	"sitrep/store"
)

func init() {
	registerCommand(command{name: "serve", summary: "serve the JSON API and the web page over a store", run: runServe})
}

func runServe(args []string, stdout, stderr io.Writer) error {
	db, addr, token, err := parseServe(args, stderr)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// Listen before the models load, so that a port in use is told at
	// once, not after the seconds the coder takes to start.
	ln, err := net.Listen("tcp", addr)
	if errors.Is(err, syscall.EADDRINUSE) {
		return fmt.Errorf("%s is in use (another sitrep serve?): give --addr another port, e.g. %s", addr, otherPort(addr))
	}
	if err != nil {
		return err
	}
	defer ln.Close() // a second Close, after Serve's, is harmless
	st, err := store.Open(ctx, db)
	if err != nil {
		return fmt.Errorf("open store: %w", err)
	}
	defer st.Close()
	p, err := defaultPipeline()
	if err != nil {
		return err
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))
	srv, err := serve.New(serve.Config{
		Store: st, Pipeline: p, Token: token, Log: log,
		Coder: doc.Coder{Name: "sitrep", Version: version, Schema: doc.SchemaVersion},
	})
	if err != nil {
		return err
	}
	hs := serve.NewHTTPServer(addr, srv.Handler())
	fmt.Fprintf(stderr, "sitrep: serving http://%s/ (store %s; Ctrl-C stops)\n", ln.Addr(), dsnName(db))
	return serveUntilDone(ctx, hs, ln)
}

// otherPort suggests the address one port above addr's.
func otherPort(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	n, perr := strconv.Atoi(port)
	if err != nil || perr != nil || n >= 65535 {
		return "127.0.0.1:8081"
	}
	return net.JoinHostPort(host, strconv.Itoa(n+1))
}

// parseServe reads the flags of sitrep serve: the store, the address and
// the write token, which an address beyond loopback must have.
func parseServe(args []string, stderr io.Writer) (db, addr, token string, err error) {
	fs := newFlags("serve [--db DSN] [--addr HOST:PORT] [--token T]", stderr)
	fs.StringVar(&db, "db", store.DefaultPath, dbFlagUsage)
	fs.StringVar(&addr, "addr", "127.0.0.1:8080", "`address` to listen on; beyond loopback, writes need a token")
	fs.StringVar(&token, "token", "", "`token` that writes must send as 'Authorization: Bearer T' (default $SITREP_TOKEN)")
	fs.Usage = func() {
		fmt.Fprint(stderr, `Usage: sitrep serve [--db DSN] [--addr HOST:PORT] [--token T]

Serves the JSON API over the store (post stories to code and store them,
query events, read stories and clusters, export; docs/API.md, and
/api/openapi.json) and the web page at /: a map, a timeline, a table and
the stories with their events' evidence marked. Everything is embedded; the
page loads nothing from elsewhere. Ctrl-C stops the server.

Flags:
`)
		fs.PrintDefaults()
	}
	rest, err := parseFlags(fs, args)
	if err != nil {
		return "", "", "", err
	}
	if len(rest) > 0 {
		return "", "", "", fmt.Errorf("serve: unexpected argument %q: %w", rest[0], errUsage)
	}
	if token == "" {
		token = os.Getenv("SITREP_TOKEN")
	}
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return "", "", "", fmt.Errorf("--addr %q: %v: %w", addr, err, errUsage)
	}
	if !loopback(host) && token == "" {
		return "", "", "", fmt.Errorf("--addr %s listens beyond loopback: give --token (or $SITREP_TOKEN) so that only its holders can write: %w", addr, errUsage)
	}
	return db, addr, token, nil
}

// serveUntilDone serves hs on ln until it fails or ctx is done, then shuts
// it down, giving the requests under way ten seconds to finish.
func serveUntilDone(ctx context.Context, hs *http.Server, ln net.Listener) error {
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shut, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := hs.Shutdown(shut); err != nil {
		return fmt.Errorf("shut down: %w", err)
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// loopback reports whether host names only this machine.
func loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// dsnName names a store for the log without a PostgreSQL password.
func dsnName(dsn string) string {
	if u, err := url.Parse(dsn); err == nil && u.User != nil {
		u.User = nil
		return u.String()
	}
	return dsn
}
