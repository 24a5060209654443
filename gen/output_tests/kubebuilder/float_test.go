package kubebuilder

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

// TestFloatBounds: Minimum and Maximum on floats, as the API server
// enforces the CRD's `minimum: 0.5`: an integral value is read from JSON
// as an integer and compared with the bound truncated (1 passes
// Minimum=1.5's truncation to 1, 2 fails ExclusiveMaximum=2.5's to 2), a
// float32 as the shortest decimal JSON writes for it.
func TestFloatBounds(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("within", func(r *Root) { r.Spec.Ratio = new(0.5) })
	c.Run("minimum", func(r *Root) { r.Spec.Ratio = new(0.25) },
		field.Invalid(spec("ratio"), 0.25, "must be greater than or equal to 0.5").WithOrigin("minimum"))
	c.Run("exclusive maximum", func(r *Root) { r.Spec.Ratio = new(2.5) },
		field.Invalid(spec("ratio"), 2.5, "must be less than 2.5").WithOrigin("exclusiveMaximum"))
	c.Run("integral value: the API server truncates the bound", func(r *Root) { r.Spec.Ratio = new(2.0) },
		field.Invalid(spec("ratio"), 2.0, "must be less than 2.5").WithOrigin("exclusiveMaximum"))
	c.Run("integral value passes the truncated minimum", func(r *Root) { r.Spec.Gain = -1 })
	c.Run("typedef bound", func(r *Root) { r.Spec.Gain = 1.75 },
		field.Invalid(spec("gain"), Gain(1.75), "must be less than or equal to 1.5").WithOrigin("maximum"))
	c.Run("field bound on a typedef", func(r *Root) { r.Spec.Gain = -1.75 },
		field.Invalid(spec("gain"), Gain(-1.75), "must be greater than or equal to -1.5").WithOrigin("minimum"))
	// float32(0.1) is above float64 0.1, but JSON writes it as 0.1.
	c.Run("float32 item at the bound", func(r *Root) { r.Spec.Levels = []float32{0.1} })
	c.Run("float32 item above", func(r *Root) { r.Spec.Levels = []float32{0.1, 0.125} },
		field.Invalid(spec("levels").Index(1), float32(0.125), "must be less than or equal to 0.1").WithOrigin("maximum"))
}
