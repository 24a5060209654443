// Package native validates Kubernetes v1.37.2's native kinds offline with
// kube-apiserver's own code (k8s.io/kubernetes): Add registers them with a
// check.Validator. It is its own package so that a validator of an API's
// own types (check alone) does not build all of Kubernetes.
package native

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"sort"
	"strings"
	"sync"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/managedfields"
	"k8s.io/apimachinery/pkg/util/validation/field"
	genericapirequest "k8s.io/apiserver/pkg/endpoints/request"
	"k8s.io/kubernetes/pkg/api/legacyscheme"

	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/internal/request"
)

// This file validates Kubernetes' native kinds with the API server's own
// code (k8s.io/kubernetes v1.37.2): the legacy scheme's decoding,
// defaults and conversion to the internal version, then the registry
// strategy of the resource, exactly where kube-apiserver calls them.

// Strategy is what kube-apiserver's registry strategies
// (k8s.io/kubernetes/pkg/registry/<group>/<resource>.Strategy) offer for
// a create and an update.
type Strategy interface {
	NamespaceScoped() bool
	PrepareForCreate(ctx context.Context, obj runtime.Object)
	PrepareForUpdate(ctx context.Context, obj, old runtime.Object)
	Validate(ctx context.Context, obj runtime.Object) field.ErrorList
	ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList
}

// Resource is one resource of Kubernetes served by kube-apiserver.
type Resource struct {
	Group    string
	Versions []string // the versions kube-apiserver v1.37.2 serves by default
	Kind     string
	Resource string // the plural, as in the request path
	Strategy Strategy
	// BeginCreate and BeginUpdate, when set, are what the resource's
	// storage does to the object before the strategy runs; an error
	// refuses the request before validation (an API status error is
	// the answer, another error the server's 500 of its message).
	// BeginCreate is a dry run for an answer and not for the old object
	// of an update, which was created for real; updates are dry runs.
	BeginCreate func(obj runtime.Object, dryRun bool) error
	BeginUpdate func(obj, stored runtime.Object) error
	// Declarative is the strategy's declarative validation, run after
	// its hand-written validation; nil when the strategy has none.
	Declarative Declarative
	// Scheme is the scheme of the server that serves the resource
	// (decoding, defaults, conversion): nil for kube-apiserver's own
	// (the legacy scheme), the aggregator's for APIService.
	Scheme *runtime.Scheme
}

// scheme is the scheme the resource's server decodes, defaults and
// converts it with.
func (r Resource) scheme() *runtime.Scheme {
	if r.Scheme != nil {
		return r.Scheme
	}
	return legacyscheme.Scheme
}

// inScheme says the resource is served with scheme, not the legacy one.
func (r Resource) inScheme(scheme *runtime.Scheme) Resource {
	r.Scheme = scheme
	return r
}

// withStorage sets what the resource's storage does before the strategy.
func (r Resource) withStorage(create func(obj runtime.Object, dryRun bool) error, update func(obj, stored runtime.Object) error) Resource {
	r.BeginCreate, r.BeginUpdate = create, update
	return r
}

// GroupResource names the resource as the API server's errors do.
func (r Resource) GroupResource() schema.GroupResource {
	return schema.GroupResource{Group: r.Group, Resource: r.Resource}
}

// Resources returns the native resources kubedv-validate knows,
// sorted by group and kind (the table is in table.go).
func Resources() []Resource {
	out := append([]Resource(nil), nativeTable...)
	sort.Slice(out, func(i, j int) bool {
		if out[i].Group != out[j].Group {
			return out[i].Group < out[j].Group
		}
		return out[i].Kind < out[j].Kind
	})
	return out
}

// Add registers every native resource of the table in every version
// kube-apiserver serves by default, and explains the kinds of Kubernetes'
// API groups that the table lacks, as a kube-apiserver started with its
// defaults answers (DefaultCluster). Its signature is cli.Command's Setup.
func Add(v *check.Validator) error {
	return DefaultCluster().Add(v)
}

// Add is the package's Add for a kube-apiserver started with c's options.
func (c Cluster) Add(v *check.Validator) error {
	if err := c.Check(); err != nil {
		return err
	}
	if err := c.setCapabilities(); err != nil {
		return err
	}
	services := newServiceStorage(c)
	for _, r := range nativeTable {
		if r.Group == "" && r.Kind == "Service" {
			r = r.withStorage(services.beginCreate, services.beginUpdate)
		}
		for _, ver := range r.Versions {
			gvk := schema.GroupVersionKind{Group: r.Group, Version: ver, Kind: r.Kind}
			v.Add(gvk, newKind(gvk, r))
		}
	}
	v.ServedBy(served)
	groups := nativeGroups()
	v.ExplainMissing(func(gvk schema.GroupVersionKind) string {
		if servedKinds[gvk] {
			return notBuiltIn(gvk, map[string]bool{gvk.Kind: true})
		}
		if kinds, ok := groups[gvk.Group]; ok {
			return notBuiltIn(gvk, kinds)
		}
		return ""
	})
	return nil
}

// nativeGroups is every API group of the legacy scheme, with the kinds
// kube-apiserver v1.37.2 has in it: an unknown kind of one of them is a
// native kind not built in, or no kind at all, never one a CRD defines.
func nativeGroups() map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for gvk := range legacyscheme.Scheme.AllKnownTypes() {
		if gvk.Version == runtime.APIVersionInternal {
			continue
		}
		if out[gvk.Group] == nil {
			out[gvk.Group] = map[string]bool{}
		}
		out[gvk.Group][gvk.Kind] = true
	}
	return out
}

// notBuiltIn is the message for a kind of a native group that the table
// lacks.
func notBuiltIn(gvk schema.GroupVersionKind, kinds map[string]bool) string {
	if !kinds[gvk.Kind] {
		return fmt.Sprintf("Kubernetes v1.37.2 has no kind %q in the API group %q (kinds are case-sensitive)", gvk.Kind, gvk.Group)
	}
	var builtIn []string
	for _, r := range nativeTable {
		builtIn = append(builtIn, r.Kind)
	}
	sort.Strings(builtIn)
	builtIn = slices.Compact(builtIn) // Event is in two groups
	return fmt.Sprintf("%s is a Kubernetes v1.37.2 kind whose validation is not built into kubedv-validate (built in: %s)", gvk.GroupKind(), strings.Join(builtIn, ", "))
}

type nativeKind struct {
	gvk schema.GroupVersionKind
	res Resource

	fmOnce sync.Once
	fm     *managedfields.FieldManager
	fmErr  error
}

func newKind(gvk schema.GroupVersionKind, r Resource) *nativeKind {
	return &nativeKind{gvk: gvk, res: r}
}

// NamespaceScoped says whether the resource's objects live in a namespace.
func (k *nativeKind) NamespaceScoped() bool { return k.res.Strategy.NamespaceScoped() }

// declarative merges the strategy's declarative errors into errs.
func (k *nativeKind) declarative(ctx context.Context, obj, old runtime.Object, errs field.ErrorList) field.ErrorList {
	if k.res.Declarative == nil {
		return errs
	}
	return k.res.Declarative(ctx, obj, old, errs)
}

// fieldManager is the resource's field manager, built on first use.
func (k *nativeKind) fieldManager() (*managedfields.FieldManager, error) {
	k.fmOnce.Do(func() { k.fm, k.fmErr = newFieldManager(k.gvk, k.res) })
	return k.fm, k.fmErr
}

// decode is the API server's decoder for a request body: the versioned
// type decoded (strictly, as kubectl asks), the scheme's defaults, then
// the conversion to the internal version the strategies work on.
func (k *nativeKind) decode(obj map[string]any, strict bool) (runtime.Object, metav1.Status, bool) {
	data, err := request.Encode(obj)
	if err != nil {
		return nil, request.Internal(err), false
	}
	scheme := k.res.scheme()
	versioned, err := scheme.New(k.gvk)
	if err != nil {
		return nil, request.Internal(err), false
	}
	if status, ok := request.Decode(k.gvk, data, versioned, strict); !ok {
		return nil, status, false
	}
	scheme.Default(versioned)
	internal, err := scheme.ConvertToVersion(versioned, schema.GroupVersion{Group: k.gvk.Group, Version: runtime.APIVersionInternal})
	if err != nil {
		return nil, request.CannotHandle(k.gvk, err), false
	}
	return internal, metav1.Status{}, true
}

// request is the context the API server builds for a request to the
// resource: the namespace is set later, by requestNamespace.
func (k *nativeKind) request(ctx context.Context, verb, name string) context.Context {
	return genericapirequest.WithRequestInfo(ctx, &genericapirequest.RequestInfo{
		IsResourceRequest: true, Verb: verb, APIPrefix: apiPrefix(k.gvk.Group),
		APIGroup: k.gvk.Group, APIVersion: k.gvk.Version, Resource: k.res.Resource, Name: name,
	})
}

func apiPrefix(group string) string {
	if group == "" {
		return "api"
	}
	return "apis"
}

func (k *nativeKind) Create(ctx context.Context, obj map[string]any) metav1.Status {
	internal, status, ok := k.decode(obj, true)
	if !ok {
		return status
	}
	p, refused := k.create(k.request(ctx, "create", ""), internal, true)
	if refused != nil {
		return *refused
	}
	ns := k.res.Strategy.NamespaceScoped()
	errs := request.ValidateCreate(p.Meta, ns, k.res.Strategy.Validate(p.Ctx, internal))
	errs = k.declarative(p.Ctx, internal, nil, errs)
	return request.Invalid(k.gvk.GroupKind(), internal, errs)
}

// create prepares internal as the server does before validating a create
// (a dry run, or for real for the old object of an update): the system
// metadata and the namespace (admission refuses a namespace that cannot
// exist before the storage sees the object), the storage's hook, the
// strategy's PrepareForCreate.
func (k *nativeKind) create(ctx context.Context, internal runtime.Object, dryRun bool) (request.Prepared, *metav1.Status) {
	p, refused := request.BeforeCreate(ctx, internal, k.res.Strategy.NamespaceScoped())
	if refused != nil {
		return p, refused
	}
	if k.res.BeginCreate != nil {
		if err := k.res.BeginCreate(internal, dryRun); err != nil {
			s := storageRefusal(err)
			return p, &s
		}
	}
	k.res.Strategy.PrepareForCreate(p.Ctx, internal)
	return p, nil
}

// Update validates obj as kubectl apply --server-side of it gets it
// validated by a server holding what applying old created: old is applied
// to an empty object and created (the server's defaults, what it sets on
// create, validated: an invalid old object is the answer), then obj is
// applied to the stored object by the same field manager (the merge of
// structured-merge-diff, the server's answer when it fails) and the
// result is validated as an update of it.
func (k *nativeKind) Update(ctx context.Context, obj, old map[string]any) metav1.Status {
	fm, err := k.fieldManager()
	if err != nil {
		return request.Internal(err)
	}
	// The storage's new object, in the internal version: an apply that
	// changes nothing returns it as it is.
	empty, err := k.res.scheme().New(k.gvk.GroupKind().WithVersion(runtime.APIVersionInternal))
	if err != nil {
		return request.Internal(err)
	}
	ns := k.res.Strategy.NamespaceScoped()
	stored, refused := request.Apply(ctx, fm, empty, old, nil)
	if refused != nil {
		return request.OldObject(*refused)
	}
	sp, refused := k.create(k.request(ctx, "create", ""), stored, false)
	if refused != nil {
		return request.OldObject(*refused)
	}
	if errs := k.res.Strategy.Validate(sp.Ctx, stored); len(errs) > 0 {
		return request.OldObject(request.Invalid(k.gvk.GroupKind(), stored, errs))
	}
	internal, refused := request.Apply(ctx, fm, stored, obj, func() []string { _, s, _ := k.decode(obj, true); return request.UnknownFields(s) })
	if refused != nil {
		return *refused
	}
	p, refused := request.BeforeUpdate(k.request(ctx, "patch", sp.Meta.GetName()), internal, sp.Meta, ns)
	if refused != nil {
		return *refused
	}
	if k.res.BeginUpdate != nil {
		if err := k.res.BeginUpdate(internal, stored); err != nil {
			return storageRefusal(err)
		}
	}
	k.res.Strategy.PrepareForUpdate(p.Ctx, internal, stored)
	errs := request.ValidateUpdate(p.Meta, sp.Meta, ns, k.res.Strategy.ValidateUpdate(p.Ctx, internal, stored))
	errs = k.declarative(p.Ctx, internal, stored, errs)
	return request.Invalid(k.gvk.GroupKind(), internal, errs)
}

// storageRefusal is the server's answer to a storage hook's error: its
// status, or for a plain error a 500 of its message (the API server's
// handlers answer any error so).
func storageRefusal(err error) metav1.Status {
	var s apierrors.APIStatus
	if errors.As(err, &s) {
		return s.Status()
	}
	return metav1.Status{Status: metav1.StatusFailure, Code: http.StatusInternalServerError, Message: err.Error()}
}
