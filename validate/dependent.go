package validate

import "k8s.io/apimachinery/pkg/util/validation/field"

// Dependent fields (+k8s:dependentRequired, +k8s:dependentForbidden): when
// the field carrying the tag (the trigger) is set, a sibling (the dependent)
// must be set, or must not be. The generated code runs these at the struct
// that holds both fields and reports errors at the dependent field.
//
// Ratcheting follows Kubernetes: on update, the rule is not re-validated
// when neither field changed between set and unset.

// Dependency is whether the trigger and the dependent field are set.
type Dependency struct {
	Trigger, Dependent bool
}

// DependentRequired checks that dependent (a JSON name) is set when trigger
// is: field.Required at p.dependent, origin "dependentRequired".
func DependentRequired(p *Path, trigger, dependent string, update bool, now, old Dependency) field.ErrorList {
	if (update && now == old) || !now.Trigger || now.Dependent {
		return nil
	}
	child := p.Child(dependent)
	return one(at(&child, field.Required(nil, "must be set when "+trigger+" is set"), "dependentRequired"))
}

// DependentForbidden checks that dependent is unset when trigger is set:
// field.Forbidden at p.dependent, origin "dependentForbidden".
func DependentForbidden(p *Path, trigger, dependent string, update bool, now, old Dependency) field.ErrorList {
	if (update && now == old) || !now.Trigger || !now.Dependent {
		return nil
	}
	child := p.Child(dependent)
	return one(at(&child, field.Forbidden(nil, "may not be set when "+trigger+" is set"), "dependentForbidden"))
}
