package ok

type T struct {
	TypeMeta int

	// +k8s:required
	// +k8s:minimum=1
	Replicas *int32 `json:"replicas"`
}
