package check

import (
	apiservervalidation "k8s.io/apiextensions-apiserver/pkg/apiserver/validation"
	"k8s.io/kube-openapi/pkg/validation/spec"
	"k8s.io/kube-openapi/pkg/validation/strfmt"
	"k8s.io/kube-openapi/pkg/validation/validate"
)

// createValidator is a version's OpenAPI schema validator whose creates
// reuse one kube-openapi validator: apiextensions-apiserver's ratcheting
// validator builds the same one (the schema, no root, no path, the
// default formats, no options) for every object it validates on create,
// an eighth of a custom resource's time; without ratcheting the server
// itself reuses one across requests. Updates are the ratcheting
// validator's, unchanged.
type createValidator struct {
	apiservervalidation.SchemaValidator
	create *validate.SchemaValidator
}

// newCreateValidator wraps v, which apiservervalidation.NewSchemaValidator
// built from schema.
func newCreateValidator(v apiservervalidation.SchemaValidator, schema *spec.Schema) createValidator {
	return createValidator{SchemaValidator: v, create: validate.NewSchemaValidator(schema, nil, "", strfmt.Default)}
}

// Validate validates a created object; the options are ignored, as the
// ratcheting validator ignores them on create.
func (v createValidator) Validate(obj any, _ ...apiservervalidation.ValidationOption) *validate.Result {
	return v.create.Validate(obj)
}
