// Package decode turns the bytes of a story, page or feed into checked UTF-8
// text. It honours byte-order marks (UTF-8, UTF-16 LE and BE), a declared
// character set (a label, a Content-Type value, or an XML or HTML declaration
// in the data), and otherwise tells UTF-8 from windows-1252 (which the web
// also serves as ISO-8859-1). Binary data and bytes no encoding explains are
// named in the error, so the caller can report them in one line.
package decode

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"regexp"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/htmlindex"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// ErrBinary is wrapped by the error for data that is not text.
var ErrBinary = errors.New("binary, not text")

// Text returns data as UTF-8 text without a byte-order mark. declared is the
// character set the data came with: a label ("ISO-8859-1"), a Content-Type
// value ("text/html; charset=windows-1252") or "" when none was given, in
// which case a charset named by an XML declaration or an HTML meta tag at the
// start of data is used. A byte-order mark outranks any declaration, and text
// that is valid UTF-8 is read as UTF-8 whatever an ASCII-compatible
// declaration says, since mislabelled UTF-8 is far commoner than windows-1252
// text that happens to be valid UTF-8. Stray NUL bytes are dropped.
func Text(data []byte, declared string) (string, error) {
	if name := magic(data); name != "" {
		return "", fmt.Errorf("%w (%s)", ErrBinary, name)
	}
	enc, name, err := choose(data, declared)
	if err != nil {
		return "", err
	}
	if enc != nil {
		data, err = enc.NewDecoder().Bytes(data)
		if err != nil {
			return "", fmt.Errorf("not %s: %v", name, err)
		}
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	if k := cutRune(data); k > 0 {
		// A text cut inside its last character (a truncated download, a
		// size limit) is UTF-8 all the same: mark the cut character.
		data = append(data[:len(data)-k:len(data)-k], "\ufffd"...)
	}
	if err := checkControls(data); err != nil {
		return "", err
	}
	if bytes.IndexByte(data, 0) >= 0 {
		data = bytes.ReplaceAll(data, []byte{0}, nil)
	}
	return string(data), nil
}

// choose picks the decoder for data: nil when data is already UTF-8.
func choose(data []byte, declared string) (encoding.Encoding, string, error) {
	switch {
	case bytes.HasPrefix(data, []byte("\xef\xbb\xbf")):
		if !utf8.Valid(data) {
			return nil, "", invalidUTF8(data, "after a UTF-8 byte-order mark")
		}
		return nil, "UTF-8", nil
	case bytes.HasPrefix(data, []byte("\xff\xfe")):
		return unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM), "UTF-16LE", nil
	case bytes.HasPrefix(data, []byte("\xfe\xff")):
		return unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM), "UTF-16BE", nil
	}
	label := charsetOf(declared)
	if label == "" {
		label = sniffDeclaration(data)
	}
	var enc encoding.Encoding
	if label != "" {
		e, err := htmlindex.Get(label)
		if err != nil {
			return nil, "", fmt.Errorf("unknown character set %q", label)
		}
		enc = e
		if name, _ := htmlindex.Name(e); strings.HasPrefix(name, "utf-16") {
			return e, name, nil
		}
		if name, _ := htmlindex.Name(e); name == "utf-8" {
			enc = nil
		}
	}
	if order, ok := utf16Order(data); ok {
		return unicode.UTF16(order, unicode.IgnoreBOM), "UTF-16 without a byte-order mark", nil
	}
	if utf8.Valid(data) || enc == nil && cutRune(data) > 0 {
		return nil, "UTF-8", nil
	}
	if enc != nil {
		name, _ := htmlindex.Name(enc)
		return enc, name, nil
	}
	if looksWindows1252(data) {
		return charmap.Windows1252, "windows-1252", nil
	}
	return nil, "", invalidUTF8(data, "and not windows-1252 either (give its character set, or convert it to UTF-8)")
}

// cutRune returns the length of a character cut short at the very end of
// data when data is UTF-8 but for it, else 0. The rest must hold UTF-8
// beyond ASCII: "Caf\xe9" is windows-1252, not a cut "Caf\u00e9".
func cutRune(data []byte) int {
	for k := 1; k <= 3 && k < len(data); k++ {
		if tail := data[len(data)-k:]; utf8.RuneStart(tail[0]) {
			rest := data[:len(data)-k]
			if tail[0] >= 0xc0 && !utf8.FullRune(tail) && utf8.Valid(rest) && utf8.RuneCount(rest) < len(rest) {
				return k
			}
			return 0
		}
	}
	return 0
}

// charsetOf returns the charset in a Content-Type value, or declared itself
// when it is a bare label.
func charsetOf(declared string) string {
	declared = strings.TrimSpace(declared)
	if !strings.ContainsAny(declared, ";/=") {
		return declared
	}
	_, params, err := mime.ParseMediaType(declared)
	if err != nil {
		return ""
	}
	return params["charset"]
}

var declarationRE = regexp.MustCompile(`(?i)(?:<\?xml[^>]*\sencoding\s*=\s*["']?|<meta[^>]*charset\s*=\s*["']?)([a-z0-9._:-]+)`)

// sniffDeclaration returns the charset an XML declaration or an HTML meta
// tag names in the first kilobyte of data, where both must appear.
func sniffDeclaration(data []byte) string {
	if len(data) > 1024 {
		data = data[:1024]
	}
	if m := declarationRE.FindSubmatch(data); m != nil {
		return string(m[1])
	}
	return ""
}

// utf16Order tells UTF-16 without a byte-order mark from its NUL bytes: in
// text of Latin script every other byte is NUL, on the same side.
func utf16Order(data []byte) (unicode.Endianness, bool) {
	n := len(data) &^ 1
	if n > 4096 {
		n = 4096
	}
	if n < 4 {
		return unicode.BigEndian, false
	}
	var even, odd int
	for i := 0; i < n; i += 2 {
		if data[i] == 0 {
			even++
		}
		if data[i+1] == 0 {
			odd++
		}
	}
	pairs := n / 2
	switch {
	case odd*10 >= pairs*9 && even*10 < pairs:
		return unicode.LittleEndian, true
	case even*10 >= pairs*9 && odd*10 < pairs:
		return unicode.BigEndian, true
	}
	return unicode.BigEndian, false
}

// looksWindows1252 reports whether bytes that are not UTF-8 read as
// windows-1252 text: no byte it leaves undefined, and bytes above 0x7F mostly
// alone between ASCII ones (accented letters, curly quotes), not in the runs
// that multi-byte encodings such as Shift JIS or GBK make.
func looksWindows1252(data []byte) bool {
	high, paired := 0, 0
	for i, c := range data {
		if c < 0x80 {
			continue
		}
		switch c {
		case 0x81, 0x8d, 0x8f, 0x90, 0x9d:
			return false
		}
		high++
		if i+1 < len(data) && data[i+1] >= 0x80 {
			paired++
		}
	}
	return paired*2 <= high && high*3 <= len(data)
}

func invalidUTF8(data []byte, why string) error {
	off := 0
	for off < len(data) {
		r, n := utf8.DecodeRune(data[off:])
		if r == utf8.RuneError && n <= 1 {
			break
		}
		off += n
	}
	return fmt.Errorf("invalid UTF-8 at byte %d %s", off, why)
}

// checkControls refuses decoded data whose start is mostly control
// characters: a few stray ones (a NUL, a form feed) occur in real text.
func checkControls(data []byte) error {
	head := data
	if len(head) > 8192 {
		head = head[:8192]
	}
	if len(head) == 0 {
		return nil
	}
	n := 0
	for _, c := range head {
		if c < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\f' {
			n++
		}
	}
	if n*100 > len(head) && n > 1 || n*10 > len(head) {
		return fmt.Errorf("%w (%d control bytes in the first %d)", ErrBinary, n, len(head))
	}
	return nil
}

// magic names common binary formats by their first bytes.
func magic(data []byte) string {
	for _, m := range []struct{ prefix, name string }{
		{"%PDF-", "a PDF file"},
		{"\x89PNG", "a PNG image"},
		{"\xff\xd8\xff", "a JPEG image"},
		{"GIF8", "a GIF image"},
		{"PK\x03\x04", "a zip archive"},
		{"\x1f\x8b", "gzip data; name the file .gz"},
		{"\x7fELF", "an executable"},
		{"\xd0\xcf\x11\xe0", "a Microsoft Office file"},
	} {
		if bytes.HasPrefix(data, []byte(m.prefix)) {
			return m.name
		}
	}
	return ""
}

// NewReader returns a reader of r's content with a leading UTF-8 byte-order
// mark removed and UTF-16 with a byte-order mark decoded to UTF-8, for
// streams read a line or a record at a time (JSON Lines, CSV). Other bytes
// pass unchanged: the caller checks them record by record with Text.
func NewReader(r io.Reader) io.Reader {
	br := bufio.NewReader(r)
	head, _ := br.Peek(3)
	switch {
	case bytes.HasPrefix(head, []byte("\xef\xbb\xbf")):
		br.Discard(3)
	case bytes.HasPrefix(head, []byte("\xff\xfe")):
		return transform.NewReader(br, unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder())
	case bytes.HasPrefix(head, []byte("\xfe\xff")):
		return transform.NewReader(br, unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM).NewDecoder())
	}
	return br
}
