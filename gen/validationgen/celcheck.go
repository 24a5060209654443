package validationgen

import (
	"go/token"
	"path/filepath"
	"strings"

	"github.com/kubedv/kubedv/gen/cel"
	"github.com/kubedv/kubedv/gen/emit"
	"github.com/kubedv/kubedv/gen/lint"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/output"
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
	nodes, err := schema.CELSchemas(res, plan, inputs)
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

// generationFindings runs generation in memory on the packages lint has
// loaded (nothing is written) and returns what it finds: every error
// generation stops at, as a finding of the generate rule (unless lint
// already reports it at that position), and, when generation succeeds,
// lint's findings on CEL rules, which only the generator knows (their
// checked programs and tiers): rules that only restate a value tag, and
// with verbose where each rule runs. Every type is analyzed, reached from
// a root type or not. The generated code is not
// type-checked, so that a module without validate/celinterp still learns
// which rules need it.
func generationFindings(cfg Config, res *load.Result, verbose bool, have []lint.Finding) []lint.Finding {
	cfg.everyType = true
	header, _ := output.Header(buildTag, "") // reads no file: cannot fail
	_, report, err := generateLoaded(cfg, res, header, false)
	if err != nil {
		return refusals(err, have)
	}
	return celFindings(res, report, verbose)
}

// refusals turns the errors of a generation into findings of the generate
// rule. An error lint already reports at its position (the same message,
// or the rules that report generation's own checks) is left out.
func refusals(err error, have []lint.Finding) []lint.Finding {
	same := map[token.Position]map[string]bool{}
	covered := map[token.Position]bool{}
	for _, f := range have {
		if f.Severity != lint.Error {
			continue
		}
		if same[f.Pos] == nil {
			same[f.Pos] = map[string]bool{}
		}
		same[f.Pos][f.Message] = true
		switch f.Rule {
		case "malformed-tag", "invalid-tag", "generate", "lifecycle":
			covered[f.Pos] = true
		}
	}
	var out []lint.Finding
	for _, e := range flattenErrors(err) {
		pos, msg, _ := errorPos(e)
		if covered[pos] || same[pos][msg] {
			continue
		}
		out = append(out, lint.GenerateFinding(pos, "%s", msg))
	}
	return out
}

// celFindings are lint's findings on the CEL rules of a generation. In a
// package written for controller-gen, where CEL rules are how its author
// states such checks (controller-gen has no +k8s: tags), cel-value-tag is
// a suggestion (info), not a warning.
func celFindings(res *load.Result, report *celReport, verbose bool) []lint.Finding {
	kbDirs := map[string]bool{}
	for _, p := range res.Universe.Packages {
		if validators.KubebuilderPackage(p) {
			kbDirs[p.Dir] = true
		}
	}
	var out []lint.Finding
	for r, node := range report.nodes {
		if tags := cel.ValueTags(node.Program); len(tags) > 0 {
			what := "the tag"
			if len(tags) > 1 {
				what = "the tags"
			}
			pos := r.Position("rule", -1)
			if kbDirs[filepath.Dir(pos.Filename)] {
				f := lint.CELValueTagFinding(pos, "%s: suggestion: the rule only restates %s; %s (or controller-gen's marker for it, where there is one) would give the same check, with Kubernetes' standard error and no CEL to evaluate",
					r.Spelling, strings.Join(tags, " and "), what)
				f.Severity = lint.Info
				out = append(out, f)
				continue
			}
			out = append(out, lint.CELValueTagFinding(pos, "%s: the rule only restates %s; write %s instead: the same check, with Kubernetes' standard error and no CEL to evaluate",
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
