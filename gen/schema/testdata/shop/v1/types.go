package v1

import (
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
	Replicas *int32 `json:"replicas,omitempty"`
	Color    Color  `json:"color,omitempty"`
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

type GadgetSpec struct {
	Replicas int32 `json:"replicas"`
}

type GadgetStatus struct {
	Replicas int32  `json:"replicas"`
	Selector string `json:"selector,omitempty"`
}

var _ = hiddenUse

func hiddenUse(s WidgetSpec) string { return s.hidden }
