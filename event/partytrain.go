package event

import (
	"slices"

	"sitrep/doc"
	"sitrep/internal/logreg"
)

// Training the party chooser (`sitrep train parties`, docs/MODELS.md):
// the roles of the events the pipeline writes, their options labelled by
// the article scorer's rule, learnt by a conditional logit; the margin by
// which the model must prefer an option to the written one is chosen by
// cross-validation over the articles. The command codes and labels; this
// file trains, as package reality does for the event filter.

// ChooserTrainOptions are the settings the shipped chooser was trained
// with.
var ChooserTrainOptions = logreg.Options{Epochs: 1000, Rate: 0.5, L2: 0.01, MinCount: 8}

// LabelledChoice is one role of one event, its options labelled, with its
// article's index for the folds.
type LabelledChoice struct {
	Article int
	Role    string
	Options []PartyOption
	Right   []bool // Right[k]: option k is the gold party
	// Scored: a role of an event the pipeline writes and the scorer
	// matches, which the chooser rechooses and the article figures
	// count; the others (the candidates' options) are for training only.
	Scored bool
}

// LabelChoice labels each option of pc by right, the scorer's rule for
// the gold party of pc's role.
func LabelChoice(article int, pc PartyChoice, right func(*doc.Party) bool, scored bool) LabelledChoice {
	lc := LabelledChoice{Article: article, Role: pc.Role, Options: pc.Options, Scored: scored}
	for _, o := range pc.Options {
		lc.Right = append(lc.Right, right(o.Party))
	}
	return lc
}

// TrainChooser returns the conditional logit learnt from choices; its
// Threshold, the margin, is the caller's to set.
func TrainChooser(choices []LabelledChoice, opt logreg.Options) *logreg.Model {
	return logreg.TrainChoice(choiceGroups(choices, nil, -1), opt)
}

// choiceGroups returns the labelled choices as groups of options: those
// of all but fold f (fold[c] is choice c's), or of all when f < 0.
func choiceGroups(choices []LabelledChoice, fold []int, f int) []logreg.Group {
	var gs []logreg.Group
	for c, ch := range choices {
		if f < 0 || fold[c] != f {
			gs = append(gs, logreg.Group{Options: ch.features(), Right: ch.Right})
		}
	}
	return gs
}

// features returns each option's features.
func (c *LabelledChoice) features() [][]string {
	fs := make([][]string, len(c.Options))
	for k, o := range c.Options {
		fs[k] = o.Features
	}
	return fs
}

// CrossValidateChoices returns each option's probability under a model
// trained on the other folds (fold[c] is choice c's, in [0, folds)): the
// choices the chooser makes on articles it has not seen, from which the
// margin is chosen.
func CrossValidateChoices(choices []LabelledChoice, fold []int, folds int, opt logreg.Options) [][]float64 {
	probs := make([][]float64, len(choices))
	for f := range folds {
		m := logreg.TrainChoice(choiceGroups(choices, fold, f), opt)
		for c := range choices {
			if fold[c] == f {
				probs[c] = m.Choose(choices[c].features())
			}
		}
	}
	return probs
}

// ChoiceTally counts labelled choices by role: all of them, the Scored
// ones, and the scored ones with a right option.
type ChoiceTally struct {
	All, Scored, Reachable map[string]int
}

// TallyChoices counts choices by role.
func TallyChoices(choices []LabelledChoice) ChoiceTally {
	n := ChoiceTally{All: map[string]int{}, Scored: map[string]int{}, Reachable: map[string]int{}}
	for _, ch := range choices {
		n.All[ch.Role]++
		if ch.Scored {
			n.Scored[ch.Role]++
			if slices.Contains(ch.Right, true) {
				n.Reachable[ch.Role]++
			}
		}
	}
	return n
}

// MarginPoint is how a margin does in cross-validation: the roles that
// come out right, of all and of the Scored ones, by role.
type MarginPoint struct {
	Margin             float64
	Right, RightScored map[string]int
}

// ChooseMargin returns the margin by which the chooser must prefer an
// option to the written one for the most scored roles to come out right
// under probs (each option's cross-validated probability): the largest,
// in steps of 0.05 from 1 down, within half a percent of the scored roles
// of the most right, since a margin that only one or two roles favour
// over a larger one is noise of the folds and the larger overrides less.
// It returns each margin's point too, from 1 down.
func ChooseMargin(choices []LabelledChoice, probs [][]float64) (float64, []MarginPoint) {
	var curve []MarginPoint
	var right []int // scored roles right, of either role, at each point
	for step := 20; step >= 0; step-- {
		pt := MarginPoint{Margin: float64(step) / 20, Right: map[string]int{}, RightScored: map[string]int{}}
		n := 0
		for c, ch := range choices {
			if ch.Right[decideChoice(probs[c], ch.Options, pt.Margin)] {
				pt.Right[ch.Role]++
				if ch.Scored {
					pt.RightScored[ch.Role]++
					n++
				}
			}
		}
		curve, right = append(curve, pt), append(right, n)
	}
	scored := 0
	for _, n := range TallyChoices(choices).Scored {
		scored += n
	}
	best := slices.Max(right)
	for k, pt := range curve {
		if right[k] >= best-scored/200 {
			return pt.Margin, curve
		}
	}
	return 1, curve
}

// decideChoice returns the option the chooser writes at margin: the one
// ChooseBy picks, else the written one.
func decideChoice(prob []float64, opts []PartyOption, margin float64) int {
	if k := ChooseBy(prob, opts, margin); k >= 0 {
		return k
	}
	for k, o := range opts {
		if o.Rule {
			return k
		}
	}
	return 0
}
