package crdtest

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	celgo "github.com/google/cel-go/cel"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/interpreter"
	apiextensions "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel/model"
	structuraldefaulting "k8s.io/apiextensions-apiserver/pkg/apiserver/schema/defaulting"
	utiljson "k8s.io/apimachinery/pkg/util/json"
	celconfig "k8s.io/apiserver/pkg/apis/cel"
	"k8s.io/apiserver/pkg/cel/environment"

	compiled "github.com/kubedv/kubedv/gen/emit/testdata/celgo"
	celrt "github.com/kubedv/kubedv/validate/cel"
)

// The compiled tier against cel-go: every rule gen/emit's golden test
// compiles (gen/emit/testdata/celgo) is evaluated on random self and
// oldSelf values both by the generated Go and by cel-go in the Kubernetes
// CRD environment on the value's JSON form (as the API server holds it:
// nulls of non-nullable fields pruned), which must give the same value or
// the same error message; on false, the messageExpression must give the
// same string.

// celOracle is one rule compiled by apiextensions-apiserver.
type celOracle struct {
	rule    compiled.CompiledRule
	goType  reflect.Type
	schema  *structuralschema.Structural
	program celgo.Program
	message celgo.Program
}

var celCompileTypes = map[string]reflect.Type{
	"Listener": reflect.TypeFor[compiled.Listener](),
	"Gateway":  reflect.TypeFor[compiled.Gateway](),
	"Fraction": reflect.TypeFor[compiled.Fraction](),
}

func celOracles(t testing.TB) []*celOracle {
	t.Helper()
	envSet := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion())
	var out []*celOracle
	for _, r := range compiled.CompiledRules {
		gt := celCompileTypes[r.Type]
		if gt == nil {
			t.Fatalf("no Go type for %s", r.Type)
		}
		s := jsonSchemaOf(gt)
		s.XValidations = apiextensions.ValidationRules{{Rule: r.Rule, MessageExpression: r.Message}}
		if r.OptionalOldSelf {
			s.XValidations[0].OptionalOldSelf = new(true)
		}
		res, err := cel.Compile(s, model.SchemaDeclType(s, false), celconfig.PerCallLimit, envSet, cel.StoredExpressionsEnvLoader())
		if err != nil {
			t.Fatalf("%s: %v", r.Rule, err)
		}
		if res[0].Error != nil {
			t.Fatalf("%s: cel-go refuses the rule: %v", r.Rule, res[0].Error)
		}
		if r.Message != "" && res[0].MessageExpressionError != nil {
			t.Fatalf("%s: cel-go refuses the message: %v", r.Message, res[0].MessageExpressionError)
		}
		out = append(out, &celOracle{rule: r, goType: gt, schema: s, program: res[0].Program, message: res[0].MessageExpression})
	}
	return out
}

// jsonSchemaOf is the structural schema of a Go type of the golden
// package, as encoding/json writes it (the package only has strings,
// integers, float64, bools, slices, string-keyed maps, structs, pointers
// and an inlined struct).
func jsonSchemaOf(t reflect.Type) *structuralschema.Structural {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	s := &structuralschema.Structural{}
	if ownJSON(t) {
		// Not compiled (metav1.Time, quantities, ...): any value.
		s.XPreserveUnknownFields = true
		return s
	}
	switch t.Kind() {
	case reflect.String:
		s.Type = "string"
	case reflect.Bool:
		s.Type = "boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64, reflect.Uint8, reflect.Uint16, reflect.Uint32:
		s.Type = "integer"
	case reflect.Float64:
		s.Type = "number"
	case reflect.Slice:
		s.Type = "array"
		s.Items = jsonSchemaOf(t.Elem())
	case reflect.Map:
		s.Type = "object"
		s.AdditionalProperties = &structuralschema.StructuralOrBool{Structural: jsonSchemaOf(t.Elem())}
	case reflect.Struct:
		s.Type = "object"
		s.Properties = map[string]structuralschema.Structural{}
		addJSONFields(s, t)
	default:
		s.XPreserveUnknownFields = true
	}
	return s
}

var celMarshaler = reflect.TypeFor[json.Marshaler]()

// ownJSON reports types with their own JSON form, which the random values
// leave zero.
func ownJSON(t reflect.Type) bool {
	return t.Implements(celMarshaler) || reflect.PointerTo(t).Implements(celMarshaler)
}

func addJSONFields(s *structuralschema.Structural, t reflect.Type) {
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Anonymous && name == "" {
			addJSONFields(s, f.Type)
			continue
		}
		s.Properties[name] = *jsonSchemaOf(f.Type)
	}
}

// celActivation binds self and oldSelf.
type celActivation struct{ self, oldSelf ref.Val }

func (a *celActivation) ResolveName(name string) (any, bool) {
	switch name {
	case "self":
		return a.self, true
	case "oldSelf":
		return a.oldSelf, a.oldSelf != nil
	}
	return nil, false
}

func (a *celActivation) Parent() interpreter.Activation { return nil }

// jsonForm is v as the API server holds it.
func (o *celOracle) jsonForm(t testing.TB, v any) any {
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var u any
	if err := utiljson.Unmarshal(data, &u); err != nil {
		t.Fatal(err)
	}
	structuraldefaulting.PruneNonNullableNullsWithoutDefaults(u, o.schema)
	return u
}

// outcome is a rule's value or error, as text both sides can produce.
func celGoOutcome(val ref.Val, err error) string {
	if err != nil {
		return "error: " + err.Error()
	}
	switch v := val.(type) {
	case types.Bool:
		return fmt.Sprint(bool(v))
	case types.String:
		return string(v)
	}
	return fmt.Sprintf("unexpected %T %v", val, val)
}

func compiledOutcome[T any](v T, err celrt.Err) string {
	if err.Failed() {
		return "error: " + err.Error()
	}
	return fmt.Sprint(v)
}

// compare evaluates one rule on self (and oldSelf, for transition rules)
// both ways, and returns the outcome ("" when the rule does not run).
func (o *celOracle) compare(t testing.TB, self, old any) string {
	t.Helper()
	selfJSON, oldJSON := o.jsonForm(t, self), o.jsonForm(t, old)
	if selfJSON == nil || o.rule.Transition && !o.rule.OptionalOldSelf && oldJSON == nil {
		// An absent value (a nil list at a list site) runs no rule, nor
		// does a transition rule without an old value: the caller's part.
		return ""
	}
	act := &celActivation{self: cel.UnstructuredToVal(selfJSON, o.schema)}
	switch {
	case o.rule.OptionalOldSelf && oldJSON == nil:
		// No old value: oldSelf is optional.none(), and the compiled rule
		// gets a nil pointer (what the generated check passes).
		act.oldSelf = types.OptionalNone
		old = reflect.Zero(reflect.PointerTo(o.goType)).Interface()
	case o.rule.OptionalOldSelf:
		act.oldSelf = types.OptionalOf(cel.UnstructuredToVal(oldJSON, o.schema))
	case o.rule.Transition:
		act.oldSelf = cel.UnstructuredToVal(oldJSON, o.schema)
	}
	want, _, err := o.program.ContextEval(context.Background(), act)
	gotV, gotErr := o.rule.Eval(self, old)
	wantS, gotS := celGoOutcome(want, err), compiledOutcome(gotV, gotErr)
	if wantS != gotS {
		data, _ := json.Marshal(self)
		oldData, _ := json.Marshal(old)
		t.Fatalf("rule %s\nself    %s\noldSelf %s\ncel-go   %s\ncompiled %s", o.rule.Rule, data, oldData, wantS, gotS)
	}
	if o.message == nil || wantS != "false" {
		return wantS
	}
	wantM, _, err := o.message.ContextEval(context.Background(), act)
	gotM, gotMErr := o.rule.MessageEval(self, old)
	if w, g := celGoOutcome(wantM, err), compiledOutcome(gotM, gotMErr); w != g {
		t.Fatalf("message %s\ncel-go   %s\ncompiled %s", o.rule.Message, w, g)
	}
	return wantS
}

// outcomeKind sorts outcomes into true, false and error.
func outcomeKind(s string) string {
	if strings.HasPrefix(s, "error: ") {
		return "error"
	}
	return s
}

// celWords are the strings random values take: the rules' own constants,
// edge cases of the functions they call, and multi-byte text.
var celWords = []string{"", "a", "x", "z", "m", "ab", "abc", "amz", "k", "v", "HTTP", "HTTPS", "TCP", "UDP", "TLS", "Terminate", "Passthrough",
	"*", "*.example.com", "foo.example.com", "Foo", "1.2.3.4", "::1", "1h", "30m", "2h", "bad", "-5s", "héllo", "日本語", "a/b"}

var celInts = []int64{0, 1, -1, 2, 3, 80, 81, 443, 128, math.MaxInt32, math.MinInt32, math.MaxInt64, math.MinInt64}

var celFloats = []float64{0, 1, -1, 2.5, 0.5, math.Inf(1), math.NaN(), math.Copysign(0, -1)}

// fillCEL sets v (addressable) to a random value.
func fillCEL(r *rand.Rand, v reflect.Value, depth int) {
	if ownJSON(v.Type()) {
		return
	}
	switch v.Kind() {
	case reflect.String:
		v.SetString(celWords[r.IntN(len(celWords))])
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 0)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		i := celInts[r.IntN(len(celInts))]
		if v.OverflowInt(i) {
			i = int64(r.IntN(5))
		}
		v.SetInt(i)
	case reflect.Float64:
		f := celFloats[r.IntN(len(celFloats))]
		if math.IsInf(f, 0) || math.IsNaN(f) {
			f = 3 // JSON has no such numbers
		}
		v.SetFloat(f)
	case reflect.Pointer:
		if r.IntN(3) == 0 || depth > 4 {
			return
		}
		v.Set(reflect.New(v.Type().Elem()))
		fillCEL(r, v.Elem(), depth+1)
	case reflect.Slice:
		if depth > 5 {
			return // recursive types stay finite
		}
		switch r.IntN(6) {
		case 0:
			return // nil
		case 1:
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			return
		}
		n := r.IntN(4)
		s := reflect.MakeSlice(v.Type(), n, n)
		for i := range n {
			fillCEL(r, s.Index(i), depth+1)
		}
		// Repeat items sometimes, for the uniqueness rules.
		if n > 1 && r.IntN(2) == 0 {
			s.Index(n - 1).Set(s.Index(0))
		}
		v.Set(s)
	case reflect.Map:
		if r.IntN(4) == 0 || depth > 5 {
			return
		}
		m := reflect.MakeMap(v.Type())
		for range r.IntN(3) {
			k := reflect.New(v.Type().Key()).Elem()
			fillCEL(r, k, depth+1)
			e := reflect.New(v.Type().Elem()).Elem()
			fillCEL(r, e, depth+1)
			m.SetMapIndex(k, e)
		}
		v.Set(m)
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fillCEL(r, v.Field(i), depth+1)
			}
		}
	}
}

func randomCEL(r *rand.Rand, t reflect.Type) any {
	v := reflect.New(t)
	fillCEL(r, v.Elem(), 0)
	return v.Interface()
}

// celRandomValues is how many random values each compiled rule meets:
// def, 1/10 of it with -short, KUBEDV_CEL_VALUES when set (long runs).
func celRandomValues(t *testing.T, def int) int {
	if v, err := strconv.Atoi(os.Getenv("KUBEDV_CEL_VALUES")); err == nil && v > 0 {
		return v
	}
	if testing.Short() {
		return def / 10
	}
	return def
}

// TestCELCompiledMatchesCELGo runs each compiled rule on 1,000 random
// values (old and new) and the zero value.
func TestCELCompiledMatchesCELGo(t *testing.T) {
	n := celRandomValues(t, 1000)
	for i, o := range celOracles(t) {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(i), 19))
			zero := reflect.New(o.goType).Interface()
			o.compare(t, zero, zero)
			none := reflect.Zero(reflect.PointerTo(o.goType)).Interface()
			for j := range n {
				self, old := randomCEL(r, o.goType), randomCEL(r, o.goType)
				switch {
				case o.rule.OptionalOldSelf && j%3 == 0:
					old = none // a create: no old value
				case j%3 == 1:
					old = jsonCopy(t, self, o.goType) // an unchanged value: equality holds
				}
				o.compare(t, self, old)
			}
		})
	}
}

// jsonCopy is v decoded from its JSON form into a new value of type t.
func jsonCopy(tb testing.TB, v any, t reflect.Type) any {
	tb.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		tb.Fatal(err)
	}
	cp := reflect.New(t).Interface()
	if err := json.Unmarshal(data, cp); err != nil {
		tb.Fatal(err)
	}
	return cp
}

// FuzzCELCompiled: go test -run XXX -fuzz FuzzCELCompiled ./ (in crdtest).
func FuzzCELCompiled(f *testing.F) {
	oracles := celOracles(f)
	for i := range 8 {
		f.Add(uint8(i), uint64(i)*7919)
	}
	f.Fuzz(func(t *testing.T, rule uint8, seed uint64) {
		o := oracles[int(rule)%len(oracles)]
		r := rand.New(rand.NewPCG(seed, seed>>7))
		o.compare(t, randomCEL(r, o.goType), randomCEL(r, o.goType))
	})
}

// validCELValue finds a random value on which the rule holds (a valid
// object), for the benchmarks.
func (o *celOracle) validCELValue(tb testing.TB) any {
	r := rand.New(rand.NewPCG(7, 7))
	for range 10000 {
		v := randomCEL(r, o.goType)
		if ok, err := o.rule.Eval(v, v); ok && !err.Failed() {
			return v
		}
	}
	tb.Fatalf("no valid value for %s", o.rule.Rule)
	return nil
}

// BenchmarkCELCompiled compares, per rule on a valid value, the compiled
// tier with the interpreted one (the value's JSON form, then cel-go's
// program, as validate/celinterp runs it).
func BenchmarkCELCompiled(b *testing.B) {
	for i, o := range celOracles(b) {
		v := o.validCELValue(b)
		b.Run(fmt.Sprintf("%d/compiled", i), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if ok, err := o.rule.Eval(v, v); !ok || err.Failed() {
					b.Fatal("invalid")
				}
			}
		})
		b.Run(fmt.Sprintf("%d/interpreted", i), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				self := cel.UnstructuredToVal(o.jsonForm(b, v), o.schema)
				act := &celActivation{self: self}
				if o.rule.Transition {
					act.oldSelf = cel.UnstructuredToVal(o.jsonForm(b, v), o.schema)
				}
				if out, _, err := o.program.ContextEval(context.Background(), act); err != nil || out != types.True {
					b.Fatal("invalid", err)
				}
			}
		})
	}
}

// TestCELCompiledAllocs: the compiled rules allocate nothing on valid
// values.
func TestCELCompiledAllocs(t *testing.T) {
	for _, o := range celOracles(t) {
		v := o.validCELValue(t)
		if n := testing.AllocsPerRun(20, func() { o.rule.Eval(v, v) }); n != 0 {
			t.Errorf("%s: %.0f allocations per run", o.rule.Rule, n)
		}
	}
}
