package spellings

type T struct {
	TypeMeta int
	// +default="a"
	// +k8s:default="b"
	S string
	// +default="same"
	// +k8s:default="same"
	Same string
}
