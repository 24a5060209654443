package validators

import (
	"sort"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

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
		Doc:        "The string must have the named Kubernetes format.",
		Example:    "// +k8s:format=k8s-short-name\nName string `json:\"name\"`",
		Behavior: "Reports one field.Invalid per problem, with the same detail text as Kubernetes' hand-written checks " +
			"and origin \"format=NAME\". Unchanged values are not re-validated on update.",
		Eval:         evalFormat,
		SingleValued: true,
		Apply: func(s *Site, t tags.Tag) error {
			if err := needValueType(s, t, isString(s.ValueType()), "string types"); err != nil {
				return err
			}
			fn, ok := validate.FormatNames[t.Value.Text]
			if !ok {
				if near := tags.Suggest(t.Value.Text, formatNames()); near != "" {
					return Errorf(t, "unknown format %q; did you mean %q?", t.Value.Text, near)
				}
				return Errorf(t, "unknown format %q; known formats: %s", t.Value.Text, strings.Join(formatNames(), ", "))
			}
			s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeInvalid, "format="+t.Value.Text), Rule: runtimeCall(fn, ArgPath{}, ArgValue{})})
			return nil
		},
	})
}

func formatNames() []string {
	out := make([]string, 0, len(validate.FormatNames))
	for n := range validate.FormatNames {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
