package schema

import (
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// keywordCall returns the check call reads as the keyword it enforces:
// the runtime's Schema* checks (validate.SchemaMinLength and
// IntOrStringSchemaMinLength, which +kubebuilder:validation:MinLength
// generates to report what apiextensions-apiserver reports) check what
// MinLength and IntOrStringMinLength check.
func keywordCall(call *validators.Call) *validators.Call {
	if !strings.Contains(call.Func, "SchemaMinLength") {
		return call
	}
	return &validators.Call{Func: strings.Replace(call.Func, "SchemaMinLength", "MinLength", 1), TypeArgs: call.TypeArgs, Args: call.Args}
}
