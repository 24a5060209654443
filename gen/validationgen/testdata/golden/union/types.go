// Package union: a discriminated union of two members.
//
// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil
package union

type T struct {
	// +k8s:unionDiscriminator
	// +k8s:required
	Kind string `json:"kind"`

	// +k8s:unionMember
	// +k8s:optional
	Disk *string `json:"disk"`

	// +k8s:unionMember
	// +k8s:optional
	Memory *int32 `json:"memory"`
}
