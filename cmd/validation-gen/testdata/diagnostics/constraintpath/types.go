package constraintpath

type Limits struct {
	Max  *int64 `json:"max,omitempty"`
	Name string `json:"name"`
}

// +k8s:minimum(constraint: max)
type Count int32

type T struct {
	TypeMeta int

	// +k8s:minimum(constraint: minReplica)
	// +k8s:maximum(constraint: limits.mx)
	// +k8s:maximum(constraint: zzz)
	// +k8s:maximum(constraint: limits.name)
	// +k8s:maximum(constraint: label.max)
	// +k8s:maximum(constraint: "limits..max")
	// +k8s:maximum(constraint: replicas)
	// +k8s:maximum(constraint: minReplicas)=3
	Replicas int32 `json:"replicas"`

	MinReplicas int32 `json:"minReplicas"`

	Limits *Limits `json:"limits,omitempty"`

	Label string `json:"label"`

	// +k8s:exclusiveMinimum(constraint: minReplicas)
	Title string `json:"title"`

	// +k8s:eachVal=+k8s:minimum(constraint: minReplicas)
	List []int32 `json:"list,omitempty"`

	// +k8s:minimum
	NoValue int32 `json:"noValue"`

	// +k8s:optional
	Count Count `json:"count"`
}
