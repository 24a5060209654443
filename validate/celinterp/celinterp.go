// Package celinterp is the interpreted tier of kubedv's CEL rules
// (KEP-3937): it evaluates a rule exactly as the API server's CRD
// validation does (apiextensions-apiserver's CEL validator, with the
// Kubernetes CEL environment and cost limits), on the JSON form of a Go
// value. Generated code imports it only for types that have CEL rules, so
// that other users of kubedv never build cel-go or k8s.io/apiserver.
//
// Each Rule holds the schema node of its site as the CRD backend writes it,
// with that one rule, as JSON; it is compiled once per process, on first
// use.
package celinterp

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"sync"

	apiextensions "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"
	utiljson "k8s.io/apimachinery/pkg/util/json"
	"k8s.io/apimachinery/pkg/util/validation/field"
	celconfig "k8s.io/apiserver/pkg/apis/cel"

	"github.com/kubedv/kubedv/validate"
)

// Rule is one CEL rule at one schema node.
type Rule struct {
	schema       string
	resourceRoot bool

	once       sync.Once
	structural *structuralschema.Structural
	validator  *cel.Validator
	err        error
}

// NewRule returns the rule held by schemaJSON, a structural schema node
// (apiextensions.k8s.io/v1 JSONSchemaProps) whose x-kubernetes-validations
// is that one rule. resourceRoot says the node is a resource's root, where
// self also has apiVersion, kind and metadata. Nothing is compiled yet.
func NewRule(schemaJSON string, resourceRoot bool) *Rule {
	return &Rule{schema: schemaJSON, resourceRoot: resourceRoot}
}

// compile builds the API server's validator of the node, once.
func (r *Rule) compile() {
	r.once.Do(func() {
		var v1 apiextensionsv1.JSONSchemaProps
		if err := json.Unmarshal([]byte(r.schema), &v1); err != nil {
			r.err = fmt.Errorf("celinterp: the rule's schema does not decode: %w", err)
			return
		}
		var internal apiextensions.JSONSchemaProps
		if err := apiextensionsv1.Convert_v1_JSONSchemaProps_To_apiextensions_JSONSchemaProps(&v1, &internal, nil); err != nil {
			r.err = fmt.Errorf("celinterp: the rule's schema does not convert: %w", err)
			return
		}
		s, err := structuralschema.NewStructural(&internal)
		if err != nil {
			r.err = fmt.Errorf("celinterp: the rule's schema is not structural: %w", err)
			return
		}
		r.structural = s
		r.validator = cel.NewValidator(s, r.resourceRoot, celconfig.PerCallLimit)
	})
}

// Validate evaluates the rule on obj, a pointer to the value, with old, a
// pointer to its old value (nil on create or when the value has none).
// unset and oldUnset say that the value, or the old value, is absent from
// the object's JSON form (nil, or a zero value the JSON tag omits): the API
// server runs no rule on an absent value, and an absent old value is no
// old value. The errors are the API server's: type from the rule's reason,
// path below path from its fieldPath, its message or messageExpression, and
// evaluation errors as the API server words them.
func (r *Rule) Validate(ctx context.Context, path *validate.Path, unset bool, obj any, oldUnset bool, old any) field.ErrorList {
	if unset {
		return nil
	}
	r.compile()
	if r.err != nil {
		return field.ErrorList{field.InternalError(path.Field(), r.err)}
	}
	value, ok, err := jsonValue(obj)
	if err != nil {
		return field.ErrorList{field.InternalError(path.Field(), err)}
	}
	if !ok {
		return nil
	}
	var oldValue any
	if !oldUnset {
		if oldValue, _, err = jsonValue(old); err != nil {
			return field.ErrorList{field.InternalError(path.Field(), err)}
		}
	}
	errs, _ := r.validator.Validate(ctx, path.Field(), r.structural, value, oldValue, celconfig.RuntimeCELCostBudget)
	return errs
}

// jsonValue converts a pointer to a Go value to the value the API server
// decodes from its JSON form (integers as int64, as its decoder reads
// them); ok is false for a nil pointer.
func jsonValue(ptr any) (v any, ok bool, err error) {
	if ptr == nil {
		return nil, false, nil
	}
	if rv := reflect.ValueOf(ptr); rv.Kind() == reflect.Pointer && rv.IsNil() {
		return nil, false, nil
	}
	data, err := json.Marshal(ptr)
	if err != nil {
		return nil, false, fmt.Errorf("celinterp: the value does not encode to JSON: %w", err)
	}
	if err := utiljson.Unmarshal(data, &v); err != nil {
		return nil, false, fmt.Errorf("celinterp: the value's JSON does not decode: %w", err)
	}
	return v, v != nil, nil
}
