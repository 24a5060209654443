package deepequalfunc

type Struct struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:optional
	// +k8s:immutable
	Box *Box `json:"box,omitempty"`

	// +k8s:eachVal=+k8s:immutable
	Boxes map[string]Box `json:"boxes,omitempty"`

	// +k8s:listType=set
	Set []Box `json:"set,omitempty"`

	// A *int is compared with == (SameShape would call two ints different).
	// +k8s:optional
	// +k8s:immutable
	Count *int `json:"count,omitempty"`
}

// Box holds a pointer, so == cannot compare two Boxes' contents.
type Box struct {
	Value *int `json:"value,omitempty"`
}
