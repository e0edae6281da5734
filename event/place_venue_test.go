package event_test

import "testing"

// TestStatementAtVenueToldNearby checks that a statement whose sentence
// names no place takes the venue a nearby sentence gives its speaker
// ("was speaking at a forum in X", "told a rally in X"), and that a
// venue of someone else does not place it; and that talks held in a
// city place a later statement of one their sentence names.
func TestStatementAtVenueToldNearby(t *testing.T) {
	checkPlaces(t, []placeCase{
		{"The Kenyan president, William Ruto, has condemned the new tariffs on tea exports. Ruto was speaking at a business forum in Mombasa on Tuesday.", "condemned", "Mombasa"},
		{"Gustavo Petro vowed on Friday to press on with the reform. \"This is our moment,\" he told a rally in Medellín.", "vowed", "Medellín"},
		{"Peace talks in Arusha ended without a deal on Friday, with the mediator, Olusegun Obasanjo, conceding that little had been achieved. Obasanjo blamed the rebel delegation for walking out twice.", "blamed", "Arusha"},
		{"The Kenyan president, William Ruto, has condemned the new tariffs on tea exports. His rival was speaking at a business forum in Mombasa on Tuesday.", "condemned", ""},
	})
}
