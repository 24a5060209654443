package load

import (
	"errors"
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"runtime"
	"strings"
	"sync"
)

// Check parses and type-checks the requested packages from source, and of
// their dependencies only what their declarations need, in parallel and in
// dependency order.
//
// Function bodies are not checked: the packages' declarations are all a
// generator reads, and bodies may call functions that the run is about to
// generate. For the same reason an import used only inside function bodies
// is not loaded at all. Dependencies are parsed without comments and their
// syntax is dropped once checked.
//
// The error lists, each once and as file:line:col: message, what makes a
// declaration unreliable: go list errors of needed packages, syntax errors,
// and type errors outside package-level variable initializers.
func (g *Graph) Check(req CheckRequest) (map[string]*Checked, error) {
	c := g.newChecker(req.Replace)
	for _, p := range req.Syntax {
		c.syntax[p] = true
	}
	return c.check(req.Syntax)
}

func (g *Graph) newChecker(replace map[string][]byte) *checker {
	return &checker{
		g:       g,
		replace: replace,
		syntax:  map[string]bool{},
		nodes:   map[string]*node{},
		sem:     make(chan struct{}, runtime.GOMAXPROCS(0)),
		sizes:   types.SizesFor("gc", build.Default.GOARCH),
	}
}

// check loads the packages at paths (and what they need) and waits for
// every load it started. The errors are those found by this call.
func (c *checker) check(paths []string) (map[string]*Checked, error) {
	var roots []*node
	for _, p := range paths {
		if !c.g.Has(p) { // no node: a session may check it once it is added
			c.errs.add(nil, notListed(p))
			continue
		}
		roots = append(roots, c.start(p))
	}
	for _, n := range roots {
		<-n.done
	}
	c.wg.Wait()
	err := c.errs.join()
	c.errs.reset()
	if err != nil {
		return nil, err
	}
	out := map[string]*Checked{}
	for _, n := range roots {
		out[n.path] = n.checked()
	}
	return out, nil
}

func notListed(path string) string {
	return fmt.Sprintf("package %s is not in the go list output; is it imported under another path?", path)
}

func (n *node) checked() *Checked {
	return &Checked{Path: n.path, Name: n.types.Name(), Dir: n.dir, Types: n.types, Syntax: n.files, Info: n.info}
}

type checker struct {
	g       *Graph
	replace map[string][]byte
	// syntax are the packages kept with syntax, comments and Info;
	// keepAll keeps every package's syntax and comments (without Info).
	syntax           map[string]bool
	keepAll          bool
	ignoreTypeErrors bool
	sem              chan struct{} // bounds the goroutines doing CPU work
	sizes            types.Sizes
	wg               sync.WaitGroup
	errs             errorList

	mu    sync.Mutex
	nodes map[string]*node
}

// node is one package being loaded; done closes when types is set.
type node struct {
	path  string
	dir   string
	done  chan struct{}
	types *types.Package
	files []*ast.File
	info  *types.Info
	needs []*node // guarded by checker.mu once set
	// failed is set when go list or the parser reported the package broken.
	failed bool
}

// start returns the package's node, loading it in its own goroutine the
// first time it is asked for.
func (c *checker) start(path string) *node {
	c.mu.Lock()
	defer c.mu.Unlock()
	if n := c.nodes[path]; n != nil {
		return n
	}
	n := &node{path: path, done: make(chan struct{})}
	c.nodes[path] = n
	c.wg.Add(1)
	go func() {
		defer c.wg.Done()
		defer close(n.done)
		c.load(n)
	}()
	return n
}

func (c *checker) load(n *node) {
	l := c.g.pkgs[n.path]
	if l == nil {
		c.errs.add(nil, notListed(n.path))
		n.types = stub(n.path, "")
		return
	}
	n.dir = l.Dir
	if l.Error != nil {
		c.errs.addErr(l.Error.err(c.g.dir, n.path))
		n.failed = true
	}

	keep := c.keepAll || c.syntax[n.path]
	c.sem <- struct{}{}
	files := c.parse(l, keep)
	deps := neededImports(files, c.g, l)
	<-c.sem

	if len(files) == 0 { // go list or the parser said why
		n.types = stub(n.path, l.Name)
		n.failed = true
		return
	}
	needs := make([]*node, 0, len(deps))
	for _, d := range deps {
		needs = append(needs, c.start(d))
	}
	needs = c.breakCycles(n, needs)
	byPath := map[string]*types.Package{}
	failed := map[string]bool{}
	for _, d := range needs {
		<-d.done
		byPath[d.path] = d.types
		failed[d.path] = d.failed
	}

	c.sem <- struct{}{}
	defer func() { <-c.sem }()
	var info *types.Info
	if c.syntax[n.path] {
		info = &types.Info{
			Defs:  map[*ast.Ident]types.Object{},
			Uses:  map[*ast.Ident]types.Object{},
			Types: map[ast.Expr]types.TypeAndValue{},
		}
	}
	tolerated := initializerSpans(files)
	conf := types.Config{
		Importer:         importer{listing: l, loaded: byPath, failed: failed, graph: c.g},
		IgnoreFuncBodies: true,
		FakeImportC:      true,
		Sizes:            c.sizes,
		Error: func(err error) {
			te, ok := err.(types.Error)
			if !ok {
				c.errs.addErr(err)
				return
			}
			if c.ignoreTypeErrors || tolerated.contains(te.Pos) || strings.HasSuffix(te.Msg, "("+errReported.Error()+")") {
				return
			}
			pos := te.Fset.Position(te.Pos)
			c.errs.add(&pos, te.Msg)
		},
	}
	pkg, _ := conf.Check(n.path, c.g.Fset, files, info)
	if pkg == nil {
		pkg = stub(n.path, l.Name)
	}
	n.types = pkg
	if keep && !c.syntax[n.path] {
		files = commentsOnly(files)
	}
	if keep {
		n.files, n.info = files, info
	}
}

// commentsOnly reduces checked files to their package clauses and
// comments: all a session keeps of a dependency (its declarations live on
// in the types), at a fraction of the memory.
func commentsOnly(files []*ast.File) []*ast.File {
	out := make([]*ast.File, len(files))
	for i, f := range files {
		out[i] = &ast.File{Doc: f.Doc, Package: f.Package, Name: f.Name, Comments: f.Comments,
			FileStart: f.FileStart, FileEnd: f.FileEnd, GoVersion: f.GoVersion}
	}
	return out
}

// parse reads and parses the package's files; with comments only when the
// package's tags are read.
func (c *checker) parse(l *listed, comments bool) []*ast.File {
	mode := parser.SkipObjectResolution
	if comments {
		mode |= parser.ParseComments
	}
	var files []*ast.File
	for _, name := range l.files() {
		src, ok := c.replace[name]
		if !ok {
			var err error
			if src, err = os.ReadFile(name); err != nil {
				c.errs.addErr(err)
				continue
			}
		}
		var f *ast.File
		var err error
		if !comments { // a dependency: only its declarations are read
			if blank := blankBodies(src); blank != nil {
				if f, err = parser.ParseFile(c.g.Fset, name, blank, mode); err != nil {
					f = nil // the original's errors are the ones to report
				}
			}
		}
		if f == nil {
			f, err = parser.ParseFile(c.g.Fset, name, src, mode)
		}
		if list, ok := err.(scanner.ErrorList); ok {
			for _, e := range list {
				pos := e.Pos
				c.errs.add(&pos, e.Msg)
			}
		} else if err != nil {
			c.errs.addErr(err)
		}
		if f != nil {
			emptyBodies(f)
			// go list already chose the file by its //go:build go1.N line;
			// a file for a Go newer than this binary (Kubernetes v1.38's
			// go1.27 files under a generator built with Go 1.26) must not
			// make go/types refuse the declarations, which are all we read.
			f.GoVersion = ""
			files = append(files, f)
		}
	}
	return files
}

// emptyBodies replaces the bodies of the file's functions by empty blocks:
// they are never checked, and dropping them early halves what a load
// holds in memory.
func emptyBodies(f *ast.File) {
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
			fd.Body = &ast.BlockStmt{Lbrace: fd.Body.Lbrace, Rbrace: fd.Body.Rbrace}
		}
	}
}

// breakCycles drops the needs of n that lead back to n. Go forbids import
// cycles and go list reports them; dropping the edge keeps the goroutines
// from waiting on each other forever.
func (c *checker) breakCycles(n *node, needs []*node) []*node {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := needs[:0]
	for _, d := range needs {
		if reaches(d, n, map[*node]bool{}) {
			c.errs.add(nil, fmt.Sprintf("import cycle: %s imports %s, which imports it back", n.path, d.path))
			continue
		}
		out = append(out, d)
	}
	n.needs = out
	return out
}

func reaches(from, to *node, seen map[*node]bool) bool {
	if from == to {
		return true
	}
	if seen[from] {
		return false
	}
	seen[from] = true
	for _, d := range from.needs {
		if reaches(d, to, seen) {
			return true
		}
	}
	return false
}

// importer resolves the imports of one package to the packages loaded for
// it, and every import its declarations do not use to an empty package.
type importer struct {
	listing *listed
	loaded  map[string]*types.Package
	failed  map[string]bool
	graph   *Graph
}

// errReported is what the importer returns for a package whose errors are
// already reported: go/types then stays quiet about names from it.
var errReported = errors.New("reported above")

func (im importer) Import(path string) (*types.Package, error) {
	if path == "unsafe" {
		return types.Unsafe, nil
	}
	resolved := im.listing.resolve(path)
	if im.failed[resolved] {
		return nil, errReported
	}
	if p := im.loaded[resolved]; p != nil {
		return p, nil
	}
	return stub(resolved, im.graph.nameOf(resolved)), nil
}

// stub is an empty, complete package standing for an import that no
// declaration uses.
func stub(path, name string) *types.Package {
	if name == "" {
		name = guessName(path)
	}
	p := types.NewPackage(path, name)
	p.MarkComplete()
	return p
}

// resolve maps an import path as written in the package to the path of
// the package it denotes.
func (l *listed) resolve(path string) string {
	if r, ok := l.ImportMap[path]; ok {
		return r
	}
	return path
}

// nameOf returns a listed package's name, or a guess from its path.
func (g *Graph) nameOf(path string) string {
	if l := g.pkgs[path]; l != nil && l.Name != "" {
		return l.Name
	}
	return guessName(path)
}

// initializerSpans are the value expressions of package-level variables.
// Type errors there do not matter to a generator (no declared type
// depends on them when the variable's type is written) and occur in
// hand-written packages that refer to functions the run generates.
type spans []struct{ from, to token.Pos }

func initializerSpans(files []*ast.File) spans {
	var out spans
	for _, f := range files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, s := range gd.Specs {
				for _, v := range s.(*ast.ValueSpec).Values {
					out = append(out, struct{ from, to token.Pos }{v.Pos(), v.End()})
				}
			}
		}
	}
	return out
}

func (s spans) contains(p token.Pos) bool {
	for _, sp := range s {
		if sp.from <= p && p < sp.to {
			return true
		}
	}
	return false
}
