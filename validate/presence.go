package validate

import (
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Required reports that the value at p must be set. The generated code
// decides what "unset" means for the field's type; this only builds the
// error. detail is the tag's payload (+k8s:required="why", Kubernetes
// v1.38), none without one.
func Required(p *Path, detail ...string) field.ErrorList {
	return one(at(p, field.Required(nil, strings.Join(detail, ", ")), ""))
}

// Forbidden reports that the value at p must not be set, with the tag's
// payload as detail.
func Forbidden(p *Path, detail ...string) field.ErrorList {
	return one(at(p, field.Forbidden(nil, strings.Join(detail, ", ")), ""))
}
