package validators

import (
	"regexp"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// +k8s:pattern="RE2" matches a string against a regular expression that the
// generated package compiles once, at init.

func init() {
	Register(&Tag{
		Name:       "pattern",
		Scopes:     ScopeField | ScopeType | ScopeValue | ScopeKey,
		Stability:  Beta,
		Payload:    StringPayload,
		PayloadDoc: `"<RE2 regular expression>"`,
		Doc:        "The string must match the regular expression (Go RE2 syntax; anchor it with ^ and $ to match the whole value).",
		Example:    "// +k8s:pattern=\"^[A-Z]{3}-[0-9]+$\"\nTicket string `json:\"ticket\"`",
		Behavior: "Reports field.Invalid(path, value, \"must match the regular expression '<re>'\") with origin \"pattern\". " +
			"The expression is compiled once when the package is initialized. Unchanged values are not re-validated on update.",
		Eval: evalPattern,
		Apply: func(s *Site, t tags.Tag) error {
			if err := needValueType(s, t, isString(s.ValueType()), "string types"); err != nil {
				return err
			}
			re := t.Value.Text
			if _, err := regexp.Compile(re); err != nil {
				return Errorf(t, "invalid regular expression: %v", err)
			}
			s.Add(Check{Tag: t, Emits: emits(field.ErrorTypeInvalid, "pattern"), Rule: runtimeCall("Pattern", ArgPath{}, ArgValue{}, ArgRegexp{Pattern: re})})
			return nil
		},
	})
}
