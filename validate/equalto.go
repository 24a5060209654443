package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// EqualPair is what +k8s:equalTo reads from one struct: the tagged field's
// value and its sibling's, a nil pointer read as the zero value.
type EqualPair[V comparable] struct {
	Value, Sibling V
}

// EqualTo checks that a field equals its sibling (+k8s:equalTo,
// kubernetes/kubernetes#137967): field.Invalid at p.fieldName with the
// field's value, origin "equalTo". As in Kubernetes, an update that changed
// neither value is not checked again.
func EqualTo[V comparable](p *Path, fieldName, siblingName string, update bool, now, old EqualPair[V]) field.ErrorList {
	if now.Value == now.Sibling || (update && now == old) {
		return nil
	}
	child := p.Child(fieldName)
	return one(at(&child, field.Invalid(nil, now.Value, "must be equal to "+siblingName), "equalTo"))
}
