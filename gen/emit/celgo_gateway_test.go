package emit

import (
	"bytes"
	"flag"
	"fmt"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/kubedv/kubedv/gen/cel"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/tags"
)

var updateGatewayCEL = flag.Bool("update-gatewaycel", false, "rewrite crdtest/testdata/gatewaycel/zz_generated.celgo.go (with KUBEDV_GATEWAY_API)")

// gatewayCELFile is where the compiled Gateway API rules go, for crdtest's
// differential test against cel-go.
var gatewayCELFile = filepath.Join("..", "..", "crdtest", "testdata", "gatewaycel", "zz_generated.celgo.go")

// TestCELGoGatewayAPI measures the share of the Gateway API's
// +kubebuilder:validation:XValidation rules (apis/v1) that the translator
// compiles, at their sites' Go types, and lists the rest with the reason.
// It needs a writable copy of the module with its dependencies:
//
//	cp -r $(go env GOMODCACHE)/sigs.k8s.io/gateway-api@v1.6.3 /tmp/gw && chmod -R u+w /tmp/gw && rm /tmp/gw/go.work
//	KUBEDV_GATEWAY_API=/tmp/gw go test ./gen/emit -run TestCELGoGatewayAPI -v
func TestCELGoGatewayAPI(t *testing.T) {
	dir := os.Getenv("KUBEDV_GATEWAY_API")
	if dir == "" {
		t.Skip("KUBEDV_GATEWAY_API is not set")
	}
	res, err := load.Load(load.Config{Dir: dir, Targets: []string{"./apis/v1"}})
	if err != nil {
		t.Fatal(err)
	}
	total, compiled := 0, 0
	reasons := map[string]int{}
	out := NewFile(types.NewPackage("github.com/kubedv/kubedv/crdtest/testdata/gatewaycel", "gatewaycel"))
	var table strings.Builder
	try := func(site string, typ types.Type, ts []tags.Tag) {
		if p, ok := typ.(*types.Pointer); ok {
			typ = p.Elem()
		}
		for _, tg := range ts {
			if !tg.Marker || tg.Name != "kubebuilder:validation:XValidation" {
				continue
			}
			var r cel.Rule
			for _, a := range tg.Args {
				switch a.Name {
				case "rule":
					r.Rule = a.Value
				case "messageExpression":
					r.MessageExpression = a.Value
				}
			}
			total++
			prog := &cel.Program{Rule: r}
			var perrs []cel.ParseError
			if prog.Expr, perrs = cel.Parse(r.Rule); len(perrs) > 0 {
				t.Errorf("%s: %s does not parse: %v", site, r.Rule, perrs)
				continue
			}
			if r.MessageExpression != "" {
				if prog.Message, perrs = cel.Parse(r.MessageExpression); len(perrs) > 0 {
					t.Errorf("%s: %s does not parse: %v", site, r.MessageExpression, perrs)
					continue
				}
			}
			if fns, why := out.CompileCEL(prog, typ); why == "" {
				compiled++
				tn := out.TypeName(typ)
				msg := "nil"
				if fns.Message != "" {
					msg = "func(self, old any) (string, cel.Err) { return " + fns.Message + "(self.(*" + tn + "), old.(*" + tn + ")) }"
				}
				fmt.Fprintf(&table, "{%q, %q, %q, func() any { return new(%s) }, func(self, old any) (bool, cel.Err) { return %s(self.(*%s), old.(*%s)) }, %s, %v},\n",
					site, r.Rule, r.MessageExpression, tn, fns.Rule, tn, tn, msg, strings.Contains(r.Rule, "oldSelf"))
			} else {
				reasons[why]++
				t.Logf("interpreted: %s: %s\n\t%s", site, why, r.Rule)
			}
		}
	}
	for _, pkg := range res.Targets {
		for _, n := range pkg.Named {
			try(n.Name(), n.Type(), n.Tags)
			for _, f := range n.Fields {
				try(n.Name()+"."+f.Name, f.Var.Type(), f.Tags)
			}
		}
	}
	var lines []string
	for why, n := range reasons {
		lines = append(lines, why+": "+strings.Repeat("#", n))
	}
	sort.Strings(lines)
	rt := out.Import(celRuntimePkg)
	out.Printf("// Rule is one compiled Gateway API rule at its site.\ntype Rule struct {\nSite, Rule, Message string\nNew func() any\nEval func(self, oldSelf any) (bool, %s.Err)\nMessageEval func(self, oldSelf any) (string, %s.Err)\nTransition bool\n}\n\n", rt, rt)
	out.Printf("// Rules are the compiled rules of sigs.k8s.io/gateway-api v1.6.3 apis/v1.\nvar Rules = []Rule{\n%s}\n\n", strings.ReplaceAll(table.String(), "cel.Err", rt+".Err"))
	got, err := out.Bytes(nil, "TestCELGoGatewayAPI")
	if err != nil {
		t.Fatal(err)
	}
	if *updateGatewayCEL {
		if err := os.WriteFile(gatewayCELFile, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if want, err := os.ReadFile(gatewayCELFile); err != nil || !bytes.Equal(got, want) {
		t.Errorf("%s is stale or missing (%v): rerun with -update-gatewaycel", gatewayCELFile, err)
	}
	t.Logf("compiled %d of %d rules (%.1f%%); interpreted, by reason:\n%s", compiled, total, 100*float64(compiled)/float64(max(total, 1)), strings.Join(lines, "\n"))
}
