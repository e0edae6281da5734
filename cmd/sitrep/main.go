// Command sitrep turns news stories into event data: who did what to whom,
// when, where, how many were killed, hurt or arrested, and who says so.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"sitrep/doc"
	"sitrep/internal/editdist"
)

// version is the coder version stamped on every event.
const version = "0.1.0"

// command is one subcommand, or one member of a group such as "eval tokens".
type command struct {
	name    string
	summary string
	run     func(args []string, stdout, stderr io.Writer) error
}

// groups holds the subcommands that take a second word (eval, train, ...).
// Each file of this package registers its own from init, so adding a scorer
// or a trainer touches one file.
var groups = map[string]map[string]command{}

var groupSummary = map[string]string{
	"eval":  "score a stage against gold data",
	"train": "train a shipped model from gold data",
	"geo":   "build and manage the gazetteer",
}

// commands holds the single-word subcommands other than code and version
// (serve, ingest, worker, ...); each registers itself from init in its own file.
var commands = map[string]command{}

func registerCommand(c command) { commands[c.name] = c }

func register(group string, c command) {
	if groups[group] == nil {
		groups[group] = map[string]command{}
	}
	groups[group][c.name] = c
}

// errUsage marks an error whose message is a usage line; main exits 2 on it.
var errUsage = errors.New("usage")

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	if args[0] == "help" {
		// "sitrep help code" is "sitrep code --help"; plain "sitrep help"
		// is "sitrep --help".
		args = append(args[1:len(args):len(args)], "--help")
	}
	if wantsHelp(args) {
		// Help asked for is the output: it goes to stdout, and so do
		// commands' usage texts, which are written to the stderr they get.
		stderr = stdout
	}
	if args[0] == "-h" || args[0] == "--help" || args[0] == "-help" {
		usage(stdout)
		return 0
	}
	var err error
	switch name := args[0]; name {
	case "code":
		err = runCode(args[1:], stdout, stderr)
	case "version", "--version":
		fmt.Fprintf(stdout, "sitrep %s (event schema %s)\n", version, doc.SchemaVersion)
	default:
		if c, ok := commands[name]; ok {
			err = c.run(args[1:], stdout, stderr)
			break
		}
		g, ok := groups[name]
		if !ok {
			fmt.Fprintf(stderr, "sitrep: unknown command %q\n\n", name)
			usage(stderr)
			return 2
		}
		if len(args) < 2 || isHelpFlag(args[1]) {
			groupUsage(stderr, name, g)
			if len(args) < 2 {
				return 2
			}
			return 0
		}
		c, ok := g[args[1]]
		if !ok {
			fmt.Fprintf(stderr, "sitrep %s: unknown subcommand %q\n\n", name, args[1])
			groupUsage(stderr, name, g)
			return 2
		}
		err = c.run(args[2:], stdout, stderr)
	}
	return exitStatus(err, stderr)
}

// exitStatus reports err on stderr (help asked for is no error) and gives
// the process its exit status.
func exitStatus(err error, stderr io.Writer) int {
	var exit *exitError
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.Is(err, errUsage):
		// The sentinel only picks the status; its word would end the
		// line as a stray ": usage".
		fmt.Fprintln(stderr, "sitrep:", strings.TrimSuffix(err.Error(), ": "+errUsage.Error()))
		return 2
	case errors.As(err, &exit):
		fmt.Fprintln(stderr, "sitrep:", err)
		return exit.status
	default:
		fmt.Fprintln(stderr, "sitrep:", err)
		return 1
	}
}

// Exit statuses beyond 0 (done), 1 (nothing could be done) and 2 (usage).
const (
	// exitPartial: some inputs failed, each named on stderr; the others
	// were done.
	exitPartial = 3
	// exitSignal is added to the number of the signal that stopped a run.
	exitSignal = 128
)

// exitError carries an exit status other than 1 for an error.
type exitError struct {
	status int
	err    error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

func isHelpFlag(a string) bool { return a == "-h" || a == "--help" || a == "-help" }

// wantsHelp reports whether args ask for help before any "--".
func wantsHelp(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if isHelpFlag(a) {
			return true
		}
	}
	return false
}

func usage(w io.Writer) {
	fmt.Fprint(w, `sitrep turns news stories into event data: who did what to whom, when, where,
how many were killed, hurt or arrested, and who says so.

Usage:
  sitrep code [flags] FILE|DIR|-   code stories, write events as JSON Lines
  sitrep version                   print the version
`)
	single := make([]string, 0, len(commands))
	for n := range commands {
		single = append(single, n)
	}
	sort.Strings(single)
	for _, n := range single {
		fmt.Fprintf(w, "  sitrep %-25s %s\n", n+" ...", commands[n].summary)
	}
	names := make([]string, 0, len(groups))
	for g := range groups {
		names = append(names, g)
	}
	sort.Strings(names)
	for _, g := range names {
		fmt.Fprintf(w, "  sitrep %-25s %s\n", g+" NAME ...", groupSummary[g])
	}
	fmt.Fprint(w, `
Run 'sitrep help COMMAND' (or 'sitrep COMMAND --help') for a command's flags.

Exit status: 0 when everything was done; 1 when nothing could be done;
2 for a usage error; 3 when some inputs failed (each named on stderr) and
the rest were done; 128+N when stopped by signal N (130 for Ctrl-C).
`)
}

func groupUsage(w io.Writer, group string, g map[string]command) {
	fmt.Fprintf(w, "Usage: sitrep %s NAME [flags]\n\n", group)
	names := make([]string, 0, len(g))
	for n := range g {
		names = append(names, n)
	}
	sort.Strings(names)
	// The column is as wide as the longest name, so that one such as
	// "eventfilter" does not push its summary out of line.
	width := 0
	for _, n := range names {
		width = max(width, len(n))
	}
	for _, n := range names {
		fmt.Fprintf(w, "  %-*s  %s\n", width, n, g[n].summary)
	}
	fmt.Fprintf(w, "\nRun 'sitrep %s NAME --help' for its flags.\n", group)
}

// newFlags returns a FlagSet for the command that synopsis describes
// ("eval ud --gold FILE [--json]"); it prints usage to stderr and returns
// errors instead of exiting.
func newFlags(synopsis string, stderr io.Writer) *flag.FlagSet {
	// Help asked for reaches stdout: main passes stdout as stderr then.
	// The set is named by the command's words ("eval articles"), for
	// parseFlags' hint.
	var name []string
	for _, w := range strings.Fields(synopsis) {
		if strings.Trim(w, "abcdefghijklmnopqrstuvwxyz0123456789") != "" {
			break
		}
		name = append(name, w)
	}
	fs := flag.NewFlagSet(strings.Join(name, " "), flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: sitrep %s\n\nFlags:\n", synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args, allowing flags after positional arguments
// ("sitrep code story.txt --published 2012-02-25"); after "--" every
// argument is positional. A flag it does not know, or a bad value, is a
// one-line usage error: the whole usage would push it off a terminal.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	usage, out := fs.Usage, fs.Output()
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	defer func() { fs.Usage = usage; fs.SetOutput(out) }()
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.SetOutput(out)
				usage()
				return nil, err
			}
			return nil, flagError(fs, err)
		}
		rest := fs.Args()
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
			return append(pos, rest...), nil
		}
		if len(rest) == 0 {
			return pos, nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// flagError words a flag error of fs in one line that names where the
// flags are listed and, for a misspelt flag, the one likely meant.
func flagError(fs *flag.FlagSet, err error) error {
	msg := err.Error()
	if bad, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		msg = fmt.Sprintf("%s takes no flag --%s", fs.Name(), bad)
		if near := nearestFlag(fs, bad); near != "" {
			msg += fmt.Sprintf(" (did you mean --%s?)", near)
		}
	}
	return fmt.Errorf("%s; 'sitrep help %s' lists its flags: %w", msg, fs.Name(), errUsage)
}

// nearestFlag returns the flag of fs that name most likely misspells: one
// it begins ("--pub" for --published) or one at most two edits away; ""
// when none is.
func nearestFlag(fs *flag.FlagSet, name string) string {
	best, bestDist := "", 3
	fs.VisitAll(func(f *flag.Flag) {
		d := editdist.Distance(name, f.Name)
		if len(name) >= 3 && strings.HasPrefix(f.Name, name) {
			d = 1
		}
		if d < bestDist {
			best, bestDist = f.Name, d
		}
	})
	return best
}
