package emit

import (
	"go/types"
	"math"
	"strconv"

	"github.com/kubedv/kubedv/gen/cel"
)

// expr translates one node. When the program is checked, the node's CEL
// type must be the one the Go type gives: a dyn (int-or-string,
// preserve-unknown-fields) or nullable node is not compiled.
func (g *celGen) expr(e *cel.Expr) cval {
	v := g.node(e)
	if g.why == "" && e.Type != nil {
		if why := celAgrees(e.Type, v.t); why != "" {
			return g.refuse("%s", why)
		}
	}
	return v
}

// celCheckedKinds maps the checker's kinds to the translator's.
var celCheckedKinds = map[cel.Kind]celKind{cel.Bool: celBool, cel.Int: celInt, cel.Double: celDouble, cel.String: celString,
	cel.Duration: celDuration, cel.List: celList, cel.Map: celMap, cel.Object: celObject}

func celAgrees(checked *cel.Type, t *celType) string {
	switch {
	case checked.Kind == cel.Dyn:
		return "a dyn value (int-or-string, preserve-unknown-fields, mixed types) is not compiled"
	case checked.Nullable:
		return "a nullable value is not compiled"
	case celCheckedKinds[checked.Kind] != t.kind:
		return "the checker's type " + checked.String() + " differs from the Go type's CEL form"
	}
	return ""
}

func (g *celGen) node(e *cel.Expr) cval {
	if g.why != "" {
		return g.refuse("")
	}
	switch e.Kind {
	case cel.Literal:
		return g.literal(e)
	case cel.Ident:
		if v, ok := g.scope[e.Name]; ok {
			if v.optionalOld {
				return g.refuse("optional oldSelf is compiled only in oldSelf.hasValue(), oldSelf.value() and oldSelf.orValue(x)")
			}
			return v
		}
		return g.refuse("identifier %s is not compiled", e.Name)
	case cel.Select:
		if e.Optional {
			return g.refuse("optional field selection (?.) is not compiled")
		}
		if e.TestOnly {
			return g.has(e)
		}
		return g.selectField(e.Target, e.Name)
	case cel.Call:
		return g.call(e)
	case cel.Macro:
		return g.macro(e)
	case cel.ListLit:
		return g.refuse("list literals are compiled only as the right side of in")
	case cel.MapLit:
		return g.refuse("map literals are not compiled")
	}
	return g.refuse("expression kind %d is not compiled", e.Kind)
}

func (g *celGen) literal(e *cel.Expr) cval {
	switch v := e.Lit.(type) {
	case bool:
		return cval{x: strconv.FormatBool(v), t: basicCEL(celBool), lit: v}
	case int64:
		x := strconv.FormatInt(v, 10)
		if v < 0 {
			x = "(" + x + ")"
		}
		return cval{x: "int64" + "(" + x + ")", t: basicCEL(celInt), lit: v}
	case float64:
		if math.IsInf(v, 0) || math.IsNaN(v) {
			return g.refuse("a non-finite double literal is not compiled")
		}
		return cval{x: "float64(" + strconv.FormatFloat(v, 'g', -1, 64) + ")", t: basicCEL(celDouble), lit: v}
	case string:
		return cval{x: strconv.Quote(v), t: basicCEL(celString), lit: v}
	}
	return g.refuse("literal %T is not compiled", e.Lit)
}

// fieldOf finds the JSON property name of an object value.
func (g *celGen) fieldOf(obj cval, name string) (*celField, *celType) {
	fld := obj.t.lookup(name)
	if fld == nil {
		g.refuse("no field %s in %s", name, obj.t.gt)
		return nil, nil
	}
	ft, why := g.types.field(fld)
	if why != "" {
		g.refuse("field %s: %s", name, why)
		return nil, nil
	}
	return fld, ft
}

// absent is the Go test that a field of the struct pointed to by obj is
// not in the JSON form: nil pointers, lists and maps (null is dropped), and
// what omitempty/omitzero leave out.
func (g *celGen) absent(obj string, f *celField, ft *celType) (string, bool) {
	x := obj + f.path
	if f.ptr {
		return x + " == nil", true
	}
	switch ft.kind {
	case celList, celMap:
		if f.omitEmpty {
			return "len(" + x + ") == 0", true
		}
		return x + " == nil", true
	}
	if !f.omitEmpty && !f.omitZero {
		return "", true
	}
	switch ft.kind {
	case celBool:
		return "!" + x, true
	case celInt:
		return x + " == 0", true
	case celString:
		return x + ` == ""`, true
	case celDouble:
		// Both leave -0.0 out: reflect.Value.IsZero is true for it (Go 1.22).
		return x + " == 0", true
	case celObject:
		if !f.omitZero {
			return "", true
		}
		if types.NewMethodSet(ft.gt).Lookup(nil, "IsZero") != nil {
			return x + ".IsZero()", true
		}
		if types.Comparable(ft.gt) {
			return x + " == (" + g.f.TypeName(ft.gt) + "{})", true
		}
		return "", false
	}
	return "", false
}

// fieldValue is the compiled value of a present field.
func (g *celGen) fieldValue(obj string, f *celField, ft *celType) cval {
	x := obj + f.path
	if ft.kind == celObject {
		if f.ptr {
			return cval{x: x, t: ft}
		}
		return cval{x: "&" + x, t: ft}
	}
	if f.ptr {
		x = "(*" + x + ")"
	}
	return g.goValue(x, ft)
}

func (g *celGen) selectField(target *cel.Expr, name string) cval {
	obj := g.expr(target)
	if g.why != "" {
		return obj
	}
	switch obj.t.kind {
	case celObject:
		fld, ft := g.fieldOf(obj, name)
		if fld == nil {
			return g.refuse("")
		}
		test, ok := g.absent("", fld, ft)
		if !ok {
			return g.refuse("the absence of field %s in JSON is not known exactly", name)
		}
		if test == "" && obj.err == "" {
			// paren: an object held by value is &x, whose field is (&x).f.
			return g.fieldValue(paren(obj.x), fld, ft)
		}
		return g.strict(ft, []cval{obj}, func(v, e string, xs []string) bool {
			if test == "" {
				g.p("%s = %s", v, g.fieldValue(xs[0], fld, ft).x)
				return false
			}
			test, _ := g.absent(xs[0], fld, ft)
			g.p("if %s {", test)
			g.p("%s = %s.NoSuchKey(%s)", e, g.rt, strconv.Quote(name))
			g.p("} else {")
			g.p("%s = %s", v, g.fieldValue(xs[0], fld, ft).x)
			g.p("}")
			return true
		})
	case celMap:
		return g.mapGet(obj, cval{x: strconv.Quote(name), t: basicCEL(celString), lit: name})
	}
	return g.refuse("selecting .%s on a %s value is not compiled", name, obj.t.gt)
}

// mapGet is m[key] for a present map: the value or "no such key".
func (g *celGen) mapGet(m, key cval) cval {
	u := m.t.gt.Underlying().(*types.Map)
	elem := m.t.elem
	if elem.kind == celObject {
		return g.refuse("map values of object type are not compiled")
	}
	return g.strict(elem, []cval{m, key}, func(v, e string, xs []string) bool {
		item := g.tmp("item")
		ok := g.tmp("ok")
		g.p("if %s, %s := %s[%s]; %s {", item, ok, xs[0], g.goKey(u.Key(), xs[1]), ok)
		g.p("%s = %s", v, g.goValue(item, elem).x)
		g.p("} else {")
		g.p("%s = %s.NoSuchKey(%s)", e, g.rt, xs[1])
		g.p("}")
		return true
	})
}

// goKey converts a compiled string to a map's Go key type.
func (g *celGen) goKey(key types.Type, x string) string {
	if types.Identical(key, types.Typ[types.String]) {
		return x
	}
	return g.f.TypeName(key) + "(" + x + ")"
}

// has is has(target.name): presence in JSON, an error when target fails.
func (g *celGen) has(e *cel.Expr) cval {
	obj := g.expr(e.Target)
	if g.why != "" {
		return obj
	}
	switch obj.t.kind {
	case celObject:
		if fld := obj.t.lookup(e.Name); fld != nil && customJSON(fld.gt) != "" {
			return g.hasOwnJSON(obj, fld, e)
		}
		fld, ft := g.fieldOf(obj, e.Name)
		if fld == nil {
			return g.refuse("")
		}
		if nilIsNull := (fld.ptr || ft.kind == celList || ft.kind == celMap) && !fld.omitEmpty && !fld.omitZero; nilIsNull && nullableField(e) {
			// Its nil marshals to null, which a nullable field keeps: present.
			return g.refuse("has() on nullable field %s, whose nil is null, is not compiled", e.Name)
		}
		if _, ok := g.absent("", fld, ft); !ok {
			return g.refuse("the absence of field %s in JSON is not known exactly", e.Name)
		}
		return g.infallible(basicCEL(celBool), []cval{obj}, func(xs []string) string {
			test, _ := g.absent(xs[0], fld, ft)
			if test == "" {
				return "true"
			}
			return "!(" + test + ")"
		})
	case celMap:
		u := obj.t.gt.Underlying().(*types.Map)
		return g.strict(basicCEL(celBool), []cval{obj}, func(v, _ string, xs []string) bool {
			g.p("_, %s = %s[%s]", v, xs[0], g.goKey(u.Key(), strconv.Quote(e.Name)))
			return false
		})
	}
	return g.refuse("has() on a %s value is not compiled", obj.t.gt)
}

// ownJSONForms are the library types with their own JSON form whose
// presence the compiled tier decides without their value: never null, or
// null exactly when IsZero (a time), which the API server prunes from a
// field that is not nullable.
var ownJSONForms = map[string]struct{ nullWhenZero bool }{
	"k8s.io/apimachinery/pkg/api/resource.Quantity":   {},
	"k8s.io/apimachinery/pkg/util/intstr.IntOrString": {},
	"k8s.io/apimachinery/pkg/apis/meta/v1.Duration":   {},
	"k8s.io/apimachinery/pkg/apis/meta/v1.Time":       {nullWhenZero: true},
	"k8s.io/apimachinery/pkg/apis/meta/v1.MicroTime":  {nullWhenZero: true},
}

// hasOwnJSON is has(obj.f) for a field of a type with its own JSON form: its
// presence, from the Go field alone (its value stays unread).
func (g *celGen) hasOwnJSON(obj cval, f *celField, e *cel.Expr) cval {
	form, known := ownJSONForms[types.TypeString(f.gt, nil)]
	if !known {
		return g.refuse("field %s: %s", e.Name, customJSON(f.gt))
	}
	if form.nullWhenZero && nullableField(e) {
		return g.refuse("field %s: a nullable %s keeps null", e.Name, f.gt)
	}
	// A pointer is left out when nil; a time, and an omitzero value, also
	// when IsZero.
	zeroIsAbsent := form.nullWhenZero || f.omitZero && !f.ptr
	if zeroIsAbsent && types.NewMethodSet(types.NewPointer(f.gt)).Lookup(nil, "IsZero") == nil {
		return g.refuse("field %s: the absence of %s in JSON is not known exactly", e.Name, f.gt)
	}
	return g.infallible(basicCEL(celBool), []cval{obj}, func(xs []string) string {
		v := xs[0] + f.path
		switch {
		case f.ptr && zeroIsAbsent:
			return "!(" + v + " == nil || " + v + ".IsZero())"
		case f.ptr:
			return v + " != nil"
		case zeroIsAbsent:
			return "!" + v + ".IsZero()"
		}
		return "true"
	})
}

// nullableField reports a has() whose field the schema marks nullable.
func nullableField(e *cel.Expr) bool {
	if e.Target == nil || e.Target.Type == nil {
		return true // unknown: assume the worst
	}
	for _, f := range e.Target.Type.Fields {
		if f.Name == e.Name {
			return f.Type == nil || f.Type.Nullable
		}
	}
	return true
}
