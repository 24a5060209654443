package crdtest

import (
	"context"
	"os"
	"strconv"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"

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

// kitFor returns the kit of the namespaced root type T of version v1 of
// the checked-in CRD at path.
func kitFor[T any](t *testing.T, path string, validate func(context.Context, operation.Operation, *field.Path, *T, *T) field.ErrorList) *Kit[T] {
	crd := readCRDFile(t, path)
	res, err := crd.NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	return &Kit[T]{Resource: res, CRD: crd, Version: "v1", Validate: validate, Namespaced: true}
}

// runKit runs n creates and n updates drawn from seed and fails on every
// difference no known reason explains.
func runKit[T any](t *testing.T, k *Kit[T], seed uint64, n int) {
	create, update, err := k.Run(seed, n)
	if err != nil {
		t.Fatal(err)
	}
	checkOutcomes(t, create, update)
}

// checkOutcomes logs the tables of a run and fails on its unexplained
// differences.
func checkOutcomes(t *testing.T, create, update Outcome) {
	t.Helper()
	for name, o := range map[string]Outcome{"create": create, "update": update} {
		t.Logf("%s: %s", name, o.Table())
		for d := range o.Unexplained {
			t.Errorf("%s: unexplained difference %q, e.g.\n%s", name, d, o.Examples[d])
		}
	}
}

func TestDifferentialGizmo(t *testing.T) {
	runKit(t, kitFor(t, "kitapi/crds/kit.kubedv.io_gizmos.yaml", kitv1.Validate_Gizmo), 1, kitCases(t))
}
