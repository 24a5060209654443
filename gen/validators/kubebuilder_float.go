package validators

import (
	"go/types"
	"math"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Minimum and Maximum on float32 and float64 values. No +k8s: tag accepts
// floats (Kubernetes' API conventions keep them out of APIs), so these
// markers add their checks themselves: validate.Float* reproduce how the
// API server compares the value's JSON form with the CRD's float64 bound
// (docs/kubebuilder.md, "Bounds").

func isFloat(t types.Type) bool { return basicInfo(t)&types.IsFloat != 0 }

// kbFloatBound adds the check of the bound m (k8s is "minimum" or
// "maximum", exclusive the name of its modifier) on the float at s.
func kbFloatBound(s *Site, m kbMarker, k8s, exclusive string) error {
	bound, err := kbFloat(m)
	if err != nil {
		return err
	}
	strict, err := kbStrict(m, exclusive)
	if err != nil {
		return err
	}
	origin, fn := k8s, strings.ToUpper(k8s[:1])+k8s[1:]
	if strict {
		origin, fn = "exclusive"+fn, "Exclusive"+fn
	}
	lit := Literal{FloatLit, strconv.FormatFloat(bound, 'g', -1, 64)}
	s.Add(Check{Tag: m.tag, Emits: emits(field.ErrorTypeInvalid, origin), Rule: runtimeCall("Float"+fn, ArgPath{}, ArgValue{}, lit)})
	return nil
}

// kbFloat reads a finite number, as the CRD's float64 bound holds it.
func kbFloat(m kbMarker) (float64, error) {
	f, err := strconv.ParseFloat(m.tag.Value.Text, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, Errorf(m.tag, "+%s needs a number, e.g. +%s=0.5", m.tag.Name, m.tag.Name)
	}
	return f, nil
}

// kbFloatMultipleOf refuses MultipleOf on floats: the API server reads an
// integral value as an int64 and divides it by the factor truncated to an
// integer (a factor below 1 then rejects every integral value), and
// divides other values in float64 with a tolerance; no Go check
// reproduces that yet.
func kbFloatMultipleOf(_ *Site, m kbMarker) error {
	return Errorf(m.tag, "+%s on a floating-point value has no Go check in validation-gen yet (the API server divides integral values by the factor truncated to an integer); "+
		"use an integer type, or a +kubebuilder:validation:XValidation rule", m.tag.Name)
}
