package schema

import (
	"go/types"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/tags"
)

// controller-gen's schema-shaping markers, written as controller-gen v0.23
// writes them (read where its markers are read: readsMarkers):
//
//   - +kubebuilder:validation:Type=<t>: the node's type is t.
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
// described by its markers alone, as controller-gen describes it
// (ownJSONForm); the Go code validates nothing inside it
// (validators.kbOwnJSONForm).

const kbShapePrefix = "+kubebuilder:validation:"

// shapeMarkers applies the shaping markers among lines to p.
func shapeMarkers(p *Props, lines []tags.Line) {
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
func shapeType(text string) (string, bool) {
	for _, m := range []string{kbShapePrefix + "Type=", kbShapePrefix + "Type:="} {
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

// ownJSONForm reports a type that marshals itself and says its JSON type
// with a marker: controller-gen describes it by its markers alone.
func (b *builder) ownJSONForm(t *types.Named) bool {
	n := b.u.NamedOf(t.Obj())
	return n != nil && customJSON(t) && b.readsMarkers(n.Pkg) && hasShapeType(n.Other)
}
