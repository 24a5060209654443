package crdtest

import (
	"testing"

	kitv1 "github.com/kubedv/kubedv/crdtest/kitapi/v1"
)

// contraptionCRD is the kit's CRD for the rules placed on an ancestor of
// the value they check (+k8s:subfield, +k8s:item, +k8s:ifMode, field
// bounds).
const contraptionCRD = "kitapi/crds/kit.kubedv.io_contraptions.yaml"

func TestContraptionCRDPassesTheAPIServer(t *testing.T) {
	crd := readCRDFile(t, contraptionCRD)
	if errs := crd.Validate(); len(errs) > 0 {
		t.Fatalf("the API server rejects %s: %v", contraptionCRD, fields(errs))
	}
	rule, found, err := crd.CostliestRule()
	if err != nil || !found {
		t.Fatalf("CostliestRule: found=%v err=%v", found, err)
	}
	t.Logf("costliest rule %q at %s: estimated cost %d", rule.Rule, rule.Path, rule.Cost)
}

func TestDifferentialContraption(t *testing.T) {
	runKit(t, kitFor(t, contraptionCRD, kitv1.Validate_Contraption), 3, kitCases(t))
}
