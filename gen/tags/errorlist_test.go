package tags

import (
	"errors"
	"go/token"
	"testing"
)

// Errors sort by file, then line and column as numbers (not as text: line
// 10 after line 9), then message; unpositioned errors come first.
func TestErrorListOrder(t *testing.T) {
	at := func(file string, line, col int, msg string) *Error {
		return &Error{Pos: token.Position{Filename: file, Line: line, Column: col}, Msg: msg}
	}
	var l ErrorList
	l.Add(errors.Join(
		at("b.go", 1, 1, "b1"),
		errors.Join(at("a.go", 10, 2, "a10"), at("a.go", 9, 30, "a9")),
	))
	l.Add(ErrorList{at("a.go", 10, 1, "a10 col 1"), at("a.go", 10, 2, "a10 again")})
	l.Add(errors.New("no position"))
	l.Add(nil)
	err := l.Err()
	want := "no position\n" +
		"a.go:9:30: a9\n" +
		"a.go:10:1: a10 col 1\n" +
		"a.go:10:2: a10\n" +
		"a.go:10:2: a10 again\n" +
		"b.go:1:1: b1"
	if err == nil || err.Error() != want {
		t.Fatalf("got\n%v\nwant\n%s", err, want)
	}
	var te *Error
	if !errors.As(err, &te) || te.Msg != "no position" {
		t.Errorf("errors.As found %v", te)
	}
	if (ErrorList{}).Err() != nil || Sorted() != nil {
		t.Error("an empty list is no error")
	}
}
