package untagged

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

type T struct {
	metav1.TypeMeta `json:",inline"`
	// +default="a"
	Name *string `json:"name,omitempty"`
}

func (in *T) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}
