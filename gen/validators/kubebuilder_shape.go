package validators

import (
	"go/types"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// What the Go code checks where controller-gen's schema-shaping markers
// are written (--crd-dir writes them: gen/schema/kbshape.go):
//
//   - Type, XIntOrString, EmbeddedResource, XEmbeddedResource,
//     XPreserveUnknownFields: nothing for the marker itself; the value's
//     other rules run as usual.
//   - A type with its own JSON form (a MarshalJSON method) and a Type
//     marker: the CRD describes it by its markers alone, so the API server
//     checks nothing inside it, and neither does the Go code (the type is
//     opaque: its own rules apply, its fields are not validated).
//   - Schemaless on a field: the CRD has an empty schema there (and the
//     field's other markers), so what the field's type contains is not
//     validated in Go either (the field is opaque).

// kbOwnJSONForm makes type n opaque when it marshals itself and says its
// JSON type with +kubebuilder:validation:Type.
func kbOwnJSONForm(n *model.Named, tp *TypePlan) {
	if !kbMarshalsItself(n.Type()) {
		return
	}
	for _, l := range n.Other {
		if strings.HasPrefix(l.Text, "+"+kbValidation+"Type=") || strings.HasPrefix(l.Text, "+"+kbValidation+"Type:=") {
			tp.Own.Opaque = true
			return
		}
	}
}

// kbMarshalsItself reports a MarshalJSON method on t or *t.
func kbMarshalsItself(t types.Type) bool {
	nt, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	for _, typ := range []types.Type{nt, types.NewPointer(nt)} {
		obj, _, _ := types.LookupFieldOrMethod(typ, false, nt.Obj().Pkg(), "MarshalJSON")
		if _, ok := obj.(*types.Func); ok {
			return true
		}
	}
	return false
}

// kbSchemaless reads Schemaless on a field as +k8s:opaqueType.
func kbSchemaless(m kbMarker) ([]tags.Tag, error) {
	return []tags.Tag{{Name: "opaqueType", Pos: m.tag.Pos, Text: m.tag.Text}}, nil
}
