package gen

import (
	"github.com/kubedv/kubedv/gen/emit"
	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/schema"
	"github.com/kubedv/kubedv/gen/validators"
)

// The tiers of CEL rules (--cel-tier).
const (
	CELTierAuto        = "auto"
	CELTierInterpreted = "interpreted"
)

// CELTiers are the values of --cel-tier.
var CELTiers = []string{CELTierAuto, CELTierInterpreted}

// celNodes returns the schema node of every CEL rule of the inputs, as the
// CRD backend writes it, with the rule as checked against it here: the
// compiled tier translates the checked rule, the interpreted one embeds the
// node. interpretOnly leaves the checked rules out, so that every rule is
// interpreted. nil when there are none.
func celNodes(res *load.Result, plan *validators.Plan, inputs []*model.Package, interpretOnly bool) (map[*validators.CELRule]emit.CELNode, error) {
	nodes, err := schema.CELSchemas(res.Universe, plan, inputs)
	if err != nil || len(nodes) == 0 {
		return nil, err
	}
	out := make(map[*validators.CELRule]emit.CELNode, len(nodes))
	for r, n := range nodes {
		node := emit.CELNode{JSON: n.JSON(), Type: n.Node.Type, ResourceRoot: n.ResourceRoot, Program: n.Program}
		if interpretOnly {
			node.Program = nil
		}
		out[r] = node
	}
	return out, nil
}

// celTierFindings reports, for --lint -v, where each CEL rule runs, from a
// generation in memory (only the emitter knows: it translates each rule at
// its Go site); the generated code is not type-checked, so that a module
// without validate/celinterp still learns which rules need it. Nothing when
// generation fails: lint reports why elsewhere.
func celTierFindings(cfg Config) []lint.Finding {
	_, tiers, err := generate(cfg, false)
	if err != nil {
		return nil
	}
	var out []lint.Finding
	for r, why := range tiers {
		pos := r.Position("rule", -1)
		if why == "" {
			out = append(out, lint.CELTierFinding(pos, "%s: compiled to Go", r.Spelling))
		} else {
			out = append(out, lint.CELTierFinding(pos, "%s: interpreted by validate/celinterp: %s", r.Spelling, why))
		}
	}
	return out
}
