package validatetest_test

import (
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
	"github.com/kubedv/kubedv/validatetest/internal/fixture"
)

func newFixtureRuntimeScheme(t testing.TB) *runtime.Scheme {
	s := runtime.NewScheme()
	if err := fixture.RegisterRuntimeValidations(s); err != nil {
		t.Fatalf("RegisterRuntimeValidations: %v", err)
	}
	return s
}

// unregisteredObject is a runtime.Object with no validation function.
type unregisteredObject struct{}

func (*unregisteredObject) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }
func (*unregisteredObject) DeepCopyObject() runtime.Object   { return &unregisteredObject{} }

func TestForSchemeValidates(t *testing.T) {
	st := validatetest.ForScheme(t, newFixtureRuntimeScheme(t))

	st.Value(&fixture.Widget{Replicas: 1}).ExpectValid().ExpectAllocs(0)
	st.Value(&fixture.Widget{}).Opts(strictNames).ExpectInvalid(replicasTooLow, nameRequired)
	st.Value(&fixture.Widget{}).OldValue(&fixture.Widget{}).ExpectValid().ExpectAllocs(0)
	st.Value(&fixture.Widget{}).OldValue(&fixture.Widget{Replicas: 2}).ExpectInvalid(replicasTooLow)
	st.Value(&fixture.Widget{Status: fixture.WidgetStatus{Ready: -1}}).Subresources([]string{"status"}).ExpectMatches(
		field.ErrorMatcher{}.ByType().ByField().ByOrigin(), field.ErrorList{
			field.Invalid(field.NewPath("replicas"), nil, "").WithOrigin("minimum"),
			field.Invalid(field.NewPath("status", "ready"), nil, "").WithOrigin("minimum"),
		})
}

func TestForSchemePassesOperation(t *testing.T) {
	st := validatetest.ForScheme(t, newFixtureRuntimeScheme(t))
	rec, old := &fixture.OpRecorder{}, &fixture.OpRecorder{}
	st.Value(rec).ExpectValid()
	if rec.Seen.Type != operation.Create || rec.SeenOld != nil {
		t.Errorf("create: op.Type = %v, old = %v", rec.Seen.Type, rec.SeenOld)
	}
	st.Value(rec).OldValue(old).Opts(strictNames).Subresources([]string{"status"}).ExpectValid()
	if rec.Seen.Type != operation.Update || rec.SeenOld != runtime.Object(old) {
		t.Errorf("update: op.Type = %v, old = %v", rec.Seen.Type, rec.SeenOld)
	}
	if !rec.Seen.Options[fixture.StrictNamesOption] || rec.Seen.Request.SubresourcePath() != "/status" {
		t.Errorf("update: op = %+v, want the options and the status subresource", rec.Seen)
	}
}

func TestForSchemeRejectsWhatItCannotValidate(t *testing.T) {
	tests := []struct {
		name      string
		nilScheme bool
		run       func(*validatetest.Tester)
		want      []string
	}{{
		name: "unregistered object",
		run:  func(st *validatetest.Tester) { st.Value(&unregisteredObject{}).ExpectValid() },
		want: []string{"no validation function registered for type *validatetest_test.unregisteredObject"},
	}, {
		name: "value is not an object",
		run:  func(st *validatetest.Tester) { st.Value(&fixture.Forced{}).ExpectValid() },
		want: []string{"value of type *fixture.Forced is not a runtime.Object"},
	}, {
		name: "old value is not an object",
		run: func(st *validatetest.Tester) {
			st.Value(&fixture.Widget{Replicas: 1}).OldValue(&fixture.Forced{}).ExpectValid()
		},
		want: []string{
			"OldValue: old value has type *fixture.Forced but the value has type *fixture.Widget",
			"old value of type *fixture.Forced is not a runtime.Object",
		},
	}, {
		name:      "nil scheme",
		nilScheme: true,
		run:       func(st *validatetest.Tester) { st.Value(&fixture.Widget{Replicas: 1}).ExpectValid() },
		want:      []string{"ForScheme was given a nil *runtime.Scheme"},
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var scheme *runtime.Scheme
			if !tc.nilScheme {
				scheme = newFixtureRuntimeScheme(t)
			}
			rec := &recordingTB{}
			tc.run(validatetest.ForScheme(rec, scheme))
			if len(rec.errors) != len(tc.want) {
				t.Fatalf("want %d failures, got %q", len(tc.want), rec.errors)
			}
			for i, fragment := range tc.want {
				if !containsAll(rec.errors[i], fragment) {
					t.Errorf("failure %d = %q, want it to mention %q", i, rec.errors[i], fragment)
				}
			}
		})
	}
}
