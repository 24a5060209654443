package crdtest

import (
	"encoding/json"
	"regexp"
	"testing"

	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiservervalidation "k8s.io/apiextensions-apiserver/pkg/apiserver/validation"
	"k8s.io/apimachinery/pkg/util/intstr"
	utiljson "k8s.io/apimachinery/pkg/util/json"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validate"
)

// intOrStringValues are int-or-strings around the keywords' edges: ints
// whose code point is an enum string (97 is "a"), invalid code points
// (U+FFFD), strings that look like the enum's ints.
var intOrStringValues = []intstr.IntOrString{
	intstr.FromInt32(1), intstr.FromInt32(2), intstr.FromInt32(3), intstr.FromInt32(97), intstr.FromInt32(98),
	intstr.FromInt32(0xD800), intstr.FromInt32(-1), intstr.FromInt32(0x10FFFF + 1), intstr.FromInt32(0xFFFD), intstr.FromInt32(1 << 30),
	intstr.FromString(""), intstr.FromString("1"), intstr.FromString("foo"), intstr.FromString("a"),
	intstr.FromString("50%"), intstr.FromString("100%"), intstr.FromString("1000%"), intstr.FromString("hello world"),
	intstr.FromString("\uFFFD"), intstr.FromString("ééé"),
}

// TestIntOrStringKeywordsAgainstTheAPIServer: validate.IntOrString* accept
// exactly the values, as the API server reads them from a request, that
// the same keyword next to x-kubernetes-int-or-string accepts in a CRD:
// the string keywords apply to strings only, enum to both kinds.
func TestIntOrStringKeywordsAgainstTheAPIServer(t *testing.T) {
	re := `^((100|[0-9]{1,2})%|[0-9]+)$`
	min, max := int64(2), int64(4)
	enum := []intstr.IntOrString{intstr.FromInt32(1), intstr.FromInt32(2), intstr.FromString("foo"), intstr.FromString("a"), intstr.FromString("\uFFFD")}
	var enumJSON []apiextensionsinternal.JSON
	if err := utiljson.Unmarshal([]byte(`[1, 2, "foo", "a", "\ufffd"]`), &enumJSON); err != nil {
		t.Fatal(err)
	}
	compiled := regexp.MustCompile(re)
	cases := []struct {
		name  string
		prop  apiextensionsinternal.JSONSchemaProps
		check func(*validate.Path, intstr.IntOrString) field.ErrorList
	}{
		{"minLength", apiextensionsinternal.JSONSchemaProps{MinLength: &min}, func(p *validate.Path, v intstr.IntOrString) field.ErrorList {
			return validate.IntOrStringMinLength(p, v, int(min))
		}},
		{"maxLength", apiextensionsinternal.JSONSchemaProps{MaxLength: &max}, func(p *validate.Path, v intstr.IntOrString) field.ErrorList {
			return validate.IntOrStringMaxLength(p, v, int(max))
		}},
		{"pattern", apiextensionsinternal.JSONSchemaProps{Pattern: re}, func(p *validate.Path, v intstr.IntOrString) field.ErrorList {
			return validate.IntOrStringPattern(p, v, compiled)
		}},
		{"enum", apiextensionsinternal.JSONSchemaProps{Enum: enumJSON}, func(p *validate.Path, v intstr.IntOrString) field.ErrorList {
			return validate.IntOrStringEnum(p, v, enum)
		}},
	}
	for _, c := range cases {
		prop := c.prop
		prop.XIntOrString = true
		prop.AnyOf = []apiextensionsinternal.JSONSchemaProps{{Type: "integer"}, {Type: "string"}}
		validator, _, err := apiservervalidation.NewSchemaValidator(&apiextensionsinternal.JSONSchemaProps{
			Type: "object", Properties: map[string]apiextensionsinternal.JSONSchemaProps{"v": prop}})
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range intOrStringValues {
			data, err := json.Marshal(map[string]any{"v": v})
			if err != nil {
				t.Fatal(err)
			}
			var obj map[string]any
			if err := utiljson.Unmarshal(data, &obj); err != nil {
				t.Fatal(err)
			}
			server := apiservervalidation.ValidateCustomResource(nil, obj, validator)
			p := validate.Root()
			errs := c.check(&p, v)
			if (len(errs) == 0) != (len(server) == 0) {
				t.Errorf("%s on %s: Go says %v, the API server %v", c.name, data, errs, server)
				continue
			}
			// The string keywords' messages are those of the +k8s: tags
			// (validate.MaxLength, ...); enum's is the API server's.
			if c.name == "enum" && len(server) == 1 && len(errs) == 1 && errs[0].ErrorBody() != server[0].ErrorBody() {
				t.Errorf("%s on %s: Go says %v, the API server %v", c.name, data, errs, server)
			}
		}
	}
}
