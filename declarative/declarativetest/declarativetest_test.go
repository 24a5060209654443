package declarativetest_test

import (
	"context"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"sigs.k8s.io/randfill"

	"github.com/kubedv/kubedv/declarative"
	"github.com/kubedv/kubedv/declarative/declarativetest"
)

func TestRecorderReadsCountersAndGroupsLogEntries(t *testing.T) {
	scheme := thingScheme(t)
	rec := declarativetest.NewRecorder()
	ctx := rec.Context(context.Background())
	gate := declarative.WithFeatureGate(declarativetest.Gates{DeclarativeValidation: true}.FeatureGate())
	big := &Thing{Size: 5000, Tags: []string{"a", "b", "c", "d", "e"}}

	declarative.ValidateDeclarativelyWithMigrationChecks(ctx, scheme, big, nil, nil, operation.Create, gate, rec.Option())

	if got := rec.Mismatches(); got != 2 {
		t.Errorf("Mismatches() = %v, want 2", got)
	}
	if got := rec.Count(declarative.MismatchMetricName, map[string]string{declarative.ResourceLabel: "thing", declarative.OperationLabel: "create"}); got != 2 {
		t.Errorf("Count(thing, create) = %v, want 2", got)
	}
	if got := rec.Count(declarative.MismatchMetricName, map[string]string{declarative.OperationLabel: "update"}); got != 0 {
		t.Errorf("Count(update) = %v, want 0", got)
	}
	if got := rec.Panics(); got != 0 {
		t.Errorf("Panics() = %v, want 0", got)
	}
	entries := rec.LogEntries()
	if len(entries) != 2 || !strings.Contains(entries[0], `field="size"`) || !strings.Contains(entries[1], `field="tags"`) {
		t.Errorf("LogEntries() = %q, want the size and tags mismatches", entries)
	}

	// A panic logs one entry whose stack spans many lines.
	scheme.AddValidationFunc((*Thing)(nil), func(context.Context, operation.Operation, any, any) field.ErrorList { panic("boom") })
	declarative.ValidateDeclarativelyWithMigrationChecks(ctx, scheme, big, nil, nil, operation.Create, gate, rec.Option())
	entries = rec.LogEntries()
	if len(entries) != 3 || !strings.Contains(entries[2], "panicked") || strings.Count(entries[2], "\n") < 3 {
		t.Errorf("want a third, multi-line panic entry, got %q", entries)
	}
	if got := rec.Panics(); got != 1 {
		t.Errorf("Panics() = %v, want 1", got)
	}
}

func TestVerifyEquivalence(t *testing.T) {
	scheme := thingScheme(t)
	big := &Thing{Size: 500}
	if !declarativetest.VerifyEquivalence(t, scheme, handwrittenThing, big, nil) {
		t.Errorf("equivalent validations reported as different")
	}
	rec := &recordingTB{TB: t}
	if declarativetest.VerifyEquivalence(rec, scheme, strictHandwrittenThing, big, &Thing{Size: 1}) {
		t.Errorf("different validations reported as equivalent")
	}
	if len(rec.errors) != 1 {
		t.Fatalf("want one failure, got %q", rec.errors)
	}
	for _, want := range []string{"on the update of a *declarativetest_test.Thing", "missing declarative error: size: Invalid value: 500",
		`[origin "maximum"] (covered)`, "declarative errors: none", `object: {"metadata":{},"size":500}`, `old object: {"metadata":{},"size":1}`} {
		if !strings.Contains(rec.errors[0], want) {
			t.Errorf("failure lacks %q:\n%s", want, rec.errors[0])
		}
	}
}

func TestVerifyGateEquivalence(t *testing.T) {
	scheme := thingScheme(t)
	cases := []declarativetest.Case{
		{Name: "valid", Obj: &Thing{Size: 3}},
		{Name: "too big", Obj: &Thing{Size: 3000}, Want: field.ErrorList{field.Invalid(field.NewPath("size"), nil, "").WithOrigin("maximum")}},
		{Name: "unchanged on update", Obj: &Thing{Size: 3000}, OldObj: &Thing{Size: 3000}},
	}
	for _, enforce := range []bool{false, true} {
		declarativetest.VerifyGateEquivalence(t, thingStrategy(scheme, handwrittenThing, enforce), cases...)
	}

	t.Run("different results and mismatches are reported", func(t *testing.T) {
		rec := &recordingTB{TB: t}
		declarativetest.VerifyGateEquivalence(rec, thingStrategy(scheme, strictHandwrittenThing, true), declarativetest.Case{Name: "size 500", Obj: &Thing{Size: 500}})
		all := strings.Join(rec.errors, "\n")
		for _, want := range []string{
			"size 500, DeclarativeValidation=false,DeclarativeValidationBeta=false: missing errors [], unexpected errors",
			"size 500, DeclarativeValidation=true,DeclarativeValidationBeta=true: 1 mismatches reported",
		} {
			if !strings.Contains(all, want) {
				t.Errorf("failures lack %q:\n%s", want, all)
			}
		}
	})
	t.Run("gate settings that disagree are reported", func(t *testing.T) {
		// A beta rule with no hand-written twin reaches clients only while
		// both gates are on.
		beta := thingScheme(t)
		beta.AddValidationFunc((*Thing)(nil), func(_ context.Context, _ operation.Operation, obj, _ any) field.ErrorList {
			return field.ErrorList{field.Invalid(field.NewPath("size"), obj.(*Thing).Size, "too big").WithOrigin("maximum").MarkBeta()}
		})
		none := func(context.Context, runtime.Object, runtime.Object) field.ErrorList { return nil }
		rec := &recordingTB{TB: t}
		declarativetest.VerifyGateEquivalence(rec, thingStrategy(beta, none, true), declarativetest.Case{Name: "beta", Obj: &Thing{Size: 3000}})
		if all := strings.Join(rec.errors, "\n"); !strings.Contains(all, "beta: clients get different errors with DeclarativeValidation=false,DeclarativeValidationBeta=false") {
			t.Errorf("failures lack the gate disagreement:\n%s", all)
		}
	})
}

func TestVerifyEquivalenceByFuzzing(t *testing.T) {
	scheme := thingScheme(t)
	funcs := []any{func(n *Note, c randfill.Continue) { n.Text = "note-" + string(rune('0'+c.Intn(10))) }}

	declarativetest.Fuzzer{Funcs: funcs}.VerifyEquivalence(t, scheme, handwrittenThing, 0)

	t.Run("finds a planted difference", func(t *testing.T) {
		rec := &recordingTB{TB: quietTB{t}}
		declarativetest.Fuzzer{Funcs: funcs}.VerifyEquivalence(rec, scheme, strictHandwrittenThing, 0)
		if all := strings.Join(rec.errors, "\n"); !strings.Contains(all, "fuzzing things.kubedv.io/v1, Kind=Thing: disagreement at iteration") {
			t.Errorf("the bound typo was not found:\n%s", all)
		}
	})
	t.Run("custom types are left to their functions", func(t *testing.T) {
		// Without the Note function, redrawn text breaks the invariant and
		// the "declarative" rule reports it, so both sides still agree; with
		// it, no note is ever corrupt.
		rec := &recordingTB{TB: quietTB{t}}
		corrupt := func(ctx context.Context, obj, old runtime.Object) field.ErrorList {
			if n := obj.(*Thing).Note; n != nil && !strings.HasPrefix(n.Text, "note-") {
				t.Errorf("note %q was redrawn despite its custom function", n.Text)
			}
			return handwrittenThing(ctx, obj, old)
		}
		declarativetest.Fuzzer{Funcs: funcs, Seed: 7}.VerifyEquivalence(rec, scheme, corrupt, 50)
	})
	t.Run("nothing to fuzz", func(t *testing.T) {
		rec := &recordingTB{TB: quietTB{t}}
		declarativetest.VerifyEquivalenceByFuzzing(rec, runtime.NewScheme(), handwrittenThing, 1)
		if len(rec.errors) != 1 || !strings.Contains(rec.errors[0], "nothing to compare") {
			t.Errorf("got %q, want a failure saying there is nothing to compare", rec.errors)
		}
	})
	t.Run("unfillable kind", func(t *testing.T) {
		s := runtime.NewScheme()
		s.AddKnownTypes(thingGV, &Unfillable{})
		s.AddValidationFunc((*Unfillable)(nil), func(context.Context, operation.Operation, any, any) field.ErrorList { return nil })
		rec := &recordingTB{TB: quietTB{t}}
		declarativetest.VerifyEquivalenceByFuzzing(rec, s, handwrittenThing, 1)
		if len(rec.errors) != 1 || !strings.Contains(rec.errors[0], "give Fuzzer.Funcs a function") {
			t.Errorf("got %q, want a failure pointing at Fuzzer.Funcs", rec.errors)
		}
	})
}
