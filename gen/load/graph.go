package load

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"sort"
)

// Graph is a set of Go packages as the go command finds them: their files
// and how their imports resolve. Check type-checks parts of it from source.
//
// It is the loader underneath Load, usable by any generator that needs
// declarations, comments and types, but no function bodies. A Graph is
// used by one goroutine at a time; Check parallelizes internally.
type Graph struct {
	Fset      *token.FileSet
	dir       string
	buildTags []string
	pkgs      map[string]*listed
	roots     []*listed
}

// Root is a package matched by a pattern given to FindGraph or Graph.Add.
type Root struct {
	Path string
	Name string
	// Match lists the patterns the package matched.
	Match []string
	// Files are the absolute paths of its Go files.
	Files []string
}

// FindGraph lists the packages matching patterns, with all their
// dependencies, in one run of `go list`. dir is the directory the
// patterns are relative to ("" = current).
func FindGraph(dir string, buildTags, patterns []string) (*Graph, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	g := &Graph{Fset: token.NewFileSet(), dir: abs, buildTags: buildTags, pkgs: map[string]*listed{}}
	if err := g.Add(patterns...); err != nil {
		return nil, err
	}
	return g, nil
}

// Add lists more patterns into the graph. Packages already present keep
// their first listing; their roots are reported again with the new match.
func (g *Graph) Add(patterns ...string) error {
	if len(patterns) == 0 {
		return nil
	}
	if p, ok := fileArgument(g.dir, patterns); ok {
		return fmt.Errorf("%s is a Go file; pass packages instead, e.g. %s", p, packageOfFile(p))
	}
	list, err := goList(g.dir, g.buildTags, patterns, true)
	if err != nil {
		return err
	}
	var errs []error
	for _, l := range list {
		if l.namesNoPackage() {
			if l.Error != nil {
				errs = append(errs, l.Error.err(g.dir, l.ImportPath))
			}
			continue
		}
		have := g.pkgs[l.ImportPath]
		if have == nil {
			g.pkgs[l.ImportPath] = l
			have = l
		}
		if !l.DepOnly && len(l.Match) > 0 {
			if have != l {
				have.Match = append(have.Match, l.Match...)
			}
			g.roots = append(g.roots, have)
		}
	}
	return errors.Join(errs...)
}

// packageOfFile suggests the package pattern for a file argument.
func packageOfFile(file string) string {
	d := filepath.Dir(file)
	if d == "." {
		return "."
	}
	if !filepath.IsAbs(d) && d[0] != '.' {
		d = "./" + d
	}
	return d
}

// Roots returns the packages matched by the patterns so far, by import
// path, each once.
func (g *Graph) Roots() []Root {
	seen := map[*listed]bool{}
	var out []Root
	for _, l := range g.roots {
		if seen[l] {
			continue
		}
		seen[l] = true
		out = append(out, Root{Path: l.ImportPath, Name: l.Name, Match: l.Match, Files: l.files()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

// Has reports whether the graph lists the package.
func (g *Graph) Has(path string) bool {
	return g.pkgs[path] != nil
}

// RootError returns the go command's error for a root package (no Go
// files, a bad build constraint, ...), or nil.
func (g *Graph) RootError(path string) error {
	if l := g.pkgs[path]; l != nil && l.Error != nil {
		return l.Error.err(g.dir, path)
	}
	return nil
}

// Checked is a type-checked package.
type Checked struct {
	Path  string
	Name  string
	Dir   string
	Types *types.Package
	// Syntax and Info are set only for packages checked with syntax.
	Syntax []*ast.File
	Info   *types.Info
}

// CheckRequest says which packages to type-check.
type CheckRequest struct {
	// Syntax are the import paths of the packages wanted with their
	// syntax trees (with comments) and type information.
	Syntax []string
	// Replace substitutes the content of files, by absolute path.
	Replace map[string][]byte
}
