package validators

import (
	"fmt"
	"go/types"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// Field-reference bounds (KEP-5073 "Cross-Field Validation"):
// +k8s:minimum(constraint: path) and its maximum and exclusive forms bound
// an integer field by another integer field, named by a dot path of JSON
// names relative to the struct declaring the constrained field
// (`maxReplicas`, `limits.max`). The rule reads two fields, so its check is
// added to that struct, their common ancestor, and ratchets on exactly the
// two values it reads: on update it is skipped when neither changed.

// constraintArgDoc documents the argument; the payload is then omitted.
const constraintArgDoc = "dot path of another integer field"

// fieldBoundBehavior documents the constraint form of a bound tag.
func fieldBoundBehavior(relation, origin string) string {
	return "With constraint: the check runs on the struct and reports field.Invalid(path, value, \"must be " + relation +
		" <constraint path> (<its value>)\") with origin \"" + origin + "\", the path as written in the tag; it is skipped " +
		"while either field is unset (a nil pointer on the way), and on update when neither value changed."
}

func applyFieldBound(s *Site, t tags.Tag, fn string) error {
	arg, _ := t.Arg("constraint")
	if t.Value.Kind != tags.ValueNone {
		return Errorf(t, "+k8s:%s takes either a value or constraint:, not both; write +k8s:%s(constraint: %s)", t.Name, t.Name, arg.Value)
	}
	if s.Scope != ScopeField || s.Parent == nil || s.Field == nil {
		return Errorf(t, "+k8s:%s(constraint: ...) compares two fields of a struct, so it applies only to a struct field itself, not to %s",
			t.Name, strings.TrimPrefix(s.What, "field "))
	}
	if err := needValueType(s, t, isInteger(s.ValueType()), "integer types"); err != nil {
		return err
	}
	if s.Field.JSONName == "" {
		return Errorf(t, "%s has no JSON name to report errors at; give it one", s.What)
	}
	limit, err := resolveConstraint(s, t, arg.Value)
	if err != nil {
		return err
	}
	if len(limit) == 1 && limit[0].Name() == s.Field.Name {
		return Errorf(t, "constraint: %s names the field itself; name another field", arg.Value)
	}
	check := s.qualify(Check{Tag: t, Emits: []Emission{{Type: field.ErrorTypeInvalid, Origin: t.Name, Fragment: "." + s.Field.JSONName}},
		Rule: &FieldBoundRule{Func: fn, Struct: s.Parent.ValueType(), Owner: s.Owner, Field: s.Field.Var, FieldJSON: s.Field.JSONName,
			Limit: limit, LimitPath: arg.Value, Tag: t.Text}})
	s.Parent.V.Checks = append(s.Parent.V.Checks, check)
	return nil
}

// resolveConstraint follows a dot path of JSON names from the struct that
// declares site s and returns the fields on the way; the last one must be
// an integer (or a pointer to one), the others structs or struct pointers.
func resolveConstraint(s *Site, t tags.Tag, path string) ([]*types.Var, error) {
	if path == "" {
		return nil, Errorf(t, "constraint: needs the JSON name of another field, e.g. constraint: maxReplicas")
	}
	var steps []*types.Var
	at := s.Parent.ValueType()
	where := s.Parent.What
	names := strings.Split(path, ".")
	for i, name := range names {
		if name == "" {
			return nil, Errorf(t, "constraint: %q has an empty step; write JSON names separated by single dots, e.g. limits.max", path)
		}
		if _, isStruct := Deref(at).Underlying().(*types.Struct); !isStruct {
			return nil, Errorf(t, "constraint: %s: %s has type %s, which is not a struct; a constraint path steps only through struct fields",
				path, where, typeString(at))
		}
		f, known := jsonField(at, name)
		if f == nil {
			msg := fmt.Sprintf("constraint: %s: %s has no field with JSON name %q", path, where, name)
			if near := tags.Suggest(name, known); near != "" {
				return nil, Errorf(t, "%s; did you mean %q?", msg, near)
			}
			return nil, Errorf(t, "%s; its fields are: %s", msg, strings.Join(known, ", "))
		}
		steps = append(steps, f)
		at, where = f.Type(), "field "+strings.Join(names[:i+1], ".")
	}
	if !isInteger(Deref(at)) {
		return nil, Errorf(t, "constraint: %s has type %s; +k8s:%s compares integers, so the constraint must be an integer field (or a pointer to one)",
			path, typeString(at), t.Name)
	}
	return steps, nil
}

// FieldBoundRule bounds an integer field by another integer field of the
// same struct (+k8s:minimum(constraint: limit) and the other bounds). It is
// checked on the struct, skipped while either value is unset and, on
// update, when neither changed.
type FieldBoundRule struct {
	// Func is the runtime function: MinimumField, MaximumField, ...
	Func string
	// Struct is the type of the struct holding both fields; Owner its name.
	Struct types.Type
	Owner  string
	// Field is the bounded field, FieldJSON its JSON name.
	Field     *types.Var
	FieldJSON string
	// Limit are the fields on the way to the bound, LimitPath the dot path
	// of JSON names as written in the tag.
	Limit     []*types.Var
	LimitPath string
	// Tag is the text of the tag, for the generated helper's comment.
	Tag string
}

func (*FieldBoundRule) isRule() {}
