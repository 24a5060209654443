package crdtest

import (
	"slices"
	"testing"

	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/schema"
)

// TestEveryReasonIsFlagged: every difference the kit can explain is one
// the CRD backend names at the tags (a crd-drift or crd-inexpressible
// finding) and docs/crd.md lists, so no known difference goes unflagged.
func TestEveryReasonIsFlagged(t *testing.T) {
	var drifts []string
	for _, d := range schema.Drifts {
		drifts = append(drifts, d.Name)
	}
	for _, r := range reasons {
		if r.drift != lint.CRDInexpressible && !slices.Contains(drifts, r.drift) {
			t.Errorf("the kit's reason %q names %q, which is not in schema.Drifts; add it there (and to docs/crd.md)", r.text, r.drift)
		}
	}
}
