package emit

import (
	"fmt"
	"go/types"
	"strconv"
	"strings"

	"github.com/kubedv/kubedv/gen/cel"
	"github.com/kubedv/kubedv/gen/validators"
)

// CEL rules (+k8s:validation:cel, +kubebuilder:validation:XValidation) run
// in one of two tiers. Compiled: the rule translated to Go (celgo*.go) when
// the translation is exact. Interpreted: the API server's CEL validator of
// the rule's schema node (validate/celinterp), compiled once per process;
// only files with such rules import it.

// CELInterpreterPkg is the interpreted tier, a module of its own.
const CELInterpreterPkg = "github.com/kubedv/kubedv/validate/celinterp"

// CELNode is the schema node of one CEL rule, as the CRD backend writes it
// with only that rule, in JSON.
type CELNode struct {
	JSON string
	// Type is the node's schema type ("object", "string", ...; "" for
	// int-or-string), the value of the API server's evaluation errors.
	Type string
	// ResourceRoot: the node is a resource's root (self has apiVersion,
	// kind and metadata).
	ResourceRoot bool
	// Program is the rule as checked at the node; nil keeps the rule in the
	// interpreted tier.
	Program *cel.Program
}

// SetCEL gives the file the schema nodes of the plan's CEL rules; a CEL
// rule without one is an error of the generator.
func (f *File) SetCEL(nodes map[*validators.CELRule]CELNode) { f.cel = nodes }

// cel renders the evaluation of r: compiled when the translation is exact,
// interpreted otherwise.
func (g *fn) cel(r *validators.CELRule, o operands) string {
	node, ok := g.f.cel[r]
	if !ok {
		return g.f.unknown(r)
	}
	call, why := g.celCompiled(r, node, o)
	if why != "" {
		call = g.celInterpreted(r, node, o)
	}
	if g.f.celTiers == nil {
		g.f.celTiers = map[*validators.CELRule]string{}
	}
	g.f.celTiers[r] = why
	return call
}

// CELTiers returns where each CEL rule the file renders runs: "" when it
// is compiled, otherwise why it is interpreted.
func (f *File) CELTiers() map[*validators.CELRule]string { return f.celTiers }

// celNotCompiled is the reason of a rule that --cel-tier=interpreted
// keeps from the compiler.
const celNotCompiled = "every rule is interpreted (--cel-tier=interpreted)"

// celCompiled renders a call of the compiled rule, which skips an absent
// value (and, for a transition rule, an absent old value) as the API
// server does, or says why the rule is not translated.
func (g *fn) celCompiled(r *validators.CELRule, node CELNode, o operands) (call, why string) {
	f := g.f
	if node.Program == nil {
		return "", celNotCompiled
	}
	funcs, why := f.CompileCEL(node.Program, o.t)
	if why != "" {
		return "", why
	}
	rt, rule := f.Import(celRuntimePkg), node.Program.Rule
	// One field per line: rules and messages are long.
	var fields strings.Builder
	for _, kv := range [][2]string{{"Rule", rule.Rule}, {"Message", rule.Message}, {"Reason", rule.Reason}, {"FieldPath", node.Program.FieldPath}, {"Type", node.Type}} {
		if kv[1] != "" {
			fields.WriteString("\n" + kv[0] + ": " + strconv.Quote(kv[1]) + ",")
		}
	}
	site := f.PackageVar("celSite", rt+".Site{"+fields.String()+"\n}")
	prologue := "if unset || self == nil {\nreturn nil\n}"
	switch {
	case rule.OptionalOldSelf:
		// The rule runs without an old value too, as oldSelf = none.
		prologue += "\nif oldUnset {\noldSelf = nil\n}"
	case node.Program.Transition:
		prologue = "if unset || self == nil || oldUnset || oldSelf == nil {\nreturn nil\n}"
	}
	failed := "return " + site + ".Failed(fldPath, self)"
	if funcs.Message != "" {
		failed = "msg, msgErr := " + funcs.Message + "(self, oldSelf)\nreturn " + site + ".FailedWithMessage(fldPath, self, msg, msgErr)"
	}
	params := fmt.Sprintf("fldPath *%s.Path, unset bool, self *%s, oldUnset bool, oldSelf *%s", g.rt(), f.TypeName(o.t), f.TypeName(o.t))
	results := f.Import(fieldPkg) + ".ErrorList"
	if len("func celCheck000(")+len(params)+len(") ")+len(results)+len(" {") > maxWidth {
		params = "\n" + params + ",\n"
	}
	decl := fmt.Sprintf("(%s) %s {\n%s\n"+
		"ok, err := %s(self, oldSelf)\nif err.Failed() {\nreturn %s.EvalError(fldPath, err)\n}\nif ok {\nreturn nil\n}\n%s\n}",
		params, results, prologue, funcs.Rule, site, failed)
	check := f.Func("celCheck", "runs a compiled CEL rule and reports its errors as the API server does.", decl)
	unset, oldUnset, old := f.celPresence(r, o)
	return check + "(" + o.path.String() + ", " + unset + ", " + o.ptr.String() + ", " + oldUnset + ", " + old + ")", ""
}

// celInterpreted renders the interpreted evaluation of r.
func (g *fn) celInterpreted(r *validators.CELRule, node CELNode, o operands) string {
	f := g.f
	schema := strconv.Quote(node.JSON)
	if strconv.CanBackquote(node.JSON) {
		schema = "`" + node.JSON + "`"
	}
	rule := f.PackageVar("celRule", f.Import(CELInterpreterPkg)+".NewRule("+schema+", "+strconv.FormatBool(node.ResourceRoot)+")")
	unset, oldUnset, old := f.celPresence(r, o)
	return rule + ".Validate(ctx, " + o.path.String() + ", " + unset + ", " + o.ptr.String() + ", " + oldUnset + ", " + old + ")"
}

// celPresence renders whether the value is absent from the JSON form,
// whether the old value is, and the old value's pointer.
func (f *File) celPresence(r *validators.CELRule, o operands) (unset, oldUnset, old string) {
	unset = f.absentTest(o.t, o.ptr.deref(), r.OmitZero)
	oldUnset, old = "true", "nil"
	if !o.old.isNil() {
		old = o.old.String()
		oldUnset = old + " == nil"
		if t := f.absentTest(o.t, "(*"+old+")", r.OmitZero); t != "false" {
			oldUnset += " || " + t
		}
	}
	return unset, oldUnset, old
}

// absentTest is true when the value x of type t is absent from the JSON
// form: nil lists and maps (null is dropped by the API server), and zero
// values the JSON tag omits.
func (f *File) absentTest(t types.Type, x string, omitZero bool) string {
	if omitZero {
		if test, ok := f.zeroTest(t, x); ok {
			return test
		}
	}
	switch t.Underlying().(type) {
	case *types.Slice, *types.Map:
		return x + " == nil"
	}
	return "false"
}
