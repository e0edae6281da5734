package event

import (
	"slices"

	"sitrep/doc"
)

// modesFit reports whether the modes of mentions a and b let them tell
// one incident: compatible modes, one statement judged in two verbs, or
// one mode a vaguer telling of the other.
func modesFit(a, b *candidate) bool {
	return compatibleModes(a.ev.Type.Plover, a.ev.Type.Mode, b.ev.Type.Mode, a.sent == b.sent) ||
		judgedTogether(a, b) || vaguerTelling(a, b)
}

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
	return a.ev.Type.Plover == "ACCUSE" && judging(a.ev.Type.Mode) && judging(b.ev.Type.Mode) && nearSameDoer(a, b)
}

// nearSameDoer reports whether mentions a and b lie within reportGap
// sentences of each other and their actors are not named apart: the test
// by which two modes of one category (judgedTogether, vaguerTelling) may
// still tell one act, where two speakers or crowds, or a telling further
// on, are as often two.
func nearSameDoer(a, b *candidate) bool {
	return abs(a.sent-b.sent) <= reportGap && !namedApart(a.ev.Actor, b.ev.Actor)
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

// vaguerTelling reports whether mentions a and b of one category, whose
// modes differ, may tell one incident because one mode is a vaguer
// telling of the other rather than another deed. For an attack,
// "destroy" names what it left (houses razed, a market in ruins), not
// how: fire from afar (shells, rockets, air strikes) is told again by
// what it wrecked, whoever saw the ruins. A bomb is told as the bomb, and
// gunfire wrecks few buildings; a burning beside a shooting or a blast
// stays apart, as do two doers told apart (a mob's arson and the police
// fire it met). For a protest, a strike and a demonstration told within
// reportGap sentences, in no two towns and by no two crowds named in
// words that share none (dock workers, students), are one day of protest
// (a general strike's marchers); further apart they are as often two.
func vaguerTelling(a, b *candidate) bool {
	ma, mb := a.ev.Type.Mode, b.ev.Type.Mode
	if partyAgreement(a.ev.Actor, b.ev.Actor, 1, 1) < 0 {
		return false
	}
	switch a.ev.Type.Plover {
	case "ASSAULT":
		return ma == "destroy" && firedFromAfar(mb) || mb == "destroy" && firedFromAfar(ma)
	case "PROTEST":
		return strikeOrDemo(ma) && strikeOrDemo(mb) && nearSameDoer(a, b) &&
			(a.ev.Place == nil || b.ev.Place == nil || samePlace(a.ev.Place, b.ev.Place))
	}
	return false
}

// firedFromAfar reports whether attack mode m is a weapon fired from
// afar: shells, rockets, missiles, air and drone strikes.
func firedFromAfar(m string) bool { return m == "heavy-weapons" || m == "aerial" || m == "drone" }
