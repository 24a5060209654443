package subfieldembeddedptr

type Inner struct {
	Count int `json:"count"`
}

// PtrInlined promotes Inner's fields through a pointer, which may be nil.
type PtrInlined struct {
	*Inner `json:",inline"`
}

type T struct {
	TypeMeta int

	// +k8s:subfield(count)=+k8s:minimum=1
	P PtrInlined `json:"p"`
}
