package event

import "sitrep/doc"

// eveDay dates an event the text leaves undated, in a story whose lede
// names no day of its news (ledeDay), by the day before publication when
// the story was written on that eve, as the time stage decided
// (doc.Story.Eve): a daily's copy of Friday's bandh, printed on Saturday,
// tells its day by the weekday somewhere in its body and never names
// Saturday, "today" or "yesterday"; what it tells without a day is of
// Friday, not of the morning the paper came out. As in ledeDay
// (storyDated), an event dated by a definite phrase that names no day
// ("later in the day") counts as undated, an event foreseen or a noun
// recalled in another act's phrase is left alone, and so is an item of a
// digest that is no part of the eve's news (ledeRelated).
func eveDay(t *tree, e *doc.Event) {
	if !storyDated(t, e) {
		return
	}
	if ledeTimex(t) != nil {
		return // the lede's day rules, and ledeDay has weighed it
	}
	tx := t.st.Eve
	if tx == nil || !ledeRelated(t, e, tx) {
		return
	}
	// The eve is the story's own day, as the publication day is for
	// other stories, and no day the text tells of this event: it stays
	// "published", which the event filter and the merger weigh as such.
	e.Time = &doc.When{Date: tx.Value[:10], Precision: doc.PrecisionDay, ResolvedFrom: "published"}
}
