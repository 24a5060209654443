package tags

import (
	"errors"
	"strings"
	"testing"
)

// FuzzParseLine checks that no input panics, that errors are *Error located
// inside the line, and that every accepted tag survives String and Parse.
// The seeds run as ordinary tests.
func FuzzParseLine(f *testing.F) {
	for _, tc := range validTags {
		f.Add(tc.text)
	}
	for _, tc := range invalidTags {
		f.Add(tc.text)
	}
	f.Add("+optional")
	f.Add("  +k8s:x(a: `b`, c: map[string]*p/q.T)=+k8s:y=\"\\u00e9\"")

	f.Fuzz(func(t *testing.T, text string) {
		base := linePos()
		tag, ok, err := ParseLine(text, base)
		if err != nil {
			var e *Error
			if !ok || !errors.As(err, &e) {
				t.Fatalf("ParseLine(%q): ok=%v err=%T %v; want ok and *Error", text, ok, err, err)
			}
			if at := e.Pos.Column - base.Column; at < 0 || at > len(text) || e.Pos.Offset-base.Offset != at || e.Pos.Line != base.Line {
				t.Fatalf("ParseLine(%q): error position %+v outside the line", text, e.Pos)
			}
			return
		}
		if !ok {
			if strings.HasPrefix(strings.TrimLeft(text, " \t"), prefix) {
				t.Fatalf("ParseLine(%q) ignored a +k8s: line", text)
			}
			return
		}
		assertTexts(t, text, tag)
		canonical := tag.String()
		again, ok, err := ParseLine(canonical, base)
		if !ok || err != nil {
			t.Fatalf("ParseLine(%q) accepted, but its rendering %q fails: %v", text, canonical, err)
		}
		if !again.Equal(tag) {
			t.Fatalf("round trip changed %q: %s became %s", text, canonical, again.String())
		}
		if again.String() != canonical {
			t.Fatalf("String is not stable for %q: %q then %q", text, canonical, again.String())
		}
	})
}
