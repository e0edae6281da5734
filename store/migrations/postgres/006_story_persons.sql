-- The people a story names, as the NER stage marked them (dedup.Persons),
-- one a line: dedup finds a story's protagonist among them, not among any
-- two capitalised words ("Los Angeles"). Stories stored before have none,
-- and so no protagonist.
ALTER TABLE stories ADD COLUMN persons TEXT NOT NULL DEFAULT '';
