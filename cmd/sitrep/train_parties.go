package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"sitrep/doc"
	"sitrep/eval/articles"
	"sitrep/event"
	"sitrep/pipeline"
)

func init() {
	register("train", command{name: "parties", summary: "train the model that chooses each event's actor and target phrase, on the article gold", run: trainParties})
}

const partiesHelp = `The pipeline up to the event filter codes every article of the chosen half
of --gold and all of --train; for each event it writes that the scorer of
"sitrep eval articles" matches to a gold event, the event stage keeps the
phrases its actor and its target could be (the written party, the
trigger's arguments and those of every retelling merged into it, the
subjects of the clauses above them, the coded mentions of their sentences
and the ones before, and none), each labelled by the scorer's rule: right
when it is the gold party. A conditional logit learns the labels (package
event, over internal/logreg); at run time the chooser, a stage after the event
filter, writes another option where the model prefers it to the written
party by more than a margin, within the limits of event.ChooseBy (it
fills an empty role or trades a phrase, never empties one); the margin
is chosen by cross-validation over the articles, dealt into --folds
folds --repeats times (article i in fold i mod --folds the first time,
shuffled after) with each option's probabilities averaged over the
deals: the largest that gets within half a percent of the scored roles
of the most right. The counts reported are optimistic: the margin is
chosen on the same cross-validated predictions it is counted on. Only the
--roles are learnt; the chooser leaves the others as written.
--candidates adds, for training only, the options of every event the
rules find before merging whose sentence tells a gold event of its
category. Training is deterministic: the same gold and pipeline give the
same bytes.
`

// partiesText is what the shared flags' help says of this trainer.
var partiesText = trainerText{name: "parties", model: "event/model/partychooser.tsv", chooses: "margin", averaged: "option", examples: "training phrases",
	predictions: "write each matched role's written and cross-validated choice to `FILE` (TSV), to study the chooser on articles it did not see",
	synopsis:    "[--min-margin F] [--roles actor] [--candidates] ", help: partiesHelp}

func trainParties(args []string, stdout, stderr io.Writer) error {
	fs, g := goldTrainingFlags(partiesText, event.ChooserTrainOptions, stderr)
	minMargin := fs.Float64("min-margin", 0, "the least margin to write, whatever cross-validation picks; 0 (the default since the sixteenth session) leaves it to cross-validation: the guards of event.ChooseBy (a denier, a folded act's agent) keep the construction suite whole at every margin, and held-out actor accuracy rose at 0 (docs/MODELS.md)")
	roles := fs.String("roles", event.RoleActor, "comma-separated `ROLES` the model learns and so rechooses (actor, target); a role it has no weights for keeps its written party")
	candidates := fs.Bool("candidates", false, "train also on the options of the events found before merging")
	if err := g.parse(fs, "parties", args); err != nil {
		return err
	}
	var learnt []string
	for _, r := range strings.Split(*roles, ",") {
		r = strings.TrimSpace(r)
		if r != event.RoleActor && r != event.RoleTarget {
			return fmt.Errorf("train parties: --roles: unknown role %q (want actor, target): %w", r, errUsage)
		}
		learnt = append(learnt, r)
	}
	arts, err := g.load()
	if err != nil {
		return err
	}
	choices, notes, err := partyExamples(arts, learnt, *candidates)
	if err != nil {
		return err
	}
	article := make([]int, len(choices))
	for c, ch := range choices {
		article[c] = ch.Article
	}
	probs := crossValidated(g, article, len(arts), func(fold []int) [][]float64 {
		return event.CrossValidateChoices(choices, fold, g.folds, g.opt)
	}, func(sum *[]float64, p []float64, repeats int) {
		if *sum == nil {
			*sum = make([]float64, len(p))
		}
		for k := range p {
			(*sum)[k] += p[k] / float64(repeats)
		}
	})
	margin := reportMargins(choices, probs, stderr)
	if g.predictions != "" {
		if err := writePartyPredictions(g.predictions, choices, notes, probs); err != nil {
			return err
		}
	}
	margin = max(margin, *minMargin)
	comment := g.modelComment("sitrep party chooser: conditional logit over the written events' party options", "parties",
		fmt.Sprintf("--min-margin %g --roles %s --candidates=%t", *minMargin, strings.Join(learnt, ","), *candidates),
		fmt.Sprintf("%d roles (%d of written events matched to the gold)", len(choices), countScored(choices))) +
		"; threshold: the margin to override the written party"
	return g.finish("parties", event.TrainChooser(choices, g.opt), margin, fmt.Sprintf("margin %.2f", margin), comment, stdout)
}

// reportMargins reports to w the roles cross-validation can get right
// and how many it does at each margin, and returns the margin chosen
// (event.ChooseMargin).
func reportMargins(choices []event.LabelledChoice, probs [][]float64, w io.Writer) float64 {
	n := event.TallyChoices(choices)
	for _, role := range []string{event.RoleActor, event.RoleTarget} {
		fmt.Fprintf(w, "train parties: %s: %d roles of written events matched (%d with a right option), %d in all\n",
			role, n.Scored[role], n.Reachable[role], n.All[role])
	}
	margin, curve := event.ChooseMargin(choices, probs)
	for _, pt := range curve {
		fmt.Fprintf(w, "  margin %.2f: cross-validated right, of written events matched: actor %d/%d, target %d/%d; of all roles: actor %d/%d, target %d/%d\n", pt.Margin,
			pt.RightScored[event.RoleActor], n.Scored[event.RoleActor], pt.RightScored[event.RoleTarget], n.Scored[event.RoleTarget],
			pt.Right[event.RoleActor], n.All[event.RoleActor], pt.Right[event.RoleTarget], n.All[event.RoleTarget])
	}
	return margin
}

// countScored counts the roles of written events matched to the gold.
func countScored(choices []event.LabelledChoice) int {
	return countOf(choices, func(c event.LabelledChoice) bool { return c.Scored })
}

// partyExamples codes the articles up to the event filter and labels the
// options of the roles learnt of each written event the scorer matches to
// a gold event, noting each for --predictions; with candidates, also
// those of each event found before merging whose sentence tells a gold
// event of its category.
func partyExamples(arts []articles.Article, learnt []string, candidates bool) ([]event.LabelledChoice, []string, error) {
	p, err := buildPipeline(pipeline.Options{Through: "reality", PartyRoles: learnt})
	if err != nil {
		return nil, nil, err
	}
	var coder *event.Coder // finds the events before merging, for --candidates only
	if candidates {
		lx, err := event.DefaultLexicon()
		if err != nil {
			return nil, nil, fmt.Errorf("load event lexicon: %w", err)
		}
		coder = event.New(lx)
	}
	stories, err := codeStories(p, arts)
	if err != nil {
		return nil, nil, err
	}
	pred := make([][]doc.Event, len(stories))
	for i, st := range stories {
		pred[i] = st.Events
	}
	gold := matchedGold(arts, pred)
	var out []event.LabelledChoice
	var notes []string
	for i, st := range stories {
		for _, pc := range event.EventChoices(st) {
			g, ok := gold[&st.Events[pc.Event]]
			if !ok {
				continue
			}
			out = append(out, event.LabelChoice(i, pc, goldParty(pc, &arts[i].Events[g]), true))
			notes = append(notes, choiceNote(st, pc, &arts[i].Events[g]))
		}
		if !candidates {
			continue
		}
		for _, pc := range coder.PartyChoices(st) {
			if !slices.Contains(learnt, pc.Role) {
				continue
			}
			if g := goldEventOf(&arts[i], pc); g != nil {
				out = append(out, event.LabelChoice(i, pc, goldParty(pc, g), false))
				notes = append(notes, "")
			}
		}
	}
	return out, notes, nil
}

// goldParty returns the scorer's rule for the gold party of pc's role in
// gold event g: whether a party is it.
func goldParty(pc event.PartyChoice, g *articles.Event) func(*doc.Party) bool {
	want := goldRole(pc, g)
	return func(p *doc.Party) bool { return articles.PartyRight(want, p) }
}

// goldRole returns gold event g's party of pc's role, or nil.
func goldRole(pc event.PartyChoice, g *articles.Event) *articles.Party {
	if pc.Role == event.RoleTarget {
		return g.Target
	}
	return g.Actor
}

// choiceNote describes a role for --predictions: category, role, trigger,
// gold party, sentence.
func choiceNote(st *doc.Story, pc event.PartyChoice, g *articles.Event) string {
	want := goldRole(pc, g)
	gold := "(none)"
	if want != nil {
		gold = strings.Join(want.Names, "|") + " " + want.Country + " " + want.Sector
	}
	return strings.Join([]string{pc.Plover, pc.Role, tsvField(st.Slice(pc.Trigger)), tsvField(gold), tsvField(st.Slice(pc.Sentence))}, "\t")
}

// goldEventOf returns the gold event of article a that an event told in
// pc's sentence with pc's category matches, as the scorer matches a lone
// event, or nil.
func goldEventOf(a *articles.Article, pc event.PartyChoice) *articles.Event {
	e := doc.Event{Type: doc.EventType{Plover: pc.Plover}, Trigger: pc.Trigger, Evidence: []doc.Span{pc.Sentence}}
	sc := articles.Score([]articles.Article{*a}, [][]doc.Event{{e}})
	for _, o := range sc.Detail {
		if o.Status == "matched" {
			return &a.Events[o.Gold]
		}
	}
	return nil
}

// writePartyPredictions writes, for each role of a written event matched,
// the written option, the option the cross-validated model prefers, and
// the right ones, to study the chooser on articles it did not see; notes
// describe the choices (choiceNote).
func writePartyPredictions(path string, choices []event.LabelledChoice, notes []string, probs [][]float64) error {
	var b strings.Builder
	b.WriteString("article\tcategory\trole\ttrigger\tgold\tsentence\twritten\twritten_right\tbest\tbest_prob\twritten_prob\tright_options\tfirst_right_prob\tfirst_right_features\n")
	text := func(o event.PartyOption) string {
		if o.Party == nil {
			return "(none)"
		}
		return tsvField(o.Party.Text)
	}
	for c, ch := range choices {
		if !ch.Scored {
			continue
		}
		rule, best := 0, 0
		var right []string
		firstRight := -1
		for k, o := range ch.Options {
			if o.Rule {
				rule = k
			}
			if probs[c][k] > probs[c][best] {
				best = k
			}
			if ch.Right[k] {
				right = append(right, text(o))
				if firstRight < 0 {
					firstRight = k
				}
			}
		}
		rp, rf := 0.0, ""
		if firstRight >= 0 {
			rp, rf = probs[c][firstRight], strings.Join(ch.Options[firstRight].Features, " ")
		}
		fmt.Fprintf(&b, "%d\t%s\t%s\t%t\t%s\t%.3f\t%.3f\t%s\t%.3f\t%s\n", ch.Article, notes[c], text(ch.Options[rule]), ch.Right[rule],
			text(ch.Options[best]), probs[c][best], probs[c][rule], strings.Join(right, " | "), rp, rf)
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("train parties: %w", err)
	}
	return nil
}
