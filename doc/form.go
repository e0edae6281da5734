package doc

import "strings"

// LowForm is the form a word is looked up by in a word list: lower case,
// with a curly apostrophe made straight ("’ll" is "'ll", "’re" is "'re").
// The stages that read clitics by their form share it.
func LowForm(w string) string { return strings.ToLower(strings.ReplaceAll(w, "’", "'")) }

// OrdinalEnding reports whether s is the ending, in lower case, that an
// ordinal written in figures takes: "st", "nd", "rd" or "th" ("1st",
// "23rd"). The tokeniser, which keeps it on its number, and the time
// stage, which reads days by it, share the one list.
func OrdinalEnding(s string) bool {
	switch s {
	case "st", "nd", "rd", "th":
		return true
	}
	return false
}
