package load

import (
	"reflect"
	"testing"
)

// TestUndocumentedTypeMarkers: a type without a doc comment gets the
// +kubebuilder: lines of the block one blank line above it, as
// controller-gen reads them (controller-tools' multiple_versions marks its
// storage version so); a block two blank lines above, and other lines, are
// not read.
func TestUndocumentedTypeMarkers(t *testing.T) {
	dir := writeModule(t, map[string]string{
		"a/types.go": `package a

// +kubebuilder:storageversion
// +kubebuilder:object:root=true
// +genclient

type Stored struct{}

// +kubebuilder:resource:scope=Cluster


type Far struct{}
`,
	})
	res, err := Load(Config{Dir: dir, Targets: []string{"./a"}, OutputFile: outputFile})
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	want := map[string][]string{
		"Stored": {"+kubebuilder:storageversion", "+kubebuilder:object:root=true"},
		"Far":    nil,
	}
	for _, n := range res.Targets[0].Named {
		var got []string
		for _, l := range n.Other {
			got = append(got, l.Text)
		}
		if !reflect.DeepEqual(got, want[n.Name()]) {
			t.Errorf("%s: lines %q, want %q", n.Name(), got, want[n.Name()])
		}
	}
}
