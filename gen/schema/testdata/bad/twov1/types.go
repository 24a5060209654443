// +groupName=two.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Pair struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
