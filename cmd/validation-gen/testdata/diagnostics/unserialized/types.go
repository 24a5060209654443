package unserialized

type T struct {
	TypeMeta int

	// +k8s:required
	internal string

	// +k8s:maxLength=5
	Skipped string `json:"-"`
}
