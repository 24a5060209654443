package crdtest

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"

	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"
	structuraldefaulting "k8s.io/apiextensions-apiserver/pkg/apiserver/schema/defaulting"
	structuralpruning "k8s.io/apiextensions-apiserver/pkg/apiserver/schema/pruning"
	apiservervalidation "k8s.io/apiextensions-apiserver/pkg/apiserver/validation"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	utiljson "k8s.io/apimachinery/pkg/util/json"
	"k8s.io/apimachinery/pkg/util/validation/field"
	celconfig "k8s.io/apiserver/pkg/apis/cel"
	genericapirequest "k8s.io/apiserver/pkg/endpoints/request"
)

// Resource validates custom resources of one CRD version the way the API
// server does on create and update: prune unknown fields, apply schema
// defaults, then the registry strategy (OpenAPI schema, embedded object
// metadata, list-type invariants, CEL rules with ratcheting).
type Resource struct {
	structural     *structuralschema.Structural
	validateUpdate func(ctx context.Context, obj, old *unstructured.Unstructured) field.ErrorList
	validate       func(ctx context.Context, obj *unstructured.Unstructured) field.ErrorList
	// prepare: run the API server's PrepareForCreate/PrepareForUpdate
	// first (PrepareRequests).
	prepare       bool
	prepareCreate func(ctx context.Context, obj *unstructured.Unstructured)
	prepareUpdate func(ctx context.Context, obj, old *unstructured.Unstructured)
	namespaced    bool
	cel           *cel.Validator // the version's CEL rules, to measure them (celrun.go)
}

// Problem is one error the API server would report.
type Problem struct {
	Field string
	Type  field.ErrorType
	// Detail is informational; comparisons should use Field and Type.
	Detail string
}

// Result is the outcome of one create or update.
type Result struct {
	// Pruned lists unknown fields the API server drops before validating
	// (a strict client sees them as errors).
	Pruned   []string
	Problems []Problem
	CEL      CELRun
}

// Valid reports whether the request passes validation.
func (r Result) Valid() bool { return len(r.Problems) == 0 }

// NewResource prepares validation for one version of the CRD.
func (c *CRD) NewResource(version string) (*Resource, error) {
	s, v, err := c.structural(version)
	if err != nil {
		return nil, err
	}
	root := c.schemaOf(v)
	validator, _, err := apiservervalidation.NewSchemaValidator(root)
	if err != nil {
		return nil, fmt.Errorf("schema validator for %s: %w", version, err)
	}
	subs := v.Subresources
	if subs == nil {
		subs = c.Internal.Spec.Subresources
	}
	var status *apiextensionsinternal.CustomResourceSubresourceStatus
	var scale *apiextensionsinternal.CustomResourceSubresourceScale
	var statusValidator apiservervalidation.SchemaValidator
	if subs != nil {
		status, scale = subs.Status, subs.Scale
		if st, ok := root.Properties["status"]; ok && status != nil {
			if statusValidator, _, err = apiservervalidation.NewSchemaValidator(&st); err != nil {
				return nil, fmt.Errorf("status schema validator for %s: %w", version, err)
			}
		}
	}
	namespaced := c.Internal.Spec.Scope == apiextensionsinternal.NamespaceScoped
	kind := schema.GroupVersionKind{Group: c.Internal.Spec.Group, Version: version, Kind: c.Internal.Spec.Names.Kind}
	var selectable []apiextensionsv1.SelectableField
	for _, v1 := range c.V1.Spec.Versions {
		if v1.Name == version {
			selectable = v1.SelectableFields
		}
	}
	st := customresource.NewStrategy(nil, namespaced, kind, validator, statusValidator, s, status, scale, selectable)
	return &Resource{
		structural: s,
		namespaced: namespaced,
		cel:        cel.NewValidator(s, true, celconfig.PerCallLimit),
		validate: func(ctx context.Context, obj *unstructured.Unstructured) field.ErrorList {
			return st.Validate(ctx, obj)
		},
		validateUpdate: func(ctx context.Context, obj, old *unstructured.Unstructured) field.ErrorList {
			return st.ValidateUpdate(ctx, obj, old)
		},
		prepareCreate: func(ctx context.Context, obj *unstructured.Unstructured) { st.PrepareForCreate(ctx, obj) },
		prepareUpdate: func(ctx context.Context, obj, old *unstructured.Unstructured) { st.PrepareForUpdate(ctx, obj, old) },
	}, nil
}

// PrepareRequests makes Create and Update first do what the API server's
// handlers do before validation (PrepareForCreate, PrepareForUpdate): with
// a status subresource, a request to the main resource loses the status it
// sends and keeps the stored one. For Go code that leaves status to /status.
func (r *Resource) PrepareRequests() { r.prepare = true }

// Create validates obj (JSON) as a create request.
func (r *Resource) Create(obj []byte) (Result, error) {
	u, pruned, err := r.decode(obj)
	if err != nil {
		return Result{}, err
	}
	if r.prepare {
		r.prepareCreate(r.context(u), u)
	}
	res := Result{Pruned: pruned, Problems: problems(r.validate(r.context(u), u))}
	res.CEL = r.celRun(u, nil, res.Problems)
	return res, nil
}

// ValidWhole reports whether obj (JSON) passes the API server's create
// validation as a whole, status included: what a stored object passed,
// its status through the status subresource (no PrepareRequests).
func (r *Resource) ValidWhole(obj []byte) (bool, error) {
	u, _, err := r.decode(obj)
	if err != nil {
		return false, err
	}
	return len(r.validate(r.context(u), u)) == 0, nil
}

// Update validates newObj (JSON) as an update of oldObj (JSON, as stored).
func (r *Resource) Update(newObj, oldObj []byte) (Result, error) {
	u, pruned, err := r.decode(newObj)
	if err != nil {
		return Result{}, err
	}
	old, _, err := r.decode(oldObj)
	if err != nil {
		return Result{}, fmt.Errorf("old object: %w", err)
	}
	if r.prepare {
		r.prepareUpdate(r.context(u), u, old)
	}
	res := Result{Pruned: pruned, Problems: problems(r.validateUpdate(r.context(u), u, old))}
	res.CEL = r.celRun(u, old, res.Problems)
	return res, nil
}

// Served returns obj (JSON) as the API server validates it: unknown
// fields and nulls dropped, schema defaults applied.
func (r *Resource) Served(obj []byte) ([]byte, error) {
	u, _, err := r.decode(obj)
	if err != nil {
		return nil, err
	}
	return json.Marshal(u.Object)
}

func (r *Resource) decode(data []byte) (*unstructured.Unstructured, []string, error) {
	// The API server's decoder keeps integers as int64 (encoding/json would
	// make every number a float64, which the scale and CEL checks reject).
	var m map[string]any
	if err := utiljson.Unmarshal(data, &m); err != nil {
		return nil, nil, fmt.Errorf("decoding custom resource: %w", err)
	}
	// The request decoder drops unknown fields and nulls the schema does
	// not allow, then applies defaults, before any validation runs.
	pruned := structuralpruning.PruneWithOptions(m, r.structural, true, structuralschema.UnknownFieldPathOptions{TrackUnknownFieldPaths: true})
	structuraldefaulting.PruneNonNullableNullsWithoutDefaults(m, r.structural)
	structuraldefaulting.Default(m, r.structural)
	return &unstructured.Unstructured{Object: m}, pruned, nil
}

func (r *Resource) context(u *unstructured.Unstructured) context.Context {
	ctx := context.Background()
	if r.namespaced {
		ctx = genericapirequest.WithNamespace(ctx, u.GetNamespace())
	}
	return ctx
}

func problems(errs field.ErrorList) []Problem {
	out := make([]Problem, 0, len(errs))
	for _, e := range errs {
		out = append(out, Problem{Field: e.Field, Type: e.Type, Detail: e.Detail})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Field != out[j].Field {
			return out[i].Field < out[j].Field
		}
		return out[i].Type < out[j].Type
	})
	return out
}
