package emit

import (
	"go/types"
)

// FixtureTest renders the test file of a package tagged
// +k8s:validation-gen-test-fixture=validateFalse: one test that compares
// the validateFalse errors of every registered type, filled with
// deterministic random data, with testdata/validate-false.json.
func FixtureTest(pkg *types.Package, header []byte, generator string) ([]byte, error) {
	f := NewFile(pkg)
	testing := f.Import("testing")
	f.Printf("func TestValidation(t *%s.T) {\nlocalSchemeBuilder.Test(t).ValidateFixtures()\n}\n", testing)
	return f.Bytes(header, generator)
}
