package cel

import (
	"fmt"
	"strings"
)

// Shared instances of the types without parameters.
var (
	DynType       = &Type{Kind: Dyn}
	NullType      = &Type{Kind: Null}
	BoolType      = &Type{Kind: Bool}
	IntType       = &Type{Kind: Int}
	UintType      = &Type{Kind: Uint}
	DoubleType    = &Type{Kind: Double}
	StringType    = &Type{Kind: String}
	BytesType     = &Type{Kind: Bytes}
	DurationType  = &Type{Kind: Duration}
	TimestampType = &Type{Kind: Timestamp}
	ErrorType     = &Type{Kind: Error}
	typeOfType    = &Type{Kind: TypeKind} // "type" without a parameter
)

// ListOf is list(elem).
func ListOf(elem *Type) *Type { return &Type{Kind: List, Elem: elem} }

// MapOf is map(key, val).
func MapOf(key, val *Type) *Type { return &Type{Kind: Map, Key: key, Elem: val} }

// OptionalOf is optional_type(t).
func OptionalOf(t *Type) *Type { return &Type{Kind: Optional, Elem: t} }

func typeParam(name string) *Type { return &Type{Kind: TypeParam, Name: name} }
func typeOf(t *Type) *Type        { return &Type{Kind: TypeKind, Elem: t} }

// params lists a type's parameters in cel-go's order.
func (t *Type) params() []*Type {
	switch t.Kind {
	case List, Optional:
		return []*Type{t.Elem}
	case Map:
		return []*Type{t.Key, t.Elem}
	case TypeKind:
		if t.Elem != nil {
			return []*Type{t.Elem}
		}
	case Opaque:
		return t.Params
	}
	return nil
}

// withParams rebuilds t with new parameters (same kind and name).
func (t *Type) withParams(ps []*Type) *Type {
	switch t.Kind {
	case List:
		return ListOf(ps[0])
	case Optional:
		return OptionalOf(ps[0])
	case Map:
		return MapOf(ps[0], ps[1])
	case TypeKind:
		if len(ps) == 0 {
			return t
		}
		return typeOf(ps[0])
	case Opaque:
		return &Type{Kind: Opaque, Name: t.Name, Params: ps}
	}
	return t
}

// typeName is cel-go's TypeName for the kinds that compare by name.
func (t *Type) typeName() string {
	switch t.Kind {
	case Object, Opaque, TypeParam:
		return t.Name
	case Optional:
		return "optional_type"
	}
	return ""
}

// exact is cel-go's IsExactType: same kind, name and parameters.
func exact(a, b *Type) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil || a.Kind != b.Kind || a.typeName() != b.typeName() {
		return false
	}
	pa, pb := a.params(), b.params()
	if len(pa) != len(pb) {
		return false
	}
	for i := range pa {
		if !exact(pa[i], pb[i]) {
			return false
		}
	}
	return true
}

// String spells the type as cel-go's error messages do.
func (t *Type) String() string {
	if t == nil {
		return "<nil>"
	}
	join := func(ps []*Type) string {
		var s []string
		for _, p := range ps {
			s = append(s, p.String())
		}
		return strings.Join(s, ", ")
	}
	switch t.Kind {
	case Dyn:
		return "dyn"
	case Null:
		return "null_type"
	case Bool:
		return "bool"
	case Int:
		return "int"
	case Uint:
		return "uint"
	case Double:
		return "double"
	case String:
		return "string"
	case Bytes:
		return "bytes"
	case Duration:
		return "google.protobuf.Duration"
	case Timestamp:
		return "google.protobuf.Timestamp"
	case List:
		return "list(" + t.Elem.String() + ")"
	case Map:
		return "map(" + join(t.params()) + ")"
	case Object, TypeParam:
		return t.Name
	case TypeKind:
		if t.Elem == nil {
			return "type"
		}
		return "type(" + t.Elem.String() + ")"
	case Optional:
		return "optional_type(" + t.Elem.String() + ")"
	case Opaque:
		if len(t.Params) == 0 {
			return t.Name
		}
		return t.Name + "(" + join(t.Params) + ")"
	case Error:
		return "*error*"
	}
	return fmt.Sprintf("kind%d", t.Kind)
}

// parseTypeSpec reads the declaration table's type syntax: int, list(T),
// map(K,V), type(T), optional_type(T), name() for opaque types, struct:name,
// ~A for type parameters.
func parseTypeSpec(s string) *Type {
	t, rest := parseTypeSpecPrefix(s)
	if rest != "" {
		panic("bad type spec " + s)
	}
	return t
}

func parseTypeSpecPrefix(s string) (*Type, string) {
	name := s
	i := strings.IndexAny(s, "(,)")
	if i >= 0 {
		name = s[:i]
	}
	rest := s[len(name):]
	var ps []*Type
	hasParens := strings.HasPrefix(rest, "(")
	if hasParens {
		rest = rest[1:]
		for !strings.HasPrefix(rest, ")") {
			var p *Type
			p, rest = parseTypeSpecPrefix(rest)
			ps = append(ps, p)
			rest = strings.TrimPrefix(rest, ",")
		}
		rest = rest[1:]
	}
	switch {
	case strings.HasPrefix(name, "~"):
		return typeParam(name[1:]), rest
	case strings.HasPrefix(name, "struct:"):
		return &Type{Kind: Object, Name: name[len("struct:"):]}, rest
	}
	switch name {
	case "dyn":
		return DynType, rest
	case "null_type":
		return NullType, rest
	case "bool":
		return BoolType, rest
	case "int":
		return IntType, rest
	case "uint":
		return UintType, rest
	case "double":
		return DoubleType, rest
	case "string":
		return StringType, rest
	case "bytes":
		return BytesType, rest
	case "duration":
		return DurationType, rest
	case "timestamp":
		return TimestampType, rest
	case "list":
		return ListOf(ps[0]), rest
	case "map":
		return MapOf(ps[0], ps[1]), rest
	case "type":
		if len(ps) == 0 {
			return typeOfType, rest
		}
		return typeOf(ps[0]), rest
	case "optional_type":
		return OptionalOf(ps[0]), rest
	}
	if !hasParens {
		panic("bad type spec " + s)
	}
	return &Type{Kind: Opaque, Name: name, Params: ps}, rest
}
