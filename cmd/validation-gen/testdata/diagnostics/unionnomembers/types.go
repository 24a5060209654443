package unionnomembers

type T struct {
	TypeMeta int

	// +k8s:unionDiscriminator
	Kind string `json:"kind"`

	// +k8s:unionDiscriminator(union: "storage")
	Storage string `json:"storage"`

	// +k8s:unionMember(union: "storage")
	Disk *int `json:"disk,omitempty"`

	// +k8s:unionMember(union: "storage")
	Memory *int `json:"memory,omitempty"`
}
