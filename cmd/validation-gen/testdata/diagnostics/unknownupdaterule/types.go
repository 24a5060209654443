package unknownupdaterule

type T struct {
	TypeMeta int

	// +k8s:update=NoModfy
	A string `json:"a"`

	// +k8s:update=NoSet,NoChange
	B string `json:"b"`

	// +k8s:update=Immutable
	C string `json:"c"`
}
