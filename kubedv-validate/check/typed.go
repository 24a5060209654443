package check

import (
	"context"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/kubedv-validate/internal/request"
)

// Strategy is what an API's REST strategy does with a request, for the
// Go types of a scheme. Every function is optional.
type Strategy struct {
	// PrepareForCreate and PrepareForUpdate run before validation, as
	// the server's strategy does (reset status, bump generation).
	PrepareForCreate func(ctx context.Context, obj runtime.Object)
	PrepareForUpdate func(ctx context.Context, obj, old runtime.Object)
	// Validate validates a create (old is nil) or an update. When nil,
	// the validation registered in the scheme runs (generated code's
	// RegisterValidations, through Scheme.Validate and ValidateUpdate).
	Validate func(ctx context.Context, obj, old runtime.Object) field.ErrorList
	// ClusterScoped is true for kinds without a namespace.
	ClusterScoped bool
}

// AddScheme registers every kind the scheme knows in gv (lists and the
// meta types metav1.AddToGroupVersion adds are skipped), validated with
// the scheme's defaults and the strategy.
func (v *Validator) AddScheme(s *runtime.Scheme, gv schema.GroupVersion, st Strategy) {
	for kind := range s.KnownTypes(gv) {
		gvk := gv.WithKind(kind)
		obj, err := s.New(gvk)
		if err != nil || meta.IsListType(obj) || isMetaKind(kind) {
			continue
		}
		v.Add(gvk, &typedKind{scheme: s, gvk: gvk, strategy: st})
	}
}

// The kinds metav1.AddToGroupVersion registers in every group version.
func isMetaKind(kind string) bool {
	switch kind {
	case "WatchEvent", "ListOptions", "GetOptions", "DeleteOptions", "CreateOptions", "UpdateOptions", "PatchOptions", "Status", "APIGroup", "APIVersions", "APIResourceList":
		return true
	}
	return false
}

type typedKind struct {
	scheme   *runtime.Scheme
	gvk      schema.GroupVersionKind
	strategy Strategy
}

// decode turns JSON values into the Go type as the API server's strict
// decoder does: unknown and duplicate fields refused (when strict), wrong
// types refused, then the scheme's defaults applied.
func (k *typedKind) decode(obj map[string]any, strict bool) (runtime.Object, metav1.Status, bool) {
	data, err := request.Encode(obj)
	if err != nil {
		return nil, Internal(err), false
	}
	out, err := k.scheme.New(k.gvk)
	if err != nil {
		return nil, Internal(err), false
	}
	if status, ok := request.Decode(k.gvk, data, out, strict); !ok {
		return nil, status, false
	}
	k.scheme.Default(out)
	return out, metav1.Status{}, true
}

func (k *typedKind) Create(ctx context.Context, obj map[string]any) metav1.Status {
	typed, status, ok := k.decode(obj, true)
	if !ok {
		return status
	}
	stored, refused := k.create(ctx, typed)
	if refused != nil {
		return *refused
	}
	ns := !k.strategy.ClusterScoped
	return request.Invalid(k.gvk.GroupKind(), typed, request.ValidateCreate(stored.Meta, ns, k.validate(stored.Ctx, typed, nil)))
}

// create prepares typed as the server does before validating a create.
func (k *typedKind) create(ctx context.Context, typed runtime.Object) (request.Prepared, *metav1.Status) {
	p, refused := request.BeforeCreate(ctx, typed, !k.strategy.ClusterScoped)
	if refused != nil {
		return p, refused
	}
	if k.strategy.PrepareForCreate != nil {
		k.strategy.PrepareForCreate(p.Ctx, typed)
	}
	return p, nil
}

func (k *typedKind) Update(ctx context.Context, obj, old map[string]any) metav1.Status {
	stored, status, ok := k.decode(old, false)
	if !ok {
		return request.OldObject(status)
	}
	storedMeta, refused := k.create(ctx, stored)
	if refused != nil {
		return request.OldObject(*refused)
	}
	typed, status, ok := k.decode(obj, true)
	if !ok {
		return status
	}
	ns := !k.strategy.ClusterScoped
	p, refused := request.BeforeUpdate(ctx, typed, storedMeta.Meta, ns)
	if refused != nil {
		return *refused
	}
	if k.strategy.PrepareForUpdate != nil {
		k.strategy.PrepareForUpdate(p.Ctx, typed, stored)
	}
	return request.Invalid(k.gvk.GroupKind(), typed, request.ValidateUpdate(p.Meta, storedMeta.Meta, ns, k.validate(p.Ctx, typed, stored)))
}

func (k *typedKind) validate(ctx context.Context, obj, old runtime.Object) field.ErrorList {
	if k.strategy.Validate != nil {
		return k.strategy.Validate(ctx, obj, old)
	}
	if old == nil {
		return k.scheme.Validate(ctx, nil, obj)
	}
	return k.scheme.ValidateUpdate(ctx, nil, obj, old)
}
