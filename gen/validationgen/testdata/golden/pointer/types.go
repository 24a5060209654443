// Package pointer: an optional pointer, a required pointer, and a pointer
// to a type with its own validation.
//
// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil
package pointer

type T struct {
	// +k8s:optional
	// +k8s:minimum=1
	Count *int32 `json:"count"`

	// +k8s:required
	// +k8s:maxLength=8
	Name *string `json:"name"`

	// +k8s:optional
	Ratio *Ratio `json:"ratio"`
}

// +k8s:maximum=100
type Ratio int
