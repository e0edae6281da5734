package event

import (
	"strings"

	"sitrep/doc"
)

// eveDay dates an event the text leaves undated, in a story whose lede
// names no day of its news (ledeDay), by the day before publication when
// the story was written on that eve (eveTimex): a daily's copy of
// Friday's bandh, printed on Saturday, tells its day by the weekday
// somewhere in its body and never names Saturday, "today" or
// "yesterday"; what it tells without a day is of Friday, not of the
// morning the paper came out. As in ledeDay (storyDated), an event dated
// by a definite phrase that names no day ("later in the day") counts as
// undated, an event foreseen or a noun recalled in another act's phrase
// is left alone, and so is an item of a digest that is no part of the
// eve's news (ledeRelated).
func eveDay(t *tree, e *doc.Event) {
	if !storyDated(t, e) {
		return
	}
	if ledeTimex(t) != nil {
		return // the lede's day rules, and ledeDay has weighed it
	}
	tx := eveTimex(t)
	if tx == nil || !ledeRelated(t, e, tx) {
		return
	}
	// The eve is the story's own day, as the publication day is for
	// other stories, and no day the text tells of this event: it stays
	// "published", which the event filter and the merger weigh as such.
	e.Time = &doc.When{Date: tx.Value[:10], Precision: doc.PrecisionDay, ResolvedFrom: "published"}
}

// eveTimex returns the first time that names the day before publication
// by its weekday in a story written on that eve (findEveTimex), found on
// first use and kept on the tree.
func eveTimex(t *tree) *doc.Timex {
	if !t.eveDone {
		t.eve, t.eveDone = findEveTimex(t), true
	}
	return t.eve
}

// findEveTimex returns the first time that names the eve of publication by
// its weekday ("on Friday" in a Saturday paper), or nil where there is
// none or where the story also names its day of publication: by date or
// weekday, as "today", or as "yesterday" (which tells the eve as past
// from the day the paper is written). A clock time on the day of
// publication that names no day ("at 2 pm"), or a definite phrase the
// time stage reads as that day ("later in the day"), tells nothing of
// when the story was written, nor does a dateline or a page's stamp (a
// line that holds no verb, only the site's word of the day it put the
// story up).
func findEveTimex(t *tree) *doc.Timex {
	st := t.st
	if st.Published.IsZero() {
		return nil
	}
	pub := storyDay(st)
	pubDate, eveDate := pub.Format("2006-01-02"), pub.AddDate(0, 0, -1).Format("2006-01-02")
	pubName, eveName := strings.ToLower(pub.Weekday().String()), strings.ToLower(pub.AddDate(0, 0, -1).Weekday().String())
	var found *doc.Timex
	for k := range st.Timexes {
		tx := &st.Timexes[k]
		i := t.tokenFrom(tx.Start)
		if i >= len(st.Tokens) {
			break
		}
		if inDateline(st.Text, tx.Span) || !tellsSomething(t, st.Tokens[i].Sentence) {
			continue
		}
		text := strings.ToLower(st.Slice(tx.Span))
		switch {
		case strings.Contains(text, "yesterday") || strings.Contains(text, "today") || strings.Contains(text, pubName):
			return nil
		case strings.HasPrefix(tx.Value, pubDate) && tx.Type != "TIME" && !definitePhrase(text):
			return nil
		case found == nil && strings.HasPrefix(tx.Value, eveDate) && strings.Contains(text, eveName):
			found = tx
		}
	}
	return found
}
