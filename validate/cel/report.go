package cel

import "strings"

// EvalErrorDetail is the detail of the field.Invalid error the API server
// reports when a rule's evaluation fails with err; message and rule are the
// rule's message (may be empty) and expression. The error is reported at the
// rule's schema node with the node's value; no other rule is skipped.
func EvalErrorDetail(err Err, message, rule string) string {
	ruleText := strings.TrimSpace(message)
	if ruleText == "" {
		ruleText = strings.TrimSpace(rule)
	}
	if err.Code == ErrNoSuchOverload {
		return "'" + err.Error() + "': call arguments did not match a supported operator, function or macro signature for rule: " + ruleText
	}
	return err.Error() + " evaluating rule: " + ruleText
}
