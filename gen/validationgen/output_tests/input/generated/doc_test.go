package generated

import (
	"context"
	"testing"

	"github.com/kubedv/kubedv/gen/validationgen/output_tests/input/types"
	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

var root = field.NewPath

func validWidget() *types.Widget {
	return &types.Widget{
		Name:     "abcdefgh",
		Replicas: new(types.Replicas(10)),
		Ports:    []int{1},
		Labels:   map[string]types.Replicas{"abcd": 0},
		Spec:     types.Spec{Items: []types.Replicas{0, 10}},
		Mode:     types.ModeSafe,
	}
}

func invalidWidget() *types.Widget {
	forced := "x"
	return &types.Widget{
		Name:     "abcdefghi",
		Replicas: new(types.Replicas(11)),
		Labels:   map[string]types.Replicas{"abcde": -1},
		Spec:     types.Spec{Forced: &forced, Items: []types.Replicas{-1, 0, 11}},
		Mode:     "Slow",
	}
}

func invalidWidgetErrors() []*field.Error {
	return []*field.Error{
		field.TooLongCharacters(root("name"), "abcdefghi", 8).WithOrigin("maxLength"),
		field.Invalid(root("replicas"), 11, "must be less than or equal to 10").WithOrigin("maximum"),
		field.TooLongCharacters(root("labels"), "abcde", 4).WithOrigin("maxLength"),
		field.Invalid(root("labels").Key("abcde"), -1, "must be greater than or equal to 0").WithOrigin("minimum"),
		field.Invalid(root("spec", "forced"), "x", "forced failure: field Spec.Forced").WithOrigin("validateFalse"),
		// maxItems short-circuits: the items of a list over the limit are not checked.
		field.TooMany(root("spec", "items"), 3, 2).WithOrigin("maxItems"),
		field.NotSupported(root("mode"), types.Mode("Slow"), []types.Mode{types.ModeFast, types.ModeSafe}),
	}
}

// The types live in package types; their validation, generated here, is
// registered for *types.Widget.
func TestInputPackageValidation(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(validWidget()).ExpectValid().ExpectAllocs(0)
	st.Value(invalidWidget()).ExpectInvalid(invalidWidgetErrors()...)
	st.Value(&types.Widget{Mode: types.ModeFast, Ports: []int{0}}).ExpectInvalid(
		field.Required(root("name"), ""),
		field.Invalid(root("ports").Index(0), 0, "must be greater than or equal to 1").WithOrigin("minimum"),
	)
	errs := localSchemeBuilder.Validate(context.Background(), nil, &types.Widget{Mode: types.ModeFast})
	if len(errs) != 1 || !errs[0].ShortCircuit {
		t.Errorf("want one short-circuit Required error, got %v", errs)
	}
}

func TestInputPackageUpdate(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	st.Value(invalidWidget()).OldValue(invalidWidget()).ExpectValid().ExpectAllocs(0)
	st.Value(validWidget()).OldValue(invalidWidget()).ExpectValid().ExpectAllocs(0)
	st.Value(invalidWidget()).OldValue(validWidget()).ExpectInvalid(invalidWidgetErrors()...)
}

// Every type with rules that a root reaches gets a public function taking
// the input package's type; non-root types are not registered.
func TestInputPackageFunctions(t *testing.T) {
	ctx := context.Background()
	createOp := operation.Operation{Type: operation.Create}
	errs := Validate_NotRoot(ctx, createOp, field.NewPath("x"), &types.NotRoot{N: 0}, nil)
	want := field.Invalid(field.NewPath("x", "n"), 0, "must be greater than or equal to 1").WithOrigin("minimum")
	if len(errs) != 1 || errs[0].Field != want.Field || errs[0].Detail != want.Detail || errs[0].Origin != want.Origin {
		t.Errorf("Validate_NotRoot: got %v, want %v", errs, want)
	}
	if errs := Validate_Mode(ctx, createOp, nil, new(types.Mode), nil); len(errs) != 1 {
		t.Errorf("Validate_Mode(\"\"): want one error, got %v", errs)
	}
	if errs := Validate_Replicas(ctx, createOp, nil, new(types.Replicas(5)), nil); len(errs) != 0 {
		t.Errorf("Validate_Replicas(5): want no errors, got %v", errs)
	}
	errs = localSchemeBuilder.Validate(ctx, nil, &types.NotRoot{})
	if len(errs) != 1 || errs[0].Type != field.ErrorTypeInternal {
		t.Errorf("NotRoot is registered, want an unregistered-type error: %v", errs)
	}
}
