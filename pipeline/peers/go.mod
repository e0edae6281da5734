module sitrep/pipeline/peers

go 1.26.0

require sitrep v0.0.0

require github.com/jdkato/prose/v2 v2.0.0

require (
	codeberg.org/readeck/go-readability/v2 v2.1.3 // indirect
	github.com/andybalholm/cascadia v1.3.3 // indirect
	github.com/deckarep/golang-set v1.7.1 // indirect
	github.com/go-shiori/dom v0.0.0-20230515143342-73569d674e1c // indirect
	github.com/gogs/chardet v0.0.0-20211120154057-b7413eaefb8f // indirect
	github.com/itlightning/dateparse v0.2.1 // indirect
	github.com/mingrammer/commonregex v1.0.1 // indirect
	golang.org/x/net v0.58.0 // indirect
	golang.org/x/text v0.44.0 // indirect
	gonum.org/v1/gonum v0.7.0 // indirect
	gopkg.in/neurosnap/sentences.v1 v1.0.6 // indirect
)

replace sitrep => ../..
