package check

import (
	"context"
	"slices"
	"strings"

	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel/model"
	apiextensionsfeatures "k8s.io/apiextensions-apiserver/pkg/features"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/util/validation/field"
	celconfig "k8s.io/apiserver/pkg/apis/cel"
	"k8s.io/apiserver/pkg/cel/common"
	utilfeature "k8s.io/apiserver/pkg/util/feature"
)

// The API server reports a custom resource's errors in two runs: the
// schema's (OpenAPI validation, embedded objects, list types), then the
// CEL rules'. Within each, the order among fields is random: kube-openapi's
// validator and the CEL rules walk the object's maps. An answer should not
// change from one run to the next, so each run is ordered by field path
// (a parent before its fields, as both walks visit them), one field's
// errors kept in their order, and the error at no field (the CEL rules'
// "some validation rules were not checked") last, where the server puts it.

// inOrder orders errs, what the strategy answered for obj (an update of
// old when old is not nil). Where the schema has CEL rules and errs has
// more than one error, the CEL run is the last error when the schema's run
// kept the rules from running ("some validation rules were not checked"),
// else the errors of the rules alone on the object, counted by running
// them again (rarely: only for an object with two errors or more).
func (k *crdKind) inOrder(ctx context.Context, errs field.ErrorList, obj, old *unstructured.Unstructured) field.ErrorList {
	if len(errs) < 2 {
		return errs
	}
	n := len(errs)
	if k.rules != nil {
		if last := errs[n-1]; last.Field == noField && last.Type == field.ErrorTypeInvalid && last.Detail == rulesNotChecked && blocksRules(errs[:n-1]) {
			n--
		} else {
			n = max(0, n-len(k.runRules(ctx, obj, old)))
		}
	}
	sortByField(errs[:n])
	sortByField(errs[n:])
	return errs
}

// rulesNotChecked is the API server's error, at no field, in place of the
// CEL rules' when the schema's errors block them.
const rulesNotChecked = "some validation rules were not checked because the object was invalid; correct the existing errors to complete validation"

// blocksRules reports whether errs has an error of a type after which
// the API server does not run a custom resource's CEL rules.
func blocksRules(errs field.ErrorList) bool {
	for _, e := range errs {
		switch e.Type {
		case field.ErrorTypeNotSupported, field.ErrorTypeRequired, field.ErrorTypeTooLong, field.ErrorTypeTooMany, field.ErrorTypeTypeInvalid:
			return true
		}
	}
	return false
}

// runRules runs the schema's CEL rules on obj as the strategy runs them
// (with old: as an update, ratcheting as the feature gate says).
func (k *crdKind) runRules(ctx context.Context, obj, old *unstructured.Unstructured) field.ErrorList {
	if old == nil {
		errs, _ := k.rules().Validate(ctx, nil, k.structural, obj.Object, nil, celconfig.RuntimeCELCostBudget)
		return errs
	}
	var opts []cel.Option
	if utilfeature.DefaultFeatureGate.Enabled(apiextensionsfeatures.CRDValidationRatcheting) {
		opts = append(opts, cel.WithRatcheting(common.NewCorrelatedObject(obj.Object, old.Object, &model.Structural{Structural: k.structural})))
	}
	errs, _ := k.rules().Validate(ctx, nil, k.structural, obj.Object, old.Object, celconfig.RuntimeCELCostBudget, opts...)
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
