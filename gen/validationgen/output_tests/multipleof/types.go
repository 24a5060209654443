package multipleof

// Root carries +k8s:multipleOf on every scope. Unless a field says
// otherwise the factor is 5.
type Root struct {
	TypeMeta int

	// +k8s:multipleOf=5
	Int int32 `json:"int"`

	// A nil pointer is not checked; a non-nil one is.
	// +k8s:multipleOf=5
	Ptr *int64 `json:"ptr,omitempty"`

	// Unsigned values up to the top of their range.
	// +k8s:multipleOf=5
	Unsigned uint64 `json:"unsigned"`

	// A large factor (2^30).
	// +k8s:multipleOf=1073741824
	Large int64 `json:"large"`

	// +k8s:optional
	// +k8s:multipleOf=5
	Optional int32 `json:"optional,omitempty"`

	// The factor is on the type declaration only.
	Typedef BlockSize `json:"typedef"`

	TypedefPtr *BlockSize `json:"typedefPtr,omitempty"`

	// Field and type factors both apply, the field's first.
	// +k8s:multipleOf=3
	FieldAndType BlockSize `json:"fieldAndType"`

	// Both links of the chain PageSize -> BlockSize apply.
	Chain PageSize `json:"chain"`

	// +k8s:eachVal=+k8s:multipleOf=5
	Items []int32 `json:"items"`

	// Nil items are reported as Required.
	// +k8s:eachVal=+k8s:multipleOf=5
	PtrItems []*int32 `json:"ptrItems"`

	TypedefItems []BlockSize `json:"typedefItems"`

	// +k8s:eachVal=+k8s:multipleOf=5
	Values map[string]int64 `json:"values"`

	Nested Inner `json:"nested"`
}

// Keys has integer map keys, which JSON (and so a CRD) cannot hold: a root
// of its own, so that the CRD differential kit can compare Root.
type Keys struct {
	TypeMeta int

	// +k8s:eachKey=+k8s:multipleOf=5
	Keys map[int32]string `json:"keys"`
}

// BlockSize is a multiple of 512.
// +k8s:multipleOf=512
type BlockSize int64

// PageSize is a multiple of 4096 and, through BlockSize, of 512.
// +k8s:multipleOf=4096
type PageSize BlockSize

type Inner struct {
	// +k8s:multipleOf=10
	Step uint8 `json:"step"`
}
