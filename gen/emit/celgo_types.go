package emit

import (
	"go/types"
	"reflect"
	"strings"
)

// The CEL value a Go type has in its JSON form, as the compiled tier sees
// it. Only the types whose JSON form the translator knows exactly are
// described; anything else (custom marshalers, int-or-string, quantities,
// times, bytes, floats of 32 bits, uint64, embedded pointers, ...) makes
// the rule interpreted.

type celKind uint8

const (
	celBool celKind = iota + 1
	celInt
	celDouble
	celString
	celList
	celMap
	celObject
	celDuration // a duration() value: time.Duration
)

// celType is a Go type seen as a CEL value.
type celType struct {
	kind celKind
	gt   types.Type // the Go type (not a pointer)
	elem *celType   // list items, map values
	// ptrElems: list items or map values are pointers (*T in []*T):
	// rejected for now, kept to say why.
	fields []*celField // objects, in JSON order
}

// celField is one JSON property of a Go struct.
type celField struct {
	json      string
	path      string // Go selector from the struct value, e.g. ".Spec.Name" through inlined structs
	gt        types.Type
	ptr       bool // the Go field is a pointer: nil is absent
	omitEmpty bool
	omitZero  bool
	t         *celType // nil until resolved (recursive types)
}

// celTypes describes Go types as CEL values, once each (recursive types
// refer to themselves).
type celTypes struct {
	seen map[types.Type]*celType
}

// of describes t, or returns why its JSON form is not translated.
func (c *celTypes) of(t types.Type) (*celType, string) {
	if c.seen == nil {
		c.seen = map[types.Type]*celType{}
	}
	if ct, ok := c.seen[t]; ok {
		return ct, ""
	}
	if why := customJSON(t); why != "" {
		return nil, why
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Kind() == types.Bool:
			return c.remember(t, &celType{kind: celBool, gt: t}), ""
		case u.Kind() == types.String:
			return c.remember(t, &celType{kind: celString, gt: t}), ""
		case u.Kind() == types.Float64:
			return c.remember(t, &celType{kind: celDouble, gt: t}), ""
		case u.Info()&types.IsInteger != 0 && u.Kind() != types.Uint64 && u.Kind() != types.Uint && u.Kind() != types.Uintptr:
			return c.remember(t, &celType{kind: celInt, gt: t}), ""
		}
		return nil, "Go type " + t.String() + " has no exact CEL form in the compiled tier"
	case *types.Slice:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte {
			return nil, "bytes ([]byte, format byte) are not compiled"
		}
		if _, ok := u.Elem().(*types.Pointer); ok {
			return nil, "lists of pointers are not compiled"
		}
		return c.container(t, celList, u.Elem())
	case *types.Map:
		if k, ok := u.Key().Underlying().(*types.Basic); !ok || k.Kind() != types.String {
			return nil, "maps without string keys are not compiled"
		}
		if _, ok := u.Elem().(*types.Pointer); ok {
			return nil, "maps of pointers are not compiled"
		}
		return c.container(t, celMap, u.Elem())
	case *types.Struct:
		ct := c.remember(t, &celType{kind: celObject, gt: t})
		fields, why := jsonFields(u, "")
		if why != "" {
			delete(c.seen, t)
			return nil, why
		}
		ct.fields = fields
		return ct, ""
	}
	return nil, "Go type " + t.String() + " has no exact CEL form in the compiled tier"
}

func (c *celTypes) remember(t types.Type, ct *celType) *celType {
	c.seen[t] = ct
	return ct
}

// field resolves the CEL type of f.
func (c *celTypes) field(f *celField) (*celType, string) {
	if f.t != nil {
		return f.t, ""
	}
	t, why := c.of(f.gt)
	f.t = t
	return t, why
}

// lookup finds the property an object type's CEL field name selects: the
// JSON name as the API server escapes it for CEL (namespace is
// __namespace__, a-b is a__dash__b).
func (ct *celType) lookup(name string) *celField {
	for _, f := range ct.fields {
		if escaped, ok := celEscape(f.json); ok && escaped == name {
			return f
		}
	}
	return nil
}

// celReserved are the names CEL reserves, which the API server escapes as
// __name__ (k8s.io/apiserver/pkg/cel escaping).
var celReserved = map[string]bool{"true": true, "false": true, "null": true, "in": true, "as": true, "break": true, "const": true,
	"continue": true, "else": true, "for": true, "function": true, "if": true, "import": true, "let": true, "loop": true,
	"package": true, "namespace": true, "return": true, "var": true, "void": true, "while": true}

// celEscape is the CEL name of a JSON property; ok is false when CEL cannot
// name it.
func celEscape(name string) (string, bool) {
	if name == "" || '0' <= name[0] && name[0] <= '9' {
		return "", false
	}
	if celReserved[name] {
		return "__" + name + "__", true
	}
	var b strings.Builder
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c == '_' && i+1 < len(name) && name[i+1] == '_':
			b.WriteString("__underscores__")
			i++
		case c == '.':
			b.WriteString("__dot__")
		case c == '-':
			b.WriteString("__dash__")
		case c == '/':
			b.WriteString("__slash__")
		case c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9':
			b.WriteByte(c)
		default:
			return "", false
		}
	}
	return b.String(), true
}

// customJSON says why a type whose JSON form is its own (a MarshalJSON or
// MarshalText method, such as metav1.Time, resource.Quantity or
// intstr.IntOrString) is not translated.
func customJSON(t types.Type) string {
	for _, recv := range []types.Type{t, types.NewPointer(t)} {
		ms := types.NewMethodSet(recv)
		for _, m := range []string{"MarshalJSON", "MarshalText"} {
			if ms.Lookup(nil, m) != nil {
				return "Go type " + t.String() + " has its own JSON form (" + m + ")"
			}
		}
	}
	return ""
}

// jsonFields lists a struct's JSON properties as encoding/json writes them:
// json tag names, "-" skipped, anonymous struct fields without a name
// inlined.
func jsonFields(s *types.Struct, path string) ([]*celField, string) {
	var out []*celField
	for i := 0; i < s.NumFields(); i++ {
		v := s.Field(i)
		tag := reflect.StructTag(s.Tag(i)).Get("json")
		name, opts, _ := strings.Cut(tag, ",")
		if name == "-" && opts == "" {
			continue
		}
		if !v.Exported() && !v.Embedded() {
			continue
		}
		if v.Embedded() && name == "" {
			if _, ok := v.Type().(*types.Pointer); ok {
				return nil, "embedded pointer " + v.Name() + " is not compiled"
			}
			inner, ok := v.Type().Underlying().(*types.Struct)
			if !ok {
				return nil, "embedded non-struct " + v.Name() + " is not compiled"
			}
			if why := customJSON(v.Type()); why != "" {
				return nil, why
			}
			sub, why := jsonFields(inner, path+"."+v.Name())
			if why != "" {
				return nil, why
			}
			out = append(out, sub...)
			continue
		}
		if !v.Exported() {
			continue
		}
		if name == "" {
			name = v.Name()
		}
		if hasOpt(opts, "string") {
			return nil, "field " + v.Name() + " uses the json ,string option"
		}
		f := &celField{json: name, path: path + "." + v.Name(), gt: v.Type(), omitEmpty: hasOpt(opts, "omitempty"), omitZero: hasOpt(opts, "omitzero")}
		if p, ok := v.Type().(*types.Pointer); ok {
			f.ptr, f.gt = true, p.Elem()
			if _, ok := f.gt.(*types.Pointer); ok {
				return nil, "field " + v.Name() + " is a pointer to a pointer"
			}
		}
		out = append(out, f)
	}
	// encoding/json drops duplicate names at the same depth; the schema
	// would be ambiguous, so refuse rather than guess.
	seen := map[string]bool{}
	for _, f := range out {
		if seen[f.json] {
			return nil, "two fields are named " + f.json + " in JSON"
		}
		seen[f.json] = true
	}
	return out, ""
}

func hasOpt(opts, want string) bool {
	for _, o := range strings.Split(opts, ",") {
		if o == want {
			return true
		}
	}
	return false
}

// container is the CEL type of list or map t whose items are elem; t is
// remembered first, so recursive types end.
func (c *celTypes) container(t types.Type, kind celKind, elem types.Type) (*celType, string) {
	ct := c.remember(t, &celType{kind: kind, gt: t})
	e, why := c.of(elem)
	if why != "" {
		delete(c.seen, t)
		return nil, why
	}
	ct.elem = e
	return ct, ""
}
