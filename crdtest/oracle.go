// Package crdtest checks generated CustomResourceDefinitions against the
// oracle: Kubernetes' own apiextensions-apiserver. It is a separate module so
// that the API server's dependencies never reach users of the generator or
// the runtime.
package crdtest

import (
	"context"
	"fmt"

	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	crdvalidation "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"
	"k8s.io/apimachinery/pkg/util/validation/field"
	celconfig "k8s.io/apiserver/pkg/apis/cel"
	"k8s.io/apiserver/pkg/cel/environment"
	"sigs.k8s.io/yaml"
)

// CRD is a decoded CustomResourceDefinition in the API server's internal
// form, which its validation and custom-resource handling read.
type CRD struct {
	V1       *apiextensionsv1.CustomResourceDefinition
	Internal *apiextensionsinternal.CustomResourceDefinition
}

// DecodeCRD reads a CustomResourceDefinition from YAML or JSON strictly: an
// unknown field means the generator wrote something the API does not have.
func DecodeCRD(data []byte) (*CRD, error) {
	v1 := &apiextensionsv1.CustomResourceDefinition{}
	if err := yaml.UnmarshalStrict(data, v1); err != nil {
		return nil, fmt.Errorf("decoding CRD: %w", err)
	}
	if v1.APIVersion != "apiextensions.k8s.io/v1" || v1.Kind != "CustomResourceDefinition" {
		return nil, fmt.Errorf("decoding CRD: apiVersion %q kind %q, want apiextensions.k8s.io/v1 CustomResourceDefinition", v1.APIVersion, v1.Kind)
	}
	// The API server defaults v1 objects before converting them; the same
	// defaulting keeps the oracle's view identical to a real create.
	apiextensionsv1.SetObjectDefaults_CustomResourceDefinition(v1)
	in := &apiextensionsinternal.CustomResourceDefinition{}
	if err := apiextensionsv1.Convert_v1_CustomResourceDefinition_To_apiextensions_CustomResourceDefinition(v1, in, nil); err != nil {
		return nil, fmt.Errorf("converting CRD: %w", err)
	}
	return &CRD{V1: v1, Internal: in}, nil
}

// Validate runs the API server's create validation of the CRD itself:
// names, versions, structural schema, CEL compilation and cost limits.
func (c *CRD) Validate() field.ErrorList {
	return crdvalidation.ValidateCustomResourceDefinition(context.Background(), c.Internal)
}

// RuleCost is the estimated cost of one x-kubernetes-validations rule, as
// the API server compares it with its per-expression limit.
type RuleCost struct {
	Version string
	Path    string // the schema node carrying the rule
	Rule    string
	Cost    uint64
}

// CostliestRule returns the rule with the highest estimated cost across
// all versions, and false when the CRD has no rules.
func (c *CRD) CostliestRule() (RuleCost, bool, error) {
	var best RuleCost
	found := false
	envSet := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion())
	for _, v := range c.Internal.Spec.Versions {
		root := c.schemaOf(&v)
		if root == nil {
			continue
		}
		err := walkRules(crdvalidation.RootCELContext(root), root, field.NewPath("openAPIV3Schema"), func(ctx *crdvalidation.CELSchemaContext, p *field.Path) error {
			info, err := ctx.TypeInfo()
			if err != nil || info == nil {
				return fmt.Errorf("%s: no CEL type: %v", p, err)
			}
			results, err := cel.Compile(info.Schema, info.DeclType, celconfig.PerCallLimit, envSet, cel.NewExpressionsEnvLoader())
			if err != nil {
				return fmt.Errorf("%s: %w", p, err)
			}
			for i, r := range results {
				if r.Error != nil {
					return fmt.Errorf("%s: rule %q: %v", p, info.Schema.XValidations[i].Rule, r.Error)
				}
				card := r.MaxCardinality
				if ctx.MaxCardinality != nil {
					card = *ctx.MaxCardinality
				}
				cost := saturatingMul(r.MaxCost, card)
				if !found || cost > best.Cost {
					best = RuleCost{Version: v.Name, Path: p.String(), Rule: info.Schema.XValidations[i].Rule, Cost: cost}
					found = true
				}
			}
			return nil
		})
		if err != nil {
			return best, found, err
		}
	}
	return best, found, nil
}

func walkRules(ctx *crdvalidation.CELSchemaContext, s *apiextensionsinternal.JSONSchemaProps, p *field.Path, visit func(*crdvalidation.CELSchemaContext, *field.Path) error) error {
	if len(s.XValidations) > 0 {
		if err := visit(ctx, p); err != nil {
			return err
		}
	}
	for name, prop := range s.Properties {
		if err := walkRules(ctx.ChildPropertyContext(&prop, name), &prop, p.Child("properties").Key(name), visit); err != nil {
			return err
		}
	}
	if s.AdditionalProperties != nil && s.AdditionalProperties.Schema != nil {
		ap := s.AdditionalProperties.Schema
		if err := walkRules(ctx.ChildAdditionalPropertiesContext(ap), ap, p.Child("additionalProperties"), visit); err != nil {
			return err
		}
	}
	if s.Items != nil && s.Items.Schema != nil {
		it := s.Items.Schema
		if err := walkRules(ctx.ChildItemsContext(it), it, p.Child("items"), visit); err != nil {
			return err
		}
	}
	return nil
}

func saturatingMul(a, b uint64) uint64 {
	if a != 0 && b > ^uint64(0)/a {
		return ^uint64(0)
	}
	return a * b
}

// schemaOf returns a version's schema. Converting a v1 CRD to the internal
// form moves a schema all versions share to spec.validation.
func (c *CRD) schemaOf(v *apiextensionsinternal.CustomResourceDefinitionVersion) *apiextensionsinternal.JSONSchemaProps {
	switch {
	case v.Schema != nil && v.Schema.OpenAPIV3Schema != nil:
		return v.Schema.OpenAPIV3Schema
	case c.Internal.Spec.Validation != nil:
		return c.Internal.Spec.Validation.OpenAPIV3Schema
	}
	return nil
}

// structural returns the structural schema of one version, as the API
// server builds it for serving.
func (c *CRD) structural(version string) (*structuralschema.Structural, *apiextensionsinternal.CustomResourceDefinitionVersion, error) {
	for i := range c.Internal.Spec.Versions {
		v := &c.Internal.Spec.Versions[i]
		if v.Name != version {
			continue
		}
		root := c.schemaOf(v)
		if root == nil {
			return nil, nil, fmt.Errorf("version %s has no schema", version)
		}
		s, err := structuralschema.NewStructural(root)
		if err != nil {
			return nil, nil, fmt.Errorf("version %s: %w", version, err)
		}
		return s, v, nil
	}
	return nil, nil, fmt.Errorf("CRD %s has no version %q", c.Internal.Name, version)
}
