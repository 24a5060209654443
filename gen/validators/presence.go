package validators

import (
	"go/types"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// The presence tags decide whether a field must, may or must not be set.
// They are short-circuit checks: when a required field is unset, a
// forbidden field is set, or an optional field is unset, nothing else about
// the field is checked. "Unset" is nil for pointers, empty for slices and
// maps, and the zero value otherwise (KEP-5073 "Handling Zero Values").
// +k8s:optional on a field with a +default means required (defaults.go).

func init() {
	Register(
		presenceTag(Required, "The field must be set: non-nil, non-empty, or not the zero value of its type.",
			"// +k8s:required\nReplicas *int32 `json:\"replicas\"`",
			"An unset field gets field.Required(path, \"\") and none of its other checks run. On update, an unset field that was also unset in the old object is not reported (ratcheting)."),
		presenceTag(Optional, "The field may be unset; when it is, its other checks are skipped.",
			"// +k8s:optional\n// +k8s:minimum=1\nReplicas *int32 `json:\"replicas,omitempty\"`",
			"No error is ever reported by this tag; an unset value skips the field's other checks and the validation of its type. "+
				"With a +default, as in Kubernetes, the server defaults the field before validation, so it is required (field.Required); "+
				"a non-pointer field whose default is its zero value is neither checked for presence nor skipped."),
		presenceTag(Forbidden, "The field must not be set.",
			"// forbidden is Beta: a Stable (v1) package writes it behind a beta prefix.\n// +k8s:beta(since: \"1.36\")=+k8s:forbidden\nDeprecatedHost string `json:\"deprecatedHost,omitempty\"`",
			"A set field gets field.Forbidden(path, \"\"). Nothing else about the field is checked either way. On update, a value unchanged from the old object is not reported (ratcheting)."),
	)
}

func presenceTag(p Presence, doc, example, behavior string) *Tag {
	stability := Stable
	if p == Forbidden {
		stability = Beta // as in Kubernetes' generator
	}
	tag := &Tag{
		Name:      p.String(),
		Kind:      KindPresence,
		Scopes:    ScopeField,
		Stability: stability,
		Doc:       doc,
		Example:   example,
		Behavior:  behavior,
		Apply: func(s *Site, t tags.Tag) error {
			if p != Forbidden && onValueStruct(s, t) {
				return nil // documentation only, as Kubernetes v1.38 has it
			}
			effect := p
			if p == Optional {
				effect = optionalEffect(s)
			}
			if len(s.Cond) > 0 {
				if effect == NoPresence {
					return nil
				}
				return conditionalPresence(s, t, effect)
			}
			if prev := s.V.PresenceTag.Name; prev == t.Name {
				return Errorf(t, "+k8s:%s is written twice; remove one", t.Name)
			} else if prev != "" {
				return Errorf(t, "+k8s:%s and +k8s:%s are mutually exclusive; keep exactly one of +k8s:required, +k8s:optional or +k8s:forbidden", prev, t.Name)
			}
			if !HasZeroTest(s.Type) {
				return Errorf(t, "%s has type %s, whose zero value cannot be detected (it is not comparable); make the field a pointer so that unset means nil", s.What, typeString(s.Type))
			}
			s.V.Presence = effect
			s.V.PresenceTag = t
			s.V.PresenceLevel, s.V.PresenceCond = s.Level, s.Cond
			s.V.PresenceDetail = t.Value.Text
			s.V.PresenceOrder = s.rank
			return nil
		},
	}
	if p != Optional {
		// The payload is the error's detail (Kubernetes v1.38).
		tag.Payload, tag.PayloadOptional, tag.PayloadDoc = StringPayload, true, "<detail>"
	}
	return tag
}

// onValueStruct reports a +k8s:required or +k8s:optional on a field that
// holds a struct by value, on a Kubernetes 1.38 tree: there the tag is
// documentation (an unset struct is its zero value, so the struct's own
// members decide; lint's struct-presence checks that they agree). A 1.37
// tree, whose generator refuses the tag, keeps our meaning: the zero
// struct is unset. controller-gen's markers keep controller-gen's meaning.
func onValueStruct(s *Site, t tags.Tag) bool {
	if !s.Universe.Release.PresenceOnValueStructIsDoc() || !strings.HasPrefix(t.Text, "+k8s:") || s.Scope != ScopeField {
		return false
	}
	_, isStruct := types.Unalias(s.Type).Underlying().(*types.Struct)
	return isStruct
}

// conditionalPresence adds a presence tag that sits under a condition
// (+k8s:ifEnabled(X)=+k8s:optional) as short-circuit checks, which the
// emitter guards with the condition.
func conditionalPresence(s *Site, t tags.Tag, p Presence) error {
	if !HasZeroTest(s.Type) {
		return Errorf(t, "%s has type %s, whose zero value cannot be detected; make the field a pointer", s.What, typeString(s.Type))
	}
	detail := []Operand{}
	if t.Value.Text != "" {
		detail = append(detail, strLit(t.Value.Text))
	}
	switch p {
	case Required:
		s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeRequired, ""), ShortCircuit: true, Raw: true, Rule: runtimeCall("RequiredIf", append([]Operand{ArgPath{}, ArgUnset{}}, detail...)...)})
	case Optional:
		s.Add(Check{Tag: t, ShortCircuit: true, NonError: true, Raw: true, Rule: runtimeCall("Stop", ArgUnset{})})
	case Forbidden:
		s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeForbidden, ""), ShortCircuit: true, Raw: true, Rule: runtimeCall("ForbiddenIf", append([]Operand{ArgPath{}, ArgSet{}}, detail...)...)})
		s.Add(Check{Tag: t, ShortCircuit: true, NonError: true, Raw: true, Rule: runtimeCall("Stop", boolLit(true))})
	}
	return nil
}
