package schema

import (
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// intOrStringKeyword writes MinLength, MaxLength, Pattern or Enum on an
// int-or-string (validate.IntOrString*) as controller-gen does: the
// keyword itself next to x-kubernetes-int-or-string, which the API server
// applies to string values only (enum: to both kinds).
func (b *builder) intOrStringKeyword(p *Props, c validators.Check, call *validators.Call, where string) bool {
	if !p.IntOrString {
		b.errs.add(errorAt(c.Tag.Pos, "%s on %s: the schema is not x-kubernetes-int-or-string, the check needs it", c.Tag.Text, where))
		return true
	}
	n, hasInt := intOperand(call)
	switch strings.TrimPrefix(call.Func, "IntOrString") {
	case "MinLength":
		if hasInt {
			p.MinLength = tighter(p.MinLength, n, maxInt)
		}
	case "MaxLength":
		if hasInt {
			p.MaxLength = tighter(p.MaxLength, n, minInt)
		}
	case "Pattern":
		if p.Pattern != "" { // a second pattern: both must match
			return false
		}
		for _, a := range call.Args {
			if re, ok := a.(validators.ArgRegexp); ok {
				p.Pattern = re.Pattern
			}
		}
	case "Enum":
		b.enum(p, c, call, where)
	}
	return true
}
