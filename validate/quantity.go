package validate

import (
	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// MinimumQuantity checks v >= min as quantities compare (+k8s:minimum on a
// resource.Quantity, Kubernetes v1.38). The error's value is v's canonical
// string, as Kubernetes reports it. min is a copy of the generated
// package's parsed bound: String caches into its receiver.
func MinimumQuantity(p *Path, v, min resource.Quantity) field.ErrorList {
	if v.Cmp(min) >= 0 {
		return nil
	}
	return one(at(p, field.Invalid(nil, v.String(), "must be greater than or equal to "+min.String()), "minimum"))
}

// MaximumQuantity checks v <= max as quantities compare.
func MaximumQuantity(p *Path, v, max resource.Quantity) field.ErrorList {
	if v.Cmp(max) <= 0 {
		return nil
	}
	return one(at(p, field.Invalid(nil, v.String(), "must be less than or equal to "+max.String()), "maximum"))
}
