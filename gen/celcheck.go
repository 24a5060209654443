package gen

import (
	"strings"

	"github.com/kubedv/kubedv/gen/cel"
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

// celReport is what a generation knows of the CEL rules: each rule's
// schema node and checked program, and where it runs ("" when compiled,
// otherwise why it is interpreted).
type celReport struct {
	nodes map[*validators.CELRule]emit.CELNode
	tiers map[*validators.CELRule]string
}

// celFindings are lint's findings on CEL rules, from a generation in memory
// (only the generator knows the rules' checked programs and tiers): rules
// that only restate a value tag, and with verbose where each rule runs. The
// generated code is not type-checked, so that a module without
// validate/celinterp still learns which rules need it. Nothing when
// generation fails: lint reports why elsewhere.
func celFindings(cfg Config, verbose bool) []lint.Finding {
	_, report, err := generate(cfg, false)
	if err != nil {
		return nil
	}
	var out []lint.Finding
	for r, node := range report.nodes {
		if tags := cel.ValueTags(node.Program); len(tags) > 0 {
			what := "the tag"
			if len(tags) > 1 {
				what = "the tags"
			}
			out = append(out, lint.CELValueTagFinding(r.Position("rule", -1), "%s: the rule only restates %s; write %s instead: the same check, with Kubernetes' standard error and no CEL to evaluate",
				r.Spelling, strings.Join(tags, " and "), what))
		}
	}
	if !verbose {
		return out
	}
	for r, why := range report.tiers {
		pos := r.Position("rule", -1)
		if why == "" {
			out = append(out, lint.CELTierFinding(pos, "%s: compiled to Go", r.Spelling))
		} else {
			out = append(out, lint.CELTierFinding(pos, "%s: interpreted by validate/celinterp: %s", r.Spelling, why))
		}
	}
	return out
}
