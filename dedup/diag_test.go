package dedup

import (
	"encoding/gob"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sort"
	"testing"

	"sitrep/doc"
)

func TestDiag(t *testing.T) {
	if os.Getenv("DIAG") == "" {
		t.Skip()
	}
	f, err := os.Open("/tmp/dd/dated.gob")
	if err != nil {
		t.Skip()
	}
	var sts []*doc.Story
	gob.NewDecoder(f).Decode(&sts)
	docs := readDocs()
	texts := make([]string, len(sts))
	for i, st := range sts {
		texts[i] = st.Title + "\n" + st.Text
	}
	vecs := TermVectors(nil, texts)
	names := []string{"time", "place", "type", "party", "killed", "injured", "arrested"}
	type stat struct{ same, diff [3]int } // neg, zero, pos
	stats := make([]stat, len(names))
	var cosSame, cosDiff []float64
	for i := range sts {
		ei := mainEvent(sts[i])
		if ei == nil {
			continue
		}
		for j := range i {
			if docs[i].Topic != docs[j].Topic {
				continue
			}
			ej := mainEvent(sts[j])
			if ej == nil {
				continue
			}
			a, b := newReport(*ei, sts[i].Published, "", vecs[i]), newReport(*ej, sts[j].Published, "", vecs[j])
			sigs := []float64{timeSignal(a, b), placeSignal(a, b), typeSignal(a.ev.Type.Plover, b.ev.Type.Plover), partySignal(a.ev, b.ev), countSignal(a.ev.Killed, b.ev.Killed), countSignal(a.ev.Injured, b.ev.Injured), countSignal(a.ev.Arrested, b.ev.Arrested)}
			same := docs[i].Subtopic == docs[j].Subtopic
			for k, s := range sigs {
				x := 1
				if s < 0 {
					x = 0
				} else if s > 0 {
					x = 2
				}
				if same {
					stats[k].same[x]++
				} else {
					stats[k].diff[x]++
				}
			}
			c := Cosine(a.words, b.words)
			if same {
				cosSame = append(cosSame, c)
			} else {
				cosDiff = append(cosDiff, c)
			}
		}
	}
	for k, n := range names {
		fmt.Printf("%-8s same neg/0/pos %v  diff %v\n", n, stats[k].same, stats[k].diff)
	}
	mean := func(x []float64) float64 {
		s := 0.0
		for _, v := range x {
			s += v
		}
		return s / float64(len(x))
	}
	fmt.Printf("cos same %.3f (%d) diff %.3f (%d)\n", mean(cosSame), len(cosSame), mean(cosDiff), len(cosDiff))
}

func mainEvent(st *doc.Story) *doc.Event {
	if len(st.Events) == 0 {
		return nil
	}
	lead := leadEnd(st)
	var best *doc.Event
	for i := range st.Events {
		ev := &st.Events[i]
		if !toldBefore(ev, lead) {
			continue
		}
		if best == nil || better(ev, best) {
			best = ev
		}
	}
	if best == nil {
		best = &st.Events[0]
	}
	return best
}

// leadEnd is the offset where a story's lead ends: after its headline, when
// the text starts with it, and the first sentence that follows.
func leadEnd(st *doc.Story) int {
	end := 0
	for _, s := range st.Sentences {
		end = s.End
		if st.Title == "" || s.End > len(st.Title)+1 {
			break
		}
	}
	return end
}

// toldBefore reports whether ev's trigger, or a retelling's, lies before
// offset end.
func toldBefore(ev *doc.Event, end int) bool {
	if ev.Trigger.Start < end && ev.Trigger.End > 0 {
		return true
	}
	for _, m := range ev.Mentions {
		if m.Start < end {
			return true
		}
	}
	return false
}

type gdoc struct {
	Topic    int
	Subtopic string
}

func readDocs() []gdoc {
	f, _ := os.Open("/tmp/dd/gold.jsonl")
	var out []gdoc
	dec := json.NewDecoder(f)
	for {
		var d gdoc
		if dec.Decode(&d) != nil {
			break
		}
		out = append(out, d)
	}
	return out
}

func b3(gold, sys []string) (float64, float64, float64) {
	type pr struct{ g, s string }
	both, g, s := map[pr]int{}, map[string]int{}, map[string]int{}
	for i := range gold {
		both[pr{gold[i], sys[i]}]++
		g[gold[i]]++
		s[sys[i]]++
	}
	var p, r float64
	for i := range gold {
		c := float64(both[pr{gold[i], sys[i]}])
		p += c / float64(s[sys[i]])
		r += c / float64(g[gold[i]])
	}
	p /= float64(len(gold))
	r /= float64(len(gold))
	return p, r, 2 * p * r / (p + r)
}

type item struct {
	id    string
	ev    *doc.Event
	rep   report
	topic int
	gold  string
}

func loadItems(t *testing.T, textOf func(st *doc.Story, ev *doc.Event) string) []item {
	if os.Getenv("DIAG") == "" {
		t.Skip()
	}
	f, err := os.Open("/tmp/dd/dated.gob")
	if err != nil {
		t.Skip()
	}
	var sts []*doc.Story
	gob.NewDecoder(f).Decode(&sts)
	docs := readDocs()
	texts := make([]string, len(sts))
	evs := make([]*doc.Event, len(sts))
	for i, st := range sts {
		evs[i] = mainEvent(st)
		if evs[i] != nil {
			texts[i] = textOf(st, evs[i])
		}
	}
	vecs := TermVectors(nil, texts)
	items := make([]item, len(sts))
	for i, st := range sts {
		items[i] = item{id: st.ID, ev: evs[i], topic: docs[i].Topic, gold: docs[i].Subtopic}
		if evs[i] != nil {
			items[i].rep = newReport(*evs[i], st.Published, texts[i], vecs[i])
		}
	}
	return items
}

// incremental avg-link clustering with pair score fn.
func incr(items []item, fn func(a, b report) float64, th float64) []string {
	labels := make([]string, len(items))
	for i, it := range items {
		labels[i] = it.id
		if it.ev == nil {
			continue
		}
		sc := map[string][]float64{}
		for j := range i {
			if items[j].ev == nil {
				continue
			}
			sc[labels[j]] = append(sc[labels[j]], fn(it.rep, items[j].rep))
		}
		best, bs := "", th
		for l, s := range sc {
			if v := link(s); v >= bs {
				best, bs = l, v
			}
		}
		if best != "" {
			labels[i] = best
		}
	}
	return labels
}

func sweep(t *testing.T, name string, items []item, fn func(a, b report) float64) {
	gold := make([]string, len(items))
	for i := range items {
		gold[i] = items[i].gold
	}
	sub := func(odd int) ([]item, []string) {
		var is []item
		var gs []string
		for _, it := range items {
			if it.topic%2 == odd {
				is, gs = append(is, it), append(gs, it.gold)
			}
		}
		return is, gs
	}
	in, gin := sub(1)
	out, gout := sub(0)
	for _, th := range []float64{0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5} {
		p, r, f := b3(gold, incr(items, fn, th))
		_, _, fi := b3(gin, incr(in, fn, th))
		_, _, fo := b3(gout, incr(out, fn, th))
		fmt.Printf("%s th %.2f all %.3f/%.3f/%.3f in %.3f out %.3f\n", name, th, p, r, f, fi, fo)
	}
}

func TestDiagCluster(t *testing.T) {
	whole := loadItems(t, func(st *doc.Story, ev *doc.Event) string { return st.Title + "\n" + st.Text })
	sweep(t, "whole-cos", whole, func(a, b report) float64 { return Cosine(a.words, b.words) })
	sweep(t, "whole-score", whole, score)
}

func lead(st *doc.Story, n int) string {
	end := 0
	for i, se := range st.Sentences {
		if i >= n {
			break
		}
		end = se.End
	}
	return st.Text[:end]
}

func TestDiagText(t *testing.T) {
	cos := func(a, b report) float64 { return Cosine(a.words, b.words) }
	for _, v := range []struct {
		name string
		fn   func(st *doc.Story, ev *doc.Event) string
	}{
		{"evidence", func(st *doc.Story, ev *doc.Event) string { return Text(st, *ev) }},
		{"lead2", func(st *doc.Story, ev *doc.Event) string { return st.Title + "\n" + lead(st, 2) + "\n" + Text(st, *ev) }},
		{"lead4", func(st *doc.Story, ev *doc.Event) string { return st.Title + "\n" + lead(st, 4) + "\n" + Text(st, *ev) }},
		{"lead8", func(st *doc.Story, ev *doc.Event) string { return st.Title + "\n" + lead(st, 8) + "\n" + Text(st, *ev) }},
	} {
		sweep(t, v.name, loadItems(t, v.fn), cos)
	}
}

func feats(a, b report) []float64 {
	ind := func(c bool) float64 {
		if c {
			return 1
		}
		return 0
	}
	ts, ps, ty, pa := timeSignal(a, b), placeSignal(a, b), typeSignal(a.ev.Type.Plover, b.ev.Type.Plover), partySignal(a.ev, b.ev)
	k, ar := countSignal(a.ev.Killed, b.ev.Killed), countSignal(a.ev.Arrested, b.ev.Arrested)
	strong := a.ev.Place != nil && b.ev.Place != nil && a.ev.Place.ResolvedFrom == "text" && b.ev.Place.ResolvedFrom == "text"
	return []float64{1, Cosine(a.words, b.words), ind(ts > 0), ind(ps < 0 && strong), ind(ps > 0), ind(ps < 0 && !strong), ind(ty > 0), ind(ty < 0), ind(pa > 0), ind(k > 0), ind(k < 0), ind(ar > 0)}
}

var featNames = []string{"bias", "cos", "timeClose", "placeConflictText", "placeSame", "placeConflictOther", "typeSame", "typeOther", "partySame", "killedAgree", "killedConflict", "arrestedAgree"}

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

func train(items []item) []float64 {
	var X [][]float64
	var Y []float64
	for i := range items {
		if items[i].ev == nil {
			continue
		}
		for j := range i {
			if items[j].ev == nil {
				continue
			}
			x := feats(items[i].rep, items[j].rep)
			if items[i].topic != items[j].topic && x[1] < 0.05 {
				continue // easy negatives
			}
			X = append(X, x)
			Y = append(Y, map[bool]float64{true: 1, false: 0}[items[i].gold == items[j].gold])
		}
	}
	w := make([]float64, len(X[0]))
	lr := 0.5
	for it := 0; it < 3000; it++ {
		g := make([]float64, len(w))
		for n, x := range X {
			z := 0.0
			for k := range w {
				z += w[k] * x[k]
			}
			d := sigmoid(z) - Y[n]
			for k := range w {
				g[k] += d * x[k]
			}
		}
		for k := range w {
			w[k] -= lr * (g[k]/float64(len(X)) + 0.001*w[k])
		}
	}
	fmt.Println("pairs", len(X))
	return w
}

func TestDiagLR(t *testing.T) {
	items := loadItems(t, func(st *doc.Story, ev *doc.Event) string { return st.Title + "\n" + lead(st, 4) + "\n" + Text(st, *ev) })
	var in []item
	for _, it := range items {
		if it.topic%2 == 1 {
			in = append(in, it)
		}
	}
	w := train(in)
	for k, n := range featNames {
		fmt.Printf("%s=%.2f ", n, w[k])
	}
	fmt.Println()
	fn := func(a, b report) float64 {
		x := feats(a, b)
		z := 0.0
		for k := range w {
			z += w[k] * x[k]
		}
		return sigmoid(z)
	}
	sweep(t, "lr", items, fn)
}

func TestDiagLink(t *testing.T) {
	items := loadItems(t, func(st *doc.Story, ev *doc.Event) string { return st.Title + "\n" + lead(st, 4) + "\n" + Text(st, *ev) })
	cos := func(a, b report) float64 { return Cosine(a.words, b.words) }
	for _, mode := range []string{"max", "top3", "avgmax"} {
		linkMode = mode
		sweep(t, mode, items, cos)
	}
	linkMode = ""
}

var linkMode string

func link(s []float64) float64 {
	sort.Sort(sort.Reverse(sort.Float64Slice(s)))
	sum := 0.0
	for _, v := range s {
		sum += v
	}
	avg := sum / float64(len(s))
	switch linkMode {
	case "max":
		return s[0]
	case "top3":
		n := min(3, len(s))
		t := 0.0
		for _, v := range s[:n] {
			t += v
		}
		return t / float64(n)
	case "avgmax":
		return (avg + s[0]) / 2
	}
	return avg
}

func TestDiagErr(t *testing.T) {
	items := loadItems(t, func(st *doc.Story, ev *doc.Event) string { return st.Title + "\n" + lead(st, 4) + "\n" + Text(st, *ev) })
	cos := func(a, b report) float64 { return Cosine(a.words, b.words) }
	labels := incr(items, cos, 0.18)
	// per gold subtopic: cluster sizes
	bySub := map[string]map[string]int{}
	var subs []string
	for i, it := range items {
		if bySub[it.gold] == nil {
			bySub[it.gold] = map[string]int{}
			subs = append(subs, it.gold)
		}
		if it.ev == nil {
			bySub[it.gold]["-"]++
			continue
		}
		bySub[it.gold][labels[i]]++
	}
	for _, s := range subs {
		fmt.Printf("%s %v\n", s, bySub[s])
	}
}

func TestDiagName(t *testing.T) {
	cos := func(a, b report) float64 { return Cosine(a.words, b.words) }
	for _, nw := range []float64{1, 2, 4} {
		NameWeight = nw
		items := loadItems(t, func(st *doc.Story, ev *doc.Event) string { return st.Title + "\n" + lead(st, 4) + "\n" + Text(st, *ev) })
		sweep(t, fmt.Sprint("nw", nw), items, cos)
	}
	NameWeight = 1
}

func TestDiagLR2(t *testing.T) {
	NameWeight = 4
	defer func() { NameWeight = 1 }()
	items := loadItems(t, func(st *doc.Story, ev *doc.Event) string { return st.Title + "\n" + lead(st, 4) + "\n" + Text(st, *ev) })
	var in []item
	for _, it := range items {
		if it.topic%2 == 1 {
			in = append(in, it)
		}
	}
	w := train(in)
	for k, n := range featNames {
		fmt.Printf("%s=%.3f ", n, w[k]/w[1])
	}
	fmt.Println()
}

func TestDiagPlace(t *testing.T) {
	items := loadItems(t, func(st *doc.Story, ev *doc.Event) string { return "" })
	c := map[string]int{}
	for i := range items {
		for j := range i {
			a, b := items[i], items[j]
			if a.ev == nil || b.ev == nil || a.topic != b.topic || a.ev.Place == nil || b.ev.Place == nil {
				continue
			}
			k := fmt.Sprintf("%s/%s %s/%s %v", a.ev.Place.ResolvedFrom, b.ev.Place.ResolvedFrom, a.ev.Place.Precision, b.ev.Place.Precision, placeSignal(a.rep, b.rep))
			if a.gold == b.gold {
				k = "same " + k
			} else {
				k = "diff " + k
			}
			c[k]++
		}
	}
	var ks []string
	for k := range c {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	for _, k := range ks {
		fmt.Println(k, c[k])
	}
}

func TestDiagScore(t *testing.T) {
	items := loadItems(t, func(st *doc.Story, ev *doc.Event) string { return Text(st, *ev) })
	sweep(t, "score", items, score)
}

func TestDiagScore2(t *testing.T) {
	items := loadItems(t, func(st *doc.Story, ev *doc.Event) string { return Text(st, *ev) })
	sweep(t, "cosText", items, func(a, b report) float64 { return Cosine(a.words, b.words) })
	sweep(t, "noveto", items, func(a, b report) float64 {
		s := score(a, b)
		if s == conflict {
			return Cosine(a.words, b.words)
		}
		return s
	})
}

func TestDiagTime(t *testing.T) {
	items := loadItems(t, func(st *doc.Story, ev *doc.Event) string { return "" })
	seen := map[string]int{}
	for i := range items {
		for j := range i {
			a, b := items[i], items[j]
			if a.ev == nil || b.ev == nil || a.gold != b.gold || timeSignal(a.rep, b.rep) != conflict {
				continue
			}
			seen[a.gold]++
			if seen[a.gold] > 2 {
				continue
			}
			f := func(it item) string {
				if it.ev.Time == nil {
					return "pub"
				}
				return it.ev.Time.Date + " " + it.ev.Time.Text + "/" + it.ev.Time.ResolvedFrom
			}
			fmt.Printf("%s %s [%s] vs %s [%s]\n", a.gold, a.id, f(a), b.id, f(b))
		}
	}
	fmt.Println(seen)
}

func TestDiagDist(t *testing.T) {
	items := loadItems(t, func(st *doc.Story, ev *doc.Event) string { return "" })
	buckets := []float64{50, 100, 300, 1000, 3000, 1e9}
	c := map[string][]int{"same": make([]int, 6), "diff": make([]int, 6)}
	for i := range items {
		for j := range i {
			a, b := items[i], items[j]
			if a.ev == nil || b.ev == nil || a.topic != b.topic || a.ev.Place == nil || b.ev.Place == nil {
				continue
			}
			pa, pb := a.ev.Place, b.ev.Place
			if pa.ResolvedFrom != "text" || pb.ResolvedFrom != "text" || pa.Precision != "point" || pb.Precision != "point" || pa.GeonamesID == pb.GeonamesID {
				continue
			}
			d := distKm(pa.Lat, pa.Lon, pb.Lat, pb.Lon)
			k := "diff"
			if a.gold == b.gold {
				k = "same"
				if d > 1000 && c["same"][5] < 6 {
					fmt.Println(a.gold, pa.Name, pa.Country, "|", pb.Name, pb.Country)
				}
			}
			for x, bu := range buckets {
				if d <= bu {
					c[k][x]++
					break
				}
			}
		}
	}
	fmt.Println(buckets, c)
}

func better(a, b *doc.Event) bool {
	ra, rb := real(a), real(b)
	if ra != rb {
		return ra
	}
	return len(a.Evidence) > len(b.Evidence)
}

func real(e *doc.Event) bool {
	return !e.Aux.Historical && !e.Aux.Future && !e.Aux.Hypothetical && !e.Aux.Negated
}

func topNames(text string, vec map[string]float64, k int) []string {
	words, names := terms(text)
	set := map[string]bool{}
	for i, w := range words {
		if names[i] {
			set[w] = true
		}
	}
	var ns []string
	for w := range set {
		ns = append(ns, w)
	}
	sort.Slice(ns, func(i, j int) bool { return vec[ns[i]] > vec[ns[j]] || vec[ns[i]] == vec[ns[j]] && ns[i] < ns[j] })
	if len(ns) > k {
		ns = ns[:k]
	}
	return ns
}

func TestDiagNames(t *testing.T) {
	var texts []string
	items := loadItems(t, func(st *doc.Story, ev *doc.Event) string { s := Text(st, *ev); texts = append(texts, s); return s })
	tops := make([][]string, len(items))
	k := 0
	for i := range items {
		if items[i].ev != nil {
			tops[i] = topNames(texts[k], items[i].rep.words, 3)
			k++
		}
	}
	miss := func(a []string, b map[string]float64) bool {
		for _, w := range a {
			if b[w] > 0 {
				return false
			}
		}
		return true
	}
	c := map[string]int{}
	for i := range items {
		for j := range i {
			a, b := items[i], items[j]
			if a.ev == nil || b.ev == nil || a.topic != b.topic {
				continue
			}
			m := len(tops[i]) > 0 && len(tops[j]) > 0 && miss(tops[i], b.rep.words) && miss(tops[j], a.rep.words)
			m1 := len(tops[i]) > 0 && len(tops[j]) > 0 && (miss(tops[i], b.rep.words) || miss(tops[j], a.rep.words))
			c[fmt.Sprint(a.gold == b.gold, m, m1)]++
		}
	}
	fmt.Println(c)
	fmt.Println(tops[0], tops[100], tops[200])
}
