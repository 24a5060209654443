package load

import (
	"go/ast"
	"path"
	"sort"
	"strconv"
	"strings"
)

// neededImports returns the resolved paths of the imports that the
// package's declarations use, outside function bodies, sorted. With
// function bodies unchecked, only these must be type-checked; the others
// are imported as empty packages. This is what keeps a load small: a type
// package imports little in its declarations, much in its methods.
func neededImports(files []*ast.File, g *Graph, l *listed) []string {
	set := map[string]bool{}
	for _, f := range files {
		byName := map[string][]string{} // local name -> resolved paths
		for _, spec := range f.Imports {
			p, err := strconv.Unquote(spec.Path.Value)
			if err != nil || p == "C" || p == "unsafe" {
				continue
			}
			resolved := l.resolve(p)
			name := ""
			if spec.Name != nil {
				name = spec.Name.Name
			}
			switch name {
			case "_":
				continue
			case ".": // its names are unqualified: assume they are used
				set[resolved] = true
				continue
			case "":
				name = g.nameOf(resolved)
			}
			byName[name] = append(byName[name], resolved)
		}
		if len(byName) == 0 {
			continue
		}
		for name := range qualifiers(f) {
			for _, p := range byName[name] {
				set[p] = true
			}
		}
	}
	out := make([]string, 0, len(set))
	for p := range set {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// qualifiers returns the identifiers used as X in X.Sel outside function
// bodies: every possible reference to an imported package. Local names
// that shadow a package only make the result larger, never wrong.
func qualifiers(f *ast.File) map[string]bool {
	out := map[string]bool{}
	var visit func(ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncDecl:
			if n.Recv != nil {
				ast.Inspect(n.Recv, visit)
			}
			ast.Inspect(n.Type, visit)
			return false
		case *ast.FuncLit:
			ast.Inspect(n.Type, visit)
			return false
		case *ast.SelectorExpr:
			if id, ok := n.X.(*ast.Ident); ok {
				out[id.Name] = true
			}
		}
		return true
	}
	for _, d := range f.Decls {
		ast.Inspect(d, visit)
	}
	return out
}

// guessName is the package name an import path most likely has, for
// packages go list could not name: the last element, without a major
// version suffix or a gopkg.in version.
func guessName(importPath string) string {
	base := path.Base(importPath)
	if len(base) > 1 && base[0] == 'v' && strings.Trim(base[1:], "0123456789") == "" && path.Dir(importPath) != "." {
		base = path.Base(path.Dir(importPath))
	}
	if i := strings.Index(base, ".v"); i > 0 {
		base = base[:i]
	}
	base = strings.TrimPrefix(base, "go-")
	return strings.Map(func(r rune) rune {
		if r == '-' || r == '.' {
			return '_'
		}
		return r
	}, base)
}
