package crdtest

import (
	"encoding/json"
	"testing"

	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// TestMapListChangedByKey: an unchanged struct holding a map list is
// changed for the API server only when the list repeats a key with
// differing items, and only crd-only differences on update are explained.
func TestMapListChangedByKey(t *testing.T) {
	name := "name"
	mapList := "map"
	item := structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"}, Properties: map[string]structuralschema.Structural{
		"name": {Generic: structuralschema.Generic{Type: "string"}}, "ref": {Generic: structuralschema.Generic{Type: "string"}}}}
	claims := structuralschema.Structural{Generic: structuralschema.Generic{Type: "array"}, Items: &item,
		Extensions: structuralschema.Extensions{XListType: &mapList, XListMapKeys: []string{name}}}
	s := &structuralschema.Structural{Generic: structuralschema.Generic{Type: "object"}, Properties: map[string]structuralschema.Structural{
		"spec": {Generic: structuralschema.Generic{Type: "object"}, Properties: map[string]structuralschema.Structural{"claims": claims}}}}
	object := func(t *testing.T, claims string) map[string]any {
		var m map[string]any
		if err := json.Unmarshal([]byte(`{"spec":{"claims":`+claims+`}}`), &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	forbidden := Difference{Path: "spec", Types: []field.ErrorType{field.ErrorTypeForbidden}}
	for _, tc := range []struct {
		name     string
		old, new string
		d        Difference
		create   bool
		want     bool
	}{
		{"repeated key, items differ", `[{"name":"a","ref":"x"},{"name":"a","ref":"y"}]`, `[{"name":"a","ref":"x"},{"name":"a","ref":"y"}]`, forbidden, false, true},
		{"the list itself", `[{"name":"a","ref":"x"},{"name":"a","ref":"y"}]`, `[{"name":"a","ref":"x"},{"name":"a","ref":"y"}]`, Difference{Path: "spec.claims"}, false, true},
		{"repeated key, same items", `[{"name":"a","ref":"x"},{"name":"a","ref":"x"}]`, `[{"name":"a","ref":"x"},{"name":"a","ref":"x"}]`, forbidden, false, false},
		{"unique keys", `[{"name":"a","ref":"x"},{"name":"b","ref":"y"}]`, `[{"name":"a","ref":"x"},{"name":"b","ref":"y"}]`, forbidden, false, false},
		{"value changed", `[{"name":"a","ref":"x"},{"name":"a","ref":"y"}]`, `[{"name":"a","ref":"y"},{"name":"a","ref":"x"}]`, forbidden, false, false},
		{"go-only", `[{"name":"a","ref":"x"},{"name":"a","ref":"y"}]`, `[{"name":"a","ref":"x"},{"name":"a","ref":"y"}]`, Difference{GoOnly: true, Path: "spec"}, false, false},
		{"create", "", `[{"name":"a","ref":"x"},{"name":"a","ref":"y"}]`, forbidden, true, false},
	} {
		c := &Case{New: object(t, tc.new), schema: s}
		if !tc.create {
			c.Old = object(t, tc.old)
		}
		if got := mapListChangedByKey(c, tc.d); got != tc.want {
			t.Errorf("%s: mapListChangedByKey = %v, want %v", tc.name, got, tc.want)
		}
	}
}
