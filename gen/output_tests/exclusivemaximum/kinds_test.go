package exclusivemaximum

import (
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// validKinds returns a Kinds with every field one below its bound.
func validKinds() *Kinds {
	return &Kinds{
		Int8Field:        4,
		Int16Field:       299,
		Int32Field:       -70001,
		Int64Field:       math.MaxInt64 - 1,
		IntField:         -2,
		Uint8Field:       199,
		Uint16Field:      59999,
		Uint32Field:      3999999999,
		Uint64Field:      math.MaxInt64 - 1,
		UintField:        0,
		Int8CeilingField: math.MaxInt8 - 1,
	}
}

func TestKindsSmallestValues(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	// The smallest value of every kind is below every bound.
	st.Value(&Kinds{
		Int8Field:        math.MinInt8,
		Int16Field:       math.MinInt16,
		Int32Field:       math.MinInt32,
		Int64Field:       math.MinInt64,
		IntField:         math.MinInt,
		Int8CeilingField: math.MinInt8,
		NegativePtrField: ptr[int32](math.MinInt32),
	}).ExpectValid().ExpectAllocs(0)
}

func TestKinds(t *testing.T) {
	path := field.NewPath
	runCases(t, validKinds, []scopeCase[Kinds]{{
		name:    "int8 at bound",
		breakIt: func(k *Kinds) { k.Int8Field = 5 },
		want:    []*field.Error{exMaxErr(path("int8Field"), int8(5), "5")},
	}, {
		name:    "int8 highest",
		breakIt: func(k *Kinds) { k.Int8Field = math.MaxInt8 },
		want:    []*field.Error{exMaxErr(path("int8Field"), int8(math.MaxInt8), "5")},
	}, {
		name:    "int16",
		breakIt: func(k *Kinds) { k.Int16Field = 300 },
		want:    []*field.Error{exMaxErr(path("int16Field"), int16(300), "300")},
	}, {
		name:    "int32 negative bound",
		breakIt: func(k *Kinds) { k.Int32Field = -70000 },
		want:    []*field.Error{exMaxErr(path("int32Field"), int32(-70000), "-70000")},
	}, {
		name:    "int64 highest",
		breakIt: func(k *Kinds) { k.Int64Field = math.MaxInt64 },
		want:    []*field.Error{exMaxErr(path("int64Field"), int64(math.MaxInt64), "9223372036854775807")},
	}, {
		name:    "int",
		breakIt: func(k *Kinds) { k.IntField = -1 },
		want:    []*field.Error{exMaxErr(path("intField"), -1, "-1")},
	}, {
		name:    "uint8 at bound",
		breakIt: func(k *Kinds) { k.Uint8Field = 200 },
		want:    []*field.Error{exMaxErr(path("uint8Field"), uint8(200), "200")},
	}, {
		name:    "uint8 highest",
		breakIt: func(k *Kinds) { k.Uint8Field = math.MaxUint8 },
		want:    []*field.Error{exMaxErr(path("uint8Field"), uint8(math.MaxUint8), "200")},
	}, {
		name:    "uint16",
		breakIt: func(k *Kinds) { k.Uint16Field = 60000 },
		want:    []*field.Error{exMaxErr(path("uint16Field"), uint16(60000), "60000")},
	}, {
		name:    "uint32",
		breakIt: func(k *Kinds) { k.Uint32Field = 4000000000 },
		want:    []*field.Error{exMaxErr(path("uint32Field"), uint32(4000000000), "4000000000")},
	}, {
		name:    "uint64 at bound",
		breakIt: func(k *Kinds) { k.Uint64Field = math.MaxInt64 },
		want:    []*field.Error{exMaxErr(path("uint64Field"), uint64(math.MaxInt64), "9223372036854775807")},
	}, {
		name:    "uint64 highest",
		breakIt: func(k *Kinds) { k.Uint64Field = math.MaxUint64 },
		want:    []*field.Error{exMaxErr(path("uint64Field"), uint64(math.MaxUint64), "9223372036854775807")},
	}, {
		name:    "uint",
		breakIt: func(k *Kinds) { k.UintField = 1 },
		want:    []*field.Error{exMaxErr(path("uintField"), uint(1), "1")},
	}, {
		name:    "bound at the highest value of the kind",
		breakIt: func(k *Kinds) { k.Int8CeilingField = math.MaxInt8 },
		want:    []*field.Error{exMaxErr(path("int8CeilingField"), int8(math.MaxInt8), "127")},
	}, {
		name:    "negative bound on pointer",
		breakIt: func(k *Kinds) { k.NegativePtrField = ptr[int32](-2) },
		want:    []*field.Error{exMaxErr(path("negativePtrField"), int32(-2), "-2")},
	}, {
		name: "every kind at once",
		breakIt: func(k *Kinds) {
			*k = Kinds{Int8Field: 5, Int16Field: 300, Int32Field: -70000, Int64Field: math.MaxInt64, IntField: -1,
				Uint8Field: 200, Uint16Field: 60000, Uint32Field: 4000000000, Uint64Field: math.MaxUint64, UintField: 1,
				Int8CeilingField: math.MaxInt8}
		},
		want: []*field.Error{
			exMaxErr(path("int8Field"), int8(5), "5"),
			exMaxErr(path("int16Field"), int16(300), "300"),
			exMaxErr(path("int32Field"), int32(-70000), "-70000"),
			exMaxErr(path("int64Field"), int64(math.MaxInt64), "9223372036854775807"),
			exMaxErr(path("intField"), -1, "-1"),
			exMaxErr(path("uint8Field"), uint8(200), "200"),
			exMaxErr(path("uint16Field"), uint16(60000), "60000"),
			exMaxErr(path("uint32Field"), uint32(4000000000), "4000000000"),
			exMaxErr(path("uint64Field"), uint64(math.MaxUint64), "9223372036854775807"),
			exMaxErr(path("uintField"), uint(1), "1"),
			exMaxErr(path("int8CeilingField"), int8(math.MaxInt8), "127"),
		},
	}})
}
