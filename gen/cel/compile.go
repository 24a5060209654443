package cel

import (
	"fmt"
	"math"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Cost limits of apiextensions-apiserver v0.37.2.
const (
	// StaticEstimatedCostLimit bounds one expression's estimated cost times
	// its cardinality.
	StaticEstimatedCostLimit = 10_000_000
	// StaticEstimatedCRDCostLimit bounds the sum over all rules of a CRD.
	StaticEstimatedCRDCostLimit = 100_000_000
)

// Context is where in the CRD schema a rule's node sits, which the API
// server's checks depend on beyond the node's own type.
type Context struct {
	// Cardinality is the product of maxItems/maxProperties of the lists and
	// maps above the node; Unbounded when one of them has no bound (the API
	// server then bounds it by the request size).
	Cardinality uint64
	Unbounded   bool
	// OldSelfForbiddenAt is the path of the list (not a map list) above the
	// node, which makes oldSelf uncorrelatable; "" when oldSelf is allowed.
	OldSelfForbiddenAt string
	// Root: the node is the CRD's root schema, which the API server declares
	// as a resource (apiVersion, kind and metadata added when missing).
	Root bool
}

// RootContext is the context of the CRD's root schema.
func RootContext() Context { return Context{Cardinality: 1, Root: true} }

// Property is the context of an object's property.
func (c Context) Property() Context { c.Root = false; return c }

// Items is the context of a list's items; path names the list (as the API
// server prints it, e.g. "openAPIV3Schema.properties[spec].properties[xs]").
func (c Context) Items(list *Type, path string) Context {
	c = c.times(list.MaxItems)
	if list.ListType != "map" && c.OldSelfForbiddenAt == "" {
		c.OldSelfForbiddenAt = path
	}
	return c
}

// Values is the context of a map's values (additionalProperties).
func (c Context) Values(m *Type) Context { return c.times(m.MaxProperties) }

func (c Context) times(bound int64) Context {
	c.Root = false
	if c.Unbounded || bound < 0 {
		c.Unbounded = true
		return c
	}
	c.Cardinality = mulSat(c.Cardinality, uint64(bound))
	return c
}

var supportedReasons = map[string]bool{"FieldValueRequired": true, "FieldValueForbidden": true,
	"FieldValueInvalid": true, "FieldValueDuplicate": true}

var newlines = regexp.MustCompile(`[\n\r]+`)

// Compile checks one rule at the CRD's root schema; see CompileIn.
func Compile(r Rule, self *Type) (*Program, []Diagnostic) { return CompileIn(r, self, RootContext()) }

// CompileIn parses, type-checks and cost-estimates one rule at a schema node
// whose type is self, in the given context, and applies the per-rule checks
// of ValidateCustomResourceDefinition. Diagnostics are worded as the API
// server words them; a rule with diagnostics would be refused.
func CompileIn(r Rule, self *Type, ctx Context) (*Program, []Diagnostic) {
	var diags []Diagnostic
	add := func(field string, off int, msg, fix string) {
		diags = append(diags, Diagnostic{Field: field, Offset: off, Msg: msg, Fix: fix})
	}
	trimmedRule, trimmedMsg := strings.TrimSpace(r.Rule), strings.TrimSpace(r.Message)
	switch {
	case trimmedRule == "":
		add("rule", -1, "rule is not specified", "write a CEL expression that evaluates to a bool")
	case r.Message != "" && trimmedMsg == "":
		add("message", -1, "must be non-empty if specified", "remove the message or give it text")
	case newlines.MatchString(trimmedMsg):
		add("message", strings.IndexAny(r.Message, "\r\n"), "must not contain line breaks", "write the message on one line")
	case newlines.MatchString(trimmedRule) && trimmedMsg == "":
		add("message", -1, "message must be specified if rule contains line breaks", "add a message, or write the rule on one line")
	}
	if r.MessageExpression != "" && strings.TrimSpace(r.MessageExpression) == "" {
		add("messageExpression", -1, "messageExpression must be non-empty if specified", "remove the messageExpression or give it an expression")
	}
	if r.Reason != "" && !supportedReasons[r.Reason] {
		add("reason", -1, fmt.Sprintf("Unsupported value: %q: supported values: \"FieldValueDuplicate\", \"FieldValueForbidden\", \"FieldValueInvalid\", \"FieldValueRequired\"", r.Reason),
			"use one of FieldValueInvalid, FieldValueForbidden, FieldValueRequired, FieldValueDuplicate")
	}
	fieldPath := ""
	if r.FieldPath != "" {
		switch {
		case strings.TrimSpace(r.FieldPath) == "":
			add("fieldPath", -1, "must be non-empty if specified", "remove the fieldPath or name a field")
		case newlines.MatchString(r.FieldPath):
			add("fieldPath", strings.IndexAny(r.FieldPath, "\r\n"), "must not contain line breaks", "write the path on one line")
		}
		var err error
		if fieldPath, err = validFieldPath(r.FieldPath, self); err != nil {
			add("fieldPath", -1, "must be a valid path", fmt.Sprintf("%v; write a path like .spec.name or ['key'] that exists below this type", err))
		}
	}
	if len(diags) > 0 || trimmedRule == "" {
		return nil, diags
	}
	root := declOf(self, ctx.Root)
	if root == nil {
		add("rule", -1, "internal error: failed to construct type information for x-kubernetes-validations rules", "give the schema node a type")
		return nil, diags
	}
	root.nameObjects(selfTypeName)
	selfType := root.cel
	vars := map[string]*Type{"self": selfType, "oldSelf": selfType}
	if r.OptionalOldSelf {
		vars["oldSelf"] = OptionalOf(selfType)
	}
	prog := &Program{Rule: r, FieldPath: fieldPath}
	e, errs := compileExpr(r.Rule, vars)
	if errs != nil {
		add("rule", errs[0].Offset, "compilation failed: "+formatIssues(r.Rule, errs), "fix the expression at the position shown")
		return nil, diags
	}
	if e.Type.Kind != Bool {
		add("rule", -1, "cel expression must evaluate to a bool", "make the rule a boolean expression (it is "+e.Type.String()+")")
		return nil, diags
	}
	prog.Expr = e
	prog.Transition = usesOldSelf(e)
	prog.Cost = estimateCost(e, root)
	card := ctx.Cardinality
	if ctx.Unbounded {
		card = uint64(maxRequestSizeBytes / (root.minSize + 1))
	}
	prog.TotalCost = guardMul(prog.Cost.Max, card)
	if prog.TotalCost > StaticEstimatedCostLimit {
		add("rule", -1, costMessage("estimated rule cost", prog.TotalCost, StaticEstimatedCostLimit),
			"bound the data the rule walks with maxItems, maxProperties and maxLength, or simplify the rule")
	}
	if r.MessageExpression != "" {
		me, errs := compileExpr(r.MessageExpression, vars)
		switch {
		case errs != nil:
			add("messageExpression", errs[0].Offset, "messageExpression compilation failed: "+formatIssues(r.MessageExpression, errs), "fix the expression at the position shown")
		case me.Type.Kind != String:
			add("messageExpression", -1, "messageExpression must evaluate to a string", "make the messageExpression a string expression (it is "+me.Type.String()+")")
		default:
			prog.Message = me
			prog.MessageCost = estimateCost(me, root)
			prog.MessageTotalCost = prog.MessageCost.Max // the API server sums it unmultiplied
			if prog.MessageCost.Max > StaticEstimatedCostLimit {
				add("messageExpression", -1, costMessage("estimated messageExpression cost", prog.MessageCost.Max, StaticEstimatedCostLimit),
					"simplify the messageExpression or bound the data it walks")
			}
		}
	}
	switch {
	case prog.Transition && ctx.OldSelfForbiddenAt != "":
		add("rule", strings.Index(r.Rule, "oldSelf"), "oldSelf cannot be used on the uncorrelatable portion of the schema within "+ctx.OldSelfForbiddenAt,
			"move the rule above the list, or make the list a map list (x-kubernetes-list-type: map)")
	case !prog.Transition && r.OptionalOldSelf:
		add("optionalOldSelf", -1, "may not be set if oldSelf is not used in rule", "remove optionalOldSelf or use oldSelf in the rule")
	}
	if len(diags) > 0 {
		return nil, diags
	}
	return prog, nil
}

// selfTypeName names self's object type (the API server uses a random
// selfTypeN name; no rule can spell it).
const selfTypeName = "selfType"

// DeclaredType is the CEL type the API server declares self with for a
// schema node (root: the CRD's root schema): objects with their escaped
// property names, named by schema path; nil when the node has no CEL type.
func DeclaredType(self *Type, root bool) *Type {
	d := declOf(self, root)
	if d == nil {
		return nil
	}
	d.nameObjects(selfTypeName)
	return d.cel
}

// compileExpr parses and checks src; errors carry byte offsets.
func compileExpr(src string, vars map[string]*Type) (*Expr, []CheckError) {
	e, perrs := Parse(src)
	if perrs != nil {
		var out []CheckError
		for _, p := range perrs {
			out = append(out, CheckError(p))
		}
		return nil, out
	}
	if errs := Check(e, vars); errs != nil {
		return nil, errs
	}
	if errs := planErrors(e); errs != nil {
		return nil, errs
	}
	return e, nil
}

// formatIssues words errors as cel-go's Issues.String does (without the
// source excerpt): ERROR: <input>:line:column: message.
func formatIssues(src string, errs []CheckError) string {
	var lines []string
	for _, e := range errs {
		line, col := lineCol(src, e.Offset)
		lines = append(lines, fmt.Sprintf("ERROR: <input>:%d:%d: %s", line, col, e.Msg))
	}
	return strings.Join(lines, "\n")
}

// lineCol: 1-based line, 1-based column in code points, as cel-go prints.
func lineCol(src string, off int) (int, int) {
	off = min(max(off, 0), len(src))
	before := src[:off]
	line := strings.Count(before, "\n") + 1
	start := strings.LastIndexByte(before, '\n') + 1
	return line, utf8.RuneCountInString(before[start:]) + 1
}

// UsesOldSelf reports whether the expression reads oldSelf.
func (e *Expr) UsesOldSelf() bool { return usesOldSelf(e) }

func usesOldSelf(e *Expr) bool {
	if e == nil {
		return false
	}
	if isIdent(e, "oldSelf") {
		return true
	}
	if e.Kind == Macro {
		return usesOldSelf(e.expansion)
	}
	if e.Kind == comprehension {
		k := e.compr
		for _, x := range []*Expr{k.iterRange, k.accuInit, k.cond, k.step, k.result} {
			if usesOldSelf(x) {
				return true
			}
		}
		return false
	}
	for _, ch := range children(e) {
		if usesOldSelf(ch) {
			return true
		}
	}
	return false
}

func guardMul(cost, card uint64) uint64 {
	if cost == 0 {
		return 0
	}
	if math.MaxUint64/cost < card {
		return math.MaxUint64
	}
	return cost * card
}

func costMessage(name string, cost, limit uint64) string {
	f := float64(cost) / float64(limit)
	var factor string
	switch {
	case f > 100:
		factor = "more than 100x"
	case f < 1.5:
		factor = fmt.Sprintf("%fx", f)
	default:
		factor = fmt.Sprintf("%.1fx", f)
	}
	return fmt.Sprintf("%s exceeds budget by factor of %s (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)", name, factor)
}

// CRDCost sums the total costs (Program.TotalCost and MessageTotalCost) of
// every rule of one CRD version as the API server does, and returns its
// refusal message when the sum is over StaticEstimatedCRDCostLimit.
func CRDCost(totals []uint64) (uint64, string) {
	var sum uint64
	for _, c := range totals {
		sum = addSat(sum, c)
	}
	if sum > StaticEstimatedCRDCostLimit {
		return sum, costMessage("x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema", sum, StaticEstimatedCRDCostLimit)
	}
	return sum, ""
}
