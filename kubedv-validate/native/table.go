package native

import (
	// Every API group of kube-apiserver v1.37.2 in the legacy scheme: its
	// types, defaults, conversions and declarative validation.
	_ "k8s.io/kubernetes/pkg/apis/admission/install"
	_ "k8s.io/kubernetes/pkg/apis/admissionregistration/install"
	_ "k8s.io/kubernetes/pkg/apis/apiserverinternal/install"
	_ "k8s.io/kubernetes/pkg/apis/apps/install"
	_ "k8s.io/kubernetes/pkg/apis/authentication/install"
	_ "k8s.io/kubernetes/pkg/apis/authorization/install"
	_ "k8s.io/kubernetes/pkg/apis/autoscaling/install"
	_ "k8s.io/kubernetes/pkg/apis/batch/install"
	_ "k8s.io/kubernetes/pkg/apis/certificates/install"
	_ "k8s.io/kubernetes/pkg/apis/coordination/install"
	_ "k8s.io/kubernetes/pkg/apis/core/install"
	_ "k8s.io/kubernetes/pkg/apis/discovery/install"
	_ "k8s.io/kubernetes/pkg/apis/events/install"
	_ "k8s.io/kubernetes/pkg/apis/flowcontrol/install"
	_ "k8s.io/kubernetes/pkg/apis/networking/install"
	_ "k8s.io/kubernetes/pkg/apis/node/install"
	_ "k8s.io/kubernetes/pkg/apis/policy/install"
	_ "k8s.io/kubernetes/pkg/apis/rbac/install"
	_ "k8s.io/kubernetes/pkg/apis/resource/install"
	_ "k8s.io/kubernetes/pkg/apis/scheduling/install"
	_ "k8s.io/kubernetes/pkg/apis/storage/install"
	_ "k8s.io/kubernetes/pkg/apis/storagemigration/install"

	aggregatorscheme "k8s.io/kube-aggregator/pkg/apiserver/scheme"
	"k8s.io/kube-aggregator/pkg/registry/apiservice"

	"k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicy"
	"k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingadmissionpolicybinding"
	"k8s.io/kubernetes/pkg/registry/admissionregistration/mutatingwebhookconfiguration"
	"k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicy"
	"k8s.io/kubernetes/pkg/registry/admissionregistration/validatingadmissionpolicybinding"
	"k8s.io/kubernetes/pkg/registry/admissionregistration/validatingwebhookconfiguration"
	"k8s.io/kubernetes/pkg/registry/apps/controllerrevision"
	"k8s.io/kubernetes/pkg/registry/apps/daemonset"
	"k8s.io/kubernetes/pkg/registry/apps/deployment"
	"k8s.io/kubernetes/pkg/registry/apps/replicaset"
	"k8s.io/kubernetes/pkg/registry/apps/statefulset"
	"k8s.io/kubernetes/pkg/registry/autoscaling/horizontalpodautoscaler"
	"k8s.io/kubernetes/pkg/registry/batch/cronjob"
	"k8s.io/kubernetes/pkg/registry/batch/job"
	"k8s.io/kubernetes/pkg/registry/certificates/certificates"
	"k8s.io/kubernetes/pkg/registry/certificates/clustertrustbundle"
	"k8s.io/kubernetes/pkg/registry/certificates/podcertificaterequest"
	"k8s.io/kubernetes/pkg/registry/coordination/lease"
	"k8s.io/kubernetes/pkg/registry/core/configmap"
	"k8s.io/kubernetes/pkg/registry/core/endpoint"
	"k8s.io/kubernetes/pkg/registry/core/event"
	"k8s.io/kubernetes/pkg/registry/core/limitrange"
	"k8s.io/kubernetes/pkg/registry/core/namespace"
	"k8s.io/kubernetes/pkg/registry/core/node"
	"k8s.io/kubernetes/pkg/registry/core/persistentvolume"
	"k8s.io/kubernetes/pkg/registry/core/persistentvolumeclaim"
	"k8s.io/kubernetes/pkg/registry/core/pod"
	"k8s.io/kubernetes/pkg/registry/core/podtemplate"
	"k8s.io/kubernetes/pkg/registry/core/replicationcontroller"
	"k8s.io/kubernetes/pkg/registry/core/resourcequota"
	"k8s.io/kubernetes/pkg/registry/core/secret"
	"k8s.io/kubernetes/pkg/registry/core/service"
	"k8s.io/kubernetes/pkg/registry/core/serviceaccount"
	"k8s.io/kubernetes/pkg/registry/discovery/endpointslice"
	"k8s.io/kubernetes/pkg/registry/flowcontrol/flowschema"
	"k8s.io/kubernetes/pkg/registry/flowcontrol/prioritylevelconfiguration"
	"k8s.io/kubernetes/pkg/registry/networking/ingress"
	"k8s.io/kubernetes/pkg/registry/networking/ingressclass"
	"k8s.io/kubernetes/pkg/registry/networking/ipaddress"
	"k8s.io/kubernetes/pkg/registry/networking/networkpolicy"
	"k8s.io/kubernetes/pkg/registry/networking/servicecidr"
	"k8s.io/kubernetes/pkg/registry/node/runtimeclass"
	"k8s.io/kubernetes/pkg/registry/policy/poddisruptionbudget"
	"k8s.io/kubernetes/pkg/registry/rbac/clusterrole"
	"k8s.io/kubernetes/pkg/registry/rbac/clusterrolebinding"
	"k8s.io/kubernetes/pkg/registry/rbac/role"
	"k8s.io/kubernetes/pkg/registry/rbac/rolebinding"
	"k8s.io/kubernetes/pkg/registry/resource/deviceclass"
	"k8s.io/kubernetes/pkg/registry/resource/devicetaintrule"
	"k8s.io/kubernetes/pkg/registry/resource/resourceclaim"
	"k8s.io/kubernetes/pkg/registry/resource/resourceclaimtemplate"
	"k8s.io/kubernetes/pkg/registry/resource/resourceslice"
	"k8s.io/kubernetes/pkg/registry/scheduling/priorityclass"
	"k8s.io/kubernetes/pkg/registry/storage/csidriver"
	"k8s.io/kubernetes/pkg/registry/storage/csinode"
	"k8s.io/kubernetes/pkg/registry/storage/csistoragecapacity"
	"k8s.io/kubernetes/pkg/registry/storage/storageclass"
	"k8s.io/kubernetes/pkg/registry/storage/volumeattachment"
	"k8s.io/kubernetes/pkg/registry/storage/volumeattributesclass"
	"k8s.io/kubernetes/pkg/registry/storagemigration/storagemigration"
)

// nativeTable is every native resource kubedv-validate validates: one row
// per resource, its strategy the one kube-apiserver v1.37.2 runs.
var nativeTable = []Resource{
	row("", []string{"v1"}, "ConfigMap", "configmaps", configmap.Strategy),
	row("", []string{"v1"}, "Endpoints", "endpoints", endpoint.Strategy),
	row("", []string{"v1"}, "Event", "events", event.Strategy),
	row("", []string{"v1"}, "LimitRange", "limitranges", limitrange.Strategy),
	row("", []string{"v1"}, "Namespace", "namespaces", namespace.Strategy),
	row("", []string{"v1"}, "Node", "nodes", node.Strategy),
	row("", []string{"v1"}, "PersistentVolume", "persistentvolumes", persistentvolume.Strategy),
	row("", []string{"v1"}, "PersistentVolumeClaim", "persistentvolumeclaims", persistentvolumeclaim.Strategy),
	row("", []string{"v1"}, "Pod", "pods", pod.Strategy),
	row("", []string{"v1"}, "PodTemplate", "podtemplates", podtemplate.Strategy),
	row("", []string{"v1"}, "ReplicationController", "replicationcontrollers", replicationcontroller.Strategy),
	row("", []string{"v1"}, "ResourceQuota", "resourcequotas", resourcequota.Strategy),
	row("", []string{"v1"}, "Secret", "secrets", secret.Strategy),
	// The storage's hooks (service.go) are the cluster's: Cluster.Add
	// sets them.
	row("", []string{"v1"}, "Service", "services", service.Strategy),
	row("", []string{"v1"}, "ServiceAccount", "serviceaccounts", serviceaccount.Strategy),
	// The admission policies and their bindings: a cluster-admin's
	// request, which the storage's authorizer lets name any paramKind and
	// paramRef (no authorizer is the same answer); the resolver is never
	// asked.
	row("admissionregistration.k8s.io", []string{"v1"}, "MutatingAdmissionPolicy", "mutatingadmissionpolicies", mutatingadmissionpolicy.NewStrategy(nil, nil)),
	row("admissionregistration.k8s.io", []string{"v1"}, "MutatingAdmissionPolicyBinding", "mutatingadmissionpolicybindings",
		mutatingadmissionpolicybinding.NewStrategy(nil, nil, noResolver{})),
	row("admissionregistration.k8s.io", []string{"v1"}, "MutatingWebhookConfiguration", "mutatingwebhookconfigurations", mutatingwebhookconfiguration.Strategy),
	row("admissionregistration.k8s.io", []string{"v1"}, "ValidatingAdmissionPolicy", "validatingadmissionpolicies", validatingadmissionpolicy.NewStrategy(nil, nil)),
	row("admissionregistration.k8s.io", []string{"v1"}, "ValidatingAdmissionPolicyBinding", "validatingadmissionpolicybindings",
		validatingadmissionpolicybinding.NewStrategy(nil, nil, noResolver{})),
	row("admissionregistration.k8s.io", []string{"v1"}, "ValidatingWebhookConfiguration", "validatingwebhookconfigurations", validatingwebhookconfiguration.Strategy),
	// The aggregator's, inside kube-apiserver: its own scheme and strategy.
	plain("apiregistration.k8s.io", []string{"v1"}, "APIService", "apiservices", apiservice.NewStrategy(aggregatorscheme.Scheme)).inScheme(aggregatorscheme.Scheme),
	row("apps", []string{"v1"}, "ControllerRevision", "controllerrevisions", controllerrevision.Strategy),
	row("apps", []string{"v1"}, "DaemonSet", "daemonsets", daemonset.Strategy),
	row("apps", []string{"v1"}, "Deployment", "deployments", deployment.Strategy),
	row("apps", []string{"v1"}, "ReplicaSet", "replicasets", replicaset.Strategy),
	row("apps", []string{"v1"}, "StatefulSet", "statefulsets", statefulset.Strategy),
	row("autoscaling", []string{"v1", "v2"}, "HorizontalPodAutoscaler", "horizontalpodautoscalers", horizontalpodautoscaler.Strategy),
	row("batch", []string{"v1"}, "CronJob", "cronjobs", cronjob.Strategy),
	row("batch", []string{"v1"}, "Job", "jobs", job.Strategy),
	row("certificates.k8s.io", []string{"v1"}, "CertificateSigningRequest", "certificatesigningrequests", certificates.Strategy),
	row("certificates.k8s.io", []string{"v1"}, "ClusterTrustBundle", "clustertrustbundles", clustertrustbundle.Strategy),
	row("certificates.k8s.io", []string{"v1"}, "PodCertificateRequest", "podcertificaterequests", podcertificaterequest.NewStrategy()),
	row("coordination.k8s.io", []string{"v1"}, "Lease", "leases", lease.Strategy),
	row("discovery.k8s.io", []string{"v1"}, "EndpointSlice", "endpointslices", endpointslice.Strategy),
	// events.k8s.io's Event is the core Event, stored and validated by
	// its storage (the strategy judges by the request's version).
	row("events.k8s.io", []string{"v1"}, "Event", "events", event.Strategy),
	row("flowcontrol.apiserver.k8s.io", []string{"v1"}, "FlowSchema", "flowschemas", flowschema.Strategy),
	row("flowcontrol.apiserver.k8s.io", []string{"v1"}, "PriorityLevelConfiguration", "prioritylevelconfigurations", prioritylevelconfiguration.Strategy),
	row("networking.k8s.io", []string{"v1"}, "IPAddress", "ipaddresses", ipaddress.Strategy),
	row("networking.k8s.io", []string{"v1"}, "Ingress", "ingresses", ingress.Strategy),
	row("networking.k8s.io", []string{"v1"}, "IngressClass", "ingressclasses", ingressclass.Strategy),
	row("networking.k8s.io", []string{"v1"}, "NetworkPolicy", "networkpolicies", networkpolicy.Strategy),
	row("networking.k8s.io", []string{"v1"}, "ServiceCIDR", "servicecidrs", servicecidr.Strategy),
	row("node.k8s.io", []string{"v1"}, "RuntimeClass", "runtimeclasses", runtimeclass.Strategy),
	row("policy", []string{"v1"}, "PodDisruptionBudget", "poddisruptionbudgets", poddisruptionbudget.Strategy),
	row("rbac.authorization.k8s.io", []string{"v1"}, "ClusterRole", "clusterroles", clusterrole.Strategy),
	row("rbac.authorization.k8s.io", []string{"v1"}, "ClusterRoleBinding", "clusterrolebindings", clusterrolebinding.Strategy),
	row("rbac.authorization.k8s.io", []string{"v1"}, "Role", "roles", role.Strategy),
	row("rbac.authorization.k8s.io", []string{"v1"}, "RoleBinding", "rolebindings", rolebinding.Strategy),
	row("resource.k8s.io", []string{"v1"}, "DeviceClass", "deviceclasses", deviceclass.Strategy),
	row("resource.k8s.io", []string{"v1"}, "DeviceTaintRule", "devicetaintrules", devicetaintrule.Strategy),
	// The authorizer is the status's only (allocation, device status).
	row("resource.k8s.io", []string{"v1"}, "ResourceClaim", "resourceclaims", resourceclaim.NewStrategy(namespaces{}, nil)),
	row("resource.k8s.io", []string{"v1"}, "ResourceClaimTemplate", "resourceclaimtemplates", resourceclaimtemplate.NewStrategy(namespaces{})),
	row("resource.k8s.io", []string{"v1"}, "ResourceSlice", "resourceslices", resourceslice.Strategy),
	row("scheduling.k8s.io", []string{"v1"}, "PriorityClass", "priorityclasses", priorityclass.Strategy),
	row("storage.k8s.io", []string{"v1"}, "CSIDriver", "csidrivers", csidriver.Strategy),
	row("storage.k8s.io", []string{"v1"}, "CSINode", "csinodes", csinode.Strategy),
	row("storage.k8s.io", []string{"v1"}, "CSIStorageCapacity", "csistoragecapacities", csistoragecapacity.Strategy),
	row("storage.k8s.io", []string{"v1"}, "StorageClass", "storageclasses", storageclass.Strategy),
	row("storage.k8s.io", []string{"v1"}, "VolumeAttachment", "volumeattachments", volumeattachment.Strategy),
	row("storage.k8s.io", []string{"v1"}, "VolumeAttributesClass", "volumeattributesclasses", volumeattributesclass.Strategy),
	row("storagemigration.k8s.io", []string{"v1"}, "StorageVersionMigration", "storageversionmigrations", storagemigration.Strategy),
}
