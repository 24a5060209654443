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
