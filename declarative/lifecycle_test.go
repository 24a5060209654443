package declarative_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/declarative"
	"github.com/kubedv/kubedv/declarative/declarativetest"
)

// cell is one cell of KEP-5073's gate and lifecycle table: a strategy with
// or without WithDeclarativeEnforcement, the two gates, and the lifecycle
// of the rule (the Gadget field of the same name), with what must happen.
type cell struct {
	enforcement, dvGate, betaGate bool
	rule                          string // "standard", "beta" or "alpha"

	runs     bool // declarative validation is called
	returned bool // the rule's declarative error reaches the client
	// extraCounted: a declarative error without a hand-written counterpart
	// is logged and counted.
	extraCounted bool
	// missingCounted: a covered hand-written error without a declarative
	// counterpart is logged and counted.
	missingCounted bool
}

func (c cell) String() string {
	return fmt.Sprintf("enforcement=%t/DV=%t/Beta=%t/%s", c.enforcement, c.dvGate, c.betaGate, c.rule)
}

// gateTable spells out every cell; nothing is derived from the code under
// test.
var gateTable = []cell{
	// Implicit shadow (no WithDeclarativeEnforcement), DeclarativeValidation off:
	// only hand-written validation runs.
	{false, false, false, "standard", false, false, false, false},
	{false, false, false, "beta", false, false, false, false},
	{false, false, false, "alpha", false, false, false, false},
	{false, false, true, "standard", false, false, false, false},
	{false, false, true, "beta", false, false, false, false},
	{false, false, true, "alpha", false, false, false, false},
	// Implicit shadow, DeclarativeValidation on: everything runs, nothing is
	// enforced, everything is compared.
	{false, true, false, "standard", true, false, true, true},
	{false, true, false, "beta", true, false, true, true},
	{false, true, false, "alpha", true, false, true, true},
	{false, true, true, "standard", true, false, true, true},
	{false, true, true, "beta", true, false, true, true},
	{false, true, true, "alpha", true, false, true, true},
	// Enforcement, DeclarativeValidation off: runs anyway; standard rules are
	// enforced, beta and alpha shadowed (the Beta gate has no effect);
	// nothing is compared.
	{true, false, false, "standard", true, true, false, false},
	{true, false, false, "beta", true, false, false, false},
	{true, false, false, "alpha", true, false, false, false},
	{true, false, true, "standard", true, true, false, false},
	{true, false, true, "beta", true, false, false, false},
	{true, false, true, "alpha", true, false, false, false},
	// Enforcement, DeclarativeValidation on, Beta off: beta rules shadowed.
	// Standard errors are authoritative and not compared as extra.
	{true, true, false, "standard", true, true, false, true},
	{true, true, false, "beta", true, false, true, true},
	{true, true, false, "alpha", true, false, true, true},
	// Enforcement, both gates on: beta rules enforced too.
	{true, true, true, "standard", true, true, false, true},
	{true, true, true, "beta", true, true, true, true},
	{true, true, true, "alpha", true, false, true, true},
}

func TestGateLifecycleTable(t *testing.T) {
	if len(gateTable) != 2*2*2*3 {
		t.Fatalf("the table has %d cells, want 24", len(gateTable))
	}
	for _, c := range gateTable {
		t.Run(c.String(), func(t *testing.T) {
			t.Parallel()
			t.Run("both report", func(t *testing.T) { checkBothReport(t, c) })
			t.Run("only declarative reports", func(t *testing.T) { checkOnlyDeclarativeReports(t, c) })
			t.Run("only hand-written reports", func(t *testing.T) { checkOnlyHandwrittenReports(t, c) })
		})
	}
}

// unmigrated is a hand-written error of a rule with no declarative
// counterpart: it must always reach the client and never count.
func unmigrated() *field.Error { return field.Required(field.NewPath("metadata", "name"), "") }

// gadgetOver returns a Gadget whose field rule is over its limit.
func gadgetOver(rule string) *Gadget {
	g := &Gadget{}
	g.Namespace, g.Name = "lab", "g1"
	switch rule {
	case "standard":
		g.Standard = 20
	case "beta":
		g.Beta = 20
	case "alpha":
		g.Alpha = 20
	}
	return g
}

type cellRun struct {
	errs  field.ErrorList
	rec   *declarativetest.Recorder
	calls int64
}

func runCell(t *testing.T, c cell, obj *Gadget, handwritten field.ErrorList) cellRun {
	t.Helper()
	f := newFixture(t)
	rec := declarativetest.NewRecorder()
	ctx := gadgetContext(rec.Context(context.Background()))
	gates := declarativetest.Gates{DeclarativeValidation: c.dvGate, DeclarativeValidationBeta: c.betaGate}
	opts := []declarative.Option{declarative.WithFeatureGate(gates.FeatureGate()), rec.Option()}
	if c.enforcement {
		opts = append(opts, declarative.WithDeclarativeEnforcement())
	}
	errs := declarative.ValidateDeclarativelyWithMigrationChecks(ctx, f.scheme, obj, nil, handwritten, operation.Create, opts...)
	run := cellRun{errs: errs, rec: rec, calls: f.calls.Load()}
	if want := map[bool]int64{true: 1, false: 0}[c.runs]; run.calls != want {
		t.Errorf("declarative validation ran %d times, want %d", run.calls, want)
	}
	if n := rec.Panics(); n != 0 {
		t.Errorf("%v panics counted", n)
	}
	return run
}

func checkBothReport(t *testing.T, c cell) {
	hw := tooBig(c.rule, 20, 10).MarkCoveredByDeclarative()
	run := runCell(t, c, gadgetOver(c.rule), field.ErrorList{unmigrated(), hw})
	expectUnmigratedFirst(t, run.errs)
	if len(run.errs) != 2 {
		t.Fatalf("got %d errors, want the unmigrated one and one for %s: %v", len(run.errs), c.rule, run.errs)
	}
	got := run.errs[1]
	if got.Field != c.rule || got.Origin != "maximum" {
		t.Errorf("second error is %v, want the %s rule's", got, c.rule)
	}
	// The client gets the declarative error exactly when the rule is
	// enforced; the covered hand-written one is dropped then.
	if fromDV := !got.FromImperative; fromDV != c.returned {
		t.Errorf("error from declarative validation = %t, want %t", fromDV, c.returned)
	}
	if !c.returned && got != hw {
		t.Errorf("got %p, want the hand-written error %p itself", got, hw)
	}
	expectMismatches(t, run.rec, 0)
}

func checkOnlyDeclarativeReports(t *testing.T, c cell) {
	run := runCell(t, c, gadgetOver(c.rule), field.ErrorList{unmigrated()})
	expectUnmigratedFirst(t, run.errs)
	wantLen := 1
	if c.returned {
		wantLen = 2
	}
	if len(run.errs) != wantLen {
		t.Fatalf("got %v, want %d errors", run.errs, wantLen)
	}
	if c.returned {
		if got := run.errs[1]; got.Field != c.rule || got.FromImperative {
			t.Errorf("second error is %v, want the declarative %s error", got, c.rule)
		}
	}
	if !c.extraCounted {
		expectMismatches(t, run.rec, 0)
		return
	}
	expectMismatches(t, run.rec, 1)
	expectMismatchLog(t, run.rec, c.rule, "extra declarative error", c.rule, c.returned)
}

func checkOnlyHandwrittenReports(t *testing.T, c cell) {
	hw := tooBig(c.rule, 20, 10).MarkCoveredByDeclarative()
	run := runCell(t, c, &Gadget{}, field.ErrorList{unmigrated(), hw})
	expectUnmigratedFirst(t, run.errs)
	if len(run.errs) != 2 || run.errs[1] != hw {
		t.Fatalf("got %v, want the two hand-written errors unchanged", run.errs)
	}
	if !c.missingCounted {
		expectMismatches(t, run.rec, 0)
		return
	}
	expectMismatches(t, run.rec, 1)
	expectMismatchLog(t, run.rec, c.rule, "missing declarative error", "handwritten", false)
}

func expectUnmigratedFirst(t *testing.T, errs field.ErrorList) {
	t.Helper()
	if len(errs) == 0 || errs[0].Field != "metadata.name" || errs[0].Type != field.ErrorTypeRequired {
		t.Fatalf("got %v, want the unmigrated hand-written error first", errs)
	}
}

func expectMismatches(t *testing.T, rec *declarativetest.Recorder, want float64) {
	t.Helper()
	labels := map[string]string{declarative.ResourceLabel: "gadgets.test.kubedv.io", declarative.OperationLabel: "create"}
	if got := rec.Count(declarative.MismatchMetricName, labels); got != want {
		t.Errorf("%s%v = %v, want %v", declarative.MismatchMetricName, labels, got, want)
	}
	if got := rec.Mismatches(); got != want {
		t.Errorf("%s over all labels = %v, want %v", declarative.MismatchMetricName, got, want)
	}
	if want == 0 && len(rec.LogEntries()) != 0 {
		t.Errorf("unexpected log entries:\n%s", strings.Join(rec.LogEntries(), "\n"))
	}
}

func expectMismatchLog(t *testing.T, rec *declarativetest.Recorder, fieldName, kind, lifecycle string, enforced bool) {
	t.Helper()
	entries := rec.LogEntries()
	if len(entries) != 1 {
		t.Fatalf("got %d log entries, want 1:\n%s", len(entries), strings.Join(entries, "\n"))
	}
	for _, want := range []string{
		`"Declarative validation mismatch"`,
		`resource="gadgets.test.kubedv.io"`, `version="test.kubedv.io/v1"`, `kind="Gadget"`,
		`operation="create"`, `namespace="lab"`, `name="g1"`,
		fmt.Sprintf("field=%q", fieldName), fmt.Sprintf("mismatch=%q", kind),
		fmt.Sprintf("lifecycle=%q", lifecycle), fmt.Sprintf("enforced=%t", enforced),
	} {
		if !strings.Contains(entries[0], want) {
			t.Errorf("log entry lacks %s:\n%s", want, entries[0])
		}
	}
}
