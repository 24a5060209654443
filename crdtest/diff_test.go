package crdtest

import (
	"os"
	"strconv"
	"testing"

	kitv1 "github.com/kubedv/kubedv/crdtest/kitapi/v1"
)

// kitCases is the number of creates and updates per root type; CI runs a
// short kit, KUBEDV_KIT_CASES=10000 the full one.
func kitCases(t *testing.T) int {
	if v := os.Getenv("KUBEDV_KIT_CASES"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			t.Fatalf("KUBEDV_KIT_CASES=%q: want a positive integer", v)
		}
		return n
	}
	return 1000
}

func TestDifferentialGizmo(t *testing.T) {
	crd := readCRDFile(t, "kitapi/crds/kit.kubedv.io_gizmos.yaml")
	res, err := crd.NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	kit := &Kit[kitv1.Gizmo]{Resource: res, CRD: crd, Version: "v1", Validate: kitv1.Validate_Gizmo, Namespaced: true}
	create, update, err := kit.Run(1, kitCases(t))
	if err != nil {
		t.Fatal(err)
	}
	for name, o := range map[string]Outcome{"create": create, "update": update} {
		t.Logf("%s: %s", name, o.Table())
		for d := range o.Unexplained {
			t.Errorf("%s: unexplained difference %q, e.g.\n%s", name, d, o.Examples[d])
		}
	}
}
