package gen

import (
	"errors"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
)

// Every generated file is parsed and type-checked inside its package before
// anything is written, so that exit 0 means every written package compiles.
// The check is incremental: only the generated file is checked, against the
// types the run already loaded; packages the generated code imports that
// the run did not load (the runtime library, usually) are checked from
// source once, through the same importer, so that each import path has one
// package and types from both sides are identical.

// verifyJob is one generated file and the packages it belongs to.
type verifyJob struct {
	target *model.Package
	input  *model.Package
	out    Output
	test   bool // a _test.go file: parsed only, its package variant is not loaded
}

// verifyOutputs checks every job and returns one error per broken file.
func verifyOutputs(cfg Config, res *load.Result, jobs []verifyJob) error {
	v := newVerifier(cfg, res)
	var errs []error
	for _, j := range orderByImports(jobs) {
		if err := v.check(j); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

type verifier struct {
	cfg    Config
	fset   *token.FileSet
	known  map[string]*types.Package    // by path: loaded, or checked here
	meta   map[string]*packages.Package // file lists of packages not loaded
	failed map[string]error
	std    types.Importer
}

func newVerifier(cfg Config, res *load.Result) *verifier {
	v := &verifier{
		cfg:    cfg,
		fset:   res.Universe.Fset,
		known:  map[string]*types.Package{},
		meta:   map[string]*packages.Package{},
		failed: map[string]error{},
	}
	var walk func(p *types.Package)
	walk = func(p *types.Package) {
		if p == nil || v.known[p.Path()] != nil {
			return
		}
		v.known[p.Path()] = p
		for _, imp := range p.Imports() {
			walk(imp)
		}
	}
	paths := make([]string, 0, len(res.Universe.Packages))
	for path := range res.Universe.Packages {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	for _, path := range paths {
		walk(res.Universe.Packages[path].Types)
	}
	v.std = importer.ForCompiler(v.fset, "gc", nil)
	return v
}

// check parses and type-checks one generated file.
func (v *verifier) check(j verifyJob) error {
	f, err := parser.ParseFile(v.fset, j.out.Path, j.out.Content, parser.SkipObjectResolution)
	if err != nil {
		return v.bug(j, nil, err)
	}
	if j.test {
		return nil
	}
	if err := v.collisions(j, f); err != nil {
		return err
	}
	if err := v.registration(j, f); err != nil {
		return err
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
	_ = types.NewChecker(&conf, v.fset, j.target.Types, nil).Files([]*ast.File{f})
	if first != nil {
		return v.bug(j, f, first)
	}
	return nil
}

// Import resolves the generated code's imports: packages the run loaded
// first, then the standard library, then everything else from source.
func (v *verifier) Import(path string) (*types.Package, error) {
	if p := v.known[path]; p != nil {
		return p, nil
	}
	if err := v.failed[path]; err != nil {
		return nil, err
	}
	p, err := v.importNew(path)
	if err != nil {
		v.failed[path] = err
		return nil, err
	}
	v.known[path] = p
	return p, nil
}

func (v *verifier) importNew(path string) (*types.Package, error) {
	if path == "unsafe" {
		return types.Unsafe, nil
	}
	if stdlibPath(path) {
		return v.std.Import(path)
	}
	m := v.meta[path]
	if m == nil {
		v.listPackages([]string{path})
		if m = v.meta[path]; m == nil {
			return nil, fmt.Errorf("package %s not found", path)
		}
	}
	if len(m.Errors) > 0 {
		return nil, fmt.Errorf("package %s: %v", path, m.Errors[0])
	}
	files := make([]*ast.File, 0, len(m.GoFiles))
	for _, name := range m.GoFiles {
		f, err := parser.ParseFile(v.fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: v, IgnoreFuncBodies: true, FakeImportC: true}
	return conf.Check(path, v.fset, files, nil)
}

// prefetch lists, in one call to the go command, the packages f imports
// that are neither loaded nor in the standard library.
func (v *verifier) prefetch(f *ast.File) {
	var missing []string
	for _, spec := range f.Imports {
		path := strings.Trim(spec.Path.Value, `"`)
		if v.known[path] == nil && v.meta[path] == nil && v.failed[path] == nil && !stdlibPath(path) {
			missing = append(missing, path)
		}
	}
	if len(missing) > 0 {
		v.listPackages(missing)
	}
}

// listPackages records the files of paths and of their dependencies.
func (v *verifier) listPackages(paths []string) {
	pkgs, err := packages.Load(&packages.Config{
		Mode:       packages.NeedName | packages.NeedFiles | packages.NeedImports | packages.NeedDeps,
		Dir:        v.cfg.Dir,
		BuildFlags: buildTagFlags(v.cfg.BuildTags),
	}, paths...)
	if err != nil {
		for _, p := range paths {
			v.failed[p] = err
		}
		return
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if v.meta[p.PkgPath] == nil {
			v.meta[p.PkgPath] = p
		}
	})
}

func buildTagFlags(tags []string) []string {
	if len(tags) == 0 {
		return nil
	}
	return []string{"-tags=" + strings.Join(tags, ",")}
}

// orderByImports puts a target before the targets that import it, so that
// calls into another target's generated functions type-check.
func orderByImports(jobs []verifyJob) []verifyJob {
	byPath := map[string][]verifyJob{}
	var order []string
	for _, j := range jobs {
		if byPath[j.target.Path] == nil {
			order = append(order, j.target.Path)
		}
		byPath[j.target.Path] = append(byPath[j.target.Path], j)
	}
	var out []verifyJob
	state := map[string]int{} // 1: visiting, 2: done
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		if p == nil || state[p.Path()] != 0 {
			return
		}
		state[p.Path()] = 1
		for _, imp := range p.Imports() {
			visit(imp)
		}
		state[p.Path()] = 2
		out = append(out, byPath[p.Path()]...)
	}
	for _, path := range order {
		visit(byPath[path][0].target.Types)
	}
	return out
}

// bug reports a generated file that does not parse or type-check at the
// input it was generated from.
func (v *verifier) bug(j verifyJob, f *ast.File, err error) error {
	where, what := v.origin(j, f, err)
	return fmt.Errorf("%s: internal error: the code generated for %s does not compile (%v); nothing was written. "+
		"Please report this with the declaration of %s; to work around it, change or remove its tags", where, what, err, what)
}

// origin finds the input declaration a generated error belongs to: the
// type whose function contains it, else the package.
func (v *verifier) origin(j verifyJob, f *ast.File, err error) (token.Position, string) {
	pkgWhere := packagePos(j, v.fset)
	pkgWhat := "package " + j.target.Path
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
		for _, prefix := range []string{"ValidateAt_", "Validate_"} {
			if t, ok := strings.CutPrefix(name, prefix); ok {
				for _, n := range j.input.Named {
					if n.Name() == t {
						return n.Pos, "type " + t
					}
				}
			}
		}
	}
	return pkgWhere, pkgWhat
}

// stdlibPath reports whether path is a standard library package: its first
// element has no dot.
func stdlibPath(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

// collisions reports package-level declarations of the package that the
// generated file declares too. Generated helpers avoid the package's names;
// these are the generated API (Validate_<Type>, RegisterValidations).
func (v *verifier) collisions(j verifyJob, f *ast.File) error {
	var errs []error
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv != nil || fd.Name.Name == "init" {
			continue
		}
		if obj := j.target.Types.Scope().Lookup(fd.Name.Name); obj != nil {
			errs = append(errs, fmt.Errorf("%s: %s is declared here, but the generated file defines it (it is part of the generated API); rename this declaration",
				v.fset.Position(obj.Pos()), fd.Name.Name))
		}
	}
	return errors.Join(errs...)
}
