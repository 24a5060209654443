// Package v1 is bound for a CRD (--lint-crd): tags the CRD enforces
// differently from the Go code are noted (info) at the tags; plain
// keywords are not.
//
// +groupName=fleets.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Fleet struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// A struct value is always there: no presence tag.
	Spec FleetSpec `json:"spec"`
}

type FleetSpec struct {
	// +k8s:required
	Name *string `json:"name"`
	// +k8s:optional
	// +k8s:minimum=1
	Size int32 `json:"size,omitempty"`
	// +k8s:optional
	// +k8s:listType=set
	Zones []string `json:"zones,omitempty"`
}
