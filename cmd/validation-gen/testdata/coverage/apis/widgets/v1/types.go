package v1

type TypeMeta struct{}

type Widget struct {
	TypeMeta `json:",inline"`

	Spec WidgetSpec `json:"spec"`
}

type WidgetSpec struct {
	// +k8s:required
	// +k8s:minimum=1
	Replicas *int32 `json:"replicas"`

	// +k8s:optional
	// +k8s:maxBytes=64
	Note string `json:"note,omitempty"`

	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:update=NoAddItem,NoRemoveItem
	// +k8s:eachVal=+k8s:immutable
	Ports []Port `json:"ports,omitempty"`

	// +k8s:optional
	// +k8s:eachKey=+k8s:format=k8s-label-key
	// +k8s:eachVal=+k8s:maxLength=63
	Labels map[string]string `json:"labels,omitempty"`

	// +k8s:optional
	// +k8s:dependentRequired(mode)
	Tier *string `json:"tier,omitempty"`

	// +k8s:optional
	Mode *string `json:"mode,omitempty"`

	Self *WidgetSpec `json:"self,omitempty"`
}

type Port struct {
	// +k8s:required
	// +k8s:format=k8s-short-name
	Name string `json:"name"`

	// +k8s:optional
	Protocol Protocol `json:"protocol,omitempty"`
}

// +k8s:enum
type Protocol string

const (
	ProtocolTCP Protocol = "TCP"
	ProtocolUDP Protocol = "UDP"
)

// Plain has nothing to validate: it gets no fixtures.
type Plain struct {
	TypeMeta `json:",inline"`

	Name string `json:"name"`
}
