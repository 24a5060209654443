package validate

import (
	"encoding/base64"
	"testing"

	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// TestSchemaMinLength: the API server's form of a minLength failure
// (field.Invalid, kube-openapi's message naming the value as its schema
// validator does: dots between properties and before map keys, [i] for
// list items), characters counted as runes.
func TestSchemaMinLength(t *testing.T) {
	root := Root()
	spec := root.Child("spec")
	items := spec.Child("items")
	item := items.Index(2)
	labels := spec.Child("labels")
	label := labels.Key("a.b")
	ports := spec.Child("ports")
	port := ports.IntKey(80)
	invalid := func(path, v, detail string) field.ErrorList {
		return field.ErrorList{{Type: field.ErrorTypeInvalid, Field: path, BadValue: v, Detail: detail, Origin: "minLength"}}
	}
	tests := []struct {
		name string
		got  field.ErrorList
		want field.ErrorList
	}{
		{"long enough", SchemaMinLength(&spec, "ab", 2), nil},
		{"runes, not bytes", SchemaMinLength(&spec, "€€", 2), nil},
		{"too short", SchemaMinLength(&spec, "€", 2), invalid("spec", "€", "spec in body should be at least 2 chars long")},
		{"a list item", SchemaMinLength(&item, "", 1), invalid("spec.items[2]", "", "spec.items[2] in body should be at least 1 chars long")},
		{"a map value", SchemaMinLength(&label, "x", 3), invalid("spec.labels[a.b]", "x", "spec.labels.a.b in body should be at least 3 chars long")},
		{"an integer map key", SchemaMinLength(&port, "x", 3), invalid("spec.ports[80]", "x", "spec.ports.80 in body should be at least 3 chars long")},
		{"int-or-string: an int passes", IntOrStringSchemaMinLength(&spec, intstr.FromInt32(1), 5), nil},
		{"int-or-string: a short string", IntOrStringSchemaMinLength(&spec, intstr.FromString("%"), 2), invalid("spec", "%", "spec in body should be at least 2 chars long")},
		{"base64: long enough", Base64SchemaMinLength(&spec, []byte{1, 2, 3, 4}, 8), nil},
		{"base64: too short", Base64SchemaMinLength(&spec, []byte{1}, 8),
			invalid("spec", base64.StdEncoding.EncodeToString([]byte{1}), "spec in body should be at least 8 chars long")},
		{"properties: enough", SchemaMinProperties(&spec, 2, 2), nil},
		{"properties: too few", SchemaMinProperties(&item, 0, 1), field.ErrorList{{Type: field.ErrorTypeInvalid, Field: "spec.items[2]", BadValue: int64(0),
			Detail: "spec.items[2] in body should have at least 1 properties", Origin: "minProperties"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if len(tc.got) != len(tc.want) {
				t.Fatalf("got %v, want %v", tc.got, tc.want)
			}
			for i := range tc.got {
				g, w := tc.got[i], tc.want[i]
				if g.Type != w.Type || g.Field != w.Field || g.BadValue != w.BadValue || g.Detail != w.Detail || g.Origin != w.Origin {
					t.Errorf("got %#v, want %#v", g, w)
				}
			}
		})
	}
}
