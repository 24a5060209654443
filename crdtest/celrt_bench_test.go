package crdtest

import (
	"testing"

	"github.com/google/cel-go/cel"

	rt "github.com/kubedv/kubedv/validate/cel"
	"k8s.io/apiserver/pkg/cel/environment"
)

// BenchmarkCELRuntimeVsCELGo: the same expressions on the same inputs, by
// cel-go's interpreter (a program compiled once, as the API server caches
// it) and by the library calls compiled code makes.
func BenchmarkCELRuntimeVsCELGo(b *testing.B) {
	base := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()).StoredExpressionsEnv()
	env, err := base.Extend(cel.Variable("i", cel.IntType), cel.Variable("s", cel.StringType),
		cel.Variable("l", cel.ListType(cel.IntType)), cel.Variable("q", cel.StringType))
	if err != nil {
		b.Fatal(err)
	}
	ints := []int64{3, 5, 8, 13, 21}
	vars := map[string]any{"i": int64(41), "s": "héllo wörld", "l": ints, "q": "500m"}
	cases := []struct {
		expr string
		ours func() bool
	}{
		{"i + 1 > 0 && i % 2 == 1", func() bool {
			x, e1 := rt.AddInt(vars["i"].(int64), 1)
			m, e2 := rt.ModInt(vars["i"].(int64), 2)
			ok, err := rt.And(x > 0, e1, m == 1, e2)
			return ok && !err.Failed()
		}},
		{"s.indexOf('wö') > 0 && size(s) <= 20", func() bool {
			s := vars["s"].(string)
			return rt.IndexOf(s, "wö") > 0 && rt.Size(s) <= 20
		}},
		{"l.all(x, 100 / x > 0)", func() bool {
			acc, accErr := true, rt.Err{}
			for _, x := range ints {
				q, err := rt.DivInt(100, x)
				if acc, accErr = rt.And(acc, accErr, q > 0, err); !acc && !accErr.Failed() {
					break
				}
			}
			return acc && !accErr.Failed()
		}},
		{"quantity(q).isLessThan(quantity('1'))", func() bool {
			q, err := rt.ParseQuantity(vars["q"].(string))
			return !err.Failed() && rt.QuantityCompare(q, one) < 0
		}},
	}
	for _, c := range cases {
		ast, iss := env.Compile(c.expr)
		if iss.Err() != nil {
			b.Fatal(iss.Err())
		}
		prg, err := env.Program(ast, cel.EvalOptions(cel.OptOptimize))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.expr+"/cel-go", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if v, _, err := prg.Eval(vars); err != nil || v.Value() != true {
					b.Fatal(v, err)
				}
			}
		})
		b.Run(c.expr+"/compiled", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if !c.ours() {
					b.Fatal("false")
				}
			}
		})
	}
}

var one, _ = rt.ParseQuantity("1")
