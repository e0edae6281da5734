package syntax

import "strings"

// lemmaCacheSize bounds the (tag, form) pairs a workspace's lemma cache
// holds, about 80 bytes each: the cache starts afresh when full, which
// keeps memory bounded on an endless stream of new words.
const lemmaCacheSize = 1 << 15

// lemmaCache remembers the lemmas a workspace's lemmatiser gave, by tag
// and form. A lemma costs an exception lookup or two, a lowercasing and
// up to eight suffix-rule and known-lemma lookups, with an allocation or
// two; news repeats its words, and the lemma is a function of the form
// and the tag alone, so one map lookup answers most tokens.
type lemmaCache struct {
	byTag []map[string]string // by tag index, form -> lemma
	n     int
}

// lemma returns l's lemma of form tagged tag, whose XPOS is xpos.
func (c *lemmaCache) lemma(l *lemmatizer, form string, tag int, xpos string) string {
	if tag >= len(c.byTag) {
		c.byTag = append(c.byTag, make([]map[string]string, tag+1-len(c.byTag))...)
	}
	m := c.byTag[tag]
	if lm, ok := m[form]; ok {
		return lm
	}
	lm := l.lemma(form, xpos)
	if c.n >= lemmaCacheSize {
		for _, m := range c.byTag {
			clear(m)
		}
		c.n = 0
	}
	if m == nil {
		m = map[string]string{}
		c.byTag[tag] = m
	}
	// Copies, so that the cache does not keep a story's text alive.
	m[strings.Clone(form)] = strings.Clone(lm)
	c.n++
	return lm
}
