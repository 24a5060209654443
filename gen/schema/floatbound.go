package schema

import (
	"strconv"

	"github.com/kubedv/kubedv/gen/validators"
)

// floatBound writes a bound on a float (controller-gen's Minimum or
// Maximum on a float32 or float64) as the keyword controller-gen writes:
// `minimum: 1.5`, with `exclusiveMinimum: true` for the strict form.
// A second bound of the same side at the same place (a typedef's and a
// field's) is refused rather than merged: the API server compares an
// integral value with the bound truncated to an integer, so which of two
// float bounds is stricter depends on the value.
func (b *builder) floatBound(p *Props, c validators.Check, call *validators.Call, need func(string) bool) bool {
	var bound float64
	found := false
	for _, a := range call.Args {
		if l, ok := a.(validators.Literal); ok && l.Kind == validators.FloatLit {
			f, err := strconv.ParseFloat(l.Text, 64)
			bound, found = f, err == nil
		}
	}
	if !found || !need("number") {
		return found
	}
	lower := call.Func == "FloatMinimum" || call.Func == "FloatExclusiveMinimum"
	exclusive := call.Func == "FloatExclusiveMinimum" || call.Func == "FloatExclusiveMaximum"
	dst, dstExclusive, side := &p.Minimum, &p.ExclusiveMinimum, "minimum"
	if !lower {
		dst, dstExclusive, side = &p.Maximum, &p.ExclusiveMaximum, "maximum"
	}
	if *dst != nil && (**dst != bound || *dstExclusive != exclusive) {
		b.errs.add(errorAt(c.Tag.Pos, "%s: the schema here has another %s already (%v); a CRD holds one, and two float bounds do not merge into one: keep one of them", c.Tag.Text, side, **dst))
		return true
	}
	*dst, *dstExclusive = &bound, exclusive
	return true
}

// floatMultipleOf writes MultipleOf on a float as controller-gen writes
// it, `multipleOf: 0.5`. A second, different factor at the same place is
// refused: the API server divides integral values by the factor truncated
// to an integer, so two factors do not merge into one.
func (b *builder) floatMultipleOf(p *Props, c validators.Check, call *validators.Call, need func(string) bool) bool {
	var factor float64
	found := false
	for _, a := range call.Args {
		if l, ok := a.(validators.Literal); ok && l.Kind == validators.FloatLit {
			f, err := strconv.ParseFloat(l.Text, 64)
			factor, found = f, err == nil
		}
	}
	if !found || !need("number") {
		return found
	}
	if p.MultipleOf != nil && *p.MultipleOf != factor {
		b.errs.add(errorAt(c.Tag.Pos, "%s: the schema here has another multipleOf already (%v); a CRD holds one, and two float factors do not merge into one: keep one of them", c.Tag.Text, *p.MultipleOf))
		return true
	}
	p.MultipleOf = &factor
	return true
}
