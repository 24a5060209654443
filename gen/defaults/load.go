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
	"strings"

	"golang.org/x/tools/go/packages"
)

// This file is the only one that knows how packages are loaded. It asks the
// loader for: the packages matching the patterns (plus named extra ones),
// their transitive dependencies type-checked from source with one shared
// go/types universe, and the comments of every file. Function bodies are
// dropped while parsing: defaulter-gen reads declarations only.

// pkgInfo is one loaded package.
type pkgInfo struct {
	path  string
	name  string
	dir   string
	types *types.Package
	// docComments are all comments of the package's doc.go, one entry per
	// line, as Kubernetes' generators read package tags.
	docComments []string
	// full is set for packages whose type and function comments are read
	// (the requested packages, the input packages and the peers).
	full bool
}

// world is everything a run knows about the loaded code.
type world struct {
	fset     *token.FileSet
	pkgs     map[string]*pkgInfo
	comments map[fileLine]*ast.CommentGroup
}

type fileLine struct {
	file string
	line int
}

// loadRoots loads patterns and returns the import paths they matched,
// sorted, with the world holding them and their dependencies.
func loadRoots(dir string, patterns, extra []string, buildTag string) (*world, []string, error) {
	w := &world{fset: token.NewFileSet(), pkgs: map[string]*pkgInfo{}, comments: map[fileLine]*ast.CommentGroup{}}
	cfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedImports | packages.NeedDeps |
			packages.NeedTypes | packages.NeedSyntax,
		Dir:  dir,
		Fset: w.fset,
		ParseFile: func(fset *token.FileSet, filename string, src []byte) (*ast.File, error) {
			f, err := parser.ParseFile(fset, filename, src, parser.ParseComments|parser.SkipObjectResolution)
			if f != nil {
				dropBodies(f)
			}
			return f, err
		},
	}
	if buildTag != "" {
		cfg.BuildFlags = []string{"-tags", buildTag}
	}
	all := append(slices.Clone(patterns), extra...)
	loaded, err := packages.Load(cfg, all...)
	if err != nil {
		return nil, nil, fmt.Errorf("loading packages: %w", err)
	}
	var errs []error
	var roots []string
	packages.Visit(loaded, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			if e.Kind == packages.ListError || e.Kind == packages.ParseError {
				errs = append(errs, fmt.Errorf("%s: %s", p.PkgPath, e))
			}
		}
		w.add(p)
	})
	if len(errs) > 0 {
		return nil, nil, errors.Join(errs...)
	}
	extraSet := map[string]bool{}
	for _, e := range extra {
		extraSet[e] = true
	}
	for _, p := range loaded {
		if p.Types == nil || extraSet[p.PkgPath] && !slices.Contains(patterns, p.PkgPath) {
			continue
		}
		if !slices.Contains(roots, p.PkgPath) {
			roots = append(roots, p.PkgPath)
		}
	}
	slices.Sort(roots)
	return w, roots, nil
}

// add records one package and the comments of its files.
func (w *world) add(p *packages.Package) {
	if _, ok := w.pkgs[p.PkgPath]; ok || p.Types == nil {
		return
	}
	info := &pkgInfo{path: p.PkgPath, name: p.Name, types: p.Types}
	for _, f := range p.Syntax {
		name := w.fset.Position(f.FileStart).Filename
		if info.dir == "" {
			info.dir = filepath.Dir(name)
		}
		for _, c := range f.Comments {
			w.comments[fileLine{name, w.fset.Position(c.End()).Line}] = c
		}
		if filepath.Base(name) == "doc.go" {
			info.docComments = []string{}
			for _, c := range f.Comments {
				info.docComments = append(info.docComments, splitLines(c.Text())...)
			}
		}
	}
	if info.dir == "" && len(p.GoFiles) > 0 {
		info.dir = filepath.Dir(p.GoFiles[0])
	}
	w.pkgs[p.PkgPath] = info
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
