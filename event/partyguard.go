package event

import (
	"slices"

	"sitrep/doc"
)

// deniesAct reports whether option o is the actor option of a party
// that denies or disputes one of the event's claims ("the rebels denied
// any part in the blast", said in the next sentence or the same one):
// whoever denies an act is not the one the text says did it, so the
// chooser never makes the denier the doer, whether filling an empty actor
// or trading a phrase. A party claiming responsibility is left to the
// model: in the training gold such a claimant is most often the actor.
// The mark is the claimant feature sayerFeatures gives the option.
func deniesAct(o PartyOption) bool {
	for _, kind := range []string{doc.ClaimDenied, doc.ClaimDisputed} {
		if slices.Contains(o.Features, RoleActor+":claimant|"+kind) {
			return true
		}
	}
	return false
}
