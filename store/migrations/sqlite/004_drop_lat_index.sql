-- Pages of events are read in date order; an index on latitude led the
-- planner to read every event in a bounding box and sort them, far slower
-- than reading in date order and keeping those inside the box.
DROP INDEX events_lat;
