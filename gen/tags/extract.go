package tags

import (
	"errors"
	"go/ast"
	"go/token"
	"strings"
	"unicode"
)

// Line is a comment line that starts with '+' but is not a k8s tag, such as
// +optional, +listType=map or +default=5. Text runs from the '+' to the end
// of the line, trailing spaces trimmed.
type Line struct {
	Text string
	Pos  token.Position
}

// Extract returns the k8s tags and the other `+` lines of the comment
// groups, in source order. Both // and /* */ comments are read, the latter
// line by line. Every malformed tag is reported (errors.Join of *Error);
// the tags that parsed are returned all the same.
//
// fset must be the file set the comments were parsed with.
func Extract(fset *token.FileSet, groups ...*ast.CommentGroup) (tags []Tag, other []Line, err error) {
	var errs []error
	visit := func(text string, pos token.Position) {
		tag, ok, err := ParseLine(text, pos)
		switch {
		case err != nil:
			errs = append(errs, err)
		case ok:
			tags = append(tags, tag)
		default:
			indent := indentOf(text)
			if rest := trimTrailing(text[indent:]); strings.HasPrefix(rest, "+") {
				other = append(other, Line{Text: rest, Pos: advance(pos, indent)})
			}
		}
	}
	eachLine(fset, groups, visit)
	return tags, other, errors.Join(errs...)
}

// eachLine calls visit for every line of the comments in groups, with the
// position where its text starts.
func eachLine(fset *token.FileSet, groups []*ast.CommentGroup, visit func(string, token.Position)) {
	for _, group := range groups {
		if group == nil {
			continue
		}
		for _, c := range group.List {
			if strings.HasPrefix(c.Text, "//") {
				visit(c.Text[2:], advance(fset.Position(c.Slash), 2))
				continue
			}
			blockLines(fset, c, visit)
		}
	}
}

// blockLines calls visit for every line inside the /* */ comment c.
func blockLines(fset *token.FileSet, c *ast.Comment, visit func(string, token.Position)) {
	body := strings.TrimSuffix(strings.TrimPrefix(c.Text, "/*"), "*/")
	pos := advance(fset.Position(c.Slash), 2)
	file := fset.File(c.Slash)
	rawLine := 0
	if file != nil {
		rawLine = file.PositionFor(c.Slash, false).Line
	}
	for {
		text, rest, more := strings.Cut(body, "\n")
		visit(text, pos)
		if !more {
			return
		}
		// Later lines start at column 1. Ask the file where, so stripped
		// '\r's and //line directives are accounted for; count bytes only
		// when the file is unknown.
		rawLine++
		if file != nil && rawLine <= file.LineCount() {
			pos = fset.Position(file.LineStart(rawLine))
		} else {
			pos = token.Position{Filename: pos.Filename, Line: pos.Line + 1, Column: 1, Offset: pos.Offset + len(text) + 1}
		}
		body = rest
	}
}

// advance moves pos n bytes to the right on the same line. An unknown
// column (0, as after a //line directive without one) stays unknown.
func advance(pos token.Position, n int) token.Position {
	if pos.Column > 0 {
		pos.Column += n
	}
	pos.Offset += n
	return pos
}

// ExtractNamed is Extract for comment blocks where only a few tags count:
// lines whose tag name, read the way Kubernetes' tag extractor reads it, is
// one of names are parsed; every other line is ignored, malformed or not.
// Kubernetes reads the floating comment block above a type declaration this
// way (only package selection and subresource tags live there).
func ExtractNamed(fset *token.FileSet, names []string, groups ...*ast.CommentGroup) ([]Tag, error) {
	var tags []Tag
	var errs []error
	visit := func(text string, pos token.Position) {
		if !isOneOf(extractedName(text), names) {
			return
		}
		tag, ok, err := ParseLine(text, pos)
		switch {
		case err != nil:
			errs = append(errs, err)
		case ok:
			tags = append(tags, tag)
		}
	}
	eachLine(fset, groups, visit)
	return tags, errors.Join(errs...)
}

// extractedName returns the name of the +k8s: tag on a comment line as
// Kubernetes' extractor delimits it (letters, digits, '_', '.', '-' and
// ':' after a leading letter or '_'), or "" when the line is no k8s tag.
func extractedName(text string) string {
	rest, ok := strings.CutPrefix(strings.TrimLeft(text, " \t"), prefix)
	if !ok {
		return ""
	}
	for i, r := range rest {
		letter := unicode.IsLetter(r) || r == '_'
		if i == 0 && !letter || i > 0 && !letter && !unicode.IsDigit(r) && !strings.ContainsRune(".-:", r) {
			return rest[:i]
		}
	}
	return rest
}

func isOneOf(s string, set []string) bool {
	for _, x := range set {
		if s == x {
			return true
		}
	}
	return false
}

// PackageComments returns the comment groups above the package clause of f:
// package tags may sit in a block of their own, separated from the package
// doc comment by a blank line, as Kubernetes writes them.
func PackageComments(f *ast.File) []*ast.CommentGroup {
	var out []*ast.CommentGroup
	for _, g := range f.Comments {
		if g.End() < f.Package {
			out = append(out, g)
		}
	}
	return out
}
