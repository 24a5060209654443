package emit

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/cel"
)

var updateCELGo = flag.Bool("update-celgo", false, "rewrite testdata/celgo/zz_generated.celgo.go")

// celGoCase is one rule at one Go type of testdata/celgo.
type celGoCase struct {
	typ, rule, message string
	optionalOldSelf    bool
	why                string // "" when it must compile; else a substring of the refusal
}

// celGoCases are compiled into testdata/celgo/zz_generated.celgo.go, the
// package crdtest's differential test runs against cel-go. They cover every
// construct the translator handles, and the Gateway API's rule shapes.
var celGoCases = []celGoCase{
	{typ: "Listener", rule: `self.name != ''`},
	{typ: "Listener", rule: `self.protocol in ['HTTP', 'TCP', 'UDP'] ? !has(self.tls) : true`},
	{typ: "Listener", rule: `(self.protocol == 'HTTPS' && has(self.tls)) ? (self.tls.mode == '' || self.tls.mode == 'Terminate') : true`},
	{typ: "Listener", rule: `self.protocol == 'TLS' ? has(self.tls) && has(self.tls.mode) && self.tls.mode != '' : true`},
	{typ: "Listener", rule: `!has(self.hostname) || self.hostname.matches('^(\\*\\.)?[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$')`},
	{typ: "Listener", rule: `self.hostname.size() < 10 && self.port > 0`},
	{typ: "Listener", rule: `self.port * 1000000000 * 1000000000 > 0`},
	{typ: "Listener", rule: `100 / (self.port - 80) > 1 || self.name == 'x'`},
	{typ: "Listener", rule: `self.name == 'x' || 100 % (self.port - 80) > 1`},
	{typ: "Listener", rule: `self.tls.certificateRefs[1] != 'a' && self.tls.options['k'] != 'v'`},
	{typ: "Listener", rule: `has(self.tls) && 'k' in self.tls.options && has(self.tls.options.k)`},
	{typ: "Listener", rule: `self.name.startsWith('a') || self.name.endsWith('z') || self.name.contains('m')`},
	{typ: "Listener", rule: `self.name.substring(2) != '' && self.name.indexOf('a') < 3`},
	{typ: "Listener", rule: `self.port == oldSelf.port || oldSelf.port == 0`},
	{typ: "Listener", rule: `self.name.size() > 2`, message: `'name ' + self.name + ' is too short'`},
	{typ: "Gateway", rule: `self.listeners.all(l1, self.listeners.exists_one(l2, l1.name == l2.name))`},
	{typ: "Gateway", rule: `self.listeners.all(l1, self.listeners.exists_one(l2, l1.port == l2.port && l1.protocol == l2.protocol && (has(l1.hostname) && has(l2.hostname) ? l1.hostname == l2.hostname : !has(l1.hostname) && !has(l2.hostname))))`},
	{typ: "Gateway", rule: `self.listeners.filter(l, l.protocol == 'HTTP').size() <= 1`},
	{typ: "Gateway", rule: `size(self.listeners.filter(l, l.tls.mode == 'Terminate')) <= 1`},
	{typ: "Gateway", rule: `self.listeners.exists(l, l.tls.mode == 'Passthrough') || self.count > 3`},
	{typ: "Gateway", rule: `!('*' in self.addresses && self.addresses.size() > 1)`},
	{typ: "Gateway", rule: `self.addresses.all(a, !isIP(a))`},
	{typ: "Gateway", rule: `(self.listeners.size() > 0 ? self.listeners[0].port : 0) + (self.listeners.size() > 1 ? self.listeners[1].port : 0) <= 128`},
	{typ: "Gateway", rule: `self.weight < 2.5 && self.weight >= 0.0 && -self.weight <= 0.0`},
	{typ: "Gateway", rule: `self.weight / 0.0 > 1.0 || self.count > 1`},
	{typ: "Gateway", rule: `!has(self.timeout) || duration(self.timeout) < duration('1h')`},
	{typ: "Gateway", rule: `self.labels.all(k, k.size() < 5) && self.extra != 'x'`},
	{typ: "Gateway", rule: `self.count - 9223372036854775807 < self.count`},
	{typ: "Fraction", rule: `self.numerator <= self.denominator`},
	{typ: "Fraction", rule: `!has(self.denominator) || self.numerator <= self.denominator`},
	{typ: "Fraction", rule: `!has(self.__namespace__) || self.__namespace__ != self.a__dash__b`},
	// optionalOldSelf: oldSelf is an optional, none on create.
	{typ: "Listener", rule: `!oldSelf.hasValue() || self.port >= oldSelf.value().port`, optionalOldSelf: true},
	{typ: "Listener", rule: `self.name == oldSelf.orValue(self).name`, optionalOldSelf: true},
	{typ: "Listener", rule: `oldSelf.value().port != 1 || self.port == 1`, optionalOldSelf: true},
	{typ: "Fraction", rule: `self.numerator >= oldSelf.orValue(self).numerator`, message: `self.numerator > 5 ? 'a large numerator went down' : 'numerator went down'`, optionalOldSelf: true},
	// Refused: the interpreted tier keeps them, with the reason.
	{typ: "Listener", rule: `self.name.split('/')[0].size() < 5`, why: "split"},
	{typ: "Gateway", rule: `self.listeners.map(l, l.name).size() > 0`, why: "map builds a list"},
	{typ: "Gateway", rule: `self.listeners == oldSelf.listeners`},
	{typ: "Gateway", rule: `self.listeners[0] != oldSelf.listeners[0] || self.count > 3`},
	{typ: "Gateway", rule: `self == oldSelf`, why: "_==_ on (github.com/kubedv/kubedv/gen/emit/testdata/celgo.Gateway, github.com/kubedv/kubedv/gen/emit/testdata/celgo.Gateway) is not compiled: field routes: values of"},
	{typ: "Gateway", rule: `self.ref.kind == 'HelmRepository' || self.ref.name != ''`},
	{typ: "Gateway", rule: `self.tolerations == oldSelf.tolerations`},
	{typ: "Gateway", rule: `self.tolerations != oldSelf.tolerations || self.count > 3`},
	{typ: "Gateway", rule: `!has(self.primary) || !has(oldSelf.primary) || self.primary == oldSelf.primary`},
	{typ: "Gateway", rule: `self.primary.level == oldSelf.primary.level || self.primary.window != oldSelf.primary.window`},
	{typ: "Gateway", rule: `self.tolerations.all(t, t == self.tolerations[0])`},
	{typ: "Gateway", rule: `self.labels == oldSelf.labels || self.count > 3`},
	{typ: "Gateway", rule: `self.addresses == oldSelf.addresses || self.count > 3`},
	{typ: "Gateway", rule: `self.addresses != oldSelf.addresses || self.count > 3`},
	{typ: "Listener", rule: `!has(self.tls) || !has(oldSelf.tls) || self.tls.certificateRefs == oldSelf.tls.certificateRefs`},
	{typ: "Gateway", rule: `self.labels != oldSelf.labels || self.count > 3`},
	{typ: "Listener", rule: `!has(self.tls) || !has(oldSelf.tls) || self.tls.options == oldSelf.tls.options`},
	{typ: "Listener", rule: `self.name + 'x' == 'yx'`, why: "_+_ on"},
	{typ: "Listener", rule: `self.name.matches(self.name)`, why: "matches on"},
	{typ: "Listener", rule: `self.?tls.hasValue()`, why: "optional field selection"},
	{typ: "Listener", rule: `oldSelf == optional.none() || self.port > 0`, optionalOldSelf: true, why: "optional oldSelf is compiled only in"},
	{typ: "Listener", rule: `!oldSelf.hasValue() || self.port > 0`, message: `'was ' + oldSelf.value().name`, optionalOldSelf: true, why: "a messageExpression that reads oldSelf"},
}

// loadCELGoTypes type-checks testdata/celgo.
func loadCELGoTypes(t *testing.T) *types.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, filepath.Join("testdata", "celgo", "types.go"), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	conf := types.Config{Importer: importer.Default()}
	pkg, err := conf.Check("github.com/kubedv/kubedv/gen/emit/testdata/celgo", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

// celProgram checks a case with gen/cel at a schema of its Go type, so that
// every node carries the checker's type.
func celProgram(t *testing.T, c celGoCase, typ types.Type) *cel.Program {
	t.Helper()
	prog, diags := cel.Compile(cel.Rule{Rule: c.rule, MessageExpression: c.message, OptionalOldSelf: c.optionalOldSelf}, celTestSchema(typ))
	if len(diags) > 0 {
		t.Fatalf("%s: %v", c.rule, diags)
	}
	return prog
}

// celTestSchema is the CEL type of the testdata's Go types (strings, ints,
// float64, slices, string maps, structs, pointers, an inlined struct),
// with small size bounds (the Go side does not read them).
func celTestSchema(t types.Type) *cel.Type {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	bounded := func(k cel.Kind) *cel.Type {
		// Bounds keep the estimated costs of the quadratic rules in budget.
		return &cel.Type{Kind: k, MaxItems: 8, MaxProperties: 8, MaxLength: 64}
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Kind() == types.String:
			return bounded(cel.String)
		case u.Kind() == types.Bool:
			return bounded(cel.Bool)
		case u.Kind() == types.Float64:
			return bounded(cel.Double)
		default:
			return bounded(cel.Int)
		}
	case *types.Slice:
		l := bounded(cel.List)
		l.Elem = celTestSchema(u.Elem())
		return l
	case *types.Map:
		m := bounded(cel.Map)
		m.Key, m.Elem = cel.StringType, celTestSchema(u.Elem())
		return m
	case *types.Struct:
		o := bounded(cel.Object)
		fields, why := jsonFields(u, "")
		if why != "" {
			panic(why)
		}
		sort.Slice(fields, func(i, j int) bool { return fields[i].json < fields[j].json })
		for _, f := range fields {
			o.Fields = append(o.Fields, cel.Field{Name: f.json, Type: celTestSchema(f.gt)})
		}
		return o
	}
	panic("celTestSchema: " + t.String())
}

// TestCELGoGolden compiles every case into one file, compares it with the
// checked-in testdata/celgo/zz_generated.celgo.go (which crdtest builds and
// runs against cel-go), and checks each refusal's reason.
func TestCELGoGolden(t *testing.T) {
	pkg := loadCELGoTypes(t)
	f := NewFile(pkg)
	var table strings.Builder
	for _, c := range celGoCases {
		typ := pkg.Scope().Lookup(c.typ).Type()
		prog := celProgram(t, c, typ)
		ok, why := CELCompilable(prog, typ)
		fns, why2 := f.CompileCEL(prog, typ)
		if why != why2 {
			t.Errorf("%s: CELCompilable says %q, CompileCEL %q", c.rule, why, why2)
		}
		if c.why != "" {
			if ok || !strings.Contains(why, c.why) {
				t.Errorf("%s: want a refusal naming %q, got ok=%v %q", c.rule, c.why, ok, why)
			}
			continue
		}
		if !ok {
			t.Errorf("%s: not compiled: %s", c.rule, why)
			continue
		}
		msg := "nil"
		if fns.Message != "" {
			msg = fns.Message
		}
		fmt.Fprintf(&table, "{%q, %q, %q, %s, %s, %t, %t},\n", c.typ, c.rule, c.message, "func(self, old any) (bool, cel.Err) { return "+fns.Rule+"(self.(*"+c.typ+"), old.(*"+c.typ+")) }",
			msgAdapter(msg, c.typ), prog.Transition, c.optionalOldSelf)
	}
	rt := f.Import(celRuntimePkg)
	f.Printf("// CompiledRule is one rule of the golden cases, compiled.\ntype CompiledRule struct {\nType, Rule, Message string\nEval func(self, oldSelf any) (bool, %s.Err)\nMessageEval func(self, oldSelf any) (string, %s.Err)\nTransition, OptionalOldSelf bool\n}\n\n", rt, rt)
	f.Printf("// CompiledRules lists the golden cases in order.\nvar CompiledRules = []CompiledRule{\n%s}\n\n", strings.ReplaceAll(table.String(), "cel.Err", rt+".Err"))
	got, err := f.Bytes(nil, "TestCELGoGolden")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "celgo", "zz_generated.celgo.go")
	if *updateCELGo {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./gen/emit -run TestCELGoGolden -update-celgo)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is stale: run go test ./gen/emit -run TestCELGoGolden -update-celgo", path)
	}
}

func msgAdapter(name, typ string) string {
	if name == "nil" {
		return "nil"
	}
	return "func(self, old any) (string, cel.Err) { return " + name + "(self.(*" + typ + "), old.(*" + typ + ")) }"
}

// TestCELNullableNotCompiled: a nullable property keeps null, which the Go
// value cannot show apart from an absent one: reading it, and has() on it
// where its nil marshals to null (a list without omitempty), stay
// interpreted; has() on an omitempty pointer or on an int is compiled.
func TestCELNullableNotCompiled(t *testing.T) {
	pkg := loadCELGoTypes(t)
	typ := pkg.Scope().Lookup("Gateway").Type()
	schema := celTestSchema(typ)
	for i := range schema.Fields {
		if n := schema.Fields[i].Name; n == "timeout" || n == "listeners" || n == "count" {
			nullable := *schema.Fields[i].Type
			nullable.Nullable = true
			schema.Fields[i].Type = &nullable
		}
	}
	for _, c := range []struct{ rule, why string }{
		{`self.timeout == 'a'`, "a nullable value is not compiled"},
		{`self.count == 1`, "a nullable value is not compiled"},
		{`has(self.timeout)`, ""}, // an omitempty pointer: nil is left out
		{`has(self.count)`, ""},   // an int: never null
		{`has(self.listeners)`, "has() on nullable field listeners, whose nil is null, is not compiled"},
	} {
		prog, diags := cel.Compile(cel.Rule{Rule: c.rule}, schema)
		if len(diags) > 0 {
			t.Fatalf("%s: %v", c.rule, diags)
		}
		if _, why := CELCompilable(prog, typ); why != c.why {
			t.Errorf("%s: compiled with reason %q, want %q", c.rule, why, c.why)
		}
	}
}
