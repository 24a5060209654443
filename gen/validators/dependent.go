package validators

import (
	"go/types"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/release"
	"github.com/kubedv/kubedv/gen/tags"
)

// +k8s:dependentRequired(sibling) and +k8s:dependentForbidden(sibling):
// when the tagged field (the trigger) is set, a sibling field must be set,
// or must not be. Like unions, the rule reads two fields, so its check is
// hoisted to the struct that declares them and ratchets on those two fields
// only: on update it is skipped unless one of them changed between set and
// unset.

// dependentError is the error type of dependentRequired (true) and
// dependentForbidden (false).
var dependentError = map[bool]field.ErrorType{true: field.ErrorTypeRequired, false: field.ErrorTypeForbidden}

func init() {
	Register(dependencyTag("dependentRequired", true), dependencyTag("dependentForbidden", false))
}

func dependencyTag(name string, required bool) *Tag {
	doc, behavior, example := "When this field is set, the named sibling field must also be set.",
		"field.Required(structPath.sibling, \"must be set when <field> is set\") with origin \"dependentRequired\".",
		"// +k8s:optional\n// +k8s:dependentRequired(port)\nHost string `json:\"host,omitempty\"`"
	if !required {
		doc, behavior, example = "When this field is set, the named sibling field must not be set.",
			"field.Forbidden(structPath.sibling, \"may not be set when <field> is set\") with origin \"dependentForbidden\".",
			"// +k8s:optional\n// +k8s:dependentForbidden(socket)\nHost string `json:\"host,omitempty\"`"
	}
	return &Tag{
		Name:      name,
		Scopes:    ScopeField,
		Stability: Alpha,
		Promoted:  []Promotion{{release.V138, Beta}}, // kubernetes/kubernetes v1.38
		Args:      []Arg{{Name: "", Required: true, Doc: "JSON name of a sibling field"}},
		Doc: doc + " Set means non-nil, non-empty or non-zero; both fields must be pointers, lists, maps or primitive values. " +
			"Repeat the tag for several siblings.",
		Example:  example,
		Behavior: "Reports " + behavior + " On update, nothing is reported unless either field changed between set and unset.",
		Apply: func(s *Site, t tags.Tag) error {
			return applyDependency(s, t, required)
		},
	}
}

func applyDependency(s *Site, t tags.Tag, required bool) error {
	if s.Parent == nil || s.Field == nil {
		return Errorf(t, "+k8s:%s must be written on the trigger field itself, not reached through another tag", t.Name)
	}
	if s.Field.JSONName == "" {
		return Errorf(t, "%s has no JSON name; +k8s:%s needs a named trigger field", s.What, t.Name)
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
		return Errorf(t, "+k8s:%s names the field itself; name a sibling field", t.Name)
	}
	for _, f := range []struct {
		role string
		v    *types.Var
	}{{"the trigger " + s.Field.JSONName, s.Field.Var}, {"the sibling " + arg.Value, sibling}} {
		if !hasSetState(f.v.Type()) {
			return Errorf(t, "%s has type %s; dependent fields must be pointers, lists, maps or primitive values so that \"set\" is defined",
				f.role, typeString(f.v.Type()))
		}
	}
	for _, other := range s.Field.Tags {
		if other.Pos == t.Pos {
			break
		}
		if other.Text == t.Text {
			return Errorf(t, "%s is written twice on %s; remove one", t.Text, s.What)
		}
	}
	check := s.qualify(Check{Tag: t, Emits: []Emission{{Type: dependentError[required], Origin: t.Name, Fragment: "." + arg.Value}},
		Rule: &DependencyRule{Required: required, Trigger: s.Field.Var, TriggerJSON: s.Field.JSONName, Dependent: sibling, DependentJSON: arg.Value}})
	check.Order = parentOrder(s)
	s.Parent.V.Checks = append(s.Parent.V.Checks, check)
	return nil
}

// parentOrder ranks a check that a field's tag adds to its struct: after
// the struct's own checks, by field, then by the rank of the field's tag,
// as Kubernetes orders the checks fields defer to their struct.
func parentOrder(s *Site) int {
	const perField = 1 << 16 // more tags than any field has
	st, _ := s.Parent.Underlying().(*types.Struct)
	for i := 0; st != nil && i < st.NumFields(); i++ {
		if st.Field(i) == s.Field.Var {
			return (i+1)*perField + s.rank
		}
	}
	return s.rank
}

// DependencyRule requires (or forbids) a sibling field while the trigger
// field is set (+k8s:dependentRequired, +k8s:dependentForbidden). It is
// checked on the struct and ratchets on the two fields only.
type DependencyRule struct {
	Required                   bool
	Trigger, Dependent         *types.Var
	TriggerJSON, DependentJSON string
}

func (*DependencyRule) isRule() {}
