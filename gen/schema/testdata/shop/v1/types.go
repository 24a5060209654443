package v1

import (
	"time"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Widget is a namespaced kind with a status subresource.
//
// +kubebuilder:resource:shortName=wd;wdg,categories=all
// +kubebuilder:storageversion
// +kubebuilder:printcolumn:name="Color",type=string,JSONPath=".spec.color",description="the widget's color"
// +kubebuilder:printcolumn:name="Age",type="date",JSONPath=".metadata.creationTimestamp",priority=1
// +k8s:supportsSubresource("/status")
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec"`
	Status WidgetStatus `json:"status,omitempty"`
}

// WidgetList is not a root: it has no ObjectMeta.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// Common fields are inlined into the spec.
type Common struct {
	// +k8s:maxLength=200
	Description string `json:"description,omitempty"`
}

type WidgetSpec struct {
	Common `json:",inline"`

	// +k8s:required
	// +k8s:maxLength=63
	Name string `json:"name"`
	// +k8s:optional
	// +k8s:minimum=0
	// +k8s:maximum=10
	// +k8s:multipleOf=2
	Replicas *int32 `json:"replicas,omitempty"`
	// Two factors on one value: the type's is the keyword, the field's a
	// CEL rule.
	// +k8s:multipleOf=3
	Block Block `json:"block,omitempty"`
	Color Color `json:"color,omitempty"`
	// +k8s:listType=set
	// +k8s:maxItems=5
	Tags []string `json:"tags,omitempty"`
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=protocol
	Ports    []Port               `json:"ports,omitempty"`
	Size     resource.Quantity    `json:"size,omitempty"`
	Target   intstr.IntOrString   `json:"target,omitempty"`
	Expires  *metav1.Time         `json:"expires,omitempty"`
	Timeout  metav1.Duration      `json:"timeout,omitempty"`
	Labels   map[string]string    `json:"labels,omitempty"`
	Weights  map[string][]Weight  `json:"weights,omitempty"`
	Data     []byte               `json:"data,omitempty"`
	Raw      runtime.RawExtension `json:"raw,omitempty"`
	Ratio    float64              `json:"ratio,omitempty"`
	Enabled  bool                 `json:"enabled"`
	Internal string               `json:"-"`
	hidden   string
}

// Weight is a typedef: its bounds apply wherever it is used.
//
// +k8s:minimum=1
type Weight int64

// +k8s:multipleOf=512
type Block int64

// +k8s:enum
type Color string

const (
	ColorRed   Color = "red"
	ColorGreen Color = "green"
	// +k8s:enumExclude
	ColorRetired Color = "mauve"
)

type Port struct {
	// +k8s:required
	Name string `json:"name"`
	// +k8s:required
	Protocol string `json:"protocol"`
	Number   int32  `json:"number,omitempty"`
}

type WidgetStatus struct {
	Ready int64 `json:"ready,omitempty"`
}

// Gadget is cluster-scoped and scalable.
//
// +genclient
// +genclient:nonNamespaced
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   GadgetSpec   `json:"spec,omitempty"`
	Status GadgetStatus `json:"status,omitempty"`
}

// GadgetSpec carries the rules that become CEL rules or newer keywords.
type GadgetSpec struct {
	Replicas int32 `json:"replicas"`

	// +k8s:optional
	// +k8s:exclusiveMinimum=0
	// +k8s:exclusiveMaximum=100
	Percent *int32 `json:"percent,omitempty"`
	// +k8s:optional
	// +k8s:format=k8s-short-name
	// +k8s:maxBytes=20
	// +k8s:neq="default"
	Host string `json:"host,omitempty"`
	// +k8s:optional
	// +k8s:pattern="^[A-Z]{3}-[0-9]+$"
	Ticket string `json:"ticket,omitempty"`
	// +k8s:optional
	// +k8s:format=k8s-prefixed-label-key
	Finalizer string `json:"finalizer,omitempty"`
	// +k8s:optional
	// +k8s:format=k8s-uuid
	UID string `json:"uid,omitempty"`
	// +k8s:optional
	// +k8s:format=k8s-ip
	Address string `json:"address,omitempty"`
	// +k8s:optional
	// +k8s:immutable
	ClassName string `json:"className,omitempty"`
	// +k8s:optional
	// +k8s:update=NoModify,NoClear
	VolumeName *string `json:"volumeName,omitempty"`
	// +k8s:optional
	// +k8s:update=NoSet
	Late []string `json:"late,omitempty"`
	// +k8s:optional
	// +k8s:monotonic
	Generation int64 `json:"generation,omitempty"`
	// +k8s:forbidden
	Legacy string `json:"legacy,omitempty"`
	// +k8s:optional
	// +k8s:minProperties=1
	// +k8s:maxProperties=4
	// +k8s:eachKey=+k8s:format=k8s-label-key
	// +k8s:eachVal=+k8s:maxLength=63
	Annotations map[string]string `json:"annotations,omitempty"`
	// +k8s:optional
	// +k8s:eachVal=+k8s:minimum=1
	Counts []int32 `json:"counts,omitempty"`
	// Lifecycle and options: beta is written (unless --crd-beta=false),
	// alpha never, ifEnabled only with the option on.
	//
	// +k8s:optional
	// +k8s:beta(since: "1.36")=+k8s:maxLength=10
	// +k8s:alpha(since: "1.36")=+k8s:minLength=3
	// +k8s:ifEnabled(Fancy)=+k8s:maxLength=5
	// +k8s:ifDisabled(Fancy)=+k8s:neq="plain"
	Motto string `json:"motto,omitempty"`
	// +k8s:optional
	// +k8s:dependentRequired(port)
	// +k8s:dependentForbidden(socket)
	Endpoint string `json:"endpoint,omitempty"`
	// +k8s:optional
	Port *int32 `json:"port,omitempty"`
	// +k8s:optional
	Socket string `json:"socket,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	Disk *string `json:"disk,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	Memory *string `json:"memory,omitempty"`
	// +k8s:required
	Items []string `json:"items"`
	// +k8s:required
	On bool `json:"on"`
	// Duration bounds (kubernetes#142368): a CEL duration rule on
	// metav1.Duration (a string), keywords in nanoseconds on time.Duration.
	// +k8s:optional
	// +k8s:minimum="1s"
	// +k8s:maximum="1h30m"
	Timeout *metav1.Duration `json:"timeout,omitempty"`
	// +k8s:optional
	// +k8s:minimum="1ms"
	// +k8s:maximum="2400h"
	Backoff time.Duration `json:"backoff,omitempty"`
}

type GadgetStatus struct {
	Replicas int32  `json:"replicas"`
	Selector string `json:"selector,omitempty"`
}

var _ = hiddenUse

func hiddenUse(s WidgetSpec) string { return s.hidden }
