package crdtest

import (
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"sigs.k8s.io/yaml"
)

func decodeTestCRD(t *testing.T, spec string) *apiextensionsv1.CustomResourceDefinition {
	t.Helper()
	crd := &apiextensionsv1.CustomResourceDefinition{}
	if err := yaml.Unmarshal([]byte(spec), crd); err != nil {
		t.Fatal(err)
	}
	return crd
}

// TestCompareSchemas: keywords, rules, required sets, titles, examples
// (as JSON values) and nodes are compared at their paths; descriptions
// and rule order are not.
func TestCompareSchemas(t *testing.T) {
	ref := decodeTestCRD(t, `
spec:
  versions:
  - name: v1
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            required: [a, b, d]
            x-kubernetes-validations:
            - {rule: "self.a != ''", message: one}
            - {rule: "self.b != ''", message: two}
            properties:
              a: {type: string, pattern: "^x$", description: A, title: T}
              b: {type: string}
              d: {type: string, default: x, example: {p: 1, q: [a]}}
              e: {type: integer, example: 5}
              items:
                type: array
                items: {type: integer, maximum: 5}
  - name: v2
    schema: {openAPIV3Schema: {type: object}}
`)
	ours := decodeTestCRD(t, `
spec:
  versions:
  - name: v1
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            required: [b, a]
            x-kubernetes-validations:
            - {rule: "self.b != ''", message: two}
            - {rule: "self.a != ''", message: other}
            properties:
              a: {type: string, pattern: "^y$", description: another, title: U}
              d: {type: string, default: x, example: {q: [a], p: 1.0}}
              e: {type: integer, example: "5"}
              items:
                type: array
                items: {type: integer, maximum: 5, format: int64}
              c: {type: string}
`)
	var got []string
	for _, d := range CompareSchemas(ref, ours) {
		got = append(got, d.String())
	}
	want := []string{
		`v1 spec required d: reference "listed, defaulted", ours (absent)`,
		`v1 spec x-kubernetes-validations self.a != '': reference {"rule":"","message":"one"}, ours {"rule":"","message":"other"}`,
		`v1 spec.a pattern: reference "^x$", ours "^y$"`,
		`v1 spec.a title: reference "T", ours "U"`,
		`v1 spec.b node: reference schema, ours (absent)`,
		`v1 spec.c node: reference (absent), ours schema`,
		`v1 spec.e example: reference 5, ours "5"`,
		`v1 spec.items[*] format: reference (absent), ours "int64"`,
		`v2  version: reference served, ours (absent)`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("differences:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if d := CompareSchemas(ref, ref); len(d) != 0 {
		t.Errorf("a CRD differs from itself: %v", d)
	}
}

// TestCompareFoldsLengthAllOf: an allOf of minLength/maxLength members is
// reported on its own and compared as its tightest bounds.
func TestCompareFoldsLengthAllOf(t *testing.T) {
	crd := func(node string) *apiextensionsv1.CustomResourceDefinition {
		return decodeTestCRD(t, `
spec:
  versions:
  - name: v1
    schema:
      openAPIV3Schema:
        type: object
        properties:
          a: `+node+`
`)
	}
	ref := crd(`{type: string, allOf: [{minLength: 1, maxLength: 255}, {minLength: 10, maxLength: 10}]}`)
	var got []string
	for _, d := range CompareSchemas(ref, crd(`{type: string, minLength: 10, maxLength: 10}`)) {
		got = append(got, d.String())
	}
	want := `v1 a allOf of length bounds: reference folded to {"maxLength":10,"minLength":10}, ours (absent)`
	if strings.Join(got, "\n") != want {
		t.Errorf("differences:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
	got = nil
	for _, d := range CompareSchemas(ref, crd(`{type: string, minLength: 10}`)) {
		got = append(got, d.String())
	}
	if len(got) != 2 || !strings.Contains(got[1], "maxLength: reference 10, ours (absent)") {
		t.Errorf("a bound the fold keeps and ours lacks: %q", got)
	}
}
