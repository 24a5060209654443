package monotonic

import (
	"context"
	"fmt"
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

func path(name string) *field.Path { return field.NewPath(name) }

// decreased is Kubernetes' error for a smaller value; the bad value is the
// new value, of the field's type.
func decreased(p *field.Path, v, old any) *field.Error {
	return field.Invalid(p, v, fmt.Sprintf("may not be decreased from %v", old)).WithOrigin("monotonic")
}

// exactly also compares bad values, which ExpectInvalid ignores.
var exactly = field.ErrorMatcher{}.Exactly()

// base returns a Root with every field at 5. Every call returns a fresh,
// independent value.
func base() *Root {
	return &Root{
		Int:        5,
		Int8:       5,
		Uint64:     5,
		Int64Ptr:   new(int64(5)),
		Typedef:    5,
		TypedefPtr: new(Generation(5)),
		Chain:      5,
		ChainPtr:   new(Revision(5)),
		Bounded:    5,
		Values:     map[string]Generation{"a": 5},
		Items:      []Generation{5, 6},
		Counters:   []Counter{{"a", 5}, {"b", 5}},
		Nested:     Counter{"n", 5},
		NestedPtr:  &Counter{"n", 5},
	}
}

func build(mutate func(*Root)) *Root {
	r := base()
	if mutate != nil {
		mutate(r)
	}
	return r
}

// change is one update from base with old applied to base with new
// applied (nil: base as is); want are its exact errors (nil: valid).
type change struct {
	name     string
	old, new func(*Root)
	want     field.ErrorList
}

// run checks that both states may be created, that unchanged updates are
// valid without allocating, and that old -> new reports exactly want
// (bad values included); a valid update allocates nothing.
func run(t *testing.T, changes []change) {
	t.Helper()
	for _, c := range changes {
		t.Run(c.name, func(t *testing.T) {
			st := localSchemeBuilder.Test(t)
			st.Value(build(c.old)).ExpectValid().ExpectAllocs(0)
			st.Value(build(c.new)).ExpectValid().ExpectAllocs(0)
			st.Value(build(c.new)).OldValue(build(c.new)).ExpectValid().ExpectAllocs(0)
			if c.want == nil {
				st.Value(build(c.new)).OldValue(build(c.old)).ExpectValid().ExpectAllocs(0)
				return
			}
			st.Value(build(c.new)).OldValue(build(c.old)).ExpectMatches(exactly, c.want)
		})
	}
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(base()).ExpectValid().ExpectAllocs(0)
	st.Value(base()).OldValue(base()).ExpectValid().ExpectAllocs(0)
	// Bounded's minimum is the only rule that applies on create.
	st.Value(&Root{Bounded: 1}).ExpectValid().ExpectAllocs(0)
}

func TestFields(t *testing.T) {
	run(t, []change{
		{"int increase", nil, func(r *Root) { r.Int = 6 }, nil},
		{"int decrease by one", nil, func(r *Root) { r.Int = 4 }, field.ErrorList{decreased(path("int"), 4, 5)}},
		{"int to zero", nil, func(r *Root) { r.Int = 0 }, field.ErrorList{decreased(path("int"), 0, 5)}},
		{"int to negative", nil, func(r *Root) { r.Int = -1 }, field.ErrorList{decreased(path("int"), -1, 5)}},
		{"int from zero", func(r *Root) { r.Int = 0 }, nil, nil},
		{"int8 full range up", func(r *Root) { r.Int8 = math.MinInt8 }, func(r *Root) { r.Int8 = math.MaxInt8 }, nil},
		{"int8 full range down", func(r *Root) { r.Int8 = math.MaxInt8 }, func(r *Root) { r.Int8 = math.MinInt8 },
			field.ErrorList{decreased(path("int8"), int8(math.MinInt8), math.MaxInt8)}},
		{"uint64 max to zero", func(r *Root) { r.Uint64 = math.MaxUint64 }, func(r *Root) { r.Uint64 = 0 },
			field.ErrorList{decreased(path("uint64"), uint64(0), uint64(math.MaxUint64))}},
		{"uint64 increase", nil, func(r *Root) { r.Uint64 = math.MaxUint64 }, nil},
	})
}

// TestPointers: a pointer's rule applies between two set values; setting
// and clearing are no decrease.
func TestPointers(t *testing.T) {
	run(t, []change{
		{"pointer decrease", nil, func(r *Root) { r.Int64Ptr = new(int64(4)) },
			field.ErrorList{decreased(path("int64Ptr"), int64(4), 5)}},
		{"pointer increase", nil, func(r *Root) { r.Int64Ptr = new(int64(6)) }, nil},
		{"pointer set", func(r *Root) { r.Int64Ptr = nil }, func(r *Root) { r.Int64Ptr = new(int64(-9)) }, nil},
		{"pointer cleared", nil, func(r *Root) { r.Int64Ptr = nil }, nil},
	})
}

func TestTypedefs(t *testing.T) {
	run(t, []change{
		{"typedef decrease", nil, func(r *Root) { r.Typedef = 4 },
			field.ErrorList{decreased(path("typedef"), Generation(4), Generation(5))}},
		{"typedef increase", nil, func(r *Root) { r.Typedef = 6 }, nil},
		{"typedef pointer decrease", nil, func(r *Root) { r.TypedefPtr = new(Generation(4)) },
			field.ErrorList{decreased(path("typedefPtr"), Generation(4), Generation(5))}},
		{"typedef pointer cleared", nil, func(r *Root) { r.TypedefPtr = nil }, nil},
		// Revision -> Generation: the Generation link's rule applies, to
		// the value seen as a Generation.
		{"chain decrease", nil, func(r *Root) { r.Chain = 4 },
			field.ErrorList{decreased(path("chain"), Generation(4), Generation(5))}},
		{"chain pointer decrease", nil, func(r *Root) { r.ChainPtr = new(Revision(4)) },
			field.ErrorList{decreased(path("chainPtr"), Generation(4), Generation(5))}},
		{"chain increase to maximum", nil, func(r *Root) { r.Chain = 100 }, nil},
	})
}

// TestWithOtherRules: monotonic is not a short-circuit check, so other
// checks of the value report alongside it, and unchanged values ratchet.
func TestWithOtherRules(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	low := build(func(r *Root) { r.Bounded = 0 })
	tooSmall := field.Invalid(path("bounded"), int32(0), "must be greater than or equal to 1").WithOrigin("minimum")
	st.Value(low).ExpectMatches(exactly, field.ErrorList{tooSmall})
	st.Value(low).OldValue(build(func(r *Root) { r.Bounded = 0 })).ExpectValid()
	st.Value(low).OldValue(base()).ExpectMatches(exactly, field.ErrorList{decreased(path("bounded"), int32(0), int32(5)), tooSmall})
	st.Value(base()).OldValue(low).ExpectValid()

	high := build(func(r *Root) { r.Chain = 101 })
	tooBig := field.Invalid(path("chain"), Revision(101), "must be less than or equal to 100").WithOrigin("maximum")
	st.Value(high).ExpectMatches(exactly, field.ErrorList{tooBig})
	st.Value(high).OldValue(build(func(r *Root) { r.Chain = 101 })).ExpectValid()
	st.Value(base()).OldValue(high).ExpectMatches(exactly, field.ErrorList{decreased(path("chain"), Generation(5), Generation(101))})
	st.Value(build(func(r *Root) { r.Chain = 102 })).OldValue(high).ExpectMatches(exactly,
		field.ErrorList{field.Invalid(path("chain"), Revision(102), "must be less than or equal to 100").WithOrigin("maximum")})
}

func TestItemsAndValues(t *testing.T) {
	run(t, []change{
		{"map value decrease", nil, func(r *Root) { r.Values["a"] = 4 },
			field.ErrorList{decreased(path("values").Key("a"), Generation(4), Generation(5))}},
		{"map value new key", nil, func(r *Root) { r.Values["b"] = 0 }, nil},
		{"map value removed", nil, func(r *Root) { delete(r.Values, "a") }, nil},
		// Atomic list items have no old values: a smaller item is new.
		{"list item smaller", nil, func(r *Root) { r.Items[1] = 1 }, nil},
		{"list items reversed and smaller", nil, func(r *Root) { r.Items = []Generation{1, 0} }, nil},
		{"map list item decrease", nil, func(r *Root) { r.Counters[1].Count = 4 },
			field.ErrorList{decreased(path("counters").Index(1).Child("count"), int32(4), int32(5))}},
		{"map list item decrease after reorder", nil, func(r *Root) { r.Counters = []Counter{{"b", 4}, {"a", 5}} },
			field.ErrorList{decreased(path("counters").Index(0).Child("count"), int32(4), int32(5))}},
		{"map list new item", nil, func(r *Root) { r.Counters = append(r.Counters, Counter{"c", 0}) }, nil},
	})
}

// TestParentLifecycle: the rule holds within one parent; a new parent
// starts over.
func TestParentLifecycle(t *testing.T) {
	run(t, []change{
		{"nested decrease", nil, func(r *Root) { r.Nested.Count = 4 },
			field.ErrorList{decreased(path("nested").Child("count"), int32(4), int32(5))}},
		{"optional parent decrease", nil, func(r *Root) { r.NestedPtr.Count = 4 },
			field.ErrorList{decreased(path("nestedPtr").Child("count"), int32(4), int32(5))}},
		{"optional parent set", func(r *Root) { r.NestedPtr = nil }, func(r *Root) { r.NestedPtr = &Counter{Count: -5} }, nil},
		{"optional parent cleared", nil, func(r *Root) { r.NestedPtr = nil }, nil},
	})
}

// TestErrorAttributes checks what ExpectMatches compares loosely: the
// error is not a short-circuit error.
func TestErrorAttributes(t *testing.T) {
	errs := localSchemeBuilder.ValidateUpdate(context.Background(), nil, build(func(r *Root) { r.Int = 4 }), base())
	if len(errs) != 1 {
		t.Fatalf("want 1 error, got %v", errs)
	}
	if e := errs[0]; e.Field != "int" || e.BadValue != 4 || e.Detail != "may not be decreased from 5" || e.ShortCircuit {
		t.Errorf("got %#v", e)
	}
	// Create never reports a decrease.
	if errs := localSchemeBuilder.Validate(context.Background(), nil, build(func(r *Root) { r.Int = -100 })); len(errs) != 0 {
		t.Errorf("create: %v", errs)
	}
}
