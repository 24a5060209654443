package ifmode

type Inner struct {
	X int `json:"x"`
}

type T struct {
	TypeMeta int

	// +k8s:modeDiscriminator(modality: phase)
	Phase string `json:"phase"`

	// +k8s:modeDiscriminator(modality: flag)
	Flag bool `json:"flag"`

	// +k8s:modeDiscriminator(modality: level)
	Level int8 `json:"level"`

	// +k8s:ifMode(modality: phse, mode: Running)=+k8s:required
	// +k8s:ifMode(modality: other, mode: Running)=+k8s:required
	// +k8s:ifMode(Running)=+k8s:required
	Unknown *string `json:"unknown,omitempty"`

	// +k8s:ifMode(modality: phase, mode: 3)=+k8s:required
	// +k8s:ifMode(modality: flag, mode: "yes")=+k8s:required
	// +k8s:ifMode(modality: level, mode: "high")=+k8s:required
	// +k8s:ifMode(modality: level, mode: 300)=+k8s:required
	WrongType *string `json:"wrongType,omitempty"`

	// +k8s:ifMode(modality: phase)=+k8s:required
	// +k8s:ifMode(modality: phase, mode: Running)=+k8s:ifMode(modality: phase, mode: Done)=+k8s:required
	Misused *string `json:"misused,omitempty"`

	// +k8s:ifMode(modality: phase, mode: Running)=+k8s:optional
	Struct Inner `json:"struct"`

	// +k8s:ifMode(modality: phase, mode: Running)=+k8s:required
	// +k8s:ifEnabled(FeatureX)=+k8s:ifMode(modality: phase, mode: Done)=+k8s:required
	Mixed *string `json:"mixed,omitempty"`

	// +k8s:eachVal=+k8s:ifMode(modality: phase, mode: Running)=+k8s:minLength=1
	Items []string `json:"items,omitempty"`
}
