package lifecyclenotfirst

type T struct {
	TypeMeta int

	// +k8s:eachVal=+k8s:alpha(since: "v1.35")=+k8s:maxLength=3
	Items []string `json:"items"`

	// +k8s:eachKey=+k8s:beta(since: "v1.35")=+k8s:maxLength=3
	Labels map[string]string `json:"labels"`

	// +k8s:ifEnabled(FeatureX)=+k8s:beta(since: "v1.35")=+k8s:minimum=1
	Gated int `json:"gated"`

	// +k8s:subfield(name)=+k8s:alpha=+k8s:maxLength=3
	Inner Inner `json:"inner"`

	// +k8s:alpha(since: "v1.35")=+k8s:beta(since: "v1.36")=+k8s:minimum=1
	Twice int `json:"twice"`

	// Correct: the lifecycle starts the chain.
	// +k8s:alpha(since: "v1.35")=+k8s:eachVal=+k8s:ifEnabled(FeatureX)=+k8s:minimum=1
	Fine []int `json:"fine"`
}

type Inner struct {
	Name string `json:"name"`
}
