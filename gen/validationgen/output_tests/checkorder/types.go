package checkorder

// Root has tags written out of name order.
type Root struct {
	TypeMeta int

	// immutable is written first, but ifDisabled sorts before it.
	// +k8s:optional
	// +k8s:immutable
	// +k8s:ifDisabled(Locked)=+k8s:forbidden
	Frozen *string `json:"frozen"`

	// maxLength is written first, but format sorts before it.
	// +k8s:maxLength=2
	// +k8s:format=k8s-short-name
	Name string `json:"name"`
}
