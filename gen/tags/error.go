package tags

import "go/token"

// Error is a malformed tag, located at the exact byte that is wrong.
// Msg starts with the tag as written, so the user sees what was parsed.
type Error struct {
	Pos token.Position
	Msg string
}

// Error renders "file:line:col: msg".
func (e *Error) Error() string {
	return e.Pos.String() + ": " + e.Msg
}
