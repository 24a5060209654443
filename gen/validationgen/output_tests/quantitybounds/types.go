package quantitybounds

import "k8s.io/apimachinery/pkg/api/resource"

// Capacity carries +k8s:minimum and +k8s:maximum on resource.Quantity
// values (Kubernetes v1.38's resource.k8s.io capacities): quantities
// compare as Quantity.Cmp does, whatever their suffixes.
type Capacity struct {
	TypeMeta int

	// An integer bound is a quantity too.
	// +k8s:minimum=0
	Size resource.Quantity `json:"size"`

	// A nil pointer is not checked.
	// +k8s:optional
	// +k8s:minimum="100m"
	// +k8s:maximum="1Gi"
	Limit *resource.Quantity `json:"limit,omitempty"`

	// As resource.k8s.io v1's DeviceCapacity and CounterSet.
	// +k8s:eachVal=+k8s:minimum=0
	// +k8s:eachVal=+k8s:maximum="2k"
	Counters map[string]resource.Quantity `json:"counters"`

	// +k8s:eachVal=+k8s:maximum="1.5"
	Shares []resource.Quantity `json:"shares"`
}
