package format138

type Struct struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:optional
	// +k8s:format=k8s-resource-fully-qualified-name
	Name string `json:"name,omitempty"`

	// +k8s:optional
	// +k8s:format=k8s-condition-reason
	Reason string `json:"reason,omitempty"`

	// +k8s:eachVal=+k8s:format=k8s-condition-reason
	Reasons []string `json:"reasons,omitempty"`
}
