package ptrslices

// Root holds lists of pointers with and without validation.
type Root struct {
	TypeMeta int

	// Items are checked one by one, after the nil-item check.
	// +k8s:eachVal=+k8s:minLength=2
	Items []*string `json:"items"`

	// Optional alone is validation too.
	// +k8s:optional
	Optional []*string `json:"optional"`

	// Inners are validated by Inner's function: no tag on the field.
	Inners []*Inner `json:"inners"`

	// Typed is a list type of pointers.
	Typed InnerList `json:"typed"`

	// Limited has another short-circuit check: both run.
	// +k8s:maxItems=2
	Limited []*string `json:"limited"`

	// Unvalidated has no validation: nil items are fine.
	Unvalidated []*string `json:"unvalidated"`

	// Pointer to a list: Kubernetes does not look for nil items there.
	// +k8s:optional
	PtrList *[]*Inner `json:"ptrList"`
}

// Inner has a rule of its own.
type Inner struct {
	// +k8s:minimum=1
	Count int `json:"count"`
}

// InnerList is a list type of pointers.
type InnerList []*Inner
