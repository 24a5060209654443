package deepequalfunc

type T struct {
	TypeMeta int

	// +k8s:immutable
	A []string `json:"a"`
}
