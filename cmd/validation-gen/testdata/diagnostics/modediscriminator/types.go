package modediscriminator

type Two struct {
	TypeMeta int

	// +k8s:modeDiscriminator(modality: kind)
	Kind string `json:"kind"`

	// +k8s:modeDiscriminator(modality: kind)
	Other string `json:"other"`

	// +k8s:ifMode(modality: kind, mode: A)=+k8s:required
	A *string `json:"a,omitempty"`
}

type Unused struct {
	TypeMeta int

	// +k8s:modeDiscriminator
	Mode string `json:"mode"`

	// +k8s:modeDiscriminator(modality: phase)
	Phase string `json:"phase"`

	// +k8s:ifMode(modality: phase, mode: Running)=+k8s:required
	Pid *int `json:"pid,omitempty"`
}

type BadTypes struct {
	TypeMeta int

	// +k8s:modeDiscriminator(modality: ratio)
	Ratio float64 `json:"ratio"`

	// +k8s:modeDiscriminator(modality: "not a name")
	Named string `json:"named"`

	// +k8s:ifEnabled(FeatureX)=+k8s:modeDiscriminator(modality: gated)
	Gated string `json:"gated"`
}
