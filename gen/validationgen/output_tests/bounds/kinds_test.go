package bounds

import (
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// lowKinds returns a Kinds with every field at the lowest value its
// bounds allow.
func lowKinds() *Kinds {
	return &Kinds{
		Int8: -5, Int8Exclusive: -4,
		Int16: -300, Int16Exclusive: -299,
		Int32: -70000, Int32Exclusive: -69999,
		Int64: -math.MaxInt64, Int64Exclusive: math.MinInt64 + 1,
		Int: -3, IntExclusive: -2,
		Uint8: 100, Uint8Exclusive: 101,
		Uint16: 50000, Uint16Exclusive: 50001,
		Uint32: 3000000000, Uint32Exclusive: 3000000001,
		Uint64: math.MaxInt64, Uint64AboveMaxInt64: math.MaxInt64 + 1, Uint64BelowMaxInt64: 0,
		Uint: 1, UintExclusive: 1, UintZero: 0,
		Int8Full: math.MinInt8, Int8Inner: math.MinInt8 + 1,
		NegativePtr: new(int32(-3)),
	}
}

// highKinds returns a Kinds with every field at the highest value its
// bounds allow, which for some is the highest value of the kind.
func highKinds() *Kinds {
	return &Kinds{
		Int8: 5, Int8Exclusive: 4,
		Int16: 300, Int16Exclusive: 299,
		Int32: -69000, Int32Exclusive: -69001,
		Int64: math.MaxInt64 - 1, Int64Exclusive: math.MaxInt64 - 1,
		Int: -1, IntExclusive: -2,
		Uint8: 200, Uint8Exclusive: 199,
		Uint16: 60000, Uint16Exclusive: 59999,
		Uint32: 4000000000, Uint32Exclusive: 3999999999,
		Uint64: math.MaxInt64, Uint64AboveMaxInt64: math.MaxUint64, Uint64BelowMaxInt64: math.MaxInt64 - 1,
		Uint: 1, UintExclusive: 1, UintZero: 0,
		Int8Full: math.MaxInt8, Int8Inner: math.MaxInt8 - 1,
		NegativePtr: new(int32(-3)),
	}
}

// TestKinds checks each bound one past the edge and at the extremes of
// the kind, starting from both valid edges.
func TestKinds(t *testing.T) {
	t.Run("from low", func(t *testing.T) { kindCases(t, lowKinds) })
	t.Run("from high", func(t *testing.T) { kindCases(t, highKinds) })
}

func kindCases(t *testing.T, valid func() *Kinds) {
	path := field.NewPath
	one := func(tag, p string, v any, bound string) *field.Error { return boundErr(tag, path(p), v, bound) }
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("int8 below", func(k *Kinds) { k.Int8 = -6 }, one("minimum", "int8", int8(-6), "-5"))
	c.Run("int8 lowest", func(k *Kinds) { k.Int8 = math.MinInt8 }, one("minimum", "int8", int8(math.MinInt8), "-5"))
	c.Run("int8 above", func(k *Kinds) { k.Int8 = 6 }, one("maximum", "int8", int8(6), "5"))
	c.Run("int8 highest", func(k *Kinds) { k.Int8 = math.MaxInt8 }, one("maximum", "int8", int8(math.MaxInt8), "5"))
	c.Run("int8 at exclusive minimum", func(k *Kinds) { k.Int8Exclusive = -5 },
		one("exclusiveMinimum", "int8Exclusive", int8(-5), "-5"))
	c.Run("int8 at exclusive maximum", func(k *Kinds) { k.Int8Exclusive = 5 },
		one("exclusiveMaximum", "int8Exclusive", int8(5), "5"))
	c.Run("int16 below", func(k *Kinds) { k.Int16 = -301 }, one("minimum", "int16", int16(-301), "-300"))
	c.Run("int16 above", func(k *Kinds) { k.Int16 = 301 }, one("maximum", "int16", int16(301), "300"))
	c.Run("int16 at exclusive minimum", func(k *Kinds) { k.Int16Exclusive = -300 },
		one("exclusiveMinimum", "int16Exclusive", int16(-300), "-300"))
	c.Run("int16 at exclusive maximum", func(k *Kinds) { k.Int16Exclusive = 300 },
		one("exclusiveMaximum", "int16Exclusive", int16(300), "300"))
	c.Run("int32 below", func(k *Kinds) { k.Int32 = -70001 }, one("minimum", "int32", int32(-70001), "-70000"))
	c.Run("int32 above", func(k *Kinds) { k.Int32 = -68999 }, one("maximum", "int32", int32(-68999), "-69000"))
	c.Run("int32 zero", func(k *Kinds) { k.Int32 = 0 }, one("maximum", "int32", int32(0), "-69000"))
	c.Run("int32 at exclusive minimum", func(k *Kinds) { k.Int32Exclusive = -70000 },
		one("exclusiveMinimum", "int32Exclusive", int32(-70000), "-70000"))
	c.Run("int32 at exclusive maximum", func(k *Kinds) { k.Int32Exclusive = -69000 },
		one("exclusiveMaximum", "int32Exclusive", int32(-69000), "-69000"))
	c.Run("int64 lowest", func(k *Kinds) { k.Int64 = math.MinInt64 },
		one("minimum", "int64", int64(math.MinInt64), "-9223372036854775807"))
	c.Run("int64 highest", func(k *Kinds) { k.Int64 = math.MaxInt64 },
		one("maximum", "int64", int64(math.MaxInt64), "9223372036854775806"))
	c.Run("int64 lowest at exclusive minimum", func(k *Kinds) { k.Int64Exclusive = math.MinInt64 },
		one("exclusiveMinimum", "int64Exclusive", int64(math.MinInt64), "-9223372036854775808"))
	c.Run("int64 highest at exclusive maximum", func(k *Kinds) { k.Int64Exclusive = math.MaxInt64 },
		one("exclusiveMaximum", "int64Exclusive", int64(math.MaxInt64), "9223372036854775807"))
	c.Run("int below", func(k *Kinds) { k.Int = -4 }, one("minimum", "int", -4, "-3"))
	c.Run("int zero above a negative maximum", func(k *Kinds) { k.Int = 0 }, one("maximum", "int", 0, "-1"))
	c.Run("int at exclusive minimum", func(k *Kinds) { k.IntExclusive = -3 },
		one("exclusiveMinimum", "intExclusive", -3, "-3"))
	c.Run("int at exclusive maximum", func(k *Kinds) { k.IntExclusive = -1 },
		one("exclusiveMaximum", "intExclusive", -1, "-1"))
	c.Run("uint8 zero", func(k *Kinds) { k.Uint8 = 0 }, one("minimum", "uint8", uint8(0), "100"))
	c.Run("uint8 above", func(k *Kinds) { k.Uint8 = 201 }, one("maximum", "uint8", uint8(201), "200"))
	c.Run("uint8 highest", func(k *Kinds) { k.Uint8 = math.MaxUint8 },
		one("maximum", "uint8", uint8(math.MaxUint8), "200"))
	c.Run("uint8 at exclusive minimum", func(k *Kinds) { k.Uint8Exclusive = 100 },
		one("exclusiveMinimum", "uint8Exclusive", uint8(100), "100"))
	c.Run("uint8 at exclusive maximum", func(k *Kinds) { k.Uint8Exclusive = 200 },
		one("exclusiveMaximum", "uint8Exclusive", uint8(200), "200"))
	c.Run("uint16 below", func(k *Kinds) { k.Uint16 = 49999 }, one("minimum", "uint16", uint16(49999), "50000"))
	c.Run("uint16 above", func(k *Kinds) { k.Uint16 = 60001 }, one("maximum", "uint16", uint16(60001), "60000"))
	c.Run("uint16 at exclusive minimum", func(k *Kinds) { k.Uint16Exclusive = 50000 },
		one("exclusiveMinimum", "uint16Exclusive", uint16(50000), "50000"))
	c.Run("uint16 at exclusive maximum", func(k *Kinds) { k.Uint16Exclusive = 60000 },
		one("exclusiveMaximum", "uint16Exclusive", uint16(60000), "60000"))
	c.Run("uint32 below", func(k *Kinds) { k.Uint32 = 2999999999 },
		one("minimum", "uint32", uint32(2999999999), "3000000000"))
	c.Run("uint32 above", func(k *Kinds) { k.Uint32 = 4000000001 },
		one("maximum", "uint32", uint32(4000000001), "4000000000"))
	c.Run("uint32 at exclusive minimum", func(k *Kinds) { k.Uint32Exclusive = 3000000000 },
		one("exclusiveMinimum", "uint32Exclusive", uint32(3000000000), "3000000000"))
	c.Run("uint32 at exclusive maximum", func(k *Kinds) { k.Uint32Exclusive = 4000000000 },
		one("exclusiveMaximum", "uint32Exclusive", uint32(4000000000), "4000000000"))
	c.Run("uint64 below", func(k *Kinds) { k.Uint64 = math.MaxInt64 - 1 },
		one("minimum", "uint64", uint64(math.MaxInt64-1), "9223372036854775807"))
	c.Run("uint64 zero", func(k *Kinds) { k.Uint64 = 0 }, one("minimum", "uint64", uint64(0), "9223372036854775807"))
	c.Run("uint64 above", func(k *Kinds) { k.Uint64 = math.MaxInt64 + 1 },
		one("maximum", "uint64", uint64(math.MaxInt64+1), "9223372036854775807"))
	c.Run("uint64 highest", func(k *Kinds) { k.Uint64 = math.MaxUint64 },
		one("maximum", "uint64", uint64(math.MaxUint64), "9223372036854775807"))
	c.Run("uint64 at exclusive minimum", func(k *Kinds) { k.Uint64AboveMaxInt64 = math.MaxInt64 },
		one("exclusiveMinimum", "uint64AboveMaxInt64", uint64(math.MaxInt64), "9223372036854775807"))
	c.Run("uint64 at exclusive maximum", func(k *Kinds) { k.Uint64BelowMaxInt64 = math.MaxInt64 },
		one("exclusiveMaximum", "uint64BelowMaxInt64", uint64(math.MaxInt64), "9223372036854775807"))
	c.Run("uint64 highest above exclusive maximum", func(k *Kinds) { k.Uint64BelowMaxInt64 = math.MaxUint64 },
		one("exclusiveMaximum", "uint64BelowMaxInt64", uint64(math.MaxUint64), "9223372036854775807"))
	c.Run("uint zero", func(k *Kinds) { k.Uint = 0 }, one("minimum", "uint", uint(0), "1"))
	c.Run("uint above", func(k *Kinds) { k.Uint = 2 }, one("maximum", "uint", uint(2), "1"))
	c.Run("uint at exclusive minimum zero", func(k *Kinds) { k.UintExclusive = 0 },
		one("exclusiveMinimum", "uintExclusive", uint(0), "0"))
	c.Run("uint at exclusive maximum", func(k *Kinds) { k.UintExclusive = 2 },
		one("exclusiveMaximum", "uintExclusive", uint(2), "2"))
	c.Run("uint above maximum zero", func(k *Kinds) { k.UintZero = 1 },
		boundErr("maximum", path("uintZero"), uint(1), "0"),
		boundErr("exclusiveMaximum", path("uintZero"), uint(1), "1"))
	c.Run("int8 lowest at exclusive minimum", func(k *Kinds) { k.Int8Inner = math.MinInt8 },
		one("exclusiveMinimum", "int8Inner", int8(math.MinInt8), "-128"))
	c.Run("int8 highest at exclusive maximum", func(k *Kinds) { k.Int8Inner = math.MaxInt8 },
		one("exclusiveMaximum", "int8Inner", int8(math.MaxInt8), "127"))
	c.Run("negative bounds on pointer, one below", func(k *Kinds) { k.NegativePtr = new(int32(-4)) },
		one("exclusiveMinimum", "negativePtr", int32(-4), "-4"))
	c.Run("negative bounds on pointer, two below", func(k *Kinds) { k.NegativePtr = new(int32(-5)) },
		boundErr("minimum", path("negativePtr"), int32(-5), "-4"),
		boundErr("exclusiveMinimum", path("negativePtr"), int32(-5), "-4"))
	c.Run("negative bounds on pointer, one above", func(k *Kinds) { k.NegativePtr = new(int32(-2)) },
		one("exclusiveMaximum", "negativePtr", int32(-2), "-2"))
	c.Run("negative bounds on pointer, two above", func(k *Kinds) { k.NegativePtr = new(int32(-1)) },
		boundErr("maximum", path("negativePtr"), int32(-1), "-2"),
		boundErr("exclusiveMaximum", path("negativePtr"), int32(-1), "-2"))
}

// TestKindsAllAtOnce breaks every field together: each reports its own
// error, none hides another.
func TestKindsAllAtOnce(t *testing.T) {
	path := field.NewPath
	c := validatetest.NewCases(t, localSchemeBuilder, lowKinds)
	c.Run("every field", func(k *Kinds) {
		*k = Kinds{Int8: -6, Int8Exclusive: 5, Int16: -301, Int16Exclusive: 300, Int32: 0, Int32Exclusive: -70000,
			Int64: math.MinInt64, Int64Exclusive: math.MaxInt64, Int: 0, IntExclusive: -3, Uint8: 0, Uint8Exclusive: 200,
			Uint16: 0, Uint16Exclusive: 50000, Uint32: 0, Uint32Exclusive: 4000000000, Uint64: math.MaxUint64,
			Uint64AboveMaxInt64: 0, Uint64BelowMaxInt64: math.MaxInt64, Uint: 0, UintExclusive: 0, UintZero: 1,
			Int8Full: 0, Int8Inner: math.MinInt8}
	},
		boundErr("minimum", path("int8"), int8(-6), "-5"),
		boundErr("exclusiveMaximum", path("int8Exclusive"), int8(5), "5"),
		boundErr("minimum", path("int16"), int16(-301), "-300"),
		boundErr("exclusiveMaximum", path("int16Exclusive"), int16(300), "300"),
		boundErr("maximum", path("int32"), int32(0), "-69000"),
		boundErr("exclusiveMinimum", path("int32Exclusive"), int32(-70000), "-70000"),
		boundErr("minimum", path("int64"), int64(math.MinInt64), "-9223372036854775807"),
		boundErr("exclusiveMaximum", path("int64Exclusive"), int64(math.MaxInt64), "9223372036854775807"),
		boundErr("maximum", path("int"), 0, "-1"),
		boundErr("exclusiveMinimum", path("intExclusive"), -3, "-3"),
		boundErr("minimum", path("uint8"), uint8(0), "100"),
		boundErr("exclusiveMaximum", path("uint8Exclusive"), uint8(200), "200"),
		boundErr("minimum", path("uint16"), uint16(0), "50000"),
		boundErr("exclusiveMinimum", path("uint16Exclusive"), uint16(50000), "50000"),
		boundErr("minimum", path("uint32"), uint32(0), "3000000000"),
		boundErr("exclusiveMaximum", path("uint32Exclusive"), uint32(4000000000), "4000000000"),
		boundErr("maximum", path("uint64"), uint64(math.MaxUint64), "9223372036854775807"),
		boundErr("exclusiveMinimum", path("uint64AboveMaxInt64"), uint64(0), "9223372036854775807"),
		boundErr("exclusiveMaximum", path("uint64BelowMaxInt64"), uint64(math.MaxInt64), "9223372036854775807"),
		boundErr("minimum", path("uint"), uint(0), "1"),
		boundErr("exclusiveMinimum", path("uintExclusive"), uint(0), "0"),
		boundErr("maximum", path("uintZero"), uint(1), "0"),
		boundErr("exclusiveMaximum", path("uintZero"), uint(1), "1"),
		boundErr("exclusiveMinimum", path("int8Inner"), int8(math.MinInt8), "-128"))
}
