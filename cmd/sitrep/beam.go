package main

import (
	"fmt"
	"os"
	"strconv"

	"sitrep/pipeline"
	"sitrep/syntax"
)

// envBeam names the environment variable that sets the width of the
// parser's beam for every command that parses (pipeline.Options.Beam,
// syntax.Parser.WithBeam): unset, the pipeline's own choice. It is read
// here, at the command's edge, and nowhere below.
const envBeam = "SITREP_BEAM"

// beamWidth reads $SITREP_BEAM: 0 when unset. 0 and 1 are taken, as
// Parser.WithBeam takes them, for the greedy parse, so that a script can
// switch the beam off by setting 0.
func beamWidth() (int, error) {
	v := os.Getenv(envBeam)
	if v == "" {
		return 0, nil
	}
	k, err := strconv.Atoi(v)
	if err != nil || k < 0 || k > syntax.MaxBeam {
		return 0, fmt.Errorf("$%s=%q: want a beam width from 0 to %d", envBeam, v, syntax.MaxBeam)
	}
	return k, nil
}

// buildPipeline builds the pipeline opt asks for with the beam width of
// $SITREP_BEAM: the one way the commands that take options of their own
// (dictionaries, a gazetteer, a stage to stop at) build it.
func buildPipeline(opt pipeline.Options) (*pipeline.Pipeline, error) {
	k, err := beamWidth()
	if err != nil {
		return nil, err
	}
	opt.Beam = k
	return pipeline.Build(opt)
}

// defaultPipeline returns the full pipeline with the shipped models and
// the beam width of $SITREP_BEAM: pipeline.Default's, loaded once and
// shared, when it is unset or names the greedy parse (0 or 1).
func defaultPipeline() (*pipeline.Pipeline, error) {
	k, err := beamWidth()
	if err != nil {
		return nil, err
	}
	if k <= 1 {
		return pipeline.Default()
	}
	return pipeline.Build(pipeline.Options{Beam: k})
}
