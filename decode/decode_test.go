package decode

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"unicode/utf8"
)

func utf16le(s string, bom bool) []byte {
	var b []byte
	if bom {
		b = append(b, 0xff, 0xfe)
	}
	for _, r := range s {
		b = append(b, byte(r), byte(r>>8))
	}
	return b
}

func utf16be(s string, bom bool) []byte {
	var b []byte
	if bom {
		b = append(b, 0xfe, 0xff)
	}
	for _, r := range s {
		b = append(b, byte(r>>8), byte(r))
	}
	return b
}

func TestText(t *testing.T) {
	const story = "Gunmen killed 3 people in Kandahar, officials said.\n"
	for _, tc := range []struct {
		name     string
		data     []byte
		declared string
		want     string
	}{
		{"plain UTF-8", []byte(story), "", story},
		{"UTF-8 with BOM", append([]byte("\xef\xbb\xbf"), story...), "", story},
		{"UTF-16LE with BOM", utf16le("Café “news”", true), "", "Café “news”"},
		{"UTF-16BE with BOM", utf16be("Café “news”", true), "", "Café “news”"},
		{"UTF-16LE without BOM", utf16le(story, false), "", story},
		{"UTF-16BE without BOM", utf16be(story, false), "", story},
		{"BOM outranks a declaration", utf16le("Zürich", true), "ISO-8859-1", "Zürich"},
		{"windows-1252 detected", []byte("The \x93mayor\x94 of Z\xfcrich said \x96 nothing."), "", "The “mayor” of Zürich said – nothing."},
		{"ISO-8859-1 declared", []byte("Caf\xe9 in M\xfcnchen"), "ISO-8859-1", "Café in München"},
		{"charset in Content-Type", []byte("Caf\xe9"), "text/html; charset=iso-8859-1", "Café"},
		{"XML declaration", []byte("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss>Caf\xe9</rss>"), "", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss>Café</rss>"},
		{"HTML meta charset", []byte("<html><head><meta charset=\"windows-1251\"></head>\xcf\xf0\xe8\xe2\xe5\xf2"), "", "<html><head><meta charset=\"windows-1251\"></head>Привет"},
		{"valid UTF-8 mislabelled latin-1", []byte("Café"), "ISO-8859-1", "Café"},
		{"declared UTF-16 without BOM", utf16le("Kabul", false), "utf-16le", "Kabul"},
		{"single NUL dropped", []byte("Three people\x00 were killed in a long enough story."), "", "Three people were killed in a long enough story."},
		{"empty", nil, "", ""},
		{"UTF-8 cut in its last character", []byte("Zürich and Kraków\xc3"), "", "Zürich and Kraków\ufffd"},
		{"UTF-8 cut in a 3-byte character", []byte("Kraków said \xe2\x80"), "", "Kraków said \ufffd"},
		{"windows-1252 ending in a letter", []byte("Caf\xe9"), "", "Café"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Text(tc.data, tc.declared)
			if err != nil {
				t.Fatalf("Text: %v", err)
			}
			if got != tc.want {
				t.Errorf("Text = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestTextRefuses(t *testing.T) {
	for _, tc := range []struct {
		name     string
		data     []byte
		declared string
		binary   bool
		want     string
	}{
		{"PDF", []byte("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"), "", true, "PDF"},
		{"gzip", []byte("\x1f\x8b\x08\x00\x00\x00"), "", true, "gzip"},
		{"control bytes", []byte("\x01\x02\x03\x04\x05\x06text\x07\x08\x0e\x0f"), "", true, "control bytes"},
		{"many NULs", []byte(strings.Repeat("ab\x00\x00\x00c", 50)), "", true, "control bytes"},
		{"Shift JIS undeclared", []byte("\x93\xfa\x96\x7b\x8c\xea\x82\xcc\x83\x65\x83\x4c\x83\x58\x83\x67"), "", false, "invalid UTF-8 at byte 0"},
		{"undefined windows-1252 byte", []byte("abc\x81def"), "", false, "invalid UTF-8 at byte 3"},
		{"invalid after UTF-8 BOM", []byte("\xef\xbb\xbfCaf\xe9"), "", false, "after a UTF-8 byte-order mark"},
		{"unknown charset", []byte("Caf\xe9"), "x-no-such-charset", false, "unknown character set"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Text(tc.data, tc.declared)
			if err == nil {
				t.Fatalf("Text = %q, want an error", got)
			}
			if errors.Is(err, ErrBinary) != tc.binary {
				t.Errorf("errors.Is(%v, ErrBinary) = %v, want %v", err, !tc.binary, tc.binary)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not mention %q", err, tc.want)
			}
		})
	}
}

func FuzzText(f *testing.F) {
	f.Add([]byte("Gunmen killed 3 people."), "")
	f.Add([]byte("\xef\xbb\xbfid,text\n1,Caf\xc3\xa9\n"), "")
	f.Add(utf16le("Zürich", true), "")
	f.Add(utf16be("Zürich", false), "")
	f.Add([]byte("Caf\xe9 \x93quoted\x94"), "")
	f.Add([]byte("Caf\xe9"), "text/plain; charset=ISO-8859-1")
	f.Add([]byte("<?xml version='1.0' encoding='windows-1252'?>\x80"), "")
	f.Add([]byte("a\x00b"), "utf-16be")
	f.Fuzz(func(t *testing.T, data []byte, declared string) {
		got, err := Text(data, declared)
		if err != nil {
			return
		}
		if !utf8.ValidString(got) {
			t.Fatalf("Text(%q, %q) = %q, not UTF-8", data, declared, got)
		}
		if strings.HasPrefix(got, "\ufeff") || strings.IndexByte(got, 0) >= 0 {
			t.Fatalf("Text(%q, %q) = %q keeps a BOM or a NUL", data, declared, got)
		}
	})
}

func TestNewReader(t *testing.T) {
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"UTF-8 BOM", []byte("\xef\xbb\xbf{\"text\":\"a\"}\n"), "{\"text\":\"a\"}\n"},
		{"UTF-16LE BOM", utf16le("id,text\n1,Zürich\n", true), "id,text\n1,Zürich\n"},
		{"UTF-16BE BOM", utf16be("id,text\n", true), "id,text\n"},
		{"no BOM", []byte("caf\xe9"), "caf\xe9"},
		{"short", []byte("a"), "a"},
	} {
		got, err := io.ReadAll(NewReader(bytes.NewReader(tc.data)))
		if err != nil || string(got) != tc.want {
			t.Errorf("%s: NewReader read %q, %v; want %q", tc.name, got, err, tc.want)
		}
	}
}

func FuzzNewReader(f *testing.F) {
	f.Add([]byte("\xef\xbb\xbf{\"text\":\"a\"}\n"))
	f.Add(utf16le("id,text\n1,Zürich\n", true))
	f.Add(utf16be("x", true))
	f.Add([]byte("\xff"))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := io.ReadAll(NewReader(bytes.NewReader(data)))
		if err != nil {
			t.Fatal(err)
		}
		utf16 := bytes.HasPrefix(data, []byte("\xff\xfe")) || bytes.HasPrefix(data, []byte("\xfe\xff"))
		switch {
		case utf16 && !utf8.Valid(got):
			t.Fatalf("UTF-16 %q decoded to invalid UTF-8 %q", data, got)
		case !utf16 && !bytes.Equal(got, bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))):
			t.Fatalf("NewReader(%q) = %q, want the bytes less a UTF-8 BOM", data, got)
		}
	})
}
