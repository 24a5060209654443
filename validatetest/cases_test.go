package validatetest_test

import (
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
	"github.com/kubedv/kubedv/validatetest/internal/fixture"
)

func TestExpectExactly(t *testing.T) {
	t.Run("same errors with the same bad values pass", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).Opts(strictNames).ExpectExactly(nameRequired, replicasTooLow)
		rec.expectPassed(t)
	})
	t.Run("other bad value fails", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{Replicas: -7}).ExpectExactly(replicasTooLow)
		rec.expectFailed(t, "ExpectExactly", "errors differ from expected (by every attribute)",
			"\n- missing:    {Type=\"Invalid value\", Field=\"replicas\", Value=0,",
			"\n+ unexpected: {Type=\"Invalid value\", Field=\"replicas\", Value=-7,")
	})
	t.Run("bad value of another type fails", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).ExpectExactly(
			field.Invalid(field.NewPath("replicas"), int64(0), "must be greater than or equal to 1").WithOrigin("minimum"))
		rec.expectFailed(t, "ExpectExactly", "- missing:    {Type=\"Invalid value\", Field=\"replicas\", Value=0,",
			"} ValueType=int64 ShortCircuit=false Level=stable", "+ unexpected: {Type=\"Invalid value\", Field=\"replicas\", Value=0,",
			"} ValueType=int ShortCircuit=false Level=stable")
	})
	t.Run("other short-circuit flag fails", func(t *testing.T) {
		rec, st := fakeTester()
		want := *replicasTooLow
		st.Value(&fixture.Widget{}).ExpectExactly(validatetest.ShortCircuit(&want))
		rec.expectFailed(t, "ExpectExactly", "- missing:    {Type=\"Invalid value\"", "ShortCircuit=true",
			"+ unexpected: {Type=\"Invalid value\"", "ShortCircuit=false")
	})
	t.Run("other stability level fails", func(t *testing.T) {
		rec, st := fakeTester()
		want := *replicasTooLow
		st.Value(&fixture.Widget{}).ExpectExactly(want.MarkBeta())
		rec.expectFailed(t, "ExpectExactly", "- missing:    {Type=\"Invalid value\"", "Level=beta",
			"+ unexpected: {Type=\"Invalid value\"", "Level=stable")
	})
	t.Run("a duplicated error shows up as unexpected", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).ExpectExactly(replicasTooLow, replicasTooLow)
		rec.expectFailed(t, "ExpectExactly", "- missing:")
	})
	t.Run("no expected errors fails", func(t *testing.T) {
		rec, st := fakeTester()
		st.Value(&fixture.Widget{}).ExpectExactly()
		rec.expectFailed(t, "ExpectExactly", "ExpectExactly needs at least one expected error")
	})
}

func validWidget() *fixture.Widget { return &fixture.Widget{Replicas: 1} }

func TestCheckCase(t *testing.T) {
	t.Run("invalid case with its errors passes", func(t *testing.T) {
		rec, st := fakeTester()
		validatetest.CheckCase(st, validWidget, func(w *fixture.Widget) { w.Replicas = 0 }, replicasTooLow)
		rec.expectPassed(t)
	})
	t.Run("valid case passes", func(t *testing.T) {
		rec, st := fakeTester()
		validatetest.CheckCase(st, validWidget, func(w *fixture.Widget) { w.Replicas = 5 })
		rec.expectPassed(t)
	})
	t.Run("wrong errors fail on create and on update from a valid object", func(t *testing.T) {
		rec, st := fakeTester()
		validatetest.CheckCase(st, validWidget, func(w *fixture.Widget) { w.Replicas = -1 }, replicasTooLow)
		expectFailures(t, rec, "*fixture.Widget create: errors differ", "*fixture.Widget update: errors differ")
	})
	t.Run("invalid case expected valid fails", func(t *testing.T) {
		rec, st := fakeTester()
		validatetest.CheckCase(st, validWidget, func(w *fixture.Widget) { w.Replicas = 0 })
		// Building the errors allocates, so each invalid result fails twice.
		expectFailures(t, rec, "create: want no errors, got 1", "create: validation allocated",
			"update: want no errors, got 1", "update: validation allocated")
	})
	t.Run("allocating validation fails", func(t *testing.T) {
		rec := &recordingTB{}
		st := newFixtureScheme().Test(rec)
		validatetest.CheckCase(st, func() *fixture.Leaky { return &fixture.Leaky{} }, func(l *fixture.Leaky) { l.Count = 1 })
		expectFailures(t, rec, "create: validation allocated", "update: validation allocated", "update: validation allocated")
	})
}

// expectFailures fails t unless rec recorded exactly one failure per
// fragment, in order, each containing its fragment.
func expectFailures(t *testing.T, rec *recordingTB, fragments ...string) {
	t.Helper()
	if len(rec.errors) != len(fragments) {
		t.Fatalf("want %d failures, got %d:\n%s", len(fragments), len(rec.errors), strings.Join(rec.errors, "\n"))
	}
	for i, f := range fragments {
		if !strings.Contains(rec.errors[i], f) {
			t.Errorf("failure %d lacks %q:\n%s", i, f, rec.errors[i])
		}
	}
}

func TestCases(t *testing.T) {
	c := validatetest.NewCases(t, newFixtureScheme(), validWidget)
	if !c.Run("zero replicas", func(w *fixture.Widget) { w.Replicas = 0 }, replicasTooLow) {
		t.Error("a passing case reported failure")
	}
	if !c.Run("more replicas", func(w *fixture.Widget) { w.Replicas = 3 }) {
		t.Error("a passing case reported failure")
	}
}
