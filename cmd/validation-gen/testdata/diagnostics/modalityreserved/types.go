package modalityreserved

type T struct {
	TypeMeta int

	// Kubernetes' validation-gen reserves the modality name "default".
	// +k8s:modeDiscriminator(modality: "default")
	Mode string `json:"mode"`

	// +k8s:optional
	// +k8s:ifMode(modality: "default", mode: "A")=+k8s:forbidden
	A *string `json:"a,omitempty"`

	// Correct: another name.
	// +k8s:modeDiscriminator(modality: "phase")
	Phase string `json:"phase"`

	// +k8s:optional
	// +k8s:ifMode(modality: "phase", mode: "B")=+k8s:forbidden
	B *string `json:"b,omitempty"`
}
