package v1

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
)

// These tests exercise the generated validation through runtime.Scheme, the
// way API servers call it. They skip until validation-gen has written
// zz_generated.validations.go, because until then nothing is registered.

func validatingScheme(tb testing.TB) *runtime.Scheme {
	tb.Helper()
	scheme := runtime.NewScheme()
	if err := AddToScheme(scheme); err != nil {
		tb.Fatalf("AddToScheme: %v", err)
	}
	if !scheme.HasValidationFunc(&Widget{}) {
		tb.Skip("no validation registered for Widget; run go generate ./examples/widget/v1")
	}
	return scheme
}

// updatePair returns a valid widget and its previous version, which differs
// only in a validated field, so that an update re-validates that field.
func updatePair() (obj, old *Widget) {
	obj = validWidget()
	old = obj.DeepCopy()
	*old.Spec.Replicas = 2
	return obj, old
}

func TestValidWidgetHasNoErrors(t *testing.T) {
	scheme := validatingScheme(t)
	ctx := context.Background()
	if errs := scheme.Validate(ctx, nil, validWidget()); len(errs) != 0 {
		t.Errorf("create: unexpected errors: %v", errs)
	}
	obj, old := updatePair()
	if errs := scheme.ValidateUpdate(ctx, nil, obj, old); len(errs) != 0 {
		t.Errorf("update: unexpected errors: %v", errs)
	}
	list := &WidgetList{Items: []Widget{*validWidget(), *validWidget()}}
	if errs := scheme.Validate(ctx, nil, list); len(errs) != 0 {
		t.Errorf("create list: unexpected errors: %v", errs)
	}
}

func TestValidWidgetValidatesWithoutAllocating(t *testing.T) {
	scheme := validatingScheme(t)
	ctx := context.Background()
	created := validWidget()
	obj, old := updatePair()
	unchanged := obj.DeepCopy()
	checks := map[string]func(){
		"create":           func() { scheme.Validate(ctx, nil, created) },
		"update":           func() { scheme.ValidateUpdate(ctx, nil, obj, old) },
		"update unchanged": func() { scheme.ValidateUpdate(ctx, nil, obj, unchanged) },
	}
	for name, check := range checks {
		if allocs := testing.AllocsPerRun(100, check); allocs != 0 {
			t.Errorf("%s of a valid widget: %v allocations per run, want 0", name, allocs)
		}
	}
}

func BenchmarkValidateWidget(b *testing.B) {
	scheme := validatingScheme(b)
	ctx := context.Background()
	b.Run("create", func(b *testing.B) {
		obj := validWidget()
		b.ReportAllocs()
		for b.Loop() {
			scheme.Validate(ctx, nil, obj)
		}
	})
	b.Run("update", func(b *testing.B) {
		obj, old := updatePair()
		b.ReportAllocs()
		for b.Loop() {
			scheme.ValidateUpdate(ctx, nil, obj, old)
		}
	})
	b.Run("update-unchanged", func(b *testing.B) {
		obj := validWidget()
		old := obj.DeepCopy()
		b.ReportAllocs()
		for b.Loop() {
			scheme.ValidateUpdate(ctx, nil, obj, old)
		}
	})
}

func BenchmarkDeepCopyWidget(b *testing.B) {
	obj := populatedWidget()
	b.ReportAllocs()
	for b.Loop() {
		_ = obj.DeepCopy()
	}
}
