package schema

import (
	"bytes"
	"encoding/json"
	"errors"
	"go/token"
	"strings"

	"github.com/kubedv/kubedv/gen/cel"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/tags"
	"github.com/kubedv/kubedv/gen/validators"
)

// CEL rules written in the source (+k8s:validation:cel, XValidation) go
// into x-kubernetes-validations at the node of their site, with every
// member. The same node, with that one rule, is what the interpreted tier
// hands the API server's CEL validator at run time (CELSchemas), and what
// the rule is type-checked against at generation: one Go→schema mapping.

// celRecord is a source rule and its node: node is the live node while
// its site's rules are applied, schema a copy once they all are.
type celRecord struct {
	rule   *validators.CELRule
	node   *Props
	schema *Props
}

// celSite is a rule at a schema node.
type celSite struct {
	node *Props
	rule *validators.CELRule
}

// celRule writes r at node p.
func (b *builder) celRule(p *Props, r *validators.CELRule, t tags.Tag) {
	p.Validations = append(p.Validations, Rule{
		Rule: r.Rule, Message: r.Message, MessageExpression: r.MessageExpression, Reason: r.Reason, FieldPath: r.FieldPath,
		OptionalOldSelf: r.OptionalOldSelf, transition: UsesOldSelf(r.Rule), pos: t.Pos, tag: t.Text, user: r,
	})
	b.celRecorded = append(b.celRecorded, celRecord{rule: r, node: p})
}

// snapshotCEL copies the node of every rule recorded since from at node p,
// now that all rules of the site are applied to it.
func (b *builder) snapshotCEL(p *Props, from int) {
	for i := from; i < len(b.celRecorded); i++ {
		if rec := &b.celRecorded[i]; rec.node == p && rec.schema == nil {
			rec.schema = ruleSchema(p, rec.rule)
		}
	}
}

// ruleSchema is a copy of node p whose only CEL rule is r: the API server's
// validator of that node evaluates exactly r. Defaults go too (they do not
// change what CEL sees).
func ruleSchema(p *Props, r *validators.CELRule) *Props {
	data, err := json.Marshal(p)
	if err != nil {
		panic(err) // Props always marshals
	}
	c := &Props{}
	if err := json.Unmarshal(data, c); err != nil {
		panic(err)
	}
	stripRules(c)
	c.Validations = []Rule{{Rule: r.Rule, Message: r.Message, MessageExpression: r.MessageExpression, Reason: r.Reason, FieldPath: r.FieldPath, OptionalOldSelf: r.OptionalOldSelf}}
	return c
}

func stripRules(p *Props) {
	if p == nil {
		return
	}
	// The interpreted tier evaluates one rule: other rules, defaults and
	// descriptions would only enlarge the generated code.
	p.Validations, p.Default, p.Description = nil, nil, ""
	for _, sp := range p.Properties {
		stripRules(sp)
	}
	for _, sp := range p.AnyOf {
		stripRules(sp)
	}
	stripRules(p.Items)
	stripRules(p.AdditionalProperties)
}

// CELSchema is the schema node of one source CEL rule, holding only that
// rule.
type CELSchema struct {
	Node *Props
	// Program is the rule as checked at the node, which the compiled tier
	// translates.
	Program *cel.Program
	// ResourceRoot: the node is a resource's root, where the API server adds
	// apiVersion, kind and metadata (name, generateName) to self.
	ResourceRoot bool
}

// JSON is the node as JSON, which the interpreted tier embeds.
func (s CELSchema) JSON() string {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // rules read better with their < and &&
	if err := enc.Encode(s.Node); err != nil {
		panic(err) // Props always marshals
	}
	return strings.TrimSuffix(buf.String(), "\n")
}

// CELSchemas returns the schema node of every source CEL rule of the types
// declared in pkgs, keyed by plan's rules: the nodes the CRD backend writes
// the rules at. For targets written for controller-gen the nodes are built
// from the CRD backend's own plan (analyze), which reads the markers of
// every package the CRD reaches as controller-gen does (metav1.Condition's
// required keys and bounds), so that a rule is checked, costed and
// interpreted against exactly the node of the CRD. A type whose schema
// cannot be built is an error at its rules.
func CELSchemas(res *load.Result, plan *validators.Plan, pkgs []*model.Package) (map[*validators.CELRule]CELSchema, error) {
	b := &builder{u: res.Universe, plan: plan, allCEL: true}
	ours := func(r *validators.CELRule) *validators.CELRule { return r }
	if targetsControllerGen(res) {
		crdPlan, markersIn, err := analyze(res)
		if err != nil {
			return nil, err
		}
		b.plan, b.markersIn, b.controllerGen = crdPlan, markersIn, true
		ours = celRulesOf(plan, pkgs)
	}
	out := map[*validators.CELRule]CELSchema{}
	for _, pkg := range pkgs {
		for _, n := range pkg.Named {
			if !b.typeHasCEL(n) {
				continue
			}
			errsBefore := len(b.errs.list)
			var root *Props
			if isRoot(n) {
				root = b.root(n)
			} else {
				b.checkCEL(b.typeOf(n.Type(), n.Pos), cel.Context{Cardinality: 1}, n.Name())
			}
			if len(b.errs.list) > errsBefore {
				continue
			}
			for _, rec := range b.celRecorded {
				r := ours(rec.rule)
				if _, done := out[r]; done || r == nil || rec.schema == nil {
					continue
				}
				out[r] = CELSchema{Node: rec.schema, ResourceRoot: root != nil && rec.node == root,
					Program: b.celPrograms[celSite{rec.node, rec.rule}]}
			}
		}
	}
	if len(b.errs.list) > 0 {
		return nil, errors.Join(b.errs.sorted()...)
	}
	return out, nil
}

// celRuleKey identifies a source CEL rule across two analyses of the same
// packages: where its rule is written, and what it says.
type celRuleKey struct {
	pos  token.Position
	rule string
}

func keyOf(r *validators.CELRule) celRuleKey {
	return celRuleKey{pos: r.Members["rule"].Tag.Pos, rule: r.Rule}
}

// celRulesOf maps a rule of another analysis of pkgs to plan's rule written
// at the same place, or nil when plan has none there (a rule the Go code
// does not enforce, or one that two places of plan share).
func celRulesOf(plan *validators.Plan, pkgs []*model.Package) func(*validators.CELRule) *validators.CELRule {
	byKey := map[celRuleKey]*validators.CELRule{}
	shared := map[celRuleKey]bool{}
	var walk func(v *validators.Validations)
	walk = func(v *validators.Validations) {
		if v == nil {
			return
		}
		for _, c := range v.Checks {
			if r, ok := c.Rule.(*validators.CELRule); ok {
				k := keyOf(r)
				if old, seen := byKey[k]; seen && old != r {
					shared[k] = true
				}
				byKey[k] = r
			}
		}
		for inner := range v.Nested() {
			walk(inner)
		}
	}
	for _, pkg := range pkgs {
		for _, n := range pkg.Named {
			tp := plan.Type(n.Obj)
			if tp == nil {
				continue
			}
			walk(tp.Own)
			for _, f := range tp.Fields {
				walk(f.V)
			}
		}
	}
	return func(r *validators.CELRule) *validators.CELRule {
		k := keyOf(r)
		if shared[k] {
			return nil
		}
		return byKey[k]
	}
}

// typeHasCEL reports whether n's plan (its own or its fields') holds a
// source CEL rule.
func (b *builder) typeHasCEL(n *model.Named) bool {
	tp := b.plan.Type(n.Obj)
	if tp == nil {
		return false
	}
	if HasCEL(tp.Own) {
		return true
	}
	for _, f := range tp.Fields {
		if HasCEL(f.V) {
			return true
		}
	}
	return false
}

// HasCEL reports whether v or the validations nested in it hold a source
// CEL rule.
func HasCEL(v *validators.Validations) bool {
	if v == nil {
		return false
	}
	for _, c := range v.Checks {
		if _, ok := c.Rule.(*validators.CELRule); ok {
			return true
		}
	}
	if HasCEL(v.Each) || HasCEL(v.Keys) {
		return true
	}
	for _, it := range v.Items {
		if HasCEL(it.V) {
			return true
		}
	}
	for _, sf := range v.Subfields {
		if HasCEL(sf.V) {
			return true
		}
	}
	return false
}

// UsesOldSelf reports whether a CEL expression names oldSelf outside its
// string literals.
func UsesOldSelf(expr string) bool {
	for i := 0; i < len(expr); i++ {
		switch c := expr[i]; {
		case c == '"' || c == '\'':
			i = skipCELString(expr, i)
		case isIdentStart(c):
			j := i
			for j < len(expr) && (isIdentStart(expr[j]) || expr[j] >= '0' && expr[j] <= '9') {
				j++
			}
			if expr[i:j] == "oldSelf" && (i == 0 || expr[i-1] != '.') {
				return true
			}
			i = j - 1
		}
	}
	return false
}

func isIdentStart(c byte) bool { return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// skipCELString returns the index of the last byte of the string literal
// opening at i ('...', "...", and their triple-quoted forms; escapes skip a
// byte unless the literal is raw, which the caller need not tell apart for
// this purpose beyond quotes).
func skipCELString(s string, i int) int {
	q := s[i]
	triple := len(s) >= i+3 && s[i+1] == q && s[i+2] == q
	j := i + 1
	if triple {
		j = i + 3
	}
	for ; j < len(s); j++ {
		switch {
		case s[j] == '\\':
			j++
		case s[j] == q && !triple:
			return j
		case s[j] == q && triple && j+2 < len(s) && s[j+1] == q && s[j+2] == q:
			return j + 2
		}
	}
	return len(s) - 1
}
