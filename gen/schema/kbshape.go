package schema

import (
	"go/types"
	"net/url"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// controller-gen's schema-shaping markers, written as controller-gen v0.23
// writes them (read where its markers are read: readsMarkers):
//
//   - +kubebuilder:validation:Type=<t>: the node's type is t.
//   - +kubebuilder:validation:Format=<f> on a node that is not a string
//     and has no format from its Go type (a Type marker's integer, say):
//     format f, which neither the API server nor the Go code checks on
//     such a node (a string's format is a check: plan.go).
//   - +kubebuilder:validation:XIntOrString: x-kubernetes-int-or-string.
//   - +kubebuilder:validation:EmbeddedResource (a field) and
//     XEmbeddedResource: x-kubernetes-embedded-resource.
//   - +kubebuilder:validation:XPreserveUnknownFields and
//     +kubebuilder:pruning:PreserveUnknownFields:
//     x-kubernetes-preserve-unknown-fields.
//   - +kubebuilder:validation:Schemaless (a field): an empty schema, the
//     field's type not read (schemalessField), then the field's other
//     markers.
//
// Each but Schemaless may be written items:<marker>, for a list's items.
// A type with its own JSON form (MarshalJSON) and a Type marker is
// described by its markers alone, a text marshaler as a string, as
// controller-gen describes them (ownJSONForm); the Go code validates
// nothing inside them (validators.kbOwnJSONForm). A type that marshals
// itself without a Type marker is described by its Go structure, as
// controller-gen describes it.

const kbShapePrefix = "+kubebuilder:validation:"

// shapeMarkers applies the shaping markers among lines to p.
func shapeMarkers(p *Props, lines []tags.Line) {
	type nodeFormat struct {
		at     *Props
		format string
	}
	var formats []nodeFormat // applied once every Type marker is
	defer func() {
		for _, f := range formats {
			if f.at.Type != "" && f.at.Type != "string" && f.at.Format == "" {
				f.at.Format = f.format
			}
		}
	}()
	for _, l := range lines {
		text, items := l.Text, false
		if rest, ok := strings.CutPrefix(text, kbShapePrefix+"items:"); ok {
			text, items = kbShapePrefix+rest, true
		}
		at := p
		if items {
			if p.Type != "array" || p.Items == nil {
				continue // the validation plan refuses items: off a list
			}
			at = p.Items
		}
		if v, ok := shapeType(text); ok {
			at.Type = v
			continue
		}
		if v, ok := shapeFormat(text); ok {
			formats = append(formats, nodeFormat{at, v})
			continue
		}
		switch {
		case tags.IsMarker(text, kbShapePrefix+"XIntOrString"):
			at.IntOrString = true
		case tags.IsMarker(text, kbShapePrefix+"EmbeddedResource"), tags.IsMarker(text, kbShapePrefix+"XEmbeddedResource"):
			at.EmbeddedResource = true
		case tags.IsMarker(text, kbShapePrefix+"XPreserveUnknownFields"), !items && tags.IsMarker(text, "+kubebuilder:pruning:PreserveUnknownFields"):
			at.PreserveUnknownFields = new(true)
		}
	}
}

// shapeType reads +kubebuilder:validation:Type=<t> (or :=, or a quoted t).
func shapeType(text string) (string, bool) { return shapeValue(text, "Type") }

// shapeFormat reads +kubebuilder:validation:Format=<f>, as shapeType.
func shapeFormat(text string) (string, bool) { return shapeValue(text, "Format") }

func shapeValue(text, name string) (string, bool) {
	for _, m := range []string{kbShapePrefix + name + "=", kbShapePrefix + name + ":="} {
		if v, ok := strings.CutPrefix(text, m); ok {
			v = strings.TrimSpace(v)
			if u, err := strconv.Unquote(v); err == nil {
				v = u
			}
			return v, v != ""
		}
	}
	return "", false
}

// hasShapeType reports a Type marker among lines.
func hasShapeType(lines []tags.Line) bool {
	for _, l := range lines {
		if _, ok := shapeType(l.Text); ok {
			return true
		}
	}
	return false
}

// schemalessField reports +kubebuilder:validation:Schemaless among a
// field's lines.
func schemalessField(lines []tags.Line) bool {
	for _, l := range lines {
		if tags.IsMarker(l.Text, kbShapePrefix+"Schemaless") {
			return true
		}
	}
	return false
}

// ownJSONForm reports a type of a package read as controller-gen's whose
// JSON is not its Go structure, as controller-gen describes it: a type
// that marshals itself and says its JSON type with a Type marker, or a
// text marshaler (a JSON string). ok is false for every other type,
// among them a self-marshalling type without a Type marker, which
// controller-gen describes by its Go structure.
func (b *builder) ownJSONForm(t *types.Named) (p *Props, ok bool) {
	n := b.u.NamedOf(t.Obj())
	if n == nil || !b.readsMarkers(n.Pkg) {
		return nil, false
	}
	switch {
	case customJSON(t) && hasShapeType(n.Other):
		p = &Props{}
	case !customJSON(t) && marshalsText(t):
		p = &Props{Type: "string"}
	default:
		return nil, false
	}
	p.Description = n.Doc
	shapeMarkers(p, n.Other)
	if p.Type != "string" && !customJSON(t) {
		b.errs.add(errorAt(n.Pos, "type %s is a text marshaler, so its JSON is a string, but its +kubebuilder:validation:Type says %q; remove the marker", n.Name(), p.Type))
	}
	// Its own rules (Pattern, XValidation, ...) apply to that JSON.
	b.applyPlan(p, b.own(n), "type "+n.Name(), nil)
	return p, true
}

// marshalsText reports an encoding.TextMarshaler: encoding/json writes it
// as a string, and as a map key.
func marshalsText(t types.Type) bool {
	nt, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	for _, typ := range []types.Type{nt, types.NewPointer(nt)} {
		obj, _, _ := types.LookupFieldOrMethod(typ, false, nt.Obj().Pkg(), "MarshalText")
		if _, ok := obj.(*types.Func); ok {
			return true
		}
	}
	return false
}

// describedByStructure reports a type of a package read as controller-gen's:
// when it marshals itself without a Type marker, controller-gen describes
// its Go structure, and so does --crd-dir.
func (b *builder) describedByStructure(obj *types.TypeName) bool {
	n := b.u.NamedOf(obj)
	return n != nil && b.readsMarkers(n.Pkg)
}

// k8sRequiredMinimum writes, as controller-gen v0.23 does for a field
// with +k8s:required, a minimum of 1 on a string's length, a list's items
// or a map's entries, unless one is written. The Go code agrees: for it
// such a value is unset when empty, which +k8s:required rejects (not
// behind a pointer, where empty is set: left out). (On a
// struct controller-gen writes minProperties: 1, which the Go code does
// not check: left out.)
func k8sRequiredMinimum(fp *Props, f *model.Field) {
	required := false
	for _, t := range f.Tags {
		required = required || t.Name == "required"
	}
	if _, isPtr := types.Unalias(f.Var.Type()).(*types.Pointer); !required || isPtr {
		return // a pointer to "" or [] is set for the Go code
	}
	one := int64(1)
	switch {
	case fp.Type == "string" && fp.MinLength == nil:
		fp.MinLength = &one
	case fp.Type == "array" && fp.MinItems == nil:
		fp.MinItems = &one
	case fp.Type == "object" && fp.AdditionalProperties != nil && fp.MinProperties == nil:
		fp.MinProperties = &one
	}
}

// externalDocs writes +kubebuilder:externalDocs:url=...[,description=...]
// (on a type or a field) as controller-gen v0.23 does: the node's
// externalDocs, the last marker winning, a field's over its type's. A URL
// url.ParseRequestURI refuses stops generation, as it stops controller-gen.
func (b *builder) externalDocs(p *Props, lines []tags.Line) {
	if b.publish {
		return // openapi-gen reads no controller-gen marker
	}
	ms, err := markers(lines, "+kubebuilder:externalDocs")
	if err != nil {
		b.errs.add(err)
		return
	}
	for _, m := range ms {
		d := &ExternalDocs{URL: m.Args["url"], Description: m.Args["description"]}
		for k := range m.Args {
			if k != "url" && k != "description" {
				b.errs.add(errorAt(m.Pos, "+kubebuilder:externalDocs: unknown argument %q; known: url, description", k))
				return
			}
		}
		if _, err := url.ParseRequestURI(d.URL); err != nil {
			b.errs.add(errorAt(m.Pos, "+kubebuilder:externalDocs: url %q is not an absolute URL or path: %v", d.URL, err))
			return
		}
		p.ExternalDocs = d
	}
}
