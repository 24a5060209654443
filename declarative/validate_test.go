package declarative_test

import (
	"context"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
	featuregatetesting "k8s.io/component-base/featuregate/testing"
	"k8s.io/component-base/metrics/legacyregistry"
	"k8s.io/component-base/metrics/testutil"

	"github.com/kubedv/kubedv/declarative"
	"github.com/kubedv/kubedv/declarative/declarativetest"
)

func TestPanicIsRecoveredCountedAndLogged(t *testing.T) {
	for _, enforcement := range []bool{false, true} {
		t.Run(map[bool]string{false: "implicit shadow", true: "enforcement"}[enforcement], func(t *testing.T) {
			f := newFixture(t)
			rec := declarativetest.NewRecorder()
			ctx := gadgetContext(rec.Context(context.Background()))
			opts := []declarative.Option{rec.Option(), declarative.WithFeatureGate(declarative.NewFeatureGate())}
			if enforcement {
				opts = append(opts, declarative.WithDeclarativeEnforcement())
			}
			obj := gadgetOver("standard")
			obj.Panic = true
			hw := tooBig("standard", 20, 10).MarkCoveredByDeclarative()

			errs := declarative.ValidateDeclarativelyWithMigrationChecks(ctx, f.scheme, obj, nil, field.ErrorList{hw}, operation.Create, opts...)

			if len(errs) == 0 || errs[0] != hw {
				t.Fatalf("got %v, want the hand-written error first", errs)
			}
			if enforcement {
				// The enforced rules could not be checked: fail closed.
				if len(errs) != 2 || errs[1].Type != field.ErrorTypeInternal || !strings.Contains(errs[1].Detail, "assignment to entry in nil map") {
					t.Errorf("got %v, want the hand-written error and an internal error naming the panic", errs)
				}
			} else if len(errs) != 1 {
				t.Errorf("got %v, want only the hand-written error", errs)
			}
			labels := map[string]string{declarative.ResourceLabel: "gadgets.test.kubedv.io", declarative.OperationLabel: "create"}
			if got := rec.Count(declarative.PanicMetricName, labels); got != 1 {
				t.Errorf("%s%v = %v, want 1", declarative.PanicMetricName, labels, got)
			}
			// A partial result proves nothing: no comparison is made.
			if got := rec.Mismatches(); got != 0 {
				t.Errorf("%v mismatches counted after a panic, want 0", got)
			}
			entries := rec.LogEntries()
			if len(entries) != 1 {
				t.Fatalf("got %d log entries, want 1: %q", len(entries), entries)
			}
			for _, want := range []string{`"Declarative validation panicked"`, `err="assignment to entry in nil map"`,
				`resource="gadgets.test.kubedv.io"`, `kind="Gadget"`, `operation="create"`, "stack=", "validateGadget"} {
				if !strings.Contains(entries[0], want) {
					t.Errorf("log entry lacks %s:\n%s", want, entries[0])
				}
			}
		})
	}
}

func TestDeclarativeErrorsRecoversPanics(t *testing.T) {
	f := newFixture(t)
	rec := declarativetest.NewRecorder()
	obj := &Gadget{Panic: true}
	errs := declarative.DeclarativeErrors(rec.Context(context.Background()), f.scheme, obj, nil, operation.Create, rec.Option())
	if len(errs) != 1 || errs[0].Type != field.ErrorTypeInternal {
		t.Errorf("got %v, want one internal error", errs)
	}
	// Without a RequestInfo the resource label falls back to the kind.
	if got := rec.Count(declarative.PanicMetricName, map[string]string{declarative.ResourceLabel: "gadget"}); got != 1 {
		t.Errorf("panics for resource gadget = %v, want 1", got)
	}
}

func TestTakeoverGateIsAcceptedAndHasNoEffect(t *testing.T) {
	f := newFixture(t)
	obj := gadgetOver("beta")
	var results [2]string
	for i, takeover := range []bool{false, true} {
		gate := declarative.NewFeatureGate()
		if err := gate.SetFromMap(map[string]bool{string(declarative.DeclarativeValidationTakeover): takeover}); err != nil {
			t.Fatalf("setting DeclarativeValidationTakeover=%t: %v", takeover, err)
		}
		rec := declarativetest.NewRecorder()
		errs := declarative.ValidateDeclarativelyWithMigrationChecks(gadgetContext(rec.Context(context.Background())), f.scheme, obj, nil, nil,
			operation.Create, declarative.WithFeatureGate(gate), declarative.WithDeclarativeEnforcement(), rec.Option())
		results[i] = errs.ToAggregate().Error()
		if rec.Mismatches() != 1 {
			t.Errorf("takeover=%t: %v mismatches, want 1", takeover, rec.Mismatches())
		}
	}
	if results[0] != results[1] {
		t.Errorf("takeover changed the result: %q vs %q", results[0], results[1])
	}
}

// The package defaults (DefaultFeatureGate, DefaultMetrics in the legacy
// registry) are what a server gets without options.
func TestDefaultsUseDefaultGateAndLegacyRegistry(t *testing.T) {
	featuregatetesting.SetFeatureGatesDuringTest(t, declarative.DefaultFeatureGate, featuregatetesting.FeatureOverrides{
		declarative.DeclarativeValidation:     true,
		declarative.DeclarativeValidationBeta: false,
	})
	f := newFixture(t)
	rec := declarativetest.NewRecorder() // only for the log lines
	ctx := declarative.WithRequestInfo(rec.Context(context.Background()),
		declarative.RequestInfo{APIGroup: "test.kubedv.io", APIVersion: "v1", Resource: "defaultgadgets"})
	before := legacyMismatches(t, "defaultgadgets.test.kubedv.io")
	errs := declarative.ValidateDeclarativelyWithMigrationChecks(ctx, f.scheme, gadgetOver("beta"), nil, nil, operation.Create, declarative.WithDeclarativeEnforcement())
	if len(errs) != 0 {
		t.Errorf("beta rule enforced with DeclarativeValidationBeta off: %v", errs)
	}
	if got := legacyMismatches(t, "defaultgadgets.test.kubedv.io") - before; got != 1 {
		t.Errorf("legacy registry counted %v mismatches for defaultgadgets, want 1", got)
	}
	if len(rec.LogEntries()) != 1 {
		t.Errorf("log entries: %q, want one mismatch", rec.LogEntries())
	}
}

// legacyMismatches reads the create mismatches of resource from the
// legacy registry, where DefaultMetrics are registered.
func legacyMismatches(t *testing.T, resource string) float64 {
	t.Helper()
	values, err := testutil.GetCounterValuesFromGatherer(legacyregistry.DefaultGatherer, declarative.MismatchMetricName,
		map[string]string{declarative.ResourceLabel: resource}, declarative.OperationLabel)
	if err != nil && !strings.Contains(err.Error(), "not found") && !strings.Contains(err.Error(), "is empty") {
		t.Fatal(err)
	}
	return values["create"]
}

func TestUpdateRatchetsAndIsLabelledUpdate(t *testing.T) {
	f := newFixture(t)
	rec := declarativetest.NewRecorder()
	ctx := gadgetContext(rec.Context(context.Background()))
	old := gadgetOver("standard")
	obj := gadgetOver("standard")
	obj.Beta = 30
	errs := declarative.ValidateDeclarativelyWithMigrationChecks(ctx, f.scheme, obj, old, nil, operation.Update,
		declarative.WithDeclarativeEnforcement(), declarative.WithFeatureGate(declarative.NewFeatureGate()), rec.Option())
	if len(errs) != 1 || errs[0].Field != "beta" {
		t.Errorf("got %v, want only the changed beta field (standard is unchanged and ratchets)", errs)
	}
	if got := rec.Count(declarative.MismatchMetricName, map[string]string{declarative.OperationLabel: "update"}); got != 1 {
		t.Errorf("update mismatches = %v, want 1", got)
	}
	if op := f.lastOp.Load(); op == nil || op.Type != operation.Update {
		t.Errorf("validation saw %+v, want an update", op)
	}
}

func TestInternalObjectIsConvertedToTheRequestedVersion(t *testing.T) {
	f := newFixture(t)
	obj := &internalGadget{StandardSize: 20}
	obj.Name = "g1"
	before := *obj
	errs := declarative.ValidateDeclaratively(gadgetContext(context.Background()), f.scheme, obj, nil, operation.Create,
		declarative.WithFeatureGate(declarative.NewFeatureGate()), declarative.WithMetrics(declarative.NewMetrics()))
	if len(errs) != 1 || errs[0].Field != "standard" || errs[0].BadValue != 20 {
		t.Errorf("got %v, want standard: Invalid value: 20 from the converted object", errs)
	}
	if obj.Name != before.Name || obj.StandardSize != before.StandardSize || obj.Kind != before.Kind {
		t.Errorf("the caller's object changed: %+v", obj)
	}
}

func TestVersionResolutionFailuresAreInternalErrors(t *testing.T) {
	f := newFixture(t)
	cases := []struct {
		name string
		ctx  context.Context
		obj  runtime.Object
		opts []declarative.Option
		want string
	}{
		{"internal object without RequestInfo", context.Background(), &internalGadget{}, nil, "no RequestInfo"},
		{"version that cannot be converted to", declarative.WithRequestInfo(context.Background(), declarative.RequestInfo{APIGroup: "test.kubedv.io", APIVersion: "v9"}),
			&Gadget{}, nil, "converting"},
		{"empty subresource segment", declarative.WithRequestInfo(context.Background(), declarative.RequestInfo{APIGroup: "test.kubedv.io", APIVersion: "v1", Subresource: "a//b"}),
			&Gadget{}, nil, "invalid subresource path"},
		{"kind mapping without RequestInfo", context.Background(), &Scale{},
			[]declarative.Option{declarative.WithSubresourceKinds(declarative.SubresourceKinds{})}, "no RequestInfo"},
		{"unmapped version", gadgetScaleContext(), &internalScale{},
			[]declarative.Option{declarative.WithSubresourceKinds(declarative.SubresourceKinds{})}, "no subresource kind is mapped"},
		{"unregistered kind", context.Background(), &unvalidated{}, nil, "no declarative validation is registered"},
		{"unknown subresource", declarative.WithRequestInfo(context.Background(), declarative.RequestInfo{APIGroup: "test.kubedv.io", APIVersion: "v1", Subresource: "status"}),
			&Gadget{}, nil, "no validation for this subresource"},
	}
	f.scheme.AddKnownTypes(gadgetGV, &unvalidated{})
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			opts := append([]declarative.Option{declarative.WithFeatureGate(declarative.NewFeatureGate()), declarative.WithMetrics(declarative.NewMetrics())}, tc.opts...)
			errs := declarative.ValidateDeclaratively(tc.ctx, f.scheme, tc.obj, nil, operation.Create, opts...)
			if len(errs) != 1 || errs[0].Type != field.ErrorTypeInternal || !strings.Contains(errs[0].Detail, tc.want) {
				t.Errorf("got %v, want one internal error mentioning %q", errs, tc.want)
			}
		})
	}
}

func TestInvalidCallsAreInternalErrors(t *testing.T) {
	f := newFixture(t)
	opts := []declarative.Option{declarative.WithFeatureGate(declarative.NewFeatureGate()), declarative.WithMetrics(declarative.NewMetrics())}
	cases := []struct {
		name          string
		scheme        *runtime.Scheme
		obj, old      runtime.Object
		op            operation.Type
		wantSubstring string
	}{
		{"no scheme", nil, &Gadget{}, nil, operation.Create, "needs a scheme"},
		{"no object", f.scheme, nil, nil, operation.Create, "needs the object"},
		{"update without old object", f.scheme, &Gadget{}, nil, operation.Update, "needs the object"},
		{"unknown operation", f.scheme, &Gadget{}, nil, operation.Type(7), "unknown operation type 7"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			errs := declarative.ValidateDeclaratively(context.Background(), tc.scheme, tc.obj, tc.old, tc.op, opts...)
			if len(errs) != 1 || errs[0].Type != field.ErrorTypeInternal || !strings.Contains(errs[0].Detail, tc.wantSubstring) {
				t.Errorf("got %v, want one internal error mentioning %q", errs, tc.wantSubstring)
			}
		})
	}
}

// unvalidated is registered in the scheme without a validation function.
type unvalidated struct{ Gadget }

func (u *unvalidated) DeepCopyObject() runtime.Object { c := *u; return &c }

func gadgetScaleContext() context.Context {
	info := gadgetRequest
	info.Subresource = "scale"
	return declarative.WithRequestInfo(context.Background(), info)
}

func TestScaleSubresourceIsValidatedAsTheMappedKind(t *testing.T) {
	f := newFixture(t)
	kinds := declarative.SubresourceKinds{gadgetGV: scaleGV.WithKind("Scale")}
	opts := []declarative.Option{declarative.WithSubresourceKinds(kinds), declarative.WithFeatureGate(declarative.NewFeatureGate()), declarative.WithMetrics(declarative.NewMetrics())}
	obj, old := &internalScale{Replicas: -1}, &internalScale{Replicas: 2}

	errs := declarative.ValidateDeclaratively(gadgetScaleContext(), f.scheme, obj, old, operation.Update, opts...)

	if len(errs) != 1 || errs[0].Field != "replicas" || errs[0].Origin != "minimum" {
		t.Fatalf("got %v, want the Scale rule on replicas", errs)
	}
	if op := f.lastOp.Load(); op == nil || op.Request.SubresourcePath() != "/scale" {
		t.Errorf("validation saw %+v, want subresource /scale", op)
	}
}

func TestOperationOptionsReachTheValidation(t *testing.T) {
	f := newFixture(t)
	obj := &Gadget{Standard: 7}
	base := []declarative.Option{declarative.WithFeatureGate(declarative.NewFeatureGate()), declarative.WithMetrics(declarative.NewMetrics())}
	if errs := declarative.ValidateDeclaratively(gadgetContext(context.Background()), f.scheme, obj, nil, operation.Create, base...); len(errs) != 0 {
		t.Fatalf("without the option: %v", errs)
	}
	strict := append(base, declarative.WithOperationOptions(map[string]bool{"StrictGadgets": true}))
	errs := declarative.ValidateDeclaratively(gadgetContext(context.Background()), f.scheme, obj, nil, operation.Create, strict...)
	if len(errs) != 1 || !strings.Contains(errs[0].Detail, "less than or equal to 5") {
		t.Errorf("with StrictGadgets: got %v, want the tightened bound", errs)
	}
}

func TestValidateDeclarativelyReturnsOnlyEnforcedErrors(t *testing.T) {
	f := newFixture(t)
	obj := &Gadget{Standard: 11, Beta: 12, Alpha: 13}
	for _, gates := range declarativetest.AllGates {
		t.Run(gates.String(), func(t *testing.T) {
			errs := declarative.ValidateDeclaratively(gadgetContext(context.Background()), f.scheme, obj, nil, operation.Create,
				declarative.WithFeatureGate(gates.FeatureGate()), declarative.WithMetrics(declarative.NewMetrics()))
			want := []string{"standard"}
			if gates.DeclarativeValidation && gates.DeclarativeValidationBeta {
				want = append(want, "beta")
			}
			var got []string
			for _, e := range errs {
				got = append(got, e.Field)
			}
			if strings.Join(got, ",") != strings.Join(want, ",") {
				t.Errorf("got errors on %v, want %v", got, want)
			}
		})
	}
}
