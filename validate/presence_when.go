package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// Presence under a condition (+k8s:ifEnabled(X)=+k8s:optional) runs as
// ordinary short-circuit checks, so the condition can decide at run time.

// unsetMarker stops a value's other checks without being reported: generated
// code treats it as a NonError short-circuit result and never appends it.
var unsetMarker = field.ErrorList{field.Required(nil, "value is unset")}

// Stop returns a non-empty list when stop is true: a NonError short-circuit
// that skips the value's other checks (optional and unset, or forbidden).
func Stop(stop bool) field.ErrorList {
	if stop {
		return unsetMarker
	}
	return nil
}

// RequiredIf is Required when unset is true.
func RequiredIf(p *Path, unset bool, detail ...string) field.ErrorList {
	if unset {
		return Required(p, detail...)
	}
	return nil
}

// ForbiddenIf is Forbidden when set is true.
func ForbiddenIf(p *Path, set bool, detail ...string) field.ErrorList {
	if set {
		return Forbidden(p, detail...)
	}
	return nil
}
