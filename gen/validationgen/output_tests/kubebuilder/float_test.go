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

// TestFloatMultipleOf: MultipleOf on floats, as the API server enforces
// the CRD's `multipleOf: 0.25`: a non-integral value divided with
// kube-openapi's tolerance, an integral one (written without a fraction,
// read as an integer) divided by the factor truncated to an integer, so
// 0.25 rejects 1 and 2.5 accepts 4 and rejects 5.
func TestFloatMultipleOf(t *testing.T) {
	c := validatetest.NewCases(t, localSchemeBuilder, valid)
	c.Run("multiple", func(r *Root) { r.Spec.Share = new(0.75) })
	c.Run("not a multiple", func(r *Root) { r.Spec.Share = new(0.3) },
		field.Invalid(spec("share"), 0.3, "must be a multiple of 0.25").WithOrigin("multipleOf"))
	c.Run("integral value: the factor truncates to 0", func(r *Root) { r.Spec.Share = new(1.0) },
		field.Invalid(spec("share"), 1.0, "must be a multiple of 0.25").WithOrigin("multipleOf"))
	c.Run("float32 items: integral values by the truncated factor", func(r *Root) { r.Spec.Grains = []float32{4, 7.5} })
	c.Run("float32 items: not a multiple", func(r *Root) { r.Spec.Grains = []float32{5, 2.5, 3.5} },
		field.Invalid(spec("grains").Index(0), float32(5), "must be a multiple of 2.5").WithOrigin("multipleOf"),
		field.Invalid(spec("grains").Index(2), float32(3.5), "must be a multiple of 2.5").WithOrigin("multipleOf"))
}
