package validators

import (
	"go/types"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// Test-only tags, as Kubernetes' generator defines them: its generator test
// suites (and ours) use them to observe traversal, ordering, short-circuits
// and cohorts without depending on real validators.

func init() {
	Register(
		fixedTag("validateFalse", false, Stable, "Always fails with field.Invalid(path, value, \"forced failure: <payload>\") and origin \"validateFalse\"."),
		fixedTag("validateTrue", true, Stable, "Always passes; the generated call is still emitted."),
		fixedTag("validateTrueAlpha", true, Alpha, "Like validateTrue, with Alpha stability (for lint tests)."),
		fixedTag("validateTrueBeta", true, Beta, "Like validateTrue, with Beta stability (for lint tests)."),
		&Tag{
			Name:       "validateError",
			Scopes:     ScopeField | ScopeType | ScopeValue | ScopeKey,
			Stability:  Stable,
			Payload:    StringPayload,
			PayloadDoc: `"<message>"`,
			Doc:        "Test only: makes generation fail with the payload as the message.",
			Example:    "// +k8s:validateError=\"this type is not supported\"\ntype T struct{}",
			Behavior:   "Generation stops with file:line:col and the message; nothing is written.",
			Apply: func(s *Site, t tags.Tag) error {
				return Errorf(t, "%s", t.Value.Text)
			},
		},
	)
}

var testArgs = []Arg{
	{Name: "flags", Doc: `"ShortCircuit,NonError"`},
	{Name: "typeArg", Doc: "the value's type, e.g. int or example.com/pkg.T"},
	{Name: "cohort", Doc: "a cohort name"},
}

func fixedTag(name string, pass bool, stability Stability, behavior string) *Tag {
	return &Tag{
		Name:            name,
		Scopes:          ScopeField | ScopeType | ScopeValue | ScopeKey,
		Stability:       stability,
		Args:            testArgs,
		Payload:         StringPayload,
		PayloadOptional: true,
		PayloadDoc:      `"<message>"`,
		Doc:             "Test only. Flags: ShortCircuit makes it a short-circuit check, NonError suppresses its error but keeps the short-circuit; cohort groups checks; typeArg instantiates the runtime call explicitly with that type.",
		Example:         "// +k8s:" + name + "(flags: \"ShortCircuit\")=\"field T.S\"\nS string `json:\"s\"`",
		Behavior:        behavior,
		Apply: func(s *Site, t tags.Tag) error {
			c := Check{Tag: t}
			if a, ok := t.Arg("flags"); ok {
				for _, f := range strings.Split(a.Value, ",") {
					switch strings.TrimSpace(f) {
					case "ShortCircuit":
						c.ShortCircuit = true
					case "NonError":
						c.NonError = true
					case "":
					default:
						return Errorf(t, "unknown flag %q; flags are ShortCircuit and NonError", f)
					}
				}
			}
			if c.NonError && !c.ShortCircuit {
				return Errorf(t, "flag NonError needs ShortCircuit too: flags: \"ShortCircuit,NonError\"")
			}
			if a, ok := t.Arg("cohort"); ok {
				if a.Value == "" {
					return Errorf(t, "cohort needs a name, e.g. cohort: \"c1\"")
				}
				c.Cohort = a.Value
			}
			var typeArg types.Type
			if a, ok := t.Arg("typeArg"); ok {
				vt := s.ValueType()
				if got := qualifiedTypeString(vt); got != strings.TrimPrefix(a.Value, "*") {
					return Errorf(t, "typeArg %q does not match the value's type %s", a.Value, got)
				}
				typeArg = vt
			}
			c.Rule = runtimeCall("FixedResult", ArgPath{}, ArgValue{}, boolLit(pass), strLit(t.Value.Text))
			if typeArg != nil {
				c.Rule.(*Call).TypeArgs = []types.Type{typeArg}
			}
			if !pass {
				c.Emits = emits(field.ErrorTypeInvalid, "validateFalse")
			}
			s.Add(c)
			return nil
		},
	}
}

// qualifiedTypeString renders t with full package paths: example.com/pkg.T.
func qualifiedTypeString(t types.Type) string {
	return types.TypeString(t, func(p *types.Package) string { return p.Path() })
}
