package crdtest

import (
	"os"
	"strings"
	"testing"
)

// TestPrepareCreate: the prepared validation reports what Create reports,
// for a valid and an invalid object, and can run again.
func TestPrepareCreate(t *testing.T) {
	data, err := os.ReadFile("testdata/runner/crds/runners.example.com_runners.yaml")
	if err != nil {
		t.Fatal(err)
	}
	crd, err := DecodeCRD(data)
	if err != nil {
		t.Fatal(err)
	}
	res, err := crd.NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	for _, obj := range []string{
		`{"apiVersion":"runners.example.com/v1","kind":"Runner","metadata":{"name":"a","namespace":"ns"}}`,
		`{"apiVersion":"runners.example.com/v1","kind":"Runner","metadata":{"name":"A_","namespace":"ns"},"spec":{"replicas":-5}}`,
	} {
		want, err := res.Create([]byte(obj))
		if err != nil {
			t.Fatal(err)
		}
		if invalid := strings.Contains(obj, "A_"); want.Valid() == invalid {
			t.Fatalf("%s: Create says valid=%v; the case is wrong", obj, want.Valid())
		}
		validate, err := res.PrepareCreate([]byte(obj))
		if err != nil {
			t.Fatal(err)
		}
		for range 2 {
			got := problems(validate())
			if len(got) != len(want.Problems) {
				t.Fatalf("%s: prepared %v, Create %v", obj, got, want.Problems)
			}
			for i := range got {
				if got[i] != want.Problems[i] {
					t.Errorf("%s: prepared %v, Create %v", obj, got[i], want.Problems[i])
				}
			}
		}
	}
}
