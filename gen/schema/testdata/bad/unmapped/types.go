// +groupName=unmapped.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ThingSpec `json:"spec"`
}

type ThingSpec struct {
	// +k8s:format=k8s-short-name
	Name string `json:"name"`
	// +k8s:immutable
	ID string `json:"id"`
	// +k8s:listType=map
	// +k8s:listMapKey=key
	Items    []Item                `json:"items"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
}

type Item struct {
	Key string `json:"key"`
}
