package emit

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/kubedv/kubedv/gen/cel"
)

// CEL's == on objects and on lists of objects, compiled. Two objects of the
// API server's CEL are equal when their JSON forms have the same properties
// with equal values; a list inside compares as its own
// x-kubernetes-list-type says (atomic in order, set as a set), which the
// schema type of the operand gives: the Go type alone does not say it.

// equalKind says how the compiled tier compares two values of a property.
type equalKind uint8

const (
	eqScalar     equalKind = iota + 1 // Go's ==
	eqObject                          // the object's generated equality
	eqScalarList                      // atomic list of scalars, in order
	eqScalarSet                       // set list of scalars
	eqObjectList                      // atomic list of objects, in order
	eqScalarMap                       // map of scalars
)

// equality is how the values of t (at schema type st) compare, or why
// their equality is not compiled. It resolves the fields' types of objects
// on the way; seen breaks recursion.
func (g *celGen) equality(t *celType, st *cel.Type, seen map[types.Type]bool) (equalKind, string) {
	scalar := func(k celKind) bool { return k == celBool || k == celInt || k == celDouble || k == celString }
	switch {
	case scalar(t.kind):
		return eqScalar, ""
	case t.kind == celList && st != nil && t.elem != nil:
		switch lt := st.ListType; {
		case scalar(t.elem.kind) && (lt == "" || lt == "atomic"):
			return eqScalarList, ""
		case scalar(t.elem.kind) && lt == "set":
			return eqScalarSet, ""
		case t.elem.kind == celObject && (lt == "" || lt == "atomic"):
			if why := g.objectEquality(t.elem, st.Elem, seen); why != "" {
				return 0, why
			}
			return eqObjectList, ""
		}
		return 0, "a list of type " + st.ListType + " of " + t.elem.gt.String()
	case t.kind == celMap && t.elem != nil && scalar(t.elem.kind):
		return eqScalarMap, ""
	case t.kind == celObject:
		if why := g.objectEquality(t, st, seen); why != "" {
			return 0, why
		}
		return eqObject, ""
	}
	return 0, "values of " + t.gt.String()
}

// objectEquality says why the equality of objects of type t is not
// compiled, "" when it is.
func (g *celGen) objectEquality(t *celType, st *cel.Type, seen map[types.Type]bool) string {
	if seen[t.gt] {
		return ""
	}
	seen[t.gt] = true
	for _, f := range t.fields {
		ft, why := g.types.field(f)
		if why != "" {
			return "field " + f.json + ": " + why
		}
		if _, ok := g.absent("", f, ft); !ok {
			return "the absence of field " + f.json + " in JSON is not known exactly"
		}
		if _, why := g.equality(ft, schemaField(st, f.json), seen); why != "" {
			return "field " + f.json + ": " + why
		}
	}
	return ""
}

// schemaField is the schema type of an object's property, nil when unknown.
func schemaField(st *cel.Type, name string) *cel.Type {
	if st == nil {
		return nil
	}
	for _, f := range st.Fields {
		if f.Name == name {
			return f.Type
		}
	}
	return nil
}

// objectEqual is == or != on two objects of one Go type, or on two atomic
// lists of such objects; st is the left operand's schema type, which
// decides (cel-go calls the left operand's Equal).
func (g *celGen) objectEqual(name string, a, b cval, st *cel.Type) cval {
	kind, why := g.equality(a.t, st, map[types.Type]bool{})
	if why != "" {
		return g.refuse("%s on (%s, %s) is not compiled: %s", name, a.t.gt, b.t.gt, why)
	}
	not := map[string]string{"_==_": "", "_!=_": "!"}[name]
	return g.infallible(basicCEL(celBool), []cval{a, b}, func(xs []string) string {
		return not + g.equalExpr(kind, a.t, st, xs[0], xs[1])
	})
}

// equalExpr is the Go test that values x and y of t compare equal in CEL,
// as equality found them to (objects are pointers, the rest values).
func (g *celGen) equalExpr(kind equalKind, t *celType, st *cel.Type, x, y string) string {
	switch kind {
	case eqScalar:
		return x + " == " + y
	case eqObject:
		return g.objectEqualFunc(t, st) + "(" + x + ", " + y + ")"
	case eqScalarList:
		return g.rt + ".EqualScalarList(" + x + ", " + y + ")"
	case eqScalarSet:
		return g.rt + ".EqualSetList(" + x + ", " + y + ")"
	case eqObjectList:
		return g.rt + ".EqualList(" + x + ", " + y + ", " + g.objectEqualFunc(t.elem, st.Elem) + ")"
	default: // eqScalarMap
		return g.rt + ".EqualScalarMap(" + x + ", " + y + ")"
	}
}

// valueDecidesAbsence reports a scalar field left out of JSON exactly when
// its value is the zero value under Go's == (-0.0 included), so that equal
// values are both present or both absent. Not so for pointers: nil and a
// pointer to zero differ.
func valueDecidesAbsence(f *celField) bool {
	switch f.t.kind {
	case celBool, celInt, celDouble, celString:
		return !f.ptr
	}
	return false
}

// objectEqualFunc names a generated func(a, b *T) bool, CEL's equality of
// two objects of type t, which equality accepted: per property, both
// absent, or both present with equal values. A Go struct's properties
// have one schema wherever it is used, so one function serves every site.
func (g *celGen) objectEqualFunc(t *celType, st *cel.Type) string {
	name, isNew := g.f.helperName("celEqual_", t.gt, "")
	if !isNew {
		return name
	}
	var terms []string
	for _, f := range t.fields {
		fst := schemaField(st, f.json)
		kind, _ := g.equality(f.t, fst, map[types.Type]bool{})
		eq := g.equalExpr(kind, f.t, fst, g.fieldValue("a", f, f.t).x, g.fieldValue("b", f, f.t).x)
		absentA, _ := g.absent("a", f, f.t)
		if absentA == "" || valueDecidesAbsence(f) {
			terms = append(terms, eq)
			continue
		}
		absentB, _ := g.absent("b", f, f.t)
		terms = append(terms, fmt.Sprintf("(%s) == (%s) && (%s || %s)", absentA, absentB, absentA, paren(eq)))
	}
	if len(terms) == 0 {
		terms = []string{"true"}
	}
	fmt.Fprintf(&g.f.tail, "// %s is CEL's == on two %s objects as the API server compares their JSON forms.\nfunc %s(a, b *%s) bool {\nreturn %s\n}\n\n",
		name, g.f.TypeName(t.gt), name, g.f.TypeName(t.gt), strings.Join(terms, " &&\n"))
	return name
}
