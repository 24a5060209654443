package check

import (
	"sync"

	apiservervalidation "k8s.io/apiextensions-apiserver/pkg/apiserver/validation"
	"k8s.io/kube-openapi/pkg/validation/spec"
	"k8s.io/kube-openapi/pkg/validation/strfmt"
	"k8s.io/kube-openapi/pkg/validation/validate"
)

// createValidator is a version's OpenAPI schema validator whose creates
// reuse kube-openapi validators: apiextensions-apiserver's ratcheting
// validator builds the same one (the schema, no root, no path, the
// default formats, no options) for every object it validates on create,
// and that one builds a validator for every field of the object it
// meets, from the field's schema and path; without ratcheting the server
// itself reuses the first across requests. Updates are the ratcheting
// validator's, unchanged.
type createValidator struct {
	apiservervalidation.SchemaValidator
	create *validate.SchemaValidator
	fields *fieldValidators // nil when the schema has patternProperties
}

// kept is the number of field validators kept.
func (v createValidator) kept() int {
	if v.fields == nil {
		return 0
	}
	v.fields.mu.RLock()
	defer v.fields.mu.RUnlock()
	return len(v.fields.m)
}

// newCreateValidator wraps v, which apiservervalidation.NewSchemaValidator
// built from schema.
func newCreateValidator(v apiservervalidation.SchemaValidator, schema *spec.Schema) createValidator {
	return newCreateValidatorKeeping(v, schema, fieldValidatorsMax)
}

// newCreateValidatorKeeping is newCreateValidator keeping up to max field
// validators.
func newCreateValidatorKeeping(v apiservervalidation.SchemaValidator, schema *spec.Schema, max int) createValidator {
	var opts []validate.Option
	var fields *fieldValidators
	if !hasPatternProperties(schema, 0) {
		fields = &fieldValidators{root: schema, formats: strfmt.Default, max: max, m: map[string]*validate.SchemaValidator{}}
		opts = append(opts, fields.option)
	}
	return createValidator{SchemaValidator: v, create: validate.NewSchemaValidator(schema, nil, "", strfmt.Default, opts...), fields: fields}
}

// Validate validates a created object; the options are ignored, as the
// ratcheting validator ignores them on create.
func (v createValidator) Validate(obj any, _ ...apiservervalidation.ValidationOption) *validate.Result {
	return v.create.Validate(obj)
}

// fieldValidators keeps the validators kube-openapi builds for the fields
// and items of objects, by path (".spec.ports[0].name"): in a schema
// without patternProperties a path has one schema (a property, an item,
// additionalProperties for the other keys), and a validator is the same
// whatever the object. Up to fieldValidatorsMax paths are kept (maps with
// keys of their own would grow it without end); the others are built as
// kube-openapi builds them.
type fieldValidators struct {
	root    *spec.Schema
	formats strfmt.Registry
	max     int
	mu      sync.RWMutex
	m       map[string]*validate.SchemaValidator
}

const fieldValidatorsMax = 4096

// option makes a validator build its fields' validators with f.
func (f *fieldValidators) option(o *validate.SchemaValidatorOptions) {
	o.NewValidatorForField = f.forField
	o.NewValidatorForIndex = f.forIndex
}

func (f *fieldValidators) forField(_ string, schema *spec.Schema, root any, path string, formats strfmt.Registry, opts ...validate.Option) validate.ValueValidator {
	return f.get(schema, root, path, formats, opts)
}

func (f *fieldValidators) forIndex(_ int, schema *spec.Schema, root any, path string, formats strfmt.Registry, opts ...validate.Option) validate.ValueValidator {
	return f.get(schema, root, path, formats, opts)
}

// get returns the validator of path, building it (with f for its own
// fields) on first use. A call from elsewhere than f's tree (another root,
// formats or options) gets kube-openapi's own.
func (f *fieldValidators) get(schema *spec.Schema, root any, path string, formats strfmt.Registry, opts []validate.Option) validate.ValueValidator {
	if r, ok := root.(*spec.Schema); !ok || r != f.root || formats != f.formats || len(opts) > 0 {
		return validate.NewSchemaValidator(schema, root, path, formats, opts...)
	}
	f.mu.RLock()
	v := f.m[path]
	f.mu.RUnlock()
	if v != nil {
		return v
	}
	v = validate.NewSchemaValidator(schema, root, path, formats, f.option)
	f.mu.Lock()
	if len(f.m) < f.max {
		f.m[path] = v
	}
	f.mu.Unlock()
	return v
}

// hasPatternProperties reports whether s, or a schema under it, has
// patternProperties (whose keys' paths can also be a property's or
// another pattern's); too deep a schema counts as having them.
func hasPatternProperties(s *spec.Schema, depth int) bool {
	if s == nil {
		return false
	}
	if len(s.PatternProperties) > 0 || depth > 64 {
		return true
	}
	for _, p := range s.Properties {
		if hasPatternProperties(&p, depth+1) {
			return true
		}
	}
	if s.Items != nil {
		if hasPatternProperties(s.Items.Schema, depth+1) {
			return true
		}
		for i := range s.Items.Schemas {
			if hasPatternProperties(&s.Items.Schemas[i], depth+1) {
				return true
			}
		}
	}
	if s.AdditionalProperties != nil && hasPatternProperties(s.AdditionalProperties.Schema, depth+1) {
		return true
	}
	if s.AdditionalItems != nil && hasPatternProperties(s.AdditionalItems.Schema, depth+1) {
		return true
	}
	for _, list := range [][]spec.Schema{s.AllOf, s.AnyOf, s.OneOf} {
		for i := range list {
			if hasPatternProperties(&list[i], depth+1) {
				return true
			}
		}
	}
	return hasPatternProperties(s.Not, depth+1)
}
