package schema

import (
	"errors"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/defaulttag"
	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// Defaults (KEP-1929) come from the tags the Go defaulter reads, +default
// and +k8s:default, and go where the Go defaulter applies them:
//
//   - a field's own default on the field's node;
//   - for a pointer field without one, the default of the type it points
//     to (through typedefs), as defaulter-gen's nested defaults;
//   - a type's default on the items of lists and the values of maps of
//     that type (the API server defaults null items, Go zero ones: the
//     default-drift lint rule says where that differs);
//   - {} on a non-pointer struct field whose fields have defaults, so that
//     the API server defaults them when the field is absent, as Go does.
//
// ref(Name) is written as the constant's value. A default of a non-pointer
// field equal to its zero value is left out: Go never applies it, and the
// Go object is the same with or without it; but {} on a non-pointer struct
// field is written, as controller-gen writes it: the API server then
// defaults the fields of an absent object, as Go does. Other defaults the
// Go defaulter never applies (non-pointer structs) or whose value only the running
// program knows (ref() to a variable) are refused. Every written default
// is checked against the finished schema (validate.go), as the API server
// does when it accepts the CRD (KEP-2335).

// pendingDefault is a written default, checked once the whole schema
// (rules added after the node was built included) is there.
type pendingDefault struct {
	node  *Props
	def   defaulttag.Default
	where string
}

// fieldDefault writes the default of field f of owner on its node fp.
func (b *builder) fieldDefault(fp *Props, owner *model.Named, f *model.Field, where string) {
	if b.publish {
		return // openapi-gen writes +default itself
	}
	t := f.Var.Type()
	kb := b.kubebuilder(owner.Pkg)
	// Also in a package read as controller-gen's because a controller-gen
	// package reaches it (k8s.io/api's LocalObjectReference.name has
	// +kubebuilder:default=""), as controller-gen writes it.
	if l, ok := defaulttag.MarkerLine(f.Other); ok && (kb || b.readsMarkers(owner.Pkg)) {
		b.markerDefault(fp, l, t, where)
		return
	}
	d, ok := defaulttag.Of(f.Other, f.Tags)
	if ok && controllerGenSkips(d) && (kb || b.readsMarkers(owner.Pkg)) {
		return
	}
	if !ok {
		if pointerDepth(t) == 0 && !kb && !b.readsMarkers(owner.Pkg) {
			// A type's default never applies to a non-pointer field; a
			// struct's fields' defaults do.
			b.emptyObjectDefault(fp, t)
			return
		}
		if d, ok = b.typeDefault(t); !ok {
			return
		}
	}
	b.writeDefault(fp, d, t, owner.Obj.Pkg(), where)
}

// emptyObjectDefault gives a non-pointer struct field whose fields have
// defaults the default {}: Go defaults the fields of a struct that is
// always there, the API server only those of an object that is, so an
// absent one must become {} first (openapi-gen publishes the same {}).
// Where {} would fail the object's own rules (required fields, CEL rules
// on the object) nothing is written: such an object cannot be absent in a
// valid request anyway.
func (b *builder) emptyObjectDefault(fp *Props, t types.Type) {
	if _, ok := t.Underlying().(*types.Struct); !ok || fp.Type != "object" || len(fp.Validations) > 0 {
		return
	}
	for _, sub := range fp.Properties {
		if sub.Default != nil {
			empty := map[string]any{}
			if len(validateValue(empty, fp, "")) == 0 {
				fp.Default = empty
			}
			return
		}
	}
}

// elemDefault writes the default of the type of a list's items or a map's
// values on their node.
func (b *builder) elemDefault(node *Props, elem types.Type, where string) {
	if b.publish {
		return
	}
	d, ok := b.typeDefault(elem)
	if ok && controllerGenSkips(d) && b.readsMarkersOf(elem) {
		return
	}
	if !ok {
		if pointerDepth(elem) == 0 && !b.kubebuilderType(elem) && !b.readsMarkersOf(elem) {
			b.emptyObjectDefault(node, elem) // a null item becomes {}, as in Go
		}
		return
	}
	if _, isStruct := validators.Deref(elem).Underlying().(*types.Struct); isStruct {
		b.refuse(asTag(d), where, "the Go defaulter applies a struct type's default to items only where nothing inside them is defaulted, which a CRD cannot follow; default the struct's fields instead")
		return
	}
	var pkg *types.Package
	if nt, ok := types.Unalias(validators.Deref(elem)).(*types.Named); ok {
		pkg = nt.Obj().Pkg()
	}
	b.writeDefault(node, d, elem, pkg, where)
}

// withoutNestedDefaults removes the defaults below a map's value node: the
// Go defaulter defaults a map value only as a whole (values are not
// addressable), never the fields inside it. Fields that were left out of
// `required` for their default are required again.
func withoutNestedDefaults(values *Props) {
	var below func(p *Props)
	below = func(p *Props) {
		if p == nil {
			return
		}
		for name, sub := range p.Properties {
			if sub.requiredUnlessDefaulted && sub.Default != nil {
				p.Required = append(p.Required, name)
				sub.requiredUnlessDefaulted = false
			}
			sub.Default = nil
			below(sub)
		}
		sort.Strings(p.Required)
		for _, sub := range []*Props{p.Items, p.AdditionalProperties} {
			if sub != nil {
				sub.Default = nil
				below(sub)
			}
		}
	}
	below(values)
}

// typeDefault is the default declared on t or, following pointers, on the
// types behind it: the first found.
func (b *builder) typeDefault(t types.Type) (defaulttag.Default, bool) {
	for {
		t = types.Unalias(t)
		if nt, ok := t.(*types.Named); ok {
			if n := b.u.NamedOf(nt.Obj()); n != nil {
				if d, ok := defaulttag.Of(n.Other, n.Tags); ok {
					return d, true
				}
			}
		}
		ptr, ok := t.Underlying().(*types.Pointer)
		if !ok {
			return defaulttag.Default{}, false
		}
		t = ptr.Elem()
	}
}

// writeDefault resolves d for a value of type t, declared in package pkg,
// and sets it on node when the CRD can carry it.
func (b *builder) writeDefault(node *Props, d defaulttag.Default, t types.Type, pkg *types.Package, where string) {
	base := validators.Deref(t)
	v, err := b.resolver(pkg, base).Value(d.Text, base)
	switch {
	case errors.Is(err, defaulttag.ErrNotConstant):
		b.refuse(asTag(d), where, "ref() names a variable, whose value is known only when the program runs; name a constant")
		return
	case err != nil:
		b.errs.add(errorAt(d.Pos, "%s on %s: %v", d.Tag, where, err))
		return
	case v == nil:
		return // null: no default, on both sides
	}
	if pointerDepth(t) == 0 {
		switch u := base.Underlying().(type) {
		case *types.Struct:
			if m, ok := v.(map[string]any); ok && len(m) == 0 {
				break // {}: what Go has, a struct whose fields' defaults apply (emptyObjectDefault)
			}
			b.refuse(asTag(d), where, "a non-pointer struct is always present in Go, so the Go defaulter never applies its default (KEP-1929 forbids it) while a CRD would; make the field a pointer or default the struct's fields")
			return
		case *types.Array:
			b.refuse(asTag(d), where, "a non-pointer struct is always present in Go, so the Go defaulter never applies its default (KEP-1929 forbids it) while a CRD would; make the field a pointer or default the struct's fields")
			return
		case *types.Basic:
			if defaulttag.IsZero(v, u) {
				return // Go keeps the zero value it already has
			}
		}
	}
	node.Default = v
	b.pending = append(b.pending, pendingDefault{node: node, def: d, where: where})
}

// checkDefaults checks every written default against its finished node.
// A default that passes the keywords is remembered: the tags behind the
// node's CEL rules check it in checkDefaultRules.
func (b *builder) checkDefaults() {
	for _, p := range b.pending {
		if p.node.Default == nil {
			continue // removed again: inside a map value
		}
		problems := validateValue(p.node.Default, p.node, "")
		if len(problems) == 0 && hasRules(p.node) {
			if b.ruled == nil {
				b.ruled = map[token.Position]string{}
			}
			b.ruled[p.def.Pos] = p.def.Tag + " on " + p.where
		}
		for _, pr := range problems {
			at := ""
			if pr.path != "" {
				at = " at " + pr.path
			}
			b.errs.add(errorAt(p.def.Pos, "%s on %s: the default fails the CRD schema%s: %s; the API server rejects such a CRD (KEP-2335), fix the value", p.def.Tag, p.where, at, pr.msg))
		}
	}
	b.pending = nil
}

// checkDefaultRules reports the written defaults that the tags behind
// their CEL rules reject (the lint rule default-value evaluates them with
// the runtime functions the rules were translated from): the API server
// runs the rules on defaults too.
func (b *builder) checkDefaultRules() {
	if len(b.ruled) == 0 {
		return
	}
	var pkgs []*model.Package
	for _, p := range b.u.Packages {
		if len(p.Files) > 0 {
			pkgs = append(pkgs, p)
		}
	}
	for _, f := range lint.DefaultValues(b.u, pkgs) {
		if where, ok := b.ruled[f.Pos]; ok {
			b.errs.add(errorAt(f.Pos, "%s: the default fails a CEL rule of the CRD (%s); the API server rejects such a CRD (KEP-2335), fix the value", where, f.Message))
		}
	}
}

// hasRules reports CEL rules on node or below it.
func hasRules(p *Props) bool {
	if p == nil {
		return false
	}
	if len(p.Validations) > 0 || hasRules(p.Items) || hasRules(p.AdditionalProperties) {
		return true
	}
	for _, sub := range p.Properties {
		if hasRules(sub) {
			return true
		}
	}
	return false
}

// resolver finds ref() constants in the declaring package, then in the
// value type's.
func (b *builder) resolver(pkg *types.Package, t types.Type) defaulttag.Resolver {
	var scopes []*types.Package
	if pkg != nil {
		scopes = append(scopes, pkg)
	}
	if nt, ok := types.Unalias(t).(*types.Named); ok && nt.Obj().Pkg() != nil && nt.Obj().Pkg() != pkg {
		scopes = append(scopes, nt.Obj().Pkg())
	}
	return defaulttag.Resolver{Scopes: scopes, Package: func(path string) *types.Package {
		if p := b.u.Packages[path]; p != nil {
			return p.Types
		}
		return nil
	}}
}

// asTag lets refuse name a default's tag.
func asTag(d defaulttag.Default) tags.Tag { return tags.Tag{Text: d.Tag, Pos: d.Pos} }

// pointerDepth counts the pointers in front of t's value.
func pointerDepth(t types.Type) int {
	n := 0
	for {
		ptr, ok := types.Unalias(t).Underlying().(*types.Pointer)
		if !ok {
			return n
		}
		t, n = ptr.Elem(), n+1
	}
}

// markerDefault writes a field's +kubebuilder:default on its node as
// controller-gen writes it: the value as given, zero values and
// non-pointer structs included (the API server applies it when the key
// is absent). It is checked against the finished schema like every
// default; a malformed value is reported by generation.
func (b *builder) markerDefault(node *Props, l tags.Line, t types.Type, where string) {
	d, err := defaulttag.Marker(l, t)
	if err != nil {
		b.errs.add(err)
		return
	}
	v, err := defaulttag.Decode(d.Text)
	if err != nil {
		b.errs.add(err) // Marker wrote this JSON itself: never fails
		return
	}
	node.Default = v
	b.pending = append(b.pending, pendingDefault{node: node, def: d, where: where})
}

// kubebuilder reports whether pkg is written for controller-gen, where
// defaults are controller-gen's: +kubebuilder:default on fields, and no
// {} for a struct whose fields have defaults (controller-gen writes none).
func (b *builder) kubebuilder(pkg *model.Package) bool {
	if pkg == nil {
		return false
	}
	if b.kb == nil {
		b.kb = map[*model.Package]bool{}
	}
	kb, ok := b.kb[pkg]
	if !ok {
		kb = validators.KubebuilderPackage(pkg)
		b.kb[pkg] = kb
	}
	return kb
}

// controllerGenSkips reports a +default controller-gen does not write: a
// ref() to a constant, which it cannot resolve.
func controllerGenSkips(d defaulttag.Default) bool {
	return strings.HasPrefix(strings.TrimSpace(d.Text), "ref(")
}

// readsMarkersOf reports a named type declared in a package whose
// controller-gen markers are read (readsMarkers), where defaults are
// written as controller-gen writes them.
func (b *builder) readsMarkersOf(t types.Type) bool {
	nt, ok := types.Unalias(validators.Deref(t)).(*types.Named)
	if !ok {
		return false
	}
	n := b.u.NamedOf(nt.Obj())
	return n != nil && b.readsMarkers(n.Pkg)
}

// kubebuilderType reports a named type declared in a package written for
// controller-gen.
func (b *builder) kubebuilderType(t types.Type) bool {
	nt, ok := types.Unalias(validators.Deref(t)).(*types.Named)
	if !ok {
		return false
	}
	n := b.u.NamedOf(nt.Obj())
	return n != nil && b.kubebuilder(n.Pkg)
}
