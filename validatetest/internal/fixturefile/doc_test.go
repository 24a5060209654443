package fixturefile

import (
	"testing"
)

// TestValidation is exactly the test validation-gen emits for a package
// tagged +k8s:validation-gen-test-fixture=validateFalse.
func TestValidation(t *testing.T) {
	localSchemeBuilder.Test(t).ValidateFixtures()
}
