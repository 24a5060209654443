package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// Required reports that the value at p must be set. The generated code
// decides what "unset" means for the field's type; this only builds the error.
func Required(p *Path) field.ErrorList {
	return one(at(p, field.Required(nil, ""), ""))
}

// Forbidden reports that the value at p must not be set.
func Forbidden(p *Path) field.ErrorList {
	return one(at(p, field.Forbidden(nil, ""), ""))
}
