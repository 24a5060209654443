package minimum

import (
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// validKinds returns a Kinds with every field exactly at its bound.
func validKinds() *Kinds {
	return &Kinds{
		Int8Field:      -5,
		Int16Field:     -300,
		Int32Field:     -70000,
		Int64Field:     -math.MaxInt64,
		IntField:       -1,
		Uint8Field:     200,
		Uint16Field:    60000,
		Uint32Field:    4000000000,
		Uint64Field:    math.MaxInt64,
		UintField:      1,
		Int8FloorField: math.MinInt8,
	}
}

func TestKindsAtTheirLimits(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	// The largest value of every kind is above every bound.
	st.Value(&Kinds{
		Int8Field:        math.MaxInt8,
		Int16Field:       math.MaxInt16,
		Int32Field:       math.MaxInt32,
		Int64Field:       math.MaxInt64,
		IntField:         math.MaxInt,
		Uint8Field:       math.MaxUint8,
		Uint16Field:      math.MaxUint16,
		Uint32Field:      math.MaxUint32,
		Uint64Field:      math.MaxUint64,
		UintField:        math.MaxUint,
		Int8FloorField:   math.MaxInt8,
		NegativePtrField: ptr[int32](-2),
	}).ExpectValid().ExpectAllocs(0)
}

func TestKinds(t *testing.T) {
	path := field.NewPath
	runCases(t, validKinds, []scopeCase[Kinds]{{
		name:    "int8 one below",
		breakIt: func(k *Kinds) { k.Int8Field = -6 },
		want:    []*field.Error{minErr(path("int8Field"), int8(-6), "-5")},
	}, {
		name:    "int8 lowest",
		breakIt: func(k *Kinds) { k.Int8Field = math.MinInt8 },
		want:    []*field.Error{minErr(path("int8Field"), int8(math.MinInt8), "-5")},
	}, {
		name:    "int16",
		breakIt: func(k *Kinds) { k.Int16Field = -301 },
		want:    []*field.Error{minErr(path("int16Field"), int16(-301), "-300")},
	}, {
		name:    "int32",
		breakIt: func(k *Kinds) { k.Int32Field = -70001 },
		want:    []*field.Error{minErr(path("int32Field"), int32(-70001), "-70000")},
	}, {
		name:    "int64 lowest",
		breakIt: func(k *Kinds) { k.Int64Field = math.MinInt64 },
		want:    []*field.Error{minErr(path("int64Field"), int64(math.MinInt64), "-9223372036854775807")},
	}, {
		name:    "int",
		breakIt: func(k *Kinds) { k.IntField = -2 },
		want:    []*field.Error{minErr(path("intField"), -2, "-1")},
	}, {
		name:    "uint8 one below",
		breakIt: func(k *Kinds) { k.Uint8Field = 199 },
		want:    []*field.Error{minErr(path("uint8Field"), uint8(199), "200")},
	}, {
		name:    "uint8 zero",
		breakIt: func(k *Kinds) { k.Uint8Field = 0 },
		want:    []*field.Error{minErr(path("uint8Field"), uint8(0), "200")},
	}, {
		name:    "uint16",
		breakIt: func(k *Kinds) { k.Uint16Field = 59999 },
		want:    []*field.Error{minErr(path("uint16Field"), uint16(59999), "60000")},
	}, {
		name:    "uint32",
		breakIt: func(k *Kinds) { k.Uint32Field = 3999999999 },
		want:    []*field.Error{minErr(path("uint32Field"), uint32(3999999999), "4000000000")},
	}, {
		name:    "uint64 one below",
		breakIt: func(k *Kinds) { k.Uint64Field = math.MaxInt64 - 1 },
		want:    []*field.Error{minErr(path("uint64Field"), uint64(math.MaxInt64-1), "9223372036854775807")},
	}, {
		name:    "uint",
		breakIt: func(k *Kinds) { k.UintField = 0 },
		want:    []*field.Error{minErr(path("uintField"), uint(0), "1")},
	}, {
		name:    "negative bound on pointer",
		breakIt: func(k *Kinds) { k.NegativePtrField = ptr[int32](-3) },
		want:    []*field.Error{minErr(path("negativePtrField"), int32(-3), "-2")},
	}, {
		name: "every kind at once",
		breakIt: func(k *Kinds) {
			*k = Kinds{Int8Field: -6, Int16Field: -301, Int32Field: -70001, Int64Field: math.MinInt64, IntField: -2,
				Uint8Field: 199, Uint16Field: 59999, Uint32Field: 3999999999, Uint64Field: 0, UintField: 0,
				Int8FloorField: math.MinInt8}
		},
		want: []*field.Error{
			minErr(path("int8Field"), int8(-6), "-5"),
			minErr(path("int16Field"), int16(-301), "-300"),
			minErr(path("int32Field"), int32(-70001), "-70000"),
			minErr(path("int64Field"), int64(math.MinInt64), "-9223372036854775807"),
			minErr(path("intField"), -2, "-1"),
			minErr(path("uint8Field"), uint8(199), "200"),
			minErr(path("uint16Field"), uint16(59999), "60000"),
			minErr(path("uint32Field"), uint32(3999999999), "4000000000"),
			minErr(path("uint64Field"), uint64(0), "9223372036854775807"),
			minErr(path("uintField"), uint(0), "1"),
		},
	}})
}
