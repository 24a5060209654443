package load

import (
	"fmt"
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
// Kubernetes package means them for other tools. Its +kubebuilder:example
// is not read (controller-gen writes none for an alias), and its
// +kubebuilder:title only reaches fields without one (aliasDocMarkers).

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
					// controller-gen writes no example for an alias.
					if strings.HasPrefix(l.Text, "+kubebuilder:") && !tags.IsMarker(l.Text, exampleMarker) {
						out[obj] = append(out[obj], l)
					}
				}
			}
		}
	}
	return out
}

// withAliasMarkers appends to each field declared with an alias (or a
// pointer to one) that alias's markers. Where the alias is a list's item
// or a map's value, controller-gen applies its markers there too and the
// Go code would check nothing: that is an error naming the fix, rather
// than a rule enforced by the CRD alone.
func withAliasMarkers(fset *token.FileSet, fs []*model.Field, aliases map[*types.TypeName][]tags.Line, errs *[]error) {
	if len(aliases) == 0 {
		return
	}
	for _, f := range fs {
		t := f.Var.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if a, ok := t.(*types.Alias); ok && len(aliases[a.Obj()]) > 0 {
			f.Other = append(slices.Clip(f.Other), aliasDocMarkers(f.Other, aliases[a.Obj()])...)
			continue
		}
		if a := nestedAlias(t, aliases); a != nil {
			*errs = append(*errs, fmt.Errorf("%s: the markers of type alias %s (%s) do not reach the items or values of %s here, where controller-gen applies them; "+
				"declare %s as a defined type (type %s %s) so that its markers apply everywhere, or put them on the field with items:",
				f.Pos, a.Obj().Name(), fset.Position(a.Obj().Pos()), f.Name, a.Obj().Name(), a.Obj().Name(), types.TypeString(a.Rhs(), types.RelativeTo(a.Obj().Pkg()))))
		}
	}
}

// nestedAlias returns an alias with markers that t holds as a list's item
// or a map's value (through pointers), nil if none.
func nestedAlias(t types.Type, aliases map[*types.TypeName][]tags.Line) *types.Alias {
	for {
		switch u := t.(type) {
		case *types.Alias:
			if len(aliases[u.Obj()]) > 0 {
				return u
			}
			return nil
		case *types.Pointer:
			t = u.Elem()
		case *types.Slice:
			t = u.Elem()
		case *types.Array:
			t = u.Elem()
		case *types.Map:
			t = u.Elem()
		default:
			return nil
		}
	}
}

// aliasDocMarkers returns the alias's lines that reach a field whose own
// lines are own: its +kubebuilder:title only where the field has none
// (the field's own wins, as in controller-gen).
func aliasDocMarkers(own, lines []tags.Line) []tags.Line {
	if !slices.ContainsFunc(own, func(l tags.Line) bool { return tags.IsMarker(l.Text, titleMarker) }) {
		return lines
	}
	return slices.DeleteFunc(slices.Clone(lines), func(l tags.Line) bool { return tags.IsMarker(l.Text, titleMarker) })
}

const (
	titleMarker   = "+kubebuilder:title"
	exampleMarker = "+kubebuilder:example"
)
