package gen

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/kubedv/kubedv/gen/model"
)

// --lint-rules: package checks Kubernetes' generators share, run on every
// package named on the command line before anything is generated. Like
// Kubernetes' generators they read the package comments of doc.go (all of
// its comments), and a violation stops the run.

// Lint rule names (--lint-rules).
const (
	// LintKnownTagsOnly rejects +k8s:<...>-gen tags that no Kubernetes
	// generator knows (a misspelled generator tag is otherwise ignored).
	LintKnownTagsOnly = "known-tags-only"
	// LintExplicitDisablement requires an API package to say, for every
	// generator that would apply to it, how it is configured or that it is
	// off (=false).
	LintExplicitDisablement = "require-explicit-disablement"
)

// LintRuleNames are the accepted values of --lint-rules.
var LintRuleNames = []string{LintKnownTagsOnly, LintExplicitDisablement}

// generatorTags are the package tags of Kubernetes' generators, by the
// activation tag of each; the first group is validation-gen's.
var generatorTags = [][]string{
	{"k8s:validation-gen", "k8s:validation-gen-input", "k8s:validation-gen-nolint", "k8s:validation-gen-scheme-registry",
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

// knownGeneratorTag reports whether name is a tag of one of the generators.
func knownGeneratorTag(name string) bool {
	for _, g := range generatorTags {
		if slices.Contains(g, name) {
			return true
		}
	}
	return false
}

// checkLintRules runs the rules on every package of the command line.
func checkLintRules(fset *token.FileSet, pkgs []*model.Package, rules []string) error {
	var errs []error
	for _, p := range pkgs {
		doc := docFile(fset, p)
		if doc == nil {
			continue // as Kubernetes' generators: package tags live in doc.go
		}
		lines := commentTags(fset, doc)
		for _, r := range rules {
			switch r {
			case LintKnownTagsOnly:
				errs = append(errs, checkKnownTags(lines)...)
			case LintExplicitDisablement:
				if err := checkExplicitDisablement(fset, p, doc, lines); err != nil {
					errs = append(errs, err)
				}
			}
		}
	}
	return errors.Join(errs...)
}

// tagLine is one +name... line of a comment.
type tagLine struct {
	name string
	pos  token.Position
}

func docFile(fset *token.FileSet, p *model.Package) *ast.File {
	for _, f := range p.Files {
		if filepath.Base(fset.Position(f.FileStart).Filename) == "doc.go" {
			return f
		}
	}
	return nil
}

// commentTags returns the +tag lines of every comment of f, with the tag
// name as Kubernetes' tag extractor reads it (letters, digits, _ . - :).
func commentTags(fset *token.FileSet, f *ast.File) []tagLine {
	var out []tagLine
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
				}
				pos.Column += len(line) - len(trimmed)
				if i == 0 {
					pos.Column += 2
				}
				out = append(out, tagLine{name, pos})
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

func checkKnownTags(lines []tagLine) []error {
	var errs []error
	for _, l := range lines {
		if !strings.HasPrefix(l.name, "k8s:") || !strings.Contains(l.name, "-gen") {
			continue
		}
		base := l.name
		if i := strings.Index(l.name[len("k8s:"):], ":"); i >= 0 {
			base = l.name[:len("k8s:")+i] // +k8s:conversion-gen:explicit-from=...
		}
		if !knownGeneratorTag(base) {
			errs = append(errs, fmt.Errorf("%s: unrecognized generator tag +%s (--lint-rules=%s); the recognized package tags are %s",
				l.pos, l.name, LintKnownTagsOnly, strings.Join(sortedKnownTags(), ", ")))
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
func checkExplicitDisablement(fset *token.FileSet, p *model.Package, doc *ast.File, lines []tagLine) error {
	has := func(name string) bool {
		return slices.ContainsFunc(lines, func(l tagLine) bool { return l.name == name })
	}
	isAPI := has("groupName")
	for _, l := range lines {
		isAPI = isAPI || knownGeneratorTag(l.name) && l.name != "k8s:validation-gen-typedef-chains"
	}
	if !isAPI || !versionDir.MatchString(filepath.Base(p.Path)) {
		return nil
	}
	var want []string
	switch {
	case embedsTypeMeta(p):
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
	return fmt.Errorf("%s: package %s (--lint-rules=%s): say how each generator that applies to it is configured, or that it is off; add to the package comment of doc.go:\n\t%s",
		fset.Position(doc.Package), p.Path, LintExplicitDisablement, strings.Join(missing, "\n\t"))
}

var disablementHint = map[string]string{
	"k8s:deepcopy-gen":   "package or false",
	"k8s:conversion-gen": "peer-package or false",
	"k8s:defaulter-gen":  "TypeMeta or false",
	"k8s:validation-gen": "TypeMeta or false",
}

// embedsTypeMeta reports whether a struct of p embeds TypeMeta inline
// (json:",inline"): a package of versioned API types.
func embedsTypeMeta(p *model.Package) bool {
	for _, n := range p.Named {
		st, ok := n.RHS.(*types.Struct)
		if !ok {
			continue
		}
		for i := 0; i < st.NumFields(); i++ {
			if f := st.Field(i); f.Name() != "TypeMeta" || !f.Embedded() {
				continue
			}
			tag, ok := reflect.StructTag(st.Tag(i)).Lookup("json")
			if ok && strings.Split(tag, ",")[0] == "" {
				return true
			}
		}
	}
	return false
}
