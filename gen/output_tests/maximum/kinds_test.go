package maximum

import (
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// validKinds returns a Kinds with every field exactly at its bound.
func validKinds() *Kinds {
	return &Kinds{
		Int8Field:        5,
		Int16Field:       300,
		Int32Field:       -70000,
		Int64Field:       math.MaxInt64 - 1,
		IntField:         -1,
		Uint8Field:       200,
		Uint16Field:      60000,
		Uint32Field:      4000000000,
		Uint64Field:      math.MaxInt64,
		UintField:        0,
		Int8CeilingField: math.MaxInt8,
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
	st.Value(&Kinds{Int32Field: -70000, IntField: -1, NegativePtrField: ptr[int32](-2)}).ExpectValid().ExpectAllocs(0)
}

func TestKinds(t *testing.T) {
	path := field.NewPath
	runCases(t, validKinds, []scopeCase[Kinds]{{
		name:    "int8 one above",
		breakIt: func(k *Kinds) { k.Int8Field = 6 },
		want:    []*field.Error{maxErr(path("int8Field"), int8(6), "5")},
	}, {
		name:    "int8 highest",
		breakIt: func(k *Kinds) { k.Int8Field = math.MaxInt8 },
		want:    []*field.Error{maxErr(path("int8Field"), int8(math.MaxInt8), "5")},
	}, {
		name:    "int16",
		breakIt: func(k *Kinds) { k.Int16Field = 301 },
		want:    []*field.Error{maxErr(path("int16Field"), int16(301), "300")},
	}, {
		name:    "int32 negative bound",
		breakIt: func(k *Kinds) { k.Int32Field = -69999 },
		want:    []*field.Error{maxErr(path("int32Field"), int32(-69999), "-70000")},
	}, {
		name:    "int64 highest",
		breakIt: func(k *Kinds) { k.Int64Field = math.MaxInt64 },
		want:    []*field.Error{maxErr(path("int64Field"), int64(math.MaxInt64), "9223372036854775806")},
	}, {
		name:    "int zero above negative bound",
		breakIt: func(k *Kinds) { k.IntField = 0 },
		want:    []*field.Error{maxErr(path("intField"), 0, "-1")},
	}, {
		name:    "uint8 one above",
		breakIt: func(k *Kinds) { k.Uint8Field = 201 },
		want:    []*field.Error{maxErr(path("uint8Field"), uint8(201), "200")},
	}, {
		name:    "uint8 highest",
		breakIt: func(k *Kinds) { k.Uint8Field = math.MaxUint8 },
		want:    []*field.Error{maxErr(path("uint8Field"), uint8(math.MaxUint8), "200")},
	}, {
		name:    "uint16",
		breakIt: func(k *Kinds) { k.Uint16Field = 60001 },
		want:    []*field.Error{maxErr(path("uint16Field"), uint16(60001), "60000")},
	}, {
		name:    "uint32",
		breakIt: func(k *Kinds) { k.Uint32Field = 4000000001 },
		want:    []*field.Error{maxErr(path("uint32Field"), uint32(4000000001), "4000000000")},
	}, {
		name:    "uint64 one above",
		breakIt: func(k *Kinds) { k.Uint64Field = math.MaxInt64 + 1 },
		want:    []*field.Error{maxErr(path("uint64Field"), uint64(math.MaxInt64+1), "9223372036854775807")},
	}, {
		name:    "uint64 highest",
		breakIt: func(k *Kinds) { k.Uint64Field = math.MaxUint64 },
		want:    []*field.Error{maxErr(path("uint64Field"), uint64(math.MaxUint64), "9223372036854775807")},
	}, {
		name:    "uint",
		breakIt: func(k *Kinds) { k.UintField = 1 },
		want:    []*field.Error{maxErr(path("uintField"), uint(1), "0")},
	}, {
		name:    "negative bound on pointer",
		breakIt: func(k *Kinds) { k.NegativePtrField = ptr[int32](-1) },
		want:    []*field.Error{maxErr(path("negativePtrField"), int32(-1), "-2")},
	}, {
		name: "every kind at once",
		breakIt: func(k *Kinds) {
			*k = Kinds{Int8Field: 6, Int16Field: 301, Int32Field: 0, Int64Field: math.MaxInt64, IntField: 0,
				Uint8Field: 201, Uint16Field: 60001, Uint32Field: 4000000001, Uint64Field: math.MaxUint64, UintField: 1,
				Int8CeilingField: math.MaxInt8}
		},
		want: []*field.Error{
			maxErr(path("int8Field"), int8(6), "5"),
			maxErr(path("int16Field"), int16(301), "300"),
			maxErr(path("int32Field"), int32(0), "-70000"),
			maxErr(path("int64Field"), int64(math.MaxInt64), "9223372036854775806"),
			maxErr(path("intField"), 0, "-1"),
			maxErr(path("uint8Field"), uint8(201), "200"),
			maxErr(path("uint16Field"), uint16(60001), "60000"),
			maxErr(path("uint32Field"), uint32(4000000001), "4000000000"),
			maxErr(path("uint64Field"), uint64(math.MaxUint64), "9223372036854775807"),
			maxErr(path("uintField"), uint(1), "0"),
		},
	}})
}
