package reality

import (
	"strconv"
	"strings"
	"time"

	"sitrep/doc"
)

// contextFeatures place the trigger at token i in its story and say how
// specific its telling is: the voice of its clause ("has been criticised",
// "were blamed": a passive with no agent tells a reputation more
// often than an act), its place in the story and paragraph (background
// sits low in a story), the number of a noun trigger ("riots", "raids":
// a bare plural sums up), how often the story uses its word (a topic
// word, "the violence", is the story's subject rather than one incident),
// what its parties name, and courtroom words in its sentence (a trial
// story retells the crime as the charge).
func (p *parse) contextFeatures(f *featureList, e *doc.Event, i int) {
	st, tok, add := p.st, &p.st.Tokens[i], f.add
	cat := e.Type.Plover
	gov := p.governor(i)
	if gov >= 0 {
		voice := "active"
		if p.hasRel(gov, "aux:pass", "nsubj:pass") || gov == i && tok.XPOS == "VBN" && tok.Rel == "acl" {
			voice = "passive"
			if p.hasRel(gov, "obl:agent") {
				voice = "passive-agent"
			}
		}
		add("voice", voice)
		add("voice.tense", voice, p.tense(gov))
		add("cat.voice", cat, voice)
	}
	n := len(st.Sentences)
	add("storyfrac", strconv.Itoa(min(4*tok.Sentence/max(n, 1), 3)))
	add("para", p.paragraphPlace(tok.Sentence))
	if tok.UPOS == "NOUN" {
		number := "sg"
		if tok.XPOS == "NNS" {
			number = "pl"
		}
		add("np.number", p.nounDeterminer(i), number)
	}
	add("lemmacount", countBucket(p.lemmaCount(i)))
	add("actor.kind", p.partyHead(e.Actor))
	add("target.kind", p.partyHead(e.Target))
	sent := st.Sentences[tok.Sentence]
	for k := sent.FirstToken; k < sent.EndToken; k++ {
		if k != i && lex.courtWords[p.lemma(k)] {
			add("sent", "court")
			add("cat.court", cat)
			break
		}
	}
	if p.trig == nil {
		p.trig = p.triggers()
	}
	others := 0
	for k := sent.FirstToken; k < sent.EndToken; k++ {
		if k != i && p.trig[k] {
			others++
		}
	}
	add("sent.events", countBucket(others+1))
	for n, j := 0, tok.Head; j >= 0 && n < 4; n, j = n+1, st.Tokens[j].Head {
		if p.trig[j] {
			add("undertrigger", strconv.Itoa(min(n, 1)))
			break
		}
	}
	for _, t := range st.Timexes {
		if t.Type == "DATE" && sent.Contains(t.Span) {
			add("timex.age", dateAge(t.Value, st.Published))
		}
	}
}

// dateAge classes a TIMEX3 date value by how long before the story's
// publication it ends: "week", "month", "year", "older", "ahead" (after
// it), or "unknown".
func dateAge(value string, pub time.Time) string {
	var start, end time.Time
	switch {
	case pub.IsZero():
		return "unknown"
	case len(value) >= 10:
		d, err := time.Parse("2006-01-02", value[:10])
		if err != nil {
			return "unknown"
		}
		start, end = d, d.AddDate(0, 0, 1)
	case len(value) == 7:
		d, err := time.Parse("2006-01", value)
		if err != nil {
			return "unknown"
		}
		start, end = d, d.AddDate(0, 1, 0)
	case len(value) == 4:
		d, err := time.Parse("2006", value)
		if err != nil {
			return "unknown"
		}
		start, end = d, d.AddDate(1, 0, 0)
	default:
		return "unknown"
	}
	switch ago := pub.Sub(end); {
	case start.After(pub):
		return "ahead"
	case ago < 7*24*time.Hour:
		return "week"
	case ago < 31*24*time.Hour:
		return "month"
	case ago < 365*24*time.Hour:
		return "year"
	}
	return "older"
}

// paragraphPlace names sentence s's place in its paragraph and the
// paragraph's in the story: "lead" for the story's first paragraph,
// else "first" or "later" in a later one.
func (p *parse) paragraphPlace(s int) string {
	st := p.st
	start := st.Sentences[s].Start
	para := strings.LastIndexByte(st.Text[:start], '\n') + 1
	first := strings.TrimSpace(st.Text[para:start]) == ""
	switch {
	case strings.TrimSpace(st.Text[:para]) == "":
		return "lead"
	case first:
		return "first"
	}
	return "later"
}

// lemmaCount returns how many tokens of the story share token i's lemma
// and part of speech.
func (p *parse) lemmaCount(i int) int {
	st := p.st
	l, u := p.lemma(i), st.Tokens[i].UPOS
	n := 0
	for k := range st.Tokens {
		if st.Tokens[k].UPOS == u && p.lemma(k) == l {
			n++
		}
	}
	return n
}

func countBucket(n int) string {
	switch {
	case n <= 1:
		return "1"
	case n <= 3:
		return "2-3"
	}
	return "4+"
}

// partyHead classes what an event's party names: "none", "pronoun",
// "coded" (an actor the dictionary knows: a country, sector or body),
// "name" (a name it does not know) or "common" (a common noun phrase,
// "residents", "the militia").
func (p *parse) partyHead(pt *doc.Party) string {
	switch k := partyKind(pt); {
	case k != "phrase":
		return k
	case pt.Country != "" || pt.Sector != "" || pt.Org != "":
		return "coded"
	}
	for k, ok := p.start[pt.Span.Start]; ok && k < len(p.st.Tokens) && p.st.Tokens[k].Start < pt.Span.End; k++ {
		if p.st.Tokens[k].UPOS == "PROPN" {
			return "name"
		}
	}
	return "common"
}
