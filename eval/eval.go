// Package eval scores sitrep's stages against gold data in the formats the
// field publishes them in: CoNLL-U, CoNLL-2003, TimeML, geoparsing XML, ACLED
// and PLOVER. Each scorer returns a struct whose JSON form is the object
// `sitrep eval NAME --json` prints, with fractions rather than percents.
package eval
