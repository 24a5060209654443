package validators

import (
	"go/types"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// +k8s:equalTo("<sibling>") (kubernetes/kubernetes#137967; upstream's
// spelling and semantics, from its equalTo validator and output test):
// the tagged field must equal a sibling field, named by its JSON name. A
// nil pointer reads as the zero value. The rule reads two fields, so it is
// checked on the struct that declares them, reports at the tagged field,
// and ratchets on those two fields: on update it is skipped unless either
// value changed.

func init() {
	Register(&Tag{
		Name:      "equalTo",
		Scopes:    ScopeField,
		Stability: Alpha,
		Args:      []Arg{{Name: "", Required: true, Doc: "JSON name of a sibling field"}},
		Doc: "This field's value must equal the named sibling field's value. Both must be strings, integers, booleans " +
			"(or structs and arrays of them) of the same underlying type, or pointers to them; a nil pointer counts as the zero value. " +
			"One-directional: tag the field that should report the error.",
		Example: "// +k8s:equalTo(\"port\")\nHostPort int32 `json:\"hostPort\"`",
		Behavior: "Reports field.Invalid(structPath.field, value, \"must be equal to <sibling>\") with origin \"equalTo\". " +
			"On update, nothing is reported unless either field's value changed.",
		Apply: applyEqualTo,
	})
}

func applyEqualTo(s *Site, t tags.Tag) error {
	if s.Parent == nil || s.Field == nil {
		return Errorf(t, "+k8s:equalTo must be written on a struct field itself, not reached through another tag")
	}
	if s.Field.JSONName == "" {
		return Errorf(t, "%s has no JSON name; +k8s:equalTo reports at the tagged field, so it needs one", s.What)
	}
	arg, _ := t.Positional()
	sibling, names := jsonField(s.Parent.ValueType(), arg.Value)
	if sibling == nil {
		if near := tags.Suggest(arg.Value, names); near != "" {
			return Errorf(t, "%s has no field with JSON name %q; did you mean %q?", s.Parent.What, arg.Value, near)
		}
		return Errorf(t, "%s has no field with JSON name %q; the fields are: %s", s.Parent.What, arg.Value, strings.Join(names, ", "))
	}
	if sibling == s.Field.Var {
		return Errorf(t, "+k8s:equalTo names the field itself; name a sibling field")
	}
	value, other := Deref(s.Field.Var.Type()), Deref(sibling.Type())
	for _, f := range []struct {
		role string
		t    types.Type
	}{{"the field " + s.Field.JSONName, value}, {"the sibling " + arg.Value, other}} {
		if !directlyComparable(f.t) {
			return Errorf(t, "%s has type %s, which == cannot compare as a value; +k8s:equalTo needs strings, integers, booleans, or structs and arrays of them",
				f.role, typeString(f.t))
		}
	}
	if !types.Identical(value.Underlying(), other.Underlying()) {
		return Errorf(t, "the field %s has type %s but the sibling %s has type %s; +k8s:equalTo compares values of the same underlying type",
			s.Field.JSONName, typeString(value), arg.Value, typeString(other))
	}
	check := s.qualify(Check{Tag: t, Emits: []Emission{{Type: field.ErrorTypeInvalid, Origin: "equalTo", Fragment: "." + s.Field.JSONName}},
		Rule: &EqualToRule{Field: s.Field.Var, FieldJSON: s.Field.JSONName, Sibling: sibling, SiblingJSON: arg.Value}})
	check.Order = parentOrder(s)
	s.Parent.V.Checks = append(s.Parent.V.Checks, check)
	return nil
}

// directlyComparable reports whether == compares values of t by value,
// without panicking: basic types, and structs and arrays of them.
func directlyComparable(t types.Type) bool {
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Basic:
		return u.Kind() != types.UntypedNil && u.Kind() != types.UnsafePointer
	case *types.Array:
		return directlyComparable(u.Elem())
	case *types.Struct:
		for i := range u.NumFields() {
			if !directlyComparable(u.Field(i).Type()) {
				return false
			}
		}
		return true
	}
	return false
}

// EqualToRule requires the field to equal its sibling (+k8s:equalTo). It
// is checked on the struct and ratchets on the two fields only. Values are
// compared as the field's type (past pointers); the sibling's value is
// converted to it.
type EqualToRule struct {
	Field, Sibling         *types.Var
	FieldJSON, SiblingJSON string
}

func (*EqualToRule) isRule() {}
