package check

import (
	"context"
	"encoding/json"
	"fmt"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/validation/field"
	sigsjson "sigs.k8s.io/json"
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
	data, err := json.Marshal(obj)
	if err != nil {
		return nil, Internal(err), false
	}
	out, err := k.scheme.New(k.gvk)
	if err != nil {
		return nil, Internal(err), false
	}
	var opts []sigsjson.StrictOption
	if strict {
		opts = []sigsjson.StrictOption{sigsjson.DisallowDuplicateFields, sigsjson.DisallowUnknownFields}
	}
	strictErrs, err := sigsjson.UnmarshalStrict(data, out, opts...)
	if err != nil {
		return nil, BadRequest(fmt.Sprintf("%s in version %q cannot be handled as a %s: %v", k.gvk.Kind, k.gvk.Version, k.gvk.Kind, err)), false
	}
	if len(strictErrs) > 0 {
		msgs := make([]string, len(strictErrs))
		paths := make([]string, len(strictErrs))
		for i, e := range strictErrs {
			msgs[i], paths[i] = e.Error(), quotedField(e.Error())
		}
		return nil, strictStatus(k.gvk, msgs, paths), false
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
	return invalid(k.gvk.GroupKind(), typed, validateCreate(stored.meta, ns, k.validate(stored.ctx, typed, nil)))
}

// create prepares typed as the server does before validating a create.
func (k *typedKind) create(ctx context.Context, typed runtime.Object) (prepared, *metav1.Status) {
	p, refused := beforeCreate(ctx, typed, !k.strategy.ClusterScoped)
	if refused != nil {
		return p, refused
	}
	if k.strategy.PrepareForCreate != nil {
		k.strategy.PrepareForCreate(p.ctx, typed)
	}
	return p, nil
}

func (k *typedKind) Update(ctx context.Context, obj, old map[string]any) metav1.Status {
	stored, status, ok := k.decode(old, false)
	if !ok {
		return oldObjectStatus(status)
	}
	storedMeta, refused := k.create(ctx, stored)
	if refused != nil {
		return oldObjectStatus(*refused)
	}
	typed, status, ok := k.decode(obj, true)
	if !ok {
		return status
	}
	ns := !k.strategy.ClusterScoped
	p, refused := beforeUpdate(ctx, typed, storedMeta.meta, ns)
	if refused != nil {
		return *refused
	}
	if k.strategy.PrepareForUpdate != nil {
		k.strategy.PrepareForUpdate(p.ctx, typed, stored)
	}
	return invalid(k.gvk.GroupKind(), typed, validateUpdate(p.meta, storedMeta.meta, ns, k.validate(p.ctx, typed, stored)))
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

// invalid is the 422 answer for errs, or Success.
func invalid(gk schema.GroupKind, obj any, errs field.ErrorList) metav1.Status {
	if len(errs) == 0 {
		return Success()
	}
	name := ""
	if m, err := meta.Accessor(obj); err == nil {
		name = m.GetName()
	}
	return apierrors.NewInvalid(gk, name, errs).ErrStatus
}

// oldObjectStatus explains that the old manifest itself was refused: the
// update cannot be judged.
func oldObjectStatus(s metav1.Status) metav1.Status {
	s.Message = "the old object (--old) cannot be decoded: " + s.Message
	return s
}
