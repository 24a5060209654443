package defaultergen

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/klogflags"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/output"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/verify"
)

// Before anything is written, every generated file is type-checked in its
// package (gen/verify), so that a generator bug is reported at the input
// it concerns instead of being written as code that does not compile.
//
// The check runs in the universe the files were generated from, which
// holds the packages as the go command builds them (tagged.go): with the
// generated files that make the registered types runtime.Objects
// (zz_generated.deepcopy.go), and with each output file read as empty.
// The generated files' imports are loaded into it first, so gen/verify
// never has to look a package up on its own (the Result has no Importer).
//
// What the generated code is not at fault for leaves a file unchecked and
// written, as Kubernetes' defaulter-gen writes it (said at -v 0): a module
// that cannot load a package the file imports, an output file that the
// build tag does not leave out (read by the generator, so the package is
// not as built), and a file the tag leaves out that does not load (the run
// is then made with the tag, as Kubernetes' defaulter-gen makes it); and
// at -v 1 a target whose own declarations (or its input's) do not
// type-check, which cannot compile whatever is generated into it.

// packageTag is the tag gen/verify reports package-wide problems at.
const packageTag = "defaulter-gen"

// checkJob is one generated file to check, with what the check needs to
// know of the target it was generated for.
type checkJob struct {
	pkg, name  string     // the package the file goes into, its name
	input      string     // the package whose types it defaults
	tags       []tags.Tag // the package's +k8s:defaulter-gen tags
	registered []string   // the types RegisterDefaults registers
	out        output.File
}

// newCheckJob describes the file generated for t.
func newCheckJob(t *target, out output.File) checkJob {
	j := checkJob{pkg: t.pkg.path, name: t.pkg.name, input: t.typesPkg.path, out: out}
	for _, l := range t.pkg.docLines {
		if l.Name == genTag {
			// Named as gen/model names +k8s: tags.
			j.tags = append(j.tags, tags.Tag{Name: packageTag, Pos: l.Pos})
		}
	}
	for _, typ := range sortedTypes(t.newFns) {
		j.registered = append(j.registered, named(typ).Obj().Name())
	}
	return j
}

// verifyFiles type-checks the generated files in w's universe and returns
// one error per file that does not compile, positioned at its input.
func verifyFiles(w *world, jobs []checkJob) error {
	if len(jobs) == 0 {
		return nil
	}
	total := len(jobs)
	imports := make([][]string, len(jobs))
	more := map[string]bool{}
	for i, j := range jobs {
		imps, err := fileImports(j.out)
		if err != nil {
			return err
		}
		imports[i] = imps
		for _, p := range imps {
			if p != "unsafe" && p != "C" && !w.graph.Has(p) {
				more[p] = true
			}
		}
	}
	// One go list for what the run has not listed: it lists what it can
	// find even when it fails for some (a module that does not require
	// apimachinery), and a file that imports one of those is not checked.
	notFound := w.graph.Add(sortedKeys(more)...)
	kept := jobs[:0:0]
	for i, j := range jobs {
		if w.kept[j.out.Path] {
			klogflags.Logf(0, "%s: not type-checked: the file it replaces has no //go:build !%s line, so it was read as part of the package, as Kubernetes' defaulter-gen reads it", j.out.Path, w.tag)
			continue
		}
		var missing []string
		for _, p := range imports[i] {
			if p == "unsafe" || p == "C" {
				continue
			}
			if !w.graph.Has(p) {
				missing = append(missing, p)
			} else if _, err := w.pkg(p); err != nil {
				missing = append(missing, p)
				notFound = errors.Join(notFound, err)
			}
		}
		if len(missing) > 0 {
			why := "not found"
			if notFound != nil {
				why = notFound.Error()
			}
			klogflags.Logf(0, "%s: not type-checked: its module cannot load %s (%s)", j.out.Path, strings.Join(missing, ", "), why)
			continue
		}
		kept = append(kept, j)
	}
	jobs = kept
	u := model.NewUniverse(w.fset)
	for _, c := range w.session.Packages() {
		u.Add(&model.Package{Path: c.Path, Name: c.Name, Dir: c.Dir, Types: c.Types, Files: c.Syntax})
	}

	var checks []verify.Job
	registered := map[string][]string{} // by target path: the types RegisterDefaults registers
	for _, j := range jobs {
		tp, in := u.Packages[j.pkg], u.Packages[j.input]
		if tp == nil || in == nil || tp.Types == nil || in.Types == nil {
			return fmt.Errorf("%s: internal error: the package was not loaded for checking the generated code", j.pkg)
		}
		if broken := brokenDeclaration(w, tp.Types, in.Types); broken != "" {
			klogflags.Logf(1, "%s: not type-checked: %s does not type-check, so the package cannot compile whatever is generated", j.out.Path, broken)
			continue
		}
		tp.Tags = j.tags
		in.Named = namedTypes(w.fset, in.Types)
		registered[j.pkg] = j.registered
		checks = append(checks, verify.Job{Target: tp, Input: in, File: j.out})
	}
	rules := verify.Rules{
		Generator:  "defaulter-gen",
		PackageTag: packageTag,
		TypeFuncs:  []string{"SetObjectDefaults_"},
		Before: func(fset *token.FileSet, imp types.Importer, j verify.Job, f *ast.File) error {
			return registration(fset, imp, j, registered[j.Target.Path])
		},
	}
	if err := verify.Files(&load.Result{Universe: u}, checks, rules); err != nil {
		return err
	}
	klogflags.Logf(2, "type-checked %d of %d generated files", len(checks), total)
	return nil
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k, ok := range m {
		if ok {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// fileImports lists the import paths of a generated file.
func fileImports(o output.File) ([]string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), o.Path, o.Content, parser.ImportsOnly|parser.SkipObjectResolution)
	if err != nil {
		return nil, fmt.Errorf("%s: internal error: defaulter-gen produced invalid Go (%v); nothing was written. Please report this with the package's types", o.Path, err)
	}
	var out []string
	for _, s := range f.Imports {
		p, err := strconv.Unquote(s.Path.Value)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

func absPath(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

// namedTypes are the types declared in p, in source order.
func namedTypes(fset *token.FileSet, p *types.Package) []*model.Named {
	var out []*model.Named
	scope := p.Scope()
	for _, name := range scope.Names() {
		if tn, ok := scope.Lookup(name).(*types.TypeName); ok && !tn.IsAlias() {
			out = append(out, &model.Named{Obj: tn, Pos: fset.Position(tn.Pos())})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Obj.Pos() < out[j].Obj.Pos() })
	return out
}

// brokenDeclaration names the first type or function declaration of the
// packages whose type did not check, "" when they all did. Package-level
// variables are left out: their initializers may call what the run is
// about to generate. So are the files the build tag leaves out: generated
// by other generators, they may be stale until those run again.
func brokenDeclaration(w *world, pkgs ...*types.Package) string {
	for _, p := range pkgs {
		scope := p.Scope()
		for _, name := range scope.Names() {
			if w.hiddenPos(scope.Lookup(name).Pos()) {
				continue
			}
			switch obj := scope.Lookup(name).(type) {
			case *types.TypeName:
				if invalid(obj.Type().Underlying(), p, map[types.Type]bool{}) {
					return "type " + p.Path() + "." + name
				}
				if n, ok := obj.Type().(*types.Named); ok {
					for i := 0; i < n.NumMethods(); i++ {
						if !w.hiddenPos(n.Method(i).Pos()) && invalid(n.Method(i).Type(), p, map[types.Type]bool{}) {
							return "method " + p.Path() + "." + name + "." + n.Method(i).Name()
						}
					}
				}
			case *types.Func:
				if invalid(obj.Type(), p, map[types.Type]bool{}) {
					return "func " + p.Path() + "." + name
				}
			}
		}
	}
	return ""
}

// invalid reports an invalid type in t, not looking into named types of
// other packages than p (theirs are their own declarations' problem).
func invalid(t types.Type, p *types.Package, seen map[types.Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	switch t := t.(type) {
	case *types.Basic:
		return t.Kind() == types.Invalid
	case *types.Named:
		return t.Obj().Pkg() == p && invalid(t.Underlying(), p, seen)
	case *types.Alias:
		return invalid(types.Unalias(t), p, seen)
	case *types.Pointer:
		return invalid(t.Elem(), p, seen)
	case *types.Slice:
		return invalid(t.Elem(), p, seen)
	case *types.Array:
		return invalid(t.Elem(), p, seen)
	case *types.Chan:
		return invalid(t.Elem(), p, seen)
	case *types.Map:
		return invalid(t.Key(), p, seen) || invalid(t.Elem(), p, seen)
	case *types.Struct:
		for i := 0; i < t.NumFields(); i++ {
			if invalid(t.Field(i).Type(), p, seen) {
				return true
			}
		}
	case *types.Signature:
		return invalid(t.Params(), p, seen) || invalid(t.Results(), p, seen)
	case *types.Tuple:
		for i := 0; i < t.Len(); i++ {
			if invalid(t.At(i).Type(), p, seen) {
				return true
			}
		}
	case *types.Interface:
		for i := 0; i < t.NumMethods(); i++ {
			if invalid(t.Method(i).Type(), p, seen) {
				return true
			}
		}
	}
	return false
}

// registration reports, at their declarations, the types RegisterDefaults
// registers that are not runtime.Objects, with the fix: the type check
// would find the same, in the generated file instead of the input.
// It is defaulter-gen's verify.Rules.Before.
func registration(fset *token.FileSet, imp types.Importer, j verify.Job, names []string) error {
	if len(names) == 0 {
		return nil
	}
	rt, err := imp.Import(runtimePkg)
	if err != nil {
		return nil // the type check reports it
	}
	obj, ok := rt.Scope().Lookup("Object").(*types.TypeName)
	if !ok {
		return nil
	}
	iface, ok := obj.Type().Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	var errs []error
	for _, name := range names {
		tn, ok := j.Input.Types.Scope().Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		m, _ := types.MissingMethod(types.NewPointer(tn.Type()), iface, true)
		if m == nil {
			continue
		}
		hint := "embed metav1.TypeMeta"
		if m.Name() == "DeepCopyObject" {
			hint = "generate its deepcopy functions first (deepcopy-gen with +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object, or controller-gen object)"
		}
		errs = append(errs, fmt.Errorf("%s: type %s gets an object defaulter that RegisterDefaults registers, but *%s has no %s method, so it is not a runtime.Object; "+
			"%s, or leave it out with +%s=false in the comment block above its doc comment",
			fset.Position(tn.Pos()), name, name, m.Name(), hint, genTag))
	}
	return errors.Join(errs...)
}
