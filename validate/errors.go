package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// at moves an error built with a nil *field.Path to p and tags its origin.
// Building with the field constructors keeps Type, Detail and BadValue
// exactly as Kubernetes' own validators produce them.
func at(p *Path, e *field.Error, origin string) *field.Error {
	e.Field = p.String()
	e.Origin = origin
	return e
}

// one wraps a single error into a list, the shape every check returns.
func one(e *field.Error) field.ErrorList { return field.ErrorList{e} }
