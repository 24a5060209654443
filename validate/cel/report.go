package cel

import (
	"encoding/json"
	"strings"

	utiljson "k8s.io/apimachinery/pkg/util/json"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validate"
)

// Site is what the API server's error for one compiled rule depends on
// besides the value: the rule as written and its schema node's type. The
// generated code declares one per rule; building its errors happens only
// when the rule fails.
type Site struct {
	// Rule, Message and Reason are the rule's fields as written.
	Rule, Message, Reason string
	// FieldPath is the rule's fieldPath normalised as the API server
	// appends it to the node's path ("spec.name", "labels[key]"), "" for
	// none.
	FieldPath string
	// Type is the node's schema type: "object", "array", "string",
	// "integer", "number" or "boolean".
	Type string
}

// maxMessageBytes is the API server's limit on an evaluated
// messageExpression (celconfig.MaxEvaluatedMessageExpressionSizeBytes).
const maxMessageBytes = 5 * 1024

// EvalError is the API server's error for a rule whose evaluation failed
// with err: at the node, whatever the fieldPath and reason, with the node's
// schema type as the value.
func (s *Site) EvalError(path *validate.Path, err Err) field.ErrorList {
	return field.ErrorList{field.Invalid(path.Field(), s.Type, EvalErrorDetail(err, s.Message, s.Rule))}
}

// Failed is the API server's error for a rule without a messageExpression
// that evaluated to false on value, a pointer to the node's Go value.
func (s *Site) Failed(path *validate.Path, value any) field.ErrorList {
	return s.failed(path, value, s.defaultMessage())
}

// FailedWithMessage is Failed for a rule with a messageExpression, which
// evaluated to msg or failed with msgErr: a message that failed, is empty
// or too long after trimming, or has a line break gives way to the rule's
// message, as the API server does.
func (s *Site) FailedWithMessage(path *validate.Path, value any, msg string, msgErr Err) field.ErrorList {
	msg = strings.TrimSpace(msg)
	if msgErr.Failed() || msg == "" || len(msg) > maxMessageBytes || strings.Contains(msg, "\n") {
		msg = s.defaultMessage()
	}
	return s.failed(path, value, msg)
}

// defaultMessage is the message, or the rule's text when it has none.
func (s *Site) defaultMessage() string {
	if m := strings.TrimSpace(s.Message); m != "" {
		return m
	}
	return "failed rule: " + strings.TrimSpace(s.Rule)
}

func (s *Site) failed(path *validate.Path, value any, detail string) field.ErrorList {
	fp := path.Field()
	if s.FieldPath != "" {
		fp = fp.Child(s.FieldPath)
	}
	var bad any = field.OmitValueType{}
	if s.Type != "object" && s.Type != "array" {
		bad = jsonForm(value)
	}
	switch s.Reason {
	case "FieldValueForbidden":
		return field.ErrorList{field.Forbidden(fp, detail)}
	case "FieldValueRequired":
		return field.ErrorList{field.Required(fp, detail)}
	case "FieldValueDuplicate":
		return field.ErrorList{field.Duplicate(fp, bad)}
	}
	return field.ErrorList{field.Invalid(fp, bad, detail)}
}

// jsonForm is the value the API server decodes from ptr's JSON form
// (whole numbers as int64, as its decoder reads them), which it reports as
// a failed scalar rule's value.
func jsonForm(ptr any) any {
	data, err := json.Marshal(ptr)
	if err != nil {
		return ptr
	}
	var v any
	if err := utiljson.Unmarshal(data, &v); err != nil {
		return ptr
	}
	return v
}

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
