package doc

// SchemaVersion is the version of the event record that Event marshals to.
// docs/SCHEMA.md documents every field; bump it on any incompatible change.
const SchemaVersion = "1"

// Event is one coded event: who did what to whom, when, where, how many, and
// who says so. Its JSON form is the event record of docs/SCHEMA.md.
type Event struct {
	ID       string    `json:"id"`
	StoryID  string    `json:"story_id"`
	Coder    Coder     `json:"coder"`
	Type     EventType `json:"type"`
	Aux      Aux       `json:"aux"`
	Actor    *Party    `json:"actor,omitempty"`
	Target   *Party    `json:"target,omitempty"`
	Time     *When     `json:"time,omitempty"`
	Place    *Where    `json:"place,omitempty"`
	Killed   *Count    `json:"killed,omitempty"`
	Injured  *Count    `json:"injured,omitempty"`
	Arrested *Count    `json:"arrested,omitempty"`
	Claims   []Claim   `json:"claims"`
	Evidence []Span    `json:"evidence"` // every sentence span that tells of this event

	Trigger Span `json:"trigger"`
	// Mentions are the triggers of every retelling merged into this event,
	// its own first; empty when it is told once.
	Mentions   []Span  `json:"mentions,omitempty"`
	Confidence float64 `json:"confidence"`

	// PartyOptions lists the phrases each role of the event could be
	// given, as the event stage found them: what the party chooser
	// (stage "parties", after the filter) chooses among, carried here so
	// that it need not find the event again. The event stage hands the
	// listing on uncalled, so that only the events the filter keeps pay
	// for it (it was most of the stage's option work, 45% of it thrown
	// away); nil when the stage keeps no options. Calls may overlap:
	// those on one story's events, which share the stage's caches of the
	// story, run one at a time. No part of the record.
	PartyOptions func() []RoleOptions `json:"-"`

	// Demand marks a REQUEST the event stage made of a verb told in
	// someone's words with "must" or "should" ("the council should
	// withdraw the decree", he said): its modal tells the demand, not a
	// condition or a wish. Later stages (reality) read it rather than
	// parse the modal again. No part of the record.
	Demand bool `json:"-"`
}

// RoleOptions are the phrases one role of an event could be given.
type RoleOptions struct {
	Role    string // "actor" or "target"
	Options []PartyOption
}

// PartyOption is one phrase a role could be given, described by the
// features the party chooser's model scores.
type PartyOption struct {
	Party *Party // the party as the record would hold it; nil for none
	Rule  bool   // the event stage wrote it
	// Teller: the phrase tells of the event (a claimant of its claims,
	// the actor of an event whose trigger governs it) more than it does it.
	Teller bool
	// OtherRole: the phrase is the event's written party of the other
	// role ("talks between the two delegations": their target).
	OtherRole bool
	// Folded: the phrase is an argument of an act folded into the event
	// ("the arrest of the leader by soldiers sparked protests": the
	// soldiers are the arrest's agent, not the protesters) or another
	// event's trigger phrase.
	Folded bool
	// Thing: the phrase is a written actor that names a thing rather than
	// a doer ("the speed of the assault"): the one written phrase the
	// party chooser may empty.
	Thing    bool
	Features []string
}

// Coder names the program that coded an event.
type Coder struct {
	Name    string `json:"name"`
	Version string `json:"version"`
	Schema  string `json:"schema"`
}

// EventType is an event's category in PLOVER, with its CAMEO and ACLED equivalents.
type EventType struct {
	Plover            string `json:"plover"`
	Mode              string `json:"mode,omitempty"`
	CameoRoot         string `json:"cameo_root,omitempty"`
	AcledEventType    string `json:"acled_event_type,omitempty"`
	AcledSubEventType string `json:"acled_sub_event_type,omitempty"`
}

// Aux flags qualify an event's reality and time.
type Aux struct {
	Historical   bool `json:"historical"`
	Future       bool `json:"future"`
	Hypothetical bool `json:"hypothetical"`
	Negated      bool `json:"negated"`
}

// Party is an event's actor or target as the text names it and as it is coded.
type Party struct {
	Text string `json:"text"`
	Actor
	Span Span `json:"span"`
}

// When is an event's time.
type When struct {
	Date      string `json:"date"`          // TIMEX3 value: 2012-02-25, 2011-04
	End       string `json:"end,omitempty"` // last day of a range
	Precision string `json:"precision"`
	Text      string `json:"text,omitempty"`
	Span      *Span  `json:"span,omitempty"`
	// ResolvedFrom is "text" when the event's own sentence dates it,
	// "story" when it takes the day an earlier sentence of its paragraph
	// named, "published" when it takes the story's date: the day of
	// publication, or the eve in a story written on the eve of its paper.
	ResolvedFrom string `json:"resolved_from"`
}

// Where is an event's place.
type Where struct {
	Name       string  `json:"name"`
	Country    string  `json:"country,omitempty"`
	Admin1     string  `json:"admin1,omitempty"`
	Admin2     string  `json:"admin2,omitempty"`
	Lat        float64 `json:"lat"`
	Lon        float64 `json:"lon"`
	GeonamesID int     `json:"geonames_id,omitempty"`
	Precision  string  `json:"precision"`
	Text       string  `json:"text"`
	Span       Span    `json:"span"`
	// ResolvedFrom is "text" when the event's own sentence names the place,
	// "seat" when it names a national institution, placed at the capital,
	// "story" when the place is the story's focus, named elsewhere in it.
	ResolvedFrom string `json:"resolved_from"`
}

// QualifierUnspecified is the Qualifier of a count whose number the text
// does not give: "civilians were wounded", "the dead". Best and Low are the
// least the words imply (one for each person or group named), High is 0 (no
// upper bound is known).
const QualifierUnspecified = "unspecified"

// Count is a number of people killed, injured or arrested.
type Count struct {
	Best      int    `json:"best"`
	Low       int    `json:"low"`
	High      int    `json:"high"`
	Qualifier string `json:"qualifier,omitempty"`
	Text      string `json:"text"`
	Span      Span   `json:"span"`
	// BySide splits a toll that adds up counts of different victims
	// ("two soldiers were killed ... seven militants were also killed").
	BySide []SideCount `json:"by_side,omitempty"`
}

// SideCount is the part of a toll told of one group of victims.
type SideCount struct {
	// Side is "actor" or "target" when the victims are coded as the
	// event's actor's or target's side, else empty.
	Side    string `json:"side,omitempty"`
	Text    string `json:"text"` // the victims as the text counts them
	Country string `json:"country,omitempty"`
	Sector  Sector `json:"sector,omitempty"`
	Best    int    `json:"best"`
}

// Claim kinds.
const (
	ClaimReported       = "reported"
	ClaimResponsibility = "claimed_responsibility"
	ClaimDenied         = "denied"
	ClaimDisputed       = "disputed"
)

// Claim is who says something about an event, and what they say.
type Claim struct {
	Claimant  Party  `json:"claimant"`
	Kind      string `json:"kind"`
	Anonymous bool   `json:"anonymous"`
	Verb      string `json:"verb"`
	Span      Span   `json:"span"`
	Says      Says   `json:"says"`
}

// Says is what a claim asserts.
type Says struct {
	Killed      *int   `json:"killed,omitempty"`
	Perpetrator *Party `json:"perpetrator,omitempty"`
}
