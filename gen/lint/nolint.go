package lint

import (
	"go/ast"
	"go/token"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// nolintTag on a package or a type opts it out of lint.
const nolintTag = validators.NolintTag

// span is a byte range of one file.
type span struct{ start, end int }

// nolintIndex knows which source ranges opted out.
type nolintIndex struct {
	files map[string]bool   // every file of an opted-out package
	spans map[string][]span // opted-out type declarations, by file
}

func hasNolint(ts []tags.Tag) bool {
	for _, t := range ts {
		if t.Name == nolintTag {
			return true
		}
	}
	return false
}

func newNolintIndex(u *model.Universe, pkgs []*model.Package) nolintIndex {
	idx := nolintIndex{files: map[string]bool{}, spans: map[string][]span{}}
	for _, p := range pkgs {
		if hasNolint(p.Tags) {
			for _, f := range p.Files {
				idx.files[u.Position(f.Package).Filename] = true
			}
			continue
		}
		quiet := map[token.Position]*model.Named{}
		for _, n := range p.Named {
			if hasNolint(n.Tags) {
				quiet[n.Pos] = n
			}
		}
		if len(quiet) == 0 {
			continue
		}
		for _, f := range p.Files {
			for _, d := range f.Decls {
				gd, ok := d.(*ast.GenDecl)
				if !ok {
					continue
				}
				for _, s := range gd.Specs {
					ts, ok := s.(*ast.TypeSpec)
					if !ok {
						continue
					}
					n := quiet[u.Position(ts.Name.Pos())]
					if n == nil {
						continue
					}
					end := u.Position(ts.End())
					start := u.Position(gd.Pos()).Offset
					if len(gd.Specs) > 1 {
						start = u.Position(ts.Pos()).Offset
					}
					// The tags may sit in comments above the declaration.
					for _, t := range n.Tags {
						start = min(start, t.Pos.Offset)
					}
					for _, o := range n.Other {
						start = min(start, o.Pos.Offset)
					}
					idx.spans[end.Filename] = append(idx.spans[end.Filename], span{start, end.Offset})
				}
			}
		}
	}
	return idx
}

// covers reports whether pos lies in an opted-out package or type.
func (idx nolintIndex) covers(pos token.Position) bool {
	if idx.files[pos.Filename] {
		return true
	}
	for _, s := range idx.spans[pos.Filename] {
		if pos.Offset >= s.start && pos.Offset < s.end {
			return true
		}
	}
	return false
}
