package validators

import (
	"strings"
	"time"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/validate"
)

// Integer bounds: +k8s:minimum, +k8s:maximum and their exclusive forms.

func init() {
	Register(
		withDurations(boundTag("minimum", "Minimum", validate.Minimum[int64], "greater than or equal to", "+k8s:minimum=0\nReplicas *int32 `json:\"replicas\"`", Stable),
			validate.Minimum[int64], validate.DurationMinimum[time.Duration], "greater than or equal to"),
		withDurations(boundTag("maximum", "Maximum", validate.Maximum[int64], "less than or equal to", "+k8s:maximum=100\nPercent int32 `json:\"percent\"`", Stable),
			validate.Maximum[int64], validate.DurationMaximum[time.Duration], "less than or equal to"),
		boundTag("exclusiveMinimum", "ExclusiveMinimum", validate.ExclusiveMinimum[int64], "greater than", "+k8s:exclusiveMinimum=0\nWeight int64 `json:\"weight\"`", Beta),
		boundTag("exclusiveMaximum", "ExclusiveMaximum", validate.ExclusiveMaximum[int64], "less than", "+k8s:exclusiveMaximum=100\nPercent int32 `json:\"percent\"`", Beta),
	)
}

func boundTag(name, fn string, check func(*validate.Path, int64, int64) field.ErrorList, relation, example string, stability Stability) *Tag {
	var def *Tag
	def = &Tag{
		Name:       name,
		Scopes:     ScopeField | ScopeType | ScopeValue | ScopeKey,
		Stability:  stability,
		Args:       []Arg{{Name: "constraint", Doc: constraintArgDoc}},
		Payload:    IntPayload,
		PayloadDoc: "<integer>",
		// With constraint: the bound is another field and there is no payload.
		PayloadOptional: true,
		Doc: "The integer value must be " + relation + " the payload or, with constraint:, " + relation +
			" another integer field of the same struct (or of a struct it contains).",
		Example: "// " + example,
		Behavior: "Reports field.Invalid(path, value, \"must be " + relation + " N\") with origin \"" + name +
			"\". Pointers are checked only when non-nil. Unchanged values are not re-validated on update. " + fieldBoundBehavior(relation, name),
		Eval:         evalInt(check),
		SingleValued: true,
		Bound:        &Bound{Of: "integer", Plural: "values", Upper: strings.HasSuffix(name, "aximum"), Adjust: exclusiveAdjust(name)},
		Apply: func(s *Site, t tags.Tag) error {
			if _, ok := t.Arg("constraint"); ok {
				return applyFieldBound(s, t, fn+"Field")
			}
			if t.Value.Kind == tags.ValueNone {
				return Errorf(t, "+k8s:%s needs an integer value, e.g. +k8s:%s=0, or another field: +k8s:%s(constraint: <field>)", name, name, name)
			}
			if handled, err := applyQuantityBound(s, t, name, fn); handled {
				return err
			}
			if def.DurationPayload {
				if handled, err := applyDurationBound(s, t, name, "Duration"+fn); handled {
					return err
				}
			}
			if err := needValueType(s, t, isInteger(s.ValueType()), "integer types"); err != nil {
				return err
			}
			bound, err := intPayload(s, t)
			if err != nil {
				return err
			}
			s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeInvalid, name), Rule: runtimeCall(fn, ArgPath{}, ArgValue{}, intLit(bound))})
			return nil
		},
	}
	return def
}

// exclusiveAdjust makes an exclusive bound inclusive: > N is >= N+1.
func exclusiveAdjust(name string) int64 {
	switch name {
	case "exclusiveMinimum":
		return 1
	case "exclusiveMaximum":
		return -1
	}
	return 0
}
