package acled

import (
	"strings"
	"testing"

	"sitrep/doc"
)

// keywordCoder codes a note as a suicide bombing when it says "bomber",
// an arrest when it says "arrested", and as nothing otherwise.
type keywordCoder struct{}

func (keywordCoder) Annotate(st *doc.Story) error {
	switch {
	case strings.Contains(st.Text, "bomber"):
		st.Events = append(st.Events, doc.Event{Type: doc.EventType{AcledSubEventType: "Suicide bomb"}})
	case strings.Contains(st.Text, "arrested"):
		st.Events = append(st.Events, doc.Event{Type: doc.EventType{AcledSubEventType: "Arrests"}})
	}
	return nil
}

func TestReadEventsAndOldTypes(t *testing.T) {
	csvText := "event_date,event_type,sub_event_type,actor1,notes,fatalities\n" +
		"9-May-20,Protests,Peaceful protest,Protesters (Kenya),\"On 9 May 2020, traders protested in Nairobi.\",0\n" +
		"10-May-20,Battles,Armed clash,Unidentified Armed Group (Kenya),,1\n"
	rows, skipped, err := readEvents(strings.NewReader(csvText))
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || skipped != 1 || rows[0].Date.Format("2006-01-02") != "2020-05-09" || rows[0].Actor1 != "Protesters (Kenya)" {
		t.Fatalf("rows %+v skipped %d", rows, skipped)
	}
	for _, c := range []struct {
		gold, got string
		want      bool
	}{
		{"Riots/Protests", "Riots", true},
		{"Battle-No change of territory", "Battles", true},
		{"Remote violence", "Explosions/Remote violence", true},
		{"Violence Against Civilians", "Violence against civilians", true},
		{"Battles", "Violence against civilians", false},
		{"Protests", "", false},
	} {
		if got := sameAcledType(c.gold, c.got); got != c.want {
			t.Errorf("sameAcledType(%q, %q) = %v", c.gold, c.got, got)
		}
	}
}

func TestScoreEvents(t *testing.T) {
	rows := []Record{
		{Notes: "A bomber blew himself up.", EventType: "Explosions/Remote violence", SubEventType: "Suicide bomb", Fatalities: 2},
		{Notes: "Police arrested two men.", EventType: "Strategic developments", SubEventType: "Arrests"},
		{Notes: "Traders marched.", EventType: "Protests", SubEventType: "Peaceful protest"},
	}
	sc, err := ScoreEvents(rows, keywordCoder{})
	if err != nil {
		t.Fatal(err)
	}
	// keywordCoder gives sub-event types only: no event type matches.
	if sc.Notes != 3 || len(sc.Rows) != 3 || sc.Rows[0].SubEventType != "Suicide bomb" || sc.Rows[2].SubEventType != "" {
		t.Fatalf("scores %+v", sc)
	}
	if got := *sc.SubEventTypeAccuracy; got != 2.0/3 || sc.SubConfusions["Peaceful protest -> "] != 1 {
		t.Errorf("sub-event accuracy %.3f, confusions %v", got, sc.SubConfusions)
	}
}
