package event

// NewPartyChooserWith lets the tests run the chooser with a model of
// their own.
var NewPartyChooserWith = newPartyChooser
