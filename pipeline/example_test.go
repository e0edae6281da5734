package pipeline_test

import (
	"fmt"
	"log"
	"time"

	"sitrep/doc"
	"sitrep/pipeline"
)

// A story goes in, coded events come out: Default loads every stage once,
// and Annotate runs them over one story in order.
func Example() {
	p, err := pipeline.Default()
	if err != nil {
		log.Fatal(err)
	}
	st := &doc.Story{
		ID:        "example",
		Text:      "Gunmen killed five soldiers in Kabul on Monday, officials said.",
		Published: time.Date(2012, 2, 25, 0, 0, 0, 0, time.UTC),
	}
	if err := p.Annotate(st); err != nil {
		log.Fatal(err)
	}
	for _, e := range st.Events {
		fmt.Printf("%s by %q: %d killed in %s (%s) on %s\n", e.Type.Plover, e.Actor.Text, e.Killed.Best,
			e.Place.Name, e.Place.Country, e.Time.Date)
	}
	// Output:
	// ASSAULT by "Gunmen": 5 killed in Kabul (AFG) on 2012-02-20
}

// Run codes a stream of stories on several workers and emits each, with
// its events or its error, in the order the stories came in.
func ExamplePipeline_Run() {
	p, err := pipeline.Default()
	if err != nil {
		log.Fatal(err)
	}
	texts := []string{
		"Police arrested 12 protesters in Nairobi on Tuesday.",
		"The weather was mild.",
		"A car bomb killed three people in Baghdad.",
	}
	in := make(chan *doc.Story)
	go func() {
		for i, t := range texts {
			in <- &doc.Story{ID: fmt.Sprint(i + 1), Text: t, Published: time.Date(2021, 3, 13, 0, 0, 0, 0, time.UTC)}
		}
		close(in)
	}()
	err = p.Run(2, in, func(st *doc.Story, err error) error {
		if err != nil {
			return err
		}
		fmt.Printf("story %s:", st.ID)
		for _, e := range st.Events {
			fmt.Printf(" %s", e.Type.Plover)
			if e.Type.Mode != "" {
				fmt.Printf(" (%s)", e.Type.Mode)
			}
		}
		fmt.Println()
		return nil
	})
	if err != nil {
		log.Fatal(err)
	}
	// Output:
	// story 1: COERCE (arrest)
	// story 2:
	// story 3: ASSAULT
}

// Partial builds only the stages named, in the pipeline's order: here the
// tokeniser and the time expressions, which read only its tokens.
func ExamplePartial() {
	p, err := pipeline.Partial(pipeline.Options{}, "text", "when")
	if err != nil {
		log.Fatal(err)
	}
	st := &doc.Story{Text: "The talks resumed on Monday after a pause of two weeks.", Published: time.Date(2021, 3, 13, 0, 0, 0, 0, time.UTC)}
	if err := p.Annotate(st); err != nil {
		log.Fatal(err)
	}
	fmt.Println(len(st.Tokens), "tokens")
	for _, x := range st.Timexes {
		fmt.Printf("%q %s %s\n", st.Slice(x.Span), x.Type, x.Value)
	}
	// Output:
	// 12 tokens
	// "Monday" DATE 2021-03-08
	// "two weeks" DURATION P2W
}
