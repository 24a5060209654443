package check

import (
	"slices"
	"strings"

	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// The API server reports a custom resource's errors in two runs: the
// schema's (OpenAPI validation, embedded objects, list types), then the
// CEL rules'. Within each, the order among fields is random: kube-openapi's
// validator and the CEL rules walk the object's maps. An answer should not
// change from one run to the next, so each run is ordered by field path
// (a parent before its fields, as both walks visit them), one field's
// errors kept in their order, and the error at no field (the CEL rules'
// "some validation rules were not checked") last, where the server puts it.

// inOrder orders errs, what the strategy answered. Where the schema has CEL
// rules and errs has more than one error, the length of the schema's run is
// what the same strategy without the rules answers (again, rarely: only
// for an object with two errors or more).
func (k *crdKind) inOrder(errs field.ErrorList, again func(resourceStrategy) field.ErrorList) field.ErrorList {
	if len(errs) < 2 {
		return errs
	}
	n := len(errs)
	if k.withoutRules != nil {
		n = min(n, len(again(k.withoutRules())))
	}
	sortByField(errs[:n])
	sortByField(errs[n:])
	return errs
}

// noField is field.Error's Field for an error at a nil path.
const noField = "<nil>"

func sortByField(errs field.ErrorList) {
	slices.SortStableFunc(errs, func(a, b *field.Error) int {
		if (a.Field == noField) != (b.Field == noField) {
			if a.Field == noField {
				return 1
			}
			return -1
		}
		return strings.Compare(a.Field, b.Field)
	})
}

// hasRules reports whether s has a CEL rule where the API server's CEL
// validator looks for them (the schema's nodes, not allOf and the like).
func hasRules(s *structuralschema.Structural) bool {
	if s == nil {
		return false
	}
	if len(s.XValidations) > 0 || hasRules(s.Items) {
		return true
	}
	if s.AdditionalProperties != nil && hasRules(s.AdditionalProperties.Structural) {
		return true
	}
	for _, p := range s.Properties {
		if hasRules(&p) {
			return true
		}
	}
	return false
}

// stripRules removes the CEL rules hasRules finds from s, a copy.
func stripRules(s *structuralschema.Structural) *structuralschema.Structural {
	if s == nil {
		return nil
	}
	s.XValidations = nil
	stripRules(s.Items)
	if s.AdditionalProperties != nil {
		stripRules(s.AdditionalProperties.Structural)
	}
	for name, p := range s.Properties {
		stripRules(&p)
		s.Properties[name] = p
	}
	return s
}
