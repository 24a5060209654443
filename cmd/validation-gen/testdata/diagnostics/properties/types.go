package properties

type Key int

type T struct {
	TypeMeta int

	// Kubernetes' validation-gen caps map size bounds at 100000.
	// +k8s:maxProperties=100001
	A map[string]string `json:"a"`

	// +k8s:minProperties=200000
	B map[string]string `json:"b"`

	// Map size bounds on maps with other keys are our extension: accepted.
	// +k8s:maxProperties=3
	C map[int]string `json:"c"`

	// +k8s:minProperties=1
	D map[Key]string `json:"d"`

	// Correct: the largest bound, a string-based key type.
	// +k8s:maxProperties=100000
	E map[Name]string `json:"e"`
}

type Name string
