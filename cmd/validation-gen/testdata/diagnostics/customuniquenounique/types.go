package customuniquenounique

type T struct {
	TypeMeta int

	// +k8s:customUnique
	A []string `json:"a"`

	// +k8s:listType=atomic
	// +k8s:customUnique
	B []string `json:"b"`
}
