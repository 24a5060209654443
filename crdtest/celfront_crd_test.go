package crdtest

import (
	"fmt"
	"strings"
	"testing"

	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"

	gencel "github.com/kubedv/kubedv/gen/cel"
)

// placedCRD is a CRD whose schema carries one rule at the node marked
// RULES; each node kind where the API server's checks differ (root, list
// items of each list type, map values, unbounded and bounded) gets rules.
const placedCRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, listKind: WidgetList, plural: widgets, singular: widget}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        %s
        properties:
          spec:
            type: object
            %s
            properties:
              name: {type: string, maxLength: 10}
              atomicList:
                type: array
                maxItems: 5
                items:
                  type: object
                  %s
                  properties: {name: {type: string, maxLength: 10}, free: {type: string}}
              mapList:
                type: array
                maxItems: 5
                x-kubernetes-list-type: map
                x-kubernetes-list-map-keys: [name]
                items:
                  type: object
                  required: [name]
                  %s
                  properties: {name: {type: string, maxLength: 10}, free: {type: string}}
              unboundedList:
                type: array
                x-kubernetes-list-type: map
                x-kubernetes-list-map-keys: [name]
                items:
                  type: object
                  required: [name]
                  %s
                  properties: {name: {type: string, maxLength: 10}, free: {type: string}}
              values:
                type: object
                additionalProperties:
                  type: object
                  %s
                  properties: {name: {type: string, maxLength: 10}, free: {type: string}}
`

// placedNodes name the RULES slots of placedCRD in order, with gen/cel's
// context for each.
var placedNodes = []string{"root", "spec", "atomicList items", "mapList items", "unboundedList items", "values"}

var placedRules = []gencel.Rule{
	{Rule: "self.name == 'x'"},
	{Rule: "self.name == oldSelf.name"},
	{Rule: "oldSelf.hasValue()", OptionalOldSelf: true},
	{Rule: "true", OptionalOldSelf: true},
	{Rule: "self.free.matches('^[a-z]+$')"},
	{Rule: "self.free.size() < 10 && self.free.split(',').all(x, x.size() < 3)"},
	{Rule: "self.free.split(',').all(x, self.free.split(';').all(y, x != y))"},
	{Rule: "true", MessageExpression: "self.free + self.free"},
	{Rule: "true", MessageExpression: "1"},
	{Rule: "true", Reason: "FieldValueForbidden", FieldPath: ".name"},
	{Rule: "true", FieldPath: ".nope"},
	{Rule: "true", Reason: "Nope"},
	{Rule: "self.kind == 'Widget' && self.metadata.name.size() < 100"},
}

func ruleYAML(r gencel.Rule) string {
	var b strings.Builder
	fmt.Fprintf(&b, "x-kubernetes-validations: [{rule: %q", r.Rule)
	if r.MessageExpression != "" {
		fmt.Fprintf(&b, ", messageExpression: %q", r.MessageExpression)
	}
	if r.Reason != "" {
		fmt.Fprintf(&b, ", reason: %s", r.Reason)
	}
	if r.FieldPath != "" {
		fmt.Fprintf(&b, ", fieldPath: %q", r.FieldPath)
	}
	if r.OptionalOldSelf {
		b.WriteString(", optionalOldSelf: true")
	}
	b.WriteString("}]")
	return b.String()
}

// TestCELFrontPlacedRules: every rule at every node, the whole CRD through
// the API server's create validation vs gen/cel's CompileIn at that node.
func TestCELFrontPlacedRules(t *testing.T) {
	diffs := 0
	for slot, where := range placedNodes {
		for _, r := range placedRules {
			slots := make([]any, len(placedNodes))
			for i := range slots {
				slots[i] = ""
			}
			slots[slot] = ruleYAML(r)
			crd, err := DecodeCRD([]byte(fmt.Sprintf(placedCRD, slots...)))
			if err != nil {
				t.Fatal(err)
			}
			real := crd.Validate()
			root := crd.schemaOf(&crd.Internal.Spec.Versions[0])
			s, err := structuralschema.NewStructural(root)
			if err != nil {
				t.Fatal(err)
			}
			node, ctx := placedNode(celTypeOf(s), where)
			_, diags := gencel.CompileIn(r, node, ctx)
			if (len(real) == 0) != (len(diags) == 0) {
				diffs++
				t.Errorf("%s: %+v:\n  apiextensions: %v\n  gen/cel:       %+v", where, r, real, diags)
			}
		}
	}
	t.Logf("%d placements, %d verdict differences", len(placedNodes)*len(placedRules), diffs)
}

func placedNode(root *gencel.Type, where string) (*gencel.Type, gencel.Context) {
	field := func(t *gencel.Type, name string) *gencel.Type {
		for _, f := range t.Fields {
			if f.Name == name {
				return f.Type
			}
		}
		panic("no field " + name)
	}
	ctx := gencel.RootContext()
	if where == "root" {
		return root, ctx
	}
	spec := field(root, "spec")
	ctx = ctx.Property()
	switch where {
	case "spec":
		return spec, ctx
	case "values":
		m := field(spec, "values")
		return m.Elem, ctx.Property().Values(m)
	}
	list := field(spec, strings.TrimSuffix(where, " items"))
	return list.Elem, ctx.Property().Items(list, "openAPIV3Schema.properties[spec].properties["+strings.TrimSuffix(where, " items")+"]")
}
