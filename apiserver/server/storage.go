package server

import (
	"context"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apiserver/pkg/registry/generic"
	genericregistry "k8s.io/apiserver/pkg/registry/generic/registry"
	"k8s.io/apiserver/pkg/storage/names"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

// resourceStorage is what every REST storage implements; the API installer
// finds the verbs a storage serves from the other methods it has.
type resourceStorage interface {
	New() runtime.Object
	Destroy()
}

// newWidgetStorage returns the etcd-backed storages of widgets and
// widgets/status.
func newWidgetStorage(scheme *runtime.Scheme, v *validator, restOptions generic.RESTOptionsGetter) (*genericregistry.Store, resourceStorage, error) {
	main := widgetStrategy{ObjectTyper: scheme, NameGenerator: names.SimpleNameGenerator, validator: v}
	store := &genericregistry.Store{
		NewFunc:                   func() runtime.Object { return &widgetv1.Widget{} },
		NewListFunc:               func() runtime.Object { return &widgetv1.WidgetList{} },
		DefaultQualifiedResource:  widgetv1.Resource("widgets"),
		SingularQualifiedResource: widgetv1.Resource("widget"),
		CreateStrategy:            main,
		UpdateStrategy:            main,
		DeleteStrategy:            main,
		ResetFieldsStrategy:       main,
		TableConvertor:            widgetTable{},
	}
	if err := store.CompleteWithOptions(&generic.StoreOptions{RESTOptions: restOptions}); err != nil {
		return nil, nil, err
	}
	statusStrategy := main
	statusStrategy.status = true
	statusStore := *store
	statusStore.UpdateStrategy = statusStrategy
	statusStore.ResetFieldsStrategy = statusStrategy
	return store, newStatusREST(&statusStore, statusStore.Update), nil
}

// statusREST serves widgets/status: get, and update (which patch and apply
// use), nothing else.
//
// I, C and U are the generic registry's types of Update's object-info and
// validation-callback parameters. newStatusREST infers them from the store's
// own Update method, so Update here always has the signature the API
// installer looks for.
type statusREST[I, C, U any] struct {
	store  *genericregistry.Store
	update func(context.Context, string, I, C, U, bool, *metav1.UpdateOptions) (runtime.Object, bool, error)
}

func newStatusREST[I, C, U any](store *genericregistry.Store, update func(context.Context, string, I, C, U, bool, *metav1.UpdateOptions) (runtime.Object, bool, error)) *statusREST[I, C, U] {
	return &statusREST[I, C, U]{store: store, update: update}
}

func (r *statusREST[I, C, U]) New() runtime.Object { return &widgetv1.Widget{} }

// Destroy does nothing: the main store owns the storage both share.
func (r *statusREST[I, C, U]) Destroy() {}

func (r *statusREST[I, C, U]) Get(ctx context.Context, name string, options *metav1.GetOptions) (runtime.Object, error) {
	return r.store.Get(ctx, name, options)
}

func (r *statusREST[I, C, U]) Update(ctx context.Context, name string, objInfo I, createValidation C, updateValidation U, forceAllowCreate bool, options *metav1.UpdateOptions) (runtime.Object, bool, error) {
	// Status is never created through /status, whatever the client asks.
	return r.update(ctx, name, objInfo, createValidation, updateValidation, false, options)
}

func (r *statusREST[I, C, U]) GetResetFields() map[fieldpath.APIVersion]*fieldpath.Set {
	return r.store.GetResetFields()
}

func (r *statusREST[I, C, U]) ConvertToTable(ctx context.Context, object, tableOptions runtime.Object) (*metav1.Table, error) {
	return r.store.ConvertToTable(ctx, object, tableOptions)
}

// addStorage puts storage under version/resource in the API group's storage
// map. S is the installer's storage interface, inferred from the map.
func addStorage[S any](versions map[string]map[string]S, version, resource string, storage resourceStorage) error {
	s, ok := storage.(S)
	if !ok {
		return fmt.Errorf("%T cannot serve %s: it is not a REST storage", storage, resource)
	}
	if versions[version] == nil {
		versions[version] = map[string]S{}
	}
	versions[version][resource] = s
	return nil
}
