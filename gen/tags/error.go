package tags

import (
	"errors"
	"go/token"
	"sort"
	"strings"
)

// Error is a malformed tag, located at the exact byte that is wrong.
// Msg starts with the tag as written, so the user sees what was parsed.
// Other diagnostics about declarations use it too, with the declaration's
// position.
type Error struct {
	Pos token.Position
	Msg string
}

// Error renders "file:line:col: msg", or msg alone without a position.
func (e *Error) Error() string {
	if e.Pos.Filename == "" && !e.Pos.IsValid() {
		return e.Msg
	}
	return e.Pos.String() + ": " + e.Msg
}

// ErrorList is a list of positioned errors that sorts itself by file,
// line and column (as go/scanner.ErrorList does), so that diagnostics read
// top to bottom whatever order they were found in. As an error it prints
// one error per line, as errors.Join does.
type ErrorList []*Error

// Add appends err: the *Error leaves of err (a tree of errors.Join
// errors), and any other leaf as an Error without a position.
func (l *ErrorList) Add(err error) {
	if err == nil {
		return
	}
	switch e := err.(type) {
	case *Error:
		*l = append(*l, e)
	case ErrorList:
		*l = append(*l, e...)
	case interface{ Unwrap() []error }:
		for _, leaf := range e.Unwrap() {
			l.Add(leaf)
		}
	default:
		*l = append(*l, &Error{Msg: err.Error()})
	}
}

func (l ErrorList) Len() int      { return len(l) }
func (l ErrorList) Swap(i, j int) { l[i], l[j] = l[j], l[i] }

// Less orders by file, line, column, then message.
func (l ErrorList) Less(i, j int) bool {
	a, b := l[i].Pos, l[j].Pos
	if a.Filename != b.Filename {
		return a.Filename < b.Filename
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	if a.Column != b.Column {
		return a.Column < b.Column
	}
	return l[i].Msg < l[j].Msg
}

// Sort sorts l in place, keeping the order of equal entries.
func (l ErrorList) Sort() { sort.Stable(l) }

// Error prints every error of l, one per line.
func (l ErrorList) Error() string {
	msgs := make([]string, len(l))
	for i, e := range l {
		msgs[i] = e.Error()
	}
	return strings.Join(msgs, "\n")
}

// Unwrap returns the errors of l, for errors.As and errors.Is.
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

// Err returns l sorted as an error, or nil when l is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	l.Sort()
	return l
}

// Sorted returns errs, trees of errors.Join included, as one sorted list,
// or nil when there are none.
func Sorted(errs ...error) error {
	var l ErrorList
	l.Add(errors.Join(errs...))
	return l.Err()
}
