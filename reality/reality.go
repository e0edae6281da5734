// Package reality decides whether an event the event stage coded tells a
// real, specific incident or dealing, as an analyst codes events, and drops
// those that do not: a trigger word in another sense ("US-backed", "the
// threat"), an aggregate or habitual statement ("thousands have been killed
// since 2015"), a plan, forecast or condition, a quoted question. A
// logistic regression trained on the article gold (docs/MODELS.md) weighs
// the trigger's word, part of speech and relation, the modal, negation and
// conditional markers above it, its sentence's quote and aggregate
// markers, and what the event holds (parties, counts, date, place).
package reality

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"

	"sitrep/doc"
	"sitrep/internal/logreg"
	"sitrep/internal/polarity"
)

//go:embed model/eventfilter.tsv
var shipped []byte

// Filter is the pipeline stage that drops coded events the model takes
// for no real event. It is read-only after New and safe for concurrent
// use.
type Filter struct {
	m *Model
}

// New returns a Filter with the shipped model. It fails if the shipped
// model or word list (lexicon/words.txt, or the polarity words) is
// malformed.
func New() (*Filter, error) {
	if err := errors.Join(lexErr, polarity.Err); err != nil {
		return nil, err
	}
	m, err := logreg.Read(bytes.NewReader(shipped))
	if err != nil {
		return nil, fmt.Errorf("event filter model: %w", err)
	}
	return &Filter{m: m}, nil
}

// NewWith returns a Filter with model m.
func NewWith(m *Model) *Filter { return &Filter{m: m} }

// Annotate flags as hypothetical the events told under a condition or as
// a forecast (and those the event stage flagged future, but for speech
// acts: a threat or promise is made now), and removes from st.Events every other event that the hand
// rules take for a word in another sense or a habit or aggregate, or whose
// trigger the model scores under its threshold. Events flagged negated or
// hypothetical are kept as they are: they are already marked as no real
// event.
func (f *Filter) Annotate(st *doc.Story) error {
	if len(st.Events) == 0 {
		return nil
	}
	p := newParse(st)
	triggers := p.triggers()
	keep := make([]bool, len(st.Events))
	for k := range st.Events {
		e := &st.Events[k]
		i := p.token(e.Trigger)
		switch p.rule(e, i, triggers) {
		case asIs:
			keep[k] = true
		case hypothetical:
			e.Aux.Hypothetical = true
			keep[k] = true
		case negated:
			e.Aux.Negated = true
			keep[k] = true
		case undecided:
			// A statement between parties told as its sentence's news,
			// or an attack whose responsibility is claimed or denied, is
			// kept whatever the model says; the model is still trained
			// on such events, so that its threshold is chosen over all
			// it decides.
			keep[k] = p.statement(e, i) || p.pastRelative(i) || p.attempted(e, i) || p.claimedAct(e, i) || f.m.Prob(p.features(e, i)) >= f.m.Threshold
		}
	}
	kept := st.Events[:0]
	for k, e := range st.Events {
		if keep[k] {
			kept = append(kept, e)
		}
	}
	clear(st.Events[len(kept):])
	st.Events = kept
	return nil
}

// Features returns the features of each of st's events that the model
// decides on, nil for the others: an event whose trigger is no token of
// the story, one flagged negated or hypothetical (by the event stage or by
// the hand rules), or one the hand rules drop. The trainer labels them.
func Features(st *doc.Story) [][]string {
	p := newParse(st)
	triggers := p.triggers()
	out := make([][]string, len(st.Events))
	for k := range st.Events {
		e := &st.Events[k]
		if i := p.token(e.Trigger); p.rule(e, i, triggers) == undecided {
			out[k] = p.features(e, i)
		}
	}
	return out
}

// ruling is what the hand rules decide for an event.
type ruling int

const (
	undecided    ruling = iota // left to the model
	asIs                       // kept as it is: flagged already, or no trigger token
	hypothetical               // kept and flagged hypothetical
	negated                    // kept and flagged negated
	dropped                    // not a real event
)

// rule applies the hand rules to event e, whose trigger is token i (-1
// for none); triggers holds the story's trigger tokens.
func (p *parse) rule(e *doc.Event, i int, triggers map[int]bool) ruling {
	switch {
	case i < 0:
		return asIs
	case p.otherSense(e, i) || p.heldWeapon(i) || p.speechFrame(e, i) || p.advisory(e, i) || p.standing(e, i) || p.standingStance(e, i) ||
		p.commentRequest(e, i) || p.noComment(e, i) || p.wordSense(e, i) || p.oneSidedMeeting(e, i) || p.gathering(e, i) || p.aidTalk(e, i) ||
		p.heldAlignment(e, i) || p.linkList(i) || p.fightingSide(e, i) || p.pastWarning(e, i) || p.restrictionInForce(e, i) || p.forcesPresent(e, i) || p.inCustody(e, i):
		// A word in a sense that tells no event tells none negated or
		// hypothetical either: "asked not to be named".
		return dropped
	case e.Aux.Negated || e.Aux.Hypothetical:
		return asIs
	case p.notHeld(e, i) || p.passiveDenial(e, i) || p.unperformed(i):
		return negated
	case p.conditional(e, i) || p.prospect(i) || e.Aux.Future && !speechAct[e.Type.Plover] || p.futureAct(e, i) || p.announcedProtest(e, i) ||
		p.obligation(e, i) || p.offered(e, i) || p.plannedMeeting(e, i) || p.unvoicedDemand(e, i) || p.universalDemand(e, i) || p.scheduled(i):
		return hypothetical
	case p.generic(i) || p.partOf(e, i, triggers) || p.describes(i) || p.record(e, i) || p.pluralOverTime(i) || p.trend(i) || p.protestDemand(e, i) || p.protestWave(e, i) ||
		p.reputation(e, i) || p.streetCommand(e, i) || p.keptUp(i) || p.presentBlame(i):
		return dropped
	}
	return undecided
}

// triggers returns the tokens of every trigger of the story's events,
// retellings merged into them included.
func (p *parse) triggers() map[int]bool {
	out := map[int]bool{}
	for _, e := range p.st.Events {
		for _, sp := range append([]doc.Span{e.Trigger}, e.Mentions...) {
			if i := p.token(sp); i >= 0 {
				out[i] = true
			}
		}
	}
	return out
}
