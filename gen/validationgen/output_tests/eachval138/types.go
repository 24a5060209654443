package eachval138

// Stops holds the shapes whose item checks stop others on a 1.37 tree
// (gen/validationgen/output_tests/eachval declares the same type) and stop nothing here.
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
	PtrItems map[string]*Item `json:"ptrItems"`

	// +k8s:optional
	OptionalPtrs map[string]*string `json:"optionalPtrs"`

	// Nothing validates it: nil values are fine.
	Unvalidated map[string]*string `json:"unvalidated"`
}

type Item struct {
	// +k8s:minimum=1
	N int `json:"n"`
}

// SubfieldRules: an update rule eachVal reaches through a subfield stops
// nothing either, and its error is not marked short-circuit (found by
// hack/upstream-differential.sh against v0.38.0-beta.0).
type SubfieldRules struct {
	TypeMeta int

	// +k8s:eachVal=+k8s:subfield(n)=+k8s:update=NoModify
	Items map[string]Item `json:"items"`

	// The Required error is not marked short-circuit either.
	// +k8s:eachVal=+k8s:subfield(n)=+k8s:required
	Needed []Item `json:"needed"`

	// Each eachVal tag is a pass over the items, in the order written,
	// the subfield's presence tag included; the items' type after them.
	// +k8s:eachVal=+k8s:subfield(n)=+k8s:required
	// +k8s:eachVal=+k8s:immutable
	Ordered []Item `json:"ordered"`
}

// Staged: the uniqueness of an alpha list type runs where +k8s:alpha comes
// in name order, before the eachVal passes; a plain list type's after them
// (found by hack/upstream-differential.sh against v0.38.0-beta.0).
type Staged struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:alpha(since: "1.33")=+k8s:listType=map
	// +k8s:listMapKey=n
	// +k8s:eachVal=+k8s:immutable
	Alpha []Item `json:"alpha"`

	// +k8s:optional
	// +k8s:listType=map
	// +k8s:alpha(since: "1.33")=+k8s:listMapKey=n
	// +k8s:eachVal=+k8s:immutable
	Plain []Item `json:"plain"`
}
