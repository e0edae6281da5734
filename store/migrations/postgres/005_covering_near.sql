-- Dedup's candidate queries (store/cluster.go) read only these indexes'
-- columns, not the events' rows: a row holds its whole record, a page or
-- more, and looking up every event of two months in the table was most of
-- the time of finding a new event's candidates in a large store. (PostgreSQL
-- reads them in index-only scans: the cluster index holds seq.)
DROP INDEX events_country_near;
CREATE INDEX events_country_near ON events (country, near_long, near_from, near_to, cluster_id, story_id);
DROP INDEX events_near;
CREATE INDEX events_near ON events (near_long, near_from, near_to, cluster_id, story_id);
DROP INDEX events_near_long;
CREATE INDEX events_near_long ON events (near_to, near_from, country, cluster_id, story_id) WHERE near_long = 1;
DROP INDEX events_cluster;
CREATE INDEX events_cluster ON events (cluster_id, story_id, near_long, near_from, near_to, seq);
