package server

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"

	widgetv1 "github.com/kubedv/kubedv/examples/widget/v1"
)

// internalVersion is the hub version the generic registry stores objects
// in memory as. The example API has one version and no internal types, so
// the same Go types serve both: converting between them only sets the kind.
var internalVersion = schema.GroupVersion{Group: widgetv1.GroupName, Version: runtime.APIVersionInternal}

// NewScheme returns a scheme with widgets.kubedv.io/v1 (types, generated
// validation and any defaulting functions the package registers), its hub
// version and the unversioned meta types the server's discovery needs.
func NewScheme() (*runtime.Scheme, error) {
	scheme := versionedScheme()
	if err := widgetv1.AddToScheme(scheme); err != nil {
		return nil, err
	}
	scheme.AddKnownTypes(internalVersion, &widgetv1.Widget{}, &widgetv1.WidgetList{})
	return scheme, nil
}

// namingScheme has only the served versions: the OpenAPI definition namer
// derives x-kubernetes-group-version-kind from it, and the hub version must
// not appear there.
func namingScheme() (*runtime.Scheme, error) {
	scheme := versionedScheme()
	return scheme, widgetv1.AddToScheme(scheme)
}

func versionedScheme() *runtime.Scheme {
	scheme := runtime.NewScheme()
	metav1.AddToGroupVersion(scheme, schema.GroupVersion{Version: "v1"})
	scheme.AddUnversionedTypes(schema.GroupVersion{Version: "v1"},
		&metav1.Status{}, &metav1.APIVersions{}, &metav1.APIGroupList{}, &metav1.APIGroup{}, &metav1.APIResourceList{})
	return scheme
}
