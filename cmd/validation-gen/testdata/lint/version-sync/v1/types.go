// Package v1 is the reference version of the widgets group.
package v1

// +k8s:maxLength=63
type Name string

type WidgetSpec struct {
	// +k8s:required
	// +k8s:maxLength=16
	Owner string `json:"owner"`

	// +k8s:optional
	// +k8s:format=k8s-short-name
	Zone string `json:"zone"`

	// +k8s:optional
	// +k8s:maxItems=8
	Ports []int32 `json:"ports"`

	// +k8s:optional
	// +k8s:maxLength=10
	Note string `json:"note"`
}
