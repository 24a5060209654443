package defaults

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/kubedv/kubedv/gen/pkglint"
)

// This file is the only one that knows how packages are loaded. The go
// command lists the packages matching the patterns (plus named extra
// ones) and their dependencies, without type information; packages are
// then parsed and type-checked on demand, in one go/types universe, with
// function bodies dropped and the imports only the bodies used removed.
// Only the packages whose declarations are reached get loaded: for
// Kubernetes that is a few hundred of the 1,500 in the import graph.

// pkgInfo is one loaded package.
type pkgInfo struct {
	path  string
	name  string
	dir   string
	types *types.Package
	// docComments are all comments of the package's doc.go, one entry per
	// line, as Kubernetes' generators read package tags.
	docComments []string
	// docLines are doc.go's tag lines with their positions, and docPos its
	// package clause, for the --lint-rules checks.
	docLines []pkglint.Line
	docPos   token.Position
	// full is set for packages whose type and function comments are read
	// (the requested packages, the input packages and the peers).
	full bool
}

// world is everything a run knows about the code.
type world struct {
	dir, buildTag string
	fset          *token.FileSet
	listed        map[string]*packages.Package
	pkgs          map[string]*pkgInfo
	comments      map[fileLine]*ast.CommentGroup
}

type fileLine struct {
	file string
	line int
}

// newWorld lists patterns and extra packages with their dependencies. It
// returns the import paths the patterns matched, sorted.
func newWorld(dir string, patterns, extra []string, buildTag string) (*world, []string, error) {
	w := &world{dir: dir, buildTag: buildTag, fset: token.NewFileSet(), listed: map[string]*packages.Package{},
		pkgs: map[string]*pkgInfo{}, comments: map[fileLine]*ast.CommentGroup{}}
	matched, err := w.list(append(slices.Clone(patterns), extra...))
	if err != nil {
		return nil, nil, err
	}
	var roots []string
	for _, p := range matched {
		if (!slices.Contains(extra, p.PkgPath) || slices.Contains(patterns, p.PkgPath)) && !slices.Contains(roots, p.PkgPath) {
			roots = append(roots, p.PkgPath)
		}
	}
	slices.Sort(roots)
	return w, roots, nil
}

// list runs the go command for patterns and records what it finds.
func (w *world) list(patterns []string) ([]*packages.Package, error) {
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedImports | packages.NeedDeps, Dir: w.dir}
	if w.buildTag != "" {
		cfg.BuildFlags = []string{"-tags", w.buildTag}
	}
	matched, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, fmt.Errorf("loading packages: %w", err)
	}
	var errs []error
	packages.Visit(matched, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			if e.Kind == packages.ListError || e.Kind == packages.ParseError {
				errs = append(errs, fmt.Errorf("%s: %s", p.PkgPath, e))
			}
		}
		if _, ok := w.listed[p.PkgPath]; !ok {
			w.listed[p.PkgPath] = p
		}
	})
	return matched, errors.Join(errs...)
}

// pkg returns the package at path, type-checking it (and what its
// declarations import) on first use.
func (w *world) pkg(path string) (*pkgInfo, error) {
	if p, ok := w.pkgs[path]; ok {
		return p, nil
	}
	lp := w.listed[path]
	if lp == nil {
		if _, err := w.list([]string{path}); err != nil {
			return nil, err
		}
		if lp = w.listed[path]; lp == nil {
			return nil, fmt.Errorf("package %s not found", path)
		}
	}
	info := &pkgInfo{path: path, name: lp.Name}
	var files []*ast.File
	var errs []error
	for _, name := range lp.GoFiles { // cgo files included
		f, err := parser.ParseFile(w.fset, name, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		dropBodies(f)
		dropUnusedImports(f, lp)
		files = append(files, f)
		w.indexComments(info, name, f)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if info.dir == "" && len(lp.GoFiles) > 0 {
		info.dir = filepath.Dir(lp.GoFiles[0])
	}
	// Type errors are expected (imports of dropped bodies, cgo) and do not
	// matter: generation needs the declarations, which are complete.
	conf := types.Config{Importer: importerFor{w, lp}, FakeImportC: true, Error: func(error) {}}
	info.types, _ = conf.Check(path, w.fset, files, nil)
	w.pkgs[path] = info
	return info, nil
}

// importerFor resolves the imports of one package through its listing
// (which maps vendored and replaced paths).
type importerFor struct {
	w  *world
	lp *packages.Package
}

func (i importerFor) Import(path string) (*types.Package, error) {
	if path == "unsafe" {
		return types.Unsafe, nil
	}
	if imp, ok := i.lp.Imports[path]; ok {
		path = imp.PkgPath
	}
	p, err := i.w.pkg(path)
	if err != nil {
		return nil, err
	}
	return p.types, nil
}

func (w *world) indexComments(info *pkgInfo, name string, f *ast.File) {
	if info.dir == "" {
		info.dir = filepath.Dir(name)
	}
	for _, c := range f.Comments {
		w.comments[fileLine{name, w.fset.Position(c.End()).Line}] = c
	}
	if filepath.Base(name) == "doc.go" {
		info.docComments = []string{}
		info.docLines = pkglint.Lines(w.fset, f)
		info.docPos = w.fset.Position(f.Package)
		for _, c := range f.Comments {
			info.docComments = append(info.docComments, splitLines(c.Text())...)
		}
	}
}

// dropUnusedImports removes the imports nothing left in f refers to, so
// that the packages only function bodies needed are never loaded.
func dropUnusedImports(f *ast.File, lp *packages.Package) {
	used := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				used[id.Name] = true
			}
		}
		return true
	})
	keep := func(spec *ast.ImportSpec) bool {
		path, err := strconv.Unquote(spec.Path.Value)
		if err != nil || path == "C" {
			return true
		}
		name := ""
		if spec.Name != nil {
			name = spec.Name.Name
		} else if imp, ok := lp.Imports[path]; ok {
			name = imp.Name
		} else {
			return true // unknown name: keep it to be safe
		}
		return name == "." || used[name]
	}
	decls := f.Decls[:0]
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT {
			specs := gd.Specs[:0]
			for _, s := range gd.Specs {
				if keep(s.(*ast.ImportSpec)) {
					specs = append(specs, s)
				}
			}
			if gd.Specs = specs; len(specs) == 0 {
				continue // an empty import declaration has no end position
			}
		}
		decls = append(decls, d)
	}
	f.Decls = decls
	f.Imports = slices.DeleteFunc(f.Imports, func(s *ast.ImportSpec) bool { return !keep(s) })
}

// dropBodies removes function bodies: declarations are all a defaulter
// needs, and type-checking bodies is most of the cost of loading.
func dropBodies(f *ast.File) {
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok {
			fd.Body = nil
		}
	}
}

// splitLines splits a comment's text into lines, nil for an empty comment.
func splitLines(s string) []string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) == 1 && lines[0] == "" {
		return nil
	}
	return lines
}

// docComment is the comment block that ends on the line before pos.
func (w *world) docComment(pos token.Pos) []string {
	if g := w.priorGroup(pos, 1); g != nil {
		return splitLines(g.Text())
	}
	return nil
}

// detachedComment is the comment block before the doc comment of pos (or
// before pos, separated by one blank line, when there is no doc comment).
func (w *world) detachedComment(pos token.Pos) []string {
	g := w.priorGroup(pos, 1)
	if g == nil {
		g = w.priorGroup(pos, 2)
	} else {
		g = w.priorGroup(g.List[0].Slash, 2)
	}
	if g == nil {
		return nil
	}
	return splitLines(g.Text())
}

func (w *world) priorGroup(pos token.Pos, lines int) *ast.CommentGroup {
	p := w.fset.Position(pos)
	return w.comments[fileLine{p.Filename, p.Line - lines}]
}

// position renders pos as file:line:col for messages.
func (w *world) position(pos token.Pos) string {
	if !pos.IsValid() {
		return "-"
	}
	return w.fset.Position(pos).String()
}

// defaultTagPos is the position of the +default line in the doc comment of
// the declaration at pos, or pos itself when there is none.
func (w *world) defaultTagPos(pos token.Pos) token.Pos {
	if g := w.priorGroup(pos, 1); g != nil {
		for _, c := range g.List {
			if strings.Contains(c.Text, "+"+defaultTag) || strings.Contains(c.Text, "+"+k8sDefaultTag) {
				return c.Slash
			}
		}
	}
	return pos
}
