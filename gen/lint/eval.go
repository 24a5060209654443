package lint

import (
	"go/constant"
	"go/types"
	"slices"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/validators"
)

// Evaluating value tags on a known value (a +default) with the
// registry's evaluators (validators.Tag.Eval), which call the runtime
// library, so that lint and the generated code cannot disagree about what
// a tag accepts.

// evaluate runs one value tag on v, a decoded JSON value that has the
// shape of t, and returns why it fails, or "". Tags without an evaluator
// (presence, cross-field, test tags) pass. owner is the type a local type
// tag belongs to.
func (l *linter) evaluate(st sourced, v any, t types.Type, owner *model.Named) string {
	def, ok := validators.Lookup(st.tag.Name)
	if !ok || def.Eval == nil {
		return ""
	}
	enumType := st.from
	if enumType == nil {
		enumType = owner
	}
	known := validators.Known{Value: v, Formats: l.u.Formats}
	if enumType != nil {
		known.EnumValues = func() []string { return l.enumValues(enumType) }
	}
	errs := def.Eval(known, st.tag)
	if len(errs) == 0 {
		return ""
	}
	if errs[0].Detail != "" {
		return errs[0].Detail
	}
	return errs[0].ErrorBody()
}

// enumValues returns the allowed values of an enum type: its constants,
// less those always excluded by +k8s:enumExclude.
func (l *linter) enumValues(n *model.Named) []string {
	nt, ok := n.Type().(*types.Named)
	if !ok {
		return nil
	}
	var out []string
	for _, c := range l.u.ConstsOf(nt) {
		excluded := false
		for _, t := range enforcedTags(c.Tags) {
			excluded = excluded || t.Name == "enumExclude"
		}
		if !excluded && c.Obj.Val().Kind() == constant.String {
			out = append(out, constant.StringVal(c.Obj.Val()))
		}
	}
	slices.Sort(out) // the order the generated code lists them in
	return slices.Compact(out)
}
