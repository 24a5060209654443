package defaultergen

import (
	"encoding/json"
	"go/types"
	"reflect"
	"strings"

	"github.com/kubedv/kubedv/gen/defaulttag"
)

// zeroValues are the JSON forms of the zero values of the types a +default
// equal to the zero value is ignored for (keyed by the field's type as
// written: named types are never listed, so their defaults always apply).
var zeroValues = map[string]any{
	"uint": 0., "uint8": 0., "uint16": 0., "uint32": 0., "uint64": 0.,
	"int": 0., "int8": 0., "int16": 0., "int32": 0., "int64": 0.,
	"byte": 0., "float64": 0., "float32": 0., "bool": false,
	"time.Time": "", "string": "", "integer": 0., "number": 0., "boolean": false,
	"[]byte": "", "interface{}": nil,
}

// zeroLiterals are the Go spellings of the zero values of basic types, for
// the "is it unset" comparison of non-pointer primitives.
var zeroLiterals = map[string]string{
	"uint": "0", "uint8": "0", "uint16": "0", "uint32": "0", "uint64": "0",
	"int": "0", "int8": "0", "int16": "0", "int32": "0", "int64": "0",
	"byte": "0", "float64": "0", "float32": "0", "bool": "false", "string": `""`,
}

func isZeroValue(typeName string, v any) bool {
	zero, ok := zeroValues[typeName]
	return ok && reflect.DeepEqual(v, zero)
}

func decodeJSON(s string) (any, error) {
	var v any
	err := json.Unmarshal([]byte(s), &v)
	return v, err
}

// parseRef splits ref(<pkg path>.<Name>) or ref(<Name>); a bare name is
// in pkg.
func parseRef(s, pkg string) (string, string, bool) {
	refPkg, name, ok := defaulttag.ParseRef(s)
	if refPkg == "" {
		refPkg = pkg
	}
	return refPkg, name, ok
}

// checkDefault returns why the code for spec on a value of type t would
// not compile or would fail at run time, "" when it is fine.
func (g *generator) checkDefault(spec defaultSpec, t types.Type) string {
	if !spec.primitive {
		if spec.refName != "" {
			return "ref() needs a value of a basic type (string, bool or a number), behind any pointers and aliases; write the value as JSON instead"
		}
		switch kindOf(t) {
		case kindPointer, kindSlice, kindMap:
			return ""
		case kindAlias:
			if k := kindOf(t.Underlying()); k == kindSlice || k == kindMap {
				return ""
			}
		}
		if _, ok := t.Underlying().(*types.Interface); ok || spec.zeroStruct {
			return ""
		}
		return "a non-pointer struct or array is always present, so its default could never apply (KEP-1929 forbids it); make the field a pointer, or put the defaults on the fields of the struct"
	}
	basic, _ := spec.base.Underlying().(*types.Basic)
	if basic == nil {
		return "unsupported type"
	}
	if spec.refName != "" {
		return g.checkRef(spec, basic)
	}
	v, _ := decodeJSON(spec.inline)
	info := basic.Info()
	switch v := v.(type) {
	case string:
		if info&types.IsString == 0 {
			return "a JSON string needs a string type; write a value of type " + basic.Name()
		}
		if strings.Contains(spec.inline, `\/`) {
			return `Go has no \/ escape; write / in the JSON string`
		}
	case bool:
		if info&types.IsBoolean == 0 {
			return "true/false needs a bool type; write a value of type " + basic.Name()
		}
	case float64:
		switch {
		case info&types.IsNumeric == 0:
			return "a number needs a numeric type; write a value of type " + basic.Name()
		case info&types.IsInteger != 0 && v != float64(int64(v)):
			return "an integer type needs a whole number"
		}
	default:
		return "a " + basic.Name() + " needs a single JSON " + jsonKindFor(info) + ", not null, an array or an object"
	}
	if _, ok := zeroLiterals[basic.Name()]; !ok && len(pointerPath(t)) == 0 {
		return "no zero value is known for " + basic.Name() + "; use a pointer or one of the basic types"
	}
	return ""
}

func jsonKindFor(info types.BasicInfo) string {
	switch {
	case info&types.IsString != 0:
		return "string"
	case info&types.IsBoolean != 0:
		return "true or false"
	}
	return "number"
}

// checkRef makes sure ref(pkg.Name) names a constant or variable the
// generated file can use.
func (g *generator) checkRef(spec defaultSpec, basic *types.Basic) string {
	pkg := spec.refPkg
	if pkg == "" {
		pkg = g.outputPkg
	}
	p, err := g.w.pkg(pkg)
	if err != nil {
		return "ref(): package " + pkg + " is not among the loaded packages; import it from the package that declares the type, or write the value as JSON"
	}
	obj := p.types.Scope().Lookup(spec.refName)
	if obj != nil && g.w.hiddenPos(obj.Pos()) {
		obj = nil
	}
	switch obj.(type) {
	case *types.Const, *types.Var:
	default:
		return "ref(): " + pkg + " has no constant or variable " + spec.refName
	}
	if !exported(spec.refName) && pkg != g.outputPkg {
		return "ref(): " + spec.refName + " is not exported"
	}
	from, _ := obj.Type().Underlying().(*types.Basic)
	if !types.ConvertibleTo(obj.Type(), basic) || from == nil || (from.Info()&types.IsString == 0) != (basic.Info()&types.IsString == 0) {
		return "ref(): " + spec.refName + " has type " + typeString(obj.Type()) + ", which does not convert to " + basic.Name()
	}
	return ""
}
