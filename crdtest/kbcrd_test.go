package crdtest

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestKnownTypesAndEmbeddedMetaOnTheAPIServer: the golden CRDs of
// gen/schema/testdata/kbcrd (controller-gen's output, TestControllerGenCRDMetadata)
// behave on the API server as controller-gen's do: apiextensions' JSON
// (v1 and v1beta1) takes any JSON value, an Unstructured's content is
// pruned unless the field keeps unknown fields, a template's ObjectMeta is
// pruned whole by default and keeps name, namespace, labels, annotations
// and finalizers with --crd-embedded-object-meta; the deprecated v1beta1
// with subresources: {} is served.
func TestKnownTypesAndEmbeddedMetaOnTheAPIServer(t *testing.T) {
	const meta = `{"name": "t", "generateName": "t-", "labels": {"a": "b"}, "annotations": {"c": "d"}, "finalizers": ["f"], "ownerReferences": []}`
	obj := func(value string) []byte {
		return []byte(`{"apiVersion": "crd.kubedv.io/v1", "kind": "Holder", "metadata": {"name": "h"}, "spec": {` +
			`"value": ` + value + `, "oldValue": ` + value + `, "values": [` + value + `], "valueMap": {"k": ` + value + `},` +
			`"object": {"kind": "X", "a": 1}, "keptObject": {"kind": "X", "a": 1},` +
			`"template": {"metadata": ` + meta + `, "replicas": 1}}}`)
	}
	served := func(t *testing.T, file string, value string) map[string]any {
		t.Helper()
		crd := readCRD(t, file)
		if errs := crd.Validate(); len(errs) > 0 {
			t.Fatalf("%s: the API server refuses the CRD: %v", file, errs.ToAggregate())
		}
		r, err := crd.NewResource("v1")
		if err != nil {
			t.Fatal(err)
		}
		res, err := r.Create(obj(value))
		if err != nil {
			t.Fatal(err)
		}
		if !res.Valid() {
			t.Errorf("%s: value %s refused: %v", file, value, res.Problems)
		}
		data, err := r.Served(obj(value))
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		return m["spec"].(map[string]any)
	}
	for _, v := range []string{`"text"`, `5`, `[1, "a"]`, `{"a": {"b": 1}}`, `true`} {
		spec := served(t, "crd.kubedv.io_holderz.yaml", v)
		var want any
		if err := json.Unmarshal([]byte(v), &want); err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"value", "oldValue"} {
			if !reflect.DeepEqual(spec[name], want) {
				t.Errorf("%s = %v after pruning, want %s", name, spec[name], v)
			}
		}
	}
	spec := served(t, "crd.kubedv.io_holderz.yaml", `1`)
	if got := spec["object"]; !reflect.DeepEqual(got, map[string]any{}) {
		t.Errorf("object = %v, want {} (an Unstructured's content is pruned, as with controller-gen's CRD)", got)
	}
	if got := spec["keptObject"]; !reflect.DeepEqual(got, map[string]any{"kind": "X", "a": int64(1)}) && !reflect.DeepEqual(got, map[string]any{"kind": "X", "a": float64(1)}) {
		t.Errorf("keptObject = %v, want it whole", got)
	}
	if got := spec["template"].(map[string]any)["metadata"]; !reflect.DeepEqual(got, map[string]any{}) {
		t.Errorf("template.metadata = %v, want {} (controller-gen's default prunes it whole)", got)
	}
	spec = served(t, "crd.kubedv.io_holderz.embedded-object-meta.yaml", `1`)
	want := map[string]any{"name": "t", "labels": map[string]any{"a": "b"}, "annotations": map[string]any{"c": "d"}, "finalizers": []any{"f"}}
	if got := spec["template"].(map[string]any)["metadata"]; !reflect.DeepEqual(got, want) {
		t.Errorf("template.metadata = %v with --crd-embedded-object-meta, want %v", got, want)
	}

	crd := readCRD(t, "crd.kubedv.io_holderz.yaml")
	r, err := crd.NewResource("v1beta1")
	if err != nil {
		t.Fatal(err)
	}
	res, err := r.Create([]byte(`{"apiVersion": "crd.kubedv.io/v1beta1", "kind": "Holder", "metadata": {"name": "h"}, "spec": {"size": -1}}`))
	if err != nil || !res.Valid() {
		t.Errorf("v1beta1 create: %v %v", err, res.Problems)
	}
	for _, name := range []string{"crd.kubedv.io_columns.yaml", "crd.kubedv.io_bares.yaml", "crd.kubedv.io_scaleds.yaml"} {
		if errs := readCRD(t, name).Validate(); len(errs) > 0 {
			t.Errorf("%s: the API server refuses the CRD: %v", name, errs.ToAggregate())
		}
	}
}
