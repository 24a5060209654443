// Package v1beta1 is in sync with its sibling.
package v1beta1

type Spec struct {
	// +k8s:optional
	// +k8s:maxLength=16
	Owner string `json:"owner"`
}
