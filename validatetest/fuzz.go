package validatetest

import (
	"fmt"
	"reflect"

	"sigs.k8s.io/randfill"
)

// The filler settings make fuzzed values reach every validation: no nil
// pointers, maps or slices, two items in every list and map (enough to
// exercise per-item and uniqueness checks), a depth bound so recursive
// types terminate, and a fixed seed so a type always gets the same value.
const (
	fuzzSeed     = 0
	fuzzItems    = 2
	fuzzMaxDepth = 8
)

// ValueFuzzed fills v, a non-nil pointer, with pseudo-random data and
// starts a test case for it, as Value does. Filling is deterministic: no
// nil pointers, maps or slices, exactly two items in every list and map
// (fewer in a map only if two generated keys collide), nesting cut off at
// depth 8, and always seed 0, so the same type always gets the same value.
// Whatever v held is overwritten. If v cannot be filled (not a pointer, or
// a type with interface, func or chan fields) the test fails.
func (t *Tester) ValueFuzzed(v any) *ValueTester {
	t.tb.Helper()
	if err := fillDeterministically(v); err != nil {
		t.tb.Errorf("ValueFuzzed: %v", err)
	}
	return t.Value(v)
}

// fillDeterministically fills the value v points to with a fresh filler,
// turning the filler's panics on unsupported types into an error.
func fillDeterministically(v any) (err error) {
	if rv := reflect.ValueOf(v); rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("cannot fill %T: want a non-nil pointer", v)
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("cannot fill %T: %v", v, r)
		}
	}()
	randfill.NewWithSeed(fuzzSeed).
		NilChance(0).
		NumElements(fuzzItems, fuzzItems).
		MaxDepth(fuzzMaxDepth).
		Fill(v)
	return nil
}
