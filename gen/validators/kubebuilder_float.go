package validators

import (
	"encoding/json"
	"go/types"
	"math"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/validate"
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
	if math.Abs(f) >= 1<<63 {
		// The API server converts the bound to an int64 for integral
		// values, which no Go check reproduces exactly out there.
		return 0, Errorf(m.tag, "+%s=%s is beyond ±2^63, where the API server's comparison of integral values is undefined; use a smaller bound", m.tag.Name, m.tag.Value.Text)
	}
	return f, nil
}

// kbFloatMultipleOf adds the check of MultipleOf on the float at s,
// validate.FloatMultipleOf: as the API server checks it, an integral value
// against the factor truncated to an integer (a factor below 1 rejects
// every integral value, which --lint says), others by kube-openapi's
// division with its tolerance.
func kbFloatMultipleOf(s *Site, m kbMarker) error {
	factor, err := kbFloat(m)
	if err != nil {
		return err
	}
	if factor <= 0 {
		return Errorf(m.tag, "+%s needs a positive number (the API server refuses a CRD with another), e.g. +%s=0.5", m.tag.Name, m.tag.Name)
	}
	lit := Literal{FloatLit, strconv.FormatFloat(factor, 'g', -1, 64)}
	s.Add(Check{Tag: m.tag, Emits: emits(field.ErrorTypeInvalid, "multipleOf"), Rule: runtimeCall("FloatMultipleOf", ArgPath{}, ArgValue{}, lit)})
	return nil
}

// kbFloatModifier checks ExclusiveMinimum or ExclusiveMaximum on a float:
// the bound it modifies reads it (kbFloatBound).
func kbFloatModifier(bound string) func(*Site, kbMarker) error {
	return func(_ *Site, m kbMarker) error {
		_, err := kbExclusive(m, bound)
		return err
	}
}

// kbFloatLintTag is, for lint, the bound m on a float as one tag that
// kbFloatEval evaluates: named after the strict marker when the modifier
// makes it strict, with the bound as its value; ok is false for markers
// that are not bounds, and for malformed ones (generation reports those).
func kbFloatLintTag(m kbMarker) (tags.Tag, bool) {
	side := kbSuffix(m.tag.Name)
	if side != "Minimum" && side != "Maximum" && side != "MultipleOf" {
		return tags.Tag{}, false
	}
	bound, err := kbFloat(m)
	if err != nil || side == "MultipleOf" && bound <= 0 {
		return tags.Tag{}, false
	}
	if strict, err := kbStrict(m, "Exclusive"+side); err != nil {
		return tags.Tag{}, false
	} else if strict {
		side = "Exclusive" + side
	}
	return tags.Tag{Name: kbValidation + side, Pos: m.tag.Pos, Text: m.tag.Text,
		Value: tags.Value{Kind: tags.ValueRaw, Text: strconv.FormatFloat(bound, 'g', -1, 64), Pos: m.tag.Value.Pos}}, true
}

// kbFloatEval evaluates a float bound (kbFloatLintTag) on a JSON value,
// e.g. a default, as the API server would.
func kbFloatEval(name string) func(Known, tags.Tag) field.ErrorList {
	checks := map[string]func(*validate.Path, float64, float64) field.ErrorList{
		"Minimum": validate.FloatMinimum[float64], "Maximum": validate.FloatMaximum[float64],
		"ExclusiveMinimum": validate.FloatExclusiveMinimum[float64], "ExclusiveMaximum": validate.FloatExclusiveMaximum[float64],
		"MultipleOf": validate.FloatMultipleOf[float64],
	}
	check := checks[kbSuffix(name)]
	if check == nil {
		return nil
	}
	return func(k Known, t tags.Tag) field.ErrorList {
		n, isNumber := k.Value.(json.Number)
		bound, err := strconv.ParseFloat(t.Value.Text, 64)
		if !isNumber || err != nil {
			return nil // the modifiers' own true/false, or not a number
		}
		v, err := n.Float64()
		if i, intErr := n.Int64(); intErr == nil {
			v, err = float64(i), nil // an integer for the API server (validate.FloatMinimum)
		}
		if err != nil {
			return nil
		}
		p := validate.Root()
		return check(&p, v, bound)
	}
}
