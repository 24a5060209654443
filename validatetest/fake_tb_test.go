package validatetest_test

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// recordingTB is a fake testing.TB that records failures instead of
// failing, so tests can check that an expectation fails when it should.
// The embedded TB is nil: any method the harness is not expected to call
// panics.
type recordingTB struct {
	testing.TB
	errors  []string
	fatals  []string
	helpers []string // functions that called Helper, fully qualified
}

func (r *recordingTB) Helper() {
	var pc [1]uintptr
	if runtime.Callers(2, pc[:]) == 1 {
		frame, _ := runtime.CallersFrames(pc[:]).Next()
		r.helpers = append(r.helpers, frame.Function)
	}
}

func (r *recordingTB) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}

func (r *recordingTB) Error(args ...any) { r.errors = append(r.errors, fmt.Sprint(args...)) }

func (r *recordingTB) Fatalf(format string, args ...any) {
	r.fatals = append(r.fatals, fmt.Sprintf(format, args...))
}

func (r *recordingTB) Fatal(args ...any) { r.fatals = append(r.fatals, fmt.Sprint(args...)) }

// expectPassed fails t if the fake recorded any failure.
func (r *recordingTB) expectPassed(t *testing.T) {
	t.Helper()
	if len(r.errors) > 0 || len(r.fatals) > 0 {
		t.Errorf("want no failures, got errors %q and fatals %q", r.errors, r.fatals)
	}
}

// expectFailed fails t unless the fake recorded exactly one Errorf that
// contains every fragment, reported by a method that called Helper.
func (r *recordingTB) expectFailed(t *testing.T, method string, fragments ...string) {
	t.Helper()
	r.expectFailedIn(t, "github.com/kubedv/kubedv/validatetest.(*ValueTester)."+method, fragments...)
}

// expectFailedIn is expectFailed for a failure reported by helper, a fully
// qualified function name.
func (r *recordingTB) expectFailedIn(t *testing.T, helper string, fragments ...string) {
	t.Helper()
	if len(r.fatals) > 0 {
		t.Errorf("want Errorf only, got fatals %q", r.fatals)
	}
	if len(r.errors) != 1 {
		t.Fatalf("want exactly 1 failure, got %d: %q", len(r.errors), r.errors)
	}
	for _, f := range fragments {
		if !strings.Contains(r.errors[0], f) {
			t.Errorf("failure message lacks %q:\n%s", f, r.errors[0])
		}
	}
	if !slices.Contains(r.helpers, helper) {
		t.Errorf("%s did not call Helper; helpers seen: %q", helper, r.helpers)
	}
}

// containsAll reports whether s contains every fragment.
func containsAll(s string, fragments ...string) bool {
	for _, f := range fragments {
		if !strings.Contains(s, f) {
			return false
		}
	}
	return true
}
