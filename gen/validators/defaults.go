package validators

import (
	"encoding/json"
	"go/types"
	"strings"

	"github.com/kubedv/kubedv/gen/defaulttag"
)

// Optional fields with a +default or +k8s:default (KEP-5073 "Handling Zero
// Values"), as Kubernetes' generator treats +default: optional to clients, but the server
// defaults them before validation, so generated code requires them. A
// non-pointer field whose default is its zero value cannot tell "unset"
// from "set to zero": there +k8s:optional is documentation only, and the
// field's other checks always run.

// optionalEffect returns what +k8s:optional means at field site s: Optional
// without a +default, Required with one, and NoPresence (documentation
// only) for a non-nilable field whose default is its type's zero value.
func optionalEffect(s *Site) Presence {
	if s.Field == nil || s.Outer != nil {
		return Optional
	}
	d, ok := defaulttag.OfField(s.Field.Other, s.Field.Tags, s.Kubebuilder, s.Type)
	if !ok {
		return Optional
	}
	if s.Kubebuilder && strings.HasPrefix(strings.TrimSpace(d.Text), "ref(") {
		// controller-gen writes no ref() default, so the API server
		// defaults nothing there (gen/schema leaves it out too).
		return Optional
	}
	if canBeNil(s.Type) {
		return Required
	}
	var v any
	// Kubernetes rejects a default that is not JSON (ref(...) included);
	// the server still defaults such fields, so they count as non-zero.
	if err := json.Unmarshal([]byte(d.Text), &v); err == nil && defaulttag.IsZero(v, s.Type) {
		return NoPresence
	}
	return Required
}

// canBeNil reports whether values of t can be nil.
func canBeNil(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Slice, *types.Map, *types.Interface, *types.Chan, *types.Signature:
		return true
	}
	return false
}
