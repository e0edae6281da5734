package articles

import (
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"sitrep/doc"
	"sitrep/internal/gold"
	"sitrep/text"
)

func intp(n int) *int { return &n }

// A story written for this test: an attack told twice, then an arrest.
const story = "Gunmen attacked a bank in Tula on Monday, killing three guards. " + // 0-64
	"The attack on the bank was the third this year. " + // 64-112
	"Police arrested two men in Tula on Tuesday." // 112-155

func testArticle() Article {
	return Article{Source: "s", ID: "1", Published: "2020-05-06", Half: HalfTune, Text: story, Events: []Event{
		{Plover: "ASSAULT", Actor: &Party{Names: []string{"Gunmen"}}, Target: &Party{Names: []string{"bank", "guards"}},
			Place: &Place{Name: "Tula", Country: "MEX", Precision: "point"}, Date: &Date{Value: "2020-05-04", Precision: "day"},
			Killed: intp(3), Evidence: [][2]int{{0, 64}, {64, 112}}},
		{Plover: "COERCE", Actor: &Party{Names: []string{"Police"}, Sector: "COP"}, Target: &Party{Names: []string{"two men"}},
			Place: &Place{Name: "Tula", Country: "MEX", Precision: "point"}, Date: &Date{Value: "2020-05", Precision: "month"},
			Arrested: intp(2), Claims: []Claim{{Claimant: "police", Kind: doc.ClaimReported}}, Evidence: [][2]int{{112, 155}}},
	}}
}

func party(text, country, sector string) *doc.Party {
	return &doc.Party{Text: text, Actor: doc.Actor{Country: country, Sector: doc.Sector(sector)}}
}

func TestScoreMatchesDuplicatesAndFields(t *testing.T) {
	a := testArticle()
	pred := []doc.Event{
		{Type: doc.EventType{Plover: "ASSAULT"}, Actor: party("Gunmen", "", ""), Target: party("a bank", "", ""),
			Place: &doc.Where{Name: "Tula", Country: "MEX"}, Time: &doc.When{Date: "2020-05-04"},
			Killed: &doc.Count{Best: 3}, Claims: []doc.Claim{}, Evidence: []doc.Span{{Start: 0, End: 63}}},
		// A retelling left unmerged: a duplicate.
		{Type: doc.EventType{Plover: "ASSAULT"}, Evidence: []doc.Span{{Start: 64, End: 111}}},
		// The arrest: the actor by sector, the date at month precision,
		// but the count is wrong and a claim has no claimant.
		{Type: doc.EventType{Plover: "COERCE"}, Actor: party("security forces", "", "COP"), Target: party("two men", "", ""),
			Place: &doc.Where{Name: "Tula", Country: "MEX"}, Time: &doc.When{Date: "2020-05-05"},
			Arrested: &doc.Count{Best: 3}, Claims: []doc.Claim{{Kind: doc.ClaimReported}}, Evidence: []doc.Span{{Start: 112, End: 155}}},
		// A hypothetical event is left out; a wrong category is spurious.
		{Type: doc.EventType{Plover: "ASSAULT"}, Aux: doc.Aux{Hypothetical: true}, Evidence: []doc.Span{{Start: 112, End: 155}}},
		{Type: doc.EventType{Plover: "PROTEST"}, Evidence: []doc.Span{{Start: 0, End: 63}}},
	}
	s := Score([]Article{a}, [][]doc.Event{pred})
	if s.Gold != 2 || s.Predicted != 4 || s.LeftOut != 1 || s.Matched != 2 || s.Duplicates != 1 || s.Spurious != 1 {
		t.Fatalf("counts %+v", s)
	}
	if s.Precision != 0.5 || s.Recall != 1 {
		t.Errorf("precision %v recall %v", s.Precision, s.Recall)
	}
	if s.Actor != 1 || s.Target != 1 || s.Place != 1 || s.Date != 1 || s.Killed != 1 {
		t.Errorf("fields %+v", s)
	}
	if s.Arrested != 0 || s.FieldN["arrested"] != 1 || s.Claims != 0.5 || s.FullyRightN != 1 {
		t.Errorf("arrested %v (n %d), claims %v, fully right %d", s.Arrested, s.FieldN["arrested"], s.Claims, s.FullyRightN)
	}
}

func TestFieldRules(t *testing.T) {
	g := &Party{Names: []string{"Taliban militants"}, Country: "AFG", Sector: "REB"}
	for _, c := range []struct {
		p    *doc.Party
		want bool
	}{
		{party("Taliban", "", ""), true},                          // words within the gold's
		{party("the Taliban militants' commander", "", ""), true}, // the gold's within its words
		{party("who", "", ""), false},
		{party("insurgents", "AFG", "REB"), true}, // by code
		{party("insurgents", "AFG", "GOV"), false},
		{nil, false},
	} {
		if got := PartyRight(g, c.p); got != c.want {
			t.Errorf("PartyRight(%+v) = %v", c.p, got)
		}
	}
	if PartyRight(nil, party("No one", "", "")) {
		t.Error("a coded party where the gold has none counts as right")
	}
	if !PlaceRight(&Place{Name: "Syria", Country: "SYR", Precision: "country"}, &doc.Where{Name: "Manbij", Country: "SYR"}) ||
		!PlaceRight(&Place{Name: "Arghandab", Country: "AFG", Precision: "admin2"}, &doc.Where{Name: "Kandahar", Country: "AFG", Admin2: "Arghandab District"}) ||
		PlaceRight(&Place{Name: "Manbij", Country: "SYR", Precision: "point"}, &doc.Where{Name: "Syria", Country: "SYR"}) ||
		!PlaceRight(&Place{Name: "Afrin", Country: "SYR", Precision: "point"}, &doc.Where{Name: "‘Afrīn", Country: "SYR"}) ||
		!PlaceRight(&Place{Name: "Lviv", Country: "UKR", Precision: "point"}, &doc.Where{Name: "Lvov", Text: "Lviv", Country: "UKR"}) ||
		!PlaceRight(&Place{Name: "Punjab", Country: "IND", Precision: "admin1"}, &doc.Where{Name: "Ludhiana", Country: "IND", Admin1: "Punjab"}) ||
		PlaceRight(&Place{Name: "Punjab", Country: "IND", Precision: "admin1"}, &doc.Where{Name: "Jaipur", Country: "IND", Admin1: "Rajasthan"}) {
		t.Error("PlaceRight")
	}
	if !DateRight(&Date{Value: "2018-03", Precision: "month"}, &doc.When{Date: "2018-03-29"}) ||
		DateRight(&Date{Value: "2018-03-29", Precision: "day"}, &doc.When{Date: "2018-03"}) {
		t.Error("DateRight")
	}
	denial := []Claim{{Claimant: "Matanov", Kind: doc.ClaimDenied}}
	if ClaimsRight(denial, []doc.Claim{{Claimant: doc.Party{Text: "Matanov"}, Kind: doc.ClaimReported}}) ||
		!ClaimsRight(denial, []doc.Claim{{Claimant: doc.Party{Text: "Khairullozhon Matanov"}, Kind: doc.ClaimDenied}}) {
		t.Error("ClaimsRight")
	}
}

func TestReadGoldChecks(t *testing.T) {
	for _, line := range []string{
		`{"source":"s","id":"1","published":"2020-05-06","half":"dev","events":[]}`,
		`{"source":"s","id":"1","published":"2020-05-06","half":"tune","events":[{"plover":"ASSAULT","evidence":[[5,2]]}]}`,
		`{"source":"s","id":"1","published":"2020-05-06","half":"tune","events":[{"plover":"ASSAULT","evidence":[[0,2]],"date":{"value":"2020-05","precision":"day"}}]}`,
		`{"source":"s","id":"1","published":"2020-05-06","half":"tune","events":[],"text":"copied"}`,
		`{"source":"s","id":"1","published":"2020-05-06","half":"tune","events":[{"plover":"ASSUALT","evidence":[[0,2]]}]}`,
		`{"source":"s","id":"1","published":"2020-05-06","half":"tune","events":[{"plover":"ASSAULT","evidence":[[0,2]],"claims":[{"claimant":"","kind":"reported"}]}]}`,
	} {
		var a Article
		if err := readLine([]byte(line), &a); err == nil {
			t.Errorf("accepted %s", line)
		}
	}
}

// goldFiles are the article gold files. Every evidence range of each must
// start at a sentence's edge and lie on the edges of the sentences
// text.Split finds, but for oldRanges.
var goldFiles = []string{"dev.jsonl", "train.jsonl", "held.jsonl"}

// TestGoldFile reads the article gold and, where ../shared is present,
// checks every evidence range against its article's text, so that a
// shifted offset shows up here.
func TestGoldFile(t *testing.T) {
	for _, name := range goldFiles {
		t.Run(name, func(t *testing.T) {
			arts, err := ReadGold(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			if name == "dev.jsonl" {
				tune, _ := Select(arts, HalfTune)
				check, _ := Select(arts, HalfCheck)
				if len(arts) < 40 || len(tune) < 15 || len(check) < 15 {
					t.Errorf("%d articles (%d tune, %d check): want at least 40 in two halves", len(arts), len(tune), len(check))
				}
			}
			dir, ok := gold.Dir()
			if !ok {
				t.Skipf("skipping the texts: shared data directory %s not found", dir)
			}
			if err := LoadTexts(dir, arts); err != nil {
				t.Fatal(err)
			}
			tok := text.New()
			old := map[string]bool{}
			for _, a := range arts {
				checkEvidence(t, name, a, tok, old)
			}
			for _, k := range slices.Sorted(maps.Keys(oldRanges[name])) {
				if !old[k] {
					t.Errorf("old range %s is no longer in %s or now lies on the splitter's edges: remove it from oldRanges", k, name)
				}
			}
		})
	}
}

// rangeKey names an evidence range of article a as oldRanges lists it.
func rangeKey(a Article, ev [2]int) string {
	return fmt.Sprintf("%s %s %d-%d", a.Source, a.ID, ev[0], ev[1])
}

// checkEvidence reports an evidence range of a, from gold file name, that
// does not start at a sentence (trimmed, after a space, a stop or a quote,
// or capitalised) or that neither starts and ends on an edge of the
// sentences tok finds nor after and at a stop with its closing quote: the
// splitter reads a quote followed by a lower-case word as one sentence
// (after "!" or "?", or in a text it does not read as lower-cased),
// which in India Police Events' lower-cased texts it is not. A range of
// oldRanges is spared the splitter's edges and noted in old.
func checkEvidence(t *testing.T, name string, a Article, tok *text.Tokenizer, old map[string]bool) {
	t.Helper()
	starts, ends := map[int]bool{}, map[int]bool{}
	sents, _ := tok.Split(a.Text)
	for _, s := range sents {
		starts[s.Start], ends[s.End] = true, true
	}
	for i, e := range a.Events {
		for _, ev := range e.Evidence {
			s := a.Text[ev[0]:ev[1]]
			if strings.TrimSpace(s) != s || ev[0] > 0 && !strings.ContainsAny(a.Text[ev[0]-1:ev[0]], " \n.\"”]=") && !isUpperStart(s) {
				t.Errorf("%s %s event %d: evidence %v does not start at a sentence: %.30q", a.Source, a.ID, i, ev, s)
			}
			onStart := starts[ev[0]] || quotedStop(strings.TrimRight(a.Text[:ev[0]], " \n"))
			onEnd := ends[ev[1]] || quotedStop(s)
			if k := rangeKey(a, ev); oldRanges[name][k] {
				old[k] = old[k] || !onStart || !onEnd
				continue
			}
			if !onStart {
				t.Errorf("%s %s event %d: evidence %v starts inside a sentence: %.30q", a.Source, a.ID, i, ev, s)
			}
			if !onEnd {
				t.Errorf("%s %s event %d: evidence %v ends inside a sentence: %.30q", a.Source, a.ID, i, ev, s[max(0, len(s)-30):])
			}
		}
	}
}

// quotedStop reports whether s ends with a full stop, question or
// exclamation mark and then closing quotes, straight, curly or mis-decoded
// (â€™).
func quotedStop(s string) bool {
	t := strings.TrimRight(s, "\"'”’â€™\u009d")
	return len(t) < len(s) && t != "" && strings.ContainsRune(".!?", rune(t[len(t)-1]))
}

func isUpperStart(s string) bool { return s != "" && s[0] >= 'A' && s[0] <= 'Z' }

// oldRanges are the evidence ranges, by gold file, that lie off the edges
// of the sentences text.Split finds (a quote apart from its "he said",
// names split after an initial); the scorer's overlap rule absorbs them
// (docs/QUALITY.md, gold2). The list may only shrink: a
// range mended or gone fails TestGoldFile until its entry is removed.
var oldRanges = map[string]map[string]bool{
	"dev.jsonl": {
		"ecbplus/dev.jsonl.gz 12_11ecbplus 714-817":                         true,
		"ecbplus/dev.jsonl.gz 12_11ecbplus 818-846":                         true,
		"ecbplus/dev.jsonl.gz 18_11ecbplus 1328-1424":                       true,
		"ecbplus/dev.jsonl.gz 18_11ecbplus 1425-1436":                       true,
		"ecbplus/dev.jsonl.gz 19_11ecbplus 1088-1183":                       true,
		"ecbplus/dev.jsonl.gz 19_11ecbplus 1356-1396":                       true,
		"ecbplus/dev.jsonl.gz 19_11ecbplus 1397-1465":                       true,
		"ecbplus/dev.jsonl.gz 19_11ecbplus 569-641":                         true,
		"ecbplus/dev.jsonl.gz 19_11ecbplus 749-778":                         true,
		"ecbplus/dev.jsonl.gz 19_11ecbplus 779-814":                         true,
		"ecbplus/dev.jsonl.gz 19_11ecbplus 815-866":                         true,
		"ecbplus/dev.jsonl.gz 19_11ecbplus 989-1087":                        true,
		"ecbplus/dev.jsonl.gz 19_1ecbplus 2061-2106":                        true,
		"ecbplus/dev.jsonl.gz 19_1ecbplus 2107-2257":                        true,
		"ecbplus/dev.jsonl.gz 19_1ecbplus 2258-2336":                        true,
		"ecbplus/dev.jsonl.gz 19_1ecbplus 2337-2481":                        true,
		"ecbplus/dev.jsonl.gz 19_1ecbplus 2707-2842":                        true,
		"ecbplus/dev.jsonl.gz 19_1ecbplus 3362-3507":                        true,
		"ecbplus/dev.jsonl.gz 19_1ecbplus 3508-3546":                        true,
		"ecbplus/dev.jsonl.gz 19_1ecbplus 865-916":                          true,
		"ecbplus/dev.jsonl.gz 19_1ecbplus 917-936":                          true,
		"ecbplus/dev.jsonl.gz 33_11ecbplus 268-305":                         true,
		"ecbplus/dev.jsonl.gz 33_11ecbplus 79-267":                          true,
		"india_police_events/docs.jsonl.gz 20 135-249":                      true,
		"india_police_events/docs.jsonl.gz 20 250-301":                      true,
		"india_police_events/docs.jsonl.gz 440 610-815":                     true,
		"india_police_events/docs.jsonl.gz 440 816-910":                     true,
		"india_police_events/docs.jsonl.gz 609 0-248":                       true,
		"india_police_events/docs.jsonl.gz 609 249-282":                     true,
		"india_police_events/docs.jsonl.gz 609 283-360":                     true,
		"india_police_events/docs.jsonl.gz 609 361-464":                     true,
		"india_police_events/docs.jsonl.gz 609 662-708":                     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 201 507-594":       true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 201 595-683":       true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 24 151-291":        true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 276 1123-1188":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 276 1189-1275":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 276 1276-1426":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 276 1427-1442":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 276 3361-3485":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 276 3486-3494":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 537 2011-2187":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 537 2188-2198":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 586 2422-2660":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 586 2661-2676":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 586 2677-2839":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 586 2840-2926":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 586 2927-3117":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 586 3118-3232":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 619 1225-1363":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 619 1364-1505":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 619 232-332":       true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 619 2709-2920":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 619 2921-2953":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 619 2954-3047":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 619 3048-3177":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 619 333-490":       true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 625 2372-2574":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 625 2575-2690":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 639 1027-1112":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 639 1113-1149":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 639 2250-2329":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 639 2330-2378":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 665 0-171":         true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 665 172-188":       true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 683 2377-2422":     true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 683 2423-2501":     true,
		"wikievents/dev.jsonl.gz 32_VOA_EN_NW_2014.06.04.1929720 1715-1931": true,
		"wikievents/dev.jsonl.gz 65_VOA_EN_NW_2014.07.21.1962165 1263-1382": true,
		"wikievents/dev.jsonl.gz 65_VOA_EN_NW_2014.07.21.1962165 1383-1432": true,
		"wikievents/dev.jsonl.gz road_ied_12 398-479":                       true,
		"wikievents/dev.jsonl.gz road_ied_12 480-511":                       true,
		"wikievents/dev.jsonl.gz road_ied_8 0-49":                           true,
		"wikievents/dev.jsonl.gz road_ied_8 1415-1695":                      true,
		"wikievents/dev.jsonl.gz road_ied_8 2436-2468":                      true,
		"wikievents/dev.jsonl.gz road_ied_8 2469-2594":                      true,
		"wikievents/dev.jsonl.gz road_ied_8 2595-2679":                      true,
		"wikievents/dev.jsonl.gz road_ied_8 49-371":                         true,
		"wikievents/dev.jsonl.gz road_ied_8 638-786":                        true,
		"wikievents/dev.jsonl.gz road_ied_8 787-991":                        true,
		"wikievents/dev.jsonl.gz scenario_en_kairos_60 1075-1123":           true,
		"wikievents/dev.jsonl.gz scenario_en_kairos_60 1123-1205":           true,
		"wikievents/dev.jsonl.gz scenario_en_kairos_60 1206-1283":           true,
		"wikievents/dev.jsonl.gz scenario_en_kairos_60 128-331":             true,
		"wikievents/dev.jsonl.gz scenario_en_kairos_60 1365-1559":           true,
		"wikievents/dev.jsonl.gz scenario_en_kairos_60 1560-1588":           true,
		"wikievents/dev.jsonl.gz scenario_en_kairos_60 1589-1694":           true,
		"wikievents/dev.jsonl.gz scenario_en_kairos_60 1694-1808":           true,
		"wikievents/dev.jsonl.gz scenario_en_kairos_60 2273-2328":           true,
		"wikievents/dev.jsonl.gz scenario_en_kairos_60 2329-2431":           true,
		"wikievents/dev.jsonl.gz scenario_en_kairos_60 332-344":             true,
		"wikievents/dev.jsonl.gz suicide_ied_11 110-207":                    true,
		"wikievents/dev.jsonl.gz suicide_ied_11 1696-1834":                  true,
		"wikievents/dev.jsonl.gz suicide_ied_11 1835-1950":                  true,
		"wikievents/dev.jsonl.gz suicide_ied_11 2034-2104":                  true,
		"wikievents/dev.jsonl.gz suicide_ied_11 750-905":                    true,
		"wikievents/dev.jsonl.gz suicide_ied_11 915-1086":                   true,
	},
	"held.jsonl": {
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 636 1929-1996": true,
		"news_guardian_sample/Guardian_SDF_sample.csv.gz 636 1997-2018": true,
	},
}

// TestDuplicateRetells checks that a duplicate names the gold event it
// retells, so a listing says which event it should have joined: here the
// second gold event, not the first.
func TestDuplicateRetells(t *testing.T) {
	a := testArticle()
	arrest := doc.Event{Type: doc.EventType{Plover: "COERCE"}, Evidence: []doc.Span{{Start: 112, End: 155}}}
	pred := []doc.Event{arrest, arrest}
	s := Score([]Article{a}, [][]doc.Event{pred})
	var dups []Outcome
	for _, o := range s.Detail {
		if o.Status == "duplicate" {
			dups = append(dups, o)
		}
	}
	if len(dups) != 1 || dups[0].Retells != 1 {
		t.Fatalf("duplicates %+v, want one retelling gold #1", dups)
	}
	var b strings.Builder
	WriteList(&b, []Article{a}, s.Detail)
	if !strings.Contains(b.String(), "duplicate  coded COERCE") || !strings.Contains(b.String(), "retells gold #1") {
		t.Errorf("listing %q lacks the retold gold event", b.String())
	}
}
