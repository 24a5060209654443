package v2

type TypeMeta struct{}

type Widget struct {
	TypeMeta `json:",inline"`

	// +k8s:optional
	// +k8s:maxItems=4
	// +k8s:listType=set
	Zones []string `json:"zones,omitempty"`
}

type Gadget struct {
	TypeMeta `json:",inline"`

	// +k8s:required
	Name string `json:"name"`
}
