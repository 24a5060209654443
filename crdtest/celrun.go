package crdtest

import (
	"context"
	"slices"
	"strings"

	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel/model"
	apiextensionsfeatures "k8s.io/apiextensions-apiserver/pkg/features"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	celconfig "k8s.io/apiserver/pkg/apis/cel"
	"k8s.io/apiserver/pkg/cel/common"
	utilfeature "k8s.io/apiserver/pkg/util/feature"
)

// CELRun says how far the API server got with a request's CEL rules: the
// registry strategy runs them only when no blocking keyword failed, so the
// kit runs the same validator again, with the same ratcheting, to measure
// what the rules cost and reported.
type CELRun struct {
	Ran    bool  // some rule was evaluated (it cost something, or failed)
	Cost   int64 // the runtime cost the rules consumed
	Errors int   // the errors the rules reported
}

// celRun measures the CEL rules of a request the strategy validated with
// the outcome problems; old is nil on create.
func (r *Resource) celRun(obj, old *unstructured.Unstructured, problems []Problem) CELRun {
	if r.cel == nil || slices.ContainsFunc(problems, func(p Problem) bool {
		return p.Field == "<nil>" && strings.Contains(p.Detail, celSkippedDetail)
	}) {
		return CELRun{}
	}
	var oldObj any
	var opts []cel.Option
	if old != nil {
		oldObj = old.Object
		if utilfeature.DefaultFeatureGate.Enabled(apiextensionsfeatures.CRDValidationRatcheting) {
			opts = append(opts, cel.WithRatcheting(common.NewCorrelatedObject(obj.Object, old.Object, &model.Structural{Structural: r.structural})))
		}
	}
	errs, remaining := r.cel.Validate(context.Background(), nil, r.structural, obj.Object, oldObj, celconfig.RuntimeCELCostBudget, opts...)
	cost := celconfig.RuntimeCELCostBudget - remaining
	return CELRun{Ran: cost > 0 || len(errs) > 0, Cost: cost, Errors: len(errs)}
}
