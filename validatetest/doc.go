// Package validatetest is the test harness for code produced by
// validation-gen.
//
// A fixture package names this package's Scheme as its registry and declares
// a scheme builder:
//
//	// +k8s:validation-gen=TypesWithField=TypeMeta
//	// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme
//	package minimum
//
//	import "github.com/kubedv/kubedv/validatetest"
//
//	var localSchemeBuilder = validatetest.New()
//
// The generated init() registers the package's validations into it, and
// tests describe cases fluently:
//
//	st := localSchemeBuilder.Test(t)
//	st.Value(&T{X: 1}).ExpectValid().ExpectAllocs(0)
//	st.Value(&T{X: 0}).ExpectInvalid(
//		field.Invalid(field.NewPath("x"), 0, "must be greater than or equal to 1").WithOrigin("minimum"))
//	st.Value(&T{X: 0}).OldValue(&T{X: 0}).ExpectValid() // unchanged values ratchet
//	st.Value(obj).Opts(map[string]bool{"FeatureX": true}).Subresources([]string{"status"}).ExpectValid()
//	st.Value(obj).ExpectValidateFalseByPath(map[string][]string{"x": {"field T.X"}})
//	st.Value(&T{X: 0}).ExpectExactly(want) // also compares bad values and short-circuit flags
//
// NewCases runs table-style cases, each a valid object changed in one
// place, on create and through every update transition (see CheckCase):
//
//	c := validatetest.NewCases(t, localSchemeBuilder, validT)
//	c.Run("x zero", func(v *T) { v.X = 0 }, xTooLow) // invalid, ratchets
//	c.Run("x large", func(v *T) { v.X = 100 })       // still valid
//
// ValueFuzzed fills a value deterministically (no nils, two items per list
// and map, depth 8, seed 0) before starting a case. A package tagged
// +k8s:validation-gen-test-fixture=validateFalse gets a generated test
//
//	func TestValidation(t *testing.T) {
//		localSchemeBuilder.Test(t).ValidateFixtures()
//	}
//
// which validates a fuzzed value of every registered type and compares the
// validateFalse arguments by field path with testdata/validate-false.json;
// run go test with UPDATE_VALIDATION_GEN_FIXTURE_DATA=true to (re)write it.
//
// API packages that register into a runtime.Scheme use ForScheme instead of
// Scheme.Test; every Expect* method works the same way.
//
// The workflow mirrors the test scheme of Kubernetes' own validation-gen,
// so its tests port by changing the import.
package validatetest
