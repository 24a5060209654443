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
//     marker, or a text marshaler (a string): the CRD describes it by its
//     markers alone, so the API server checks nothing inside it, and
//     neither does the Go code (the type is opaque: its own rules apply,
//     its fields are not validated). Without a Type marker a type that
//     marshals itself is described by its Go structure, as controller-gen
//     describes it, and validated by it.
//   - Schemaless on a field: the CRD has an empty schema there (and the
//     field's other markers), so what the field's type contains is not
//     validated in Go either (the field is opaque).

// kbOwnJSONForm makes type n opaque when its JSON is not its Go structure
// as controller-gen describes it: it marshals itself and says its JSON
// type with +kubebuilder:validation:Type, or it is a text marshaler (a
// JSON string). A type that marshals itself without a Type marker is
// described by its Go structure, and validated by it.
func kbOwnJSONForm(n *model.Named, tp *TypePlan) {
	switch {
	case kbHasMethod(n.Type(), "MarshalJSON"):
		for _, l := range n.Other {
			if strings.HasPrefix(l.Text, "+"+kbValidation+"Type=") || strings.HasPrefix(l.Text, "+"+kbValidation+"Type:=") {
				tp.Own.Opaque = true
				return
			}
		}
	case kbHasMethod(n.Type(), "MarshalText"):
		tp.Own.Opaque = true
	}
}

// kbHasMethod reports the method name on t or *t.
func kbHasMethod(t types.Type, name string) bool {
	nt, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	for _, typ := range []types.Type{nt, types.NewPointer(nt)} {
		obj, _, _ := types.LookupFieldOrMethod(typ, false, nt.Obj().Pkg(), name)
		if _, ok := obj.(*types.Func); ok {
			return true
		}
	}
	return false
}

// kbSchemaless reads Schemaless on a field as +k8s:opaqueType.
func kbSchemaless(m kbMarker) ([]tags.Tag, error) {
	opaque := tags.Tag{Name: "opaqueType", Pos: m.tag.Pos, Text: m.tag.Text}
	out := []tags.Tag{opaque}
	// On a list or a map the CRD checks nothing inside the items or
	// values either (their schema is the field's, empty): their type's
	// own rules are left out too (+k8s:opaqueType alone leaves them).
	switch u := deref(m.typ).Underlying().(type) {
	case *types.Slice:
		if !isByteSlice(u) {
			out = append(out, tags.Tag{Name: "eachVal", Value: tags.Value{Kind: tags.ValueTag, Tag: &opaque, Pos: m.tag.Pos}, Pos: m.tag.Pos, Text: m.tag.Text})
		}
	case *types.Map:
		out = append(out, tags.Tag{Name: "eachVal", Value: tags.Value{Kind: tags.ValueTag, Tag: &opaque, Pos: m.tag.Pos}, Pos: m.tag.Pos, Text: m.tag.Text})
	}
	return out, nil
}

// kbWrongType is the error of marker m on a value of a type it does not
// apply to in Go (want: "strings", "numbers", "maps", ...). controller-gen
// refuses most such markers too; where it accepts them because the CRD's
// type says otherwise (an int-or-string, a type that marshals itself, a
// struct as an object), the error says there is no Go check instead.
func kbWrongType(m kbMarker, want string) error {
	t := deref(m.typ)
	intOrString := false
	for _, s := range m.siblings {
		intOrString = intOrString || s.Name == kbValidation+"XIntOrString"
	}
	intOrString = intOrString || IsIntOrString(t)
	switch {
	case intOrString:
		return Errorf(m.tag, "+%s on an int-or-string (%s) has no Go check in validation-gen yet (MinLength, MaxLength, Pattern and Enum have one on an intstr.IntOrString); use a +kubebuilder:validation:XValidation rule", m.tag.Name, typeString(m.typ))
	case kbHasMethod(t, "MarshalJSON") || kbHasMethod(t, "MarshalText"):
		return Errorf(m.tag, "+%s on %s, which marshals itself, has no Go check: its Go value is not its JSON value; use a +kubebuilder:validation:XValidation rule", m.tag.Name, typeString(m.typ))
	}
	return Errorf(m.tag, "+%s applies to %s, not %s (controller-gen refuses it too)", m.tag.Name, want, typeString(m.typ))
}
