package cohorts

import (
	"context"
	"slices"
	"testing"
)

// The unnamed cohort's failing short-circuit check on the type stops
// everything else about the value: its regular checks, its named cohorts
// and the validation of its fields.
func TestTypeShortCircuitStopsEverything(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&T{S: "x"}).ExpectValidateFalseByPath(map[string][]string{
		"": {"type T short-circuit"},
	})
}

// The same on a field: its unnamed short-circuit stops its named cohorts.
func TestFieldShortCircuitStopsCohorts(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&U{S: "x"}).ExpectValidateFalseByPath(map[string][]string{
		"s": {"field U.S short-circuit"},
	})
	errs := localSchemeBuilder.Validate(context.Background(), nil, &U{})
	if len(errs) != 1 || !errs[0].ShortCircuit {
		t.Errorf("want one error marked ShortCircuit, got %v", errs)
	}
}

func fullV() *V {
	return &V{S: "x", L: []int{1, 2}, M: map[string]int{"k": 1}}
}

// Without an unnamed short-circuit failure, each named cohort's
// short-circuit stops only that cohort; NonError stops it silently.
func TestCohortsAreIndependent(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(fullV()).ExpectValidateFalseByPath(map[string][]string{
		"":     {"type V regular", "type V c2 regular", "type V c1 short-circuit"},
		"s":    {"field V.S regular", "field V.S c1 short-circuit", "field V.S c2 regular"},
		"l[0]": {"items of V.L c2 regular", "items of V.L c1 short-circuit"},
		"l[1]": {"items of V.L c2 regular", "items of V.L c1 short-circuit"},
		"m":    {"keys of V.M c1 short-circuit", "keys of V.M c2 regular"},
		"m[k]": {"values of V.M c1 regular"},
	})
}

// Errors come out in evaluation order: the unnamed cohort, then the named
// cohorts in the order they are first written.
func TestCohortOrder(t *testing.T) {
	errs := localSchemeBuilder.Validate(context.Background(), nil, &V{S: "x"})
	var got []string
	for _, e := range errs {
		got = append(got, e.Field+": "+e.Detail)
	}
	want := []string{
		"<nil>: forced failure: type V regular",
		"<nil>: forced failure: type V c2 regular",
		"<nil>: forced failure: type V c1 short-circuit",
		"s: forced failure: field V.S regular",
		"s: forced failure: field V.S c1 short-circuit",
		"s: forced failure: field V.S c2 regular",
	}
	if !slices.Equal(got, want) {
		t.Errorf("errors in order:\n got %q\nwant %q", got, want)
	}
	for _, e := range errs {
		if want := e.Detail == "forced failure: type V c1 short-circuit" || e.Detail == "forced failure: field V.S c1 short-circuit"; e.ShortCircuit != want {
			t.Errorf("%s: ShortCircuit = %v, want %v", e.Detail, e.ShortCircuit, want)
		}
	}
}

func TestCohortsUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	// List items are left out: fixture eachval covers their ratcheting.
	noList := func() *V {
		v := fullV()
		v.L = nil
		return v
	}
	// Unchanged, a root object still runs its type's own test checks (as
	// Kubernetes does: only callers skip unchanged values), cohorts and
	// short-circuits included; nothing else.
	st.Value(noList()).OldValue(noList()).ExpectValidateFalseByPath(map[string][]string{
		"": {"type V regular", "type V c2 regular", "type V c1 short-circuit"},
	})
	st.Value(&U{S: "x"}).OldValue(&U{S: "x"}).ExpectValid().ExpectAllocs(0)

	// A changed field re-runs its cohorts; the type changed too, so it
	// re-runs its own.
	changed := noList()
	changed.S = "y"
	changed.M = map[string]int{"k": 1, "new": 1}
	st.Value(changed).OldValue(noList()).ExpectValidateFalseByPath(map[string][]string{
		"":       {"type V regular", "type V c2 regular", "type V c1 short-circuit"},
		"s":      {"field V.S regular", "field V.S c1 short-circuit", "field V.S c2 regular"},
		"m":      {"keys of V.M c1 short-circuit", "keys of V.M c2 regular"},
		"m[new]": {"values of V.M c1 regular"},
	})
}
