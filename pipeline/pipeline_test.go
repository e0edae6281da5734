package pipeline

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"sitrep/doc"
)

// upper is a stage that records what it saw, failing on stories that ask it to.
type upper struct{}

func (upper) Annotate(st *doc.Story) error {
	if strings.Contains(st.Text, "fail") {
		return errors.New("asked to fail")
	}
	st.Title = strings.ToUpper(st.Text)
	return nil
}

func TestRunKeepsOrder(t *testing.T) {
	p := New(Named{"upper", upper{}})
	in := make(chan *doc.Story)
	go func() {
		for i := range 200 {
			text := fmt.Sprintf("story %d", i)
			if i == 7 {
				text = "fail 7"
			}
			in <- &doc.Story{ID: fmt.Sprint(i), Text: text}
		}
		close(in)
	}()
	n := 0
	err := p.Run(4, in, func(st *doc.Story, err error) error {
		if st.ID != fmt.Sprint(n) {
			t.Fatalf("story %s emitted at position %d", st.ID, n)
		}
		if n == 7 {
			if err == nil || !strings.HasPrefix(err.Error(), "upper: ") {
				t.Errorf("story 7: err %v", err)
			}
		} else if err != nil || st.Title != strings.ToUpper(st.Text) {
			t.Errorf("story %d: %v %q", n, err, st.Title)
		}
		n++
		return nil
	})
	if err != nil || n != 200 {
		t.Fatalf("Run: %v after %d stories", err, n)
	}
}

func TestRunStopsOnEmitError(t *testing.T) {
	p := New(Named{"upper", upper{}})
	in := make(chan *doc.Story)
	go func() {
		for i := range 50 {
			in <- &doc.Story{ID: fmt.Sprint(i)}
		}
		close(in)
	}()
	stop := errors.New("stop")
	seen := 0
	err := p.Run(3, in, func(*doc.Story, error) error { seen++; return stop })
	if !errors.Is(err, stop) || seen != 1 {
		t.Fatalf("err %v, emitted %d", err, seen)
	}
}
