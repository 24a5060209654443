package check

import (
	"fmt"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	structuraldefaulting "k8s.io/apiextensions-apiserver/pkg/apiserver/schema/defaulting"
	"k8s.io/apiextensions-apiserver/pkg/controller/openapi/builder"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/managedfields"
	"k8s.io/kube-openapi/pkg/spec3"
	"sigs.k8s.io/structured-merge-diff/v6/fieldpath"
)

// Server-side apply of custom resources, with the field manager
// apiextensions-apiserver builds for a served version: the type converter
// from the CRD's published OpenAPI models (list types and keys, unknown
// fields kept when the CRD preserves them), the schema's defaults, the
// strategy's reset fields (status, with the status subresource).

// crdTypeConverter is the converter of the CRD's models, as
// apiextensions-apiserver builds them for apply (every version's OpenAPI,
// merged).
func crdTypeConverter(crd *apiextensionsv1.CustomResourceDefinition) (managedfields.TypeConverter, error) {
	var specs []*spec3.OpenAPI
	for _, v := range crd.Spec.Versions {
		s, err := builder.BuildOpenAPIV3(crd, v.Name, builder.Options{})
		if err != nil {
			return nil, fmt.Errorf("the OpenAPI models of CRD %s version %s: %w", crd.Name, v.Name, err)
		}
		specs = append(specs, s)
	}
	merged, err := builder.MergeSpecsV3(specs...)
	if err != nil {
		return nil, fmt.Errorf("the OpenAPI models of CRD %s: %w", crd.Name, err)
	}
	return managedfields.NewTypeConverter(merged.Components.Schemas, crd.Spec.PreserveUnknownFields)
}

// newFieldManager is the field manager of k's version.
func (k *crdKind) newFieldManager() (*managedfields.FieldManager, error) {
	tc, err := crdTypeConverter(k.crd)
	if err != nil {
		return nil, err
	}
	reset := fieldpath.NewExcludeFilterSetMap(k.strategy.GetResetFields())
	sv := crdVersion{gvk: k.gvk, k: k}
	return managedfields.NewDefaultCRDFieldManager(tc, sv, sv, sv, k.gvk, k.gvk.GroupVersion(), "", reset)
}

// crdVersion converts, defaults and creates the custom resources of one
// version, which is also their hub: the conversion sets apiVersion.
type crdVersion struct {
	gvk schema.GroupVersionKind
	k   *crdKind
}

func (c crdVersion) New(gvk schema.GroupVersionKind) (runtime.Object, error) {
	if gvk != c.gvk {
		return nil, fmt.Errorf("%s is not %s", gvk, c.gvk)
	}
	u := &unstructured.Unstructured{}
	u.SetGroupVersionKind(gvk)
	return u, nil
}

func (c crdVersion) Default(obj runtime.Object) {
	if u, ok := obj.(*unstructured.Unstructured); ok {
		structuraldefaulting.Default(u.Object, c.k.structural)
	}
}

func (c crdVersion) Convert(in, out, context any) error {
	return fmt.Errorf("custom resources of %s convert only to their version", c.gvk)
}

func (c crdVersion) ConvertToVersion(in runtime.Object, target runtime.GroupVersioner) (runtime.Object, error) {
	u, ok := in.(*unstructured.Unstructured)
	if !ok {
		return nil, fmt.Errorf("%T is not a custom resource", in)
	}
	gvk, ok := target.KindForGroupVersionKinds([]schema.GroupVersionKind{c.gvk})
	if !ok || gvk != c.gvk {
		return nil, fmt.Errorf("custom resources of %s convert only to their version", c.gvk)
	}
	u.SetGroupVersionKind(gvk)
	return u, nil
}

func (c crdVersion) ConvertFieldLabel(gvk schema.GroupVersionKind, label, value string) (string, string, error) {
	return label, value, nil
}
