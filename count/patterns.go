package count

import (
	"slices"
	"sort"
	"strings"

	"sitrep/doc"
)

// find runs the patterns over every sentence of st. It also returns what a
// "fatalities split between N events" statement says: the divisor N and
// the figure for this event, when given.
func (c *Counter) find(st *doc.Story) (fs []found, div, per int) {
	sc := c.buf.Get().(*scratch)
	defer c.buf.Put(sc)
	sc.out = sc.out[:0]
	sc.divisor, sc.perEvent = 0, 0
	sc.conj, sc.lastConj = 0, 0
	for si := range st.Sentences {
		sc.words = sentenceWords(st, si, sc.words)
		c.sentence(st, si, sc)
	}
	if len(sc.out) > 0 {
		fs = append([]found(nil), sc.out...)
	}
	return fs, sc.divisor, sc.perEvent
}

// triggerAt returns the longest casualty phrase starting at ws[i].
func (lx *lexicon) triggerAt(ws []word, i int) (*trigger, int) {
	ts := lx.triggers[ws[i].lower]
	if ts == nil {
		// Misspelt "killed"/"killing": "kiled", "killled", "killling".
		if k := misspeltKill(ws[i].lower); k != "" {
			ts = lx.triggers[k]
		}
	}
	for _, t := range ts {
		if i+len(t.words) > len(ws) {
			continue
		}
		ok := true
		for j := 1; j < len(t.words); j++ {
			if ws[i+j].lower != t.words[j] {
				ok = false
				break
			}
		}
		if ok {
			return t, len(t.words)
		}
	}
	// "fatally assaulted", "fatally beaten": any past participle.
	if ws[i].lower == "fatally" && i+1 < len(ws) && (strings.HasSuffix(ws[i+1].lower, "ed") || strings.HasSuffix(ws[i+1].lower, "en")) {
		return fatally, 2
	}
	// "chopped to death", "clobbered to death": any past participle.
	if w := ws[i].lower; len(w) >= 4 && strings.HasSuffix(w, "ed") && i+2 < len(ws) && ws[i+1].lower == "to" && ws[i+2].lower == "death" {
		return toDeath, 3
	}
	return nil, 0
}

// misspeltKill maps "kil+ed" and "kil+ing" to "killed" and "killing".
func misspeltKill(w string) string {
	if len(w) < 5 || len(w) > 10 || !strings.HasPrefix(w, "kil") {
		return ""
	}
	r := strings.TrimLeft(w[3:], "l")
	switch r {
	case "ed":
		return "killed"
	case "ing":
		return "killing"
	}
	return ""
}

// shotDeadTrigger stands for "shot" when "dead" follows its object.
var shotDeadTrigger = &trigger{words: []string{"shot"}, kind: doc.Killed, roles: "A"}

// shotDead reports whether "dead" closes the object of "shot" at ws[i]
// within eight words: "shot him dead", "shot Yadav, a contractor, dead".
func shotDead(lx *lexicon, ws []word, i int) bool {
	for j := i + 2; j < len(ws) && j <= i+9; j++ {
		w := ws[j].lower
		if w == "dead" {
			return true
		}
		if w != "," && (lx.breakers[w] || lx.aux[w] || w == "." || lx.triggers[w] != nil) {
			return false
		}
	}
	return false
}

// blewUpTrigger stands for "blew" in "blew himself up".
var blewUpTrigger = &trigger{words: []string{"blew"}, kind: doc.Killed, roles: "A"}

// blewUp reports whether ws[i] is a verb of exploding with a reflexive
// object: "blew himself up", "blowing themselves up", "detonated herself".
func blewUp(ws []word, i int) bool {
	if i+1 >= len(ws) {
		return false
	}
	switch ws[i+1].lower {
	case "himself", "herself", "themselves":
	default:
		return false
	}
	switch ws[i].lower {
	case "blew", "blow", "blows", "blowing", "blown":
		return i+2 < len(ws) && ws[i+2].lower == "up"
	case "detonated", "detonates", "detonating", "exploded", "explodes", "exploding":
		return true
	}
	return false
}

// fatally is the trigger for any "fatally <verb>ed".
var fatally = &trigger{words: []string{"fatally", "ed"}, kind: doc.Killed, roles: "PA"}

// leftTriggers stand for "left" when its object is left dead or hurt.
var leftTriggers = map[string]*trigger{
	"dead":    {words: []string{"left"}, kind: doc.Killed, roles: "A"},
	"injured": {words: []string{"left"}, kind: doc.Injured, roles: "A"},
	"wounded": {words: []string{"left"}, kind: doc.Injured, roles: "A"},
	"hurt":    {words: []string{"left"}, kind: doc.Injured, roles: "A"},
}

// leftAs returns the trigger "left" at ws[i] stands for when "dead",
// "injured" or "wounded" closes its object within six words, or nil.
func leftAs(lx *lexicon, ws []word, i int) *trigger {
	for j := i + 2; j < len(ws) && j <= i+7; j++ {
		if t, ok := leftTriggers[ws[j].lower]; ok {
			return t
		}
		if w := ws[j].lower; lx.breakers[w] || lx.aux[w] || w == "." {
			return nil
		}
	}
	return nil
}

// toDeathAfter reports whether "to death" closes the object of the verb
// at ws[i] within eight words: "beat a young man to death".
func toDeathAfter(lx *lexicon, ws []word, i int) bool {
	for j := i + 2; j+1 < len(ws) && j <= i+8; j++ {
		if ws[j].lower == "to" && ws[j+1].lower == "death" {
			return true
		}
		if w := ws[j].lower; lx.breakers[w] || lx.aux[w] || w == "." || lx.triggers[w] != nil {
			return false
		}
	}
	return false
}

// toDeath is the trigger for any "<verb>ed to death".
var toDeath = &trigger{words: []string{"ed", "to", "death"}, kind: doc.Killed, roles: "PA"}

// sentence runs every pattern over sentence si, whose words are in
// sc.words, and appends what it finds to sc.out.
func (c *Counter) sentence(st *doc.Story, si int, sc *scratch) {
	lx := c.lx
	ws := sc.words
	if len(ws) == 0 {
		return
	}
	first := len(sc.out)
	c.numbers(sc)
	if len(sc.nps) == 0 && !hasTollOrCode(ws) && !hasTrigger(lx, ws) {
		return
	}
	emit := c.emitter(sc, si)
	c.stated(st, sc, emit)
	c.unstated(st, sc, first, si, emit)

	lx.markAggregates(ws, sc.out[first:])

	// Counts that no number states come after those that do, so that a
	// casualty word's stated count is the first found for it.
	sort.SliceStable(sc.out[first:], func(a, b int) bool {
		return !sc.out[first+a].implicit && sc.out[first+b].implicit
	})

	// 9. "Fatalities split between 2 events": the story's toll is shared.
	if sc.divisor == 0 {
		sc.divisor, sc.perEvent = splitDivisor(lx, ws, sc)
	}
}

// stated runs the patterns of counts a number states (steps 1 to 6, most
// certain first: a count one pattern takes, no later one reads again).
func (c *Counter) stated(st *doc.Story, sc *scratch, emit emitFunc) {
	ws := sc.words

	// 1. A coder's own figure: "fatalities coded as 0", "coded as 10 fatalities".
	c.codedFigures(sc, emit)

	// 2. Death tolls: "the death toll rose to at least 15", "a toll of 15",
	// "fatalities range from 2 to 4", "deaths rose to 15".
	c.tolls(sc, emit)

	// 3. Subjects and counted nouns: "27 people have been killed", "1
	// killed", "15 fatalities", and counts conjoined with them.
	for k := range sc.nps {
		if !sc.nps[k].used {
			c.subject(sc, k, emit)
		}
	}

	// 4. Objects of active verbs: "killing seven people", "killed a policeman".
	for i := 0; i < len(ws); i++ {
		t, n := c.activeTrigger(ws, i)
		if t == nil || !(t.has('A') || t.has('N')) {
			continue
		}
		c.object(sc, i, n, t, emit)
	}

	// 4b. The wounded of a shooting told by its dead: "shooting three
	// people, killing one" wounded two.
	c.survivors(sc, emit)

	// 5. Participants of gatherings.
	for k := range sc.nps {
		if np := &sc.nps[k]; !np.used && !np.zero {
			c.participants(sc, k, emit)
		}
	}

	// 6. The parse, when there is one, for counts the patterns missed.
	for k := range sc.nps {
		if np := &sc.nps[k]; !np.used && !np.zero {
			c.parsed(st, sc, k, emit)
		}
	}
}

// unstated runs the patterns of counts no number states and of groups
// added to the counts found from sc.out[first:] on (steps 7 to 8b).
func (c *Counter) unstated(st *doc.Story, sc *scratch, first, si int, emit emitFunc) {
	// 7. Subjects told without a number: "Mazid Uddin (45), an activist,
	// was killed", "the governor died", "civilians were wounded", "the
	// wounded"; see implicit.go.
	c.implicitSubjects(st, sc, first, si)

	// 8. Companions in death: "was killed on Thursday alongside an
	// American soldier" adds the soldier to the count of "killed".
	c.alongside(sc, first, emit)

	// 8b. Counts conjoined after the casualty word: "24 civilians died,
	// as well as 25 rebels and 26 Kurdish fighters" adds both groups.
	c.trailing(sc, first, emit)
}

// numbers finds every count in the sentence in sc.words, left to right,
// without overlaps, into sc.nps and sc.at.
func (c *Counter) numbers(sc *scratch) {
	ws := sc.words
	sc.nps = sc.nps[:0]
	if cap(sc.at) < len(ws) {
		sc.at = make([]int, len(ws))
	}
	sc.at = sc.at[:len(ws)]
	for i := range sc.at {
		sc.at[i] = -1
	}
	for i := 0; i < len(ws); {
		if np, ok := c.lx.quantity(ws, i); ok && np.end > i {
			sc.at[i] = len(sc.nps)
			sc.nps = append(sc.nps, np)
			i = np.end
			continue
		}
		i++
	}
}

// emitter returns the emitFunc of sentence si: it marks the count used
// and appends it to sc.out with what Fatalities needs to add it up.
func (c *Counter) emitter(sc *scratch, si int) emitFunc {
	lx := c.lx
	ws := sc.words
	return func(np *numPhrase, kind doc.QuantityKind, trig int, total bool) {
		np.used = true
		last := np.end - 1
		if last > np.start && ws[last].lower == "of" {
			last-- // "hundreds of": the span ends at the count
		}
		q := doc.Quantity{
			Span:      doc.Span{Start: ws[np.start].start, End: ws[last].end},
			Kind:      kind,
			Best:      np.best,
			Low:       np.low,
			High:      np.high,
			Qualifier: np.qual,
			Trigger:   trig,
		}
		if np.zero {
			q.Best, q.Low, q.High = 0, 0, 0
		}
		natural := kind == doc.Killed && lx.illness(ws, wordOf(ws, trig))
		claimed := lx.claimedSingle(ws, np.start, kind, np.single)
		sc.out = append(sc.out, found{Quantity: q, sentence: si, numTok: ws[np.num].first,
			total: total, definite: np.definite, zero: np.zero, conj: sc.conj,
			background: lx.isBackground(ws, np.start, wordOf(ws, trig)) || lx.protestCause(ws, np.start, wordOf(ws, trig)) ||
				otherEvent(ws) || natural || claimed,
			natural:  natural,
			claimed:  claimed,
			additive: additive(ws, np.start, np.end, wordOf(ws, trig))})
	}
}

// codedFigures reads a coder's own figure: "fatalities coded as 0",
// "coded as 10 fatalities", "coded at 3, in addition to 2 known fatalities".
func (c *Counter) codedFigures(sc *scratch, emit emitFunc) {
	ws := sc.words
	for i := 0; i+2 < len(ws); i++ {
		if ws[i].lower != "coded" || ws[i+1].lower != "as" && ws[i+1].lower != "to" && ws[i+1].lower != "at" {
			continue
		}
		k := sc.at[i+2]
		if k < 0 {
			continue
		}
		fat := -1
		for j := max(0, i-6); j < min(len(ws), sc.nps[k].end+2); j++ {
			if strings.Contains(ws[j].lower, "fatalit") || ws[j].lower == "deaths" {
				fat = j
			}
		}
		if fat < 0 {
			continue
		}
		np := &sc.nps[k]
		np.definite = false
		emit(np, doc.Killed, ws[fat].first, false)
		f := &sc.out[len(sc.out)-1]
		f.coded = true
		if np.zero {
			f.zero = false
		}
		// "coded at 3, in addition to 2 known fatalities"
		for j := np.end; j+1 < len(ws) && j < np.end+5; j++ {
			if ws[j].lower == "addition" && ws[j+1].lower == "to" && j+2 < len(ws) {
				if a := sc.at[j+2]; a >= 0 && !sc.nps[a].vague {
					sc.nps[a].used = true
					f.Best += sc.nps[a].best
					f.Low += sc.nps[a].low
					f.High += sc.nps[a].high
				}
				break
			}
		}
	}
}

// tolls reads death tolls: "the death toll rose to at least 15", "a toll
// of 15", "fatalities range from 2 to 4", "deaths rose to 15", and "his
// death" (one person, named before).
func (c *Counter) tolls(sc *scratch, emit emitFunc) {
	lx := c.lx
	ws := sc.words
	for i, w := range ws {
		toll := w.lower == "toll"
		if w.lower == "death" && i > 0 && (ws[i-1].lower == "his" || ws[i-1].lower == "her") {
			// "resulting in his death": one person, named before.
			np := numPhrase{start: i - 1, end: i, num: i - 1, single: true, definite: true}
			np.setBounds(1, "exact")
			emit(&np, doc.Killed, w.first, false)
			continue
		}
		if !toll {
			if t, _ := lx.triggerAt(ws, i); t == nil || !t.has('T') {
				continue
			}
		}
		// "the death toll from Friday's bombing in Mosul has risen to 15"
		reach := 8
		if toll {
			reach = 12
		}
		for j := i + 1; j < len(ws) && j < i+reach; j++ {
			if k := sc.at[j]; k >= 0 {
				if np := &sc.nps[k]; !np.used && !np.single && !np.zero {
					np.definite = false
					lx.tollChange(ws, i, np)
					// The toll's own entry, by its index (emit always
					// appends one): includedToll may append after it.
					at := len(sc.out)
					emit(np, doc.Killed, w.first, true)
					if toll && c.includedToll(sc, np.end, emit) {
						// The incident's part is told: the toll sums more.
						sc.out[at].aggregate, sc.out[at].background = true, true
					}
				}
				break
			}
			x := ws[j].lower
			if toll && lx.breakers[x] && x != "," || !toll && !lx.tollVerbs[x] {
				break
			}
		}
	}
}

// includedToll reads the part of a running toll that an incident's dead
// make up, told after the toll's figure ending at ws[e]: "the toll stands
// at 340, including the 40 people who died in the bombing" emits 40 for
// "died". The part must be told by a death verb set in an incident ("in
// the", "when"), so that a subset of the toll's own dead ("including 12
// children") or a place of death ("who died in hospital") is not read.
// It reports whether it emitted the part.
func (c *Counter) includedToll(sc *scratch, e int, emit emitFunc) bool {
	lx := c.lx
	ws := sc.words
	if e+2 >= len(ws) || ws[e].lower != "," || !lx.tollParts[ws[e+1].lower] {
		return false
	}
	j := e + 2
	if ws[j].lower == "the" {
		j++
	}
	if j >= len(ws) || sc.at[j] < 0 {
		return false
	}
	np := &sc.nps[sc.at[j]]
	if np.used || np.zero {
		return false
	}
	for d := np.end; d < len(ws) && d <= np.end+4; d++ {
		// The death verb must be in the part's own clause ("who
		// died"): punctuation ends that clause.
		if x := ws[d].lower; x == "," || x == ";" || x == ":" || x == "." {
			return false
		}
		t, n := lx.triggerAt(ws, d)
		if t == nil || t.kind != doc.Killed {
			continue
		}
		if a := d + n; a+1 < len(ws) && (ws[a].lower == "in" && determiners[ws[a+1].lower] || ws[a].lower == "when") {
			np.definite = false
			emit(np, doc.Killed, ws[d].first, false)
			return true
		}
		return false
	}
	return false
}

// tollChange reads a toll's "from A to B" as the toll changed to B when a
// word of [toll-rises] stands between the toll word at ws[i] and the
// figure: "the death toll had risen from 40 to 44" is 44 now, where
// "fatalities range from 2 to 4" is a range, read by its lower end. A toll
// revised down ("fell from 40 to 38") reads as no range, its figure
// being A alone, so B is read after it.
func (lx *lexicon) tollChange(ws []word, i int, np *numPhrase) {
	later, ok := np.high, np.qual == "between" && ws[np.start].lower == "from" && np.high > np.best
	if !ok && np.start > 0 && ws[np.start-1].lower == "from" && np.end+1 < len(ws) && ws[np.end].lower == "to" {
		later, _, ok = lx.number(ws, np.end+1)
	}
	if !ok {
		return
	}
	for j := i + 1; j < np.start; j++ {
		if lx.tollRises[ws[j].lower] {
			np.qual = ""
			np.setBounds(later, "exact")
			return
		}
	}
}

// activeTrigger returns the casualty phrase at ws[i] as a verb that may
// take objects, and its length in words: a trigger of the lexicon, or a
// construction that makes a verb one ("shot ... dead", "stabbed ... to
// death", "blew himself up", "left ... dead").
func (c *Counter) activeTrigger(ws []word, i int) (*trigger, int) {
	lx := c.lx
	t, n := lx.triggerAt(ws, i)
	if t == nil && ws[i].lower == "shot" && shotDead(lx, ws, i) {
		// "shot a senior police official, DSP Ali Zaidi, dead"
		t, n = shotDeadTrigger, 1
	}
	if w := ws[i].lower; (t == nil || t.kind == doc.Injured && n == 1) && (strings.HasSuffix(w, "ed") || w == "beat" || w == "shot" || w == "burnt") && toDeathAfter(lx, ws, i) {
		// "stabbed a man to death", "shot two men to death": killed,
		// though "stabbed" alone wounds
		t, n = shotDeadTrigger, 1
	}
	if t == nil && blewUp(ws, i) {
		// "the bomber blew himself up": the bomber is dead.
		t, n = blewUpTrigger, 1
	}
	if t == nil && (ws[i].lower == "left" || ws[i].lower == "leaving" || ws[i].lower == "leaves" || ws[i].lower == "leave") {
		// "left his wife dead", "leaving a policeman injured"
		t, n = leftAs(lx, ws, i), 1
	}
	return t, n
}

// hasTrigger reports whether any casualty word is in ws.
func hasTrigger(lx *lexicon, ws []word) bool {
	for i := range ws {
		if t, _ := lx.triggerAt(ws, i); t != nil || blewUp(ws, i) {
			return true
		}
	}
	return false
}

func hasTollOrCode(ws []word) bool {
	for _, w := range ws {
		if w.lower == "toll" || w.lower == "coded" {
			return true
		}
	}
	return false
}

// splitDivisor reads "fatalities split between 2 events", "Fatalities
// are split across 4 events (2)", "1 fatality split among 12 events": the
// divisor, and the per-event figure when the parenthesis gives it.
func splitDivisor(lx *lexicon, ws []word, sc *scratch) (div, per int) {
	fat := false
	for _, w := range ws {
		if strings.HasPrefix(w.lower, "fatalit") || w.lower == "deaths" || w.lower == "casualties" {
			fat = true
			break
		}
	}
	if !fat {
		return 0, 0
	}
	for j := 0; j < len(ws); j++ {
		switch ws[j].lower {
		case "split", "spread", "divided", "distributed", "coded", "shared":
		default:
			continue
		}
		k := j + 1
		for k < len(ws) && k < j+3 && (ws[k].lower == "up" || ws[k].lower == "equally" || ws[k].lower == "evenly") {
			k++
		}
		if k >= len(ws) {
			return 0, 0
		}
		switch ws[k].lower {
		case "across", "between", "among", "amongst", "over", "into":
		default:
			continue
		}
		a := -1
		if k+1 < len(ws) && ws[k+1].lower == "the" {
			k++
		}
		if k+1 < len(ws) {
			a = sc.at[k+1]
		}
		if a < 0 || sc.nps[a].vague || sc.nps[a].best < 2 {
			continue
		}
		div = sc.nps[a].best
		// "(2)" after the noun: the figure for this event.
		e := sc.nps[a].end + 1
		if e+2 < len(ws) && ws[e].lower == "(" && ws[e+2].lower == ")" {
			if v, frac, ok := parseDigits(ws[e+1].lower); ok && !frac {
				per = int(v)
			}
		}
		return div, per
	}
	return 0, 0
}

// emitFunc records count np as a count of kind for trigger token trig.
type emitFunc func(np *numPhrase, kind doc.QuantityKind, trig int, total bool)

// altAfter reports whether the casualty word ending at ws[e] is one of a
// disjunction ("killed, injured or captured", "killed or injured").
func (lx *lexicon) altAfter(ws []word, e int) bool {
	for j := e; j+1 < len(ws) && j < e+4; j += 2 {
		w := ws[j].lower
		if w != "or" && w != "," {
			return false
		}
		if t, _ := lx.triggerAt(ws, j+1); t == nil {
			return false
		}
		if w == "or" {
			return true
		}
	}
	return false
}

// subject ties count k to a casualty word after it: a passive or
// intransitive verb or predicate ("were killed", "died", "are dead"), or a
// counted noun ("15 fatalities"). Counts conjoined with it ("4 people as
// well as 2 policemen were killed") are tied to the same word; counts after
// "including" are parts of it and are not added.
func (c *Counter) subject(sc *scratch, k int, emit emitFunc) {
	ws := sc.words
	np := &sc.nps[k]
	if np.start > 0 && ws[np.start-1].lower == "by" {
		return // an agent: "abducted by four men"
	}
	s := subjectScan{c: c, lx: c.lx, sc: sc, ws: ws, k: k, emit: emit, group: []int{k}}
	for j, steps := np.end, 0; j < len(ws) && steps < 16; steps++ {
		if j = s.step(j); j < 0 {
			return
		}
	}
}

// subjectScan is the state of subject's walk from a count to its
// casualty word.
type subjectScan struct {
	c    *Counter
	lx   *lexicon
	sc   *scratch
	ws   []word
	k    int // the count
	emit emitFunc
	// group: the counts conjoined with k; subset: the counts that are parts
	// of them ("including ...").
	group, subset                     []int
	seenAux, perfect, including, prep bool
	afterAux, nounWords               int
}

// stop ends subject's walk; a step returns it, or the next word.
const stop = -1

// step reads ws[j] and returns the index of the next word to read, or stop.
func (s *subjectScan) step(j int) int {
	ws := s.ws
	w := ws[j].lower
	if t, n := s.lx.triggerAt(ws, j); t != nil {
		s.casualty(t, j, n)
		return stop
	}
	if next, ok := s.comma(j); ok {
		return next
	}
	if !s.seenAux && (w == "and" || w == ",") && j+1 < len(ws) {
		if t2, _ := s.lx.triggerAt(ws, j+1); t2 != nil && t2.has('A') {
			return stop // "killed two civilians and wounded another": a second verb
		}
	}
	if !s.seenAux {
		if next, ok := s.conjoined(j); ok {
			return next
		}
	}
	if s.lx.aux[w] && !ws[j].caps {
		if w == "has" || w == "have" || w == "had" {
			s.perfect = true
		} else if w == "been" || w == "being" || w == "was" || w == "were" || w == "got" || w == "get" {
			s.perfect = false
		}
		s.seenAux = true
		return j + 1
	}
	if s.seenAux {
		return s.afterAuxWord(j)
	}
	if w == "(" || w == "[" {
		return s.parenthesis(j)
	}
	if a := s.sc.at[j]; a >= 0 {
		return s.innerCount(j, a)
	}
	if !s.seenAux && s.suffered(j) {
		return stop
	}
	if s.lx.breakers[w] || s.lx.partVerbs[w] || ws[j].upos == "VERB" {
		return stop
	}
	switch w {
	case "in", "on", "at", "from", "near", "during", "with", "for", "to", "into":
		s.prep = true
	}
	if strings.HasSuffix(w, "ing") && !strings.Contains(w, "-") {
		s.prep = true // "a member contesting for local body elections"
	}
	s.nounWords++
	return j + 1
}

// modifierTags may stand between a verb of suffering and its injury noun
// ("minor", "bullet", "a stab"); "" is an untagged word.
var modifierTags = map[string]bool{"": true, "ADJ": true, "NOUN": true, "PROPN": true, "DET": true}

// suffered ties the group to the injury noun that a verb of suffering at
// ws[j] takes ("six persons sustained minor injuries": the noun is the
// casualty word, the verb before it stands as an auxiliary would), and
// reports whether there was one.
func (s *subjectScan) suffered(j int) bool {
	e := s.lx.sufferedInjury(s.ws, j)
	if e == 0 {
		return false
	}
	s.emitGroup(doc.Injured, s.ws[e].first, false)
	s.closeGroup()
	return true
}

// sufferedInjury returns the index of the injury noun that a verb of
// suffering at ws[j] takes, at most two modifiers between ("sustained
// minor injuries", "suffered bullet wounds"), or 0. A negation or a
// number there ("suffered no injuries", "sustained 12 wounds") is no
// such object: "no injuries" is read as none elsewhere.
func (lx *lexicon) sufferedInjury(ws []word, j int) int {
	if !lx.sufferVerbs[ws[j].lower] {
		return 0
	}
	for e := j + 1; e < len(ws) && e <= j+3; e++ {
		w := ws[e].lower
		if lx.injuryNouns[w] {
			return e
		}
		if lx.breakers[w] || isDigitWord(w) || lx.numbers[w].value > 0 || !modifierTags[ws[e].upos] {
			return 0
		}
	}
	return 0
}

// casualty ties the group to the casualty word t of n words at ws[j], when
// it is a counted noun or a passive or intransitive verb.
func (s *subjectScan) casualty(t *trigger, j, n int) {
	ws, sc, lx := s.ws, s.sc, s.lx
	np := &sc.nps[s.k]
	switch {
	case t.has('N') && !s.seenAux && s.nounWords <= 3 && !s.prep:
		// "15 fatalities", "3 civilian deaths", "5 arrests".
		s.emitGroup(t.kind, ws[j].first, t.has('T'))
	case t.has('P'):
		// Without "were"/"been", or after "has"/"have", the word may be
		// an active verb with its own object: "3 gunmen killed 2".
		if (!s.seenAux || s.perfect) && t.has('A') && s.c.hasObject(sc, j+n) {
			return
		}
		// "2 killed." or "1 killed 3 injured" standing alone: a coder's tally.
		tally := np.start == 0 && s.nounWords == 0 && !s.seenAux && len(s.group) == 1 &&
			(j+n >= len(ws) || ws[j+n].lower == "." || sc.at[j+n] >= 0)
		if s.c.jointCasualties(sc, s.group, t, j, n, s.emit) {
			return
		}
		s.emitGroup(t.kind, ws[j].first, tally && t.kind == doc.Killed)
	default:
		return
	}
	// "were abducted and killed": the second word counts them too.
	if t.has('P') && j+n+1 < len(ws) && ws[j+n].lower == "and" {
		if t2, _ := lx.triggerAt(ws, j+n+1); t2 != nil && t2.has('P') && t2.kind != t.kind {
			for _, g := range s.group {
				cp := sc.nps[g]
				s.emit(&cp, t2.kind, ws[j+n+1].first, false)
			}
		}
	}
	s.closeGroup()
	if lx.altAfter(ws, j+n) {
		sc.markAlt(len(s.group))
	}
}

// emitGroup ties every count of the group to the casualty word at trig,
// under one conjunction number when there are several (emitFunc).
func (s *subjectScan) emitGroup(kind doc.QuantityKind, trig int, total bool) {
	s.newConj()
	for _, g := range s.group {
		s.emit(&s.sc.nps[g], kind, trig, total)
	}
}

// closeGroup ends the group's casualty word: later counts are conjoined
// with no one, and the subset's counts, parts of the group's, are spent
// and counted no more.
func (s *subjectScan) closeGroup() {
	s.sc.conj = 0
	for _, x := range s.subset {
		s.sc.nps[x].used = true
	}
}

// newConj gives a group of conjoined counts its own conjunction number.
func (s *subjectScan) newConj() {
	if len(s.group) > 1 {
		s.sc.lastConj++
		s.sc.conj = s.sc.lastConj
	}
}

// comma skips what a comma at ws[j] opens before the auxiliary: an
// apposition or relative clause, or an "including" list.
func (s *subjectScan) comma(j int) (int, bool) {
	ws := s.ws
	w := ws[j].lower
	if w == "," && !s.seenAux && j+1 < len(ws) {
		if e := apposition(ws, j); e > 0 {
			// "A man, who was injured in the attack, died"; "Two
			// militants, Sajid and Zafar, were killed".
			return e, true
		}
	}
	if w == "," && !s.seenAux && j+1 < len(ws) {
		if e := s.partitive(j + 1); e > 0 {
			// "58 passengers, many of them pilgrims, were burnt alive",
			// "eight people, among them three women, were killed"
			return e, true
		}
	}
	if w == "," && !s.seenAux && s.prep && j+1 < len(ws) && s.lx.aux[ws[j+1].lower] && !ws[j+1].caps {
		// "two brothers from the old quarter, were killed": a stray
		// comma closing where the counted come from, the verb next.
		return j + 1, true
	}
	if w == "," && !s.seenAux && j+1 < len(ws) && s.lx.tollParts[ws[j+1].lower] {
		// "at least four people, including a police official, were killed"
		s.including = true
		return j + 2, true
	}
	if w == "," && s.including && !s.seenAux {
		return j + 1, true
	}
	if s.lx.tollParts[w] || s.lx.partitivePreps[w] && j+1 < len(ws) && s.lx.partitivePronouns[ws[j+1].lower] {
		s.including = true
		return j + 1, true
	}
	return 0, false
}

// partitive skips a partitive apposition that starts at ws[i] and runs
// to a closing comma ("many of them pilgrims,", "among them three
// women,"), its counts parts of the subject, and returns the index after
// the comma, or 0 when ws[i] opens none.
func (s *subjectScan) partitive(i int) int {
	ws := s.ws
	b := i + 2 // "among them"
	if !s.lx.partitivePreps[ws[i].lower] {
		b = i + 3 // "many of them", "two of whom"
		if i+2 >= len(ws) || ws[i+1].lower != "of" || (!s.lx.partitives[ws[i].lower] && s.sc.at[i] < 0) {
			return 0
		}
	}
	if b-1 >= len(ws) || !s.lx.partitivePronouns[ws[b-1].lower] {
		return 0
	}
	var parts []int
	for e := b; e < len(ws) && e < b+12; e++ {
		switch w := ws[e].lower; {
		case w == ",":
			if e == b {
				return 0
			}
			s.subset = append(s.subset, parts...)
			return e + 1
		case w == "." || w == ";" || s.lx.aux[w] && !ws[e].caps:
			return 0
		}
		if a := s.sc.at[e]; a >= 0 && !slices.Contains(parts, a) {
			parts = append(parts, a)
		}
	}
	return 0
}

// conjoined adds a count conjoined at ws[j] to the group (or, after
// "including", to the subset): "two soldiers and a civilian", "4 people as
// well as 2 policemen", "a farmer and his brother".
func (s *subjectScan) conjoined(j int) (int, bool) {
	ws, sc := s.ws, s.sc
	w := ws[j].lower
	next := j + 1
	if w == "as" && j+2 < len(ws) && ws[j+1].lower == "well" && ws[j+2].lower == "as" {
		next = j + 3
	}
	if w == "," && j+2 < len(ws) && ws[j+1].lower == "and" {
		next = j + 2 // "3 policemen, 2 militiamen, and 1 soldier"
	}
	if !(w == "and" || w == "," || w == "plus" || next > j+1) || s.prep || next >= len(ws) {
		return 0, false
	}
	a := sc.at[next]
	if a < 0 && (ws[next].lower == "his" || ws[next].lower == "her" || ws[next].lower == "their") {
		// "a farmer and his brother"
		if e, ok := s.lx.singular(ws, next+1); ok && e <= next+4 {
			sc.nps = append(sc.nps, numPhrase{start: next, end: e, num: next, single: true})
			a = len(sc.nps) - 1
			sc.nps[a].setBounds(1, "exact")
		}
	}
	if a < 0 || sc.nps[a].used || sc.nps[a].zero {
		return 0, false
	}
	if s.including {
		s.subset = append(s.subset, a)
	} else {
		s.group = append(s.group, a)
	}
	s.nounWords = 0
	return sc.nps[a].end, true
}

// afterAuxWord skips what may stand between an auxiliary and the casualty
// word: "were beaten and chopped to death", "were reportedly killed".
func (s *subjectScan) afterAuxWord(j int) int {
	ws := s.ws
	w := ws[j].lower
	if s.afterAux < 5 && j+1 < len(ws) && ws[j+1].lower == "and" && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "en")) {
		// "were beaten and chopped to death"
		s.afterAux += 2
		return j + 2
	}
	if s.afterAux < 5 && (s.lx.fillers[w] || strings.HasSuffix(w, "ly")) {
		s.afterAux++
		return j + 1
	}
	return stop
}

// parenthesis skips a parenthesis at ws[j], its counts parts of the
// subject: "at least 4 people (including 1 journalist) were killed".
func (s *subjectScan) parenthesis(j int) int {
	ws := s.ws
	close := ")"
	if ws[j].lower == "[" {
		close = "]"
	}
	e := j + 1
	for e < len(ws) && e < j+25 && ws[e].lower != close {
		if a := s.sc.at[e]; a >= 0 {
			s.subset = append(s.subset, a)
		}
		e++
	}
	if e >= len(ws) || ws[e].lower != close {
		return stop
	}
	return e + 1
}

// innerCount reads count a at ws[j] inside the subject: a part after
// "including", or an article phrase that modifies the subject.
func (s *subjectScan) innerCount(j, a int) int {
	sc := s.sc
	if s.including {
		s.subset = append(s.subset, a)
		return sc.nps[a].end
	}
	if x := &sc.nps[a]; x.single && !x.definite && s.nounWords > 0 {
		// "Five policemen escorting a passenger bus have been killed":
		// the article phrase modifies the subject.
		s.subset = append(s.subset, a)
		s.nounWords += x.end - j
		return x.end
	}
	return stop
}

// jointCasualties handles one count for two kinds: "7 militants were
// killed and wounded" counts the dead and the hurt together. Each kind gets
// Low 0, High N and half of N as Best (the dead the lower half, rounded
// down), ACLED's reading; the Qualifier names the phrase.
func (c *Counter) jointCasualties(sc *scratch, group []int, t *trigger, j, n int, emit emitFunc) bool {
	ws := sc.words
	if len(group) != 1 || j+n+1 >= len(ws) || ws[j+n].lower != "and" {
		return false
	}
	t2, n2 := c.lx.triggerAt(ws, j+n+1)
	if t2 == nil || !t2.has('P') || t.kind == t2.kind ||
		!(t.kind == doc.Killed && t2.kind == doc.Injured || t.kind == doc.Injured && t2.kind == doc.Killed) {
		return false
	}
	// "two were killed and three injured" is two counts, not one.
	if e := j + n + 1 + n2; e < len(ws) && sc.at[e] >= 0 {
		return false
	}
	np := sc.nps[group[0]]
	if np.single || np.vague || np.zero || np.best < 2 {
		return false
	}
	all := np.best
	qual := strings.Join([]string{ws[j].lower, "and", ws[j+n+1].lower}, " ")
	for _, x := range []struct {
		kind doc.QuantityKind
		trig int
	}{{t.kind, ws[j].first}, {t2.kind, ws[j+n+1].first}} {
		cp := np
		cp.best = all / 2
		if x.kind == doc.Injured {
			cp.best = all - all/2
		}
		cp.low, cp.high, cp.qual = 0, all, qual
		emit(&cp, x.kind, x.trig, false)
	}
	sc.nps[group[0]].used = true
	return true
}

// apposition returns the index after the comma that closes a relative
// clause or a list of names opened by the comma at ws[i], or 0.
func apposition(ws []word, i int) int {
	rel := ws[i+1].lower == "who" || ws[i+1].lower == "which"
	for j := i + 1; j < len(ws) && j < i+25; j++ {
		w := ws[j].lower
		if w == "," {
			if j == i+1 {
				return 0
			}
			return j + 1
		}
		if w == "." || w == ";" {
			return 0
		}
		if !rel && !ws[j].title && w != "and" && !isDigitWord(w) {
			return 0 // only names and ages: "Sajid and Mohammad Zafar", "32"
		}
	}
	return 0
}

// markAlt flags the last n counts found as part of "killed or injured".
func (sc *scratch) markAlt(n int) {
	for i := max(0, len(sc.out)-n); i < len(sc.out); i++ {
		sc.out[i].alt = true
	}
}

// weekdays are capitalised but never victims: "killed Monday".
var weekdays = map[string]bool{"monday": true, "tuesday": true, "wednesday": true, "thursday": true,
	"friday": true, "saturday": true, "sunday": true, "today": true, "yesterday": true}

// nameEnd may follow a victim's name after an active verb: "killed Jonti
// Ali (38) in ...", "killed Ali Khan, a contractor".
var nameEnd = map[string]bool{"(": true, ",": true, ".": true, "and": true, "in": true, "on": true,
	"at": true, "near": true, "with": true, "while": true, "after": true, "outside": true,
	"inside": true, "during": true, "as": true, "when": true, "from": true}

// hasObject reports whether an object follows a verb at ws[i]: a count, a
// person, or a pronoun. Then the verb is active ("3 gunmen killed 2").
// A count followed by its own casualty word is not an object: in "1 killed
// 3 injured" the 3 is the subject of "injured".
func (c *Counter) hasObject(sc *scratch, i int) bool {
	ws := sc.words
	if i >= len(ws) {
		return false
	}
	if a := sc.at[i]; a >= 0 {
		e := sc.nps[a].end
		if e < len(ws) {
			if t, _ := c.lx.triggerAt(ws, e); t != nil && t.has('P') {
				return false
			}
		}
		return true
	}
	switch ws[i].lower {
	case "him", "her", "them", "his", "their", "its", "the", "a", "an", "one", "several", "dozens",
		"himself", "herself", "themselves":
		return true
	}
	// A name: "an assailant shot dead Adalat Khan".
	return ws[i].title && !weekdays[ws[i].lower] && !c.lx.months[ws[i].lower]
}

// object ties counts after an active casualty verb, or after "the killing
// of" and the like, to it: "killing seven people", "killed and injured 4",
// "killing a woman", "injuring her husband", "killing him".
func (c *Counter) object(sc *scratch, i, n int, t *trigger, emit emitFunc) {
	ws := sc.words
	if c.lx.negatedVerb(ws, i, t) {
		return
	}
	if i > 0 && (ws[i-1].lower == "the" || ws[i-1].lower == "a" || ws[i-1].lower == "an") && strings.HasSuffix(ws[i].lower, "ed") {
		return // "the wounded soldier": an adjective, not a verb with an object
	}
	o := objectScan{lx: c.lx, sc: sc, ws: ws, i: i, n: n, t: t, emit: emit,
		kinds: []doc.QuantityKind{t.kind}, trigs: []int{ws[i].first}}
	// Every object of the verb is one conjoined count: "killing a soldier
	// and two civilians".
	sc.lastConj++
	sc.conj = sc.lastConj
	defer func() { sc.conj = 0 }()
	k, ok := o.verbs()
	if !ok {
		return
	}
	for {
		end, ok := o.objectAt(k)
		if !ok {
			return
		}
		if k, ok = o.nextObject(k, end); !ok {
			return
		}
	}
}

// negatedVerb reports whether the active verb t at ws[i] is denied or only
// intended: "did not kill", "threatened to kill".
func (lx *lexicon) negatedVerb(ws []word, i int, t *trigger) bool {
	if !t.has('A') || t.has('N') || i == 0 || len(t.words) != 1 || strings.HasSuffix(t.words[0], "ed") {
		return false
	}
	switch p := ws[i-1].lower; {
	case p == "not" || p == "n't":
		return true // "did not kill"
	case p == "to" && i > 1 && lx.intent[ws[i-2].lower]:
		return true // "threatened to kill": no one was killed
	}
	return false
}

// objectScan is the state of object's walk over the objects of the
// casualty verb t at ws[i] (n words long).
type objectScan struct {
	lx    *lexicon
	sc    *scratch
	ws    []word
	i, n  int
	t     *trigger
	emit  emitFunc
	kinds []doc.QuantityKind // one per conjoined verb: "killed and injured 4"
	trigs []int
	alt   bool // the verbs are alternatives: "killing or injuring 3"
}

// verbs reads the verbs conjoined with the first ("killed and injured 4",
// "killing and wounding", "killing or injuring 3") and returns the index
// of the first object, or false when the verb takes none.
func (o *objectScan) verbs() (int, bool) {
	ws := o.ws
	k := o.i + o.n
	for k+1 < len(ws) && (ws[k].lower == "and" || ws[k].lower == "or") {
		t2, n2 := o.lx.triggerAt(ws, k+1)
		if t2 == nil && ws[k].lower == "and" && k+2 < len(ws) && o.sc.at[k+2] >= 0 && sharedObjectVerb(ws[o.i].lower, ws[k+1]) &&
			!toDeathAfter(o.lx, ws, k+1) && !shotDead(o.lx, ws, k+1) {
			// "arrested and charged two men": the men are the arrest's;
			// but "detained and tortured a villager to death" killed him.
			k += 2
			break
		}
		if t2 == nil || !t2.has('A') || strings.HasSuffix(ws[o.i].lower, "ing") != strings.HasSuffix(ws[k+1].lower, "ing") {
			break // "leaving him killed and injuring a number": two clauses
		}
		if ws[k].lower == "or" {
			o.alt = true
		}
		o.kinds = append(o.kinds, t2.kind)
		o.trigs = append(o.trigs, ws[k+1].first)
		k += 1 + n2
	}
	for k < len(ws) && (ws[k].lower == "\"" || ws[k].lower == "\u201c" || ws[k].lower == "'") {
		k++
	}
	if k < len(ws) && ws[k].lower == "of" {
		// "the killing of 3", "the deaths of 5 soldiers", "the lives of 10 people".
		k++
	} else if !o.t.has('A') {
		return 0, false
	}
	return k, k < len(ws)
}

// sharedObjectVerb reports whether w, after "and", is a verb of the same
// form as the casualty verb v that shares its object: "arrested and
// charged", "detaining and questioning".
func sharedObjectVerb(v string, w word) bool {
	if w.upos != "" && w.upos != "VERB" {
		return false
	}
	for _, suf := range []string{"ed", "ing"} {
		if strings.HasSuffix(v, suf) {
			return strings.HasSuffix(w.lower, suf) && len(w.lower) > len(suf)+2
		}
	}
	return false
}

// emitAll ties np to every verb, each kind with its own copy of the count.
func (o *objectScan) emitAll(np *numPhrase) {
	for x, kind := range o.kinds {
		if x > 0 {
			cp := *np
			o.emit(&cp, kind, o.trigs[x], false)
			continue
		}
		o.emit(np, kind, o.trigs[x], false)
	}
	np.used = true
	if o.alt {
		o.sc.markAlt(len(o.kinds))
	}
}

// objectAt ties the object at ws[k], a count or a person told without a
// number, and returns the index after it; false ends the walk.
func (o *objectScan) objectAt(k int) (int, bool) {
	sc := o.sc
	switch o.ws[k].lower {
	case "his", "her", "their", "its":
		if k+1 < len(o.ws) && sc.at[k+1] >= 0 {
			k++ // "a district official and his two bodyguards": the count after the possessive
		}
	}
	if a := sc.at[k]; a >= 0 {
		np := &sc.nps[a]
		if np.used || np.zero {
			return 0, false
		}
		o.emitAll(np)
		return np.end, true
	}
	w := o.ws[k].lower
	switch w {
	case "themselves":
		o.themselves(k)
		return 0, false
	case "them":
		o.them(k)
		return 0, false
	}
	np, ok := o.person(k)
	if !ok {
		return 0, false
	}
	np.setBounds(1, "exact")
	np.definite = np.definite || w == "him" || w == "her" && np.end == k+1
	o.emitAll(&np)
	if w == "himself" || w == "herself" {
		// The attacker's own death is left out of most tolls
		// ("eleven were killed when a bomber blew himself up"): it
		// adds only when nothing else counts the dead, and is
		// never added into the victims' count.
		for x := max(0, len(sc.out)-len(o.kinds)); x < len(sc.out); x++ {
			sc.out[x].implicit, sc.out[x].conj = true, 0
		}
	}
	return np.end, true
}

// themselves ties "two bombers blew themselves up" to the count before,
// or to people of unknown number.
func (o *objectScan) themselves(k int) {
	np := numPhrase{start: k, end: k + 1, num: k}
	for a := range o.sc.nps {
		if x := &o.sc.nps[a]; x.end <= k && !x.zero && !x.used {
			np.best, np.low, np.high, np.qual = x.best, x.low, x.high, x.qual
		}
	}
	if np.best == 0 {
		np.best, np.low, np.high, np.qual = 1, 1, 0, doc.QualifierUnspecified
	}
	o.emitAll(&np)
}

// them ties "kidnapped two villagers and killed them" to the count before.
func (o *objectScan) them(k int) {
	sc := o.sc
	prev := -1
	for a := range sc.nps {
		if x := &sc.nps[a]; x.end <= k && !x.zero && x.best > 1 && !x.vague {
			prev = a
		}
	}
	if prev < 0 {
		return
	}
	cp := sc.nps[prev]
	cp.definite, cp.used = true, false
	for x, kind := range o.kinds {
		c := cp
		o.emit(&c, kind, o.trigs[x], false)
	}
	if o.alt {
		sc.markAlt(len(o.kinds))
	}
}

// person reads one person told without a number at ws[k]: a pronoun,
// "another", "his driver", "a woman", a name, or a headline's bare noun.
func (o *objectScan) person(k int) (numPhrase, bool) {
	ws, lx := o.ws, o.lx
	w := ws[k].lower
	switch {
	case w == "him" || w == "her" && !(k+1 < len(ws) && (lx.persons[ws[k+1].lower] || lx.personCompound(ws[k+1].lower))):
		// A pronoun points back to someone, who may be counted already.
		return numPhrase{start: k, end: k + 1, num: k, definite: true}, true
	case w == "himself" || w == "herself":
		// "killed himself", "blew herself up": the subject, one
		// person not counted as dead before.
		return numPhrase{start: k, end: k + 1, num: k}, true
	case w == "another" && (k+1 >= len(ws) || lx.breakers[ws[k+1].lower] || ws[k+1].lower == "." || ws[k+1].lower == "in" || ws[k+1].lower == "and"):
		return numPhrase{start: k, end: k + 1, num: k}, true
	case w == "his" || w == "her" || w == "their" || w == "its":
		e, ok := lx.singular(ws, k+1)
		// "its driver", "their leader" point back; "her son" may be new.
		return numPhrase{start: k, end: e, num: k, single: true, definite: w == "its" || w == "their"}, ok
	case w == "a" || w == "an":
		e, ok := lx.looseSingular(ws, k+1)
		if o.arrestsOnly() {
			// "captured a hilltop town": an arrest verb takes places
			// too, so its one person must be a person noun.
			e, ok = lx.singular(ws, k+1)
		}
		return numPhrase{start: k, end: e, num: k, single: true}, ok
	case ws[k].title && !lx.months[w] && !weekdays[w] && !ws[k].caps:
		// A name: "the death of Shuja Khanzada", "shot Yadav dead",
		// "killed Jonti Ali (38)". After an active verb the name
		// must end its phrase: "killed Taliban fighters" is not one.
		e := k + 1
		for e < len(ws) && e < k+4 && ws[e].title && !ws[e].caps {
			e++
		}
		if !(k > 0 && ws[k-1].lower == "of" || o.t == shotDeadTrigger) {
			if e == k+1 || e < len(ws) && !nameEnd[ws[e].lower] {
				return numPhrase{}, false
			}
		}
		return numPhrase{start: k, end: e, num: k, single: true}, true
	default:
		// Headline style, no article: "gunmen kill NISS officer".
		e, ok := lx.singular(ws, k)
		if !ok || k != o.i+o.n && ws[k-1].lower != "of" || lx.aux[w] || lx.background[w] || e > k+3 || e <= k {
			return numPhrase{}, false
		}
		return numPhrase{start: k, end: e, num: k, single: true}, true
	}
}

// arrestsOnly reports whether every verb of the scan counts arrests
// ("captured", "detained and charged").
func (o *objectScan) arrestsOnly() bool {
	for _, k := range o.kinds {
		if k != doc.Arrested {
			return false
		}
	}
	return len(o.kinds) > 0
}

// nextObject returns the index of a further object after the one at ws[k]
// that ends at end: "killing 2 soldiers and 3 civilians", "a woman and her
// son"; false when there is none.
func (o *objectScan) nextObject(k, end int) (int, bool) {
	ws, sc, lx := o.ws, o.sc, o.lx
	for end < len(ws) && end < k+8 && sc.at[end] < 0 && !lx.breakers[ws[end].lower] && ws[end].lower != "and" {
		if t2, _ := lx.triggerAt(ws, end); t2 != nil {
			return 0, false
		}
		end++
	}
	if end+1 >= len(ws) || ws[end].lower != "and" && ws[end].lower != "," {
		return 0, false
	}
	if a := sc.at[end+1]; a >= 0 && ws[end].lower == "," && partOf(ws, sc.nps[a].end) {
		// "killed 12 people, three of them children": a part of the
		// count, not more victims.
		sc.nps[a].used = true
		return 0, false
	}
	// After a comma, a single person is in apposition ("Ali Khan, a
	// contractor"), not another victim.
	if a := sc.at[end+1]; a >= 0 && !sc.nps[a].used && !sc.nps[a].zero && (ws[end].lower == "and" || !sc.nps[a].single && !subjectPhrase(ws, sc.nps[a])) {
		return end + 1, true
	}
	if ws[end].lower == "," {
		return 0, false
	}
	switch ws[end+1].lower {
	case "his", "her", "their", "a", "an":
		if t2, _ := lx.triggerAt(ws, end+2); t2 == nil {
			return end + 1, true
		}
	}
	return 0, false
}

// participants ties count k to a gathering: "hundreds of people tried to
// overrun", "about 250 people demonstrated", "a crowd of 5,000", "[size=30]".
func (c *Counter) participants(sc *scratch, k int, emit emitFunc) {
	lx := c.lx
	ws := sc.words
	np := &sc.nps[k]
	if np.single {
		return
	}
	// "a crowd of 5,000", "a group of 30 people", "[size=about 250]".
	if s := np.start; s >= 2 && (ws[s-1].lower == "of" && lx.groups[ws[s-2].lower] || ws[s-1].lower == "=" && ws[s-2].lower == "size") {
		emit(np, doc.Participants, ws[s-2].first, false)
		return
	}
	crowd := false
	if np.vague && (np.end >= len(ws) || lx.partVerbs[ws[np.end].lower] || lx.aux[ws[np.end].lower]) {
		crowd = true // "Thousands have taken to the streets"
	}
	for j, steps := np.end, 0; j < len(ws) && steps < 10; j, steps = j+1, steps+1 {
		w := ws[j].lower
		if lx.crowd[w] {
			crowd = true
			continue
		}
		if crowd && lx.partVerbs[w] {
			emit(np, doc.Participants, ws[j].first, false)
			return
		}
		if lx.breakers[w] && w != "," || sc.at[j] >= 0 {
			return
		}
		if t, _ := lx.triggerAt(ws, j); t != nil {
			return
		}
	}
}

// parsed ties count k through the dependency parse, when the syntax stage
// has filled it: the number is a nummod of a noun that is the subject of a
// passive or intransitive casualty verb, or the object of an active one; or
// the number itself fills that slot.
func (c *Counter) parsed(st *doc.Story, sc *scratch, k int, emit emitFunc) {
	ws := sc.words
	np := &sc.nps[k]
	if np.single {
		return
	}
	ti := ws[np.num].first
	if ti >= len(st.Tokens) {
		return
	}
	tok := &st.Tokens[ti]
	if tok.Rel == "" || tok.Head < 0 || tok.Head >= len(st.Tokens) {
		return
	}
	arg := ti
	if tok.Rel == "nummod" {
		arg = tok.Head
	}
	a := &st.Tokens[arg]
	if a.Head < 0 || a.Head >= len(st.Tokens) {
		return
	}
	verb := &st.Tokens[a.Head]
	ts := c.lx.triggers[lowerASCII(verb.Form)]
	for _, t := range ts {
		if len(t.words) != 1 {
			continue
		}
		switch {
		case a.Rel == "nsubj:pass" && t.has('P'),
			a.Rel == "nsubj" && t.has('P') && !t.has('A'),
			a.Rel == "obj" && t.has('A'):
			emit(np, t.kind, a.Head, false)
			return
		}
	}
}

// subjectPhrase reports whether a count phrase is, or counts, the subject
// of a clause of its own: after a comma, "wounding nine others, two security
// sources said" names who tells the toll, not more victims.
func subjectPhrase(ws []word, np numPhrase) bool {
	inside := func(tok int) bool { return tok >= ws[np.start].first && tok <= ws[np.end-1].last }
	for k := np.start; k < np.end && k < len(ws); k++ {
		h := ws[k].head
		if h < 0 || inside(h) {
			continue
		}
		if doc.BaseRel(ws[k].rel) == "nsubj" {
			return true
		}
		// "two" of "two security sources": the noun it counts.
		for j := np.end; j < len(ws) && j < np.end+4; j++ {
			if ws[j].first <= h && h <= ws[j].last {
				return doc.BaseRel(ws[j].rel) == "nsubj"
			}
		}
	}
	return false
}

// alongside ties a count after "alongside", "along with" or "together
// with" to the passive or intransitive casualty word before it in its
// clause, joined to the counts of that word: "a British soldier was killed
// on Thursday night alongside an American soldier" counts two dead.
func (c *Counter) alongside(sc *scratch, first int, emit emitFunc) {
	lx := c.lx
	ws := sc.words
	for k := range sc.nps {
		np := &sc.nps[k]
		s := np.start
		if np.used || np.zero || np.definite || s < 2 {
			continue
		}
		b := s - 1 // the word before "with" or "alongside"
		switch {
		case ws[b].lower == "alongside":
		case ws[b].lower == "with" && (ws[b-1].lower == "along" || ws[b-1].lower == "together"):
			b--
		default:
			continue
		}
		trig := -1
		var kind doc.QuantityKind
		for j := b - 1; j >= 0 && j >= b-7; j-- {
			if t, _ := lx.triggerAt(ws, j); t != nil {
				if t.has('P') && !t.has('N') {
					trig, kind = ws[j].first, t.kind
				}
				break
			}
			if w := ws[j].lower; lx.breakers[w] || sc.at[j] >= 0 {
				break
			}
		}
		if trig < 0 {
			continue
		}
		conj := 0
		for x := first; x < len(sc.out); x++ {
			if f := &sc.out[x]; f.Trigger == trig && f.Kind == kind && !f.zero {
				if conj == 0 {
					conj = f.conj
					if conj == 0 {
						sc.lastConj++
						conj = sc.lastConj
					}
				}
				f.conj = conj
			}
		}
		if conj == 0 {
			continue // nobody counted for the word: the companion alone is no toll
		}
		sc.conj = conj
		emit(np, kind, trig, false)
		sc.conj = 0
	}
}

// trailing adds to the count of a passive or intransitive casualty word
// the counts conjoined after it by "as well as" ("24 civilians had died,
// as well as 25 rebels and 26 fighters"), and those joined to them by
// "and" or a comma: one toll of several groups, as coders add it up. A
// count after "as well as" that has a casualty word of its own ("as well
// as 30 injured") was tied by the patterns before and is left alone.
func (c *Counter) trailing(sc *scratch, first int, emit emitFunc) {
	lx := c.lx
	ws := sc.words
	trig, conj := -1, 0
	var kind doc.QuantityKind
	for k := range sc.nps {
		np := &sc.nps[k]
		s := np.start
		if np.used || np.zero || np.definite || s < 3 {
			trig = -1
			continue
		}
		switch {
		case ws[s-1].lower == "as" && ws[s-2].lower == "well" && ws[s-3].lower == "as":
			trig, kind, conj = c.trailingHost(sc, first, s-3)
			if trig < 0 {
				continue
			}
		case trig >= 0 && (ws[s-1].lower == "and" || ws[s-1].lower == ","):
			// "... and 26 Kurdish fighters": another group of the list,
			// when nothing but its counted words lies between.
			prev := -1
			for x := k - 1; x >= 0; x-- {
				if sc.nps[x].used {
					prev = x
					break
				}
			}
			if prev < 0 || s-1-sc.nps[prev].end > 6 || breaksBetween(lx, ws, sc.nps[prev].end, s-1) {
				trig = -1
				continue
			}
		default:
			trig = -1
			continue
		}
		if ownCasualty(lx, ws, np.end) {
			trig = -1
			continue
		}
		sc.conj = conj
		emit(np, kind, trig, false)
		sc.conj = 0
	}
}

// trailingHost finds the passive or intransitive casualty word that ends
// just before "as well as" at ws[b] ("had died, as well as"), with a
// count tied to it found since sc.out[first]; it returns the word's token,
// its kind and the conjunction group its counts now share, or -1.
func (c *Counter) trailingHost(sc *scratch, first, b int) (int, doc.QuantityKind, int) {
	lx := c.lx
	ws := sc.words
	j := b - 1
	if j >= 0 && ws[j].lower == "," {
		j--
	}
	for ; j >= 0 && j >= b-4; j-- {
		if t, _ := lx.triggerAt(ws, j); t != nil {
			if !t.has('P') || t.has('N') {
				return -1, "", 0
			}
			trig := ws[j].first
			conj := 0
			for x := first; x < len(sc.out); x++ {
				if f := &sc.out[x]; f.Trigger == trig && f.Kind == t.kind && !f.zero && !f.implicit {
					if conj == 0 {
						if conj = f.conj; conj == 0 {
							sc.lastConj++
							conj = sc.lastConj
						}
					}
					f.conj = conj
				}
			}
			if conj == 0 {
				return -1, "", 0
			}
			return trig, t.kind, conj
		}
		if w := ws[j].lower; lx.breakers[w] || sc.at[j] >= 0 {
			return -1, "", 0
		}
	}
	return -1, "", 0
}

// breaksBetween reports whether a word in ws[lo:hi] ends a noun phrase's
// modifiers: a verb of its own clause, a casualty word, a breaker.
func breaksBetween(lx *lexicon, ws []word, lo, hi int) bool {
	for j := lo; j < hi; j++ {
		if t, _ := lx.triggerAt(ws, j); t != nil || lx.breakers[ws[j].lower] || lx.aux[ws[j].lower] {
			return true
		}
	}
	return false
}

// ownCasualty reports whether a casualty word follows the count ending at
// ws[e] within three words: "as well as 30 injured".
func ownCasualty(lx *lexicon, ws []word, e int) bool {
	for j := e; j < len(ws) && j < e+3; j++ {
		if t, _ := lx.triggerAt(ws, j); t != nil {
			return true
		}
	}
	return false
}

// partOf reports whether the words at ws[e] make the count before them a
// part of one told before: "three of them", "two of whom".
func partOf(ws []word, e int) bool {
	if e+1 >= len(ws) || ws[e].lower != "of" {
		return false
	}
	switch ws[e+1].lower {
	case "them", "whom", "those", "these":
		return true
	}
	return false
}

// survivors reads "shot N people, killing M" (and "stabbing N, killing
// M"): of the N hit, N-M were wounded, as coders count them. The dead are
// the killing's count (pattern 4); the rest are the shooting's wounded.
func (c *Counter) survivors(sc *scratch, emit emitFunc) {
	lx := c.lx
	ws := sc.words
	for i := 0; i+1 < len(ws); i++ {
		if !lx.shootVerbs[ws[i].lower] {
			continue
		}
		if t, _ := lx.triggerAt(ws, i); t != nil {
			continue // "shot dead", "shot and wounded": a casualty phrase of its own
		}
		a := sc.at[i+1]
		if a < 0 {
			continue
		}
		hit := &sc.nps[a]
		if hit.used || hit.zero || hit.vague || hit.qual != "" || hit.best < 2 {
			continue
		}
		// Past the counted noun: "three people, killing one".
		j := hit.end
		for j < len(ws) && j < hit.end+4 && ws[j].lower != "," && !lx.breakers[ws[j].lower] && sc.at[j] < 0 {
			if t, _ := lx.triggerAt(ws, j); t != nil {
				break
			}
			j++
		}
		if j < len(ws) && ws[j].lower == "," {
			j++
		}
		if j >= len(ws) {
			continue
		}
		t, n := lx.triggerAt(ws, j)
		if t == nil || t.kind != doc.Killed || !t.has('A') || j+n >= len(ws) {
			continue
		}
		d := sc.at[j+n]
		if d < 0 || sc.nps[d].vague || sc.nps[d].zero || sc.nps[d].qual != "" || sc.nps[d].best >= hit.best {
			continue
		}
		rest := *hit
		rest.setBounds(hit.best-sc.nps[d].best, "exact")
		emit(&rest, doc.Injured, ws[i].first, false)
		hit.used = true
	}
}

// warScale is the least toll that no single incident's record carries:
// news tells tolls of a hundred thousand or more only of wars, famines
// and genocides ("a million have died"), whatever the sentence's frame,
// and the article gold's largest incident toll is under two thousand.
const warScale = 100_000

// markAggregates marks the counts of fs that sum many incidents as
// aggregate background: a toll framed by the span of a war or of years,
// told as a running total over a wave of violence, or of a war's scale;
// an arrest count that is a crackdown's running total.
func (lx *lexicon) markAggregates(ws []word, fs []found) {
	for k := range fs {
		f := &fs[k]
		switch {
		case (f.Kind == doc.Killed || f.Kind == doc.Injured) && lx.aggregate(ws, wordOf(ws, f.Trigger)),
			(f.Kind == doc.Killed || f.Kind == doc.Injured) && f.Best >= warScale,
			f.Kind == doc.Killed && f.total && lx.runningToll(ws, wordOf(ws, f.Trigger)),
			f.Kind == doc.Arrested && lx.arrestsSoFar(ws, wordStarting(ws, f.Start), wordOf(ws, f.Trigger)):
			f.aggregate, f.background = true, true
		}
	}
}
