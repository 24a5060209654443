// Package model is the typed tree the generator works on: the loaded Go
// packages with their declared types, fields and constants, each carrying
// its +k8s: tags and source position.
//
// The structure of types comes from go/types. The model adds what go/types
// drops: comment tags, JSON names and the right-hand side of every type
// declaration as written, so that `type B A` still knows it was declared
// from A (the KEP's typedef-chain problem).
package model

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/kubedv/kubedv/gen/release"
	"github.com/kubedv/kubedv/gen/tags"
)

// Role says why a package was loaded.
type Role uint8

const (
	// Target packages get a generated file.
	Target Role = 1 << iota
	// Input packages declare the types a target generates for
	// (+k8s:validation-gen-input).
	Input
	// Readonly packages are analyzed so that targets can call their
	// generated functions, but nothing is written for them.
	Readonly
)

// Universe is everything the generator loaded.
type Universe struct {
	Fset     *token.FileSet
	Packages map[string]*Package // by import path
	// Formats are the project's own +k8s:format values, by name, declared
	// in --validation-extensions-file files; nil without any.
	Formats map[string]FormatExtension
	// Release is the Kubernetes release whose generator behavior the
	// target tree gets (detected from its apimachinery, or --kubernetes-release).
	Release release.Release
	named   map[*types.TypeName]*Named
	fields  map[*types.Var]*Field
}

// Package is one loaded Go package.
type Package struct {
	Path  string
	Name  string
	Dir   string
	Role  Role
	Types *types.Package
	Files []*ast.File
	// Tags are the +k8s: tags written above the package clause of any file.
	Tags []tags.Tag
	// Other holds the other comment tags above the package clauses
	// (+groupName=..., controller-gen's +kubebuilder:object:generate=true).
	Other []tags.Line
	// Named lists the package's declared types in source order.
	Named []*Named
	// Consts lists the package's typed constants in source order.
	Consts []*Const
}

// Named is a declared type (type definitions, not aliases).
type Named struct {
	Obj  *types.TypeName
	Pkg  *Package
	Tags []tags.Tag
	Pos  token.Position
	// RHS is the type written on the right-hand side of the declaration. For
	// `type B A` it is the named type A, where go/types' Underlying would
	// already be A's underlying type.
	RHS types.Type
	// Fields are the struct fields, in order, when RHS is a struct literal.
	Fields []*Field
	// Doc is the doc comment as controller-gen writes descriptions: tag
	// lines, TODO lines and everything from a "---" line on left out.
	Doc string
	// Other holds the declaration's non-k8s comment tags (+default=...,
	// +optional, +listType=...), for the linter.
	Other []tags.Line
}

// Field is one struct field.
type Field struct {
	Var      *types.Var
	Name     string // Go name
	JSONName string // serialized name; "" for inlined embedded structs
	Inline   bool   // embedded without a JSON name, or `json:",inline"`
	Skip     bool   // `json:"-"` or unexported: not part of the API
	// OmitZero: `json:",omitempty"` or `json:",omitzero"`; a zero value
	// is left out of the JSON.
	OmitZero bool
	Tags     []tags.Tag
	Pos      token.Position
	// Doc is the field's doc comment, as Named.Doc.
	Doc string
	// Other holds the field's non-k8s comment tags (+default=..., +optional).
	Other []tags.Line
}

// Const is a typed constant (enum values).
type Const struct {
	Obj  *types.Const
	Tags []tags.Tag
	Pos  token.Position
}

// FormatExtension is one project-defined +k8s:format value: a value
// matches when Pattern (RE2, not anchored for you) finds a match in it;
// otherwise the error's detail is Message.
type FormatExtension struct {
	Name, Docs, Pattern, Message string
	// Pos is where the format is declared in its extensions file.
	Pos token.Position
}

// NewUniverse returns an empty universe over fset.
func NewUniverse(fset *token.FileSet) *Universe {
	return &Universe{
		Fset:     fset,
		Packages: map[string]*Package{},
		named:    map[*types.TypeName]*Named{},
		fields:   map[*types.Var]*Field{},
	}
}

// Add registers a package and indexes its types and fields.
func (u *Universe) Add(p *Package) {
	u.Packages[p.Path] = p
	for _, n := range p.Named {
		u.named[n.Obj] = n
		for _, f := range n.Fields {
			u.fields[f.Var] = f
		}
	}
}

// NamedOf returns the model of a declared type, or nil when its package
// was not loaded with syntax (not a target, input or readonly package).
func (u *Universe) NamedOf(obj *types.TypeName) *Named {
	return u.named[obj]
}

// FieldOf returns the model of a struct field declared in a package loaded
// with syntax, or nil.
func (u *Universe) FieldOf(v *types.Var) *Field {
	return u.fields[v]
}

// Position returns the position of pos in the universe's file set.
func (u *Universe) Position(pos token.Pos) token.Position {
	return u.Fset.Position(pos)
}

// Name returns the type's name.
func (n *Named) Name() string { return n.Obj.Name() }

// Type returns the declared type.
func (n *Named) Type() types.Type { return n.Obj.Type() }

// IsStruct reports whether the declaration is a struct literal.
func (n *Named) IsStruct() bool {
	_, ok := n.RHS.(*types.Struct)
	return ok
}

// ConstsOf returns the typed constants of t declared in t's package, in
// source order.
func (u *Universe) ConstsOf(t *types.Named) []*Const {
	p := u.Packages[pkgPath(t.Obj())]
	if p == nil {
		return nil
	}
	var out []*Const
	for _, c := range p.Consts {
		if types.Identical(c.Obj.Type(), t) {
			out = append(out, c)
		}
	}
	return out
}

func pkgPath(obj types.Object) string {
	if obj.Pkg() == nil {
		return ""
	}
	return obj.Pkg().Path()
}
