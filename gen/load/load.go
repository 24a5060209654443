// Package load turns Go package patterns into a model.Universe: it finds the
// target packages, follows their +k8s:validation-gen-input tags, loads
// targets, inputs and readonly packages with syntax and types in one pass
// (so type identity holds across them), and records every tag with its
// position.
//
// Packages are found with one `go list -deps` and type-checked from source
// without function bodies (see Graph), so a load needs no compiled
// dependencies and tolerates hand-written code that calls functions the
// run is about to generate.
package load

import (
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"path/filepath"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
)

// InputTag names the package whose types a target generates for.
const InputTag = "validation-gen-input"

// Config says what to load.
type Config struct {
	// Dir is the working directory for resolving patterns ("" = current).
	Dir string
	// Targets are the package patterns to generate for.
	Targets []string
	// Readonly are packages whose generated functions targets may call.
	Readonly []string
	// BuildTags are extra build tags.
	BuildTags []string
	// OutputFile is the generated file's name. A target's existing copy is
	// ignored while loading: it may be stale and no longer compile.
	OutputFile string
}

// Result is a loaded universe plus the resolved target packages.
type Result struct {
	Universe *model.Universe
	// Targets in import-path order.
	Targets []*model.Package
	// InputOf maps a target's path to the package declaring its types
	// (the target itself unless it has +k8s:validation-gen-input).
	InputOf map[string]*model.Package
	// FuncPkgOf maps the path of a package declaring types to the package
	// holding their generated Validate_<Type> functions, for targets and
	// readonly packages.
	FuncPkgOf map[string]string
	// Imports checks more packages into the universe, for code generated
	// from it that imports them.
	Imports *Importer
}

// Load resolves cfg into a universe.
func Load(cfg Config) (*Result, error) {
	if len(cfg.Targets) == 0 {
		return nil, errors.New("no packages given; pass one or more Go package patterns (e.g. ./pkg/apis/...)")
	}
	g, err := FindGraph(cfg.Dir, cfg.BuildTags, append(append([]string(nil), cfg.Targets...), cfg.Readonly...))
	if err != nil {
		return nil, err
	}
	targets, readonly, err := split(g, cfg)
	if err != nil {
		return nil, err
	}

	// A target's generated file may be stale and no longer compile: it is
	// read as an empty file of the package.
	replace := map[string][]byte{}
	for _, t := range targets {
		for _, f := range t.Files {
			if cfg.OutputFile != "" && filepath.Base(f) == cfg.OutputFile {
				replace[f] = []byte("package " + t.Name + "\n")
			}
		}
	}

	roles := map[string]model.Role{}
	inputs := map[string]string{} // target or readonly package -> its input's path
	var errs []error
	var missing []string
	for _, group := range []struct {
		roots []Root
		role  model.Role
	}{{targets, model.Target}, {readonly, model.Readonly}} {
		for _, r := range group.roots {
			roles[r.Path] |= group.role
			in, err := inputTag(g.Fset, r.Files, replace)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			inputs[r.Path] = in
			if in == "" || group.role != model.Target {
				continue
			}
			roles[in] |= model.Input
			if !g.Has(in) {
				missing = append(missing, in)
			}
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if err := g.Add(missing...); err != nil {
		return nil, err
	}

	var paths []string
	for p := range roles {
		if !g.Has(p) {
			return nil, fmt.Errorf("+k8s:%s=%s: package not found", InputTag, p)
		}
		paths = append(paths, p)
	}
	sort.Strings(paths)
	c := g.newChecker(replace)
	for _, p := range paths {
		c.syntax[p] = true
	}
	checked, err := c.check(paths)
	if err != nil {
		return nil, err
	}

	u := model.NewUniverse(g.Fset)
	for _, p := range paths {
		mp, err := modelOf(g.Fset, checked[p], roles[p])
		if err != nil {
			errs = append(errs, err)
		}
		u.Add(mp)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}

	res := &Result{Universe: u, InputOf: map[string]*model.Package{}, Imports: &Importer{g: g, c: c}}
	for _, t := range targets {
		tp := u.Packages[t.Path]
		res.Targets = append(res.Targets, tp)
		res.InputOf[t.Path] = u.Packages[orSelf(inputs[t.Path], t.Path)]
	}
	var ro []*model.Package
	for _, r := range readonly {
		ro = append(ro, u.Packages[r.Path])
	}
	if res.FuncPkgOf, err = funcOwners(res.Targets, ro, inputs); err != nil {
		return nil, err
	}
	return res, nil
}

// split sorts the listed roots into targets and readonly packages by the
// patterns they matched. Packages without Go files (only tests, or all
// excluded by build constraints) are left out, as the go command does
// for wildcards.
func split(g *Graph, cfg Config) (targets, readonly []Root, err error) {
	isTarget, isReadonly := map[string]bool{}, map[string]bool{}
	for _, p := range cfg.Targets {
		isTarget[p] = true
	}
	for _, p := range cfg.Readonly {
		isReadonly[p] = true
	}
	var errs []error
	for _, r := range g.Roots() {
		if len(r.Files) == 0 {
			continue
		}
		var target, ro bool
		for _, m := range r.Match {
			target = target || isTarget[m]
			ro = ro || isReadonly[m]
		}
		if !target && !ro {
			continue
		}
		if err := g.RootError(r.Path); err != nil {
			errs = append(errs, err)
			continue
		}
		if target {
			targets = append(targets, r)
		}
		if ro {
			readonly = append(readonly, r)
		}
	}
	if len(errs) > 0 {
		return nil, nil, errors.Join(errs...)
	}
	if len(targets) == 0 {
		return nil, nil, fmt.Errorf("no Go packages match %s", strings.Join(cfg.Targets, " "))
	}
	return targets, readonly, nil
}

func orSelf(input, self string) string {
	if input != "" {
		return input
	}
	return self
}

// inputTag reads +k8s:validation-gen-input from a package's files without
// type-checking it.
func inputTag(fset *token.FileSet, files []string, replace map[string][]byte) (string, error) {
	var found string
	for _, name := range files {
		if _, ok := replace[name]; ok {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.PackageClauseOnly|parser.ParseComments)
		if err != nil {
			return "", err
		}
		ts, _, err := tags.Extract(fset, tags.PackageComments(f)...)
		if err != nil {
			return "", err
		}
		for _, t := range ts {
			if t.Name == InputTag {
				if t.Value.Text == "" {
					return "", fmt.Errorf("%s: +k8s:%s needs an import path, e.g. +k8s:%s=k8s.io/api/apps/v1", t.Pos, InputTag, InputTag)
				}
				found = t.Value.Text
			}
		}
	}
	return found, nil
}
