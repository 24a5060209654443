package cel

import "strings"

type overloadRow struct {
	fn, id string
	member bool
	args   string
	result string
}

type identRow struct{ name, typ string }

// overload is one function signature of the environment.
type overload struct {
	id      string
	member  bool
	args    []*Type
	result  *Type
	tparams []string
}

// stdEnv is the CRD environment's functions and identifiers (without self
// and oldSelf), built once from the declaration table.
type stdEnv struct {
	fns    map[string][]*overload
	idents map[string]*Type
}

var theEnv = buildEnv()

func buildEnv() *stdEnv {
	env := &stdEnv{fns: map[string][]*overload{}, idents: map[string]*Type{}}
	for _, r := range overloadRows {
		o := &overload{id: r.id, member: r.member, result: parseTypeSpec(r.result)}
		if r.args != "" {
			for _, a := range strings.Split(r.args, ";") {
				o.args = append(o.args, parseTypeSpec(a))
			}
		}
		seen := map[string]bool{}
		var collect func(t *Type)
		collect = func(t *Type) {
			if t.Kind == TypeParam && !seen[t.Name] {
				seen[t.Name] = true
				o.tparams = append(o.tparams, t.Name)
			}
			for _, p := range t.params() {
				collect(p)
			}
		}
		for _, a := range o.args {
			collect(a)
		}
		collect(o.result)
		env.fns[r.fn] = append(env.fns[r.fn], o)
	}
	for _, r := range identRows {
		env.idents[r.name] = parseTypeSpec(r.typ)
	}
	// The standard library's type identifiers (stdlib.Types) and the
	// optional library's.
	a, b := typeParam("A"), typeParam("B")
	for name, t := range map[string]*Type{
		"bool": BoolType, "bytes": BytesType, "double": DoubleType, "int": IntType,
		"uint": UintType, "string": StringType, "null_type": NullType,
		"google.protobuf.Duration": DurationType, "google.protobuf.Timestamp": TimestampType,
		"list": ListOf(a), "map": MapOf(a, b), "type": typeOfType,
		"optional_type": OptionalOf(typeParam("T")),
	} {
		env.idents[name] = typeOf(t)
	}
	return env
}
