package validators

import (
	"github.com/kubedv/kubedv/gen/tags"
)

// +k8s:eachVal and +k8s:eachKey apply their payload tag one level down: to
// every list item or map value, and to every map key.

func init() {
	Register(&Tag{
		Name:       "eachVal",
		Kind:       KindChain,
		Scopes:     ScopeField | ScopeType | ScopeValue,
		Stability:  Stable,
		Payload:    TagPayload,
		PayloadDoc: "<tag>",
		Doc:        "Apply the payload tag to every item of a list or every value of a map. Chains nest: +k8s:eachVal=+k8s:eachVal=... for lists of lists.",
		Example:    "// +k8s:eachVal=+k8s:format=k8s-short-name\nAliases []string `json:\"aliases\"`",
		Behavior:   "Items are reported at path[i], map values at path[key]. On update, map values are compared with the old value at the same key and not re-validated when unchanged. As in Kubernetes, each tag's checks run in a pass over all items. On a Kubernetes v1.37 tree a short-circuit payload (+k8s:immutable, update, maxItems) runs with the value's own short-circuit checks: one failing item stops the whole value, uniqueness and other items included. On a v1.38 tree it stops nothing, and a payload that reports no error (flags: \"ShortCircuit,NonError\") is refused.",
		Apply: func(s *Site, t tags.Tag) error {
			elem, err := s.Elem(t)
			if err != nil {
				return err
			}
			return applyEach(elem, t)
		},
	}, &Tag{
		Name:       "eachKey",
		Kind:       KindChain,
		Scopes:     ScopeField | ScopeType | ScopeValue,
		Stability:  Stable,
		Payload:    TagPayload,
		PayloadDoc: "<tag>",
		Doc:        "Apply the payload tag to every key of a map.",
		Example:    "// +k8s:eachKey=+k8s:format=k8s-label-key\nLabels map[string]string `json:\"labels\"`",
		Behavior:   "Key errors name the map itself (path), with the key as the value, as Kubernetes reports them. On update, keys present in the old map are not re-validated. A short-circuit payload stops the map's other checks on a Kubernetes v1.37 tree, nothing on a v1.38 tree, which also refuses a payload that reports no error (flags: \"ShortCircuit,NonError\").",
		Apply: func(s *Site, t tags.Tag) error {
			key, err := s.Key(t)
			if err != nil {
				return err
			}
			return applyEach(key, t)
		},
	})
}

// applyEach applies the payload of eachVal or eachKey at the item or key
// site. On a Kubernetes v1.38 tree its checks stop nothing, and a payload
// that only stops checks without reporting an error (flags:
// "ShortCircuit,NonError") is refused (kubernetes/kubernetes#141945): the
// items' checks run in passes of their own, so there is nothing for it to
// stop.
func applyEach(at *Site, t tags.Tag) error {
	before := len(at.V.Checks)
	if err := Apply(at, *t.Value.Tag); err != nil {
		return err
	}
	if !at.Universe.Release.EachValDoesNotShortCircuit() {
		// Kubernetes v1.37: a short-circuit check on the items stops the
		// whole value (see gen/emit/passes.go), a NonError one silently.
		return nil
	}
	for _, c := range at.V.Checks[before:] {
		if !isStop(c) && c.NonError {
			return Errorf(t, "+k8s:%s cannot apply %s: a check that reports no error (NonError) has nothing to stop on each item or key; apply it to the field itself or drop the NonError flag", t.Name, c.Tag.Text)
		}
	}
	// Once the payload's deferred checks exist too (update rules,
	// uniqueness of nested lists), none of this tag's checks stops
	// anything: each tag is a pass of its own over the items.
	rank := at.rank
	at.Later(RulePhase, func(at *Site) error {
		stopNothing(at.V, rank)
		return nil
	})
	return nil
}

// stopNothing clears the short-circuit role of the checks of rank at v and
// at the subfields the payload selects (eachVal=+k8s:subfield(x)=+k8s:update=...
// reports unmarked on a v1.38 tree, as Kubernetes' v0.38 code does).
func stopNothing(v *Validations, rank int) {
	for i := range v.Checks {
		if c := &v.Checks[i]; c.Order == rank && c.ShortCircuit && !isStop(*c) {
			c.ShortCircuit = false
		}
	}
	for _, sf := range v.Subfields {
		if sf.V != nil {
			if sf.V.Presence != NoPresence && sf.V.PresenceOrder == rank {
				sf.V.PresenceUnmarked = true
			}
			stopNothing(sf.V, rank)
		}
	}
}

// isStop reports a check that only stops others (how presence and
// conditions skip checks), not one a tag reports with.
func isStop(c Check) bool {
	call, ok := c.Rule.(*Call)
	return ok && call.Func == "Stop"
}
