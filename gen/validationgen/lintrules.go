package validationgen

import (
	"errors"
	"go/ast"
	"go/token"
	"path/filepath"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/pkglint"
)

// checkLintRules runs the --lint-rules checks on every package of the
// command line. Like Kubernetes' generators, they read doc.go; a package
// without one has no package tags to check.
func checkLintRules(fset *token.FileSet, pkgs []*model.Package, rules []string) error {
	if len(rules) == 0 {
		return nil
	}
	var errs []error
	for _, p := range pkgs {
		doc := docFile(fset, p)
		if doc == nil {
			continue
		}
		errs = append(errs, pkglint.Check(pkglint.Package{
			Path:  p.Path,
			Doc:   fset.Position(doc.Package),
			Lines: pkglint.Lines(fset, doc),
			Types: p.Types,
		}, rules))
	}
	return errors.Join(errs...)
}

func docFile(fset *token.FileSet, p *model.Package) *ast.File {
	for _, f := range p.Files {
		if filepath.Base(fset.Position(f.FileStart).Filename) == "doc.go" {
			return f
		}
	}
	return nil
}
