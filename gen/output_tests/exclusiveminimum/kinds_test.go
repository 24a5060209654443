package exclusiveminimum

import (
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// validKinds returns a Kinds with every field one past its bound.
func validKinds() *Kinds {
	return &Kinds{
		Int8Field:      -4,
		Int16Field:     -299,
		Int32Field:     -69999,
		Int64Field:     math.MinInt64 + 1,
		IntField:       0,
		Uint8Field:     201,
		Uint16Field:    60001,
		Uint32Field:    4000000001,
		Uint64Field:    math.MaxInt64 + 1,
		UintField:      1,
		Int8FloorField: math.MinInt8 + 1,
	}
}

func TestKindsLargestValues(t *testing.T) {
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
		NegativePtrField: ptr[int32](-1),
	}).ExpectValid().ExpectAllocs(0)
}

func TestKinds(t *testing.T) {
	path := field.NewPath
	runCases(t, validKinds, []scopeCase[Kinds]{{
		name:    "int8 at bound",
		breakIt: func(k *Kinds) { k.Int8Field = -5 },
		want:    []*field.Error{exMinErr(path("int8Field"), int8(-5), "-5")},
	}, {
		name:    "int8 lowest",
		breakIt: func(k *Kinds) { k.Int8Field = math.MinInt8 },
		want:    []*field.Error{exMinErr(path("int8Field"), int8(math.MinInt8), "-5")},
	}, {
		name:    "int16",
		breakIt: func(k *Kinds) { k.Int16Field = -300 },
		want:    []*field.Error{exMinErr(path("int16Field"), int16(-300), "-300")},
	}, {
		name:    "int32",
		breakIt: func(k *Kinds) { k.Int32Field = -70000 },
		want:    []*field.Error{exMinErr(path("int32Field"), int32(-70000), "-70000")},
	}, {
		name:    "int64 lowest",
		breakIt: func(k *Kinds) { k.Int64Field = math.MinInt64 },
		want:    []*field.Error{exMinErr(path("int64Field"), int64(math.MinInt64), "-9223372036854775808")},
	}, {
		name:    "int",
		breakIt: func(k *Kinds) { k.IntField = -1 },
		want:    []*field.Error{exMinErr(path("intField"), -1, "-1")},
	}, {
		name:    "uint8 at bound",
		breakIt: func(k *Kinds) { k.Uint8Field = 200 },
		want:    []*field.Error{exMinErr(path("uint8Field"), uint8(200), "200")},
	}, {
		name:    "uint8 zero",
		breakIt: func(k *Kinds) { k.Uint8Field = 0 },
		want:    []*field.Error{exMinErr(path("uint8Field"), uint8(0), "200")},
	}, {
		name:    "uint16",
		breakIt: func(k *Kinds) { k.Uint16Field = 60000 },
		want:    []*field.Error{exMinErr(path("uint16Field"), uint16(60000), "60000")},
	}, {
		name:    "uint32",
		breakIt: func(k *Kinds) { k.Uint32Field = 4000000000 },
		want:    []*field.Error{exMinErr(path("uint32Field"), uint32(4000000000), "4000000000")},
	}, {
		name:    "uint64 at bound",
		breakIt: func(k *Kinds) { k.Uint64Field = math.MaxInt64 },
		want:    []*field.Error{exMinErr(path("uint64Field"), uint64(math.MaxInt64), "9223372036854775807")},
	}, {
		name:    "uint",
		breakIt: func(k *Kinds) { k.UintField = 0 },
		want:    []*field.Error{exMinErr(path("uintField"), uint(0), "0")},
	}, {
		name:    "bound at the lowest value of the kind",
		breakIt: func(k *Kinds) { k.Int8FloorField = math.MinInt8 },
		want:    []*field.Error{exMinErr(path("int8FloorField"), int8(math.MinInt8), "-128")},
	}, {
		name:    "negative bound on pointer",
		breakIt: func(k *Kinds) { k.NegativePtrField = ptr[int32](-2) },
		want:    []*field.Error{exMinErr(path("negativePtrField"), int32(-2), "-2")},
	}, {
		name: "every kind at once",
		breakIt: func(k *Kinds) {
			*k = Kinds{Int8Field: -5, Int16Field: -300, Int32Field: -70000, Int64Field: math.MinInt64, IntField: -1,
				Uint8Field: 200, Uint16Field: 60000, Uint32Field: 4000000000, Uint64Field: 0, UintField: 0,
				Int8FloorField: math.MinInt8}
		},
		want: []*field.Error{
			exMinErr(path("int8Field"), int8(-5), "-5"),
			exMinErr(path("int16Field"), int16(-300), "-300"),
			exMinErr(path("int32Field"), int32(-70000), "-70000"),
			exMinErr(path("int64Field"), int64(math.MinInt64), "-9223372036854775808"),
			exMinErr(path("intField"), -1, "-1"),
			exMinErr(path("uint8Field"), uint8(200), "200"),
			exMinErr(path("uint16Field"), uint16(60000), "60000"),
			exMinErr(path("uint32Field"), uint32(4000000000), "4000000000"),
			exMinErr(path("uint64Field"), uint64(0), "9223372036854775807"),
			exMinErr(path("uintField"), uint(0), "0"),
			exMinErr(path("int8FloorField"), int8(math.MinInt8), "-128"),
		},
	}})
}
