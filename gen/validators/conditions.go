package validators

import (
	"strings"

	"github.com/kubedv/kubedv/gen/tags"
)

// Conditions apply their payload only in some operations:
// +k8s:ifEnabled(Option)=<tag> / +k8s:ifDisabled(Option)=<tag> by the
// option's state in op.Options (an option the operation does not define is
// an internal error, as in Kubernetes), and +k8s:ifSubresource("/status") /
// +k8s:ifNotSubresource("/status") by the request's subresource path.

func init() {
	Register(
		conditionTag("ifEnabled", "the option is enabled", func(a string) Condition { return Condition{Option: a, Want: true} }),
		conditionTag("ifDisabled", "the option is disabled", func(a string) Condition { return Condition{Option: a, Want: false} }),
		conditionTag("ifSubresource", "the request is for the subresource", func(a string) Condition { return Condition{Subresource: a, Want: true} }),
		conditionTag("ifNotSubresource", "the request is not for the subresource", func(a string) Condition { return Condition{Subresource: a, Want: false} }),
	)
}

func conditionTag(name, when string, cond func(string) Condition) *Tag {
	subresource := strings.Contains(name, "Subresource")
	argDoc, example := "option name", "// +k8s:"+name+"(MyFeature)=+k8s:maxLength=16\n"
	scopes := ScopeField | ScopeType | ScopeValue | ScopeKey | ScopeConst
	if subresource {
		argDoc, example = `subresource path, e.g. "/status"`, "// +k8s:"+name+"(\"/status\")=+k8s:maxLength=16\n"
		scopes = ScopeField | ScopeType | ScopeValue
	}
	stability := Stable // as Kubernetes' ifEnabled/ifDisabled
	// Kubernetes called the option conditions ifOptionEnabled/Disabled.
	formerly := []string{strings.Replace(name, "if", "ifOption", 1)}
	if subresource {
		stability = Beta // not in Kubernetes' generator yet
		formerly = nil
	}
	return &Tag{
		Name:       name,
		Kind:       KindConditional,
		Scopes:     scopes,
		Stability:  stability,
		Args:       []Arg{{Name: "", Required: true, Doc: argDoc}},
		Payload:    TagPayload,
		PayloadDoc: "<tag>",
		Doc:        "Apply the payload tag only when " + when + ".",
		Example:    example + "Field string `json:\"field\"`",
		Formerly:   formerly,
		Behavior:   "The payload's checks are skipped otherwise; ratcheting still applies to them.",
		Apply: func(s *Site, t tags.Tag) error {
			arg, _ := t.Positional()
			if subresource && !strings.HasPrefix(arg.Value, "/") {
				return Errorf(t, "subresource paths start with '/': +k8s:%s(\"/%s\")", name, arg.Value)
			}
			if arg.Value == "" {
				return Errorf(t, "+k8s:%s needs a name", name)
			}
			if s.Scope == ScopeConst {
				// On enum constants the only payload is enumExclude, which
				// the enum reads directly (see enumValues).
				if t.Value.Tag.Name != enumExcludeTag {
					return Errorf(t, "on a constant, +k8s:%s only takes +k8s:enumExclude", name)
				}
				return Apply(s, *t.Value.Tag)
			}
			at := s.withCond(cond(arg.Value))
			at.optionWrapped = !subresource
			return Apply(at, *t.Value.Tag)
		},
	}
}
