-- Dedup candidates are looked up by time, and by country where the new event
-- has one: events whose interval spans at most 32 days over a short range of
-- near_from, the few known only to a longer span (a year, a long range)
-- through their own index.
ALTER TABLE events ADD COLUMN near_long INTEGER NOT NULL DEFAULT 0;
UPDATE events SET near_long = 1
	WHERE near_from <> '' AND near_to::timestamptz - near_from::timestamptz > interval '32 days';
CREATE INDEX events_near_long ON events (near_to) WHERE near_long = 1;
CREATE INDEX events_country_near ON events (country, near_long, near_from);
