// +k8s:validation-gen-typedef-chains=all

// Package all opts in: every link's tags apply, so nothing is reported.
package all

// +k8s:minLength=3
type Handle string

// +k8s:maxLength=32
type OwnerHandle Handle
