package defaultergen

import (
	"errors"
	"go/ast"
	"go/build"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"

	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/pkglint"
	"github.com/kubedv/kubedv/gen/tags"
)

// This file is the only one that knows how packages are loaded, with
// gen/load: one go list of the patterns and the peers with their
// dependencies, then type-checking on demand in one session (one go/types
// universe), function bodies unchecked. Only the packages whose
// declarations are reached get checked: for Kubernetes that is a few
// hundred of the 1,500 in the import graph. Every checked package is
// parsed with comments, since +default tags are read on the fields of
// imported structs too.

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
	// kubebuilder is set for a package written for controller-gen
	// (tags.KubebuilderPackage), whose fields' +kubebuilder:default are
	// their defaults.
	kubebuilder bool
}

// world is everything a run knows about the code.
type world struct {
	graph    *load.Graph
	session  *load.Session
	fset     *token.FileSet
	pkgs     map[string]*pkgInfo
	failed   map[string]error
	comments map[fileLine]*ast.CommentGroup

	// tagged is the build context with the build tag; hidden caches, by
	// file, whether the tag leaves the file out (tagged.go).
	tag    string
	tagged build.Context
	hidden map[string]bool
	// kept are the output files the tag does not leave out, by path:
	// read, as Kubernetes' defaulter-gen reads them.
	kept map[string]bool
}

type fileLine struct {
	file string
	line int
}

// newWorld lists patterns and extra packages with their dependencies. It
// returns the import paths the patterns matched, sorted; an extra package
// is one of them only when a pattern names it literally.
//
// With tagged set, packages are listed with the build tag, as Kubernetes'
// defaulter-gen lists them. Otherwise they are listed as the go command
// builds them, for the generated files to be type-checked in the same
// universe (verify.go), and what the tag leaves out is hidden from the
// generator instead (tagged.go): the output files are read as empty, and
// the functions, types and constants of the other files are ignored.
func newWorld(dir string, patterns, extra []string, buildTag, outputFile string, tagged bool) (*world, []string, error) {
	var tags []string
	if buildTag != "" && tagged {
		tags = []string{buildTag}
	}
	g, err := load.FindGraph(dir, tags, append(slices.Clone(patterns), extra...))
	if err != nil {
		return nil, nil, err
	}
	w := &world{graph: g, fset: g.Fset, pkgs: map[string]*pkgInfo{}, failed: map[string]error{}, comments: map[fileLine]*ast.CommentGroup{},
		hidden: map[string]bool{}, kept: map[string]bool{}}
	if !tagged {
		w.tag, w.tagged = buildTag, taggedContext(buildTag)
	}
	replace := map[string][]byte{}
	for _, r := range g.Roots() {
		for _, f := range r.Files {
			if filepath.Base(f) != outputFile || tagged {
				continue
			}
			if w.hiddenFile(f) {
				replace[f] = []byte("package " + r.Name + "\n")
			} else {
				w.kept[f] = true
			}
		}
	}
	// Type errors are no reason to stop, as for Kubernetes' defaulter-gen:
	// the declarations that check are defaulted.
	w.session = g.NewSession(load.SessionOptions{Replace: replace, IgnoreTypeErrors: true})
	var roots []string
	var errs []error
	for _, r := range g.Roots() {
		if slices.Contains(extra, r.Path) && !slices.Contains(patterns, r.Path) {
			continue
		}
		if err := g.RootError(r.Path); err != nil && len(r.Files) > 0 {
			errs = append(errs, err)
		}
		roots = append(roots, r.Path)
	}
	return w, roots, errors.Join(errs...)
}

// pkg returns the package at path, type-checking it (and, in parallel,
// what its declarations import) on first use. Packages are checked one at
// a time, as the generator reaches them: checking every target at once
// would hold the syntax of most of the import graph at the same time.
func (w *world) pkg(path string) (*pkgInfo, error) {
	if p, ok := w.pkgs[path]; ok {
		return p, nil
	}
	if err, ok := w.failed[path]; ok { // reported once by the session
		return nil, err
	}
	err := w.check(path)
	if err != nil {
		w.failed[path] = err
		return nil, err
	}
	for _, c := range w.session.Packages() {
		if _, ok := w.pkgs[c.Path]; !ok {
			w.pkgs[c.Path] = w.index(c)
		}
	}
	return w.pkgs[path], nil
}

// check lists path if the go command has not been asked about it yet, and
// type-checks it.
func (w *world) check(path string) error {
	if !w.graph.Has(path) {
		if err := w.graph.Add(path); err != nil {
			return err
		}
	}
	_, err := w.session.Check(path)
	return err
}

// index keeps what the generator reads of a package's syntax: its
// comments, by the file and line they end on, and doc.go's.
func (w *world) index(c *load.Checked) *pkgInfo {
	info := &pkgInfo{path: c.Path, name: c.Name, dir: c.Dir, types: c.Types}
	for _, f := range c.Syntax {
		name := w.fset.Position(f.Package).Filename
		for _, cg := range f.Comments {
			w.comments[fileLine{name, w.fset.Position(cg.End()).Line}] = cg
		}
		if filepath.Base(name) == "doc.go" {
			info.docComments = []string{}
			info.docLines = pkglint.Lines(w.fset, f)
			info.docPos = w.fset.Position(f.Package)
			for _, cg := range f.Comments {
				info.docComments = append(info.docComments, splitLines(cg.Text())...)
			}
		}
	}
	info.kubebuilder = w.kubebuilder(c)
	return info
}

// kubebuilder reports a package written for controller-gen, from the
// comments above its package clauses and its types' doc comments (the
// syntax holds comments only; a doc comment ends on the line above).
func (w *world) kubebuilder(c *load.Checked) bool {
	var pkgLines []tags.Line
	for _, f := range c.Syntax {
		// A file the build tag leaves out does not count (asked only of
		// files with tags, as it reads the file's header).
		if _, lines, _ := tags.Extract(w.fset, tags.PackageComments(f)...); len(lines) > 0 && !w.hiddenPos(f.Package) {
			pkgLines = append(pkgLines, lines...)
		}
	}
	var typeDocs [][]tags.Line
	if c.Types != nil {
		scope := c.Types.Scope()
		for _, name := range scope.Names() {
			if tn, ok := scope.Lookup(name).(*types.TypeName); ok {
				// The doc comment, and the block above it that controller-gen
				// reads markers from too (as gen/load does).
				doc := w.priorGroup(tn.Pos(), 1)
				floating := w.priorGroup(tn.Pos(), 2)
				if doc != nil {
					floating = w.priorGroup(doc.List[0].Slash, 2)
				}
				if _, lines, _ := tags.Extract(w.fset, floating, doc); len(lines) > 0 && !w.hiddenPos(tn.Pos()) {
					typeDocs = append(typeDocs, lines)
				}
			}
		}
	}
	return tags.KubebuilderPackage(pkgLines, typeDocs)
}
