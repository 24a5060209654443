// Package notag has no +k8s:validation-gen tag.
package notag

type T struct {
	// +k8s:required
	Name string `json:"name"`
}
