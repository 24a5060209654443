package crdtest

import (
	"strings"
	"testing"

	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"

	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/schema"
)

// TestBadDefaultsRejectedFirst pairs each KEP-2335 rule the API server
// checks on defaults with the generator's check of the same rule: the
// oracle rejects a CRD whose default breaks it (written into the accepted
// golden CRD of gen/schema/testdata/defaults), and the generator stops
// earlier, at the +default's position in gen/schema/testdata/baddefaults,
// before any CRD exists.
func TestBadDefaultsRejectedFirst(t *testing.T) {
	res, err := load.Load(load.Config{Dir: "../gen/schema/testdata", Targets: []string{"./baddefaults/..."}})
	if err != nil {
		t.Fatal(err)
	}
	_, _, buildErr := schema.Build(res, schema.Options{Strict: true})
	if buildErr == nil {
		t.Fatal("the generator accepted testdata/baddefaults")
	}
	for _, c := range []struct {
		name          string
		breakIt       func(spec *apiextensionsinternal.JSONSchemaProps, root *apiextensionsinternal.JSONSchemaProps)
		field, detail string // the oracle's error
		ours          string // the generator's error for the same rule
	}{
		{
			name: "a value outside the schema's bounds",
			breakIt: func(spec, _ *apiextensionsinternal.JSONSchemaProps) {
				setDefault(spec, "count", int64(0)) // minimum 1
			},
			field: "properties[count].default", detail: "should be greater than or equal to 1",
			ours: `baddefaults/v1/types.go:20:5: +default="toolong" on field TooLong: the default fails the CRD schema: "toolong" is longer than maxLength 3`,
		},
		{
			name: "a field the schema does not have (not pruned)",
			breakIt: func(spec, _ *apiextensionsinternal.JSONSchemaProps) {
				setDefault(spec, "sub", map[string]any{"name": "n", "extra": int64(1)})
			},
			field: "properties[sub].default", detail: "must not have unknown fields",
			ours: `baddefaults/v1/types.go:23:5: +default={"name": "x", "extra": 1} on field Unknown: the default fails the CRD schema: unknown field "extra"`,
		},
		{
			name: "a value a CEL rule rejects",
			breakIt: func(spec, _ *apiextensionsinternal.JSONSchemaProps) {
				color := spec.Properties["color"]
				color.XValidations = apiextensionsinternal.ValidationRules{{Rule: "self != 'blue'", Message: "not blue"}}
				spec.Properties["color"] = color
			},
			field: "properties[color].default", detail: "not blue",
			ours: `baddefaults/v1/types.go:43:5: +default="x" on field Code: the default fails a CEL rule of the CRD`,
		},
		{
			name: "an item default of the wrong type",
			breakIt: func(spec, _ *apiextensionsinternal.JSONSchemaProps) {
				modes := spec.Properties["modes"]
				var v apiextensionsinternal.JSON = int64(5)
				modes.Items.Schema.Default = &v
				spec.Properties["modes"] = modes
			},
			field: "items.default", detail: "must be of type string",
			ours: `baddefaults/v1/types.go:49:4: +default="long" on items of []v1.Word: the default fails the CRD schema`,
		},
		{
			name: "a default in the resource's top-level metadata",
			breakIt: func(_, root *apiextensionsinternal.JSONSchemaProps) {
				setDefault(root, "metadata", map[string]any{"labels": map[string]any{"a": "b"}})
			},
			field: "properties[metadata].default", detail: "must not be set in top-level metadata",
			ours: `baddefaults/v1/types.go:9:5: [crd-inexpressible] +default={"labels": {"a": "b"}} on metadata at the resource root is left out of the CRD`,
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			crd := readCRD(t, "defaults.example.com_things.yaml")
			if errs := crd.Validate(); len(errs) > 0 {
				t.Fatalf("the golden CRD is rejected before any change: %v", errs.ToAggregate())
			}
			root := crd.schemaOf(&crd.Internal.Spec.Versions[0])
			spec := root.Properties["spec"]
			c.breakIt(&spec, root)
			root.Properties["spec"] = spec
			if errs := crd.Validate(); !hasError(errs, c.field, c.detail) {
				t.Errorf("the oracle accepted the broken default; want an error at %s saying %q, got %v", c.field, c.detail, fields(errs))
			}
			if !strings.Contains(buildErr.Error(), c.ours) {
				t.Errorf("the generator does not say %q; it says:\n%v", c.ours, buildErr)
			}
		})
	}
}

func setDefault(p *apiextensionsinternal.JSONSchemaProps, prop string, value any) {
	sub := p.Properties[prop]
	v := apiextensionsinternal.JSON(value)
	sub.Default = &v
	p.Properties[prop] = sub
}
