package eachval

// Stops holds the shapes whose item checks stop others on a 1.37 tree, as
// in Kubernetes v1.37 (gen/validationgen/output_tests/eachval138 has them on v1.38).
type Stops struct {
	TypeMeta int

	// +k8s:eachVal=+k8s:maxItems=2
	// +k8s:eachVal=+k8s:eachVal=+k8s:minimum=1
	Nested [][]int `json:"nested"`

	// +k8s:eachVal=+k8s:immutable
	// +k8s:eachVal=+k8s:maxLength=3
	Frozen map[string]string `json:"frozen"`

	// An update rule is built once every tag of the site is known.
	// +k8s:eachVal=+k8s:update=NoModify
	// +k8s:eachVal=+k8s:maxLength=3
	Pinned map[string]string `json:"pinned"`

	// +k8s:eachVal=+k8s:minimum=1
	PtrValues map[string]*int `json:"ptrValues"`

	// Validated through the values' type only.
	PtrItems map[string]*StopsItem `json:"ptrItems"`

	// +k8s:optional
	OptionalPtrs map[string]*string `json:"optionalPtrs"`

	// Nothing validates it: nil values are fine.
	Unvalidated map[string]*string `json:"unvalidated"`

	// Only here: a 1.38 tree refuses a payload that reports no error. On a
	// 1.37 tree any item it fails silently stops the whole value.
	// +k8s:eachVal=+k8s:validateFalse(flags: "ShortCircuit,NonError")="items of Stops.Silent short-circuit"
	// +k8s:eachVal=+k8s:validateFalse="items of Stops.Silent regular"
	Silent []int `json:"silent"`
}

type StopsItem struct {
	// +k8s:minimum=1
	N int `json:"n"`
}
