package native

import (
	"slices"
	"strings"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
)

// servedVersions are the API versions kube-apiserver v1.37.2 serves with
// its default --runtime-config: the stable versions its resource config
// enables (k8s.io/kubernetes/pkg/controlplane's
// DefaultAPIResourceConfigSource; beta and alpha versions are disabled by
// default), with the CRDs' group of apiextensions-apiserver and the
// aggregator's group, which run inside it. A group of Kubernetes absent
// here or with no version (extensions, a version since removed) is served
// in no version: kubectl finds none of its kinds.
var servedVersions = map[string][]string{
	"":                             {"v1"},
	"admissionregistration.k8s.io": {"v1"},
	"apiextensions.k8s.io":         {"v1"},
	"apiregistration.k8s.io":       {"v1"},
	"apps":                         {"v1"},
	"authentication.k8s.io":        {"v1"},
	"authorization.k8s.io":         {"v1"},
	"autoscaling":                  {"v1", "v2"},
	"batch":                        {"v1"},
	"certificates.k8s.io":          {"v1"},
	"coordination.k8s.io":          {"v1"},
	"discovery.k8s.io":             {"v1"},
	"events.k8s.io":                {"v1"},
	"flowcontrol.apiserver.k8s.io": {"v1"},
	"networking.k8s.io":            {"v1"},
	"node.k8s.io":                  {"v1"},
	"policy":                       {"v1"},
	"rbac.authorization.k8s.io":    {"v1"},
	"resource.k8s.io":              {"v1"},
	"scheduling.k8s.io":            {"v1"},
	"storage.k8s.io":               {"v1"},
	"storagemigration.k8s.io":      {"v1"},
	// Groups of Kubernetes served in no version by v1.37.2 (alpha only,
	// not a resource, or removed releases ago).
	"admission.k8s.io":          nil,
	"internal.apiserver.k8s.io": nil,
	"extensions":                nil,
	"imagepolicy.k8s.io":        nil,
	"settings.k8s.io":           nil,
	"auditregistration.k8s.io":  nil,
}

// notResources are kinds of the legacy scheme's served versions that are
// no resource of discovery, so kubectl maps none of them: the request
// options and metadata kinds every version registers, and the kinds of
// subresources only (a Deployment's scale, a Pod's eviction, a service
// account's token), which kubectl's mapper skips.
var notResources = map[string]bool{
	"Status": true, "WatchEvent": true, "APIVersions": true, "APIGroup": true, "APIGroupList": true,
	"APIResourceList": true, "RangeAllocation": true, "SerializedReference": true, "PodStatusResult": true,
	"Scale": true, "Eviction": true, "TokenRequest": true,
}

// otherKinds are the kinds of served versions outside the legacy scheme.
var otherKinds = map[schema.GroupVersion][]string{
	{Group: "apiextensions.k8s.io", Version: "v1"}:   {"CustomResourceDefinition"},
	{Group: "apiregistration.k8s.io", Version: "v1"}: {"APIService"},
}

// servedKinds is every kind kube-apiserver v1.37.2 serves, by version.
var servedKinds = func() map[schema.GroupVersionKind]bool {
	out := map[schema.GroupVersionKind]bool{}
	served := map[schema.GroupVersion]bool{}
	for g, versions := range servedVersions {
		for _, v := range versions {
			served[schema.GroupVersion{Group: g, Version: v}] = true
		}
	}
	for gvk := range legacyscheme.Scheme.AllKnownTypes() {
		if gvk.Version == runtime.APIVersionInternal || !served[gvk.GroupVersion()] ||
			notResources[gvk.Kind] || strings.HasSuffix(gvk.Kind, "List") || strings.HasSuffix(gvk.Kind, "Options") {
			continue
		}
		out[gvk] = true
	}
	for gv, kinds := range otherKinds {
		for _, k := range kinds {
			out[gv.WithKind(k)] = true
		}
	}
	return out
}()

// served says whether kube-apiserver v1.37.2 serves gvk (known when gvk's
// group is one of Kubernetes'); a kind's lower-case spelling is served
// too, and List in every served version, as kubectl's mapper adds them.
func served(gvk schema.GroupVersionKind) (ok, known bool) {
	versions, known := servedVersions[gvk.Group]
	if !known {
		return false, false
	}
	if servedKinds[gvk] || (gvk.Kind == "List" && slices.Contains(versions, gvk.Version)) {
		return true, true
	}
	for k := range servedKinds {
		if k.GroupVersion() == gvk.GroupVersion() && strings.ToLower(k.Kind) == gvk.Kind {
			return true, true
		}
	}
	return false, true
}
