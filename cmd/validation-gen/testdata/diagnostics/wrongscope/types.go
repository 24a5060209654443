package wrongscope

// +k8s:required
type Name string

type T struct {
	TypeMeta int

	// +k8s:enum
	Kind string `json:"kind"`

	// +k8s:eachVal=+k8s:optional
	Items []string `json:"items"`

	// +k8s:eachVal=+k8s:maxProperties=3
	Maps []map[string]string `json:"maps"`

	// +k8s:optional
	Name Name `json:"name"`
}
