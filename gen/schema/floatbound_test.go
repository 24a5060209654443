package schema

import (
	"strings"
	"testing"
)

// TestControllerGenFloatBounds: Minimum and Maximum on floats are the
// keywords controller-gen writes, non-integral bounds included.
func TestControllerGenFloatBounds(t *testing.T) {
	files, _, err := Build(loadTestdata(t, "./kbfloat/v1"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	spec := files[0].CRD.Spec.Versions[0].Schema.OpenAPIV3Schema.Properties["spec"]
	ratio, level, steps := spec.Properties["ratio"], spec.Properties["level"], spec.Properties["steps"]
	if ratio.Type != "number" || ratio.Minimum == nil || *ratio.Minimum != 0.5 || !ratio.ExclusiveMinimum || ratio.Maximum == nil || *ratio.Maximum != 1000 || ratio.ExclusiveMaximum {
		t.Errorf("ratio = %+v, want minimum 0.5 exclusive, maximum 1000", ratio)
	}
	if level.Minimum == nil || *level.Minimum != -2.25 || level.Maximum == nil || *level.Maximum != 1.5 || level.Format != "float" {
		t.Errorf("level = %+v, want minimum -2.25 and the typedef's maximum 1.5", level)
	}
	if step := spec.Properties["step"]; step.MultipleOf == nil || *step.MultipleOf != 0.25 {
		t.Errorf("step = %+v, want multipleOf 0.25", step)
	}
	if steps.Items == nil || steps.Items.Minimum == nil || *steps.Items.Minimum != 0.125 {
		t.Errorf("steps items = %+v, want minimum 0.125", steps.Items)
	}
	y, err := Marshal(files[0].CRD)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"minimum: 0.5\n", "exclusiveMinimum: true\n", "maximum: 1000\n", "minimum: -2.25\n", "maximum: 1.5\n", "minimum: 0.125\n", "multipleOf: 0.25\n"} {
		if !strings.Contains(string(y), want) {
			t.Errorf("CRD YAML lacks %q:\n%s", want, y)
		}
	}
}

// TestControllerGenFloatBoundRefusals: what the CRD cannot say as the Go
// code checks it stops generation at the field.
func TestControllerGenFloatBoundRefusals(t *testing.T) {
	_, _, err := Build(loadTestdata(t, "./kbfloat/bad"), Options{})
	if err == nil {
		t.Fatal("Build of testdata/kbfloat/bad succeeded")
	}
	for _, want := range []string{
		"kbfloat/bad/types.go:22:5: +kubebuilder:validation:Minimum=0.5: the schema here has another minimum already (1.5)",
		"kbfloat/bad/types.go:28:2: field Unset is optional and written as 0 when unset",
		"kbfloat/bad/types.go:30:5: +kubebuilder:validation:MultipleOf=0.25: the schema here has another multipleOf already (0.5)",
		"kbfloat/bad/types.go:36:2: field Half is optional and written as 0 when unset",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing error %q in:\n%v", want, err)
		}
	}
}
