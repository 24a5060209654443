package defaults

import (
	"errors"
	"fmt"
	"go/types"
	"path"
	"reflect"
	"regexp"
	"slices"
	"strings"
)

// activation is what a package's doc.go asks of defaulter-gen.
type activation struct {
	generate    bool
	typeFilters []string // +k8s:defaulter-gen=<field name>
	input       string   // the package whose types are defaulted
}

// identify reads the package tags, after the --lint-rules checks.
func identify(p *pkgInfo, lintRules []string) (*activation, error) {
	for _, rule := range lintRules {
		var err error
		switch rule {
		case ruleKnownTagsOnly:
			err = checkKnownTags(p)
		case ruleExplicitDisablement:
			err = checkExplicitDisablement(p)
		}
		if err != nil {
			return nil, err
		}
	}
	values, err := tagValues(p.docComments, genTag)
	if err != nil {
		return nil, fmt.Errorf("%s/doc.go: %w", p.dir, err)
	}
	optedOut := slices.Contains(values, tagFalse)
	if optedOut && slices.ContainsFunc(values, func(v string) bool { return v != tagFalse }) {
		return nil, fmt.Errorf("%s/doc.go: +%s: cannot mix \"false\" with other values; got %v", p.dir, genTag, values)
	}
	a := &activation{input: p.path}
	if !optedOut {
		a.typeFilters = values
		a.generate = len(values) > 0
	}
	inputs, err := tagValues(p.docComments, inputTag)
	if err != nil {
		return nil, fmt.Errorf("%s/doc.go: %w", p.dir, err)
	}
	switch len(inputs) {
	case 0:
	case 1:
		if strings.HasPrefix(inputs[0], "./") || strings.HasPrefix(inputs[0], "../") {
			return nil, fmt.Errorf("%s/doc.go: +%s: relative path %q is not supported; use the full package import path", p.dir, inputTag, inputs[0])
		}
		a.input = inputs[0]
	default:
		return nil, fmt.Errorf("%s/doc.go: +%s: expected at most one value, got %v", p.dir, inputTag, inputs)
	}
	return a, nil
}

const (
	ruleKnownTagsOnly       = "known-tags-only"
	ruleExplicitDisablement = "require-explicit-disablement"
)

var lintRules = []string{ruleKnownTagsOnly, ruleExplicitDisablement}

// LintRulesHelp is the --lint-rules flag's description.
var LintRulesHelp = "Comma-separated list of tag-checking lint rules to enable. Supports: " + strings.Join(lintRules, ",")

func checkLintRules(rules []string) error {
	for _, r := range rules {
		if !slices.Contains(lintRules, r) {
			return fmt.Errorf("unrecognized rule in --lint-rules: %s", r)
		}
	}
	return nil
}

// generatorSpec is one Kubernetes code generator's package tags.
type generatorSpec struct {
	activation string
	hint       string // what its activation tag takes
	input      string
	aux        []string
}

var (
	conversionSpec = generatorSpec{activation: "k8s:conversion-gen", hint: "peer-package or false", input: "k8s:conversion-gen-external-types"}
	defaulterSpec  = generatorSpec{activation: genTag, hint: "TypeMeta or false", input: inputTag}
	validationSpec = generatorSpec{activation: "k8s:validation-gen", hint: "TypeMeta or false", input: "k8s:validation-gen-input",
		aux: []string{"k8s:validation-gen-nolint", "k8s:validation-gen-scheme-registry", "k8s:validation-gen-test-fixture", "k8s:validation-gen-test-targets"}}
	deepcopySpec = generatorSpec{activation: "k8s:deepcopy-gen", hint: "package or false"}
	otherSpecs   = []generatorSpec{
		{activation: "k8s:prerelease-lifecycle-gen"}, {activation: "k8s:register-gen"},
		{activation: "k8s:openapi-gen", input: "k8s:openapi-model-package"}, {activation: "k8s:protobuf-gen"},
		{activation: "k8s:client-gen", aux: []string{"genclient", "genclient:nonNamespaced", "genclient:noVerbs",
			"genclient:onlyVerbs", "genclient:skipVerbs", "genclient:noStatus", "genclient:readonly", "genclient:method", "groupGoName"}},
		{activation: "k8s:applyconfiguration-gen"}, {activation: "k8s:informer-gen"}, {activation: "k8s:lister-gen"},
	}
)

// knownTags are the package tags of all Kubernetes generators.
var knownTags = func() map[string]bool {
	out := map[string]bool{}
	for _, s := range append([]generatorSpec{conversionSpec, defaulterSpec, validationSpec, deepcopySpec}, otherSpecs...) {
		out[s.activation] = true
		if s.input != "" {
			out[s.input] = true
		}
		for _, a := range s.aux {
			out[a] = true
		}
	}
	return out
}()

func checkKnownTags(p *pkgInfo) error {
	var unknown []string
	for name := range tagNames(p.docComments) {
		if !strings.HasPrefix(name, "k8s:") || !strings.Contains(name, "-gen") {
			continue
		}
		base := name
		if i := strings.Index(name[len("k8s:"):], ":"); i >= 0 {
			base = name[:len("k8s:")+i]
		}
		if !knownTags[base] {
			unknown = append(unknown, "+"+name)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	slices.Sort(unknown)
	var known []string
	for k := range knownTags {
		known = append(known, k)
	}
	slices.Sort(known)
	return fmt.Errorf("%s/doc.go: unrecognized +k8s: tag(s): %s\nrecognized generator tags: %s",
		p.dir, strings.Join(unknown, ", "), strings.Join(known, ", "))
}

func checkExplicitDisablement(p *pkgInfo) error {
	tags := tagNames(p.docComments)
	_, hasGroup := tags["groupName"]
	apiPkg := hasGroup
	for name := range tags {
		apiPkg = apiPkg || knownTags[name]
	}
	if !apiPkg {
		return nil
	}
	external := hasInlineTypeMeta(p.types)
	isVersion := versionPath.MatchString(path.Base(p.path))
	var expected []generatorSpec
	var role string
	switch {
	case isVersion && external:
		expected, role = []generatorSpec{deepcopySpec}, "package containing versioned API types"
	case isVersion && (hasAny(tags, defaulterSpec) || hasAny(tags, validationSpec)):
		expected = []generatorSpec{conversionSpec, defaulterSpec, validationSpec}
		role = "package containing per-version internals (conversion, defaulting, validation)"
		if parent := path.Dir(p.dir); parent != "" && parent != "." && parent != "/" {
			role += " for hub types at " + parent
		}
	default:
		return nil
	}
	var missing []generatorSpec
	for _, s := range expected {
		if _, ok := tags[s.activation]; !ok {
			missing = append(missing, s)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	slices.SortFunc(missing, func(a, b generatorSpec) int { return strings.Compare(a.activation, b.activation) })
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s/doc.go: this package looks like: %s.\n", p.dir, role)
	sb.WriteString("Set explicit configuration or disablement for these generators in doc.go:")
	for _, s := range missing {
		fmt.Fprintf(&sb, "\n  +%s=<%s>", s.activation, s.hint)
	}
	return errors.New(sb.String())
}

var versionPath = regexp.MustCompile(`^v\d+([a-z]+\d+)?$`)

func hasAny(tags map[string][]string, s generatorSpec) bool {
	_, a := tags[s.activation]
	_, i := tags[s.input]
	return a || i
}

// hasInlineTypeMeta reports a struct that embeds TypeMeta with an empty
// JSON name: the mark of a package of versioned (served) API types.
func hasInlineTypeMeta(pkg *types.Package) bool {
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok {
			continue
		}
		for i := 0; i < st.NumFields(); i++ {
			if f := st.Field(i); f.Name() == "TypeMeta" && f.Embedded() {
				tag, ok := reflect.StructTag(st.Tag(i)).Lookup("json")
				if ok && strings.Split(tag, ",")[0] == "" {
					return true
				}
			}
		}
	}
	return false
}
