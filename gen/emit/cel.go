package emit

import (
	"go/types"
	"strconv"

	"github.com/kubedv/kubedv/gen/validators"
)

// CEL rules (+k8s:validation:cel, +kubebuilder:validation:XValidation) run
// in the interpreted tier: the API server's CEL validator of the rule's
// schema node (validate/celinterp), compiled once per process. Only files
// with such rules import it.

// celinterpPkg is the interpreted tier, a module of its own.
const celinterpPkg = "github.com/kubedv/kubedv/validate/celinterp"

// CELNode is the schema node of one CEL rule, as the CRD backend writes it
// with only that rule, in JSON.
type CELNode struct {
	JSON string
	// ResourceRoot: the node is a resource's root (self has apiVersion,
	// kind and metadata).
	ResourceRoot bool
}

// SetCEL gives the file the schema nodes of the plan's CEL rules; a CEL
// rule without one is an error of the generator.
func (f *File) SetCEL(nodes map[*validators.CELRule]CELNode) { f.cel = nodes }

// cel renders the interpreted evaluation of r.
func (g *fn) cel(r *validators.CELRule, o operands) string {
	f := g.f
	node, ok := f.cel[r]
	if !ok {
		return f.unknown(r)
	}
	schema := strconv.Quote(node.JSON)
	if strconv.CanBackquote(node.JSON) {
		schema = "`" + node.JSON + "`"
	}
	rule := f.PackageVar("celRule", f.Import(celinterpPkg)+".NewRule("+schema+", "+strconv.FormatBool(node.ResourceRoot)+")")
	unset := f.absentTest(o.t, o.ptr.deref(), r.OmitZero)
	oldUnset, old := "true", "nil"
	if !o.old.isNil() {
		old = o.old.String()
		oldUnset = old + " == nil"
		if t := f.absentTest(o.t, "(*"+old+")", r.OmitZero); t != "false" {
			oldUnset += " || " + t
		}
	}
	return rule + ".Validate(ctx, " + o.path.String() + ", " + unset + ", " + o.ptr.String() + ", " + oldUnset + ", " + old + ")"
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
