package reality

import (
	"testing"

	"sitrep/doc"
)

func TestFigurative(t *testing.T) {
	fig := (*parse).figurative
	checkRules(t, []ruleCase{
		{"a vigil kept over a place", "PROTEST", "vigil", []string{"Soldiers/NOUN/NNS/2/nsubj/soldier", "kept/VERB/VBD/0/root/keep", "a/DET/DT/4/det/a",
			"vigil/NOUN/NN/2/obj/vigil", "over/ADP/IN/7/case/over", "the/DET/DT/7/det/the", "bridge/NOUN/NN/4/nmod/bridge", "./PUNCT/./2/punct/."}, fig, true},
		{"held under a security vigil", "PROTEST", "vigil", []string{"The/DET/DT/2/det/the", "depot/NOUN/NN/3/nsubj/depot", "stays/VERB/VBZ/0/root/stay",
			"under/ADP/IN/7/case/under", "tight/ADJ/JJ/7/amod/tight", "security/NOUN/NN/7/compound/security", "vigil/NOUN/NN/3/obl/vigil", "./PUNCT/./3/punct/."}, fig, true},
		{"a vigil over a weekend", "PROTEST", "vigil", []string{"Parents/NOUN/NNS/2/nsubj/parent", "staged/VERB/VBD/0/root/stage", "a/DET/DT/4/det/a",
			"vigil/NOUN/NN/2/obj/vigil", "over/ADP/IN/7/case/over", "the/DET/DT/7/det/the", "weekend/NOUN/NN/2/obl/weekend", "beside/ADP/IN/10/case/beside",
			"the/DET/DT/10/det/the", "school/NOUN/NN/2/obl/school", "./PUNCT/./2/punct/."}, fig, false},
		{"a vigil over two nights", "PROTEST", "vigil", []string{"Miners/NOUN/NNS/2/nsubj/miner", "began/VERB/VBD/0/root/begin", "a/DET/DT/4/det/a",
			"vigil/NOUN/NN/2/obj/vigil", "over/ADP/IN/7/case/over", "two/NUM/CD/7/nummod/two", "nights/NOUN/NNS/4/nmod/night", "./PUNCT/./2/punct/."}, fig, false},
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
		{"a bill shot down", "ASSAULT", "shot", []string{"The/DET/DT/2/det/the", "chairman/NOUN/NN/3/nsubj/chairman", "shot/VERB/VBD/0/root/shoot",
			"down/ADV/RB/3/advmod/down", "the/DET/DT/6/det/the", "bill/NOUN/NN/3/obj/bill", "./PUNCT/./3/punct/."}, fig, true},
		{"a memo shot off, shot parsed a noun", "ASSAULT", "shot", []string{"Aides/NOUN/NNS/2/compound/aide", "shot/NOUN/NN/0/root/shot", "off/ADP/RP/2/advmod/off",
			"an/DET/DT/6/det/an", "angry/ADJ/JJ/6/amod/angry", "memo/NOUN/NN/2/nmod/memo", "./PUNCT/./2/punct/."}, fig, true},
		{"warning shots fired off", "ASSAULT", "shot", []string{"Guards/NOUN/NNS/2/nsubj/guard", "shot/VERB/VBD/0/root/shoot", "off/ADV/RB/2/advmod/off",
			"warning/NOUN/NN/5/compound/warning", "shots/NOUN/NNS/2/obj/shot", "at/ADP/IN/8/case/at", "the/DET/DT/8/det/the", "gate/NOUN/NN/2/obl/gate",
			"./PUNCT/./2/punct/."}, fig, false},
		{"a drone shot down", "ASSAULT", "shot", []string{"Troops/NOUN/NNS/2/compound/troops", "shot/NOUN/NN/0/root/shot", "down/ADP/IN/5/case/down",
			"a/DET/DT/5/det/a", "drone/NOUN/NN/2/nmod/drone", "near/ADP/IN/8/case/near", "the/DET/DT/8/det/the", "border/NOUN/NN/5/nmod/border",
			"./PUNCT/./2/punct/."}, fig, false},
	})
}

// TestIdiom checks set phrases whose words are triggers: the verb with
// its idiomatic object tells no act; the verb with another object does.
func TestIdiom(t *testing.T) {
	idiom := func(p *parse, _ *doc.Event, i int) bool { return p.idiom(i) }
	checkRules(t, []ruleCase{
		{"who calls the shots, shots the trigger", "ASSAULT", "shots", []string{"The/DET/DT/2/det/the", "army/NOUN/NN/3/nsubj/army", "calls/VERB/VBZ/0/root/call",
			"the/DET/DT/5/det/the", "shots/NOUN/NNS/3/obj/shot", "in/ADP/IN/7/case/in", "town/NOUN/NN/3/obl/town", "./PUNCT/./3/punct/."}, idiom, true},
		{"shooting the messenger", "ASSAULT", "shooting", []string{"Ministers/NOUN/NNS/2/nsubj/minister", "are/AUX/VBP/3/aux/be", "shooting/VERB/VBG/0/root/shoot",
			"the/DET/DT/5/det/the", "messenger/NOUN/NN/3/obj/messenger", "./PUNCT/./3/punct/."}, idiom, true},
		{"a march wound its way", "ASSAULT", "wound", []string{"The/DET/DT/2/det/the", "march/NOUN/NN/3/nsubj/march", "wound/VERB/VBD/0/root/wound",
			"its/PRON/PRP$/5/nmod:poss/its", "way/NOUN/NN/3/obj/way", "to/ADP/IN/8/case/to", "the/DET/DT/8/det/the", "square/NOUN/NN/3/obl/square",
			"./PUNCT/./3/punct/."}, idiom, true},
		{"prayers offered", "AGREE", "offered", []string{"Pilgrims/NOUN/NNS/2/nsubj/pilgrim", "offered/VERB/VBD/0/root/offer", "prayers/NOUN/NNS/2/obj/prayer",
			"at/ADP/IN/5/case/at", "dawn/NOUN/NN/2/obl/dawn", "./PUNCT/./2/punct/."}, idiom, true},
		{"a guard shot, no idiom", "ASSAULT", "shot", []string{"Gunmen/NOUN/NNS/2/nsubj/gunman", "shot/VERB/VBD/0/root/shoot", "a/DET/DT/4/det/a",
			"guard/NOUN/NN/2/obj/guard", "./PUNCT/./2/punct/."}, idiom, false},
		{"talks offered, no idiom", "AGREE", "offered", []string{"The/DET/DT/2/det/the", "rebels/NOUN/NNS/3/nsubj/rebel", "offered/VERB/VBD/0/root/offer",
			"talks/NOUN/NNS/3/obj/talk", "./PUNCT/./3/punct/."}, idiom, false},
		{"shots fired, no idiom", "ASSAULT", "shots", []string{"Police/NOUN/NNS/2/nsubj/police", "fired/VERB/VBD/0/root/fire", "shots/NOUN/NNS/2/obj/shot",
			"./PUNCT/./2/punct/."}, idiom, false},
	})
}

// TestHarmlessPelting checks that a pelting with petals or rain tells no
// attack, while one with stones, or with no missile named, does.
func TestHarmlessPelting(t *testing.T) {
	pelt := func(p *parse, _ *doc.Event, i int) bool { return p.harmlessPelting(i) }
	checkRules(t, []ruleCase{
		{"a minister pelted with petals", "ASSAULT", "pelted", []string{"Supporters/NOUN/NNS/2/nsubj/supporter", "pelted/VERB/VBD/0/root/pelt",
			"the/DET/DT/4/det/the", "minister/NOUN/NN/2/obj/minister", "with/ADP/IN/7/case/with", "rose/NOUN/NN/7/compound/rose",
			"petals/NOUN/NNS/4/nmod/petal", "./PUNCT/./2/punct/."}, pelt, true},
		{"a town pelting with rain", "ASSAULT", "pelting", []string{"It/PRON/PRP/3/nsubj/it", "was/AUX/VBD/3/aux/be", "pelting/VERB/VBG/0/root/pelt",
			"with/ADP/IN/5/case/with", "rain/NOUN/NN/3/obl/rain", "./PUNCT/./3/punct/."}, pelt, true},
		{"a patrol pelted with stones", "ASSAULT", "pelted", []string{"Youths/NOUN/NNS/2/nsubj/youth", "pelted/VERB/VBD/0/root/pelt",
			"a/DET/DT/4/det/a", "patrol/NOUN/NN/2/obj/patrol", "with/ADP/IN/6/case/with", "stones/NOUN/NNS/4/nmod/stone", "./PUNCT/./2/punct/."}, pelt, false},
		{"a bus pelted, no missile named", "ASSAULT", "pelted", []string{"A/DET/DT/2/det/a", "crowd/NOUN/NN/3/nsubj/crowd", "pelted/VERB/VBD/0/root/pelt",
			"the/DET/DT/5/det/the", "bus/NOUN/NN/3/obj/bus", "./PUNCT/./3/punct/."}, pelt, false},
	})
}
