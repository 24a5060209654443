// Package v1 declares typedefs of tagged types without opting in to n-deep
// chains: the tags of the right-hand side do not apply to them.
package v1

// +k8s:minLength=3
// +k8s:deepcopy-gen=true
type Handle string

// +k8s:maxLength=32
type OwnerHandle Handle

// No tags of its own: still only Handle's structure applies.
type AliasHandle OwnerHandle

// +k8s:eachVal=+k8s:minimum=1
type Counts []int32

type Totals Counts

// Untagged links report nothing.
type Plain string

type OtherPlain Plain

// Presence follows the same rule: AliasHandle has no validation of its own
// and Handle's structure is a plain string, so Alias needs no presence tag.
type T struct {
	TypeMeta int

	// +k8s:optional
	Owner OwnerHandle `json:"owner"`

	Alias AliasHandle `json:"alias"`
}
