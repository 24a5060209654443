// Package verify is the stage between the backends and output: every
// generated file is parsed and type-checked inside its package before
// anything is written, so that exit 0 means every written package compiles.
package verify

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/output"
)

// The check is incremental: only the generated file is checked, with its
// function bodies, against the types the run already loaded. Packages the
// generated code imports that the run did not load (the runtime library,
// usually) are checked from source into the same universe, declarations
// only, as the loader checks dependencies: no compiled export data, so an
// empty build cache costs nothing, and each import path has one package.

// Job is one generated file and the packages it belongs to.
type Job struct {
	Target *model.Package // the package the file goes into
	Input  *model.Package // the package whose types the file is generated for
	File   output.File
	Test   bool // a _test.go file: parsed only, its package variant is not loaded
}

// Rules are what a generator adds to the check.
type Rules struct {
	// Generator names the generator in messages.
	Generator string
	// PackageTag is the generator's package tag; problems of a whole
	// package are reported at it (else at the package clause).
	PackageTag string
	// TypeFuncs are the prefixes of generated functions named after the
	// input type they serve ("Validate_"): a compile error inside one is
	// reported at that type's declaration.
	TypeFuncs []string
	// Modules are kubedv's modules besides github.com/kubedv/kubedv that
	// generated code may import.
	Modules []Module
	// Before checks a parsed file before it is type-checked, for what the
	// generated API needs from the package, reported at the input rather
	// than in the generated file. imp loads the packages the run did not.
	Before func(fset *token.FileSet, imp types.Importer, j Job, f *ast.File) error
}

// Files checks every job, against the packages res loaded, and returns
// one error per broken file. A Result without Imports checks against what
// it holds only: an import it lacks is a failure of that import.
func Files(res *load.Result, jobs []Job, rules Rules) error {
	if len(jobs) == 0 {
		return nil
	}
	v := newVerifier(res, rules)
	var errs []error
	files := make([]*ast.File, len(jobs))
	for i, j := range jobs {
		f, err := parser.ParseFile(v.fset, j.File.Path, j.File.Content, parser.SkipObjectResolution)
		if err != nil {
			errs = append(errs, v.bug(j, nil, err))
			continue
		}
		files[i] = f
	}
	for _, i := range orderByImports(jobs, files) {
		if err := v.check(jobs[i], files[i]); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

type verifier struct {
	rules  Rules
	fset   *token.FileSet
	pkgs   map[string]*types.Package // by path: every package the loaded types refer to
	more   *load.Importer            // checks packages the run did not load
	failed map[string]error
}

func newVerifier(res *load.Result, rules Rules) *verifier {
	v := &verifier{
		rules:  rules,
		fset:   res.Universe.Fset,
		pkgs:   map[string]*types.Package{},
		more:   res.Imports,
		failed: map[string]error{},
	}
	var walk func(p *types.Package)
	walk = func(p *types.Package) {
		// The loader stands in empty packages for imports that only
		// function bodies use; the generated code may use them for real.
		if p == nil || v.pkgs[p.Path()] != nil || (p.Complete() && p.Scope().Len() == 0) {
			return
		}
		v.pkgs[p.Path()] = p
		for _, imp := range p.Imports() {
			walk(imp)
		}
	}
	paths := make([]string, 0, len(res.Universe.Packages))
	for path := range res.Universe.Packages {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	// The run's own packages count even when empty (a target that only
	// holds the generated functions of another package's types).
	for _, path := range paths {
		if p := res.Universe.Packages[path].Types; p != nil {
			v.pkgs[path] = p
		}
	}
	for _, path := range paths {
		if p := res.Universe.Packages[path].Types; p != nil {
			for _, imp := range p.Imports() {
				walk(imp)
			}
		}
	}
	return v
}

// check parses and type-checks one generated file.
func (v *verifier) check(j Job, f *ast.File) error {
	if j.Test {
		return nil
	}
	if err := v.collisions(j, f); err != nil {
		return err
	}
	if v.rules.Before != nil {
		if err := v.rules.Before(v.fset, v, j, f); err != nil {
			return err
		}
	}
	v.prefetch(f)
	var first error
	conf := types.Config{
		Importer: v,
		Error: func(err error) {
			if first == nil {
				first = err
			}
		},
	}
	// Declares the file's objects in the loaded package, whose other files
	// are already checked: the generated file sees them, and a later target
	// that calls into this package sees the generated functions.
	_ = types.NewChecker(&conf, v.fset, j.Target.Types, nil).Files([]*ast.File{f})
	if first != nil {
		// An import the go command cannot load is the module's setup, not
		// the generated code (imports.go).
		if problems := v.importFailures(j, f); len(problems) > 0 {
			return v.importError(j, problems)
		}
		return v.bug(j, f, first)
	}
	return nil
}

// Import resolves the generated code's imports: a package the run loaded
// completely as it is, any other checked from source into the run's
// universe (the declarations are what the generated code can use).
func (v *verifier) Import(path string) (*types.Package, error) {
	if p := v.pkgs[path]; p != nil && p.Complete() {
		return p, nil
	}
	if err := v.failed[path]; err != nil {
		return nil, err
	}
	if v.more == nil { // the driver loaded every import itself
		return nil, fmt.Errorf("package %s is not loaded", path)
	}
	p, err := v.more.Import(path)
	if err != nil {
		v.failed[path] = err
		return nil, err
	}
	v.pkgs[path] = p
	return p, nil
}

// prefetch lists, in one call to the go command, the packages f imports
// that the run did not load completely.
func (v *verifier) prefetch(f *ast.File) {
	var missing []string
	for _, spec := range f.Imports {
		path := strings.Trim(spec.Path.Value, `"`)
		if p := v.pkgs[path]; (p == nil || !p.Complete()) && v.failed[path] == nil {
			missing = append(missing, path)
		}
	}
	if len(missing) == 0 || v.more == nil {
		return // without an importer, Import reports what is missing
	}
	if err := v.more.List(missing...); err != nil {
		for _, p := range missing {
			v.failed[p] = err
		}
	}
}

// orderByImports returns the indexes of the parsed jobs, a target's after
// those of the targets it imports, so that calls into another target's
// generated functions resolve. A target's imports are those of its loaded
// package and those of its generated files: generated code may call a
// package that the hand-written code does not import.
func orderByImports(jobs []Job, files []*ast.File) []int {
	byPath := map[string][]int{}
	imports := map[string][]string{}
	var order []string
	for i, j := range jobs {
		if files[i] == nil {
			continue
		}
		path := j.Target.Path
		if byPath[path] == nil {
			order = append(order, path)
			for _, imp := range j.Target.Types.Imports() {
				imports[path] = append(imports[path], imp.Path())
			}
		}
		byPath[path] = append(byPath[path], i)
		for _, spec := range files[i].Imports {
			imports[path] = append(imports[path], strings.Trim(spec.Path.Value, `"`))
		}
	}
	var out []int
	visiting, done := map[string]bool{}, map[string]bool{}
	var visit func(path string)
	visit = func(path string) {
		if byPath[path] == nil || visiting[path] || done[path] {
			return
		}
		visiting[path] = true
		for _, imp := range imports[path] {
			visit(imp)
		}
		visiting[path], done[path] = false, true
		out = append(out, byPath[path]...)
	}
	for _, path := range order {
		visit(path)
	}
	return out
}

// bug reports a generated file that does not parse or type-check at the
// input it was generated from.
func (v *verifier) bug(j Job, f *ast.File, err error) error {
	where, what := v.origin(j, f, err)
	return fmt.Errorf("%s: internal error: the code generated for %s does not compile (%v); nothing was written. "+
		"Please report this with the declaration of %s; to work around it, change or remove its tags", where, what, err, what)
}

// origin finds the input declaration a generated error belongs to: the
// type whose function contains it, else the package.
func (v *verifier) origin(j Job, f *ast.File, err error) (token.Position, string) {
	pkgWhere := PackagePos(v.fset, j.Target, v.rules.PackageTag)
	pkgWhat := "package " + j.Target.Path
	var te types.Error
	if f == nil || !errors.As(err, &te) {
		return pkgWhere, pkgWhat
	}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || te.Pos < fd.Pos() || te.Pos > fd.End() {
			continue
		}
		name := fd.Name.Name
		for _, prefix := range v.rules.TypeFuncs {
			if t, ok := strings.CutPrefix(name, prefix); ok && j.Input != nil {
				for _, n := range j.Input.Named {
					if n.Name() == t {
						return n.Pos, "type " + t
					}
				}
			}
		}
	}
	return pkgWhere, pkgWhat
}

// collisions reports package-level declarations of the package that the
// generated file declares too. Generated helpers avoid the package's names;
// these are the generated API (Validate_<Type>, RegisterValidations).
func (v *verifier) collisions(j Job, f *ast.File) error {
	var errs []error
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv != nil || fd.Name.Name == "init" {
			continue
		}
		if obj := j.Target.Types.Scope().Lookup(fd.Name.Name); obj != nil {
			errs = append(errs, fmt.Errorf("%s: %s is declared here, but the generated file defines it (it is part of the generated API); rename this declaration",
				v.fset.Position(obj.Pos()), fd.Name.Name))
		}
	}
	return errors.Join(errs...)
}

// PackagePos is the position of the package's tag, or of its first file's
// package clause.
func PackagePos(fset *token.FileSet, p *model.Package, tag string) token.Position {
	for _, t := range p.Tags {
		if t.Name == tag {
			return t.Pos
		}
	}
	if len(p.Files) > 0 {
		return fset.Position(p.Files[0].Package)
	}
	return token.Position{Filename: p.Dir}
}
