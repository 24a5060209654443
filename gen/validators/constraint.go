package validators

import (
	"fmt"
	"go/types"
	"strconv"
	"strings"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/gen/tags"
)

// Field-reference bounds (KEP-5073 "Cross-Field Validation"):
// +k8s:minimum(constraint: path) and its maximum and exclusive forms bound
// an integer field by another integer field, named by a dot path of JSON
// names relative to the struct declaring the constrained field
// (`maxReplicas`, `limits.max`). The rule reads two fields, so its check is
// added to that struct, their common ancestor, and ratchets on exactly the
// two values it reads: on update it is skipped when neither changed.

// constraintArgDoc documents the argument; the payload is then omitted.
const constraintArgDoc = "dot path of another integer field"

// fieldBoundBehavior documents the constraint form of a bound tag.
func fieldBoundBehavior(relation, origin string) string {
	return "With constraint: the check runs on the struct and reports field.Invalid(path, value, \"must be " + relation +
		" <constraint path> (<its value>)\") with origin \"" + origin + "\", the path as written in the tag; it is skipped " +
		"while either field is unset (a nil pointer on the way), and on update when neither value changed."
}

// fieldStep is one field on a constraint path: its Go name and its type.
type fieldStep struct {
	name string
	typ  types.Type
}

func applyFieldBound(s *Site, t tags.Tag, fn string) error {
	arg, _ := t.Arg("constraint")
	if t.Value.Kind != tags.ValueNone {
		return Errorf(t, "+k8s:%s takes either a value or constraint:, not both; write +k8s:%s(constraint: %s)", t.Name, t.Name, arg.Value)
	}
	if s.Scope != ScopeField || s.Parent == nil || s.Field == nil {
		return Errorf(t, "+k8s:%s(constraint: ...) compares two fields of a struct, so it applies only to a struct field itself, not to %s",
			t.Name, strings.TrimPrefix(s.What, "field "))
	}
	if err := needValueType(s, t, isInteger(s.ValueType()), "integer types"); err != nil {
		return err
	}
	if s.Field.JSONName == "" {
		return Errorf(t, "%s has no JSON name to report errors at; give it one", s.What)
	}
	limit, err := resolveConstraint(s, t, arg.Value)
	if err != nil {
		return err
	}
	if len(limit) == 1 && limit[0].name == s.Field.Name {
		return Errorf(t, "constraint: %s names the field itself; name another field", arg.Value)
	}
	value := []fieldStep{{name: s.Field.Name, typ: s.Field.Var.Type()}}
	limitPath := arg.Value
	check := Check{Tag: t, Emits: []Emission{{Type: field.ErrorTypeInvalid, Origin: t.Name, Fragment: "." + s.Field.JSONName}}, Level: s.Level, Cond: append([]Condition(nil), s.Cond...), Expr: func(g Gen) string {
		bound := g.Runtime() + ".FieldBound[" + g.TypeName(Deref(value[0].typ)) + ", " + g.TypeName(Deref(limit[len(limit)-1].typ)) + "]"
		read := g.Func("boundOf_"+s.Owner+"_"+s.FieldName+"_"+identifier(limitPath),
			"reads "+s.Field.JSONName+" and "+limitPath+" for "+t.Text+".", fieldBoundDecl(g, s.Parent.ValueType(), bound, value, limit))
		old := bound + "{}"
		if g.Old() != "nil" {
			old = read + "(" + g.Old() + ")"
		}
		return call(g, fn, strconv.Quote(s.Field.JSONName), strconv.Quote(limitPath), g.Update(), read+"("+g.Ptr()+")", old)
	}}
	s.Parent.V.Checks = append(s.Parent.V.Checks, check)
	return nil
}

// resolveConstraint follows a dot path of JSON names from the struct that
// declares site s and returns the fields on the way; the last one must be
// an integer (or a pointer to one), the others structs or struct pointers.
func resolveConstraint(s *Site, t tags.Tag, path string) ([]fieldStep, error) {
	if path == "" {
		return nil, Errorf(t, "constraint: needs the JSON name of another field, e.g. constraint: maxReplicas")
	}
	var steps []fieldStep
	at := s.Parent.ValueType()
	where := s.Parent.What
	names := strings.Split(path, ".")
	for i, name := range names {
		if name == "" {
			return nil, Errorf(t, "constraint: %q has an empty step; write JSON names separated by single dots, e.g. limits.max", path)
		}
		if _, isStruct := Deref(at).Underlying().(*types.Struct); !isStruct {
			return nil, Errorf(t, "constraint: %s: %s has type %s, which is not a struct; a constraint path steps only through struct fields",
				path, where, typeString(at))
		}
		f, known := jsonField(at, name)
		if f == nil {
			msg := fmt.Sprintf("constraint: %s: %s has no field with JSON name %q", path, where, name)
			if near := tags.Suggest(name, known); near != "" {
				return nil, Errorf(t, "%s; did you mean %q?", msg, near)
			}
			return nil, Errorf(t, "%s; its fields are: %s", msg, strings.Join(known, ", "))
		}
		steps = append(steps, fieldStep{name: f.Name(), typ: f.Type()})
		at, where = f.Type(), "field "+strings.Join(names[:i+1], ".")
	}
	if !isInteger(Deref(at)) {
		return nil, Errorf(t, "constraint: %s has type %s; +k8s:%s compares integers, so the constraint must be an integer field (or a pointer to one)",
			path, typeString(at), t.Name)
	}
	return steps, nil
}

// fieldBoundDecl renders the function that reads a field bound from one
// object: both values, or an unset bound when a pointer on either path is nil.
func fieldBoundDecl(g Gen, parent types.Type, bound string, value, limit []fieldStep) string {
	var b strings.Builder
	fmt.Fprintf(&b, "(obj %s) (b %s) {\nif obj == nil {\nreturn b\n}\n", g.TypeName(types.NewPointer(parent)), bound)
	v := readSteps(&b, value)
	l := readSteps(&b, limit)
	fmt.Fprintf(&b, "return %s{Value: %s, Limit: %s, Set: true}\n}", bound, v, l)
	return b.String()
}

// readSteps writes the nil checks along steps, starting at obj, and returns
// the expression of the integer at the end. A selector dereferences one
// pointer by itself, so only the other levels are written out.
func readSteps(b *strings.Builder, steps []fieldStep) string {
	expr := "obj"
	for i, st := range steps {
		expr += "." + st.name
		last := i == len(steps)-1
		t := st.typ
		for {
			pt, ok := types.Unalias(t).(*types.Pointer)
			if !ok {
				break
			}
			fmt.Fprintf(b, "if %s == nil {\nreturn b\n}\n", expr)
			t = pt.Elem()
			if _, more := types.Unalias(t).(*types.Pointer); more || last {
				expr = "(*" + expr + ")"
			}
		}
	}
	return expr
}
