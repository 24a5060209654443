package defaultergen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kubedv/kubedv/gen/pkglint"
)

// activation is what a package's doc.go asks of defaulter-gen.
type activation struct {
	generate    bool
	typeFilters []string // +k8s:defaulter-gen=<field name>
	input       string   // the package whose types are defaulted
}

// identify reads the package tags, after the --lint-rules checks.
func identify(p *pkgInfo, lintRules []string) (*activation, error) {
	if p.docLines != nil {
		lint := pkglint.Package{Path: p.path, Doc: p.docPos, Lines: p.docLines, Types: p.types}
		if err := pkglint.Check(lint, lintRules); err != nil {
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
	if len(values) == 0 && p.kubebuilder {
		// A package written for controller-gen has no defaulter-gen tag:
		// its kinds (the types with TypeMeta) are defaulted, as
		// validation-gen validates them; +k8s:defaulter-gen=false opts out.
		a.typeFilters, a.generate = []string{"TypeMeta"}, true
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
