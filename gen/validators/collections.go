package validators

import (
	"go/types"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/validate"
)

// Collection sizes: +k8s:minItems/maxItems for lists, +k8s:minProperties/
// maxProperties for maps.

func init() {
	Register(
		sizeTag("minItems", "MinItems", validate.MinItems, "list", "The list must have at least N items.", "field.TooFew with origin \"minItems\"",
			"// +k8s:minItems=1\nPorts []Port `json:\"ports\"`", ScopeField|ScopeType|ScopeValue),
		sizeTag("maxItems", "MaxItems", validate.MaxItems, "list", "The list must have at most N items.", "field.TooMany with origin \"maxItems\"",
			"// +k8s:maxItems=16\nPorts []Port `json:\"ports\"`", ScopeField|ScopeType|ScopeValue),
		sizeTag("minProperties", "MinProperties", validate.MinProperties, "map", "The map must have at least N entries.", "field.TooFew with origin \"minProperties\"",
			"// +k8s:minProperties=1\nLabels map[string]string `json:\"labels\"`", ScopeField|ScopeType),
		sizeTag("maxProperties", "MaxProperties", validate.MaxProperties, "map", "The map must have at most N entries.", "field.TooMany with origin \"maxProperties\"",
			"// +k8s:maxProperties=64\nLabels map[string]string `json:\"labels\"`", ScopeField|ScopeType),
	)
}

// maxPropertiesLimit is the largest map size bound Kubernetes accepts.
const maxPropertiesLimit = 100000

// sizeError is the error type of a size bound, by its min or max prefix.
var sizeError = map[string]field.ErrorType{"min": field.ErrorTypeTooFew, "max": field.ErrorTypeTooMany}

// Upper bounds short-circuit the value's other checks, as in Kubernetes: a
// list or map over its limit is not traversed further.
func sizeTag(name, fn string, check func(*validate.Path, int, int) field.ErrorList, kind, doc, reports, example string, scopes Scope) *Tag {
	upper := strings.HasPrefix(name, "max")
	if upper {
		reports += "; marked short-circuit, the value's other checks are skipped"
	}
	return &Tag{
		Name:         name,
		Scopes:       scopes,
		Stability:    Stable,
		Payload:      IntPayload,
		PayloadDoc:   "<non-negative integer>",
		Doc:          doc,
		Example:      example,
		Behavior:     "Reports " + reports + " with the actual and allowed counts. Unchanged " + kind + "s are not re-validated on update.",
		Eval:         evalSize(check),
		SingleValued: true,
		Bound:        &Bound{Of: kind, Plural: "sizes", Upper: upper},
		Apply: func(s *Site, t tags.Tag) error {
			var ok bool
			switch s.Underlying().(type) {
			case *types.Slice:
				ok = kind == "list"
			case *types.Map:
				ok = kind == "map"
			}
			if err := needValueType(s, t, ok, kind+"s"); err != nil {
				return err
			}
			n, err := nonNegative(t)
			if err != nil {
				return err
			}
			if v, _ := strconv.Atoi(n); kind == "map" && v > maxPropertiesLimit {
				return Errorf(t, "%s is more than %d, the largest count Kubernetes' validation-gen accepts for +k8s:%s; write at most %d", n, maxPropertiesLimit, name, maxPropertiesLimit)
			}
			s.Add(Check{Tag: t, ShortCircuit: upper, Emits: emits(sizeError[name[:3]], name), Rule: runtimeCall(fn, ArgPath{}, ArgLen{}, intLit(n))})
			return nil
		},
	}
}
