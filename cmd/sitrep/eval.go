package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
)

// evals is the eval command: one scorer per gold format, each a file
// eval_NAME.go that reads the gold, scores with its eval/ package and
// prints with writeReport.
var evals = []command{
	{name: "acled", summary: "score event types, actors and deaths on ACLED notes", run: evalAcled},
	{name: "actors", summary: "score actor coding (country, sector) on PLOVER gold records", run: evalActors},
	{name: "articles", summary: "score events coded from full articles against the hand-coded article gold", run: evalArticles},
	{name: "case2021", summary: "score ACLED sub-event types on CASE 2021 task 2 snippets", run: evalCase2021},
	{name: "dedup", summary: "score cross-story deduplication on ECB+ documents (B-cubed, pairwise) beside a tf-idf baseline", run: evalDedup},
	{name: "fatalities", summary: "score casualty counts against ACLED fatalities", run: evalFatalities},
	{name: "geo", summary: "score toponym recognition and geocoding on geoparsing XML", run: evalGeo},
	{name: "ner", summary: "score the named-entity tagger on CoNLL-2003", run: evalNER},
	{name: "plover", summary: "score event categories and actors on PLOVER gold sentences", run: evalPlover},
	{name: "timex", summary: "score temporal expressions on TimeML (TempEval-3 task A)", run: evalTimex},
	{name: "tokens", summary: "score the tokeniser and sentence splitter on CoNLL-U", run: evalTokens},
	{name: "ud", summary: "score the tagger, lemmatiser and parser on CoNLL-U", run: evalUD},
	{name: "wikievents", summary: "score attack, death, injury and arrest events and their arguments on WikiEvents documents", run: evalWikiEvents},
}

func init() {
	for _, c := range evals {
		register("eval", c)
	}
}

// report is what every scorer of eval/* returns: its JSON form is the
// object `sitrep eval NAME --json` prints; WriteText prints the same for a
// reader.
type report interface {
	WriteText(w io.Writer) error
}

// writeReport prints r as one JSON object on a line, or as text.
func writeReport(w io.Writer, asJSON bool, r report) error {
	if asJSON {
		return json.NewEncoder(w).Encode(r)
	}
	return r.WriteText(w)
}

// writeFile writes what write produces to the file name.
func writeFile(name string, write func(io.Writer) error) error {
	var b bytes.Buffer
	if err := write(&b); err != nil {
		return err
	}
	return os.WriteFile(name, b.Bytes(), 0o644)
}
