package load

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// controller-gen reads the markers of a type alias's declaration
// (`// +kubebuilder:validation:MinLength=1` above `type Name = string`)
// and applies them wherever the alias is used, next to the field's own
// (an allOf: both hold). An alias is no type of its own to hang a
// validation on, so the loader copies its +kubebuilder: lines onto the
// fields of its package declared with it (or a pointer to it), after the
// field's own: the validators read them there as the field's markers, in
// packages written for controller-gen only, as every +kubebuilder: line.
// Its other lines (+optional, +listType) stay with the alias: a
// Kubernetes package means them for other tools.

// aliasMarkers returns the +kubebuilder: lines of the doc comments of the
// package's alias declarations.
func aliasMarkers(fset *token.FileSet, p *Checked, files []*ast.File) map[*types.TypeName][]tags.Line {
	out := map[*types.TypeName][]tags.Line{}
	for _, f := range files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				s, ok := spec.(*ast.TypeSpec)
				if !ok || !s.Assign.IsValid() {
					continue
				}
				doc := s.Doc
				if doc == nil && len(gd.Specs) == 1 {
					doc = gd.Doc
				}
				obj, ok := p.Info.Defs[s.Name].(*types.TypeName)
				if !ok || doc == nil {
					continue
				}
				_, lines, _ := tags.Extract(fset, doc) // its +k8s: tags are not read on aliases
				for _, l := range lines {
					if strings.HasPrefix(l.Text, "+kubebuilder:") {
						out[obj] = append(out[obj], l)
					}
				}
			}
		}
	}
	return out
}

// withAliasMarkers appends to each field declared with an alias (or a
// pointer to one) that alias's markers.
func withAliasMarkers(fs []*model.Field, aliases map[*types.TypeName][]tags.Line) {
	if len(aliases) == 0 {
		return
	}
	for _, f := range fs {
		t := f.Var.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		a, ok := t.(*types.Alias)
		if !ok || len(aliases[a.Obj()]) == 0 {
			continue
		}
		f.Other = append(slices.Clip(f.Other), aliases[a.Obj()]...)
	}
}
