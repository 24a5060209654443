// Package latetag writes its package tag after the package clause.
package latetag

// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil

type T struct {
	// +k8s:required
	Name string `json:"name"`
}
