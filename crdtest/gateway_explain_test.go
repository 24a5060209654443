package crdtest

import (
	"slices"
	"strings"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// gatewayReasons are the differences between the Go code validation-gen
// generates for Gateway API's apis/v1 and Gateway API's own CRDs that the
// shared reasons (explain.go) do not cover, each matched precisely. They
// come from rules Gateway API's CRD build writes that no controller-gen
// marker of apis/v1 states: the experimental channel's
// <gateway:experimental:validation:...> markers, which only Gateway API's
// own generator reads (the Go types carry the standard channel's rules),
// and the oneOf/anyOf of IP address formats in its Gateway CRDs. standard
// is the kind's standard-channel schema.
func gatewayReasons(standard *structuralschema.Structural) []reason {
	return []reason{
		{"the experimental CRD's enum lists the value (a <gateway:experimental:validation:Enum> marker, which only Gateway API's generator reads); the Go code has the standard channel's enum", "gateway-experimental", func(c *Case, d Difference) bool {
			return experimentalEnum(c, d, standard)
		}},
		{"the experimental CRD has a rule or pattern here that the standard CRD has not (a <gateway:experimental:validation:...> marker, which only Gateway API's generator reads); the Go code has the standard channel's rules", "gateway-experimental", func(c *Case, d Difference) bool {
			return experimentalRule(c, d, standard)
		}},
		{"Gateway API's CRD requires an IPAddress value to have format ipv4 or ipv6 (a oneOf/anyOf no marker of apis/v1 states); the Go code has no such rule", "gateway-ip-formats", ipFormats},
	}
}

func explainGateway(c *Case, d Difference, standard *structuralschema.Structural) string {
	return explainWith(c, d, gatewayReasons(standard))
}

// experimentalEnum: the Go code rejects a value as NotSupported that the
// (experimental) CRD's enum lists and the standard CRD's does not.
func experimentalEnum(c *Case, d Difference, standard *structuralschema.Structural) bool {
	if !d.GoOnly || !slices.Equal(d.Types, []field.ErrorType{field.ErrorTypeNotSupported}) {
		return false
	}
	v, ok := lookup(c.New, d.Path)
	node, _, _ := nodeAt(c.schema, d.Path)
	std, _, _ := nodeAt(standard, d.Path)
	if !ok || node == nil || node.ValueValidation == nil || std == nil || std.ValueValidation == nil {
		return false
	}
	in := func(s *structuralschema.Structural) bool {
		return slices.ContainsFunc(s.ValueValidation.Enum, func(e structuralschema.JSON) bool { return e.Object == v })
	}
	return in(node) && !in(std)
}

// experimentalRule: every CRD-only problem at the path comes from a
// pattern or a CEL rule (by its message) that the standard CRD does not
// have at that path.
func experimentalRule(c *Case, d Difference, standard *structuralschema.Structural) bool {
	if d.GoOnly {
		return false
	}
	std, _, _ := nodeAt(standard, d.Path)
	found := false
	for _, p := range c.CRD {
		if p.Field != d.Path {
			continue
		}
		found = true
		if _, pattern, ok := strings.Cut(p.Detail, " should match '"); ok {
			pattern = strings.TrimSuffix(pattern, "'")
			if std != nil && std.ValueValidation != nil && std.ValueValidation.Pattern == pattern {
				return false
			}
			continue
		}
		if std != nil && slices.ContainsFunc(std.XValidations, func(r apiextensionsv1.ValidationRule) bool { return r.Message == p.Detail }) {
			return false
		}
		node, _, _ := nodeAt(c.schema, d.Path)
		if node == nil || !slices.ContainsFunc(node.XValidations, func(r apiextensionsv1.ValidationRule) bool { return r.Message == p.Detail }) {
			return false // not a rule of this node
		}
	}
	return found
}

// ipFormats: a CRD-only problem at the value of an item whose schema has
// the oneOf of IP address formats, reporting one of those formats.
func ipFormats(c *Case, d Difference) bool {
	if d.GoOnly || !strings.HasSuffix(d.Path, ".value") {
		return false
	}
	_, item, _ := nodeAt(c.schema, d.Path)
	if item == nil || item.ValueValidation == nil || len(item.ValueValidation.OneOf) == 0 {
		return false
	}
	for _, p := range c.CRD {
		if p.Field == d.Path && !strings.Contains(p.Detail, "must be of type ipv4") && !strings.Contains(p.Detail, "must be of type ipv6") {
			return false
		}
	}
	return true
}
