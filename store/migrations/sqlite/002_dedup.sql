-- Cross-story dedup (package dedup): the words each event is compared by (its
-- story's headline and its evidence sentences) and the interval of time it
-- happened in, as dedup.When reads it, RFC 3339 in UTC; '' when unknown.
-- Events stored before this migration get '' and are offered to dedup only
-- once re-coded (sitrep recode).
ALTER TABLE events ADD COLUMN match_text TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN near_from TEXT NOT NULL DEFAULT '';
ALTER TABLE events ADD COLUMN near_to TEXT NOT NULL DEFAULT '';
CREATE INDEX events_near ON events (near_from);
