package emit

import (
	"go/types"
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// jsonKeys renders the number of keys in the JSON of the struct value
// base (validators.ArgJSONKeys): one boolean test per key, counted by the
// runtime, so a valid object allocates nothing.
func (g *fn) jsonKeys(a validators.ArgJSONKeys, base string) string {
	tests := make([]string, len(a.Keys))
	for i, k := range a.Keys {
		expr := base
		for _, v := range k.Fields {
			expr += "." + v.Name()
		}
		t := k.Fields[len(k.Fields)-1].Type()
		switch k.Present {
		case validators.KeyAlways:
			tests[i] = "true"
		case validators.KeyNotNil:
			tests[i] = expr + " != nil"
		case validators.KeyNotEmpty:
			tests[i] = g.jsonNotEmpty(t, expr)
		case validators.KeyNotZero:
			tests[i] = g.jsonNotZero(t, expr)
		case validators.KeyNotEmptyNotZero:
			tests[i] = "(" + g.jsonNotEmpty(t, expr) + ") && (" + g.jsonNotZero(t, expr) + ")"
		default:
			return g.f.unknown(k)
		}
	}
	return g.rt() + ".CountTrue(" + strings.Join(tests, ", ") + ")"
}

// jsonNotEmpty is encoding/json's test of a value omitempty writes.
func (g *fn) jsonNotEmpty(t types.Type, expr string) string {
	test, ok := g.f.setTest(t, expr)
	if !ok {
		return g.f.unknown(t)
	}
	return test
}

// jsonNotZero is encoding/json's test of a value omitzero writes: not
// nil, its IsZero method when it has one, else not the zero value.
func (g *fn) jsonNotZero(t types.Type, expr string) string {
	switch t.Underlying().(type) {
	case *types.Pointer:
		if hasIsZero(t) {
			return expr + " != nil && !" + expr + ".IsZero()"
		}
		return expr + " != nil"
	case *types.Slice, *types.Map, *types.Interface:
		return expr + " != nil"
	}
	if hasIsZero(t) || hasIsZero(types.NewPointer(t)) {
		return "!" + expr + ".IsZero()"
	}
	// A struct or array == cannot compare: reflect's zero test, which is
	// encoding/json's for omitzero.
	return g.f.structSet(t, expr)
}

// hasIsZero reports whether t has an IsZero() bool method.
func hasIsZero(t types.Type) bool {
	obj, _, _ := types.LookupFieldOrMethod(t, false, nil, "IsZero")
	fn, ok := obj.(*types.Func)
	if !ok {
		return false
	}
	sig := fn.Type().(*types.Signature)
	if sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return false
	}
	b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}
