package kubebuilder

import "testing"

// TestDefaultsAllocateNothing: defaulting an object whose defaults are all
// set (the omitzero struct's zero test included) allocates nothing.
func TestDefaultsAllocateNothing(t *testing.T) {
	r := valid()
	if n := testing.AllocsPerRun(100, func() { SetObjectDefaults_Root(r) }); n != 0 {
		t.Fatalf("SetObjectDefaults_Root allocates %v times on a defaulted object", n)
	}
}
