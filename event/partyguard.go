package event

import (
	"slices"

	"sitrep/doc"
)

// deniesAct reports whether option o is the actor option of a party
// that denies one of the event's claims ("the rebels denied any part in
// the blast", said in the next sentence or the same one): whoever denies
// an act is not the one the text says did it (in the training gold no
// denier is the actor), so the chooser never makes the denier the doer,
// whether filling an empty actor or trading a phrase. A party disputing
// an account or claiming responsibility is left to the model: in the
// training gold it is the actor of 1 of 4 disputes and 3 of 5 claims.
// The mark is the claimant feature sayerFeatures gives the option.
func deniesAct(o PartyOption) bool {
	return slices.Contains(o.Features, RoleActor+":"+claimantFeature+doc.ClaimDenied)
}

// claimantFeature prefixes the kind of claim an option's party makes
// (sayerFeatures writes it, deniesAct reads it).
const claimantFeature = "claimant|"
