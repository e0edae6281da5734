package event

import (
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"sitrep/doc"
	"sitrep/internal/logreg"
)

// The party chooser revisits the parties of each written event after
// merging and the event filter, so what it changes moves no merge and no
// filter decision: only the parties of the events already written. It
// chooses among the options the event stage left each event the listing
// of (keepPartyOptions): it keeps the written party unless its model
// (`sitrep train parties`, docs/MODELS.md) prefers another option by more
// than the model's margin, and revisits only the roles its model has
// weights for (the shipped one: the actor).

//go:embed model/partychooser.tsv
var chooserModel string

// PartyChooser is the stage that rechooses the written events' parties.
// It is read-only after NewPartyChooser and safe for concurrent use.
type PartyChooser struct {
	m     *logreg.Model
	roles []string // the roles m has weights for
}

// NewPartyChooser returns the stage with the embedded model.
func NewPartyChooser() (*PartyChooser, error) {
	m, err := logreg.Read(strings.NewReader(chooserModel))
	if err != nil {
		return nil, fmt.Errorf("party chooser model: %w", err)
	}
	return newPartyChooser(m), nil
}

// Roles returns the roles p rechooses: those whose options the event
// stage must keep for it (NewKeeping).
func (p *PartyChooser) Roles() []string { return slices.Clone(p.roles) }

// newPartyChooser returns the stage with model m, which rechooses the
// roles m has weights for.
func newPartyChooser(m *logreg.Model) *PartyChooser {
	var roles []string
	for _, role := range []string{RoleActor, RoleTarget} {
		for f := range m.Weights {
			if strings.HasPrefix(f, role+":") {
				roles = append(roles, role)
				break
			}
		}
	}
	return &PartyChooser{m: m, roles: roles}
}

// Annotate rechooses the parties of st.Events among their options, listed
// now, for the events the filter kept, by the listing the event stage
// left on each; then drops the listing: it holds the event stage's tree
// of the story, and held on every event of a long run it would weigh more
// than the records.
func (p *PartyChooser) Annotate(st *doc.Story) error {
	for i := range st.Events {
		e := &st.Events[i]
		if e.PartyOptions != nil {
			for _, ro := range e.PartyOptions() {
				if slices.Contains(p.roles, ro.Role) {
					p.choose(e, ro)
				}
			}
			e.PartyOptions = nil
		}
		// The event stage drops a self-target it finds (ruleParties); a
		// rechosen phrase, or a merge of two tellings, can make one anew.
		dropSelfTarget(e)
		dropPronounActor(st, e)
		dropPronounTarget(st, e)
		armState(st, e)
	}
	return nil
}

// dropSelfTarget empties e's target when it names the actor's own words
// (samePartyWords).
func dropSelfTarget(e *doc.Event) {
	if e.Actor != nil && e.Target != nil && samePartyWords(e.Actor.Text, e.Target.Text) {
		e.Target = nil
	}
}

// dropPronounActor empties e's actor when it is a bare pronoun ("he",
// "its", "those") with no coding: the event stage writes a linked
// pronoun's antecedent, so this one the coreference step could tie to no
// one, and a record naming "he" tells an analyst nothing. It is dropped
// here, once merging and the filter have run: there the pronoun still
// tells a retelling by the same doer ("he ... his resignation") and a
// filled role, and emptying it in the event stage changed which events
// were kept and merged.
func dropPronounActor(st *doc.Story, e *doc.Event) {
	if e.Actor != nil && e.Actor.Actor == (doc.Actor{}) && barePronounAt(st, e.Actor.Span) {
		e.Actor = nil
	}
}

// dropPronounTarget empties e's target when it is a bare first-person
// pronoun with no coding ("told us to", "assured us", "me"), as
// dropPronounActor does the actor: the speaker's own side, which the
// coreference step tied to no one, names no party, and on the training
// articles no such target was right. A "he" or "him" stays: it still says
// a person was arrested or asked.
func dropPronounTarget(st *doc.Story, e *doc.Event) {
	if e.Target == nil || e.Target.Actor != (doc.Actor{}) || !barePronounAt(st, e.Target.Span) {
		return
	}
	if k := firstTokenFrom(st.Tokens, e.Target.Span.Start); firstPersonLemma(st.Tokens[k].LowerLemma()) {
		e.Target = nil
	}
}

// barePronounAt reports whether the phrase at sp is one word the tagger
// read as a pronoun ("he", "its", "those", "whose", "someone"): the tag
// says what a pronoun is, so no word list here repeats it. The cost: in
// lower-cased copy the tagger takes a few names it does not know for
// pronouns ("ncp" tagged PRP); with no coding, they are dropped too.
func barePronounAt(st *doc.Story, sp doc.Span) bool {
	k := firstTokenFrom(st.Tokens, sp.Start)
	return k < len(st.Tokens) && st.Tokens[k].Span == sp && st.Tokens[k].UPOS == "PRON"
}

// samePartyWords reports whether an actor's and a target's texts are the
// same words, an article aside ("Turkey" fighting "Turkey", a deal of
// "Islamic State fighters" with "Islamic State fighters"): no party acts
// on itself in the event kinds coded, and where a role was filled twice
// the actor, found first by the subject rules, was the right one on the
// training articles, the target a second reading of the same mention.
func samePartyWords(actor, target string) bool {
	return strings.EqualFold(partyWords(actor), partyWords(target))
}

// partyWords returns a party's text without a leading article, so "the
// army" and "army" read as one phrase.
func partyWords(s string) string {
	s = strings.TrimSpace(s)
	for _, det := range []string{"the ", "The ", "a ", "A ", "an ", "An "} {
		if rest, ok := strings.CutPrefix(s, det); ok {
			return strings.TrimSpace(rest)
		}
	}
	return s
}

// choose writes the option of ro the model prefers, if any, as e's party
// of ro's role. The options were found before the filter: if e's party is
// no longer the one marked written, they tell of another record and e is
// left as it is; and which option is the other role's is read from e as
// it is now, the other role perhaps rechosen.
func (p *PartyChooser) choose(e *doc.Event, ro doc.RoleOptions) {
	old, other := &e.Actor, e.Target
	if ro.Role == RoleTarget {
		old, other = &e.Target, e.Actor
	}
	opts := slices.Clone(ro.Options)
	for k := range opts {
		o := &opts[k]
		if o.Rule && !samePartyOption(o.Party, *old) {
			return
		}
		o.OtherRole = o.Party != nil && other != nil && o.Party.Span == other.Span
	}
	k := Choose(p.m, opts)
	if k < 0 {
		return
	}
	party := opts[k].Party
	if party != nil {
		cp := *party
		party = &cp
	}
	// Confidence counts a filled role (confidence in event.go): filling
	// one raises it as the event stage would have. The ACLED sub-event
	// type, refined from the written actor, stays: the chooser trades
	// phrases, it does not recode the event.
	if *old == nil && party != nil {
		e.Confidence = float64(int((e.Confidence+0.15)*100+0.5)) / 100
	}
	*old = party
}

// Choose returns the option model m prefers to the written one (the
// option marked Rule) by more than its margin (m.Threshold), within the
// limits of ChooseBy, or -1 to keep the written one.
func Choose(m *logreg.Model, opts []PartyOption) int {
	fs := make([][]string, len(opts))
	for k := range opts {
		fs[k] = opts[k].Features
	}
	return ChooseBy(m.Choose(fs), opts, m.Threshold)
}

// ChooseBy is Choose given each option's probability. It fills an empty
// role and trades a written phrase for another, but never empties one
// (in cross-validation that was more often wrong than right) unless it
// is an actor that names a thing rather than a doer (Thing, thingActor:
// "the speed of the assault retook the town"), and never trades a
// phrase for one that tells of the event rather than does it
// (Teller: "the ministry accused the rebels of shelling the town" is the
// rebels' shelling, whatever the subject's weight); never makes a party
// that denies the act its doer, even for an empty actor (deniesAct); nor
// gives one phrase both roles, nor gives it a phrase of an act folded
// into the event or of another event's trigger (Folded): a model that
// learnt from the gold that an agent is often the actor must not take
// the arrest's agent for the protesters.
func ChooseBy(prob []float64, opts []PartyOption, margin float64) int {
	rule, best := -1, -1
	for k := range opts {
		if opts[k].Rule {
			rule = k
		}
		if best < 0 || prob[k] > prob[best] {
			best = k
		}
	}
	if rule < 0 || best == rule || prob[best]-prob[rule] <= margin {
		return -1
	}
	if written := opts[rule].Party; written != nil && (opts[best].Party == nil && !opts[rule].Thing || opts[best].Teller) || opts[best].OtherRole || opts[best].Folded || deniesAct(opts[best]) {
		return -1
	}
	return best
}

// EventChoices returns, for each event of st.Events (as the event stage
// wrote it and the filter kept it), the options of its actor and of its
// target the event stage kept on it. st is not changed.
func EventChoices(st *doc.Story) []PartyChoice {
	var out []PartyChoice
	for i := range st.Events {
		e := &st.Events[i]
		if e.PartyOptions == nil {
			continue
		}
		sent, _ := st.SentenceHolding(e.Trigger)
		for _, ro := range e.PartyOptions() {
			out = append(out, PartyChoice{Event: i, Trigger: e.Trigger, Sentence: sent, Plover: e.Type.Plover, Role: ro.Role, Options: ro.Options})
		}
	}
	return out
}

// keepPartyOptions gives each of the events the listing of the options
// of the roles c keeps: those of every retelling merged into it (its own
// trigger's first), and the written party, marked Rule, which may have
// come from a retelling or from the deed a condemnation names. cands are
// the candidates merged, their parties as the party steps of fill left
// them (no later step changes them, nor their claims or folded acts); all
// is every candidate found, before absorbing, whose parties the
// folded-act guard reads (foldedHead), written or not. The listing runs
// when called, after the filter, on what the stage leaves: t, the
// candidates and a copy of the event's parties as written here.
func (c *Coder) keepPartyOptions(t *tree, cands, all []*candidate, events []doc.Event) {
	if len(c.partyRoles) == 0 || len(events) == 0 {
		return
	}
	byTrig := map[doc.Span]*candidate{}
	for _, cd := range cands {
		byTrig[t.st.Tokens[cd.trig].Span] = cd
	}
	prot := sync.OnceValue(func() doc.Actor { return protagonist(t.st) })
	// The listings share t's caches, which are not safe for concurrent
	// use: one story's listings run one at a time, whoever calls them.
	var mu sync.Mutex
	for i := range events {
		e := &events[i]
		var told []*candidate
		for _, sp := range append([]doc.Span{e.Trigger}, e.Mentions...) {
			if cd := byTrig[sp]; cd != nil && !slices.Contains(told, cd) {
				told = append(told, cd)
			}
		}
		if len(told) == 0 {
			continue
		}
		actor, target := partyCopy(e.Actor), partyCopy(e.Target)
		e.PartyOptions = func() []doc.RoleOptions {
			mu.Lock()
			defer mu.Unlock()
			fl := new(featureList)
			out := make([]doc.RoleOptions, 0, len(c.partyRoles))
			for _, role := range c.partyRoles {
				written, other := actor, target
				if role == RoleTarget {
					written, other = target, actor
				}
				out = append(out, doc.RoleOptions{Role: role, Options: c.eventOptions(fl, t, told, all, role, written, other, prot())})
			}
			return out
		}
	}
}

// partyCopy returns a copy of p, nil for nil: the listing must read the
// parties as the event stage wrote them, whatever a later stage changes.
func partyCopy(p *doc.Party) *doc.Party {
	if p == nil {
		return nil
	}
	cp := *p
	return &cp
}

// eventOptions gathers the options of one role of an event told by the
// candidates told (its own first), marking the written party's and the
// other role's and those of a folded act or another event (Folded);
// all is every candidate found, before absorbing. fl, empty, builds the
// features, and is left empty.
func (c *Coder) eventOptions(fl *featureList, t *tree, told, all []*candidate, role string, written, other *doc.Party, prot doc.Actor) []PartyOption {
	var out []PartyOption
	seen := map[int]bool{}
	seenSpan := map[doc.Span]bool{} // a pronoun and its name are one party
	found := false
	for n, cd := range told {
		for _, o := range c.partyOptions(fl, t, cd, role, seen) {
			if seen[o.head] {
				continue
			}
			seen[o.head] = true
			po := PartyOption{Features: o.feats}
			if o.head >= 0 {
				if seenSpan[o.party.Span] {
					continue
				}
				seenSpan[o.party.Span] = true
				p := o.party
				po.Party = &p
			}
			if n > 0 {
				fl.add(role, "retold")
				fl.add(role, "retold|rule=", strconv.FormatBool(o.rule))
			}
			if po.Party != nil && prot != (doc.Actor{}) && po.Party.Actor == prot {
				fl.add(role, "protagonist")
				fl.add(role, "protagonist|", cd.tr.Plover)
			}
			if samePartyOption(po.Party, written) && !found {
				found = true
				po.Rule = true
				fl.add(role, "written")
				fl.add(role, "written|rule=", strconv.FormatBool(o.rule))
				po.Thing = role == RoleActor && o.head >= 0 && thingActor(t, o.head, o.party)
			}
			writtenFeatures(fl, t, cd, role, o, po.Rule, written == nil)
			po.OtherRole = po.Party != nil && other != nil && po.Party.Span == other.Span
			if o.head >= 0 {
				ref := t.referent(o.head)
				po.Folded = c.foldedHead(t, told, all, o.head) || ref != o.head && c.foldedHead(t, told, all, ref)
			}
			po.Teller = sayerFeatures(fl, t, cd, role, o.head, po.Party) > 0
			po.Features = fl.takeOnto(po.Features)
			out = append(out, po)
		}
	}
	if !found {
		// The written party is none of the options (merging or a
		// condemnation's deed gave it): it stays an option as written.
		fs := []string{role + ":written", role + ":written|other"}
		po := PartyOption{Rule: true, Features: fs}
		if written != nil {
			p := *written // a copy: the option must not change with the record
			po.Party = &p
		}
		out = append(out, po)
	}
	return out
}

// writtenFeatures tie an option to what was written, so that the model
// learns when to leave the written party and for what: the written
// phrase's kind and relation to the trigger, and of an option the path
// and kind, apart for filling an empty role and for swapping a phrase.
// It adds them to fl.
func writtenFeatures(fl *featureList, t *tree, cd *candidate, role string, o option, written, writtenNone bool) {
	cat := cd.tr.Plover
	if o.head < 0 {
		if written {
			fl.add(role, "written|none|", cat)
			fl.add(role, "written|none|trig=", doc.BaseRel(t.st.Tokens[cd.trig].Rel))
		}
		return
	}
	kind, path := o.kind, o.path
	if written {
		fl.add(role, "written|kind=", kind)
		fl.add(role, "written|path=", path)
		fl.add(role, "written|kind=", kind, "|", cat)
		return
	}
	mode := "swap"
	if writtenNone {
		mode = "fill"
	}
	fl.add(role, mode, "|kind=", kind)
	fl.add(role, mode, "|path=", path)
	fl.add(role, mode, "|path=", path, "|", cat)
}

// sayerFeatures mark an option that tells of the event rather than does
// it: a claimant of one of its claims, or the actor of an event whose
// trigger governs this one ("the ministry accused the rebels of shelling
// the town", "police announced the arrest of two men by a special
// unit"); and one a claim names as the perpetrator. It adds them to fl
// and returns how many it added.
func sayerFeatures(fl *featureList, t *tree, cd *candidate, role string, k int, p *doc.Party) int {
	if k < 0 || p == nil {
		return 0
	}
	before := len(fl.ends)
	for _, cl := range cd.claims {
		if cl.Claimant.Span.Overlaps(p.Span) {
			fl.add(role, "claimant")
			fl.add(role, claimantFeature, cl.Kind)
		}
		if pp := cl.Says.Perpetrator; pp != nil && pp.Span.Overlaps(p.Span) {
			fl.add(role, "perpetrator")
		}
	}
	for n, v := 0, t.st.Tokens[cd.trig].Head; n < 3 && v >= 0; n, v = n+1, t.st.Tokens[v].Head {
		if gov := cd.peers[v]; gov != nil && gov.actor == k {
			fl.add(role, "govactor")
			fl.add(role, "govactor|", gov.tr.Plover)
			break
		}
	}
	return len(fl.ends) - before
}

// samePartyOption reports whether an option's party is the written one:
// both none, or the same words.
func samePartyOption(a, b *doc.Party) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Span == b.Span
}

// protagonist returns the coded actor the story's mentions name most, at
// least three times (places aside), or none.
func protagonist(st *doc.Story) doc.Actor {
	n := map[doc.Actor]int{}
	var best doc.Actor
	for k := range st.Mentions {
		m := &st.Mentions[k]
		if m.Actor == (doc.Actor{}) || m.Label == doc.LabelLOC {
			continue
		}
		a := m.Actor
		a.Anonymous = false
		n[a]++
		if n[a] > n[best] || n[a] == n[best] && best == (doc.Actor{}) {
			best = a
		}
	}
	if n[best] < 3 {
		return doc.Actor{}
	}
	return best
}

// thingActor reports whether the actor phrase headed by k, written as p,
// names a thing rather than a doer: a common noun the actor stage coded
// as no one that is no noun of people, of a crowd or of an armed force
// ("the speed of the assault", "military means", "their prime aim",
// which the rules took for a subject). Names and pronouns are left out:
// the actor stage does not know every person's name, and a bare pronoun
// is dropped after the chooser (dropPronounActor).
func thingActor(t *tree, k int, p doc.Party) bool {
	if p.Actor != (doc.Actor{}) || t.st.Tokens[k].UPOS != "NOUN" || t.armedWord(k) {
		return false
	}
	l := t.lemma(k)
	return !peopleNouns[l] && !personRoles[l] && !vocab.pluralHeads[l] &&
		!hasAny(l, vocab.crowdGroups) && !hasAny(l, vocab.crowd) && !hasAny(l, vocab.collective) && !hasAny(l, vocab.armedGroups)
}
