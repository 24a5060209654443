package validators

import (
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// Emission is one kind of error a check reports when it fails. The coverage
// fixtures (--test-output-root) declare every rule of a kind by these, so
// Kubernetes' coverage tests can demand a test case for each.
type Emission struct {
	// Type is the field.ErrorType, e.g. FieldValueInvalid.
	Type field.ErrorType
	// Origin is the error's origin, "" for errors that have none.
	Origin string
	// Fragment is the path below the checked value where the error is
	// reported: "" for the value itself, "[*]" for its items, ".name" for a
	// field of a struct value.
	Fragment string
	// Member: Fragment is a field's name, joined to the path as a field
	// path is ("a.b", and "b" at the root), as Kubernetes v1.38 declares a
	// discriminated union's members.
	Member bool
}

// emits is shorthand for a check's single emission at the value itself.
func emits(t field.ErrorType, origin string) []Emission {
	return []Emission{{Type: t, Origin: origin}}
}

// PresenceEmits returns what a field's presence rule reports: required and
// forbidden report an error when violated; optional only stops the checks
// of an unset value.
func (v *Validations) PresenceEmits() []Emission {
	switch v.Presence {
	case Required:
		return emits(field.ErrorTypeRequired, "")
	case Forbidden:
		return emits(field.ErrorTypeForbidden, "")
	}
	return nil
}

// declaredEmits returns the emissions a check declares for coverage when
// added under the conditions cond. As in Kubernetes v1.37's generator
// (whose checked-in coverage files are the reference), the payloads of
// +k8s:ifMode declare nothing (v1.38's declare theirs); the check that forbids a member outside its
// modes is added without mode conditions on its site, and declares its
// error.
func declaredEmits(cond []Condition, es []Emission) []Emission {
	for _, c := range cond {
		if c.Sibling != nil {
			return nil
		}
	}
	return es
}
