package validators

import (
	"go/types"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// +k8s:eq=VALUE requires one specific value (Kubernetes v1.38);
// +k8s:neq=VALUE forbids one. Both take a string, integer or boolean of
// the value's type.

func init() {
	Register(comparisonTag("eq", "EQ", field.ErrorTypeNotSupported, "",
		"The value must equal the payload (a string, integer or boolean matching the value's type).",
		"// +k8s:subfield(restartPolicy)=+k8s:eq=\"Always\"\nSidecar Container `json:\"sidecar\"`",
		"Reports field.NotSupported(path, value, [payload]) with no origin, as Kubernetes v1.38 does. "+
			"Unchanged values are not re-validated on update. Accepted on Kubernetes 1.37 trees too, whose generator does not know the tag.",
		evalEQ))
	Register(comparisonTag("neq", "NEQ", field.ErrorTypeInvalid, "neq",
		"The value must not equal the payload (a string, integer or boolean matching the value's type).",
		"// +k8s:neq=\"default\"\nClassName string `json:\"className\"`",
		"Reports field.Invalid(path, value, \"must not be equal to ...\") with origin \"neq\". "+
			"Unchanged values are not re-validated on update.",
		evalNEQ))
}

// comparisonTag is +k8s:eq or +k8s:neq: the payload parsed for the value's
// type, one runtime call comparing the two.
func comparisonTag(name, fn string, errType field.ErrorType, origin, doc, example, behavior string, eval func(Known, tags.Tag) field.ErrorList) *Tag {
	return &Tag{
		Name:       name,
		Scopes:     ScopeField | ScopeType | ScopeValue | ScopeKey,
		Stability:  Alpha,
		Payload:    ValuePayload,
		PayloadDoc: "<string|integer|bool>",
		Doc:        doc,
		Example:    example,
		Behavior:   behavior,
		Eval:       eval,
		Apply: func(s *Site, t tags.Tag) error {
			vt := s.ValueType()
			var lit Literal
			switch k := t.Value.Kind; {
			case isString(vt) && (k == tags.ValueString || k == tags.ValueRaw):
				lit = strLit(t.Value.Text)
			case isInteger(vt) && k == tags.ValueInt:
				n, err := intPayload(s, t)
				if err != nil {
					return err
				}
				lit = intLit(n)
			case isBool(vt) && k == tags.ValueBool:
				lit = Literal{BoolLit, t.Value.Text}
			case isString(vt) || isInteger(vt) || isBool(vt):
				return Errorf(t, "the value does not match %s's type %s; write a %s", s.What, typeString(vt), kindWord(name, vt))
			default:
				return needValueType(s, t, false, "string, integer and boolean types")
			}
			s.Add(Check{Tag: t, Emits: emits(errType, origin), Rule: runtimeCall(fn, ArgPath{}, ArgValue{}, lit)})
			return nil
		},
	}
}

func kindWord(tag string, t types.Type) string {
	switch {
	case isString(t):
		return `quoted string, e.g. +k8s:` + tag + `="value"`
	case isInteger(t):
		return "integer, e.g. +k8s:" + tag + "=0"
	}
	return "boolean, e.g. +k8s:" + tag + "=false"
}
