package checkorder

import (
	"context"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// fields lists the field paths and origins of errs, in order.
func fields(errs field.ErrorList) []string {
	var out []string
	for _, e := range errs {
		out = append(out, e.Field+" "+e.Type.String()+" "+e.Origin)
	}
	return out
}

func expectOrder(t *testing.T, errs field.ErrorList, want ...string) {
	t.Helper()
	got := fields(errs)
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("error %d: got %q, want %q (all: %q)", i, got[i], want[i], got)
		}
	}
}

func TestValid(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	valid := &Root{Name: "ab"}
	st.Value(valid).Opts(map[string]bool{"Locked": false}).ExpectValid().ExpectAllocs(0)
	st.Value(valid).OldValue(valid).Opts(map[string]bool{"Locked": false}).ExpectValid().ExpectAllocs(0)
	locked := &Root{Frozen: new("x"), Name: "ab"}
	st.Value(locked).OldValue(locked).Opts(map[string]bool{"Locked": true}).ExpectValid()
}

func TestForbiddenBeforeImmutable(t *testing.T) {
	ctx := context.Background()
	opts := map[string]bool{"Locked": false}
	obj := &Root{Frozen: new("b"), Name: "ab"}
	old := &Root{Frozen: new("a"), Name: "ab"}
	expectOrder(t, localSchemeBuilder.ValidateUpdate(ctx, opts, obj, old),
		"frozen Forbidden ",
		"frozen Invalid value immutable")
	// With the option on, only immutable applies.
	expectOrder(t, localSchemeBuilder.ValidateUpdate(ctx, map[string]bool{"Locked": true}, obj, old),
		"frozen Invalid value immutable")
}

func TestFormatBeforeMaxLength(t *testing.T) {
	errs := localSchemeBuilder.Validate(context.Background(), map[string]bool{"Locked": false},
		&Root{Name: "A-B"})
	expectOrder(t, errs,
		"name Invalid value format=k8s-short-name",
		"name Too long maxLength")
}
