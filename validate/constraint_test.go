package validate

import (
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func TestCompareIntegersAcrossKinds(t *testing.T) {
	for _, tc := range []struct {
		name string
		got  int
		want int
	}{
		{"equal int32/int64", compareIntegers(int32(5), int64(5)), 0},
		{"less", compareIntegers(int8(-1), int64(0)), -1},
		{"greater", compareIntegers(uint16(7), int32(6)), 1},
		{"negative vs unsigned", compareIntegers(int64(-1), uint64(math.MaxUint64)), -1},
		{"unsigned vs negative", compareIntegers(uint8(0), int8(-128)), 1},
		{"above MaxInt64", compareIntegers(uint64(math.MaxInt64)+1, int64(math.MaxInt64)), 1},
		{"both negative", compareIntegers(int16(-300), int64(-299)), -1},
		{"both negative, equal", compareIntegers(int8(-128), int64(-128)), 0},
		{"min int64 vs max uint64", compareIntegers(int64(math.MinInt64), uint64(math.MaxUint64)), -1},
		{"typedef", compareIntegers(testReplicas(3), testPort(3)), 0},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got %d, want %d", tc.name, tc.got, tc.want)
		}
	}
}

func TestFieldBounds(t *testing.T) {
	type bound = FieldBound[testReplicas, int64]
	type checkFunc = func(*Path, string, string, bool, bound, bound) field.ErrorList
	invalid := func(bad testReplicas, detail, origin string) field.ErrorList {
		return field.ErrorList{{Type: field.ErrorTypeInvalid, Field: itemName + ".min", BadValue: bad, Detail: detail, Origin: origin}}
	}
	at := func(v testReplicas, limit int64) bound { return bound{Value: v, Limit: limit, Set: true} }
	minimum, maximum := MinimumField[testReplicas, int64], MaximumField[testReplicas, int64]
	for _, tc := range []struct {
		name     string
		fn       checkFunc
		update   bool
		now, old bound
		want     field.ErrorList
	}{
		{name: "minimum at the limit", fn: minimum, now: at(3, 3)},
		{name: "minimum below", fn: minimum, now: at(2, 3), want: invalid(2, "must be greater than or equal to limits.max (3)", "minimum")},
		{name: "maximum at the limit", fn: maximum, now: at(3, 3)},
		{name: "maximum above", fn: maximum, now: at(4, 3), want: invalid(4, "must be less than or equal to limits.max (3)", "maximum")},
		{name: "exclusive minimum above", fn: ExclusiveMinimumField[testReplicas, int64], now: at(4, 3)},
		{name: "exclusive minimum at the limit", fn: ExclusiveMinimumField[testReplicas, int64], now: at(3, 3),
			want: invalid(3, "must be greater than limits.max (3)", "exclusiveMinimum")},
		{name: "exclusive maximum below", fn: ExclusiveMaximumField[testReplicas, int64], now: at(-1, 0)},
		{name: "exclusive maximum at the limit", fn: ExclusiveMaximumField[testReplicas, int64], now: at(-4, -4),
			want: invalid(-4, "must be less than limits.max (-4)", "exclusiveMaximum")},
		{name: "unset is not checked", fn: minimum, now: bound{}},
		{name: "update, unchanged: ratcheted", fn: minimum, update: true, now: at(1, 3), old: at(1, 3)},
		{name: "update, limit changed", fn: minimum, update: true, now: at(1, 3), old: at(1, 2),
			want: invalid(1, "must be greater than or equal to limits.max (3)", "minimum")},
		{name: "update, value changed", fn: minimum, update: true, now: at(1, 3), old: at(0, 3),
			want: invalid(1, "must be greater than or equal to limits.max (3)", "minimum")},
		{name: "update, newly set", fn: minimum, update: true, now: at(1, 3), old: bound{},
			want: invalid(1, "must be greater than or equal to limits.max (3)", "minimum")},
		{name: "create with an equal old value: checked", fn: minimum, now: at(1, 3), old: at(1, 3),
			want: invalid(1, "must be greater than or equal to limits.max (3)", "minimum")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := atItemName(func(p *Path) field.ErrorList { return tc.fn(p, "min", "limits.max", tc.update, tc.now, tc.old) })
			expectErrors(t, got, tc.want)
		})
	}
}

// The message prints the limit in its own kind: a huge unsigned limit is
// not wrapped to a negative number, and the bad value keeps its type.
func TestFieldBoundUnsignedLimitMessage(t *testing.T) {
	got := atItemName(func(p *Path) field.ErrorList {
		return MinimumField(p, "min", "max", false, FieldBound[int8, uint64]{Value: -1, Limit: math.MaxUint64, Set: true}, FieldBound[int8, uint64]{})
	})
	want := field.ErrorList{{Type: field.ErrorTypeInvalid, Field: itemName + ".min", BadValue: int8(-1),
		Detail: "must be greater than or equal to max (18446744073709551615)", Origin: "minimum"}}
	expectErrors(t, got, want)
}

func TestFieldBoundsValidAllocateNothing(t *testing.T) {
	root := Root()
	spec := root.Child("spec")
	now := FieldBound[int32, int64]{Value: 3, Limit: 5, Set: true}
	allocs := testing.AllocsPerRun(100, func() {
		if MaximumField(&spec, "min", "max", true, now, FieldBound[int32, int64]{}) != nil ||
			MinimumField(&spec, "max", "min", false, FieldBound[int64, int32]{Value: 5, Limit: 3, Set: true}, FieldBound[int64, int32]{}) != nil {
			t.Fatal("input is not valid")
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations on valid input, want 0", allocs)
	}
}

func BenchmarkFieldBoundsValid(b *testing.B) {
	root := Root()
	spec := root.Child("spec")
	now := FieldBound[int32, int64]{Value: 3, Limit: 5, Set: true}
	b.ReportAllocs()
	for b.Loop() {
		if MaximumField(&spec, "min", "max", true, now, FieldBound[int32, int64]{}) != nil ||
			ExclusiveMaximumField(&spec, "min", "ceiling", false, now, FieldBound[int32, int64]{}) != nil {
			b.Fatal("input is not valid")
		}
	}
}
