package actor

import "testing"

func TestCountryName(t *testing.T) {
	for code, want := range map[string]string{"KEN": "Kenya", "AFG": "Afghanistan", "ALA": "Aland Islands", "XYZ": ""} {
		if got := CountryName(code); got != want {
			t.Errorf("CountryName(%s) = %q, want %q", code, got, want)
		}
	}
}
