package crdtest

import (
	"encoding/json"
	"testing"

	apiextensions "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"

	gencel "github.com/kubedv/kubedv/gen/cel"
)

// TestCELFieldPathNormalised: the compiled tier appends a rule's fieldPath
// to the error's path as gen/cel normalises it; the API server appends
// ValidFieldPath(...).String(). Both must agree for every form a path can
// take (dots, quoted names, map keys, escapes).
func TestCELFieldPathNormalised(t *testing.T) {
	const schemaJSON = `{"type":"object","properties":{
		"name":{"type":"string"},
		"b.c":{"type":"string"},
		"labels":{"type":"object","additionalProperties":{"type":"string"}},
		"nested":{"type":"object","properties":{"a":{"type":"string"},"it's":{"type":"string"},
			"deep":{"type":"object","additionalProperties":{"type":"object","properties":{"x":{"type":"integer"}}}}}}}}`
	var v1 apiextensionsv1.JSONSchemaProps
	if err := json.Unmarshal([]byte(schemaJSON), &v1); err != nil {
		t.Fatal(err)
	}
	var internal apiextensions.JSONSchemaProps
	if err := apiextensionsv1.Convert_v1_JSONSchemaProps_To_apiextensions_JSONSchemaProps(&v1, &internal, nil); err != nil {
		t.Fatal(err)
	}
	s, err := structuralschema.NewStructural(&internal)
	if err != nil {
		t.Fatal(err)
	}
	str := &gencel.Type{Kind: gencel.String}
	self := &gencel.Type{Kind: gencel.Object, Fields: []gencel.Field{
		{Name: "b.c", Type: str},
		{Name: "labels", Type: &gencel.Type{Kind: gencel.Map, Key: gencel.StringType, Elem: str}},
		{Name: "name", Type: str},
		{Name: "nested", Type: &gencel.Type{Kind: gencel.Object, Fields: []gencel.Field{
			{Name: "a", Type: str},
			{Name: "deep", Type: &gencel.Type{Kind: gencel.Map, Key: gencel.StringType, Elem: &gencel.Type{Kind: gencel.Object, Fields: []gencel.Field{{Name: "x", Type: &gencel.Type{Kind: gencel.Int}}}}}},
			{Name: "it's", Type: str},
		}}},
	}}
	for _, path := range []string{".name", "['name']", "['b.c']", ".labels['x']", ".labels.x", ".labels['a.b']", ".nested.a",
		".nested['it\\'s']", ".nested.deep['k'].x", ".nested.deep.k['x']"} {
		want, _, err := cel.ValidFieldPath(path, s)
		if err != nil {
			t.Fatalf("%s: the API server refuses it: %v", path, err)
		}
		prog, diags := gencel.CompileIn(gencel.Rule{Rule: "true", FieldPath: path}, self, gencel.Context{Cardinality: 1})
		if len(diags) > 0 {
			t.Fatalf("%s: %v", path, diags)
		}
		if prog.FieldPath != want.String() {
			t.Errorf("%s: normalised %q, the API server's %q", path, prog.FieldPath, want.String())
		}
	}
}
