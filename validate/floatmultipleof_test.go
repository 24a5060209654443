package validate

import (
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// crdtest's TestFloatMultipleOfAgainstTheAPIServer compares a grid with
// apiextensions-apiserver; these are the cases that show why.
func TestFloatMultipleOf(t *testing.T) {
	notMultiple := func(v any, factor string) field.ErrorList {
		return field.ErrorList{wantInvalid(v, "must be a multiple of "+factor, "multipleOf")}
	}
	tests := []struct {
		name  string
		check func(p *Path) field.ErrorList
		want  field.ErrorList
	}{
		{"non-integral multiple", func(p *Path) field.ErrorList { return FloatMultipleOf(p, 1.5, 0.5) }, nil},
		{"non-integral non-multiple", func(p *Path) field.ErrorList { return FloatMultipleOf(p, 1.25, 0.5) }, notMultiple(1.25, "0.5")},
		// An integral value is an int64 for the API server, divided by the
		// factor truncated to an integer: 0 for 0.5, which rejects it.
		{"integral value, factor below 1", func(p *Path) field.ErrorList { return FloatMultipleOf(p, 2.0, 0.5) }, notMultiple(2.0, "0.5")},
		{"zero, factor below 1", func(p *Path) field.ErrorList { return FloatMultipleOf(p, 0.0, 0.5) }, notMultiple(0.0, "0.5")},
		{"integral value, factor truncated", func(p *Path) field.ErrorList { return FloatMultipleOf(p, 4.0, 2.5) }, nil},
		{"integral value, truncated factor does not divide", func(p *Path) field.ErrorList { return FloatMultipleOf(p, 5.0, 2.5) }, notMultiple(5.0, "2.5")},
		// 0.3 / 0.1 is 2.9999999999999996: within kube-openapi's tolerance.
		{"tolerance", func(p *Path) field.ErrorList { return FloatMultipleOf(p, 0.3, 0.1) }, nil},
		// float32(0.3) is written "0.3", which is what is divided.
		{"float32 as JSON writes it", func(p *Path) field.ErrorList { return FloatMultipleOf(p, float32(0.3), 0.1) }, nil},
		{"beyond 2^53 the quotient is no JSON integer", func(p *Path) field.ErrorList { return FloatMultipleOf(p, 1e19, 0.5) }, notMultiple(1e19, "0.5")},
		{"NaN", func(p *Path) field.ErrorList { return FloatMultipleOf(p, math.NaN(), 1) }, notMultiple(math.NaN(), "1")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name == "NaN" {
				errs := tc.check(&Path{})
				if len(errs) != 1 || errs[0].Type != field.ErrorTypeInvalid {
					t.Errorf("NaN: got %v, want one Invalid error", errs)
				}
				return
			}
			expectErrors(t, atItemName(tc.check), tc.want)
		})
	}
}

func TestFloatMultipleOfAllocatesNothingWhenValid(t *testing.T) {
	p := &Path{}
	if n := testing.AllocsPerRun(100, func() {
		_ = FloatMultipleOf(p, floatInputs.weight, 0.25)
		_ = FloatMultipleOf(p, floatInputs.ratio, 0.1) // float32: formatted and parsed on the stack
	}); n != 0 {
		t.Errorf("%v allocations per run, want 0", n)
	}
}

func BenchmarkFloatMultipleOf(b *testing.B) {
	p := &Path{}
	b.ReportAllocs()
	for b.Loop() {
		_ = FloatMultipleOf(p, floatInputs.weight, 0.25)
		_ = FloatMultipleOf(p, floatInputs.ratio, 0.1)
	}
}
