package check

import (
	"context"
	"sync"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/managedfields"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/kube-openapi/pkg/common"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	"github.com/kubedv/kubedv/kubedv-validate/internal/request"
	"github.com/kubedv/kubedv/kubedv-validate/internal/typeconv"
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
	// OpenAPIDefinitions are the API's generated OpenAPI definitions
	// (openapi-gen's GetOpenAPIDefinitions, run on the API's packages and
	// the apimachinery ones they use). With them an update is answered as
	// a server-side apply of the new manifest, as for native kinds: the
	// merge knows each list's type and keys (lists of type map merge item
	// by item, fields only the server set stay, a duplicate key or an
	// unknown field is the merge's 500). Without them, the new manifest is
	// validated as the whole new object, as a PUT of it.
	OpenAPIDefinitions common.GetOpenAPIDefinitions
	// ResetFields are the fields a request may not set, as the strategy's
	// GetResetFields lists them (the status, on the main resource): the
	// apply's field manager does not give them to the applier. Used with
	// OpenAPIDefinitions.
	ResetFields map[fieldpath.APIVersion]*fieldpath.Set
}

// AddScheme registers every kind the scheme knows in gv (lists and the
// meta types metav1.AddToGroupVersion adds are skipped), validated with
// the scheme's defaults and the strategy.
func (v *Validator) AddScheme(s *runtime.Scheme, gv schema.GroupVersion, st Strategy) {
	var kinds []*typedKind
	var models *applyModels
	if st.OpenAPIDefinitions != nil {
		models = &applyModels{title: gv.String(), defs: st.OpenAPIDefinitions, scheme: s}
	}
	for kind := range s.KnownTypes(gv) {
		gvk := gv.WithKind(kind)
		obj, err := s.New(gvk)
		if err != nil || meta.IsListType(obj) || isMetaKind(kind) {
			continue
		}
		if models != nil {
			models.objects = append(models.objects, obj)
		}
		kinds = append(kinds, &typedKind{scheme: s, gvk: gvk, strategy: st, models: models})
	}
	for _, k := range kinds {
		v.Add(k.gvk, k)
	}
}

// applyModels is the type converter of a group version's kinds, built
// from their OpenAPI definitions on the first update.
type applyModels struct {
	title   string
	defs    common.GetOpenAPIDefinitions
	scheme  *runtime.Scheme
	objects []runtime.Object

	once sync.Once
	tc   managedfields.TypeConverter
	err  error
}

func (m *applyModels) typeConverter() (managedfields.TypeConverter, error) {
	m.once.Do(func() { m.tc, m.err = typeconv.New(m.title, m.defs, m.scheme, m.objects) })
	return m.tc, m.err
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
	models   *applyModels // nil without OpenAPI definitions

	fmOnce sync.Once
	fm     *managedfields.FieldManager
	fmErr  error
}

// NamespaceScoped says whether the kind's objects live in a namespace.
func (k *typedKind) NamespaceScoped() bool { return !k.strategy.ClusterScoped }

// fieldManager is the kind's field manager, as a generic API server
// builds it for a resource: the kind's version is its own hub (the
// scheme's types are served as they are), the scheme converts and
// defaults, the strategy's reset fields are left out.
func (k *typedKind) fieldManager() (*managedfields.FieldManager, error) {
	k.fmOnce.Do(func() {
		tc, err := k.models.typeConverter()
		if err != nil {
			k.fmErr = err
			return
		}
		var reset map[fieldpath.APIVersion]fieldpath.Filter
		if k.strategy.ResetFields != nil {
			reset = fieldpath.NewExcludeFilterSetMap(k.strategy.ResetFields)
		}
		k.fm, k.fmErr = managedfields.NewDefaultFieldManager(tc, runtime.UnsafeObjectConvertor(k.scheme), k.scheme, k.scheme, k.gvk, k.gvk.GroupVersion(), "", reset)
	})
	return k.fm, k.fmErr
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

// Update validates obj as an update of what old created. With the API's
// OpenAPI definitions, as kubectl apply --server-side of obj gets it
// validated by a server holding what applying old created (see
// nativeKind's Update, package native); without, as a PUT of obj.
func (k *typedKind) Update(ctx context.Context, obj, old map[string]any) metav1.Status {
	if k.models != nil {
		return k.apply(ctx, obj, old)
	}
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
	return k.update(ctx, typed, stored, storedMeta)
}

// apply is Update by server-side apply: old applied to an empty object by
// the field manager and created (the scheme's defaults, the strategy's
// PrepareForCreate; not validated, as Update's PUT does not validate it),
// then obj applied to it by the same manager.
func (k *typedKind) apply(ctx context.Context, obj, old map[string]any) metav1.Status {
	fm, err := k.fieldManager()
	if err != nil {
		return Internal(err)
	}
	empty, err := k.scheme.New(k.gvk)
	if err != nil {
		return Internal(err)
	}
	stored, refused := request.Apply(ctx, fm, empty, old, nil)
	if refused != nil {
		return request.OldObject(*refused)
	}
	storedMeta, refused := k.create(ctx, stored)
	if refused != nil {
		return request.OldObject(*refused)
	}
	typed, refused := request.Apply(ctx, fm, stored, obj, func() []string {
		_, s, _ := k.decode(obj, true)
		return request.UnknownFields(s)
	})
	if refused != nil {
		return *refused
	}
	return k.update(ctx, typed, stored, storedMeta)
}

// update prepares and validates typed as an update of stored.
func (k *typedKind) update(ctx context.Context, typed, stored runtime.Object, storedMeta request.Prepared) metav1.Status {
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
