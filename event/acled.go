package event

import (
	"strings"

	"sitrep/doc"
)

// ACLED codes political violence first by its means: a bombing is an
// explosion whoever it hits, an air strike an air strike. The trigger word
// ("attacked", "killed", "the blast") often does not name the means; the
// words around it do ("killed in a grenade attack", "the blast of a roadside
// bomb"). This file reads those words.

// meansRank is a code's place in the means of means.txt, or past the last
// when it names no means.
func meansRank(code string) int {
	for k, c := range vocab.means {
		if c.code == code {
			return k
		}
	}
	return len(vocab.means)
}

// hasWord reports whether text (lower case) holds w starting at a word
// boundary; w may end inside a word ("shell" matches "shells").
func hasWord(text, w string) bool {
	return someAt(text, w, func(k int) bool { return k == 0 || !isLetter(text[k-1]) })
}

// someAt reports whether w occurs in text at some byte k for which ok
// holds: the one scan of every occurrence that the word tests share.
func someAt(text, w string, ok func(k int) bool) bool {
	for off := 0; ; {
		k := strings.Index(text[off:], w)
		if k < 0 {
			return false
		}
		k += off
		if ok(k) {
			return true
		}
		off = k + 1
	}
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b >= 0x80 }

// meansOf returns the highest-ranked means a text names, or "".
func meansOf(text string) string {
	for _, c := range vocab.means {
		for _, w := range c.words {
			if !hasWord(text, w) {
				continue
			}
			switch c.cond[w] {
			case "thrown":
				if !handGrenade(text) {
					continue
				}
			case "device":
				if !hasBomb(text) {
					continue
				}
			case "firing":
				if !hasAny(text, vocab.airFire) {
					continue
				}
			}
			return c.code
		}
	}
	return ""
}

// handGrenade reports whether a grenade named in text is thrown, not a
// rocket-propelled grenade or a launcher's round (those are shelling).
func handGrenade(text string) bool {
	return someAt(text, "grenade", func(k int) bool {
		before := text[max(0, k-18):k]
		after := text[k+len("grenade"):]
		return !strings.Contains(before, "propelled") && !strings.Contains(before, "rocket") &&
			!strings.HasPrefix(strings.TrimLeft(after, "s "), "launcher")
	})
}

// hasBomb reports whether "bomb" in text is a bomb, not a bomber (a suicide
// bomber is caught earlier; a bomber aircraft is an air strike).
func hasBomb(text string) bool {
	return someAt(text, "bomb", func(k int) bool { return !strings.HasPrefix(text[k+len("bomb"):], "er") })
}

// armedPhrase reports whether a party's phrase, up to its first preposition
// other than "of", names armed men or a military post: "a police base in a
// town", "positions of the militia", "two army patrols".
func armedPhrase(text string) bool {
	text = strings.ReplaceAll(strings.ToLower(text), "check point", "checkpoint")
	words := strings.FieldsFunc(text, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '-' || r >= 0x80)
	})
	for _, w := range words {
		switch w {
		case "in", "at", "near", "on", "from", "to", "with", "who", "which", "that", "after", "during", "while", "and":
			return false
		}
		if isArmedNoun(w) || isArmedNoun(strings.TrimSuffix(w, "s")) || strings.HasSuffix(w, "s") && isArmedNoun(strings.TrimSuffix(w, "es")) {
			return true
		}
	}
	return false
}

// isArmedNoun reports whether a lemma is in the armed nouns of parties.txt,
// men or post.
func isArmedNoun(l string) bool {
	_, ok := vocab.armed[l]
	return ok
}

// armedVictims reports whether the event's killed or injured are armed men:
// "killing at least one policeman", "wounding three soldiers".
func armedVictims(t *tree, e *doc.Event) bool {
	for _, c := range []*doc.Count{e.Killed, e.Injured} {
		if c == nil {
			continue
		}
		seen := 0
		for i := t.tokenFrom(c.Span.End); i < len(t.st.Tokens); i++ {
			tok := &t.st.Tokens[i]
			if tok.Span.Start < c.Span.End {
				continue
			}
			if seen++; seen > 6 {
				break
			}
			if tok.UPOS == "ADJ" || tok.UPOS == "PROPN" || tok.UPOS == "ADP" && t.lemma(i) == "of" || tok.UPOS == "DET" {
				continue
			}
			if tok.UPOS == "NOUN" {
				l := t.lemma(i)
				if l == "security" || l == "government" || l == "army" && i+1 < len(t.st.Tokens) && t.st.Tokens[i+1].UPOS == "NOUN" {
					continue // "security forces", "army officers": read the head
				}
				if n, ok := vocab.armed[l]; ok && !n.post {
					return true
				}
			}
			break
		}
	}
	return false
}

// armedOrUnknown reports whether a party may be an armed group: unnamed,
// uncoded or coded to an armed sector.
func armedOrUnknown(p *doc.Party) bool {
	return p == nil || p.Sector == "" || armed[p.Sector]
}

// storyWindow returns the lower-cased text of a candidate's sentence and
// the sentence after it.
func storyWindow(t *tree, cd *candidate) string {
	text := strings.ToLower(t.st.Slice(t.st.Sentences[cd.sent].Span))
	if k := cd.sent + 1; k < len(t.st.Sentences) {
		text += " " + strings.ToLower(t.st.Slice(t.st.Sentences[k].Span))
	}
	return text
}

// weaponStock reports whether a noun names weapons or explosives, whose
// destruction ACLED codes as disrupted weapons use.
func weaponStock(l string) bool { return vocab.weaponStock[l] }

// laterDeaths gives an attack that has no death count the deaths told in
// the next sentences by a word that names no act of its own ("Armed men
// attacked a man. The victim died."). A coder's statement of the figure
// ("Fatalities coded as 0") replaces any count.
func laterDeaths(t *tree, cd *candidate) {
	st := t.st
	e := &cd.ev
	if e.Aux.Negated {
		return
	}
	for _, q := range st.Quantities {
		if q.Kind != doc.Killed || q.Trigger < 0 || q.Trigger >= len(st.Tokens) {
			continue
		}
		sent := st.Tokens[q.Trigger].Sentence
		if sent < cd.sent || sent > cd.sent+3 || !vocab.death[t.lemma(q.Trigger)] {
			continue
		}
		coded := strings.Contains(strings.ToLower(st.Text[max(0, q.Start-16):q.Start]), "coded")
		if e.Killed != nil && !coded || sent == cd.sent && !coded {
			continue
		}
		if !coded && (cd.nearerAttack(sent) || otherDay(t, e, sent)) {
			continue // another attack's dead, or another day's
		}
		e.Killed = &doc.Count{Best: q.Best, Low: q.Low, High: q.High, Qualifier: q.Qualifier, Text: st.Slice(q.Span), Span: q.Span}
		if coded {
			return
		}
	}
}

// surfaceAgent returns the lower-cased words of a by-phrase right after a
// passive trigger ("beaten up by a mob" -> "a mob"), or "".
func surfaceAgent(t *tree, cd *candidate) string {
	st := t.st
	if st.Tokens[cd.trig].UPOS != "VERB" || t.child(cd.trig, "aux:pass") < 0 {
		return ""
	}
	for i := cd.trig + 1; i < len(st.Tokens) && i <= cd.trig+3 && st.Tokens[i].Sentence == cd.sent; i++ {
		if t.lemma(i) != "by" {
			continue
		}
		var words []string
		for k := i + 1; k < len(st.Tokens) && k <= i+5 && st.Tokens[k].Sentence == cd.sent; k++ {
			u := st.Tokens[k].UPOS
			if u == "PUNCT" || u == "ADP" || u == "VERB" || u == "SCONJ" || u == "CCONJ" {
				break
			}
			words = append(words, strings.ToLower(st.Tokens[k].Form))
		}
		return strings.Join(words, " ")
	}
	return ""
}

// firedWeapons reports whether a text whose only means is an explosion
// says weapons caused it, and names no planted device.
func firedWeapons(text string) bool {
	if !hasWord(text, "weapon") {
		return false
	}
	return !hasAny(text, vocab.planted)
}

// surfaceArmedTarget reads the words after an active verb trigger when the
// parse gave it no target: an armed noun that is not inside a phrase of
// place or instrument ("attacked army forces in the village", "fired on the
// positions of the militia") is what was attacked.
func surfaceArmedTarget(t *tree, cd *candidate) bool {
	st := t.st
	if st.Tokens[cd.trig].UPOS != "VERB" || t.child(cd.trig, "aux:pass", "nsubj:pass") >= 0 {
		return false
	}
	prep := ""
	for i, n := cd.trig+1, 0; i < len(st.Tokens) && n < 12 && st.Tokens[i].Sentence == cd.sent; i, n = i+1, n+1 {
		tok := &st.Tokens[i]
		if tok.UPOS == "CCONJ" || tok.UPOS == "VERB" && tok.Rel == "conj" && tok.Head == cd.trig {
			continue // "shot and killed a soldier"
		}
		if tok.UPOS == "PUNCT" && (tok.Form == "," || tok.Form == ";" || tok.Form == ".") || tok.UPOS == "VERB" || tok.UPOS == "SCONJ" {
			break
		}
		if tok.UPOS == "ADP" {
			prep = t.lemma(i)
			continue
		}
		if tok.UPOS != "NOUN" || !isArmedNoun(t.lemma(i)) {
			continue
		}
		switch prep {
		case "", "on", "against", "at", "upon", "of":
			return true
		}
	}
	return false
}

// hasAny reports whether text holds any of words at a word boundary.
func hasAny(text string, words []string) bool {
	for _, w := range words {
		if hasWord(text, w) {
			return true
		}
	}
	return false
}

// hostileFire reports whether an attack is one-sided on its face: "opened
// fire on protesters".
func hostileFire(t *tree, cd *candidate) bool {
	e := &cd.ev
	return e.Target != nil && e.Target.Sector == "CVL" && !armedPhrase(e.Target.Text)
}

// disasterKiller reports whether an attack's actor is a natural disaster,
// an illness or an accident ("an earthquake killed eight people"), or
// whether bodies found or recovered, which name no killer, were found
// after one (foundAfterDisaster).
func disasterKiller(t *tree, cd *candidate) bool {
	if cd.actor < 0 {
		return foundAfterDisaster(t, cd)
	}
	return vocab.disaster[t.lemma(cd.actor)]
}

// foundAfterDisaster reports whether the trigger finds or recovers bodies
// and its own clause names a disaster as their cause: "bodies were
// recovered after the ferry capsized", "found in the rubble of the
// quake". The passive names no killer to ask, so the words the trigger
// governs are read; bodies found after a raid stay the raid's dead.
func foundAfterDisaster(t *tree, cd *candidate) bool {
	if cd.tr.Lemma != "find" && cd.tr.Lemma != "recover" {
		return false
	}
	s := t.st.Sentences[cd.sent]
	for i := s.FirstToken; i < s.EndToken; i++ {
		if i != cd.trig && vocab.disaster[t.lemma(i)] && t.dominates(cd.trig, i) {
			return true
		}
	}
	return false
}

// accident reports whether an explosion's sentence tells of an accident
// and of no attack.
func accident(text string) bool {
	return !hasAny(text, vocab.attackSigns) && hasAny(text, vocab.accident)
}

// cueText returns the lower-cased text of a candidate's sentence without
// the phrases that state a grievance or demand, and without other
// sentences' words, for reading cues of how the event itself went.
func cueText(t *tree, cd *candidate) string {
	st := t.st
	sent := st.Sentences[cd.sent].Span
	var cut []doc.Span
	// The trigger's heads, found once: asking t.dominates for every word of
	// the sentence climbed the tree from the trigger each time, which is
	// quadratic in a long chain of clauses.
	above := map[int]bool{}
	for h, n := st.Tokens[cd.trig].Head, 0; h >= 0 && n < len(st.Tokens); h, n = st.Tokens[h].Head, n+1 {
		above[h] = true
	}
	for i := st.Sentences[cd.sent].FirstToken; i < st.Sentences[cd.sent].EndToken; i++ {
		tok := &st.Tokens[i]
		if tok.Sentence != cd.sent || i == cd.trig || above[i] {
			continue
		}
		switch {
		case vocab.grievanceMarkers[t.marker(i)] && (tok.UPOS == "NOUN" || tok.UPOS == "PROPN"):
			cut = append(cut, t.fullSpan(i))
		case tok.UPOS == "VERB" && vocab.grievanceVerbs[t.lemma(i)] && (doc.BaseRel(tok.Rel) == "advcl" || tok.Rel == "xcomp" || doc.BaseRel(tok.Rel) == "acl" || tok.Rel == "conj"):
			cut = append(cut, t.fullSpan(i))
		}
	}
	var b strings.Builder
	pos := sent.Start
	for pos < sent.End {
		next := sent.End
		skipTo := -1
		for _, c := range cut {
			if c.Start <= pos && pos < c.End {
				skipTo = max(skipTo, c.End)
			} else if c.Start > pos && c.Start < next {
				next = c.Start
			}
		}
		if skipTo > pos {
			b.WriteString(" ")
			pos = skipTo
			continue
		}
		b.WriteString(st.Text[pos:next])
		pos = next
	}
	return strings.ToLower(b.String())
}

// grievanceNoun reports whether a noun trigger is what a protest or
// statement is against or about ("against the arrest of", "over the
// killing of"): an event told as a grievance, not as the news.
func grievanceNoun(t *tree, cd *candidate) bool {
	tok := &t.st.Tokens[cd.trig]
	if tok.UPOS != "NOUN" {
		return false
	}
	switch t.marker(cd.trig) {
	case "against", "over":
		return true
	}
	return false
}

// attributedNoun reports whether a noun trigger is only what someone is
// said to be responsible for ("claimed responsibility for the attack",
// "denied it was responsible for the bombing"): the story tells who did
// it, and an attack it reports itself is coded from its own words.
func attributedNoun(t *tree, cd *candidate) bool {
	tok := &t.st.Tokens[cd.trig]
	if tok.UPOS != "NOUN" || t.marker(cd.trig) != "for" || tok.Head < 0 {
		return false
	}
	return vocab.attributionHeads[t.lemma(tok.Head)]
}

// MainAcled returns the index of the event that stands for a whole ACLED
// note or news snippet, or -1 when none has an ACLED type. ACLED codes one
// event per note, and a note leads with it: the first event with an ACLED
// type that happened as told (not negated, hypothetical or future: "no one
// was killed" is not the note's event) is taken, else the first with an
// ACLED type at all.
func MainAcled(events []doc.Event) int {
	first := -1
	for k := range events {
		e := &events[k]
		if e.Type.AcledSubEventType == "" && e.Type.AcledEventType == "" {
			continue
		}
		if !e.Aux.Negated && !e.Aux.Hypothetical && !e.Aux.Future {
			return k
		}
		if first < 0 {
			first = k
		}
	}
	return first
}
