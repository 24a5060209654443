package lifecyclesince

type T struct {
	TypeMeta int

	// +k8s:alpha(since: "1")=+k8s:minimum=1
	A int `json:"a"`

	// +k8s:beta(since: "v1.35.2")=+k8s:minimum=1
	B int `json:"b"`

	// +k8s:alpha(since: "next")=+k8s:minimum=1
	C int `json:"c"`

	// +k8s:beta(version: "1.35")=+k8s:minimum=1
	D int `json:"d"`

	// +k8s:alpha(since: "1.35")
	E int `json:"e"`

	// Kubernetes' validation-gen refuses a leading v.
	// +k8s:alpha(since: "1.35")=+k8s:minimum=1
	// +k8s:beta(since: "v1.36")=+k8s:maximum=9
	F int `json:"f"`

	// Correct.
	// +k8s:beta(since: "1.36")=+k8s:maximum=9
	G int `json:"g"`
}
