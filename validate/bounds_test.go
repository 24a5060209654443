package validate

import (
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func TestBounds(t *testing.T) {
	tests := []struct {
		name  string
		check func(p *Path) field.ErrorList
		want  field.ErrorList
	}{
		{"minimum equal", func(p *Path) field.ErrorList { return Minimum(p, 1, 1) }, nil},
		{"minimum above", func(p *Path) field.ErrorList { return Minimum(p, int64(math.MaxInt64), 0) }, nil},
		{"minimum below", func(p *Path) field.ErrorList { return Minimum(p, 0, 1) },
			field.ErrorList{wantInvalid(0, "must be greater than or equal to 1", "minimum")}},
		{"minimum negative bound", func(p *Path) field.ErrorList { return Minimum(p, int8(-100), -5) },
			field.ErrorList{wantInvalid(int8(-100), "must be greater than or equal to -5", "minimum")}},
		{"minimum named type", func(p *Path) field.ErrorList { return Minimum(p, testReplicas(-1), 0) },
			field.ErrorList{wantInvalid(testReplicas(-1), "must be greater than or equal to 0", "minimum")}},
		{"maximum equal", func(p *Path) field.ErrorList { return Maximum(p, uint64(math.MaxUint64), math.MaxUint64) }, nil},
		{"maximum above", func(p *Path) field.ErrorList { return Maximum(p, testPort(65535), 1024) },
			field.ErrorList{wantInvalid(testPort(65535), "must be less than or equal to 1024", "maximum")}},
		{"maximum min int", func(p *Path) field.ErrorList { return Maximum(p, int64(10), math.MinInt64) },
			field.ErrorList{wantInvalid(int64(10), "must be less than or equal to -9223372036854775808", "maximum")}},
		{"exclusive minimum above", func(p *Path) field.ErrorList { return ExclusiveMinimum(p, int32(1), 0) }, nil},
		{"exclusive minimum equal", func(p *Path) field.ErrorList { return ExclusiveMinimum(p, int32(0), 0) },
			field.ErrorList{wantInvalid(int32(0), "must be greater than 0", "exclusiveMinimum")}},
		{"exclusive maximum below", func(p *Path) field.ErrorList { return ExclusiveMaximum(p, uint8(9), 10) }, nil},
		{"exclusive maximum equal", func(p *Path) field.ErrorList { return ExclusiveMaximum(p, uint8(10), 10) },
			field.ErrorList{wantInvalid(uint8(10), "must be less than 10", "exclusiveMaximum")}},
		{"exclusive maximum above", func(p *Path) field.ErrorList { return ExclusiveMaximum(p, testReplicas(11), 10) },
			field.ErrorList{wantInvalid(testReplicas(11), "must be less than 10", "exclusiveMaximum")}},
		{"multipleOf zero", func(p *Path) field.ErrorList { return MultipleOf(p, int32(0), 5) }, nil},
		{"multipleOf positive", func(p *Path) field.ErrorList { return MultipleOf(p, int32(15), 5) }, nil},
		{"multipleOf negative", func(p *Path) field.ErrorList { return MultipleOf(p, int64(-15), 5) }, nil},
		{"multipleOf one", func(p *Path) field.ErrorList { return MultipleOf(p, int64(math.MinInt64), 1) }, nil},
		{"multipleOf max uint", func(p *Path) field.ErrorList { return MultipleOf(p, uint64(math.MaxUint64), 5) }, nil},
		{"multipleOf not", func(p *Path) field.ErrorList { return MultipleOf(p, int32(7), 5) },
			field.ErrorList{wantInvalid(int32(7), "must be a multiple of 5", "multipleOf")}},
		{"multipleOf negative not", func(p *Path) field.ErrorList { return MultipleOf(p, int64(-7), 5) },
			field.ErrorList{wantInvalid(int64(-7), "must be a multiple of 5", "multipleOf")}},
		{"multipleOf named type", func(p *Path) field.ErrorList { return MultipleOf(p, testPort(1023), 1024) },
			field.ErrorList{wantInvalid(testPort(1023), "must be a multiple of 1024", "multipleOf")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { expectErrors(t, atItemName(tc.check), tc.want) })
	}
}
