package constraint

import (
	"context"
	"fmt"
	"math"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func below(p *field.Path, v any, limitPath string, limit any) *field.Error {
	return field.Invalid(p, v, fmt.Sprintf("must be greater than or equal to %s (%d)", limitPath, limit)).WithOrigin("minimum")
}

func above(p *field.Path, v any, limitPath string, limit any) *field.Error {
	return field.Invalid(p, v, fmt.Sprintf("must be less than or equal to %s (%d)", limitPath, limit)).WithOrigin("maximum")
}

// validScale has every bounded value exactly at its limit (or one step
// inside an exclusive one).
func validScale() Scale {
	return Scale{
		MaxReplicas: 5, MinReplicas: 5,
		Current: new(Replicas(3)), Limits: &Limits{Max: new(Replicas(3)), Ceiling: 3},
		Weight: 2, Floor: 1,
		Spent: 7, Window: Window{Budget: 7},
	}
}

// brokenScale breaks every bound at its limit.
func brokenScale() Scale {
	return Scale{
		MaxReplicas: 4, MinReplicas: 5,
		Current: new(Replicas(4)), Limits: &Limits{Max: new(Replicas(3)), Ceiling: 1},
		Weight: 1, Floor: 1,
		Spent: 8, Window: Window{Budget: 7},
	}
}

func brokenScaleErrors(p *field.Path) []*field.Error {
	return []*field.Error{
		below(p.Child("maxReplicas"), int32(4), "minReplicas", 5),
		above(p.Child("current"), Replicas(4), "limits.max", 3),
		field.Invalid(p.Child("weight"), int8(1), "must be greater than floor (1)").WithOrigin("exclusiveMinimum"),
		field.Invalid(p.Child("weight"), int8(1), "must be less than limits.ceiling (1)").WithOrigin("exclusiveMaximum"),
		above(p.Child("spent"), uint16(8), "budget", 7),
		above(p.Child("limits", "max"), Replicas(3), "ceiling", 1),
	}
}

func TestScaleCreate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	s := validScale()
	st.Value(&s).ExpectValid().ExpectAllocs(0)
	// The zero value breaks only the exclusive lower bound: 0 > 0 is false.
	st.Value(&Scale{}).ExpectInvalid(field.Invalid(root("weight"), int8(0), "must be greater than floor (0)").WithOrigin("exclusiveMinimum"))
	st.Value(&Scale{Floor: -1}).ExpectValid().ExpectAllocs(0)

	b := brokenScale()
	st.Value(&b).ExpectInvalid(brokenScaleErrors(nil)...)

	// Errors keep the constrained field's own type as the bad value.
	errs := localSchemeBuilder.Validate(context.Background(), nil, &b)
	if len(errs) == 0 || errs[0].BadValue != int32(4) || errs[0].ShortCircuit {
		t.Errorf("want a non-short-circuit error with bad value int32(4) first, got %v", errs)
	}

	// The constant bound applies next to the field bound.
	s = validScale()
	s.Current = new(Replicas(-1))
	st.Value(&s).ExpectInvalid(field.Invalid(root("current"), Replicas(-1), "must be greater than or equal to 0").WithOrigin("minimum"))
}

func TestScaleUnsetSkips(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	// A nil pointer on either path skips the bound.
	for _, s := range []Scale{
		{Current: nil, Limits: &Limits{Max: new(Replicas(0)), Ceiling: 1}, Floor: -1},
		{Current: new(Replicas(9)), Limits: nil, Floor: -1},
		{Current: new(Replicas(9)), Limits: &Limits{Max: nil, Ceiling: 100}, Floor: -1},
	} {
		st.Value(&s).ExpectValid().ExpectAllocs(0)
	}
	// Weight's upper bound is read through limits: without it only the lower one applies.
	st.Value(&Scale{Weight: 100, Floor: 100}).ExpectInvalid(
		field.Invalid(root("weight"), int8(100), "must be greater than floor (100)").WithOrigin("exclusiveMinimum"))
}

// Integers of different kinds compare exactly.
func TestScaleMixedKinds(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(&Scale{Weight: -128, Floor: math.MinInt8, Limits: &Limits{Ceiling: 0}}).ExpectInvalid(
		field.Invalid(root("weight"), int8(-128), "must be greater than floor (-128)").WithOrigin("exclusiveMinimum"))
	st.Value(&Scale{Weight: 127, Floor: -1, Limits: &Limits{Ceiling: math.MaxUint64}}).ExpectValid()
	st.Value(&Scale{Weight: -1, Floor: -2, Limits: &Limits{Ceiling: 0}}).ExpectValid()
	// A negative budget is below every unsigned value.
	st.Value(&Scale{Spent: 0, Window: Window{Budget: -1}, Floor: -1}).ExpectInvalid(above(root("spent"), uint16(0), "budget", -1))
	st.Value(&Scale{MaxReplicas: math.MaxInt32, MinReplicas: math.MaxInt32 + 1, Floor: -1}).ExpectInvalid(
		below(root("maxReplicas"), int32(math.MaxInt32), "minReplicas", int64(math.MaxInt32)+1))
}

func TestScaleUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	broken := func() *Scale { s := brokenScale(); return &s }

	// Unchanged: ratcheted, also when an unrelated field changes.
	st.Value(broken()).OldValue(broken()).ExpectValid().ExpectAllocs(0)
	changed := broken()
	changed.Note = "new"
	st.Value(changed).OldValue(broken()).ExpectValid().ExpectAllocs(0)

	// Each bound ratchets on the two fields it reads: minReplicas changing
	// re-validates the bound of maxReplicas and no other.
	changed = broken()
	changed.MinReplicas = 6
	st.Value(changed).OldValue(broken()).ExpectInvalid(below(root("maxReplicas"), int32(4), "minReplicas", 6))

	// Changing the constrained value re-validates it.
	changed = broken()
	changed.Spent = 9
	st.Value(changed).OldValue(broken()).ExpectInvalid(above(root("spent"), uint16(9), "budget", 7))
	// The limit read through a pointer changing re-validates current (and
	// limits.max itself, whose own bound is still broken).
	changed = broken()
	changed.Limits.Max = new(Replicas(2))
	st.Value(changed).OldValue(broken()).ExpectInvalid(
		above(root("current"), Replicas(4), "limits.max", 2),
		above(root("limits", "max"), Replicas(2), "ceiling", 1))
	// Newly set: validated.
	changed = broken()
	old := broken()
	old.Current = nil
	st.Value(changed).OldValue(old).ExpectInvalid(above(root("current"), Replicas(4), "limits.max", 3))

	// From invalid to valid.
	valid := validScale()
	st.Value(&valid).OldValue(broken()).ExpectValid()
}

func TestGated(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	on, off := map[string]bool{"FeatureX": true}, map[string]bool{"FeatureX": false}
	st.Value(&Gated{Value: 1, Low: 1, High: 1}).Opts(on).ExpectValid().ExpectAllocs(0)
	st.Value(&Gated{Value: 0, Low: 1, High: 1}).Opts(on).ExpectInvalid(below(root("value"), 0, "low", 1))
	st.Value(&Gated{Value: 0, Low: 1, High: 1}).Opts(off).ExpectValid()
	// The bound is a check on the struct, so an undefined option is reported there.
	st.Value(&Gated{Value: 0}).ExpectInvalid(field.InternalError(nil, fmt.Errorf("undefined validation option %q", "FeatureX")))

	bad := &Gated{Value: 2, High: 1}
	st.Value(bad).Opts(off).ExpectInvalid(above(root("value"), 2, "high", 1))
	errs := localSchemeBuilder.Validate(context.Background(), off, bad)
	if len(errs) != 1 || !errs[0].IsAlpha() {
		t.Errorf("want one alpha error, got %v", errs)
	}
	st.Value(bad).OldValue(&Gated{Value: 2, High: 1}).Opts(on).ExpectValid()
}

func TestHolderPaths(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	s := validScale()
	valid := &Holder{Ptr: &s, List: []Scale{s, s}, Map: map[string]Scale{"k": s}}
	st.Value(valid).ExpectValid().ExpectAllocs(0)
	st.Value(valid).OldValue(valid).ExpectValid().ExpectAllocs(0)

	b := brokenScale()
	h := &Holder{Ptr: &b, List: []Scale{s, b}, Map: map[string]Scale{"k": b}}
	var want []*field.Error
	for _, p := range []*field.Path{root("ptr"), root("list").Index(1), root("map").Key("k")} {
		want = append(want, brokenScaleErrors(p)...)
	}
	st.Value(h).ExpectInvalid(want...)
	st.Value(h).OldValue(h).ExpectValid()
}
