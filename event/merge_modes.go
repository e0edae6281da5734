package event

// judgedTogether reports whether ACCUSE mentions a and b may tell one
// statement though their modes differ: a speaker who condemns a party and
// accuses it of a wrong in one speech ("denounced the plan as a sham. He
// accused the council of lying") makes one accusation, told by a
// disapproving verb and an alleging one. The two must lie within
// reportGap sentences of each other: further on they are as often two
// statements, which the gold codes apart. sameDoer has already asked for
// one speaker. An investigation is an act of its own, apart from what is
// said of it.
func judgedTogether(a, b *candidate) bool {
	judging := func(m string) bool { return m == "allege" || m == "disapprove" }
	return a.ev.Type.Plover == "ACCUSE" && judging(a.ev.Type.Mode) && judging(b.ev.Type.Mode) &&
		b.sent-a.sent <= reportGap && a.sent-b.sent <= reportGap
}
