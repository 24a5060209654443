// Package v1 has tags a CRD cannot express: --crd-dir leaves them out with
// a crd-inexpressible finding, except where the author accepted the loss
// with +k8s:validation-gen-nolint.
//
// +groupName=lossy.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Pool struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PoolSpec `json:"spec"`
}

type PoolSpec struct {
	// +k8s:optional
	// +k8s:maxLength=40
	// +k8s:format=k8s-resource-pool-name
	Name string `json:"name,omitempty"`
	// A struct value is always there: no presence tag.
	Accepted Accepted `json:"accepted"`
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:maxLength=8
	Zones []string `json:"zones,omitempty"`
}

// +k8s:validation-gen-nolint=crd-inexpressible
type Accepted struct {
	// +k8s:optional
	// +k8s:format=k8s-resource-pool-name
	Name string `json:"name,omitempty"`
}
