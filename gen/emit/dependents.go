package emit

import (
	"strconv"

	"github.com/kubedv/kubedv/gen/validators"
)

// dependency renders +k8s:dependentRequired / dependentForbidden: the
// runtime compares whether the trigger and the dependent field are set in
// the new and the old struct.
func (g *fn) dependency(r *validators.DependencyRule, o operands) string {
	rt := g.rt()
	state := func(obj, guard string) string {
		trig, _ := g.f.setTest(r.Trigger.Type(), selectorBase(obj)+"."+r.Trigger.Name())
		dep, _ := g.f.setTest(r.Dependent.Type(), selectorBase(obj)+"."+r.Dependent.Name())
		return rt + ".Dependency{Trigger: " + guard + trig + ", Dependent: " + guard + dep + "}"
	}
	old := rt + ".Dependency{}"
	if !o.old.isNil() {
		old = state(o.old.String(), o.old.String()+" != nil && ")
	}
	fn := "DependentForbidden"
	if r.Required {
		fn = "DependentRequired"
	}
	return callExpr(rt+"."+fn, o.path.String(), strconv.Quote(r.TriggerJSON), strconv.Quote(r.DependentJSON), o.update(g.f),
		state(o.ptr.String(), ""), old)
}

// selectorBase wraps expr in parentheses unless it is a plain identifier,
// so that a selector can follow it.
func selectorBase(expr string) string {
	for _, r := range expr {
		if !(r == '_' || ('a' <= r && r <= 'z') || ('A' <= r && r <= 'Z') || ('0' <= r && r <= '9')) {
			return "(" + expr + ")"
		}
	}
	return expr
}
