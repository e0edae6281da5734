-- Stories, events, their claims and evidence, and clusters of events.
-- Dates are TEXT as YYYY-MM-DD (events) or RFC 3339 in UTC (stories), '' when unknown.

CREATE TABLE stories (
	seq           INTEGER PRIMARY KEY,
	id            TEXT NOT NULL UNIQUE,
	title         TEXT NOT NULL,
	text          TEXT NOT NULL,
	url           TEXT NOT NULL,
	source        TEXT NOT NULL,
	published     TEXT NOT NULL,
	content_hash  TEXT NOT NULL,
	coded_at      TEXT NOT NULL,
	coder_version TEXT NOT NULL
);

CREATE TABLE clusters (
	id      INTEGER PRIMARY KEY,
	date    TEXT NOT NULL,
	size    INTEGER NOT NULL,
	figures TEXT NOT NULL
);

CREATE TABLE events (
	seq            INTEGER PRIMARY KEY,
	id             TEXT NOT NULL UNIQUE,
	story_id       TEXT NOT NULL REFERENCES stories (id) ON DELETE CASCADE,
	ord            INTEGER NOT NULL,
	cluster_id     INTEGER NOT NULL REFERENCES clusters (id),
	date           TEXT NOT NULL,
	date_end       TEXT NOT NULL,
	lat            REAL,
	lon            REAL,
	country        TEXT NOT NULL,
	admin1         TEXT NOT NULL,
	plover         TEXT NOT NULL,
	acled_type     TEXT NOT NULL,
	parties        TEXT NOT NULL, -- actor's and target's words and names, lower case, for the actor filter
	actor_country  TEXT NOT NULL,
	target_country TEXT NOT NULL,
	killed         INTEGER NOT NULL,
	injured        INTEGER NOT NULL,
	arrested       INTEGER NOT NULL,
	record         TEXT NOT NULL
);
CREATE INDEX events_date ON events (date, seq);
CREATE INDEX events_story ON events (story_id, ord);
CREATE INDEX events_cluster ON events (cluster_id);
CREATE INDEX events_country ON events (country, date, seq);
CREATE INDEX events_plover ON events (plover, date, seq);
CREATE INDEX events_acled ON events (acled_type, date, seq);
CREATE INDEX events_lat ON events (lat);

CREATE TABLE claims (
	event_id          TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
	ord               INTEGER NOT NULL,
	claimant_text     TEXT NOT NULL,
	claimant_name     TEXT NOT NULL,
	claimant_country  TEXT NOT NULL,
	claimant_sector   TEXT NOT NULL,
	kind              TEXT NOT NULL,
	anonymous         INTEGER NOT NULL,
	verb              TEXT NOT NULL,
	span_start        INTEGER NOT NULL,
	span_end          INTEGER NOT NULL,
	says_killed       INTEGER,
	PRIMARY KEY (event_id, ord)
);

CREATE TABLE evidence (
	event_id   TEXT NOT NULL REFERENCES events (id) ON DELETE CASCADE,
	ord        INTEGER NOT NULL,
	span_start INTEGER NOT NULL,
	span_end   INTEGER NOT NULL,
	PRIMARY KEY (event_id, ord)
);
