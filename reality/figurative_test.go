package reality

import "testing"

func TestFigurative(t *testing.T) {
	fig := (*parse).figurative
	checkRules(t, []ruleCase{
		{"a vigil maintained", "PROTEST", "vigil", []string{"the/DET/DT/2/det/the", "army/NOUN/NN/4/nsubj/army", "is/AUX/VBZ/4/aux/be",
			"maintaining/VERB/VBG/0/root/maintain", "a/DET/DT/6/det/a", "vigil/NOUN/NN/4/obj/vigil", "over/ADP/IN/10/case/over", "the/DET/DT/10/det/the",
			"tense/NOUN/NN/10/compound/tense", "neighbourhood/NOUN/NN/6/nmod/neighbourhood", "./PUNCT/./4/punct/."}, fig, true},
		{"under police vigil", "PROTEST", "vigil", []string{"the/DET/DT/2/det/the", "shrine/NOUN/NN/3/nsubj/shrine", "remained/VERB/VBD/0/root/remain",
			"under/ADP/IN/7/case/under", "strict/ADJ/JJ/7/amod/strict", "police/NOUN/NN/7/compound/police", "vigil/NOUN/NN/3/obl/vigil",
			"on/ADP/IN/9/case/on", "sunday/PROPN/NNP/3/obl/Sunday", "./PUNCT/./3/punct/."}, fig, true},
		{"a candlelight vigil", "PROTEST", "vigil", []string{"Hundreds/NOUN/NNS/4/nsubj/hundred", "of/ADP/IN/3/case/of", "students/NOUN/NNS/1/nmod/student",
			"held/VERB/VBD/0/root/hold", "a/DET/DT/7/det/a", "candlelight/NOUN/NN/7/compound/candlelight", "vigil/NOUN/NN/4/obj/vigil",
			"outside/ADP/IN/10/case/outside", "the/DET/DT/10/det/the", "embassy/NOUN/NN/7/nmod/embassy", "./PUNCT/./4/punct/."}, fig, false},
		{"a vigil kept by mourners", "PROTEST", "vigil", []string{"Relatives/NOUN/NNS/2/nsubj/relative", "kept/VERB/VBD/0/root/keep", "a/DET/DT/4/det/a",
			"vigil/NOUN/NN/2/obj/vigil", "outside/ADP/IN/7/case/outside", "the/DET/DT/7/det/the", "hospital/NOUN/NN/4/nmod/hospital", "./PUNCT/./2/punct/."}, fig, false},
		{"expectations defied", "REJECT", "defied", []string{"The/DET/DT/2/det/the", "result/NOUN/NN/3/nsubj/result", "defied/VERB/VBD/0/root/defy",
			"the/DET/DT/5/det/the", "expectations/NOUN/NNS/3/obj/expectation", "of/ADP/IN/8/case/of", "the/DET/DT/8/det/the",
			"pollsters/NOUN/NNS/5/nmod/pollster", "./PUNCT/./3/punct/."}, fig, true},
		{"a curfew defied", "REJECT", "defied", []string{"The/DET/DT/2/det/the", "rebels/NOUN/NNS/3/nsubj/rebel", "defied/VERB/VBD/0/root/defy",
			"the/DET/DT/5/det/the", "curfew/NOUN/NN/3/obj/curfew", "and/CCONJ/CC/7/cc/and", "marched/VERB/VBD/3/conj/march", "to/ADP/IN/10/case/to",
			"the/DET/DT/10/det/the", "square/NOUN/NN/7/obl/square", "./PUNCT/./3/punct/."}, fig, false},
		{"talk shot down", "ASSAULT", "shot", []string{"The/DET/DT/3/det/the", "minister/NOUN/NN/3/compound/minister", "shot/NOUN/NN/5/nsubj/shot",
			"down/ADP/RP/3/advmod/down", "talk/NOUN/NN/0/root/talk", "of/ADP/IN/8/case/of", "early/ADJ/JJ/8/amod/early",
			"elections/NOUN/NNS/5/nmod/election", "./PUNCT/./5/punct/."}, fig, true},
		{"a drone shot down", "ASSAULT", "shot", []string{"Troops/NOUN/NNS/2/compound/troops", "shot/NOUN/NN/0/root/shot", "down/ADP/IN/5/case/down",
			"a/DET/DT/5/det/a", "drone/NOUN/NN/2/nmod/drone", "near/ADP/IN/8/case/near", "the/DET/DT/8/det/the", "border/NOUN/NN/5/nmod/border",
			"./PUNCT/./2/punct/."}, fig, false},
	})
}
