package load

import (
	"go/ast"
	"go/token"
	"strings"
)

// typeDoc is a type's doc comment; a single-line declaration
// (`type T struct{...}` without parentheses) carries it on the GenDecl.
func typeDoc(gd *ast.GenDecl, s *ast.TypeSpec) string {
	doc := s.Doc
	if doc == nil && gd.Lparen == token.NoPos {
		doc = gd.Doc
	}
	return Doc(doc)
}

// Doc turns a doc comment into a schema description the way
// controller-gen does, so that CRDs read the same: comment lines that
// are tags (+...) are dropped, lines keep their breaks (a blank line
// stays a paragraph break), and outside ``` or ~~~ code blocks a line
// starting with TODO is dropped and one starting with "---" ends the
// description.
func Doc(cg *ast.CommentGroup) string {
	if cg == nil {
		return ""
	}
	kept := &ast.CommentGroup{}
	block := false
	for _, c := range cg.List {
		if strings.HasPrefix(c.Text, "//") && strings.HasPrefix(strings.TrimSpace(c.Text[2:]), "+") {
			continue
		}
		if strings.HasPrefix(c.Text, "/*") {
			block = true
		}
		kept.List = append(kept.List, c)
	}
	lines := strings.Split(kept.Text(), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	out := make([]string, 0, len(lines))
	inCode := false
	for _, line := range lines {
		if block {
			line = strings.TrimSpace(line)
		}
		if strings.HasPrefix(line, "```") || strings.HasPrefix(line, "~~~") {
			inCode = !inCode
		}
		if !inCode {
			if strings.HasPrefix(line, "TODO") {
				continue
			}
			if strings.HasPrefix(line, "---") {
				break
			}
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}
