package event

import "sitrep/doc"

// StatementPlace reports, for st's first event of category plover placed
// at the first token spelled word instead of its own place, whether a
// statement would keep that place (keepsStatementPlace) and whether it is
// a resignation's site (resignationSite), and the (site, told) pair
// statementTelling gives.
func StatementPlace(st *doc.Story, plover, word string) (keeps, resigned, site, told bool) {
	t := newTree(st)
	for _, ev := range st.Events {
		if ev.Type.Plover != plover {
			continue
		}
		for _, tk := range st.Tokens {
			if tk.Form != word {
				continue
			}
			e := ev
			e.Place = &doc.Where{Span: tk.Span, ResolvedFrom: "text"}
			site, told = statementTelling(t, &e)
			return keepsStatementPlace(t, &e), resignationSite(t, &e), site, told
		}
	}
	return false, false, false, false
}
