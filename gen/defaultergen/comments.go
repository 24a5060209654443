package defaultergen

import (
	"go/ast"
	"go/token"
	"strings"
)

// Comments are found by position, as Kubernetes' generators find them: the
// block that ends on the line above a declaration is its doc comment,
// whatever the parser attached it to.

// splitLines splits a comment's text into lines, nil for an empty comment.
func splitLines(s string) []string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) == 1 && lines[0] == "" {
		return nil
	}
	return lines
}

// docComment is the comment block that ends on the line before pos.
func (w *world) docComment(pos token.Pos) []string {
	if g := w.priorGroup(pos, 1); g != nil {
		return splitLines(g.Text())
	}
	return nil
}

// detachedComment is the comment block before the doc comment of pos (or
// before pos, separated by one blank line, when there is no doc comment).
func (w *world) detachedComment(pos token.Pos) []string {
	g := w.priorGroup(pos, 1)
	if g == nil {
		g = w.priorGroup(pos, 2)
	} else {
		g = w.priorGroup(g.List[0].Slash, 2)
	}
	if g == nil {
		return nil
	}
	return splitLines(g.Text())
}

func (w *world) priorGroup(pos token.Pos, lines int) *ast.CommentGroup {
	p := w.fset.Position(pos)
	return w.comments[fileLine{p.Filename, p.Line - lines}]
}

// position renders pos as file:line:col for messages.
func (w *world) position(pos token.Pos) string {
	if !pos.IsValid() {
		return "-"
	}
	return w.fset.Position(pos).String()
}

// defaultTagPos is the position of the +default line in the doc comment of
// the declaration at pos, or pos itself when there is none.
func (w *world) defaultTagPos(pos token.Pos) token.Pos {
	if g := w.priorGroup(pos, 1); g != nil {
		for _, c := range g.List {
			if strings.Contains(c.Text, "+"+defaultTag) || strings.Contains(c.Text, "+"+k8sDefaultTag) || strings.Contains(c.Text, "+kubebuilder:default") {
				return c.Slash
			}
		}
	}
	return pos
}
