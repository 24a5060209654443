package v1

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/declarative/declarativetest"
)

// widgetFuzzer adds the enum values, which random text would rarely hit.
func widgetFuzzer() declarativetest.Fuzzer {
	return declarativetest.Fuzzer{Strings: []string{
		string(WidgetTierBasic), string(WidgetTierStandard), string(WidgetTierPremium),
		string(WidgetPhasePending), string(WidgetPhaseRunning), string(WidgetPhaseFailed),
	}}
}

// The hand-written and the declarative validation of every kind agree on
// random objects, on create and on update.
func TestHandwrittenAndDeclarativeAgreeOnRandomObjects(t *testing.T) {
	widgetFuzzer().VerifyEquivalence(t, validatingScheme(t), Handwritten, 0)
}

func TestHandwrittenAndDeclarativeAgreeOnFixtures(t *testing.T) {
	scheme := validatingScheme(t)
	broken := validWidget()
	broken.Spec.Replicas = nil
	broken.Spec.Owner = "QA"
	broken.Spec.Template.Ports = append(broken.Spec.Template.Ports, WidgetPort{Name: "Bad_Name", Port: 70000})
	for _, tc := range []struct {
		name     string
		obj, old runtime.Object
	}{
		{"valid create", validWidget(), nil},
		{"invalid create", broken, nil},
		{"invalid update", broken, validWidget()},
		{"unchanged invalid update", broken, broken.DeepCopy()},
		{"create with the deadline not above minReadySeconds", withDeadline(validWidget(), 60, new(int64(30))), nil},
		{"update growing replicas by 101", withReplicas(validWidget(), new(int32(104))), validWidget()},
		{"update growing replicas by 100", withReplicas(validWidget(), new(int32(103))), validWidget()},
	} {
		if !declarativetest.VerifyEquivalence(t, scheme, Handwritten, tc.obj, tc.old) {
			t.Errorf("%s: disagreement (see above)", tc.name)
		}
	}
}

// plantedDifferences are hand-written validations that each differ from
// the declarative rules in one way a real migration could get wrong.
var plantedDifferences = map[string]declarativetest.Handwritten{
	"replicas bound typo (100 instead of 1000)": func(ctx context.Context, obj, old runtime.Object) field.ErrorList {
		errs := Handwritten(ctx, obj, old)
		if w, ok := obj.(*Widget); ok && w.Spec.Replicas != nil && *w.Spec.Replicas > 100 && *w.Spec.Replicas <= 1000 {
			errs = append(errs, field.Invalid(field.NewPath("spec", "replicas"), *w.Spec.Replicas, "must be less than or equal to 100").
				WithOrigin("maximum").MarkCoveredByDeclarative())
		}
		return errs
	},
	"forgotten maxItems on zones": func(ctx context.Context, obj, old runtime.Object) field.ErrorList {
		return dropErrors(Handwritten(ctx, obj, old), "spec.zones", "maxItems")
	},
	"forgotten minimum on status.readyReplicas": func(ctx context.Context, obj, old runtime.Object) field.ErrorList {
		return dropErrors(Handwritten(ctx, obj, old), "status.readyReplicas", "minimum")
	},
	"CEL deadline rule forgotten": func(ctx context.Context, obj, old runtime.Object) field.ErrorList {
		return dropForbidden(Handwritten(ctx, obj, old), "spec.activeDeadlineSeconds")
	},
	"CEL replica growth rule forgotten": func(ctx context.Context, obj, old runtime.Object) field.ErrorList {
		return dropForbidden(Handwritten(ctx, obj, old), "spec.replicas")
	},
	"zones not ratcheted on update": func(ctx context.Context, obj, old runtime.Object) field.ErrorList {
		errs := Handwritten(ctx, obj, nil)
		if old == nil {
			return errs
		}
		// Update validation that re-checks every zone, also unchanged ones.
		w := obj.(*Widget)
		updateErrs := dropErrors(Handwritten(ctx, obj, old), "spec.zones", "")
		return append(updateErrs, validateZones(w.Spec.Zones, nil, false, field.NewPath("spec", "zones"))...)
	},
}

func dropErrors(errs field.ErrorList, fieldPrefix, origin string) field.ErrorList {
	var kept field.ErrorList
	for _, e := range errs {
		if strings.HasPrefix(e.Field, fieldPrefix) && (origin == "" || e.Origin == origin) {
			continue
		}
		kept = append(kept, e)
	}
	return kept
}

// dropForbidden drops the Forbidden errors at path: the CEL rules' errors.
func dropForbidden(errs field.ErrorList, path string) field.ErrorList {
	var kept field.ErrorList
	for _, e := range errs {
		if e.Field != path || e.Type != field.ErrorTypeForbidden {
			kept = append(kept, e)
		}
	}
	return kept
}

// The fuzzing finds each planted difference within the default number of
// iterations.
func TestFuzzingFindsPlantedDifferences(t *testing.T) {
	scheme := validatingScheme(t)
	iteration := regexp.MustCompile(`fuzzing widgets.kubedv.io/v1, Kind=Widget: disagreement at iteration (\d+) of seed (-?\d+)`)
	for name, handwritten := range plantedDifferences {
		t.Run(name, func(t *testing.T) {
			rec := &recordingTB{TB: t}
			widgetFuzzer().VerifyEquivalence(rec, scheme, handwritten, 0)
			found := ""
			for _, e := range rec.errors {
				if m := iteration.FindStringSubmatch(e); m != nil {
					found = m[1]
				}
			}
			if found == "" {
				t.Fatalf("the planted difference was not found in %d iterations; failures: %q", declarativetest.DefaultFuzzIterations, rec.errors)
			}
			t.Logf("found at iteration %s of %d", found, declarativetest.DefaultFuzzIterations)
		})
	}
}

// recordingTB records failures instead of failing; everything else goes to
// the embedded TB.
type recordingTB struct {
	testing.TB
	errors []string
}

func (r *recordingTB) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}
