package validators

import (
	"sort"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/validate"
)

// +k8s:format=NAME checks a string against one of Kubernetes' well-known
// formats. The runtime owns the list (validate.FormatNames) so that the
// generator and the library cannot disagree.

func init() {
	Register(&Tag{
		Name:       "format",
		Scopes:     ScopeField | ScopeType | ScopeValue | ScopeKey,
		Stability:  Stable,
		Payload:    StringPayload,
		PayloadDoc: "<" + strings.Join(formatNames(), "|") + ">",
		Doc: "The string must have the named Kubernetes format. k8s-duration and k8s-date-time (kubernetes/kubernetes#138122, #138120; not in Kubernetes yet) " +
			"accept what metav1.Duration and metav1.Time decode: Go's time.ParseDuration syntax (\"1m30s\"), and RFC 3339 as time.Parse(time.RFC3339) reads it, " +
			"at an instant between the years 0001 and 9999 in UTC (the range of CEL's timestamps); both at most 64 characters. k8s-uri (#138119) accepts an absolute URI, one with a scheme, as Go's url.ParseRequestURI reads it " +
			"(the API server's CEL isURL() and OpenAPI \"uri\" format call it too).",
		Example: "// +k8s:format=k8s-short-name\nName string `json:\"name\"`",
		Behavior: "Reports one field.Invalid per problem, with the same detail text as Kubernetes' hand-written checks " +
			"(k8s-uri, k8s-duration and k8s-date-time: one error saying what the value must be) and origin \"format=NAME\". Unchanged values are not re-validated on update. " +
			"A project declares formats of its own with --validation-extensions-file (Kubernetes v1.38): a value its pattern " +
			"does not match gets field.Invalid(path, value, \"<message>\") with origin \"format=NAME\"; each pattern is compiled once.",
		Eval:         evalFormat,
		SingleValued: true,
		Apply: func(s *Site, t tags.Tag) error {
			if err := needValueType(s, t, isString(s.ValueType()), "string types"); err != nil {
				return err
			}
			name := t.Value.Text
			if fn, ok := validate.FormatNames[name]; ok {
				if name == "k8s-resource-fully-qualified-name" && s.Universe != nil && s.Universe.Release.QualifiedNameRefusesSlashes() {
					fn = "ResourceFullyQualifiedNameOneSlash"
				}
				em := emits(field.ErrorTypeInvalid, "format="+name)
				if lengthLimited[name] && s.Universe != nil && s.Universe.Release.CoverageDeclaresFormatLengths() {
					em = append(em, Emission{Type: field.ErrorTypeTooLong, Origin: "format=" + name})
				}
				s.Add(Check{Tag: t, Emits: em, Rule: runtimeCall(fn, ArgPath{}, ArgValue{})})
				return nil
			}
			var formats map[string]model.FormatExtension
			if s.Universe != nil {
				formats = s.Universe.Formats
			}
			if ext, ok := formats[name]; ok {
				// One compiled expression per pattern in the generated
				// package (ArgRegexp is a package variable).
				origin := "format=" + name
				s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeInvalid, origin),
					Rule: runtimeCall("Matches", ArgPath{}, ArgValue{}, ArgRegexp{Pattern: ext.Pattern}, strLit(ext.Message), strLit(origin))})
				return nil
			}
			known := formatNames()
			for n := range formats {
				known = append(known, n)
			}
			sort.Strings(known)
			if near := tags.Suggest(name, known); near != "" {
				return Errorf(t, "unknown format %q; did you mean %q?", name, near)
			}
			return Errorf(t, "unknown format %q; known formats: %s (a project declares its own with --validation-extensions-file)", name, strings.Join(known, ", "))
		},
	})
}

// lengthLimited are the formats whose checks also report field.TooLong
// (a part, or the whole name, over its limit).
var lengthLimited = map[string]bool{"k8s-resource-fully-qualified-name": true, "k8s-resource-pool-name": true}

func formatNames() []string {
	out := make([]string, 0, len(validate.FormatNames))
	for n := range validate.FormatNames {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
