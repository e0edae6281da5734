package event

import (
	"slices"

	"sitrep/doc"
)

// judgedTogether reports whether ACCUSE mentions a and b may tell one
// statement though their modes differ: a speaker who condemns a party and
// accuses it of a wrong in one speech ("denounced the plan as a sham. He
// accused the council of lying") makes one accusation, told by a
// disapproving verb and an alleging one. The two must lie within
// reportGap sentences of each other: further on they are as often two
// statements, which the gold codes apart. sameDoer has already asked for
// one speaker, but it takes two officials of one government for one; two
// speakers named in words that share none ("the minister", "the
// opposition leader") make two statements. An investigation is an act of
// its own, apart from what is said of it.
func judgedTogether(a, b *candidate) bool {
	judging := func(m string) bool { return m == "allege" || m == "disapprove" }
	return a.ev.Type.Plover == "ACCUSE" && judging(a.ev.Type.Mode) && judging(b.ev.Type.Mode) &&
		abs(a.sent-b.sent) <= reportGap && !namedApart(a.ev.Actor, b.ev.Actor)
}

// namedApart reports whether both parties are named and their names share
// no word; a pronoun names no one.
func namedApart(x, y *doc.Party) bool {
	if x == nil || y == nil {
		return false
	}
	wx, wy := nameWords(x.Text), nameWords(y.Text)
	return len(wx) > 0 && len(wy) > 0 && !slices.ContainsFunc(wx, func(w string) bool { return slices.Contains(wy, w) })
}
