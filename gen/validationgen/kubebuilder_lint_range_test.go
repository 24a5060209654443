package validationgen

import (
	"strings"
	"testing"
)

// --lint's empty-range check on controller-gen's bounds: integers as for
// +k8s:minimum/maximum, floats as the API server compares them (an
// integral value against the bound truncated towards zero), with the
// Exclusive modifiers; and a float MultipleOf below 1, which rejects every
// integral value.
func TestLintKubebuilderEmptyRanges(t *testing.T) {
	src := `package p

// +kubebuilder:object:root=true
type Root struct {
	// +kubebuilder:validation:Minimum=5
	// +kubebuilder:validation:Maximum=1
	A int32 ` + "`json:\"a\"`" + `
	// +kubebuilder:validation:Minimum=1.5
	// +kubebuilder:validation:Maximum=0.5
	B *float64 ` + "`json:\"b,omitempty\"`" + `
	// +kubebuilder:validation:Minimum=0.5
	// +kubebuilder:validation:ExclusiveMinimum=true
	// +kubebuilder:validation:Maximum=0.5
	C *float64 ` + "`json:\"c,omitempty\"`" + `
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=1
	// +kubebuilder:validation:ExclusiveMaximum=true
	D *float32 ` + "`json:\"d,omitempty\"`" + `
	// +kubebuilder:validation:items:Minimum=2.5
	// +kubebuilder:validation:items:Maximum=-2.5
	E []float64 ` + "`json:\"e,omitempty\"`" + `
	// 1 passes both: an integer, compared with 1.2 and 1.1 truncated to 1.
	// +kubebuilder:validation:Minimum=1.2
	// +kubebuilder:validation:Maximum=1.1
	Trunc *float64 ` + "`json:\"trunc,omitempty\"`" + `
	// 0.5 passes both.
	// +kubebuilder:validation:Minimum=0.5
	// +kubebuilder:validation:Maximum=0.5
	Point *float64 ` + "`json:\"point,omitempty\"`" + `
	// 1.5 passes both.
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:ExclusiveMinimum=true
	// +kubebuilder:validation:Maximum=2
	// +kubebuilder:validation:ExclusiveMaximum=true
	Open *float64 ` + "`json:\"open,omitempty\"`" + `
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=5
	Fine int32 ` + "`json:\"fine\"`" + `
	// +kubebuilder:validation:MultipleOf=0.25
	Share *float64 ` + "`json:\"share,omitempty\"`" + `
	// +kubebuilder:validation:MultipleOf=2.5
	Grain *float64 ` + "`json:\"grain,omitempty\"`" + `
}
`
	all := lintModule(t, map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n", "p/types.go": src}, "./p")
	got := strings.Split(all, "\n")
	for _, want := range []string{
		"types.go:6:5: [conflict] +kubebuilder:validation:Maximum=1 conflicts with +kubebuilder:validation:Minimum=5: no integer values satisfy both",
		"types.go:9:5: [conflict] +kubebuilder:validation:Maximum=0.5 conflicts with +kubebuilder:validation:Minimum=1.5: no number values satisfy both",
		"types.go:13:5: [conflict] +kubebuilder:validation:Maximum=0.5 conflicts with +kubebuilder:validation:Minimum=0.5: no number values satisfy both",
		"types.go:16:5: [conflict] +kubebuilder:validation:Maximum=1 conflicts with +kubebuilder:validation:Minimum=1: no number values satisfy both",
		"types.go:20:5: [conflict] +kubebuilder:validation:items:Maximum=-2.5 conflicts with +kubebuilder:validation:items:Minimum=2.5: no number values satisfy both",
		"types.go:39:5: [kubebuilder-marker] +kubebuilder:validation:MultipleOf: the API server divides an integral value (1, 0) by the factor truncated to an integer, 0, so it rejects every integral value",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("findings lack %q:\n%s", want, all)
		}
	}
	if len(got) != 6 {
		t.Errorf("%d findings, want 6 (Trunc, Point, Open and Fine have valid values; Grain's factor is at least 1):\n%s", len(got), all)
	}
}
