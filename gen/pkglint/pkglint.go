// Package pkglint holds the --lint-rules checks that validation-gen and
// defaulter-gen share with Kubernetes' other code generators. Like those
// generators they read the package tags in the comments of a package's
// doc.go (all of its comments), and a violation stops the run before
// anything is generated.
package pkglint

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// Rule names accepted by --lint-rules.
const (
	// KnownTagsOnly rejects +k8s:<...>-gen tags that no Kubernetes
	// generator knows (a misspelled generator tag is otherwise ignored).
	KnownTagsOnly = "known-tags-only"
	// ExplicitDisablement requires an API package to say, for every
	// generator that would apply to it, how it is configured or that it is
	// off (=false).
	ExplicitDisablement = "require-explicit-disablement"
)

// Rule is one --lint-rules check: a name, what it checks and its check.
type Rule struct {
	Name  string
	Doc   string
	check func(Package) []error
}

// Rules are the rules --lint-rules accepts, in the order they run.
var Rules = []Rule{
	{KnownTagsOnly, "+k8s:<...>-gen package tags that no Kubernetes generator knows",
		func(p Package) []error { return checkKnownTags(p.Lines) }},
	{ExplicitDisablement, "an API version package that does not say, for each generator that applies to it, how it is configured or that it is off",
		func(p Package) []error { return checkExplicitDisablement(p) }},
}

// FlagHelp is the description of the --lint-rules flag.
var FlagHelp = "Comma-separated list of tag-checking lint rules to enable. Supports: " + strings.Join(ruleNames(), ",")

func ruleNames() []string {
	out := make([]string, len(Rules))
	for i, r := range Rules {
		out[i] = r.Name
	}
	return out
}

// CheckNames reports the first rule name that is not one of Rules.
func CheckNames(rules []string) error {
	for _, r := range rules {
		if !slices.Contains(ruleNames(), r) {
			return fmt.Errorf("unrecognized rule in --lint-rules: %s", r)
		}
	}
	return nil
}

// generatorTags are the package tags of Kubernetes' generators (and ours),
// grouped by generator; the first tag of a group activates it.
var generatorTags = [][]string{
	{"k8s:validation-gen", "k8s:validation-gen-input", "k8s:validation-gen-nolint", "k8s:validation-gen-scheme-registry", "k8s:validation-gen-deep-equal-func",
		"k8s:validation-gen-test-fixture", "k8s:validation-gen-test-targets", "k8s:validation-gen-typedef-chains"},
	{"k8s:conversion-gen", "k8s:conversion-gen-external-types"},
	{"k8s:defaulter-gen", "k8s:defaulter-gen-input"},
	{"k8s:prerelease-lifecycle-gen"},
	{"k8s:deepcopy-gen"},
	{"k8s:register-gen"},
	{"k8s:openapi-gen", "k8s:openapi-model-package"},
	{"k8s:protobuf-gen"},
	{"k8s:client-gen", "genclient", "genclient:nonNamespaced", "genclient:noVerbs", "genclient:onlyVerbs",
		"genclient:skipVerbs", "genclient:noStatus", "genclient:readonly", "genclient:method", "groupGoName"},
	{"k8s:applyconfiguration-gen"},
	{"k8s:informer-gen"},
	{"k8s:lister-gen"},
}

func knownGeneratorTag(name string) bool {
	for _, g := range generatorTags {
		if slices.Contains(g, name) {
			return true
		}
	}
	return false
}

// Line is one +name... line of a doc.go comment.
type Line struct {
	Name string
	Pos  token.Position
}

// Lines returns the tag lines of every comment of f, with the tag name as
// Kubernetes' tag extractor reads it (letters, digits, _ . - :).
func Lines(fset *token.FileSet, f *ast.File) []Line {
	var out []Line
	for _, g := range f.Comments {
		for _, c := range g.List {
			text := strings.TrimPrefix(strings.TrimPrefix(c.Text, "//"), "/*")
			for i, line := range strings.Split(text, "\n") {
				trimmed := strings.TrimLeft(line, " \t")
				if !strings.HasPrefix(trimmed, "+") {
					continue
				}
				name := tagName(trimmed[1:])
				if name == "" {
					continue
				}
				pos := fset.Position(c.Slash)
				if i > 0 {
					pos.Line += i
					pos.Column = 1
				} else {
					pos.Column += 2 // the comment marker
				}
				pos.Column += len(line) - len(trimmed)
				out = append(out, Line{name, pos})
			}
		}
	}
	return out
}

func tagName(s string) string {
	for i, r := range s {
		if i == 0 && !unicode.IsLetter(r) && r != '_' {
			return ""
		}
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("_.-:", r) {
			return s[:i]
		}
	}
	return s
}

// Package is what the rules read of one package.
type Package struct {
	// Path is the import path; its last element tells a version package.
	Path string
	// Doc is the position of doc.go's package clause.
	Doc token.Position
	// Lines are the tag lines of doc.go's comments.
	Lines []Line
	// Types are the package's declarations (for TypeMeta embedding).
	Types *types.Package
}

// Check runs the rules on p and returns every violation.
func Check(p Package, rules []string) error {
	var errs []error
	for _, name := range rules {
		for _, r := range Rules {
			if r.Name == name {
				errs = append(errs, r.check(p)...)
			}
		}
	}
	return errors.Join(errs...)
}

func checkKnownTags(lines []Line) []error {
	var errs []error
	for _, l := range lines {
		if !strings.HasPrefix(l.Name, "k8s:") || !strings.Contains(l.Name, "-gen") {
			continue
		}
		base := l.Name
		if i := strings.Index(l.Name[len("k8s:"):], ":"); i >= 0 {
			base = l.Name[:len("k8s:")+i] // +k8s:conversion-gen:explicit-from=...
		}
		if !knownGeneratorTag(base) {
			errs = append(errs, fmt.Errorf("%s: unrecognized generator tag +%s (--lint-rules=%s); the recognized package tags are %s",
				l.Pos, l.Name, KnownTagsOnly, strings.Join(sortedKnownTags(), ", ")))
		}
	}
	return errs
}

func sortedKnownTags() []string {
	var out []string
	for _, g := range generatorTags {
		for _, t := range g {
			out = append(out, "+"+t)
		}
	}
	sort.Strings(out)
	return out
}

// versionDir matches the last element of a version package's path.
var versionDir = regexp.MustCompile(`^v\d+([a-z]+\d+)?$`)

// checkExplicitDisablement asks a package of versioned API types for
// +k8s:deepcopy-gen, and a per-version internals package (one that
// converts, defaults or validates a hub's types) for conversion-gen,
// defaulter-gen and validation-gen: each set or =false.
func checkExplicitDisablement(p Package) []error {
	has := func(name string) bool {
		return slices.ContainsFunc(p.Lines, func(l Line) bool { return l.Name == name })
	}
	isAPI := has("groupName")
	for _, l := range p.Lines {
		isAPI = isAPI || knownGeneratorTag(l.Name) && l.Name != "k8s:validation-gen-typedef-chains"
	}
	if !isAPI || !versionDir.MatchString(path.Base(p.Path)) {
		return nil
	}
	var want []string
	switch {
	case embedsTypeMeta(p.Types):
		want = []string{"k8s:deepcopy-gen"}
	case has("k8s:defaulter-gen") || has("k8s:defaulter-gen-input") || has("k8s:validation-gen") || has("k8s:validation-gen-input"):
		want = []string{"k8s:conversion-gen", "k8s:defaulter-gen", "k8s:validation-gen"}
	}
	var missing []string
	for _, w := range want {
		if !has(w) {
			missing = append(missing, "+"+w+"=<"+disablementHint[w]+">")
		}
	}
	if len(missing) == 0 {
		return nil
	}
	return []error{fmt.Errorf("%s: package %s (--lint-rules=%s): say how each generator that applies to it is configured, or that it is off; add to the package comment of doc.go:\n\t%s",
		p.Doc, p.Path, ExplicitDisablement, strings.Join(missing, "\n\t"))}
}

var disablementHint = map[string]string{
	"k8s:deepcopy-gen":   "package or false",
	"k8s:conversion-gen": "peer-package or false",
	"k8s:defaulter-gen":  "TypeMeta or false",
	"k8s:validation-gen": "TypeMeta or false",
}

// embedsTypeMeta reports whether a struct of pkg embeds TypeMeta inline
// (json:",inline"): a package of versioned API types.
func embedsTypeMeta(pkg *types.Package) bool {
	if pkg == nil {
		return false
	}
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
			if f := st.Field(i); f.Name() != "TypeMeta" || !f.Embedded() {
				continue
			}
			if tag, ok := reflect.StructTag(st.Tag(i)).Lookup("json"); ok && strings.Split(tag, ",")[0] == "" {
				return true
			}
		}
	}
	return false
}
