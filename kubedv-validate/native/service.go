package native

import (
	"slices"

	"k8s.io/apimachinery/pkg/runtime"
	api "k8s.io/kubernetes/pkg/apis/core"
)

// The Service storage of kube-apiserver changes a Service before its
// strategy runs (its BeginCreate and BeginUpdate hooks), to keep the
// singular and plural cluster IP fields in step and to keep what it
// allocated when a client does not resend it. These functions do the part
// decided by the object and the stored one; allocating addresses and node
// ports needs the cluster's state and is not done (a Service created
// without a clusterIP gets none).

// serviceBeginCreate fills spec.clusterIPs from spec.clusterIP, as a
// client that only knows the singular field expects.
func serviceBeginCreate(obj runtime.Object) {
	svc, ok := obj.(*api.Service)
	if !ok {
		return
	}
	if svc.Spec.ClusterIP != "" && len(svc.Spec.ClusterIPs) == 0 {
		svc.Spec.ClusterIPs = []string{svc.Spec.ClusterIP}
	}
}

// serviceBeginUpdate keeps the stored cluster IPs an update leaves out,
// then reconciles spec.clusterIPs with a changed spec.clusterIP.
func serviceBeginUpdate(obj, old runtime.Object) {
	svc, ok := obj.(*api.Service)
	stored, ok2 := old.(*api.Service)
	if !ok || !ok2 {
		return
	}
	external := func(s *api.Service) bool { return s.Spec.Type == api.ServiceTypeExternalName }
	if !external(svc) && !external(stored) {
		if svc.Spec.ClusterIP == "" {
			svc.Spec.ClusterIP = stored.Spec.ClusterIP
		}
		if len(svc.Spec.ClusterIPs) == 0 {
			svc.Spec.ClusterIPs = stored.Spec.ClusterIPs
		}
	}
	if len(stored.Spec.ClusterIPs) > 0 && len(svc.Spec.ClusterIPs) == 0 && stored.Spec.ClusterIP == svc.Spec.ClusterIP {
		svc.Spec.ClusterIPs = stored.Spec.ClusterIPs
	}
	if stored.Spec.ClusterIP == svc.Spec.ClusterIP || !slices.Equal(stored.Spec.ClusterIPs, svc.Spec.ClusterIPs) {
		return // unchanged, or both fields changed: validation judges
	}
	if svc.Spec.ClusterIP == "" {
		svc.Spec.ClusterIPs = nil // cleared: clear the plural with it
	} else {
		svc.Spec.ClusterIPs = []string{svc.Spec.ClusterIP}
	}
}
