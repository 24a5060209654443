package validatetest

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// validationTarget is what a Tester validates through. *Scheme satisfies it
// directly and runtimeSchemeTarget adapts runtime.Scheme, so every Expect*
// method works the same for both.
type validationTarget interface {
	Validate(ctx context.Context, options map[string]bool, obj any, subresources ...string) field.ErrorList
	ValidateUpdate(ctx context.Context, options map[string]bool, obj, oldObj any, subresources ...string) field.ErrorList
}

// Tester builds validation test cases for one test against one scheme.
type Tester struct {
	tb     testing.TB
	target validationTarget
}

// Test returns a Tester that reports failures to tb.
func (s *Scheme) Test(tb testing.TB) *Tester {
	return &Tester{tb: tb, target: s}
}

// Value starts a test case for v, a value of a registered type (normally a
// pointer to a root type). Without OldValue the case validates a create.
func (t *Tester) Value(v any) *ValueTester {
	return &ValueTester{tb: t.tb, target: t.target, value: v}
}

// ValueTester is one validation test case: a value, optionally an old value
// (which makes it an update), options and subresources. The setters modify
// the case in place and return it so calls chain; each Expect* method runs
// the validation afresh, reports mismatches with tb.Errorf and returns the
// case so further expectations can follow.
type ValueTester struct {
	tb           testing.TB
	target       validationTarget
	value        any
	oldValue     any
	isUpdate     bool
	options      map[string]bool
	subresources []string
}

// OldValue makes the case an update from old, which should have the same
// type as the value (a nil old value is passed through as is).
func (v *ValueTester) OldValue(old any) *ValueTester {
	v.tb.Helper()
	if old != nil && reflect.TypeOf(old) != reflect.TypeOf(v.value) {
		v.tb.Errorf("OldValue: old value has type %T but the value has type %T", old, v.value)
	}
	v.oldValue = old
	v.isUpdate = true
	return v
}

// Opts sets the options (feature gates) the validation sees in op.Options.
func (v *ValueTester) Opts(options map[string]bool) *ValueTester {
	v.options = options
	return v
}

// Subresources sets op.Request.Subresources, e.g. []string{"status"}.
func (v *ValueTester) Subresources(subresources []string) *ValueTester {
	v.subresources = append([]string(nil), subresources...)
	return v
}

func (v *ValueTester) validate() field.ErrorList {
	ctx := context.Background()
	if v.isUpdate {
		return v.target.ValidateUpdate(ctx, v.options, v.value, v.oldValue, v.subresources...)
	}
	return v.target.Validate(ctx, v.options, v.value, v.subresources...)
}

// describe names the case in failure messages, e.g.
// "*fixture.Widget update, subresource /status, options map[X:true]".
func (v *ValueTester) describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%T ", v.value)
	if v.isUpdate {
		b.WriteString("update")
	} else {
		b.WriteString("create")
	}
	if len(v.subresources) > 0 {
		fmt.Fprintf(&b, ", subresource /%s", strings.Join(v.subresources, "/"))
	}
	if len(v.options) > 0 {
		fmt.Fprintf(&b, ", options %v", v.options)
	}
	return b.String()
}
