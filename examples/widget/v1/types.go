package v1

import (
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Widget is a fleet of identical widget instances that a controller keeps
// running, scaled to Spec.Replicas, much like an apps/v1 Deployment. Its
// status is written through the /status subresource, which validates the
// whole object like the main resource does.
// +k8s:supportsSubresource("/status")
type Widget struct {
	metav1.TypeMeta `json:",inline"`

	// Standard object metadata.
	// +optional
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// Spec is the desired state of the widget fleet.
	// +optional
	Spec WidgetSpec `json:"spec,omitempty"`

	// Status is the most recently observed state of the widget fleet. It is
	// written by the widget controller, not by users.
	// +optional
	Status WidgetStatus `json:"status,omitempty"`
}

// WidgetList is a list of Widgets.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`

	// Standard list metadata.
	// +optional
	metav1.ListMeta `json:"metadata,omitempty"`

	// Items is the list of widgets. Each item is validated like a single
	// Widget; an empty list is valid.
	// +k8s:optional
	Items []Widget `json:"items"`
}

// WidgetSpec is the desired state of a widget fleet. When both are set,
// ActiveDeadlineSeconds must be greater than MinReadySeconds: an instance
// recycled before it has been ready for MinReadySeconds never counts as
// available.
// +k8s:validation:cel[0]:rule="!has(self.activeDeadlineSeconds) || !has(self.minReadySeconds) || self.activeDeadlineSeconds > self.minReadySeconds"
// +k8s:validation:cel[0]:message="may not be less than or equal to minReadySeconds: instances would be recycled before they become available"
// +k8s:validation:cel[0]:fieldPath=".activeDeadlineSeconds"
// +k8s:validation:cel[0]:reason="FieldValueForbidden"
type WidgetSpec struct {
	// Replicas is the number of widget instances to run. Zero pauses the
	// fleet; the ceiling protects the shared widget factory, which also
	// cannot start more than 100 new instances at once: an update may add
	// at most 100.
	// +required
	// +k8s:required
	// +k8s:minimum=0
	// +k8s:maximum=1000
	// +kubebuilder:validation:XValidation:rule="self <= oldSelf + 100",message="may not grow by more than 100 in one update",reason=FieldValueForbidden
	Replicas *int32 `json:"replicas"`

	// Tier is the service level the fleet is provisioned with.
	// +required
	// +k8s:required
	Tier WidgetTier `json:"tier"`

	// Owner is the handle of the team that owns the fleet and is paged when
	// it breaks. The rules come from both links of the OwnerHandle -> Handle
	// typedef chain.
	// +required
	// +k8s:required
	Owner OwnerHandle `json:"owner"`

	// MaxUnavailable is the share of instances that may be down during a
	// rollout. When unset, the controller replaces one instance at a time.
	// +optional
	// +k8s:optional
	MaxUnavailable *Percent `json:"maxUnavailable,omitempty"`

	// MinReadySeconds is how long a new instance must be ready before it
	// counts as available. Zero means available as soon as it is ready.
	// +optional
	// +k8s:optional
	// +k8s:minimum=0
	// +k8s:maximum=3600
	MinReadySeconds int32 `json:"minReadySeconds,omitempty"`

	// ActiveDeadlineSeconds bounds how long a single instance may run before
	// it is recycled. When set it must be positive; unset means no limit.
	// +optional
	// +k8s:optional
	// +k8s:beta(since: "1.36")=+k8s:exclusiveMinimum=0
	ActiveDeadlineSeconds *int64 `json:"activeDeadlineSeconds,omitempty"`

	// Zones lists the topology zones (values of the
	// topology.kubernetes.io/zone node label) the fleet may be spread over.
	// Empty means any zone.
	// +optional
	// +k8s:optional
	// +k8s:maxItems=8
	// +k8s:eachVal=+k8s:format=k8s-label-value
	Zones []string `json:"zones,omitempty"`

	// Region is the cloud region the fleet is billed to, such as "eu-west-1".
	// +optional
	// +k8s:optional
	// +k8s:beta(since: "1.37")=+k8s:pattern="^[a-z]+-[a-z]+-[0-9]+$"
	Region string `json:"region,omitempty"`

	// Description is free text shown in the widget catalog. It is limited in
	// bytes, not characters, because the catalog stores it in a fixed-size
	// column.
	// +optional
	// +k8s:optional
	// +k8s:maxBytes=1024
	Description string `json:"description,omitempty"`

	// ServiceAccountName is the service account the instances run as. The
	// namespace's "default" account is refused so that every fleet gets
	// its own, narrowly scoped identity.
	// +optional
	// +k8s:optional
	// +k8s:format=k8s-long-name
	// +k8s:alpha(since: "1.37")=+k8s:neq="default"
	ServiceAccountName string `json:"serviceAccountName,omitempty"`

	// DeprecatedFinish was a free-form paint finish.
	//
	// Deprecated: set the widgets.kubedv.io/finish label in Template.Labels
	// instead. Kept so that old clients get a clear error; it must not be set.
	// +optional
	// +k8s:beta(since: "1.36")=+k8s:forbidden
	DeprecatedFinish string `json:"finish,omitempty"`

	// MemoryLimit caps the memory of each instance. Quantity parses and
	// checks itself, so validation does not look inside it.
	// +optional
	// +k8s:optional
	// +k8s:opaqueType
	MemoryLimit *resource.Quantity `json:"memoryLimit,omitempty"`

	// RestartPolicy says when a failed instance is restarted. The server
	// sets it to Always when it is omitted: defaulter-gen turns the default
	// below into SetObjectDefaults_Widget, which RegisterDefaults adds to
	// the scheme.
	// +optional
	// +default="Always"
	RestartPolicy *WidgetRestartPolicy `json:"restartPolicy,omitempty"`

	// Template describes the instances that will be created.
	Template WidgetTemplate `json:"template"`
}

// WidgetTemplate describes the widget instances of a fleet.
type WidgetTemplate struct {
	// Labels are copied onto every instance. Keys are label keys (optionally
	// prefixed); values are limited to 63 characters.
	// +optional
	// +k8s:optional
	// +k8s:maxProperties=64
	// +k8s:eachKey=+k8s:format=k8s-label-key
	// +k8s:eachVal=+k8s:maxLength=63
	Labels map[string]string `json:"labels,omitempty"`

	// Image is the container image reference each instance runs.
	// +required
	// +k8s:required
	// +k8s:maxLength=512
	Image string `json:"image"`

	// Ports are the network ports each instance exposes.
	// +optional
	// +k8s:optional
	// +k8s:maxItems=8
	Ports []WidgetPort `json:"ports,omitempty"`
}

// WidgetPort is a named network port of a widget instance.
type WidgetPort struct {
	// Name identifies the port, so that services can refer to it by name.
	// +required
	// +k8s:required
	// +k8s:format=k8s-short-name
	Name string `json:"name"`

	// Port is the port number.
	// +required
	// +k8s:required
	// +k8s:minimum=1
	// +k8s:maximum=65535
	Port int32 `json:"port"`
}

// WidgetStatus is the observed state of a widget fleet.
type WidgetStatus struct {
	// ObservedGeneration is the metadata.generation the controller acted on
	// when it wrote this status.
	// +optional
	// +k8s:optional
	// +k8s:minimum=0
	ObservedGeneration int64 `json:"observedGeneration,omitempty"`

	// ReadyReplicas is the number of instances that are ready.
	// +optional
	// +k8s:optional
	// +k8s:minimum=0
	ReadyReplicas int32 `json:"readyReplicas,omitempty"`

	// Phase is a one-word summary of the fleet's lifecycle.
	// +optional
	// +k8s:optional
	Phase WidgetPhase `json:"phase,omitempty"`

	// Conditions are the latest observations of the fleet's state, one per
	// condition type.
	// +optional
	// +listType=map
	// +listMapKey=type
	// +k8s:optional
	// +k8s:maxItems=16
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// WidgetTier is the service level a widget fleet is provisioned with.
// +enum
// +k8s:enum
type WidgetTier string

const (
	// WidgetTierBasic runs on shared hardware with best-effort support.
	WidgetTierBasic WidgetTier = "Basic"
	// WidgetTierStandard runs on shared hardware with business-hours support.
	WidgetTierStandard WidgetTier = "Standard"
	// WidgetTierPremium runs on dedicated hardware with around-the-clock support.
	WidgetTierPremium WidgetTier = "Premium"
)

// WidgetRestartPolicy says when failed widget instances are restarted.
type WidgetRestartPolicy string

const (
	WidgetRestartAlways    WidgetRestartPolicy = "Always"
	WidgetRestartOnFailure WidgetRestartPolicy = "OnFailure"
	WidgetRestartNever     WidgetRestartPolicy = "Never"
)

// WidgetPhase is a one-word summary of a widget fleet's lifecycle.
// +enum
// +k8s:enum
type WidgetPhase string

const (
	// WidgetPhasePending means instances are being scheduled or started.
	WidgetPhasePending WidgetPhase = "Pending"
	// WidgetPhaseRunning means the desired number of instances is available.
	WidgetPhaseRunning WidgetPhase = "Running"
	// WidgetPhaseFailed means the fleet cannot make progress without help.
	WidgetPhaseFailed WidgetPhase = "Failed"
)

// Handle identifies a user or team in the widget registry.
// +k8s:minLength=3
type Handle string

// OwnerHandle is the Handle of a team that owns widgets. Owner handles
// become part of instance host names, so on top of the Handle rules they
// must be short DNS labels.
// +k8s:maxLength=32
// +k8s:format=k8s-short-name
type OwnerHandle Handle

// Percent is a whole-number percentage.
// +k8s:minimum=0
// +k8s:maximum=100
type Percent int32
