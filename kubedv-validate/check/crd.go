package check

import (
	"context"
	"fmt"
	"sync"

	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"
	structuraldefaulting "k8s.io/apiextensions-apiserver/pkg/apiserver/schema/defaulting"
	schemaobjectmeta "k8s.io/apiextensions-apiserver/pkg/apiserver/schema/objectmeta"
	structuralpruning "k8s.io/apiextensions-apiserver/pkg/apiserver/schema/pruning"
	apiservervalidation "k8s.io/apiextensions-apiserver/pkg/apiserver/validation"
	"k8s.io/apiextensions-apiserver/pkg/registry/customresource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/managedfields"
	"k8s.io/apimachinery/pkg/util/validation/field"
	celconfig "k8s.io/apiserver/pkg/apis/cel"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kubedv/kubedv/kubedv-validate/internal/request"
)

// AddCRD validates obj, a CustomResourceDefinition, as the API server
// does on create, and registers its served versions: their custom
// resources are then validated as apiextensions-apiserver validates them.
// An invalid CRD registers nothing: its kind's objects get kubectl's
// answer to a kind the server does not serve, as from a cluster where the
// CRD could not be created; the returned status is the CRD's own answer.
func (v *Validator) AddCRD(ctx context.Context, obj map[string]any) metav1.Status {
	crd, status, ok := decodeCRD(obj, true)
	if !ok {
		return status
	}
	if status := validateNewCRD(ctx, crd); status.Status != metav1.StatusSuccess {
		return status
	}
	in := crd.internal
	namespaced := in.Spec.Scope == apiextensionsinternal.NamespaceScoped
	for i := range in.Spec.Versions {
		ver := &in.Spec.Versions[i]
		if !ver.Served {
			continue
		}
		gvk := schema.GroupVersionKind{Group: in.Spec.Group, Version: ver.Name, Kind: in.Spec.Names.Kind}
		v.Add(gvk, &lazyCRDKind{gvk: gvk, namespaced: namespaced, data: crd.data, version: i})
	}
	return Success()
}

// lazyCRDKind is a served version whose validation (the structural
// schema, the OpenAPI validators, the CEL programs, the strategy) is built
// on its first object: registering a CRD costs only its decoding and its
// own validation, as kubectl apply of it gets, and a CRD whose objects
// never come costs nothing more. Until then only the CRD's JSON is kept
// (a fraction of its decoded forms' memory), decoded again for the build.
// The build is once per version, shared by the documents validated in
// parallel. A build that fails (which the CRD's validation should have
// prevented) is every object's internal error.
type lazyCRDKind struct {
	gvk        schema.GroupVersionKind
	namespaced bool
	data       []byte // the CRD's JSON, as decodeCRD decoded it
	version    int    // the index of the version in the CRD's versions

	once sync.Once
	kind *crdKind
	err  error
}

// NamespaceScoped says whether the CRD's objects live in a namespace,
// without building the version's validation.
func (l *lazyCRDKind) NamespaceScoped() bool { return l.namespaced }

// built is the version's validation, built on first use.
func (l *lazyCRDKind) built() (*crdKind, error) {
	l.once.Do(func() {
		// Kept if the build panics (Validate recovers it), so that the
		// version's later objects get an error, not a nil kind.
		l.err = fmt.Errorf("building the validation of %s failed", l.gvk)
		// The JSON decoded (strictly) and validated when the CRD was
		// added: the same bytes decode to the same CRD.
		crd, status, ok := decodeCRDData(l.data, false)
		l.data = nil
		if !ok {
			l.err = fmt.Errorf("CRD of %s: decoding it again: %s", l.gvk, status.Message)
			return
		}
		l.kind, l.err = newCRDKind(crd, &crd.internal.Spec.Versions[l.version])
	})
	return l.kind, l.err
}

func (l *lazyCRDKind) Create(ctx context.Context, obj map[string]any) metav1.Status {
	k, err := l.built()
	if err != nil {
		return Internal(err)
	}
	return k.Create(ctx, obj)
}

func (l *lazyCRDKind) Update(ctx context.Context, obj, old map[string]any) metav1.Status {
	k, err := l.built()
	if err != nil {
		return Internal(err)
	}
	return k.Update(ctx, obj, old)
}

// resourceStrategy is what the API server's custom-resource strategy does for
// a request.
type resourceStrategy interface {
	PrepareForCreate(ctx context.Context, obj runtime.Object)
	PrepareForUpdate(ctx context.Context, obj, old runtime.Object)
	Validate(ctx context.Context, obj runtime.Object) field.ErrorList
	ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList
	GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set
}

// crdKind validates the custom resources of one served version.
type crdKind struct {
	gvk        schema.GroupVersionKind
	namespaced bool
	structural *structuralschema.Structural
	strategy   resourceStrategy
	// rules is the schema's CEL validator built on first use, nil when
	// the schema has no rules (see inOrder).
	rules           func() *cel.Validator
	preserveUnknown bool
	crd             *apiextensionsv1.CustomResourceDefinition // for the apply models

	fmOnce sync.Once
	fm     *managedfields.FieldManager
	fmErr  error
}

// NamespaceScoped says whether the CRD's objects live in a namespace.
func (k *crdKind) NamespaceScoped() bool { return k.namespaced }

// fieldManager is the version's field manager, built on first use.
func (k *crdKind) fieldManager() (*managedfields.FieldManager, error) {
	k.fmOnce.Do(func() { k.fm, k.fmErr = k.newFieldManager() })
	return k.fm, k.fmErr
}

// newCRDKind builds, once per version (on its first object), what the
// API server builds when it starts serving it: the structural schema, the
// OpenAPI validator, the CEL programs (inside the strategy) and the
// status validator.
func newCRDKind(crd *decodedCRD, ver *apiextensionsinternal.CustomResourceDefinitionVersion) (*crdKind, error) {
	in := crd.internal
	root := ver.Schema
	if root == nil {
		root = in.Spec.Validation
	}
	var props *apiextensionsinternal.JSONSchemaProps
	if root != nil {
		props = root.OpenAPIV3Schema
	}
	if props == nil {
		props = &apiextensionsinternal.JSONSchemaProps{Type: "object", XPreserveUnknownFields: ptrTrue()}
	}
	s, err := structuralschema.NewStructural(props)
	if err != nil {
		return nil, fmt.Errorf("CRD %s version %s: %w", in.Name, ver.Name, err)
	}
	ratcheting, openapiSchema, err := apiservervalidation.NewSchemaValidator(props)
	if err != nil {
		return nil, fmt.Errorf("CRD %s version %s: %w", in.Name, ver.Name, err)
	}
	validator := newCreateValidator(ratcheting, openapiSchema)
	subs := ver.Subresources
	if subs == nil {
		subs = in.Spec.Subresources
	}
	var status *apiextensionsinternal.CustomResourceSubresourceStatus
	var scale *apiextensionsinternal.CustomResourceSubresourceScale
	var statusValidator apiservervalidation.SchemaValidator
	if subs != nil {
		status, scale = subs.Status, subs.Scale
		if st, ok := props.Properties["status"]; ok && status != nil {
			if statusValidator, _, err = apiservervalidation.NewSchemaValidator(&st); err != nil {
				return nil, fmt.Errorf("CRD %s version %s status: %w", in.Name, ver.Name, err)
			}
		}
	}
	var selectable []apiextensionsv1.SelectableField
	for _, v1 := range crd.v1.Spec.Versions {
		if v1.Name == ver.Name {
			selectable = v1.SelectableFields
		}
	}
	namespaced := in.Spec.Scope == apiextensionsinternal.NamespaceScoped
	gvk := schema.GroupVersionKind{Group: in.Spec.Group, Version: ver.Name, Kind: in.Spec.Names.Kind}
	var rules func() *cel.Validator
	if hasRules(s) {
		rules = sync.OnceValue(func() *cel.Validator { return cel.NewValidator(s, true, celconfig.PerCallLimit) })
	}
	return &crdKind{
		gvk:             gvk,
		namespaced:      namespaced,
		structural:      s,
		strategy:        customresource.NewStrategy(nil, namespaced, gvk, validator, statusValidator, s, status, scale, selectable),
		rules:           rules,
		preserveUnknown: in.Spec.PreserveUnknownFields != nil && *in.Spec.PreserveUnknownFields,
		crd:             crd.v1,
	}, nil
}

func ptrTrue() *bool { t := true; return &t }

// decode is the API server's custom-resource decoder: a copy of obj with
// unknown fields pruned (an error when strict, as kubectl asks), metadata
// coerced, nulls dropped where the schema does not allow them, defaults
// applied.
func (k *crdKind) decode(obj map[string]any, strict bool) (*unstructured.Unstructured, metav1.Status, bool) {
	u := &unstructured.Unstructured{Object: runtime.DeepCopyJSON(obj)}
	meta, found, unknown, err := schemaobjectmeta.GetObjectMetaWithOptions(u.Object, schemaobjectmeta.ObjectMetaOptions{
		DropMalformedFields: !strict, ReturnUnknownFieldPaths: strict,
	})
	if err != nil {
		return nil, BadRequest(err.Error()), false
	}
	if !k.preserveUnknown {
		unknown = append(unknown, structuralpruning.PruneWithOptions(u.Object, k.structural, true, structuralschema.UnknownFieldPathOptions{TrackUnknownFieldPaths: strict})...)
		structuraldefaulting.PruneNonNullableNullsWithoutDefaults(u.Object, k.structural)
	}
	ferr, paths := schemaobjectmeta.CoerceWithOptions(nil, u.Object, k.structural, false, schemaobjectmeta.CoerceOptions{
		DropInvalidFields: !strict, ReturnUnknownFieldPaths: strict,
	})
	if ferr != nil {
		return nil, BadRequest(ferr.Error()), false
	}
	unknown = append(unknown, paths...)
	if strict && len(unknown) > 0 {
		msgs := make([]string, len(unknown))
		for i, p := range unknown {
			msgs[i] = fmt.Sprintf("unknown field %q", p)
		}
		return nil, request.StrictStatus(k.gvk, msgs, unknown), false
	}
	u.SetAPIVersion(k.gvk.GroupVersion().String())
	u.SetKind(k.gvk.Kind)
	if found {
		if err := schemaobjectmeta.SetObjectMeta(u.Object, meta); err != nil {
			return nil, BadRequest(err.Error()), false
		}
	}
	structuraldefaulting.Default(u.Object, k.structural)
	return u, metav1.Status{}, true
}

func (k *crdKind) Create(ctx context.Context, obj map[string]any) metav1.Status {
	u, status, ok := k.decode(obj, true)
	if !ok {
		return status
	}
	p, refused := k.create(ctx, u)
	if refused != nil {
		return *refused
	}
	return request.Invalid(k.gvk.GroupKind(), u, request.ValidateCreate(p.Meta, k.namespaced, k.inOrder(p.Ctx, k.strategy.Validate(p.Ctx, u), u, nil)))
}

func (k *crdKind) create(ctx context.Context, u *unstructured.Unstructured) (request.Prepared, *metav1.Status) {
	p, refused := request.BeforeCreate(ctx, u, k.namespaced)
	if refused != nil {
		return p, refused
	}
	k.strategy.PrepareForCreate(p.Ctx, u)
	return p, nil
}

// Update validates obj as kubectl apply --server-side of it gets it
// validated by a server holding what applying old created: old is applied
// to an empty object (decoded leniently and not validated, so that an old
// object the current schema refuses can ratchet), then obj is applied to
// it by the same field manager (the merge's error is the server's answer)
// and the result validated as an update, transition rules and ratcheting
// included.
func (k *crdKind) Update(ctx context.Context, obj, old map[string]any) metav1.Status {
	fm, err := k.fieldManager()
	if err != nil {
		return request.Internal(err)
	}
	empty := &unstructured.Unstructured{}
	empty.SetGroupVersionKind(k.gvk)
	created, refused := request.Apply(ctx, fm, empty, old, nil)
	if refused != nil {
		return request.OldObject(*refused)
	}
	stored, status, ok := k.decode(created.(*unstructured.Unstructured).Object, false)
	if !ok {
		return request.OldObject(status)
	}
	sp, refused := k.create(ctx, stored)
	if refused != nil {
		return request.OldObject(*refused)
	}
	result, refused := request.Apply(ctx, fm, stored, obj, func() []string { _, s, _ := k.decode(obj, true); return request.UnknownFields(s) })
	if refused != nil {
		return *refused
	}
	u, status, ok := k.decode(result.(*unstructured.Unstructured).Object, false)
	if !ok {
		return status
	}
	p, refused := request.BeforeUpdate(ctx, u, sp.Meta, k.namespaced)
	if refused != nil {
		return *refused
	}
	k.strategy.PrepareForUpdate(p.Ctx, u, stored)
	return request.Invalid(k.gvk.GroupKind(), u, request.ValidateUpdate(p.Meta, sp.Meta, k.namespaced, k.inOrder(p.Ctx, k.strategy.ValidateUpdate(p.Ctx, u, stored), u, stored)))
}
