package eq

// Policy is a typedef with its own rule: every value of the type is checked.
// +k8s:eq="Always"
type Policy string

// Root exercises +k8s:eq on every scope.
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:eq="expected"
	String string `json:"string"`

	// +k8s:eq=42
	Int int32 `json:"int"`

	// +k8s:eq=-1
	Int64 int64 `json:"int64"`

	// +k8s:eq=true
	Bool bool `json:"bool"`

	// A nil pointer is not checked.
	// +k8s:eq="expected"
	StringPtr *string `json:"stringPtr"`

	// +k8s:eq=false
	BoolPtr *bool `json:"boolPtr"`

	Typedef    Policy  `json:"typedef"`
	TypedefPtr *Policy `json:"typedefPtr"`

	// +k8s:eachVal=+k8s:eq="item"
	Items []string `json:"items"`

	// +k8s:eachVal=+k8s:eq=7
	Values map[string]int `json:"values"`

	// +k8s:eachKey=+k8s:eq="key"
	Keys map[string]int `json:"keys"`

	// As Kubernetes v1.38 writes it for sidecar containers.
	// +k8s:subfield(restartPolicy)=+k8s:eq="Always"
	Sidecar Container `json:"sidecar"`

	// +k8s:eachVal=+k8s:subfield(restartPolicy)=+k8s:eq="Always"
	Sidecars []Container `json:"sidecars"`

	// A required value that is unset reports only "Required".
	// +k8s:required
	// +k8s:eq="expected"
	Required string `json:"required"`
}

type Container struct {
	Name          string  `json:"name"`
	RestartPolicy *string `json:"restartPolicy,omitempty"`
}
