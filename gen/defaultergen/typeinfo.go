package defaultergen

import (
	"go/types"
	"sort"
	"strconv"
	"strings"
)

// kind classifies a Go type as Kubernetes' generators do: a named type
// over a basic type, a map or a slice is an alias of it; a named struct,
// pointer or array is that kind under its own name.
type kind int

const (
	kindOther kind = iota
	kindBuiltin
	kindAlias
	kindStruct
	kindPointer
	kindSlice
	kindArray
	kindMap
)

func kindOf(t types.Type) kind {
	t = types.Unalias(t)
	if n, ok := t.(*types.Named); ok {
		switch n.Underlying().(type) {
		case *types.Basic, *types.Map, *types.Slice:
			return kindAlias
		}
	}
	switch t.Underlying().(type) {
	case *types.Basic:
		return kindBuiltin
	case *types.Struct:
		return kindStruct
	case *types.Pointer:
		return kindPointer
	case *types.Slice:
		return kindSlice
	case *types.Array:
		return kindArray
	case *types.Map:
		return kindMap
	}
	return kindOther
}

// elemOf is the element of a pointer, slice, array or map type.
func elemOf(t types.Type) types.Type {
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return u.Elem()
	case *types.Slice:
		return u.Elem()
	case *types.Array:
		return u.Elem()
	case *types.Map:
		return u.Elem()
	}
	return nil
}

// named returns the declared type behind t, nil for unnamed types.
func named(t types.Type) *types.Named {
	n, _ := types.Unalias(t).(*types.Named)
	return n
}

// pkgPathOf is the package of a named type, "" for any other type.
func pkgPathOf(t types.Type) string {
	if n := named(t); n != nil && n.Obj().Pkg() != nil {
		return n.Obj().Pkg().Path()
	}
	return ""
}

// typeString names t with full import paths ("k8s.io/api/core/v1.Pod",
// "*string"), the spelling Kubernetes' generators compare types by.
func typeString(t types.Type) string {
	return types.TypeString(types.Unalias(t), nil)
}

// isPrimitive reports a basic type, or a named type directly over one.
func isPrimitive(t types.Type) bool {
	k := kindOf(t)
	if k == kindBuiltin {
		return true
	}
	if k == kindAlias {
		_, ok := t.Underlying().(*types.Basic)
		return ok
	}
	return false
}

// resolve follows aliases and pointers to the first other type and counts
// the pointers on the way.
func resolve(t types.Type) (types.Type, int) {
	depth := 0
	for {
		switch kindOf(t) {
		case kindAlias:
			t = t.Underlying()
		case kindPointer:
			t = elemOf(t)
			depth++
		default:
			return t, depth
		}
	}
}

// pointerPath lists the element type after each pointer between t and its
// value type, following aliases.
func pointerPath(t types.Type) []types.Type {
	var path []types.Type
	for {
		switch kindOf(t) {
		case kindAlias:
			t = t.Underlying()
		case kindPointer:
			t = elemOf(t)
			path = append(path, t)
		default:
			return path
		}
	}
}

// exported reports a name Go code outside the package can use.
func exported(name string) bool {
	return name != "" && !strings.HasPrefix(name, "_") && strings.ToUpper(name[:1]) == name[:1]
}

// importSet names packages in one generated file: the shortest suffix of the
// import path, joined and stripped of "_.-", that no other import and not
// the file's own package use; first come, first served.
type importSet struct {
	local      string
	localLeaf  string
	pathToName map[string]string
	nameToPath map[string]string
}

func newImports(local string) *importSet {
	leaf := local[strings.LastIndex(local, "/")+1:]
	return &importSet{local: local, localLeaf: leaf, pathToName: map[string]string{}, nameToPath: map[string]string{}}
}

// add registers path and returns its local name ("" for the file's own package).
func (im *importSet) add(path string) string {
	if path == "" || path == im.local {
		return ""
	}
	if n, ok := im.pathToName[path]; ok {
		return n
	}
	dirs := strings.Split(path, "/")
	for i := len(dirs) - 1; i >= 0; i-- {
		name := strings.NewReplacer("_", "", ".", "", "-", "").Replace(strings.Join(dirs[i:], ""))
		if _, taken := im.nameToPath[name]; taken || name == im.localLeaf {
			continue
		}
		if isKeyword(name) {
			name = "_" + name
		}
		im.pathToName[path], im.nameToPath[name] = name, path
		return name
	}
	// Every suffix is taken: number the name (never reached with real import paths).
	for i := 2; ; i++ {
		name := "pkg" + strconv.Itoa(i)
		if _, taken := im.nameToPath[name]; !taken {
			im.pathToName[path], im.nameToPath[name] = name, path
			return name
		}
	}
}

func isKeyword(s string) bool {
	switch s {
	case "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough",
		"for", "func", "go", "goto", "if", "import", "interface", "map", "package", "range",
		"return", "select", "struct", "switch", "type", "var":
		return true
	}
	return false
}

// raw spells t in Go source of the file, importing what it names.
func (im *importSet) raw(t types.Type) string {
	t = types.Unalias(t)
	if n, ok := t.(*types.Named); ok {
		name := n.Obj().Name()
		if n.Obj().Pkg() == nil {
			return name
		}
		if local := im.add(n.Obj().Pkg().Path()); local != "" {
			return local + "." + name
		}
		return name
	}
	switch u := t.(type) {
	case *types.Basic:
		return u.Name()
	case *types.Pointer:
		return "*" + im.raw(u.Elem())
	case *types.Slice:
		return "[]" + im.raw(u.Elem())
	case *types.Array:
		return "[" + strconv.FormatInt(u.Len(), 10) + "]" + im.raw(u.Elem())
	case *types.Map:
		return "map[" + im.raw(u.Key()) + "]" + im.raw(u.Elem())
	}
	return types.TypeString(t, func(p *types.Package) string { return im.add(p.Path()) })
}

// lines are the import lines of the file, sorted by path.
func (im *importSet) lines() []string {
	paths := make([]string, 0, len(im.pathToName))
	for p := range im.pathToName {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	out := make([]string, 0, len(paths))
	for _, p := range paths {
		out = append(out, im.pathToName[p]+" "+strconv.Quote(p))
	}
	return out
}
