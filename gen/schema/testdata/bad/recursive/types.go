// +groupName=recursive.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Tree struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Node `json:"spec"`
}

type Node struct {
	Children []Node `json:"children,omitempty"`
}
