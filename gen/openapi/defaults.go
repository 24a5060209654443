package openapi

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
		g.pf("Default: %s,\n", g.im.ref(ref[0], ref[1]))
	}
	return nil
}

// defaultFromComments returns the JSON default or the [package, name] of
// a ref() default.
func (g *defWriter) defaultFromComments(lines []string, commentPkg string, t types.Type) (any, []string, error) {
	var tag string
	for {
		var err error
		if tag, err = singleTag(lines, "default"); err != nil {
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
