// Package v1beta1 drifted from v1.
package v1beta1

// A type-level tag differs.
// +k8s:maxLength=64
type Name string

type WidgetSpec struct {
	// A different value.
	// +k8s:required
	// +k8s:maxLength=32
	Owner string `json:"owner"`

	// A missing tag.
	// +k8s:optional
	Zone string `json:"zone"`

	// An extra tag, listed in exceptions.txt.
	// +k8s:optional
	// +k8s:maxItems=8
	// +k8s:minItems=1
	Ports []int32 `json:"ports"`

	// Same tags in another order: in sync.
	// +k8s:maxLength=10
	// +k8s:optional
	Note string `json:"note"`

	// Only in this version: nothing to compare.
	// +k8s:optional
	// +k8s:maxLength=5
	Extra string `json:"extra"`
}
