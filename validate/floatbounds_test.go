package validate

import (
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

type testRatio float32

func TestFloatBounds(t *testing.T) {
	tests := []struct {
		name  string
		check func(p *Path) field.ErrorList
		want  field.ErrorList
	}{
		{"minimum equal", func(p *Path) field.ErrorList { return FloatMinimum(p, 1.5, 1.5) }, nil},
		{"minimum below", func(p *Path) field.ErrorList { return FloatMinimum(p, 1.25, 1.5) },
			field.ErrorList{wantInvalid(1.25, "must be greater than or equal to 1.5", "minimum")}},
		// 1 is written "1", read as an int64 and compared with int64(1.5).
		{"minimum integral value truncates the bound", func(p *Path) field.ErrorList { return FloatMinimum(p, 1.0, 1.5) }, nil},
		{"minimum integral value below the truncated bound", func(p *Path) field.ErrorList { return FloatMinimum(p, 0.0, 1.5) },
			field.ErrorList{wantInvalid(0.0, "must be greater than or equal to 1.5", "minimum")}},
		{"minimum negative bound truncates towards zero", func(p *Path) field.ErrorList { return FloatMinimum(p, -1.0, -1.5) }, nil},
		{"minimum negative non-integral value", func(p *Path) field.ErrorList { return FloatMinimum(p, -1.75, -1.5) },
			field.ErrorList{wantInvalid(-1.75, "must be greater than or equal to -1.5", "minimum")}},
		{"minimum huge integral value is a float in JSON", func(p *Path) field.ErrorList { return FloatMinimum(p, 1e19, 0.5) }, nil},
		{"minimum +Inf", func(p *Path) field.ErrorList { return FloatMinimum(p, math.Inf(1), 0) }, nil},
		{"maximum below", func(p *Path) field.ErrorList { return FloatMaximum(p, 0.25, 0.5) }, nil},
		{"maximum above", func(p *Path) field.ErrorList { return FloatMaximum(p, 0.75, 0.5) },
			field.ErrorList{wantInvalid(0.75, "must be less than or equal to 0.5", "maximum")}},
		{"maximum integral value truncates the bound", func(p *Path) field.ErrorList { return FloatMaximum(p, -1.0, -0.5) }, nil},
		{"maximum -Inf", func(p *Path) field.ErrorList { return FloatMaximum(p, math.Inf(-1), 0) }, nil},
		// float32(0.1) is 0.100000001490116...; JSON writes "0.1".
		{"maximum float32 as JSON writes it", func(p *Path) field.ErrorList { return FloatMaximum(p, float32(0.1), 0.1) }, nil},
		{"maximum float32 above", func(p *Path) field.ErrorList { return FloatMaximum(p, float32(0.2), 0.1) },
			field.ErrorList{wantInvalid(float32(0.2), "must be less than or equal to 0.1", "maximum")}},
		// float32(1<<34) = 17179869184 is written as 17179870000 (as
		// encoding/json writes it), which is above the bound.
		{"minimum large float32 integer as JSON writes it", func(p *Path) field.ErrorList { return FloatMinimum(p, float32(1<<34), 17179869500) }, nil},
		{"maximum large float32 integer as JSON writes it", func(p *Path) field.ErrorList { return FloatMaximum(p, float32(1<<34), 17179869500) },
			field.ErrorList{wantInvalid(float32(1<<34), "must be less than or equal to 1.71798695e+10", "maximum")}},
		{"exclusive minimum float32 as JSON writes it", func(p *Path) field.ErrorList { return FloatExclusiveMinimum(p, testRatio(0.1), 0.1) },
			field.ErrorList{wantInvalid(testRatio(0.1), "must be greater than 0.1", "exclusiveMinimum")}},
		{"exclusive minimum above", func(p *Path) field.ErrorList { return FloatExclusiveMinimum(p, 0.5000001, 0.5) }, nil},
		{"exclusive minimum integral value", func(p *Path) field.ErrorList { return FloatExclusiveMinimum(p, 0.0, -0.5) },
			field.ErrorList{wantInvalid(0.0, "must be greater than -0.5", "exclusiveMinimum")}},
		{"exclusive maximum below", func(p *Path) field.ErrorList { return FloatExclusiveMaximum(p, 2.4999, 2.5) }, nil},
		// 2 < int64(2.5) is false: the API server rejects 2 < 2.5.
		{"exclusive maximum integral value", func(p *Path) field.ErrorList { return FloatExclusiveMaximum(p, 2.0, 2.5) },
			field.ErrorList{wantInvalid(2.0, "must be less than 2.5", "exclusiveMaximum")}},
		{"exclusive maximum equal", func(p *Path) field.ErrorList { return FloatExclusiveMaximum(p, 2.5, 2.5) },
			field.ErrorList{wantInvalid(2.5, "must be less than 2.5", "exclusiveMaximum")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { expectErrors(t, atItemName(tc.check), tc.want) })
	}
}

// NaN compares false with every bound, so it is out of every bound.
func TestFloatBoundsNaN(t *testing.T) {
	for _, errs := range []field.ErrorList{
		FloatMinimum(&Path{}, math.NaN(), 0), FloatMaximum(&Path{}, math.NaN(), 0),
		FloatExclusiveMinimum(&Path{}, float32(math.NaN()), 0), FloatExclusiveMaximum(&Path{}, float32(math.NaN()), 0),
	} {
		if len(errs) != 1 || errs[0].Type != field.ErrorTypeInvalid {
			t.Errorf("NaN: got %v, want one Invalid error", errs)
		}
	}
}

var floatInputs = struct {
	weight float64
	ratio  testRatio
}{weight: 0.75, ratio: 0.1}

func TestFloatBoundsAllocateNothingWhenValid(t *testing.T) {
	p := &Path{}
	if n := testing.AllocsPerRun(100, func() {
		_ = FloatMinimum(p, floatInputs.weight, 0.5)
		_ = FloatExclusiveMaximum(p, floatInputs.weight, 1)
		_ = FloatMaximum(p, floatInputs.ratio, 0.1) // within one float32 step: the formatting path
	}); n != 0 {
		t.Errorf("%v allocations per run, want 0", n)
	}
}

func BenchmarkFloatBoundsValid(b *testing.B) {
	p := &Path{}
	b.ReportAllocs()
	for b.Loop() {
		_ = FloatMinimum(p, floatInputs.weight, 0.5)
		_ = FloatMaximum(p, floatInputs.weight, 1.5)
	}
}

func BenchmarkFloat32BoundAtTheBound(b *testing.B) {
	p := &Path{}
	b.ReportAllocs()
	for b.Loop() {
		_ = FloatMaximum(p, floatInputs.ratio, 0.1)
	}
}
