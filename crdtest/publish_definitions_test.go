package crdtest

import (
	"reflect"
	"testing"

	"k8s.io/kube-openapi/pkg/common"
	"k8s.io/kube-openapi/pkg/validation/spec"

	published "github.com/kubedv/kubedv/gen/openapigen/testdata/publish/openapi"
)

// publishPkg is the package of gen/openapigen's --publish-validation fixture.
const publishPkg = "github.com/kubedv/kubedv/gen/openapigen/testdata/publish"

// TestPublishedDefinitions reads the definitions openapi-gen
// --publish-validation wrote for gen/openapigen/testdata/publish as the API
// server does (GetOpenAPIDefinitions) and checks where each tag's rule went.
func TestPublishedDefinitions(t *testing.T) {
	var refs common.ReferenceCallback = func(path string) spec.Ref { return spec.MustCreateRef("#/definitions/" + path) }
	defs := published.GetOpenAPIDefinitions(refs)
	def := func(name string) spec.Schema {
		d, ok := defs[publishPkg+"."+name]
		if !ok {
			t.Fatalf("no definition %s", name)
		}
		return d.Schema
	}
	thing := def("Thing")
	prop := func(name string) spec.Schema {
		p, ok := thing.Properties[name]
		if !ok {
			t.Fatalf("Thing has no property %s", name)
		}
		return p
	}
	f := func(v float64) *float64 { return &v }
	i := func(v int64) *int64 { return &v }
	check := func(what string, got, want any) {
		t.Helper()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %#v, want %#v", what, got, want)
		}
	}
	count := prop("count")
	check("count minimum", count.Minimum, f(1))
	check("count maximum (tag and marker agree)", count.Maximum, f(10))
	label := prop("label") // a typedef's tags, inlined
	check("label minLength", label.MinLength, i(1))
	check("label maxLength", label.MaxLength, i(20))
	aliases := prop("aliases")
	check("aliases maxItems (typedef)", aliases.MaxItems, i(4))
	check("aliases items minLength (item typedef)", aliases.Items.Schema.MinLength, i(1))
	check("aliases items maxLength (eachVal)", aliases.Items.Schema.MaxLength, i(5))
	weights := prop("weights")
	check("weights maxProperties", weights.MaxProperties, i(3))
	check("weights values minimum", weights.AdditionalProperties.Schema.Minimum, f(0))
	limits := prop("limits")
	check("limits $ref", limits.Ref.String(), "#/definitions/"+publishPkg+".Range")
	check("limits subfield max minimum", limits.Properties["max"].Minimum, f(1))
	items := prop("items")
	check("items maxItems", items.MaxItems, i(8))
	check("items list type (from +listType)", items.Extensions["x-kubernetes-list-type"], "map")
	if _, ok := prop("tags").Extensions["x-kubernetes-list-type"]; ok {
		t.Errorf("tags got a list type from +k8s:listType: publishing must not change server-side apply's merge")
	}
	check("Thing required", thing.Required, []string{"count", "limits"})
	check("Thing rules", thing.Extensions["x-kubernetes-validations"], []any{map[string]any{
		"fieldPath": ".mode", "message": "field is immutable",
		"rule": "(has(self.mode) ? self.mode : '') == (has(oldSelf.mode) ? oldSelf.mode : '')",
	}})
	rng := def("Range")
	check("Range rule (marker and plan: once)", rng.Extensions["x-kubernetes-validations"], []any{map[string]any{"message": "min must not exceed max", "rule": "self.min <= self.max"}})
	check("Range.min minimum", rng.Properties["min"].Minimum, f(0))
	check("Range.max maximum", rng.Properties["max"].Maximum, f(100))
	item := def("Item")
	check("Item required", item.Required, []string{"key"})
	check("Item.key maxLength (format)", item.Properties["key"].MaxLength, i(63))
	check("Item.key rules", item.Properties["key"].Extensions["x-kubernetes-validations"], []any{
		map[string]any{"message": "Required value", "reason": "FieldValueRequired", "rule": "self.size() != 0"},
		map[string]any{"message": "must have the format of k8s-short-name", "rule": "!format.dns1123Label().validate(self).hasValue()"},
	})
}
