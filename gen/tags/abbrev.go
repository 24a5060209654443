package tags

import (
	"fmt"
	"unicode/utf8"
)

// abbrevKeep is how much of each end of a long tag a message quotes.
const abbrevKeep = 60

// Abbrev shortens a tag's text for a message: a chain thousands of links
// deep is quoted by its start and end, not repeated whole.
func Abbrev(text string) string {
	if len(text) <= 3*abbrevKeep {
		return text
	}
	head, tail := text[:abbrevKeep], text[len(text)-abbrevKeep:]
	for !utf8.ValidString(head) {
		head = head[:len(head)-1]
	}
	for !utf8.ValidString(tail) {
		tail = tail[1:]
	}
	return fmt.Sprintf("%s...(%d bytes)...%s", head, len(text)-len(head)-len(tail), tail)
}
