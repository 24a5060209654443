// +groupName=unmapped.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ThingSpec `json:"spec"`
}

type ThingSpec struct {
	// +k8s:format=k8s-resource-pool-name
	Name string `json:"name"`
	// +k8s:eachVal=+k8s:immutable
	IDs []string `json:"ids"`
	// +k8s:listType=map
	// +k8s:listMapKey=key
	Items    []Item                `json:"items"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
}

type Item struct {
	Key string `json:"key"`
}

// Rows are an atomic list: an item's old value is unknown.
type Table struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Rows              []Row `json:"rows"`
}

type Row struct {
	// +k8s:immutable
	ID string `json:"id"`
}
