package schema

import (
	apiresource "k8s.io/apimachinery/pkg/api/resource"

	"github.com/kubedv/kubedv/gen/validators"
)

// quantityRule is the CEL form of +k8s:minimum/maximum on a
// resource.Quantity: the API server's quantity library compares as
// Quantity.Cmp does. string() reads both JSON forms of the int-or-string
// node; a value that is no quantity fails the rule with an evaluation
// error, as it fails decoding in Go. The message names the bound in its
// canonical form, as the Go check does.
func quantityRule(call *validators.Call, v string) (expr, msg string, ok bool) {
	var op, relation string
	switch call.Func {
	case "MinimumQuantity":
		op, relation = ">=", "must be greater than or equal to "
	case "MaximumQuantity":
		op, relation = "<=", "must be less than or equal to "
	default:
		return "", "", false
	}
	for _, a := range call.Args {
		q, isQ := a.(validators.ArgQuantity)
		if !isQ {
			continue
		}
		bound, err := apiresource.ParseQuantity(q.Text)
		if err != nil {
			return "", "", false
		}
		canonical := bound.String()
		return "quantity(string(" + v + ")).compareTo(quantity(" + celString(canonical) + ")) " + op + " 0", relation + canonical, true
	}
	return "", "", false
}
