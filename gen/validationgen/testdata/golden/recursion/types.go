// Package recursion: a tree whose nodes validate their children with the
// function of their own type.
//
// +k8s:validation-gen=*
// +k8s:validation-gen-scheme-registry=nil
package recursion

type Node struct {
	// +k8s:required
	// +k8s:maxLength=10
	Name string `json:"name"`

	// +k8s:optional
	// +k8s:maxItems=3
	Children []Node `json:"children"`

	// +k8s:optional
	Next *Node `json:"next"`
}
