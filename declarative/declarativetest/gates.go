package declarativetest

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/component-base/featuregate"

	"github.com/kubedv/kubedv/declarative"
)

// StrategyFunc validates the way an API strategy does: it runs the
// hand-written validation of obj (an update from oldObj when oldObj is not
// nil) and passes the errors to declarative.ValidateDeclarativelyWithMigrationChecks,
// forwarding opts, through which the table helpers choose the gates and
// read the metrics.
type StrategyFunc func(ctx context.Context, obj, oldObj runtime.Object, opts ...declarative.Option) field.ErrorList

// Case is one row of a table test.
type Case struct {
	Name   string
	Obj    runtime.Object
	OldObj runtime.Object // nil for a create
	// Request, when set, is put in the context (see declarative.WithRequestInfo).
	Request *declarative.RequestInfo
	// Want are the errors the client must get, compared by type, field path
	// and origin, in any order. Empty means valid.
	Want field.ErrorList
}

// Gates is one setting of the declarative validation gates.
type Gates struct {
	DeclarativeValidation     bool
	DeclarativeValidationBeta bool
}

func (g Gates) String() string {
	return fmt.Sprintf("DeclarativeValidation=%t,DeclarativeValidationBeta=%t", g.DeclarativeValidation, g.DeclarativeValidationBeta)
}

// AllGates are the four settings of the two gates that change behavior.
var AllGates = []Gates{{false, false}, {false, true}, {true, false}, {true, true}}

// FeatureGate returns a fresh gate with this setting.
func (g Gates) FeatureGate() featuregate.MutableVersionedFeatureGate {
	gate := declarative.NewFeatureGate()
	err := gate.SetFromMap(map[string]bool{
		string(declarative.DeclarativeValidation):     g.DeclarativeValidation,
		string(declarative.DeclarativeValidationBeta): g.DeclarativeValidationBeta,
	})
	if err != nil {
		panic("declarativetest: setting gates: " + err.Error())
	}
	return gate
}

// VerifyGateEquivalence runs every case under each of the four gate
// settings, each with a fresh gate and Recorder, and checks that
//   - every setting returns the same errors, by type, field path and origin
//     (detail text may be reworded, KEP-5073 "Error Message Equivalence"),
//   - they match the case's Want,
//   - no mismatch was reported and nothing panicked.
//
// Failures name the case and the gate setting.
func VerifyGateEquivalence(t testing.TB, validate StrategyFunc, cases ...Case) {
	t.Helper()
	for _, tc := range cases {
		var first []string
		for i, gates := range AllGates {
			errs, rec := RunWithGates(gates, validate, tc)
			keys := errorKeys(errs)
			if msg := diffWant(tc.Want, errs); msg != "" {
				t.Errorf("%s, %s: %s", tc.Name, gates, msg)
			}
			if n := rec.Mismatches(); n != 0 {
				t.Errorf("%s, %s: %v mismatches reported:\n%s", tc.Name, gates, n, strings.Join(rec.LogEntries(), "\n"))
			}
			if n := rec.Panics(); n != 0 {
				t.Errorf("%s, %s: %v panics reported:\n%s", tc.Name, gates, n, strings.Join(rec.LogEntries(), "\n"))
			}
			if i == 0 {
				first = keys
			} else if !slices.Equal(first, keys) {
				t.Errorf("%s: clients get different errors with %s:\n  %s\nthan with %s:\n  %s", tc.Name,
					AllGates[0], strings.Join(first, "\n  "), gates, strings.Join(keys, "\n  "))
			}
		}
	}
}

// RunWithGates runs one case under one gate setting and returns the
// errors with the Recorder that saw the call.
func RunWithGates(gates Gates, validate StrategyFunc, tc Case) (field.ErrorList, *Recorder) {
	rec := NewRecorder()
	ctx := rec.Context(context.Background())
	if tc.Request != nil {
		ctx = declarative.WithRequestInfo(ctx, *tc.Request)
	}
	errs := validate(ctx, tc.Obj, tc.OldObj, declarative.WithFeatureGate(gates.FeatureGate()), rec.Option())
	return errs, rec
}

// errorKeys renders each error as its type, field path and origin,
// sorted, so that lists in different orders compare equal.
func errorKeys(errs field.ErrorList) []string {
	out := make([]string, len(errs))
	for i, e := range errs {
		out[i] = fmt.Sprintf("%s %s (origin %q)", e.Type, e.Field, e.Origin)
	}
	slices.Sort(out)
	return out
}

// diffWant compares errors with want by type, field and origin, as a
// multiset, and describes the difference ("" when there is none).
func diffWant(want, got field.ErrorList) string {
	matcher := field.ErrorMatcher{}.ByType().ByField().ByOrigin()
	used := make([]bool, len(got))
	var missing []string
	for _, w := range want {
		found := false
		for i, g := range got {
			if !used[i] && matcher.Matches(w, g) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			missing = append(missing, matcher.Render(w))
		}
	}
	var unexpected []string
	for i, g := range got {
		if !used[i] {
			unexpected = append(unexpected, matcher.Render(g))
		}
	}
	if len(missing) == 0 && len(unexpected) == 0 {
		return ""
	}
	return fmt.Sprintf("missing errors %q, unexpected errors %q", missing, unexpected)
}
