package schema

import (
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// keywordCall returns the check call reads as the keyword it enforces:
// the runtime's Schema* checks (validate.SchemaMinLength, its
// IntOrString, Base64 and JSONString forms, and SchemaMinProperties, which
// +kubebuilder:validation:MinLength and MinProperties generate to report
// what apiextensions-apiserver reports) check what MinLength and
// MinProperties check.
func keywordCall(call *validators.Call) *validators.Call {
	if !strings.Contains(call.Func, "SchemaMin") {
		return call
	}
	return &validators.Call{Func: strings.Replace(call.Func, "SchemaMin", "Min", 1), TypeArgs: call.TypeArgs, Args: call.Args}
}
