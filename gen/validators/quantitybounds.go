package validators

import (
	"go/types"

	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// +k8s:minimum and +k8s:maximum on a resource.Quantity (Kubernetes v1.38,
// resource.k8s.io's capacities): the bound is a quantity, written as an
// integer (+k8s:minimum=0) or a quoted quantity (+k8s:maximum="1Gi"), and
// values compare as quantities do (Quantity.Cmp). Kubernetes v1.37's
// generator refuses both tags there, so 1.37 trees get the same meaning.

// QuantityPkg is where resource.Quantity is declared.
const QuantityPkg = "k8s.io/apimachinery/pkg/api/resource"

// isQuantity reports resource.Quantity itself (not a type defined from it).
func isQuantity(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == "Quantity" && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == QuantityPkg
}

// applyQuantityBound adds the Quantity form of +k8s:minimum (fn Minimum)
// or +k8s:maximum when the value is a Quantity; handled is false otherwise.
func applyQuantityBound(s *Site, t tags.Tag, name, fn string) (handled bool, err error) {
	if !isQuantity(s.ValueType()) {
		return false, nil
	}
	if fn != "Minimum" && fn != "Maximum" {
		return true, Errorf(t, "%s; +k8s:%s does not apply to quantities: write +k8s:minimum or +k8s:maximum with a quantity, e.g. +k8s:minimum=\"1Gi\"", s.hasType(s.ValueType()), name)
	}
	if t.Value.Kind != tags.ValueInt && t.Value.Kind != tags.ValueString {
		return true, Errorf(t, "+k8s:%s on a quantity takes a quantity, e.g. +k8s:%s=0 or +k8s:%s=\"1Gi\"", name, name, name)
	}
	if _, err := resource.ParseQuantity(t.Value.Text); err != nil {
		return true, Errorf(t, "%q is not a quantity (%v); write e.g. +k8s:%s=\"500m\" or \"1Gi\"", t.Value.Text, err, name)
	}
	s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeInvalid, name),
		Rule: runtimeCall(fn+"Quantity", ArgPath{}, ArgValue{}, ArgQuantity{Text: t.Value.Text})})
	return true, nil
}
