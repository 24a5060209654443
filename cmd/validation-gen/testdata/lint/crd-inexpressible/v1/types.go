// Package v1 is bound for a CRD (--lint-crd): a tag the CRD cannot
// express is reported at the tag, except in a type that opted out.
//
// +groupName=pools.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Pool struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// A struct value is always there: no presence tag.
	Spec PoolSpec `json:"spec"`
}

type PoolSpec struct {
	// +k8s:optional
	// +k8s:format=k8s-resource-pool-name
	Name string `json:"name,omitempty"`
	// A struct value is always there: no presence tag.
	Legacy Legacy `json:"legacy"`
}

// The loss is accepted here.
// +k8s:validation-gen-nolint=crd-inexpressible
type Legacy struct {
	// +k8s:optional
	// +k8s:format=k8s-resource-pool-name
	Name string `json:"name,omitempty"`
}
