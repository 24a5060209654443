package openapigen

import (
	"encoding/json"
	"fmt"
	"go/types"
	"reflect"
	"regexp"
	"strings"
)

// defaultValue writes a property's default: the +default tag of the
// field, else of its type (through pointers and named types), a JSON
// value or ref(Name); a field that is neither a pointer nor omitempty
// gets its type's zero value, and a default that contradicts it is an
// error.
func (g *defWriter) defaultValue(m member, parent types.Type) error {
	def, ref, err := g.defaultFromComments(m.comments, pkgOf(parent), m.typ)
	if err != nil {
		return err
	}
	enforced, err := mustEnforceDefault(m.typ, hasOmitEmpty(m), g.u)
	if err != nil {
		return err
	}
	if enforced != nil {
		if def == nil {
			def = enforced
		} else if !reflect.DeepEqual(def, enforced) {
			b, _ := json.Marshal(enforced)
			return fmt.Errorf("invalid default value (%#v) for non-pointer/non-omitempty. If specified, must be: %v", def, string(b))
		}
	}
	switch {
	case def != nil:
		g.pf("Default: %#v,\n", def)
	case ref != nil:
		if err := g.checkRef(ref); err != nil {
			return positionedError{fmt.Errorf("%s: %s.%s: %v", g.u.fset.Position(m.pos), typeString(parent), m.name, err)}
		}
		g.pf("Default: %s,\n", g.im.ref(ref[0], ref[1]))
	}
	return nil
}

// positionedError is one of ours, where upstream has none: it is not
// wrapped in upstream's text.
type positionedError struct{ error }

// checkRef: a +default=ref(Name) names an exported constant or variable
// of a loaded package. Upstream writes any name, and its generated file
// does not compile; a package that was not loaded is not checked.
func (g *defWriter) checkRef(ref []string) error {
	pkg := g.u.loaded[ref[0]]
	if pkg == nil {
		return nil
	}
	switch obj := pkg.Scope().Lookup(ref[1]); obj.(type) {
	case *types.Const, *types.Var:
		if !obj.Exported() && ref[0] != g.im.local {
			return fmt.Errorf("+default=ref(%s) names the unexported %s, which the generated package cannot use; export it", ref[1], obj.Name())
		}
		return nil
	case nil:
		return fmt.Errorf("+default=ref(%s): package %s has no constant or variable %s; name one that exists (ref(Name) or ref(import/path.Name))", ref[1], ref[0], ref[1])
	default:
		return fmt.Errorf("+default=ref(%s) names a %s, not a constant or variable; name the value to default to", ref[1], objectKind(obj))
	}
}

func objectKind(obj types.Object) string {
	switch obj.(type) {
	case *types.TypeName:
		return "type"
	case *types.Func:
		return "function"
	}
	return "declaration"
}

// defaultFromComments returns the JSON default or the [package, name] of
// a ref() default.
func (g *defWriter) defaultFromComments(lines []string, commentPkg string, t types.Type) (any, []string, error) {
	var tag string
	for {
		var err error
		if tag, err = g.u.singleTag(lines, "default"); err != nil {
			return nil, nil, err
		}
		if t == nil || tag != "" {
			break
		}
		lines, commentPkg = g.u.typeComments(t), pkgOf(t)
		switch kindOf(t) {
		case kPointer:
			t = elemOf(t)
		case kAlias:
			t = underlyingOf(t)
		default:
			t = nil
		}
	}
	if tag == "" {
		return nil, nil, nil
	}
	if ref, ok := symbolReference(tag, commentPkg); ok {
		return nil, ref, nil
	}
	var v any
	if err := json.Unmarshal([]byte(tag), &v); err != nil {
		return nil, nil, fmt.Errorf("failed to unmarshal default: %v", err)
	}
	return v, nil, nil
}

var refPattern = regexp.MustCompile(`^ref\(([^"]+)\)$`)

func isSymbolReference(s string) bool {
	m := refPattern.FindStringSubmatch(s)
	return m != nil && m[1] != ""
}

// symbolReference parses ref(Name) or ref(import/path.Name).
func symbolReference(s, sourcePkg string) ([]string, bool) {
	m := refPattern.FindStringSubmatch(s)
	if m == nil || m[1] == "" {
		return nil, false
	}
	parts := strings.Split(m[1], ".")
	pkg, name := strings.Join(parts[:len(parts)-1], "."), parts[len(parts)-1]
	if pkg == "" {
		pkg = sourcePkg
	}
	return []string{pkg, name}, true
}

// mustEnforceDefault is the default the JSON decoder effectively gives a
// field that is always serialized, or nil.
func mustEnforceDefault(t types.Type, omitEmpty bool, u *universe) (any, error) {
	if implementsCustomUnmarshalling(t) {
		return nil, nil
	}
	switch k := kindOf(t); k {
	case kAlias:
		return mustEnforceDefault(underlyingOf(t), omitEmpty, u)
	case kPointer, kMap, kSlice, kArray, kInterface:
		return nil, nil
	case kStruct:
		if ms := u.members(t); len(ms) == 1 && ms[0].embedded {
			return mustEnforceDefault(ms[0].typ, omitEmpty, u)
		}
		return map[string]any{}, nil
	case kBuiltin:
		if omitEmpty {
			return nil, nil
		}
		if zero, ok := zeroValue(typeString(t)); ok {
			return zero, nil
		}
		return nil, fmt.Errorf("please add type %v to getOpenAPITypeFormat function", typeString(t))
	default:
		return nil, fmt.Errorf("not sure how to enforce default for %v", k)
	}
}
