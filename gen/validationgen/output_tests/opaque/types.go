package opaque

// T refers to Inner and Digit both normally and opaquely.
type T struct {
	TypeMeta int

	// Not opaque: when set, Inner's validation runs.
	Inner *Inner `json:"inner"`

	// +k8s:opaqueType
	Opaque Inner `json:"opaque"`

	// The field's own tags still apply to an opaque value.
	// +k8s:forbidden
	// +k8s:opaqueType
	OpaqueForbidden *Inner `json:"opaqueForbidden"`

	// +k8s:opaqueType
	OpaquePtr *Inner `json:"opaquePtr"`

	// Presence tags apply too.
	// +k8s:required
	// +k8s:opaqueType
	OpaqueRequired *Inner `json:"opaqueRequired"`

	// Not opaque: Digit's maximum=9 runs after the field's minimum=1.
	// +k8s:minimum=1
	Digit Digit `json:"digit"`

	// Opaque: only the field's minimum=1 runs.
	// +k8s:opaqueType
	// +k8s:minimum=1
	OpaqueDigit Digit `json:"opaqueDigit"`

	// Not opaque: every item is an Inner.
	Items []Inner `json:"items"`

	// +k8s:eachVal=+k8s:opaqueType
	OpaqueItems []Inner `json:"opaqueItems"`

	// The item site's own tags still apply.
	// +k8s:eachVal=+k8s:opaqueType
	// +k8s:eachVal=+k8s:minimum=1
	OpaqueDigits []Digit `json:"opaqueDigits"`

	// +k8s:eachVal=+k8s:opaqueType
	OpaquePtrItems []*Inner `json:"opaquePtrItems"`

	// Not opaque.
	Values map[string]Inner `json:"values"`

	// +k8s:eachVal=+k8s:opaqueType
	OpaqueValues map[string]Inner `json:"opaqueValues"`

	// Opaque applies to the items of the inner list only.
	// +k8s:eachVal=+k8s:eachVal=+k8s:opaqueType
	OpaqueNested [][]Inner `json:"opaqueNested"`

	// opaqueType on the field stops at the named list type: neither the
	// list type's eachVal nor the items' validation runs.
	// +k8s:opaqueType
	OpaqueList InnerList `json:"opaqueList"`

	// Not opaque: InnerList's eachVal and each Inner run.
	List InnerList `json:"list"`
}

// Inner has validation that an opaque reference must not call.
// +k8s:validateFalse="type Inner"
type Inner struct {
	// +k8s:minimum=1
	N int `json:"n"`
}

// Digit is a single decimal digit.
// +k8s:maximum=9
type Digit int

// InnerList is a list type with item validation of its own.
// +k8s:eachVal=+k8s:validateFalse="items of InnerList"
type InnerList []Inner
