package emit

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// Ratcheting compares old and new values with generated code, never with
// reflection on the hot path. equal renders a boolean expression comparing
// *pa and *pb, two pointers to values of type t; it generates a helper
// function per composite type as needed.

const equalityPkg = "k8s.io/apimachinery/pkg/api/equality"

// Equal renders an expression that is true when *pa equals *pb.
func (f *File) Equal(t types.Type, pa, pb string) string {
	if validators.DeepComparable(t) {
		return deref(pa) + " == " + deref(pb)
	}
	if f.usesDeepEqual(t) {
		// The package's +k8s:validation-gen-deep-equal-func decides. It gets
		// what Kubernetes' generated code holds: pointers, slices and maps
		// as they are, a pointer to anything else.
		switch t.Underlying().(type) {
		case *types.Pointer, *types.Slice, *types.Map:
			return f.deepEqualFunc() + "(" + deref(pa) + ", " + deref(pb) + ")"
		}
		return f.deepEqualFunc() + "(" + pa + ", " + pb + ")"
	}
	if byValue, ok := equalMethod(t); ok {
		// Types that define their own equality (metav1.Time,
		// resource.Quantity) mean it: Kubernetes' semantic equality agrees.
		if byValue {
			return selectable(deref(pa)) + ".Equal(" + deref(pb) + ")"
		}
		return selectable(deref(pa)) + ".Equal(" + pb + ")"
	}
	if opaqueStruct(t, f.pkg) {
		// Types with unexported fields from other packages (metav1.Time,
		// resource.Quantity) have semantic equality rules of their own.
		return f.Import(equalityPkg) + ".Semantic.DeepEqual(" + deref(pa) + ", " + deref(pb) + ")"
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		if validators.DeepComparable(u.Elem()) {
			return f.Import(runtimePkg) + ".EqualPtr(" + deref(pa) + ", " + deref(pb) + ")"
		}
	case *types.Slice:
		if validators.DeepComparable(u.Elem()) {
			return f.Import(runtimePkg) + ".EqualSlice(" + deref(pa) + ", " + deref(pb) + ")"
		}
	case *types.Map:
		if validators.DeepComparable(u.Elem()) {
			return f.Import(runtimePkg) + ".EqualMap(" + deref(pa) + ", " + deref(pb) + ")"
		}
	case *types.Interface:
		return f.Import(equalityPkg) + ".Semantic.DeepEqual(" + deref(pa) + ", " + deref(pb) + ")"
	}
	return f.equalFunc(t) + "(" + pa + ", " + pb + ")"
}

// DeepEqual is a package's +k8s:validation-gen-deep-equal-func, resolved.
type DeepEqual struct {
	Pkg  string // import path; "" for the generated package
	Name string // a function, or a package variable's method (Semantic.DeepEqual)
	// Generic is true for a func[T any](a, b T) bool, which instantiates
	// to the func(a, b *T) bool that runtime helpers take.
	Generic bool
}

// SetDeepEqual makes d the equality of values == cannot compare.
func (f *File) SetDeepEqual(d DeepEqual) { f.deepEqual = d }

// usesDeepEqual reports whether the package's deep-equal function compares
// values of type t: those that are not comparable with == once pointers are
// followed (Kubernetes compares *int values with ==, structs holding
// pointers with the function).
func (f *File) usesDeepEqual(t types.Type) bool {
	if f.deepEqual.Name == "" {
		return false
	}
	for {
		p, ok := t.Underlying().(*types.Pointer)
		if !ok {
			return !validators.DeepComparable(t)
		}
		t = p.Elem()
	}
}

// deepEqualFunc renders the configured function, importing its package.
func (f *File) deepEqualFunc() string {
	if d := f.deepEqual; d.Pkg != "" && (f.pkg == nil || d.Pkg != f.pkg.Path()) {
		return f.Import(d.Pkg) + "." + d.Name
	}
	return f.deepEqual.Name
}

// Differ renders the negation of Equal: a != b where == compares the
// values, !f(...) otherwise (every other form of Equal is a call).
func (f *File) Differ(t types.Type, pa, pb string) string {
	if validators.DeepComparable(t) {
		return deref(pa) + " != " + deref(pb)
	}
	return "!" + f.Equal(t, pa, pb)
}

// equalFunc returns the name of a generated func(a, b *T) bool for t,
// emitting it on first use. Recursive types are fine: the name is reserved
// before the body is rendered.
func (f *File) equalFunc(t types.Type) string {
	name, isNew := f.helperName("equal_", t, "")
	if !isNew {
		return name
	}

	var b strings.Builder
	tn := f.TypeName(t)
	n := f.localNames("a", "b", "i", "k", "av", "bv", "ok")
	pa, pb, i, k, av, bv, ok := n[0], n[1], n[2], n[3], n[4], n[5], n[6]
	fmt.Fprintf(&b, "// %s reports whether two %s values are equal, for ratcheting.\n", name, tn)
	fmt.Fprintf(&b, "func %s(%s, %s *%s) bool {\n", name, pa, pb, tn)
	switch u := t.Underlying().(type) {
	case *types.Struct:
		var terms []string
		for i := 0; i < u.NumFields(); i++ {
			fld := u.Field(i)
			if fld.Name() == "_" {
				continue
			}
			terms = append(terms, f.Equal(fld.Type(), "&"+pa+"."+fld.Name(), "&"+pb+"."+fld.Name()))
		}
		if len(terms) == 0 {
			terms = []string{"true"}
		}
		fmt.Fprintf(&b, "return %s\n", strings.Join(terms, " &&\n"))
	case *types.Pointer:
		fmt.Fprintf(&b, "if *%[1]s == nil || *%[2]s == nil {\nreturn *%[1]s == *%[2]s\n}\nreturn %[3]s\n", pa, pb, f.Equal(u.Elem(), "*"+pa, "*"+pb))
	case *types.Slice:
		fmt.Fprintf(&b, "if len(*%[1]s) != len(*%[2]s) {\nreturn false\n}\nfor %[3]s := range *%[1]s {\nif %[4]s {\nreturn false\n}\n}\nreturn true\n",
			pa, pb, i, f.Differ(u.Elem(), "&(*"+pa+")["+i+"]", "&(*"+pb+")["+i+"]"))
	case *types.Array:
		fmt.Fprintf(&b, "for %[2]s := range *%[1]s {\nif %[3]s {\nreturn false\n}\n}\nreturn true\n",
			pa, i, f.Differ(u.Elem(), "&(*"+pa+")["+i+"]", "&(*"+pb+")["+i+"]"))
	case *types.Map:
		fmt.Fprintf(&b, "if len(*%[1]s) != len(*%[2]s) {\nreturn false\n}\nfor %[3]s, %[4]s := range *%[1]s {\n%[5]s, %[6]s := (*%[2]s)[%[3]s]\nif !%[6]s || %[7]s {\nreturn false\n}\n}\nreturn true\n",
			pa, pb, k, av, bv, ok, f.Differ(u.Elem(), "&"+av, "&"+bv))
	default:
		fmt.Fprintf(&b, "return %s.Semantic.DeepEqual(*%s, *%s)\n", f.Import(equalityPkg), pa, pb)
	}
	b.WriteString("}\n\n")
	f.tail.WriteString(b.String())
	return name
}

// equalMethod reports whether t has a method Equal(T) bool (byValue) or
// Equal(*T) bool.
func equalMethod(t types.Type) (byValue, ok bool) {
	if _, isNamed := types.Unalias(t).(*types.Named); !isNamed {
		return false, false
	}
	sel := types.NewMethodSet(types.NewPointer(t)).Lookup(nil, "Equal")
	if sel == nil {
		return false, false
	}
	sig, _ := sel.Type().(*types.Signature)
	if sig == nil || sig.Params().Len() != 1 || sig.Results().Len() != 1 ||
		!types.Identical(sig.Results().At(0).Type(), types.Typ[types.Bool]) {
		return false, false
	}
	switch p := sig.Params().At(0).Type(); {
	case types.Identical(p, t):
		return true, true
	case types.Identical(p, types.NewPointer(t)):
		return false, true
	}
	return false, false
}

// deref renders *p so that a selector can follow it, simplifying *&x to x.
func deref(p string) string {
	if strings.HasPrefix(p, "&") && !strings.ContainsAny(p[1:], " &") {
		return p[1:] // *&x is x: generated pointer expressions are operands
	}
	if strings.ContainsAny(p, " ()*&") {
		return "(*" + p + ")"
	}
	return "*" + p
}

// operand renders *p as an operand that an index or selector can follow:
// x for &x, else (*p).
func operand(p string) string {
	if d := deref(p); !strings.HasPrefix(d, "*") {
		return d
	}
	return "(*" + p + ")"
}

// selectable wraps a dereference in parentheses so a selector applies to
// the value: (*a).Equal, not *(a.Equal).
func selectable(e string) string {
	if strings.HasPrefix(e, "*") {
		return "(" + e + ")"
	}
	return e
}

// opaqueStruct reports whether t is a struct from another package with
// unexported fields, which generated code cannot compare field by field.
func opaqueStruct(t types.Type, self *types.Package) bool {
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		fld := st.Field(i)
		if !fld.Exported() && fld.Pkg() != self {
			return true
		}
		if fld.Embedded() && opaqueStruct(fld.Type(), self) {
			return true
		}
	}
	return false
}

// mangle turns a type string into an identifier fragment.
func mangle(s string) string {
	r := strings.NewReplacer("[]", "Slice", "*", "Ptr", "map[", "Map", "]", "_", ".", "_", " ", "", "{", "", "}", "", ";", "_", ",", "_")
	// Whatever else a type string holds (func(), generic brackets) is
	// dropped: the result must be an identifier.
	id := strings.Map(func(c rune) rune {
		switch {
		case c == '_', 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
			return c
		case c == '[' || c == '(' || c == ')':
			return '_'
		}
		return -1
	}, r.Replace(s))
	return strings.Trim(id, "_")
}

// EqualFunc returns the name of a generated func(a, b *T) bool reporting
// whether *a equals *b, for runtime helpers that take equality as a value.
func (f *File) EqualFunc(t types.Type) string {
	n := f.localNames("a", "b")
	pa, pb := n[0], n[1]
	expr := f.Equal(t, pa, pb)
	if name, ok := strings.CutSuffix(expr, "("+pa+", "+pb+")"); ok {
		if f.usesDeepEqual(t) {
			if f.deepEqual.Generic {
				return name // instantiates to func(a, b *T) bool
			}
		} else if !strings.ContainsAny(name, ".( ") {
			return name // already a generated helper of that shape
		}
	}
	name, isNew := f.helperName("same_", t, "")
	if !isNew {
		return name
	}
	tn := f.TypeName(t)
	fmt.Fprintf(&f.tail, "// %s reports whether two %s values are equal.\nfunc %s(%s, %s *%s) bool {\nreturn %s\n}\n\n", name, tn, name, pa, pb, tn, expr)
	return name
}
