package doc

import "strings"

// LowForm is the form a word is looked up by in a word list: lower case,
// with a curly apostrophe made straight ("’ll" is "'ll", "’re" is "'re").
// The stages that read clitics by their form share it.
func LowForm(w string) string { return strings.ToLower(strings.ReplaceAll(w, "’", "'")) }
