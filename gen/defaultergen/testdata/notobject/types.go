package notobject

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type T struct {
	metav1.TypeMeta `json:",inline"`
	// +default="a"
	Name *string `json:"name,omitempty"`
}
