package validators

import (
	"strings"
	"testing"

	"github.com/kubedv/kubedv/validate"
)

// TestKubebuilderFormatsHaveChecks: every format the API server checks on
// strings (kbCheckedFormats, which lint also reads) has a Go check, and
// every Go check is of such a format, so lint never calls a checked
// format unchecked.
func TestKubebuilderFormatsHaveChecks(t *testing.T) {
	for norm := range kbCheckedFormats {
		_, ok := validate.OpenAPIFormats[norm]
		if !ok && norm != "password" && !strings.HasPrefix(norm, "k8s") {
			t.Errorf("format %q is checked by the API server and has no Go check", norm)
		}
	}
	for norm := range validate.OpenAPIFormats {
		if !kbCheckedFormats[norm] {
			t.Errorf("format %q has a Go check, and lint says the API server does not check it", norm)
		}
	}
}

// TestKubebuilderFormatChecks: Format's checks on fields, pointers, items
// (the OpenAPI formats and the Kubernetes name formats), with the error
// type the API server reports; nothing for password or on numbers.
func TestKubebuilderFormatChecks(t *testing.T) {
	plan, pkg := mustAnalyze(t, kbRoot+`
type T struct {
	// +kubebuilder:validation:Format=uri
	A string `+"`json:\"a\"`"+`
	// +kubebuilder:validation:Format=date-time
	B *string `+"`json:\"b,omitempty\"`"+`
	// +kubebuilder:validation:items:Format=ipv6
	C []string `+"`json:\"c,omitempty\"`"+`
	// +kubebuilder:validation:items:Format=k8s-long-name
	D []string `+"`json:\"d,omitempty\"`"+`
	// +kubebuilder:validation:Format=password
	E string `+"`json:\"e\"`"+`
	// +kubebuilder:validation:Format=email
	F int32 `+"`json:\"f\"`"+`
}`)
	funcs := func(cs []Check) string {
		var out []string
		for _, c := range cs {
			s := callOf(t, c).Func
			for _, e := range c.Emits {
				s += " " + string(e.Type) + " " + e.Origin
			}
			out = append(out, s)
		}
		return strings.Join(out, "|")
	}
	fields := map[string]*FieldPlan{}
	for _, f := range typePlan(t, plan, pkg, "T").Fields {
		fields[f.Field.Name] = f
	}
	for name, want := range map[string]string{"A": "OpenAPIURI FieldValueTypeInvalid format=uri", "B": "OpenAPIDateTime FieldValueTypeInvalid format=date-time", "E": "", "F": ""} {
		if got := funcs(fields[name].V.Checks); got != want {
			t.Errorf("%s: checks %q, want %q", name, got, want)
		}
	}
	for name, want := range map[string]string{"C": "OpenAPIIPv6 FieldValueTypeInvalid format=ipv6", "D": "LongName FieldValueInvalid format=k8s-long-name"} {
		if each := fields[name].V.Each; each == nil || funcs(each.Checks) != want {
			t.Errorf("%s: item checks %+v, want %q", name, each, want)
		}
	}
}
