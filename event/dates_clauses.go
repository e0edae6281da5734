package event

import (
	"strings"
	"time"

	"sitrep/doc"
)

// speakingClause reports whether token k lies in a participial clause
// that opens or closes the clause of trigger i and tells what its subject
// was doing meanwhile: "Speaking to reporters on Tuesday, he accused the
// government ...", "..., addressing a rally on Sunday". Its day is the
// trigger's, where a clause with a subordinator of its own ("once forces
// withdraw in 2014", "after talks on Monday") tells another time.
func speakingClause(t *tree, i, k int) bool {
	st := t.st
	if k >= len(st.Tokens) || st.Tokens[k].Sentence != st.Tokens[i].Sentence {
		return false
	}
	heads := []int{i}
	if st.Tokens[i].Rel == "conj" && st.Tokens[i].Head >= 0 {
		heads = append(heads, st.Tokens[i].Head) // "he accused X and demanded Y"
	}
	for n := 0; k >= 0 && n < len(st.Tokens); n++ {
		h := st.Tokens[k].Head
		for _, top := range heads {
			if h == top {
				return st.Tokens[k].Rel == "advcl" && st.Tokens[k].XPOS == "VBG" && t.child(k, "mark") < 0 && t.child(k, "nsubj") < 0
			}
		}
		k = h
	}
	return false
}

// pastAfterPublication reports whether tx, a day after publication, would
// date verb trigger i told in the past tense ("the crossing will reopen
// to trucks by 20 June, the two ministers decided"): what was done is not dated by
// a day still to come, which belongs to what was agreed, planned or
// demanded.
func pastAfterPublication(t *tree, i int, tx *doc.Timex) bool {
	st := t.st
	if st.Published.IsZero() || st.Tokens[i].XPOS != "VBD" || len(tx.Value) < 10 {
		return false
	}
	d, err := time.Parse("2006-01-02", tx.Value[:10])
	return err == nil && d.After(st.Published.Truncate(24*time.Hour))
}

// periodOf reports whether month or year tx names the period something
// is for, after "for" ("the water levy for March", "the grant for
// 2017"): not when an event happened. A day after "for" may count the
// days of one ("the fighting went on for a fourth day running").
func periodOf(t *tree, tx *doc.Timex) bool {
	k := t.tokenFrom(tx.Start)
	return len(tx.Value) < 10 && k > 0 && k < len(t.st.Tokens) && strings.EqualFold(t.st.Tokens[k-1].Form, "for")
}

// nestedIncidentDate reports whether date tx lies in the phrase of another
// kind of event's noun trigger below cd's ("detained three students
// after the arson attack on a clinic on 2 March"): the date is
// the incident's, not cd's. A noun of cd's own kind ("killed in an attack
// on Tuesday") dates cd too.
func nestedIncidentDate(t *tree, cd *candidate, tx *doc.Timex) bool {
	k := t.tokenFrom(tx.Start)
	if k >= len(t.st.Tokens) {
		return false
	}
	return incidentBetween(t, cd.trig, k, cd.tr.Plover, func(h int) string {
		if o, ok := cd.peers[h]; ok && o.tr.POS == "NOUN" {
			return o.tr.Plover
		}
		return ""
	})
}

// incidentBetween reports whether token k lies below trigger trig in the
// phrase of a noun trigger of another kind than kind: a head between them
// whose kind (nounKind, "" for none) differs.
func incidentBetween(t *tree, trig, k int, kind string, nounKind func(h int) string) bool {
	other := false
	for n, h := 0, t.st.Tokens[k].Head; h >= 0 && n < len(t.st.Tokens); n, h = n+1, t.st.Tokens[h].Head {
		if h == trig {
			return other
		}
		if p := nounKind(h); p != "" && p != kind {
			other = true
		}
	}
	return false
}

// antecedentDate reports whether date tx, older than the story's week,
// dates a thing named in a phrase of what came before trigger i ("the
// two governments are in talks, following the army's decision last
// October to close the crossing", "freed after a trial in 2016"): a
// phrase marked "following", "after" or "before" on the way up from tx
// to the clause of i, on a word other than tx's own. A day that is the
// only date of a past act's sentence stays its date: "arrested the man
// after a chase on 3 January" tells one scene, and the story's day
// would be further off.
func antecedentDate(t *tree, i int, tx *doc.Timex) bool {
	st := t.st
	_, end, ok := dateRange(tx.Value)
	if !ok || st.Published.IsZero() || !beforeStoryWeek(st, end) ||
		len(tx.Value) >= 10 && toldInPast(t, i) && !otherDate(t, i, tx) {
		return false
	}
	k := t.tokenFrom(tx.Start)
	for n := 0; k >= 0 && k < len(st.Tokens) && n < len(st.Tokens); n, k = n+1, st.Tokens[k].Head {
		if k == i {
			return false
		}
		if !tx.Span.Contains(st.Tokens[k].Span) {
			switch t.marker(k) {
			case "follow", "following", "after", "before":
				return t.dominates(t.clauseHead(i), k)
			}
		}
	}
	return false
}

// otherDate reports whether the sentence of token i names a date or time
// besides tx.
func otherDate(t *tree, i int, tx *doc.Timex) bool {
	sp := t.st.Sentences[t.st.Tokens[i].Sentence].Span
	for k := range t.st.Timexes {
		o := &t.st.Timexes[k]
		if o.Span != tx.Span && sp.Contains(o.Span) && (o.Type == "DATE" || o.Type == "TIME") && !inDateline(t.st.Text, o.Span) {
			return true
		}
	}
	return false
}

// presentPerfect reports whether verb v is told in the present perfect
// ("have been arrested", "has charged"), which ties it to the story's now.
func presentPerfect(t *tree, v int) bool {
	x := perfectAux(t, v)
	return x == "VBP" || x == "VBZ"
}

// perfectAux returns the tag of verb v's auxiliary "have" ("VBD" for
// "had", "VBZ" for "has"), or "" when it has none.
func perfectAux(t *tree, v int) string {
	for _, c := range t.kids[v] {
		if doc.BaseRel(t.st.Tokens[c].Rel) == "aux" && t.lemma(c) == "have" {
			return t.st.Tokens[c].XPOS
		}
	}
	return ""
}

// perfectsOldDay reports whether day tx, older than the story's week,
// follows an event noun in the clause of present-perfect verb v: "police
// have charged a teacher over the attack on a church in Jos on 12
// January". A perfect tells no past day of its own; the day is the
// incident's the noun names. eventNoun tells the story's event nouns.
func perfectsOldDay(t *tree, v int, tx *doc.Timex, eventNoun func(j int) bool) bool {
	st := t.st
	k := t.tokenFrom(tx.Start)
	if len(tx.Value) < 10 || k >= len(st.Tokens) || st.Tokens[v].UPOS != "VERB" || !presentPerfect(t, v) || !t.dominates(v, k) {
		return false
	}
	d, err := time.Parse("2006-01-02", tx.Value[:10])
	if err != nil || !beforeStoryWeek(st, d) {
		return false
	}
	for j := v + 1; j < k; j++ {
		if eventNoun(j) && t.dominates(v, j) {
			return true
		}
	}
	return false
}

// peerNoun returns whether token j is a noun trigger among peers.
func peerNoun(peers map[int]*candidate) func(j int) bool {
	return func(j int) bool {
		o, ok := peers[j]
		return ok && o.tr.POS == "NOUN"
	}
}

// ownTime reports whether clause i tells a time of its own: a calendar
// date or hour in what it tells (datedWithin), or the pluperfect ("after
// protesters had burned a police station on Sunday"), which sets it
// before the act it hangs on, a separate incident rather than that act's
// cause.
func ownTime(t *tree, i int) bool {
	return perfectAux(t, i) == "VBD" || datedWithin(t, i, t.fullSpan(i))
}

// nounModifierDate reports whether date tx lies in a reduced relative
// clause on a noun below trigger cd ("denounced an accord signed last
// year", "abandoning the zone created last year"): the date is the
// thing's, not the event's. A noun of cd's own kind ("killed in an attack carried out on
// Monday") or the scene cd took place in ("arrested in a raid carried out
// on Monday") dates cd too.
func nounModifierDate(t *tree, cd *candidate, tx *doc.Timex) bool {
	st := t.st
	k := t.spanHead(tx.Span)
	if k < 0 || k == cd.trig {
		return false
	}
	for n := 0; k >= 0 && k != cd.trig && n < len(st.Tokens); n, k = n+1, st.Tokens[k].Head {
		if st.Tokens[k].Rel != "acl" || st.Tokens[k].XPOS != "VBN" {
			continue
		}
		h := st.Tokens[k].Head
		if h < 0 || h == cd.trig || !isNoun(st.Tokens[h].UPOS) || casualty(t, k) || occurrence(t, k) {
			return false
		}
		return t.dominates(cd.trig, h) && !ownKindNoun(t, cd, h)
	}
	return false
}

// ownKindNoun reports whether noun h tells cd's own event: a noun trigger
// of cd's kind, or the scene cd took place in ([scene-markers]: "in",
// "during").
func ownKindNoun(t *tree, cd *candidate, h int) bool {
	if o, ok := cd.peers[h]; ok && o.tr.Plover == cd.tr.Plover {
		return true
	}
	return vocab.sceneMarkers[t.marker(h)]
}

// isNoun reports whether a part of speech names a thing.
func isNoun(upos string) bool { return upos == "NOUN" || upos == "PROPN" }
