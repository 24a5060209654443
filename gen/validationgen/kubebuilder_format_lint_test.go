package validationgen

import (
	"strings"
	"testing"
)

// TestLintKubebuilderFormatDefaults: --lint evaluates a +kubebuilder:default
// against the field's Format as the generated code checks it (the formats
// the API server checks with kube-openapi's registry, and the Kubernetes
// name formats), on the field and on each item.
func TestLintKubebuilderFormatDefaults(t *testing.T) {
	src := `package p

// +kubebuilder:object:root=true
type Root struct {
	// +kubebuilder:validation:Format=uri
	// +kubebuilder:default=example.com
	A *string ` + "`json:\"a,omitempty\"`" + `
	// +kubebuilder:validation:Format=date-time
	// +kubebuilder:default="2006-01-02T15:04:05Z"
	B *string ` + "`json:\"b,omitempty\"`" + `
	// +kubebuilder:validation:items:Format=ipv4
	// +kubebuilder:default={10.0.0.1, "::1"}
	C []string ` + "`json:\"c,omitempty\"`" + `
	// +kubebuilder:validation:Format=k8s-short-name
	// +kubebuilder:default=Bad_Name
	D *string ` + "`json:\"d,omitempty\"`" + `
	// +kubebuilder:validation:Format=password
	// +kubebuilder:default="any thing"
	E *string ` + "`json:\"e,omitempty\"`" + `
}
`
	all := lintModule(t, map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n", "p/types.go": src}, "./p")
	for _, want := range []string{
		"types.go:6:5: [default-value] +kubebuilder:default=example.com: the value fails +kubebuilder:validation:Format=uri: must be a URI",
		"types.go:12:5: [default-value] +kubebuilder:default={10.0.0.1, \"::1\"}: at [1], the value fails +kubebuilder:validation:items:Format=ipv4: must be an IPv4 address",
		"types.go:15:5: [default-value] +kubebuilder:default=Bad_Name: the value fails +kubebuilder:validation:Format=k8s-short-name",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("findings lack %q:\n%s", want, all)
		}
	}
	// ipv4 is checked on the items (not on the list); password on no value.
	if strings.Contains(all, "types.go:11:5: [kubebuilder-marker]") || !strings.Contains(all, "types.go:17:5: [kubebuilder-marker] +kubebuilder:validation:Format: format password accepts every string") {
		t.Errorf("wrong notes on the formats:\n%s", all)
	}
	if strings.Contains(all, "types.go:9:") || strings.Contains(all, "types.go:18:") {
		t.Errorf("a valid default was reported:\n%s", all)
	}
}
