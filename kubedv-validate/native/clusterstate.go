package native

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	corev1client "k8s.io/client-go/kubernetes/typed/core/v1"
)

// Some strategies read the cluster through what their storage gives
// them. Offline there is no cluster: these stand in for it, each saying
// what kubedv-validate assumes.

// noResolver is the resource resolver a ValidatingAdmissionPolicyBinding's
// strategy holds. The strategy asks it only to authorize a paramRef for
// a user who is not a cluster-admin, which the requests kubedv-validate
// answers never are: it resolves nothing.
type noResolver struct{}

func (noResolver) Resolve(gvk schema.GroupVersionKind) (schema.GroupVersionResource, error) {
	return schema.GroupVersionResource{}, fmt.Errorf("no discovery offline: cannot resolve %v", gvk)
}

// namespaces is the namespace client a ResourceClaimTemplate's strategy
// reads the object's namespace with (for a request of admin access to
// devices, allowed only in a namespace labelled for it). The namespace
// is assumed to exist with the one label every namespace gets
// (kubernetes.io/metadata.name), as `default` has: so admin access is
// refused, as the server refuses it there.
type namespaces struct {
	corev1client.NamespaceInterface // only Get is called; the others panic
}

func (namespaces) Get(_ context.Context, name string, _ metav1.GetOptions) (*corev1.Namespace, error) {
	return &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: name, Labels: map[string]string{corev1.LabelMetadataName: name}}}, nil
}
