package validateerror

// +k8s:validateError="types like T are not supported here"
type T struct {
	TypeMeta int
}
