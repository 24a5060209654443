package validators

import (
	"regexp"

	"github.com/kubedv/kubedv/gen/tags"
)

// Lifecycle tags (KEP-5073 "Lifecycle Tags"): +k8s:alpha(since: "1.N")=<tag>
// marks the errors of its payload alpha (shadowed: reported for comparison,
// never enforced), +k8s:beta(...) marks them beta (enforced unless the
// DeclarativeValidationBeta gate is off). They may be written anywhere in a
// chain (+k8s:eachVal=+k8s:alpha=+k8s:minimum=1 marks only the items'
// check); nested levels take the outermost one.

// KubeVersion is the form of a since: argument: <major>.<minor>, without a
// leading v, as Kubernetes' validation-gen requires.
var KubeVersion = regexp.MustCompile(`^[0-9]+\.[0-9]+$`)

func init() {
	Register(lifecycleTag("alpha", AlphaLevel, "shadowed: its errors are marked with MarkAlpha and never enforced"),
		lifecycleTag("beta", BetaLevel, "enforced unless the DeclarativeValidationBeta gate is off: its errors are marked with MarkBeta"))
}

func lifecycleTag(name string, level Level, meaning string) *Tag {
	return &Tag{
		Name:       name,
		Kind:       KindWrapper,
		Scopes:     ScopeField | ScopeType | ScopeValue | ScopeKey,
		Stability:  Beta,
		Args:       []Arg{{Name: "since", Doc: `Kubernetes version, e.g. "1.36"`}},
		Payload:    TagPayload,
		PayloadDoc: "<tag>",
		Doc:        "The payload validation is " + meaning + ". It may be written anywhere in a chain; the outermost level wins.",
		Example:    "// +k8s:" + name + "(since: \"1.36\")=+k8s:maxLength=63\nName string `json:\"name\"`",
		Behavior:   "The payload's checks run as usual; their errors carry the " + name + " stability level for the server integration to enforce or shadow.",
		Apply: func(s *Site, t tags.Tag) error {
			if a, ok := t.Arg("since"); ok && !KubeVersion.MatchString(a.Value) {
				return Errorf(t, "since: %q is not a Kubernetes version in the form <major>.<minor>, as Kubernetes' validation-gen requires; write since: \"1.36\"", a.Value)
			}
			// Anywhere in a chain, as in Kubernetes; when levels nest, the
			// outermost one marks the errors.
			if s.Level != Standard {
				return Apply(s, *t.Value.Tag)
			}
			return Apply(s.within(level, s.Cond), *t.Value.Tag)
		},
	}
}
