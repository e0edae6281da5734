package serve

import (
	"fmt"
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"sitrep/store"
)

// ploverCategories and acledTypes are the values docs/SCHEMA.md allows for
// type.plover and type.acled_event_type.
var (
	ploverCategories = []string{"AGREE", "CONSULT", "SUPPORT", "CONCEDE", "COOPERATE", "AID", "RETREAT", "REQUEST",
		"ACCUSE", "REJECT", "THREATEN", "PROTEST", "SANCTION", "MOBILIZE", "COERCE", "ASSAULT"}
	acledTypes = []string{"Battles", "Explosions/Remote violence", "Violence against civilians", "Protests", "Riots",
		"Strategic developments"}
)

// queryParams are the parameters GET /api/events accepts; any other is an error,
// so a misspelt filter is not silently ignored.
var queryParams = []string{"from", "to", "limit", "cursor", "bbox", "country", "admin1", "plover", "acled_type",
	"actor", "actor_country", "min_killed", "cluster", "story", "order"}

// ParseFilters reads filters named as the parameters of GET /api/events
// (from, to, country, plover, acled_type, ...) as the API reads them: codes
// and categories in any case, a country as ISO 3166-1 alpha-3. It lets
// 'sitrep export' refuse a filter that would silently match nothing, as the
// API does. Its errors name the parameter ("parameter country: ...").
func ParseFilters(v url.Values) (store.Query, error) { return parseQuery(v) }

// parseQuery reads the filters of GET /api/events. Its errors name the
// parameter and say what it wants.
func parseQuery(v url.Values) (store.Query, error) {
	var q store.Query
	for name, vals := range v {
		if !slices.Contains(queryParams, name) {
			return q, fmt.Errorf("unknown parameter %q (want one of %s)", name, strings.Join(queryParams, ", "))
		}
		if len(vals) > 1 {
			return q, fmt.Errorf("parameter %s: given %d times; give it once", name, len(vals))
		}
	}
	var err error
	get := func(name string) string { return strings.TrimSpace(v.Get(name)) }
	if q.From, err = dateParam("from", get("from")); err != nil {
		return q, err
	}
	if q.To, err = dateParam("to", get("to")); err != nil {
		return q, err
	}
	if q.From != "" && q.To != "" && q.To < q.From {
		return q, fmt.Errorf("parameter to: %s is before from %s", q.To, q.From)
	}
	if q.Limit, err = intParam("limit", get("limit"), 1, store.MaxLimit); err != nil {
		return q, err
	}
	if q.MinKilled, err = intParam("min_killed", get("min_killed"), 0, 1<<31-1); err != nil {
		return q, err
	}
	if q.BBox, err = bboxParam(get("bbox")); err != nil {
		return q, err
	}
	if q.Country, err = countryParam("country", get("country")); err != nil {
		return q, err
	}
	if q.ActorCountry, err = countryParam("actor_country", get("actor_country")); err != nil {
		return q, err
	}
	if p := get("plover"); p != "" {
		q.Plover = strings.ToUpper(p)
		if !slices.Contains(ploverCategories, q.Plover) {
			return q, fmt.Errorf("parameter plover: %q is not a PLOVER category (want one of %s)", p, strings.Join(ploverCategories, ", "))
		}
	}
	if a := get("acled_type"); a != "" {
		i := slices.IndexFunc(acledTypes, func(t string) bool { return strings.EqualFold(t, a) })
		if i < 0 {
			return q, fmt.Errorf("parameter acled_type: %q is not an ACLED event type (want one of %s)", a, strings.Join(acledTypes, ", "))
		}
		q.AcledType = acledTypes[i]
	}
	q.Admin1, q.Actor, q.Cluster, q.Story, q.Cursor = get("admin1"), get("actor"), get("cluster"), get("story"), get("cursor")
	q.Newest, err = orderParam(get("order"))
	return q, err
}

// orderParam reads the order of the events: oldest first (the default,
// which API clients and their cursors have always had) or newest first,
// which the page asks for.
func orderParam(s string) (newest bool, err error) {
	switch strings.ToLower(s) {
	case "", "oldest":
		return false, nil
	case "newest":
		return true, nil
	}
	return false, fmt.Errorf("parameter order: %q: want newest or oldest", s)
}

func dateParam(name, s string) (string, error) {
	if s == "" {
		return "", nil
	}
	if _, err := time.Parse("2006-01-02", s); err != nil {
		return "", fmt.Errorf("parameter %s: %q is not a date YYYY-MM-DD", name, s)
	}
	return s, nil
}

func intParam(name, s string, lo, hi int) (int, error) {
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("parameter %s: %q is not a whole number from %d to %d", name, s, lo, hi)
	}
	return n, nil
}

func countryParam(name, s string) (string, error) {
	if s == "" {
		return "", nil
	}
	c := strings.ToUpper(s)
	if len(c) != 3 || strings.Trim(c, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return "", fmt.Errorf("parameter %s: %q is not an ISO 3166-1 alpha-3 country code such as MLI", name, s)
	}
	return c, nil
}

// bboxParam reads "minLon,minLat,maxLon,maxLat" in degrees; minLon > maxLon
// crosses the antimeridian.
func bboxParam(s string) (*store.BBox, error) {
	if s == "" {
		return nil, nil
	}
	const want = "want minLon,minLat,maxLon,maxLat in degrees"
	parts := strings.Split(s, ",")
	if len(parts) != 4 {
		return nil, fmt.Errorf("parameter bbox: %q has %d numbers; %s", s, len(parts), want)
	}
	var f [4]float64
	for i, p := range parts {
		x, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		lim := 180.0
		if i%2 == 1 {
			lim = 90
		}
		if err != nil || math.IsNaN(x) || x < -lim || x > lim {
			return nil, fmt.Errorf("parameter bbox: %q is not a %s within ±%g; %s", p, [2]string{"longitude", "latitude"}[i%2], lim, want)
		}
		f[i] = x
	}
	if f[1] > f[3] {
		return nil, fmt.Errorf("parameter bbox: minLat %g is above maxLat %g; %s", f[1], f[3], want)
	}
	return &store.BBox{MinLon: f[0], MinLat: f[1], MaxLon: f[2], MaxLat: f[3]}, nil
}
