// Package k8s is not written for controller-gen: +optional is a comment
// for other tools (OpenAPI), so the field still needs a +k8s: presence tag.
package k8s

type Spec struct {
	// +k8s:validation:cel[0]:rule="self == oldSelf"
	// +k8s:validation:cel[0]:message="immutable"
	// +optional
	Name string `json:"name,omitempty"`
}
