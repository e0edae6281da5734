package event

import "sitrep/doc"

// FromParty reports, for the first token of st spelled word, whether
// merging (homeTown) and placing (partyOrigin) take it for where a party
// comes from.
func FromParty(st *doc.Story, word string) (merge, place bool) {
	t := newTree(st)
	for _, tk := range st.Tokens {
		if tk.Form == word {
			return homeTown(t, &doc.Where{Span: tk.Span, ResolvedFrom: "text"}), partyOrigin(t, tk.Span)
		}
	}
	return false, false
}

// PointsBack reports, for the first token of st spelled word, whether
// merging takes that definite event noun for one pointing back to an
// event told before (anaphoricEvent).
func PointsBack(st *doc.Story, word string) bool {
	t := newTree(st)
	for i, tk := range st.Tokens {
		if tk.Form == word {
			return anaphoricEvent(t, &candidate{trig: i, definite: true})
		}
	}
	return false
}
