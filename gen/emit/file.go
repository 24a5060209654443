// Package emit writes the generated Go file of one target package: the
// registration function, a validation function per type, the equality
// helpers that ratcheting needs, and package-level values (enum lists,
// compiled patterns). Output is gofmt'ed and deterministic.
package emit

import (
	"bytes"
	"fmt"
	"go/format"
	"go/types"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// File accumulates one generated Go file.
type File struct {
	pkg     *types.Package // the package the file belongs to
	imports map[string]string
	used    map[string]bool // import names taken
	vars    []pkgVar
	varOf   map[string]string // init expression -> name
	varUsed map[string]bool
	body    bytes.Buffer
	tail    bytes.Buffer      // helpers appended after the main body
	helpers map[string]string // per-type helper function -> its name
	locals  map[string]bool   // names of locals in generated functions
	par     params            // the validation functions' parameter names
	err     error             // a plan the emitter could not render
	// cel holds the schema node of every source CEL rule (see cel.go);
	// celTiers records where each rendered rule runs.
	cel      map[*validators.CELRule]CELNode
	celTiers map[*validators.CELRule]string
	// deepEqual is the package's +k8s:validation-gen-deep-equal-func, the
	// zero value for none.
	deepEqual DeepEqual
	// funcPkg, when set, picks the package whose generated functions a
	// call into another package's types goes to (see SetFuncPkg).
	funcPkg func(typesPkg string) string
}

// runtimePkg is the import path of the runtime library.
const runtimePkg = "github.com/kubedv/kubedv/validate"

type pkgVar struct{ name, init string }

// NewFile starts a file for package pkg.
func NewFile(pkg *types.Package) *File {
	f := &File{
		pkg:     pkg,
		imports: map[string]string{},
		used:    map[string]bool{},
		varOf:   map[string]string{},
		varUsed: map[string]bool{},
		helpers: map[string]string{},
		locals:  map[string]bool{},
	}
	f.par = f.newParams()
	return f
}

// Import returns the name under which path is imported, adding the import.
func (f *File) Import(path string) string {
	return f.importAs(path, "")
}

// importAs imports path, naming it after pkgName when known.
func (f *File) importAs(path, pkgName string) string {
	if f.pkg != nil && path == f.pkg.Path() {
		return ""
	}
	if name, ok := f.imports[path]; ok {
		return name
	}
	base := importName(path, pkgName)
	name := base
	// The name must not hide anything the package declares at package
	// level, nor a generated variable.
	for i := 2; f.fileLevel(name) || f.locals[name] || (f.pkg != nil && name == f.pkg.Name()); i++ {
		name = base + strconv.Itoa(i)
	}
	f.used[name] = true
	f.imports[path] = name
	return name
}

var versionName = regexp.MustCompile(`^v[0-9]+((alpha|beta)[0-9]*)?$`)

// importName names an import: the package name (or the last path element),
// prefixed with its parent for API versions as Kubernetes code does
// (k8s.io/apimachinery/pkg/apis/meta/v1 -> metav1).
func importName(path, pkgName string) string {
	parts := strings.Split(path, "/")
	name := pkgName
	if name == "" {
		name = parts[len(parts)-1]
	}
	if versionName.MatchString(name) && len(parts) > 1 {
		name = parts[len(parts)-2] + name
	}
	var b strings.Builder
	for _, r := range name {
		if r == '_' || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || ('0' <= r && r <= '9' && b.Len() > 0) {
			b.WriteRune(r)
		}
	}
	if b.Len() == 0 {
		return "pkg"
	}
	return b.String()
}

// qualifier renders package names for types.TypeString, importing as needed.
func (f *File) qualifier(p *types.Package) string {
	return f.importAs(p.Path(), p.Name())
}

// TypeName renders t as Go source in the file's package.
func (f *File) TypeName(t types.Type) string {
	return types.TypeString(t, f.qualifier)
}

// ObjectName renders a package-level object as Go source.
func (f *File) ObjectName(obj types.Object) string {
	if obj.Pkg() == nil || obj.Pkg() == f.pkg {
		return obj.Name()
	}
	return f.importAs(obj.Pkg().Path(), obj.Pkg().Name()) + "." + obj.Name()
}

// PackageVar declares a package-level variable (once per init expression)
// and returns its name.
func (f *File) PackageVar(hint, init string) string {
	if name, ok := f.varOf[init]; ok {
		return name
	}
	name := f.freeName(hint)
	f.varOf[init] = name
	f.vars = append(f.vars, pkgVar{name, init})
	return name
}

// freeName returns hint, or hint with a number, such that the name is
// declared neither by the generated file nor by its package.
func (f *File) freeName(hint string) string {
	name := hint
	for i := 2; f.fileLevel(name) || f.locals[name]; i++ {
		name = hint + strconv.Itoa(i)
	}
	f.varUsed[name] = true
	return name
}

// fileLevel reports whether name is taken at file level: an import, a
// generated package-level name, or a name the package declares.
func (f *File) fileLevel(name string) bool {
	return f.used[name] || f.varUsed[name] || f.declared(name)
}

// declared reports whether the package declares name at package level.
func (f *File) declared(name string) bool {
	return f.pkg != nil && f.pkg.Scope().Lookup(name) != nil
}

// helperName reserves the name of a generated per-type helper function:
// prefix, the type, and an optional suffix. isNew is false when the same
// helper was reserved before, so that each is rendered once; recursive types
// work because the name is reserved before the body is rendered.
func (f *File) helperName(prefix string, t types.Type, suffix string) (name string, isNew bool) {
	key := prefix + " " + types.TypeString(t, func(p *types.Package) string { return p.Path() }) + " " + suffix
	if name, ok := f.helpers[key]; ok {
		return name, false
	}
	name = prefix + mangle(types.TypeString(t, func(p *types.Package) string {
		if p == f.pkg {
			return ""
		}
		return p.Name()
	}))
	if suffix != "" {
		name += "_" + suffix
	}
	name = f.freeName(name)
	f.helpers[key] = name
	return name, true
}

// Printf appends to the body.
func (f *File) Printf(format string, args ...any) {
	fmt.Fprintf(&f.body, format, args...)
}

// Bytes renders the file: header, package clause, imports, package
// variables, body and helpers, formatted by go/format.
func (f *File) Bytes(header []byte, generator string) ([]byte, error) {
	if f.err != nil {
		return nil, f.err
	}
	var out bytes.Buffer
	out.Write(header)
	if len(header) > 0 && !bytes.HasSuffix(header, []byte("\n\n")) {
		out.WriteString("\n")
	}
	fmt.Fprintf(&out, "// Code generated by %s. DO NOT EDIT.\n\npackage %s\n\n", generator, f.pkg.Name())
	paths := make([]string, 0, len(f.imports))
	for p := range f.imports {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	if len(paths) > 0 {
		// Standard library first, then the rest, as goimports groups them.
		out.WriteString("import (\n")
		for _, std := range []bool{true, false} {
			group := 0
			for _, p := range paths {
				if isStdlib(p) == std {
					fmt.Fprintf(&out, "\t%s %q\n", f.imports[p], p)
					group++
				}
			}
			if std && group > 0 {
				out.WriteString("\n")
			}
		}
		out.WriteString(")\n\n")
	}
	if len(f.vars) > 0 {
		out.WriteString("var (\n")
		for _, v := range f.vars {
			fmt.Fprintf(&out, "\t%s = %s\n", v.name, v.init)
		}
		out.WriteString(")\n\n")
	}
	out.Write(f.body.Bytes())
	out.Write(f.tail.Bytes())
	src, err := format.Source(out.Bytes())
	if err != nil {
		return nil, fmt.Errorf("internal error: generated code does not parse (%v); please report this with the input types", err)
	}
	return src, nil
}

func isStdlib(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}
