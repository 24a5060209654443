package validators

// Tags apply in source order, but some checks read what other tags of the
// site (or of other sites) say: uniqueness needs the list's keys, item
// selectors need the list semantics of the type, unions need all their
// members. Such work is deferred to phases that run, in order, once every
// tag has been applied.

// Phase is one step of the deferred work.
type Phase uint8

const (
	// ListPhase resolves list semantics (+k8s:listType, listMapKey,
	// unique) and adds the uniqueness checks: the rule phase reads them.
	ListPhase Phase = iota
	// RulePhase builds the checks that combine several tags: unions,
	// update rules, item selectors, virtual unions.
	RulePhase
	numPhases
)

// runPhase runs one phase of the deferred work of v and of the validations
// nested in it, innermost first.
func runPhase(v *Validations, phase Phase) []error {
	if v == nil {
		return nil
	}
	var errs []error
	errs = append(errs, runPhase(v.Each, phase)...)
	errs = append(errs, runPhase(v.Keys, phase)...)
	for _, it := range v.Items {
		errs = append(errs, runPhase(it.V, phase)...)
	}
	for _, sf := range v.Subfields {
		errs = append(errs, runPhase(sf.V, phase)...)
	}
	for _, f := range v.deferred[phase] {
		if err := f(); err != nil {
			errs = append(errs, err)
		}
	}
	v.deferred[phase] = nil
	return errs
}
