package plover

import (
	"sort"
	"strconv"
	"strings"

	"sitrep/actor"
	"sitrep/doc"
)

// Classes of a wrong target country, by the stage that went wrong. The
// event stage finds the event and chooses its target phrase; the actor
// stage codes the phrases of the sentence with countries.
const (
	// ErrNoEvent: no event was found in the sentence.
	ErrNoEvent = "no_event"
	// ErrNoTarget: the event was found with no target.
	ErrNoTarget = "no_target"
	// ErrOtherPhrase: the target is a phrase other than any gold
	// target's, while the actor stage coded a gold target's phrase with
	// the gold country elsewhere in the sentence: the event stage chose
	// the wrong phrase.
	ErrOtherPhrase = "other_phrase"
	// ErrOtherPhraseUncoded: the target is another phrase, and no phrase
	// of a gold target was coded with its country either.
	ErrOtherPhraseUncoded = "other_phrase_gold_uncoded"
	// ErrOtherMention: the target phrase holds a gold target's words,
	// which the actor stage coded with the gold country, but the party
	// took its country from another mention in the phrase ("US mediation
	// in the talks with the Palestinians", "its war with Iraq").
	ErrOtherMention = "right_phrase_other_mention"
	// ErrMiscoded: the target is a gold target's phrase, and no mention
	// of the gold target's words has the gold country: the actor stage
	// coded it with another country or none.
	ErrMiscoded = "right_phrase_wrong_country"
)

// targetError returns the class of a wrong target country: e is the
// scored event (nil if none), golds the gold targets.
func targetError(st *doc.Story, e *doc.Event, golds []Actor, c *actor.Coder) string {
	switch {
	case e == nil:
		return ErrNoEvent
	case e.Target == nil:
		return ErrNoTarget
	}
	got := strings.ToLower(e.Target.Text)
	for _, g := range golds {
		if w := strings.ToLower(strings.TrimSpace(g.ActorText)); w != "" && (strings.Contains(got, w) || strings.Contains(w, got)) {
			if goldCoded(st, golds, c) {
				return ErrOtherMention
			}
			return ErrMiscoded
		}
	}
	if goldCoded(st, golds, c) {
		return ErrOtherPhrase
	}
	return ErrOtherPhraseUncoded
}

// goldCoded reports whether a mention of the sentence lying inside a gold
// target's words, or holding them, is coded with that target's country.
func goldCoded(st *doc.Story, golds []Actor, c *actor.Coder) bool {
	for _, g := range golds {
		w := strings.ToLower(strings.TrimSpace(g.ActorText))
		if w == "" {
			continue
		}
		want := goldCode(g.Code)
		for _, m := range st.Mentions {
			t := strings.ToLower(st.Slice(m.Span))
			if (strings.Contains(w, t) || strings.Contains(t, w)) && ActorCode(c, m.Actor.Country, string(m.Actor.Sector), m.Actor.Org) == want {
				return true
			}
		}
	}
	return false
}

// goldCode maps a CAMEO-era gold country code onto the ISO one.
func goldCode(g string) string {
	if f, ok := ploverCodeFix[g]; ok {
		return f
	}
	return g
}

// Half returns the half of the gold records an id falls in: "tune" for
// an odd record number (PLOVER-GSR01-AGREE-0001), "check" for an even
// one, so both halves hold every category. Study tune; check rules on
// check.
func Half(id string) string {
	n, err := strconv.Atoi(id[strings.LastIndex(id, "-")+1:])
	if err == nil && n%2 == 1 {
		return "tune"
	}
	return "check"
}

// sortedCounts writes counts as "name n, ..." with the largest first.
func sortedCounts(counts map[string]int) string {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if counts[keys[i]] != counts[keys[j]] {
			return counts[keys[i]] > counts[keys[j]]
		}
		return keys[i] < keys[j]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + " " + strconv.Itoa(counts[k])
	}
	return strings.Join(parts, ", ")
}
