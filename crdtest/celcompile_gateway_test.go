package crdtest

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	apiextensions "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel/model"
	celconfig "k8s.io/apiserver/pkg/apis/cel"
	"k8s.io/apiserver/pkg/cel/environment"

	"github.com/kubedv/kubedv/crdtest/testdata/gatewaycel"
	compiled "github.com/kubedv/kubedv/gen/emit/testdata/celgo"
)

// The Gateway API's rules that the translator compiles (written by gen/emit's
// TestCELGoGatewayAPI into testdata/gatewaycel), each at its site's Go type,
// against cel-go on random values as in TestCELCompiledMatchesCELGo.

// gatewayWords are the constants the Gateway API's rules compare with.
var gatewayWords = []string{"HTTP", "HTTPS", "TLS", "TCP", "UDP", "GRPC", "Terminate", "Passthrough", "Hostname", "URI", "IPAddress",
	"Exact", "PathPrefix", "RegularExpression", "RequestHeaderModifier", "ResponseHeaderModifier", "RequestMirror", "RequestRedirect",
	"URLRewrite", "ExtensionRef", "CORS", "ExternalAuth", "ReplaceFullPath", "ReplacePrefixMatch", "Cookie", "Permanent", "Service",
	"", "*", "/", "/a", "//", "/./", "/../", "/..", "/.", "%2f", "#", "a.b", "10.0.0.1", "1s", "0s", "5m", "x/y", "example.com/k", "-bad"}

func gatewayOracles(t testing.TB) []*celOracle {
	t.Helper()
	envSet := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion())
	var out []*celOracle
	for _, r := range gatewaycel.Rules {
		gt := reflect.TypeOf(r.New()).Elem()
		s := jsonSchemaOf(gt)
		s.XValidations = apiextensions.ValidationRules{{Rule: r.Rule, MessageExpression: r.Message}}
		res, err := cel.Compile(s, model.SchemaDeclType(s, false), celconfig.PerCallLimit, envSet, cel.StoredExpressionsEnvLoader())
		if err != nil {
			t.Fatalf("%s: %v", r.Rule, err)
		}
		if res[0].Error != nil {
			t.Fatalf("%s: %s: cel-go refuses the rule: %v", r.Site, r.Rule, res[0].Error)
		}
		rule := compiled.CompiledRule{Type: r.Site, Rule: r.Rule, Message: r.Message, Eval: r.Eval, MessageEval: r.MessageEval, Transition: r.Transition}
		out = append(out, &celOracle{rule: rule, goType: gt, schema: s, program: res[0].Program, message: res[0].MessageExpression})
	}
	return out
}

// TestCELCompiledGatewayAPI: 200 random values per compiled Gateway API
// rule (KUBEDV_CEL_VALUES for more), the same value or error as cel-go.
func TestCELCompiledGatewayAPI(t *testing.T) {
	saved := celWords
	celWords = append(append([]string(nil), saved...), gatewayWords...)
	defer func() { celWords = saved }()
	n := celRandomValues(t, 200)
	oracles := gatewayOracles(t)
	if len(oracles) < 100 {
		t.Errorf("only %d compiled Gateway API rules", len(oracles))
	}
	// Each rule should meet more than one outcome, or the values do not
	// reach its branches.
	var oneOutcome []string
	for i, o := range oracles {
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			r := rand.New(rand.NewPCG(uint64(i), 37))
			zero := reflect.New(o.goType).Interface()
			seen := map[string]bool{outcomeKind(o.compare(t, zero, zero)): true}
			for range n {
				seen[outcomeKind(o.compare(t, randomCEL(r, o.goType), randomCEL(r, o.goType)))] = true
			}
			delete(seen, "")
			if len(seen) < 2 {
				oneOutcome = append(oneOutcome, fmt.Sprintf("%s %s: only %v", o.rule.Type, o.rule.Rule, seen))
			}
		})
	}
	t.Logf("%d of %d rules met more than one outcome", len(oracles)-len(oneOutcome), len(oracles))
	for _, s := range oneOutcome {
		t.Log(s)
	}
}
