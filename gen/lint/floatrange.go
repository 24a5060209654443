package lint

import (
	"math"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/validators"
	"github.com/kubedv/kubedv/validate"
)

// Empty ranges of float bounds (controller-gen's Minimum and Maximum on a
// float, with their Exclusive modifiers: validators.KubebuilderTags names
// the strict ones ExclusiveMinimum/ExclusiveMaximum). The API server does
// not compare plain float64s: an integral value (written without a
// fraction) is compared with each bound truncated towards zero, so
// Minimum=1.2 with Maximum=1.1 still accepts 1. A range is reported only
// when no value passes every bound as the API server checks it
// (validate.Float*, the checks the Go code runs).

// floatBound is one float bound and the tag behind it.
type floatBound struct {
	v     float64
	upper bool
	check floatCheck
	src   sourced
}

type floatCheck func(*validate.Path, float64, float64) field.ErrorList

// floatChecks are the API server's comparisons, by marker suffix.
var floatChecks = map[string]struct {
	upper bool
	check floatCheck
}{
	"Minimum":          {false, validate.FloatMinimum[float64]},
	"ExclusiveMinimum": {false, validate.FloatExclusiveMinimum[float64]},
	"Maximum":          {true, validate.FloatMaximum[float64]},
	"ExclusiveMaximum": {true, validate.FloatExclusiveMaximum[float64]},
}

// floatValues names the quantity in the finding.
var floatValues = &validators.Bound{Of: "number", Plural: "values"}

// floatRangeConflicts reports float bounds among ts that no value passes.
func (l *linter) floatRangeConflicts(ts []sourced) {
	var bounds []floatBound
	for _, st := range ts {
		name, ok := strings.CutPrefix(st.tag.Name, "kubebuilder:validation:")
		c, known := floatChecks[name]
		if !ok || !known || st.tag.Value.Text == "" {
			continue
		}
		v, err := strconv.ParseFloat(st.tag.Value.Text, 64)
		if err != nil {
			continue // not a float bound (generation reports malformed ones)
		}
		bounds = append(bounds, floatBound{v: v, upper: c.upper, check: c.check, src: st})
	}
	var lo, hi *floatBound
	for i := range bounds {
		b := &bounds[i]
		if b.upper && hi == nil {
			hi = b
		} else if !b.upper && lo == nil {
			lo = b
		}
	}
	if lo == nil || hi == nil {
		return
	}
	for _, x := range floatCandidates(bounds) {
		if passesAll(x, bounds) {
			return
		}
	}
	l.rangeConflict(bound{1, lo.src, true}, bound{0, hi.src, true}, floatValues)
}

// floatCandidates are values that pass every bound if any value does: the
// least non-integral value at or above each bound (the non-integral values
// that pass form an interval starting there), the integers around each
// truncated bound (the integers that pass form an interval starting
// there), and the same from above.
func floatCandidates(bounds []floatBound) []float64 {
	var out []float64
	for _, b := range bounds {
		for _, dir := range []float64{math.Inf(1), math.Inf(-1)} {
			x := b.v
			for range 3 {
				out = append(out, x)
				x = math.Nextafter(x, dir)
			}
		}
		t := math.Trunc(b.v)
		out = append(out, t-1, t, t+1)
	}
	return out
}

func passesAll(x float64, bounds []floatBound) bool {
	p := validate.Root()
	for _, b := range bounds {
		if len(b.check(&p, x, b.v)) > 0 {
			return false
		}
	}
	return true
}
