package validators

import (
	"go/types"
	"regexp"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// MinLength, MaxLength and Pattern on a type that marshals itself to a
// JSON string (a MarshalJSON method and +kubebuilder:validation:Type=string,
// as controller-gen wants for such types): the CRD bounds the string its
// JSON is, so the Go checks marshal the value (validate.JSONStringMinLength,
// ...). That costs the value's MarshalJSON (its allocations) on every
// check, the one place the checks of a valid object allocate: the Go value
// is not the JSON value, and only the type's own code knows the mapping.

// kbJSONString reports a value of marker m's site whose JSON is a string
// its type writes itself: MarshalJSON, and a Type=string marker on the
// site or on the type's declaration.
func kbJSONString(s *Site, m kbMarker) bool {
	t := deref(m.typ)
	// The value itself must be a json.Marshaler: the check is passed the
	// value (a MarshalJSON on the pointer is refused, as before).
	if obj, _, _ := types.LookupFieldOrMethod(t, false, nil, "MarshalJSON"); obj == nil {
		return false
	}
	lines := m.siblings
	if nt, ok := types.Unalias(t).(*types.Named); ok && s.Universe != nil {
		if n := s.Universe.NamedOf(nt.Obj()); n != nil {
			lines = append(append([]tags.Tag(nil), lines...), kbTypeMarkers(n.Other)...)
		}
	}
	for _, l := range lines {
		if l.Name == kbValidation+"Type" {
			if v, err := tags.MarkerString(l.Value); err == nil && v == "string" {
				return true
			}
		}
	}
	return false
}

// kbTypeMarkers reads the Type markers among a declaration's lines.
func kbTypeMarkers(lines []tags.Line) []tags.Tag {
	var out []tags.Tag
	for _, l := range lines {
		if name, ok := tags.MarkerName(l, []string{kbValidation + "Type"}); ok {
			if t, err := tags.ParseMarker(l, name); err == nil {
				out = append(out, t)
			}
		}
	}
	return out
}

// kbJSONStringLength adds MinLength or MaxLength (k8s) on the JSON string
// of the value at s.
func kbJSONStringLength(k8s string) func(*Site, kbMarker) error {
	return kbLengthCall("JSONString", k8s)
}

// kbJSONStringPattern adds Pattern on the JSON string of the value at s.
func kbJSONStringPattern(s *Site, m kbMarker) error {
	re, err := tags.MarkerString(m.tag.Value)
	if err != nil {
		return err
	}
	if _, err := regexp.Compile(re); err != nil {
		return Errorf(m.tag, "invalid regular expression: %v", err)
	}
	s.Add(Check{Tag: m.tag, Emits: emits(field.ErrorTypeInvalid, "pattern"), Rule: runtimeCall("JSONStringPattern", ArgPath{}, ArgValue{}, ArgRegexp{Pattern: re})})
	return nil
}
