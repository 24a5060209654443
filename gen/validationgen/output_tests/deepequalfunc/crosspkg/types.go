package crosspkg

type Struct struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:optional
	// +k8s:immutable
	Box *Box `json:"box,omitempty"`

	// +k8s:listType=set
	Set []Box `json:"set,omitempty"`
}

// Box holds a pointer, so == cannot compare two Boxes' contents.
type Box struct {
	Value *int `json:"value,omitempty"`
}
