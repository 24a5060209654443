package crdtest

import (
	"testing"

	"github.com/kubedv/kubedv/gen/schema"
	"github.com/kubedv/kubedv/gen/validationgen"
)

// TestAPIExtensionsJSONHoldsAnyValue: a field of apiextensions' JSON type
// is written as controller-gen writes it (x-kubernetes-preserve-unknown-fields,
// no type), so the API server takes a string, a number, a list and an object.
func TestAPIExtensionsJSONHoldsAnyValue(t *testing.T) {
	crds, _, err := validationgen.BuildCRDs(validationgen.Config{Dir: "testdata/jsonapi/v1", Packages: []string{"."}, Readonly: []string{"k8s.io/apimachinery/pkg/apis/meta/v1"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(crds) != 1 {
		t.Fatalf("%d CRDs", len(crds))
	}
	value := crds[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"].Properties["value"]
	if value == nil || value.Type != "" || value.PreserveUnknownFields == nil || !*value.PreserveUnknownFields {
		t.Fatalf("spec.value schema = %+v, want only x-kubernetes-preserve-unknown-fields: true", value)
	}
	data, err := schema.Marshal(crds[0].CRD)
	if err != nil {
		t.Fatal(err)
	}
	crd, err := DecodeCRD(data)
	if err != nil {
		t.Fatal(err)
	}
	if errs := crd.Validate(); len(errs) > 0 {
		t.Fatalf("the API server refuses the CRD: %v", errs)
	}
	r, err := crd.NewResource("v1")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{`"text"`, `5`, `[1, "a"]`, `{"a": {"b": 1}}`, `true`} {
		obj := `{"apiVersion": "json.example.com/v1", "kind": "Holder", "metadata": {"name": "h", "namespace": "default"}, "spec": {"value": ` + v + `}}`
		res, err := r.Create([]byte(obj))
		if err != nil {
			t.Fatal(err)
		}
		if !res.Valid() {
			t.Errorf("value %s refused: %v", v, res.Problems)
		}
	}
}
