package crdtest

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"

	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"
	utiljson "k8s.io/apimachinery/pkg/util/json"
	celconfig "k8s.io/apiserver/pkg/apis/cel"
)

// node is a schema node for the kit's filler: the structural schema with
// stable pointers to its children (Structural keeps properties by value),
// the string specs read from its keywords and rules, and the API server's
// CEL validator of its subtree, compiled once.
type node struct {
	*structuralschema.Structural
	props         map[string]*node
	items, values *node
	str, keys     stringSpec
	// ownRules: the node has rules that run on create; transition: rules
	// on oldSelf (update rules).
	ownRules, transition bool
	required             map[string]bool
	validator            *cel.Validator
	compiled             bool
	zeroChecked          int8 // 0: not yet, 1: the zero passes, 2: it fails (zeroFails)
}

func newNode(s *structuralschema.Structural) *node {
	if s == nil {
		return nil
	}
	n := &node{Structural: s, str: specOf(s, false), keys: specOf(s, true), required: map[string]bool{}}
	for _, r := range s.XValidations {
		old := mentionsOldSelf(r.Rule)
		n.transition = n.transition || old
		// A rule on oldSelf runs on create only with optionalOldSelf.
		n.ownRules = n.ownRules || !old || (r.OptionalOldSelf != nil && *r.OptionalOldSelf)
	}
	if s.ValueValidation != nil {
		for _, name := range s.ValueValidation.Required {
			n.required[name] = true
		}
	}
	if len(s.Properties) > 0 {
		n.props = map[string]*node{}
		for name, p := range s.Properties {
			n.props[name] = newNode(&p)
		}
	}
	n.items = newNode(s.Items)
	if s.AdditionalProperties != nil {
		n.values = newNode(s.AdditionalProperties.Structural)
	}
	return n
}

func mentionsOldSelf(rule string) bool { return strings.Contains(rule, "oldSelf") }

// celErrors evaluates the CEL rules of n's subtree on v (a Go value, as
// JSON) the way the API server does on create; -1 when the value does not
// encode.
func (n *node) celErrors(v reflect.Value) int {
	if n.compiled && n.validator == nil {
		return 0 // no rules: no need to encode
	}
	data, err := json.Marshal(v.Interface())
	if err != nil {
		return -1
	}
	var obj any
	if err := utiljson.Unmarshal(data, &obj); err != nil {
		return -1
	}
	return n.celErrorsOf(obj)
}

// celErrorsOf evaluates the rules on a decoded JSON value (integers as
// int64).
func (n *node) celErrorsOf(obj any) int {
	if !n.compiled {
		n.validator = cel.NewValidator(n.Structural, false, celconfig.PerCallLimit)
		n.compiled = true
	}
	if n.validator == nil || obj == nil {
		return 0 // no rules, or an omitted value: no rule runs
	}
	errs, _ := n.validator.Validate(context.Background(), nil, n.Structural, obj, nil, celconfig.RuntimeCELCostBudget)
	return len(errs)
}
