package crdtest

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/schema"
	"github.com/kubedv/kubedv/gen/validationgen"
)

// kitConfig is the run of kitapi/v1/doc.go's go:generate lines.
var kitConfig = validationgen.Config{
	Dir:      "kitapi/v1",
	Packages: []string{"."},
	Readonly: []string{"k8s.io/apimachinery/pkg/apis/meta/v1"},
}

// TestKitAPIUpToDate regenerates the kit API's validation code and CRD in
// memory and compares them with the checked-in files, so the differential
// kit never runs on stale output.
func TestKitAPIUpToDate(t *testing.T) {
	outs, err := validationgen.Generate(kitConfig)
	if err != nil {
		t.Fatal(err)
	}
	if len(outs) != 1 {
		t.Fatalf("generated %d files, want 1", len(outs))
	}
	stale(t, outs[0].Path, outs[0].Content)
	crds, findings, err := validationgen.BuildCRDs(kitConfig)
	if err != nil {
		t.Fatal(err)
	}
	noneLeftOut(t, findings)
	for _, f := range crds {
		data, err := schema.Marshal(f.CRD)
		if err != nil {
			t.Fatal(err)
		}
		stale(t, filepath.Join("kitapi", "crds", f.Name), data)
	}
}

func stale(t *testing.T, path string, want []byte) {
	t.Helper()
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is stale; run go -C crdtest generate ./kitapi/... ./celkit/... ./testdata/runner/v1 (the runner's go:generate lines write ../corev1 and the other k8s.io/api copies too)", path)
	}
}

// noneLeftOut fails for every tag a CRD leaves out: the example and kit
// APIs use only tags a CRD expresses.
func noneLeftOut(t *testing.T, findings []lint.Finding) {
	t.Helper()
	for _, f := range findings {
		if f.Rule == lint.CRDInexpressible {
			t.Errorf("left out of the CRD: %s", f)
		}
	}
}
